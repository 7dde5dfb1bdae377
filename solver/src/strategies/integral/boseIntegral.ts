/**
 * ∫_0^∞ c·x^s/(e^(a·x) ∓ 1) dx for an odd whole s (a > 0), which has no elementary antiderivative:
 * 1/(e^(ax) − 1) = Σ_{k≥1} e^(−kax), and each ∫_0^∞ x^s e^(−kax) dx = s!/(ka)^(s+1), so the integral is
 * s!·ζ(s + 1)/a^(s+1); with + 1 the alternating sum gives (1 − 2^(−s))·s!·ζ(s + 1)/a^(s+1). ζ at an even
 * number is a rational multiple of a power of π (ζ(2) = π²/6, ζ(4) = π⁴/90, …); even s, whose ζ(s + 1)
 * is not, are left to other methods.
 */
import type { StepDraft } from '../../strategy';
import * as X from './sym/expr';
import type { Expr } from './sym/expr';
import * as P from './sym/poly';
import { toAscii, toLatex } from './sym/print';
import { tidy } from './sym/tidy';
import { step } from './rules/tex';
import { numeric } from './limits';

type End = { kind: 'finite'; v: Expr } | { kind: 'inf'; sign: 1 | -1 };

/** ζ(2m) = ZETA_EVEN[m]·π^(2m). */
const ZETA_EVEN: Record<number, [number, number]> = { 1: [1, 6], 2: [1, 90], 3: [1, 945], 4: [1, 9450] };

const factorial = (m: number): number => (m <= 1 ? 1 : m * factorial(m - 1));

/** The power s of x in e (x itself is 1), null when e is no whole power of x. */
function powerOf(e: Expr, x: Expr): number | null {
  if (X.same(e, x)) return 1;
  if (e.k === 'pow' && X.same(e.base, x) && X.isInteger(e.exp)) return numeric(e.exp);
  return null;
}

/** a and the sign ε with d = e^(a·x) + ε, ε = ±1 and a > 0 a number. */
function exponentialMinusOne(d: Expr, x: Expr): { a: Expr; epsilon: 1 | -1 } | null {
  const terms = X.terms(d);
  if (terms.length !== 2) return null;
  const one = terms.find((t) => X.isOne(t) || X.same(t, X.MINUS_ONE));
  const ex = terms.find((t) => t !== one);
  if (!one || !ex || ex.k !== 'fn' || ex.name !== 'exp') return null;
  const c = P.coeffs(ex.arg, x);
  if (!c || c.length !== 2 || !X.isZero(c[0])) return null;
  const av = numeric(c[1]);
  return av !== null && av > 0 ? { a: c[1], epsilon: X.isOne(one) ? 1 : -1 } : null;
}

export function boseIntegral(f: Expr, x: Expr, lo: End, hi: End, defInt: string, steps: StepDraft[]): Expr | null {
  if (hi.kind !== 'inf' || hi.sign !== 1 || lo.kind !== 'finite' || !X.isZero(lo.v)) return null;
  const [c, v] = X.splitConst(f, x);
  const [top, bottom] = X.numDen(v);
  const s = powerOf(top, x);
  const shape = exponentialMinusOne(bottom, x);
  if (s === null || !shape || s % 2 !== 1 || !ZETA_EVEN[(s + 1) / 2]) return null;
  const [zn, zd] = ZETA_EVEN[(s + 1) / 2];
  const alternating = shape.epsilon === 1 ? X.num(2 ** s - 1, 2 ** s) : X.ONE;
  const value = tidy(X.mul(c, alternating, X.num(factorial(s) * zn, zd), X.pow(X.PI, X.num(s + 1)), X.pow(shape.a, X.num(-(s + 1)))));
  const xs = toAscii(x);
  const sign = shape.epsilon === 1 ? '+' : '−';
  steps.push(step('Expand as a geometric series', 'Développer en série géométrique',
    shape.epsilon === 1
      ? `${xs}^s/(e^(a${xs}) + 1) = Σ_{k≥1} (−1)^(k+1) ${xs}^s e^(−ka${xs}), and ∫_0^∞ ${xs}^s e^(−ka${xs}) d${xs} = s!/(ka)^(s+1): the integral is (1 − 2^(−s))·s!·ζ(s + 1)/a^(s+1), with s = ${s} and ζ(${s + 1}) = π^${s + 1}/${zd / zn}.`
      : `${xs}^s/(e^(a${xs}) − 1) = Σ_{k≥1} ${xs}^s e^(−ka${xs}), and ∫_0^∞ ${xs}^s e^(−ka${xs}) d${xs} = s!/(ka)^(s+1): the integral is s!·ζ(s + 1)/a^(s+1), with s = ${s} and ζ(${s + 1}) = π^${s + 1}/${zd / zn}.`,
    shape.epsilon === 1
      ? `${xs}^s/(e^(a${xs}) + 1) = Σ_{k≥1} (−1)^(k+1) ${xs}^s e^(−ka${xs}), et ∫_0^∞ ${xs}^s e^(−ka${xs}) d${xs} = s!/(ka)^(s+1) : l'intégrale vaut (1 − 2^(−s))·s!·ζ(s + 1)/a^(s+1), avec s = ${s} et ζ(${s + 1}) = π^${s + 1}/${zd / zn}.`
      : `${xs}^s/(e^(a${xs}) − 1) = Σ_{k≥1} ${xs}^s e^(−ka${xs}), et ∫_0^∞ ${xs}^s e^(−ka${xs}) d${xs} = s!/(ka)^(s+1) : l'intégrale vaut s!·ζ(s + 1)/a^(s+1), avec s = ${s} et ζ(${s + 1}) = π^${s + 1}/${zd / zn}.`,
    `${defInt} = ${toLatex(value)}\\quad(e^{a${xs}} ${sign} 1)`));
  return value;
}
