/**
 * (p x² + q)/(x⁴ + a x² + c²) with the quartic irreducible over ℚ (1/(x⁴ + 1), x²/(x⁴ + 1),
 * 1/(x⁴ + 4)), as a course does it without factoring over ℚ(√2): split the numerator into
 * α(x² + c) + β(x² − c); divided by x², x² + a + c²/x² is (x − c/x)² + a + 2c and
 * (x + c/x)² + a − 2c, and (1 ± c/x²) dx is the differential of x ∓ c/x, so each part is
 * ∫ du/(u² + k): an arctangent or a logarithm.
 */
import * as X from '../sym/expr';
import * as R from '../sym/rational';
import type { Q } from '../sym/rational';
import { qcoeffs, sqrtQ } from '../sym/poly';
import { toLatex } from '../sym/print';
import { plain } from '../sym/plain';
import { intTex, step } from './tex';
import type { Rule } from './types';

/** [p, q, a, c] for (p x² + q)/(x⁴ + a x² + c²) (monic denominator, c > 0 rational), else null. */
function shape(g: X.Expr, x: X.Expr): [Q, Q, Q, Q] | null {
  const [n, d] = X.numDen(X.togetherAll(g));
  const nc = qcoeffs(n, x);
  const dc = qcoeffs(d, x);
  if (!nc || !dc || dc.length !== 5 || nc.length > 3) return null;
  if (!R.isZero(dc[1]) || !R.isZero(dc[3]) || (nc.length > 1 && !R.isZero(nc[1]))) return null;
  const lead = dc[4];
  const c = sqrtQ(R.div(dc[0], lead));
  if (!c || R.isZero(c)) return null;
  const a = R.div(dc[2], lead);
  // a ≥ 2c or a ≤ −2c: x⁴ + a x² + c² factors over ℚ into quadratics or has real roots; left to partial fractions
  if (R.sign(R.sub(R.mul(a, a), R.mul(R.q(4n), R.mul(c, c)))) >= 0) return null;
  return [R.div(nc[2] ?? R.ZERO, lead), R.div(nc[0], lead), a, c];
}

