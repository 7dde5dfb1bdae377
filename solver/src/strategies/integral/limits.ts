/**
 * Limits of an antiderivative at ±∞ or at a finite endpoint where it is undefined (improper
 * integrals). Growth is compared the way a student does: polynomials and logarithms lose to
 * exponentials, arctan tends to ±π/2, 1/xⁿ to 0. Unknown cases give null, never a guess.
 */
import * as X from './sym/expr';
import type { Expr } from './sym/expr';
import * as R from './sym/rational';
import * as P from './sym/poly';

export type Lim = { kind: 'finite'; v: Expr } | { kind: 'inf'; sign: 1 | -1 };

const fin = (v: Expr): Lim => ({ kind: 'finite', v });
const inf = (sign: 1 | -1): Lim => ({ kind: 'inf', sign });

function signOf(e: Expr): number {
  // rough sign of a closed-form constant, through its value
  const v = numeric(e);
  return v === null ? 0 : Math.sign(v);
}

export function numeric(e: Expr): number | null {
  switch (e.k) {
    case 'num': return R.toNumber(e.v);
    case 'sym': return e.name === 'pi' ? Math.PI : e.name === 'e' ? Math.E : null;
    case 'add': {
      let s = 0;
      for (const a of e.args) {
        const v = numeric(a);
        if (v === null) return null;
        s += v;
      }
      return s;
    }
    case 'mul': {
      let s = 1;
      for (const a of e.args) {
        const v = numeric(a);
        if (v === null) return null;
        s *= v;
      }
      return s;
    }
    case 'pow': {
      const b = numeric(e.base);
      const p = numeric(e.exp);
      return b === null || p === null ? null : Math.pow(b, p);
    }
    case 'fn': {
      const a = numeric(e.arg);
      if (a === null) return null;
      const f: Record<string, (t: number) => number> = {
        sin: Math.sin, cos: Math.cos, tan: Math.tan, cot: (t) => 1 / Math.tan(t), sec: (t) => 1 / Math.cos(t), csc: (t) => 1 / Math.sin(t),
        asin: Math.asin, acos: Math.acos, atan: Math.atan, acot: (t) => Math.atan(1 / t), sinh: Math.sinh, cosh: Math.cosh,
        tanh: Math.tanh, asinh: Math.asinh, acosh: Math.acosh, atanh: Math.atanh, ln: Math.log, exp: Math.exp, abs: Math.abs,
      };
      return f[e.name](a);
    }
  }
}

/** sin, cos of anything, and sums and products of bounded things: bounded as x → ∞. */
function bounded(e: Expr): boolean {
  if (e.k === 'num') return true;
  if (e.k === 'fn') return ['sin', 'cos', 'atan', 'tanh'].includes(e.name);
  if (e.k === 'add' || e.k === 'mul') return e.args.every(bounded);
  return false;
}

/** P(x)/Q(x) at +∞ from the leading terms. */
function rationalLimit(e: Expr, x: Expr): Lim | null {
  const [n, d] = X.numDen(e);
  const N = P.coeffs(n, x);
  const D = P.coeffs(d, x);
  if (!N || !D || D.length < 2 && N.length < 2) return null;
  const lead = X.div(N[N.length - 1], D[D.length - 1]);
  if (N.length < D.length) return fin(X.ZERO);
  if (N.length === D.length) return fin(lead);
  const sg = numeric(lead);
  return sg === null ? null : inf(sg > 0 ? 1 : -1);
}

/** Σ cᵢ ln uᵢ as one logarithm (so ln|x − 1| − ln|x + 1| is seen as ln|(x − 1)/(x + 1)| → 0). */
function combinedLogs(e: Expr, x: Expr): Expr | null {
  if (e.k !== 'add') return null;
  // c·K·ln u with K a constant free of x (√2/8 in ∫ dx/(x⁴ + 1)): the logs sharing K up to a
  // rational factor combine into K·ln of a product
  const logs: { c: R.Q; K: Expr; u: Expr }[] = [];
  const rest: Expr[] = [];
  for (const t of e.args) {
    const [k, v] = X.splitConst(t, x);
    const [c, K] = X.splitCoef(k);
    // expanded: at −∞ the argument comes as ((−x)² − (−x) + 1), which the rational limit cannot read
    if (v.k === 'fn' && v.name === 'ln') logs.push({ c, K, u: X.expand(v.arg.k === 'fn' && v.arg.name === 'abs' ? v.arg.arg : v.arg) });
    else rest.push(t);
  }
  if (logs.length < 2 || logs.some((l) => !X.same(l.K, logs[0].K))) return null;
  const den = logs.reduce((acc, l) => (acc * l.c.d) / R.gcd(acc, l.c.d), 1n);
  const inside = X.mul(...logs.map((l) => X.pow(l.u, X.num(l.c.n * (den / l.c.d)))));
  return X.add(...rest, X.mul(logs[0].K, X.div(X.fn('ln', X.fn('abs', inside)), X.num(den))));
}

