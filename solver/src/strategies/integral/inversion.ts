/**
 * ∫_0^∞ f with f(1/t)/t² = −f(t) (ln x/(1 + x²), ln x/(1 + x)²): the substitution x = 1/t maps ∫_0^1
 * onto −∫_1^∞, so the integral is 0 once ∫_1^∞ converges, here by x^(3/2)·f → 0 at +∞. The symmetry
 * is read numerically at several points; the value is checked by quadrature like any other.
 */
import type { StepDraft } from '../../strategy';
import { SolverError } from '../../errors';
import * as X from './sym/expr';
import type { Expr } from './sym/expr';
import { toAscii, toLatex } from './sym/print';
import { step } from './rules/tex';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { mul, num, pow, substitute, sym } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii as calcAscii } from '../derivative/print';
import { LimitSolver } from '../limit/methods';

type End = { kind: 'finite'; v: Expr } | { kind: 'inf'; sign: 1 | -1 };

/** f(1/t)/t² + f(t) = 0 at sample points, with f not zero there. */
function antisymmetric(f: string, x: string): boolean {
  let nonzero = 0;
  for (const t of [0.13, 0.37, 0.71, 1.9, 2.6, 5.3, 11.7]) {
    const [a, b] = [evaluateReal(f, { [x]: t }), evaluateReal(f, { [x]: 1 / t })];
    if (a === null || b === null) return false;
    if (Math.abs(b / (t * t) + a) > 1e-10 * Math.max(1, Math.abs(a))) return false;
    if (Math.abs(a) > 1e-9) nonzero++;
  }
  return nonzero >= 4;
}

export function inversionSymmetric(f: Expr, x: Expr, lo: End, hi: End, defInt: string, steps: StepDraft[], checkTime: () => void): Expr | null {
  if (lo.kind !== 'finite' || !X.isZero(lo.v) || hi.kind !== 'inf' || hi.sign !== 1) return null;
  const xs = toAscii(x);
  const fa = toAscii(f);
  if (!antisymmetric(fa, xs)) return null;
  // ∫_1^∞ converges: f is negligible against 1/x^(3/2) at +∞; the limit of x^(3/2)·f(x) is taken as
  // that of u³·f(u²), whole powers being what the limit methods handle
  const u = xs === 'u' ? 'v' : 'u';
  const scaled = simplify(mul(substitute(fromMathJson(parseCalc(fa)), xs, pow(sym(u), num(2))), pow(sym(u), num(3))));
  let r: ReturnType<LimitSolver['solve']>;
  try {
    r = new LimitSolver(checkTime).solve(scaled, { v: u, at: { k: 'inf', s: 1 }, side: 'both' });
  } catch (e) {
    if (e instanceof SolverError) return null;
    throw e;
  }
  if (r.k !== 'fin' || evaluateReal(calcAscii(r.v)) !== 0) return null;
  const fx = toLatex(f);
  const ft = toLatex(X.subs(f, x, X.sym('t')));
  steps.push(step('Convergence at +∞', 'Convergence en +∞',
    `${xs}^(3/2) times the integrand tends to 0, so near +∞ its absolute value is below 1/${xs}^(3/2) and ∫_1^∞ converges (p = 3/2 > 1).`,
    `${xs}^(3/2) fois l'intégrande tend vers 0 : au voisinage de +∞ sa valeur absolue est majorée par 1/${xs}^(3/2), et ∫_1^{+∞} converge (p = 3/2 > 1).`,
    `\\lim_{${xs} \\to +\\infty} ${xs}^{3/2} \\cdot ${fx} = 0`));
  steps.push(step(`Substitute ${xs} = 1/t on (0, 1]`, `Poser ${xs} = 1/t sur ]0, 1]`,
    `d${xs} = −dt/t² and (0, 1] becomes [1, +∞): the integrand turns into its own opposite, f(1/t)/t² = −f(t). So ∫_0^1 = −∫_1^∞, which also converges.`,
    `d${xs} = −dt/t² et ]0, 1] devient [1, +∞[ : l'intégrande devient son opposé, f(1/t)/t² = −f(t). Donc ∫_0^1 = −∫_1^{+∞}, qui converge aussi.`,
    `\\int_{0}^{1} ${fx}\\,d${xs} = \\int_{1}^{+\\infty} \\frac{1}{t^{2}} f\\left(\\frac{1}{t}\\right)dt = -\\int_{1}^{+\\infty} ${ft}\\,dt`));
  steps.push(step('Add the two halves', 'Ajouter les deux moitiés',
    'The integral over (0, +∞) is ∫_0^1 + ∫_1^∞, and the two cancel.',
    "L'intégrale sur ]0, +∞[ vaut ∫_0^1 + ∫_1^{+∞}, et les deux se compensent.",
    `${defInt} = 0`));
  return X.ZERO;
}
