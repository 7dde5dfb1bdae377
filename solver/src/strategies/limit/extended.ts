import {
  type Ex, E, ZERO, dependsOn, fn, isNum, mul, numValue, pow, substitute, add, PI, num,
} from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii } from '../derivative/print';
import { evalReal } from './params';

/**
 * Limits by substitution in the extended reals: each node's limit is read from its children's
 * (sum of a finite value and +∞ is +∞, a nonzero value over something tending to 0 is infinite,
 * e^(−∞) = 0, ln(0⁺) = −∞, arctan(+∞) = π/2 …). An indeterminate form (0/0, ∞ − ∞, 0·∞, 1^∞, 0⁰,
 * ∞⁰) is reported as such, so a method (factoring, conjugate, L'Hôpital, logarithm) can take over.
 */
export type Point = { k: 'fin'; v: Ex } | { k: 'inf'; s: 1 | -1 };
export type Side = 'both' | 'right' | 'left';

export type LimitValue =
  | { k: 'fin'; v: Ex; n: number }
  | { k: 'inf'; s: 1 | -1 }
  | { k: 'ind'; form: string }
  /** bounded without a limit (sin x as x → ∞) */
  | { k: 'bnd' }
  /** the two one-sided limits differ */
  | { k: 'split' }
  | { k: 'unk' };

export interface LimitContext {
  v: string;
  at: Point;
  side: Side;
}

const fin = (v: Ex): LimitValue => {
  const s = simplify(v);
  const n = evalReal(toAscii(s));
  return n === null ? { k: 'unk' } : { k: 'fin', v: s, n };
};

/** Points near the limit point on the requested side(s), for the sign of quantities tending to 0. */
export function nearPoints(c: LimitContext): number[][] {
  const at = c.at;
  if (at.k === 'inf') return [[1e6, 1e7].map((t) => t * at.s)];
  const a = evalReal(toAscii(at.v)) ?? 0;
  const right = [1e-7, 1e-6].map((h) => a + h);
  const left = [1e-7, 1e-6].map((h) => a - h);
  return c.side === 'right' ? [right] : c.side === 'left' ? [left] : [right, left];
}

/** The sign of e near the point on each side: 1, -1, or 0 when the sides disagree or it is unknown. */
function signNear(e: Ex, c: LimitContext): { sign: number; split: boolean } {
  const ascii = toAscii(e);
  const signs: number[] = [];
  for (const side of nearPoints(c)) {
    const vals = side.map((x) => evalReal(ascii, { [c.v]: x }));
    if (vals.some((y) => y === null || y === 0)) return { sign: 0, split: false };
    const s = Math.sign(vals[0] as number);
    if (vals.some((y) => Math.sign(y as number) !== s)) return { sign: 0, split: false };
    signs.push(s);
  }
  if (signs.length === 2 && signs[0] !== signs[1]) return { sign: 0, split: true };
  return { sign: signs[0] ?? 0, split: false };
}

/** An infinite limit whose sign is read from the expression near the point. */
function infinite(e: Ex, c: LimitContext): LimitValue {
  const { sign, split } = signNear(e, c);
  if (split) return { k: 'split' };
  return sign === 0 ? { k: 'unk' } : { k: 'inf', s: sign as 1 | -1 };
}

export function limitValue(e: Ex, c: LimitContext): LimitValue {
  if (!dependsOn(e, c.v)) return fin(e);
  switch (e.t) {
    case 'sym':
      return c.at.k === 'fin' ? fin(c.at.v) : { k: 'inf', s: c.at.s };
    case 'add': {
      const l = sumLimit(e.args.map((a) => limitValue(a, c)));
      return l.k === 'ind' && c.at.k === 'inf' ? dominantGrowth(e, c) ?? l : l;
    }
    case 'mul':
      return productLimit(e, e.args.map((a) => limitValue(a, c)), c);
    case 'pow':
      return powerLimit(e, c);
    case 'fn':
      return functionLimit(e, c);
    default:
      return { k: 'unk' };
  }
}

/**
 * ∞ − ∞ at infinity where one term dominates (x³ − x, x − ln x): the sum grows like its dominant
 * term. Read from values at 10⁶ and 10⁷; only a clear growth counts, anything else stays
 * indeterminate for the methods to handle.
 */