/** lim e as x → +∞. */
export function limitAtInfinity(e: Expr, x: Expr): Lim | null {
  if (X.free(e, x)) return fin(e);
  if (e.k === 'mul' || e.k === 'pow') {
    const r = rationalLimit(e, x);
    if (r) return r;
  }
  switch (e.k) {
    case 'sym': return inf(1);
    case 'add': {
      let total: Expr = X.ZERO;
      let infSign = 0;
      const growth: Lim[] = [];
      for (const a of e.args) {
        const l = limitAtInfinity(a, x);
        if (!l) return null;
        growth.push(l);
        if (l.kind === 'finite') total = X.add(total, l.v);
        else if (infSign === 0) infSign = l.sign;
        else if (infSign !== l.sign) {
          const logs = combinedLogs(e, x);
          return logs && !X.same(logs, e) ? limitAtInfinity(logs, x) : dominantSum(e, x);
        }
      }
      return infSign ? inf(infSign as 1 | -1) : fin(total);
    }
    case 'mul': {
      let value: Expr = X.ONE;
      let sign = 1;
      let infinite = false;
      let zero = false;
      let expToZero = false;
      let expToInf = false;
      let boundedOnly = false;
      // ln x grows slower than any power: (ln x)^k · x^(−p) → 0
      let onlyLogsToInf = true;
      let powerToZero = false;
      const isLog = (a: Expr): boolean => (a.k === 'fn' && a.name === 'ln') || (a.k === 'pow' && a.base.k === 'fn' && a.base.name === 'ln' && (numeric(a.exp) ?? 0) > 0);
      for (const a of e.args) {
        const l = limitAtInfinity(a, x);
        if (!l) {
          // sin x, cos x oscillate but stay bounded: fine when another factor tends to 0
          if (bounded(a)) {
            boundedOnly = true;
            continue;
          }
          return null;
        }
        const isExp = a.k === 'fn' && a.name === 'exp';
        if (l.kind === 'inf') {
          infinite = true;
          sign *= l.sign;
          if (isExp) expToInf = true;
          if (!isLog(a)) onlyLogsToInf = false;
        } else if (X.isZero(l.v)) {
          zero = true;
          if (isExp) expToZero = true;
          if (a.k === 'pow' && !X.free(a.base, x) && P.coeffs(a.base, x) !== null && (numeric(a.exp) ?? 0) < 0) powerToZero = true;
        } else {
          value = X.mul(value, l.v);
          sign *= signOf(l.v) || 1;
        }
      }
      if (zero && infinite) return (expToZero && !expToInf) || (onlyLogsToInf && powerToZero) ? fin(X.ZERO) : null;
      if (zero) return fin(X.ZERO);
      if (boundedOnly) return null;
      if (infinite) return inf(sign as 1 | -1);
      return fin(value);
    }
    case 'pow': {
      if (X.free(e.exp, x)) {
        const l = limitAtInfinity(e.base, x);
        const p = numeric(e.exp);
        if (!l || p === null) return null;
        if (l.kind === 'inf') {
          if (p > 0) return l.sign > 0 ? inf(1) : Number.isInteger(p) ? inf(p % 2 === 0 ? 1 : -1) : null;
          return fin(X.ZERO);
        }
        if (X.isZero(l.v) && p < 0) return null;
        return fin(X.pow(l.v, e.exp));
      }
      return null;
    }
    case 'fn': {
      const l = limitAtInfinity(e.arg, x);
      if (!l) return null;
      if (l.kind === 'finite') {
        if (e.name === 'ln' && X.isZero(l.v)) return inf(-1);
        if (PERIODIC_POLE[e.name]) return periodicLimit(e, x, l.v);
        if (e.name === 'abs' || e.name === 'exp' || e.name === 'atan' || e.name === 'ln' || e.name === 'sin' || e.name === 'cos' || e.name === 'sinh' || e.name === 'cosh' || e.name === 'tanh' || e.name === 'asin' || e.name === 'acos') {
          return fin(X.fn(e.name, l.v));
        }
        return null;
      }
      switch (e.name) {
        case 'exp': return l.sign > 0 ? inf(1) : fin(X.ZERO);
        case 'ln': return l.sign > 0 ? inf(1) : null;
        case 'abs': return inf(1);
        case 'atan': return fin(X.mul(X.num(l.sign, 2), X.PI));
        case 'tanh': return fin(X.num(l.sign));
        case 'sinh': return inf(l.sign);
        case 'cosh': return inf(1);
        case 'asinh': return inf(l.sign);
        default: return null;
      }
    }
    default: return null;
  }
}

