/**
 * Dirichlet's integrals, which have no elementary antiderivative: ∫_0^∞ sin(ωx)/x dx = sign(ω)·π/2 and,
 * by parts, ∫_0^∞ sin²(ωx)/x² dx = |ω|·π/2; both integrands are even, so ℝ gives twice as much.
 */
import type { StepDraft } from '../../strategy';
import * as X from './sym/expr';
import type { Expr } from './sym/expr';
import * as P from './sym/poly';
import { toLatex, toAscii } from './sym/print';
import { plain } from './sym/plain';
import { tidy } from './sym/tidy';
import { step } from './rules/tex';
import { numeric } from './limits';

type End = { kind: 'finite'; v: Expr } | { kind: 'inf'; sign: 1 | -1 };

/** ω when e is ω·x with a nonzero number ω. */
function frequency(e: Expr, x: Expr): { omega: Expr; value: number } | null {
  const c = P.coeffs(e, x);
  if (!c || c.length !== 2 || !X.isZero(c[0])) return null;
  const value = numeric(c[1]);
  return value === null || value === 0 ? null : { omega: c[1], value };
}

/** sin(ωx)/x (power 1) or sin²(ωx)/x² (power 2), with its constant factor. */
function shape(f: Expr, x: Expr): { c: Expr; power: 1 | 2; omega: Expr; value: number } | null {
  const [c, v] = X.splitConst(f, x);
  const parts = X.factors(v);
  if (parts.length !== 2) return null;
  const sine = parts.find((p) => (p.k === 'fn' && p.name === 'sin') || (p.k === 'pow' && p.base.k === 'fn' && p.base.name === 'sin'));
  const over = parts.find((p) => p !== sine);
  if (!sine || !over || over.k !== 'pow' || !X.same(over.base, x) || over.exp.k !== 'num') return null;
  const power = sine.k === 'fn' ? 1 : sine.k === 'pow' && X.same(sine.exp, X.TWO) ? 2 : null;
  const arg = sine.k === 'fn' ? sine.arg : sine.k === 'pow' && sine.base.k === 'fn' ? sine.base.arg : null;
  if (power === null || !arg || !X.same(over.exp, X.num(-power))) return null;
  const w = frequency(arg, x);
  return w ? { c, power, ...w } : null;
}

export function dirichlet(f: Expr, x: Expr, lo: End, hi: End, defInt: string, steps: StepDraft[]): Expr | null {
  if (hi.kind !== 'inf' || hi.sign !== 1) return null;
  const half = lo.kind === 'finite' && X.isZero(lo.v);
  if (!half && !(lo.kind === 'inf' && lo.sign === -1)) return null;
  const s = shape(f, x);
  if (!s) return null;
  const xs = toAscii(x);
  const scale = s.power === 1 ? X.num(Math.sign(s.value)) : s.value > 0 ? s.omega : X.neg(s.omega);
  const base = X.div(X.PI, X.num(half ? 2 : 1));
  const value = tidy(X.mul(s.c, scale, base));
  if (s.power === 2) {
    const [arg, twice] = [X.mul(s.omega, x), X.mul(X.TWO, s.omega, x)];
    const factor = X.isOne(s.omega) ? '' : toLatex(s.omega);
    const uPrime = plain(X.mul(s.omega, X.fn('sin', twice)));
    steps.push(step('Integrate by parts', 'Intégrer par parties',
      `With u = sin²(${plain(arg)}) and v' = 1/${xs}², the bracket [−sin²(${plain(arg)})/${xs}] vanishes at 0 and at +∞, and u' = ${uPrime} (2 sin a cos a = sin 2a): the integral becomes a Dirichlet integral.`,
      `Avec u = sin²(${plain(arg)}) et v' = 1/${xs}², le crochet [−sin²(${plain(arg)})/${xs}] est nul en 0 et en +∞, et u' = ${uPrime} (2 sin a cos a = sin 2a) : l'intégrale devient une intégrale de Dirichlet.`,
      `\\int_{0}^{+\\infty} \\frac{\\sin^{2}(${toLatex(arg)})}{${xs}^{2}}\\,d${xs} = ${factor}\\int_{0}^{+\\infty} \\frac{\\sin(${toLatex(twice)})}{${xs}}\\,d${xs}`));
  }
  steps.push(step("Use Dirichlet's integral", "Utiliser l'intégrale de Dirichlet",
    `sin(${xs})/${xs} has no elementary antiderivative, but ∫_0^∞ sin(a${xs})/${xs} d${xs} = π/2 for every a > 0 (−π/2 for a < 0): differentiate I(t) = ∫_0^∞ e^(−t${xs}) sin(${xs})/${xs} d${xs} under the integral sign, I'(t) = −1/(1 + t²), so I(t) = π/2 − arctan t, and let t → 0.${half ? '' : ' The integrand is even, so ℝ gives twice the half-line.'}`,
    `sin(${xs})/${xs} n'a pas de primitive élémentaire, mais ∫_0^{+∞} sin(a${xs})/${xs} d${xs} = π/2 pour tout a > 0 (−π/2 pour a < 0) : on dérive I(t) = ∫_0^{+∞} e^(−t${xs}) sin(${xs})/${xs} d${xs} sous l'intégrale, I'(t) = −1/(1 + t²), donc I(t) = π/2 − arctan t, puis t → 0.${half ? '' : " L'intégrande est paire : ℝ donne le double de la demi-droite."}`,
    `${defInt} = ${toLatex(value)}`));
  return value;
}