function dominantGrowth(e: Ex, c: LimitContext): LimitValue | null {
  if (c.at.k !== 'inf') return null;
  const ascii = toAscii(e);
  const y1 = evalReal(ascii, { [c.v]: 1e6 * c.at.s });
  const y2 = evalReal(ascii, { [c.v]: 1e7 * c.at.s });
  if (y1 === null || y2 === null || Math.sign(y1) !== Math.sign(y2)) return null;
  if (Math.abs(y2) > 1e5 && Math.abs(y2) > 5 * Math.abs(y1)) return { k: 'inf', s: Math.sign(y2) as 1 | -1 };
  return null;
}

function firstBad(ls: LimitValue[]): LimitValue | undefined {
  return ls.find((l) => l.k === 'ind' || l.k === 'unk' || l.k === 'split');
}

function sumLimit(ls: LimitValue[]): LimitValue {
  const bad = firstBad(ls);
  if (bad) return bad;
  const infs = ls.filter((l): l is { k: 'inf'; s: 1 | -1 } => l.k === 'inf');
  if (infs.some((l) => l.s === 1) && infs.some((l) => l.s === -1)) return { k: 'ind', form: '\\infty - \\infty' };
  if (infs.length) return infs[0];
  if (ls.some((l) => l.k === 'bnd')) return { k: 'bnd' };
  return fin(add(...ls.map((l) => (l as { v: Ex }).v)));
}

function productLimit(e: Ex, ls: LimitValue[], c: LimitContext): LimitValue {
  // 0 times a factor that is infinite with a sign depending on the side (sin 3x · 1/(3x)) is still 0·∞
  const zero = ls.some((l) => l.k === 'fin' && l.n === 0);
  const split = ls.some((l) => l.k === 'split');
  if (zero && split && !ls.some((l) => l.k === 'ind' || l.k === 'unk')) return { k: 'ind', form: '0 \\cdot \\infty' };
  const bad = firstBad(ls);
  if (bad) return bad;
  const zeros = ls.filter((l) => l.k === 'fin' && l.n === 0);
  const infs = ls.filter((l) => l.k === 'inf');
  if (zeros.length && infs.length) return { k: 'ind', form: '0 \\cdot \\infty' };
  if (ls.some((l) => l.k === 'bnd')) {
    // squeeze: bounded times something tending to 0 tends to 0
    if (zeros.length) return fin(ZERO);
    return infs.length ? { k: 'unk' } : { k: 'bnd' };
  }
  if (infs.length) {
    // the sign of a product of nonzero limits and infinities (read from the limits: sampling 2ˣ at 10⁶ overflows)
    let sign = 1;
    for (const l of ls) sign *= l.k === 'inf' ? l.s : Math.sign((l as { n: number }).n);
    return sign === 0 ? infinite(e, c) : { k: 'inf', s: sign as 1 | -1 };
  }
  return fin(mul(...ls.map((l) => (l as { v: Ex }).v)));
}