/** tan and sec blow up where cos vanishes, cot and csc where sin does. */
const PERIODIC_POLE: Partial<Record<string, 'sin' | 'cos'>> = { tan: 'cos', sec: 'cos', cot: 'sin', csc: 'sin' };

/**
 * tan u, sec u, cot u, csc u as u tends to a finite L: the value there, or ±∞ at a pole, with
 * the sign taken from the side u comes from (tan(x/2) → +∞ as x → π⁻, −∞ as x → π⁺). The sign
 * is read from the function a little before the limit, and must agree at two distances.
 */
function periodicLimit(e: Extract<Expr, { k: 'fn' }>, x: Expr, L: Expr): Lim | null {
  const vanishing = X.approx(X.fn(PERIODIC_POLE[e.name]!, L));
  if (vanishing === null) return null;
  if (Math.abs(vanishing) > 1e-12) return fin(X.fn(e.name, L));
  let near: (number | null)[];
  try {
    near = [1e5, 1e7].map((t) => X.approx(X.fn(e.name, X.subs(e.arg, x, X.num(t)))));
  } catch {
    return null;
  }
  if (near.some((v) => v === null || v === 0) || Math.sign(near[0]!) !== Math.sign(near[1]!)) return null;
  return inf(near[0]! > 0 ? 1 : -1);
}

/** ∞ − ∞ between terms: the fastest-growing term decides (numerically ranked, exactly signed). */
function dominantSum(e: Expr, x: Expr): Lim | null {
  const big = 1e6;
  const at = (v: number): number | null => numeric(X.subs(e, x, X.num(v)));
  try {
    const a = at(big);
    const b = at(big * 10);
    if (a === null || b === null) return null;
    if (Math.abs(b) > Math.abs(a) * 2 && Math.abs(b) > 1e3) return inf(b > 0 ? 1 : -1);
  } catch {
    return null;
  }
  return null;
}

/** lim e as x → a from one side: x = a ± 1/t, t → +∞. */
export function limitAt(e: Expr, x: Expr, a: Expr, side: 1 | -1): Lim | null {
  const t = X.sym('t_');
  const moved = X.subs(e, x, X.add(a, X.mul(X.num(side), X.pow(t, X.MINUS_ONE))));
  return limitAtInfinity(logsDown(moved), t);
}

/** ln|t⁻¹| → −ln t etc., so logarithms of vanishing quantities are seen as −∞. */
function logsDown(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(logsDown));
    case 'mul': return X.mul(...e.args.map(logsDown));
    case 'pow': return X.pow(logsDown(e.base), logsDown(e.exp));
    case 'fn': {
      const a = logsDown(e.arg);
      if (e.name === 'ln') {
        const inner = a.k === 'fn' && a.name === 'abs' ? a.arg : a;
        const cancelled = X.cancel(inner);
        if (cancelled.k === 'mul' || cancelled.k === 'pow') {
          const parts = X.factors(cancelled).map((f) => (f.k === 'pow' && f.exp.k === 'num' ? X.mul(f.exp, X.fn('ln', X.fn('abs', f.base))) : X.fn('ln', X.fn('abs', f))));
          return X.add(...parts);
        }
      }
      return X.fn(e.name, a);
    }
    default: return e;
  }
}
