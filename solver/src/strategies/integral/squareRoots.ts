import { polySqrt } from '../../cas/polySqrt';
import { toRatFunc, type Poly } from '../../cas/poly';
import { parseNode } from '../../parse/math';
import * as X from './sym/expr';
import type { Expr } from './sym/expr';
import { toAscii } from './sym/print';

/** The polynomial as an expression in x. */
function polyExpr(p: Poly, x: Expr): Expr {
  return X.add(...p.c.map((c, k) => X.mul(X.num(c.n, c.d), X.pow(x, X.num(k)))));
}

/** R when u = R² for a quotient R of polynomials in x with rational coefficients. */
function rationalRoot(u: Expr, x: Expr & { k: 'sym' }): Expr | null {
  let r: ReturnType<typeof toRatFunc>;
  try {
    r = toRatFunc(parseNode(toAscii(u)), x.name);
  } catch {
    return null;
  }
  if (!r || r.num.deg < 1) return null;
  const [num, den] = [polySqrt(r.num), polySqrt(r.den)];
  return num && den ? X.mul(polyExpr(num, x), X.pow(polyExpr(den, x), X.MINUS_ONE)) : null;
}

/** The arguments of the trigonometric and hyperbolic functions in e. */
function trigArguments(e: Expr, out: Expr[] = []): Expr[] {
  if (e.k === 'fn') {
    if (['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'sinh', 'cosh', 'tanh'].includes(e.name) && !out.some((a) => X.same(a, e.arg))) out.push(e.arg);
    trigArguments(e.arg, out);
  } else if (e.k === 'add' || e.k === 'mul') e.args.forEach((a) => trigArguments(a, out));
  else if (e.k === 'pow') [e.base, e.exp].forEach((a) => trigArguments(a, out));
  return out;
}

const SAMPLES = [0.13, 0.37, 0.52, 0.71, 0.93, 1.17];

/**
 * R among cos v, sin v, sec v, csc v, cosh v, sinh v, sin v·cos v (times a rational number) when u = R²
 * at every sample point: 1 + tan²v = sec²v, 1 + sinh²v = cosh²v, 1 − sin²v = cos²v and the like,
 * whatever form the sum took. A numeric identity test on six points, kept only when the ratio
 * u/R² is the same rational square at each.
 */
function pythagoreanRoot(u: Expr, x: Expr & { k: 'sym' }): Expr | null {
  const at = (e: Expr, t: number): number | null => X.approx(X.subs(e, x, X.num(Math.round(t * 1e6), 1e6)));
  for (const v of trigArguments(u)) {
    const candidates: Expr[] = [X.fn('cos', v), X.fn('sin', v), X.pow(X.fn('cos', v), X.MINUS_ONE), X.pow(X.fn('sin', v), X.MINUS_ONE), X.fn('cosh', v), X.fn('sinh', v), X.mul(X.fn('sin', v), X.fn('cos', v))];
    for (const R of candidates) {
      const ratios = SAMPLES.map((t) => {
        const [ut, rt] = [at(u, t), at(R, t)];
        return ut === null || rt === null || Math.abs(rt) < 1e-9 ? null : ut / (rt * rt);
      });
      if (ratios.some((c) => c === null)) continue;
      const c = ratios[0] as number;
      if (!(c > 0) || ratios.some((k) => Math.abs((k as number) - c) > 1e-9 * Math.max(1, c))) continue;
      // √c as a fraction with a small denominator
      for (let d = 1; d <= 12; d++) {
        const n = Math.round(Math.sqrt(c) * d);
        if (n > 0 && Math.abs((n * n) / (d * d) - c) <= 1e-9 * Math.max(1, c)) return X.mul(X.num(n, d), R);
      }
    }
  }
  return null;
}

/** R when u = R², by rational functions or by the Pythagorean identities. */
function squareRootOf(u: Expr, x: Expr): Expr | null {
  if (x.k !== 'sym' || !X.has(u, x)) return null;
  return rationalRoot(u, x) ?? pythagoreanRoot(u, x);
}

/**
 * √(R²) written |R| wherever the radicand is the square of a rational function of x:
 * √(x² + 2x + 1) = |x + 1|, √(4t² + 4 + 1/t²) = |(2t² + 1)/t| — the arc-length integrands that
 * textbooks build to be squares. Odd multiples of ½ as exponents follow: (R²)^(3/2) = |R|³.
 * The absolute value is then settled on the interval by the usual split at its sign changes.
 */
export function rootsOfSquares(f: Expr, x: Expr): Expr {
  const walk = (e: Expr): Expr => {
    switch (e.k) {
      case 'add': return X.add(...e.args.map(walk));
      case 'mul': return X.mul(...e.args.map(walk));
      case 'fn': return X.fn(e.name, walk(e.arg));
      case 'pow': {
        const base = walk(e.base);
        const twice = e.exp.k === 'num' ? X.mul(e.exp, X.TWO) : null;
        const root = twice && twice.k === 'num' && twice.v.d === 1n && twice.v.n % 2n !== 0n ? squareRootOf(base, x) : null;
        return root ? X.pow(X.fn('abs', root), twice as Expr) : X.pow(base, walk(e.exp));
      }
      default: return e;
    }
  };
  return walk(f);
}