export const biquadraticRule: Rule = (g, x) => {
  const sh = shape(g, x);
  if (!sh) return null;
  const [p, q, a, c] = sh;
  const half = R.q(1n, 2n);
  // p x² + q = α(x² + c) + β(x² − c)
  const alpha = R.mul(half, R.add(p, R.div(q, c)));
  const beta = R.mul(half, R.sub(p, R.div(q, c)));
  const k = R.add(a, R.mul(R.q(2n), c));
  const s2 = R.sub(R.mul(R.q(2n), c), a);
  const rk = X.sqrt(X.numQ(k));
  const s = X.sqrt(X.numQ(s2));
  const C = X.numQ(c);
  const u = X.sym(x.k === 'sym' && x.name === 'u' ? 'w' : 'u');
  const v = X.sym(x.k === 'sym' && x.name === 'v' ? 'z' : 'v');
  // x − c/x and x + c/x jump at 0; in x the same primitives are written with the real factors
  // x² ± s x + c (s² = 2c − a), continuous on ℝ: arctan((x² − c)/(√k x)) is, up to a constant on
  // each side of 0, arctan((2x + s)/√k) + arctan((2x − s)/√k)
  const plus = X.add(X.sq(x), X.mul(s, x), C);
  const minus = X.sub(X.add(X.sq(x), C), X.mul(s, x));
  const atanPart = X.mul(X.numQ(alpha), X.pow(rk, X.MINUS_ONE), X.add(X.fn('atan', X.div(X.add(X.mul(X.TWO, x), s), rk)), X.fn('atan', X.div(X.sub(X.mul(X.TWO, x), s), rk))));
  const logPart = X.mul(X.numQ(beta), X.pow(X.mul(X.TWO, s), X.MINUS_ONE), X.fn('ln', X.div(minus, plus)));
  const F = X.add(...[R.isZero(alpha) ? null : atanPart, R.isZero(beta) ? null : logPart].filter((e): e is X.Expr => e !== null));
  const D = X.add(X.pow(x, X.num(4)), X.mul(X.numQ(a), X.sq(x)), X.numQ(R.mul(c, c)));
  const steps = [
    step('Split the numerator into x² + c and x² − c', 'Séparer le numérateur en x² + c et x² − c',
      `The denominator ${plain(D)} has no factor over ℚ; with c = ${plain(C)}, write the numerator as α(x² + c) + β(x² − c), here α = ${plain(X.numQ(alpha))} and β = ${plain(X.numQ(beta))}.`,
      `Le dénominateur ${plain(D)} n'a pas de facteur sur ℚ ; avec c = ${plain(C)}, on écrit le numérateur α(x² + c) + β(x² − c), ici α = ${plain(X.numQ(alpha))} et β = ${plain(X.numQ(beta))}.`,
      // β written after its sign: "+ −½∫…" is no way to write a difference
      `${intTex(g, x)} = ${toLatex(X.numQ(alpha))}${intTex(X.div(X.add(X.sq(x), C), D), x)} ${R.sign(beta) < 0 ? '-' : '+'} ${toLatex(X.numQ(R.sign(beta) < 0 ? R.neg(beta) : beta))}${intTex(X.div(X.sub(X.sq(x), C), D), x)}`),
  ];
  if (!R.isZero(alpha)) {
    steps.push(step(`Divide by x²: ${plain(u)} = x − c/x`, `Diviser par x² : ${plain(u)} = x − c/x`,
      `(x² + c)/D = (1 + c/x²)/(x² + a + c²/x²), and with ${plain(u)} = x − c/x, d${plain(u)} = (1 + c/x²) dx and x² + a + c²/x² = ${plain(u)}² + ${plain(X.numQ(k))}: an arctangent.`,
      `(x² + c)/D = (1 + c/x²)/(x² + a + c²/x²), et avec ${plain(u)} = x − c/x, d${plain(u)} = (1 + c/x²) dx et x² + a + c²/x² = ${plain(u)}² + ${plain(X.numQ(k))} : une arctangente.`,
      `${intTex(X.div(X.ONE, X.add(X.sq(u), X.numQ(k))), u)} = ${toLatex(X.mul(X.pow(rk, X.MINUS_ONE), X.fn('atan', X.div(u, rk))))}`));
  }
  if (!R.isZero(beta)) {
    steps.push(step(`Divide by x²: ${plain(v)} = x + c/x`, `Diviser par x² : ${plain(v)} = x + c/x`,
      `(x² − c)/D = (1 − c/x²)/(x² + a + c²/x²), and with ${plain(v)} = x + c/x, d${plain(v)} = (1 − c/x²) dx and x² + a + c²/x² = ${plain(v)}² − ${plain(X.numQ(s2))}: a logarithm.`,
      `(x² − c)/D = (1 − c/x²)/(x² + a + c²/x²), et avec ${plain(v)} = x + c/x, d${plain(v)} = (1 − c/x²) dx et x² + a + c²/x² = ${plain(v)}² − ${plain(X.numQ(s2))} : un logarithme.`,
      `${intTex(X.div(X.ONE, X.sub(X.sq(v), X.numQ(s2))), v)} = ${toLatex(X.mul(X.pow(X.mul(X.TWO, s), X.MINUS_ONE), X.fn('ln', X.fn('abs', X.div(X.sub(v, s), X.add(v, s))))))}`));
  }
  steps.push(step('Back to x, continuous on ℝ', 'Revenir à x, de façon continue sur ℝ',
    `x − c/x and x + c/x are undefined at 0; written with the real factors x² ± ${plain(s)}x + c of the denominator, the primitive holds on all of ℝ.`,
    `x − c/x et x + c/x ne sont pas définis en 0 ; écrite avec les facteurs réels x² ± ${plain(s)}x + c du dénominateur, la primitive vaut sur tout ℝ.`,
    `${intTex(g, x)} = ${toLatex(F)}`));
  return { F, steps };
};