function powerLimit(e: Extract<Ex, { t: 'pow' }>, c: LimitContext): LimitValue {
  const { base: b, exp: x } = e;
  if (!dependsOn(x, c.v)) {
    const lb = limitValue(b, c);
    const n = isNum(x) ? numValue(x) : evalReal(toAscii(x));
    if (n === null) return { k: 'unk' };
    if (lb.k === 'fin') {
      if (lb.n === 0) return n > 0 ? fin(ZERO) : infinite(e, c);
      if (lb.n < 0 && !(isNum(x) && x.q % 2 === 1)) return { k: 'unk' };
      return fin(pow(lb.v, x));
    }
    if (lb.k === 'inf') return n > 0 ? infinite(e, c) : fin(ZERO);
    if (lb.k === 'bnd') return n > 0 ? { k: 'bnd' } : { k: 'unk' };
    return lb;
  }
  if (!dependsOn(b, c.v)) {
    const bn = evalReal(toAscii(b));
    const lx = limitValue(x, c);
    if (bn === null || bn <= 0) return { k: 'unk' };
    if (lx.k === 'fin') return fin(pow(b, lx.v));
    if (lx.k === 'inf') {
      if (bn === 1) return fin(num(1));
      return (bn > 1) === (lx.s === 1) ? { k: 'inf', s: 1 } : fin(ZERO);
    }
    return lx.k === 'bnd' ? { k: 'bnd' } : lx;
  }
  const lb = limitValue(b, c);
  const lx = limitValue(x, c);
  if (lb.k === 'fin' && lb.n === 1 && lx.k === 'inf') return { k: 'ind', form: '1^{\\infty}' };
  if (lb.k === 'fin' && lb.n === 0 && lx.k === 'fin' && lx.n === 0) return { k: 'ind', form: '0^{0}' };
  if (lb.k === 'inf' && lx.k === 'fin' && lx.n === 0) return { k: 'ind', form: '\\infty^{0}' };
  if (lb.k === 'fin' && lb.n > 0 && lx.k === 'fin') return fin(pow(lb.v, lx.v));
  // b^x = e^{x ln b}
  const inner = limitValue(mul(x, fn('ln', b)), c);
  if (inner.k === 'fin') return fin(pow(E, inner.v));
  if (inner.k === 'inf') return inner.s === 1 ? { k: 'inf', s: 1 } : fin(ZERO);
  return inner.k === 'ind' ? { k: 'ind', form: inner.form } : inner.k === 'split' ? inner : { k: 'unk' };
}

function functionLimit(e: Extract<Ex, { t: 'fn' }>, c: LimitContext): LimitValue {
  const u = e.args[0];
  const lu = limitValue(u, c);
  // sin and cos of something infinite stay between −1 and 1 (sin(1/x) at 0): bounded, for the squeeze
  if (lu.k === 'split' && (e.name === 'sin' || e.name === 'cos')) return { k: 'bnd' };
  if (lu.k === 'ind' || lu.k === 'unk' || lu.k === 'split') return lu;
  if (lu.k === 'fin') {
    if ((e.name === 'ln' || e.name === 'log') && lu.n === 0) {
      const s = signNear(u, c);
      return s.sign === 1 ? { k: 'inf', s: -1 } : { k: 'unk' };
    }
    // at a pole (tan at π/2: cos u → 0) floating point gives a huge finite number, not an infinity
    const cosZero = ['tan', 'sec'].includes(e.name) && Math.abs(Math.cos(lu.n)) < 1e-12;
    const sinZero = ['cot', 'csc'].includes(e.name) && Math.abs(Math.sin(lu.n)) < 1e-12;
    if (cosZero || sinZero) return infinite(e, c);
    const value = simplify(fn(e.name, lu.v, ...e.args.slice(1)));
    const n = evalReal(toAscii(value));
    if (n === null) {
      // a pole of tan, cot, sec, csc …: infinite, with the sign read near the point
      return ['tan', 'cot', 'sec', 'csc', 'coth', 'csch'].includes(e.name) ? infinite(e, c) : { k: 'unk' };
    }
    return { k: 'fin', v: value, n };
  }
  if (lu.k === 'bnd') return ['abs', 'sin', 'cos', 'atan', 'tanh'].includes(e.name) ? { k: 'bnd' } : { k: 'unk' };
  const s = lu.s;
  switch (e.name) {
    case 'ln':
    case 'log':
      return s === 1 ? { k: 'inf', s: 1 } : { k: 'unk' };
    case 'abs':
    case 'cosh':
      return { k: 'inf', s: 1 };
    case 'sinh':
    case 'asinh':
      return { k: 'inf', s };
    case 'acosh':
      return s === 1 ? { k: 'inf', s: 1 } : { k: 'unk' };
    case 'atan':
      return fin(mul(num(s, 2), PI));
    case 'acot':
      return fin(s === 1 ? ZERO : PI);
    case 'tanh':
    case 'coth':
      return fin(num(s));
    case 'sech':
    case 'csch':
      return fin(ZERO);
    case 'sin':
    case 'cos':
      return { k: 'bnd' };
    default:
      return { k: 'unk' };
  }
}

/** Value at a finite point after substitution (for the "direct substitution" step). */
export function substituted(e: Ex, c: LimitContext): Ex | null {
  if (c.at.k !== 'fin') return null;
  return simplify(substitute(e, c.v, c.at.v));
}
