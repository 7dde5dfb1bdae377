import {
  type Ex, E, HALF, ONE, dependsOn, isNum, isOne, mul, num, numValue, pow, sub, MINUS_ONE,
} from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import type { LimitContext } from './extended';
import { limitValue } from './extended';

/**
 * The elementary tools of a lycée course for indeterminate forms, before any derivative: the
 * standard limits (« limites usuelles ») g(u)/uᵖ → ℓ as u → 0, reached up to a constant factor
 * (sin 2x / x = 2 · sin 2x / 2x), and compared growth (« croissances comparées ») of powers of x
 * and of ln x at +∞ and at 0⁺.
 */

interface StandardLimit {
  /** u when the numerator is g(u), else null. */
  arg: (n: Ex) => Ex | null;
  /** g(u) written back from u. */
  g: (u: Ex) => Ex;
  p: number;
  value: Ex;
  rule: string;
}

const isFn = (e: Ex, name: string): e is Extract<Ex, { t: 'fn' }> => e.t === 'fn' && e.name === name && e.args.length === 1;
const isMinusOne = (e: Ex): boolean => isNum(e) && numValue(e) === -1;

/** The two terms of a sum a + b, with b the one matching `which`. */
function pair(n: Ex, which: (t: Ex) => boolean): [Ex, Ex] | null {
  if (n.t !== 'add' || n.args.length !== 2) return null;
  const [a, b] = n.args;
  if (which(b)) return [a, b];
  if (which(a)) return [b, a];
  return null;
}

const STANDARD: StandardLimit[] = [
  { arg: (n) => (isFn(n, 'sin') ? n.args[0] : null), g: (u) => ({ t: 'fn', name: 'sin', args: [u] }), p: 1, value: ONE, rule: '\\lim_{u \\to 0} \\frac{\\sin u}{u} = 1' },
  { arg: (n) => (isFn(n, 'tan') ? n.args[0] : null), g: (u) => ({ t: 'fn', name: 'tan', args: [u] }), p: 1, value: ONE, rule: '\\lim_{u \\to 0} \\frac{\\tan u}{u} = 1' },
  {
    // e^u − 1
    arg: (n) => {
      const t = pair(n, isMinusOne);
      return t && t[0].t === 'pow' && t[0].base.t === 'sym' && t[0].base.name === 'e' ? t[0].exp : null;
    },
    g: (u) => sub(pow(E, u), ONE), p: 1, value: ONE, rule: '\\lim_{u \\to 0} \\frac{e^{u} - 1}{u} = 1',
  },
  { arg: (n) => (isFn(n, 'ln') ? simplify(sub(n.args[0], ONE)) : null), g: (u) => ({ t: 'fn', name: 'ln', args: [simplify({ t: 'add', args: [ONE, u] })] }), p: 1, value: ONE, rule: '\\lim_{u \\to 0} \\frac{\\ln(1 + u)}{u} = 1' },
  {
    // 1 − cos u
    arg: (n) => {
      const t = pair(n, (x) => x.t === 'mul' && x.args.length === 2 && isMinusOne(x.args[0]) && isFn(x.args[1], 'cos'));
      if (!t || !isOne(t[0])) return null;
      const cos = (t[1] as Extract<Ex, { t: 'mul' }>).args[1] as Extract<Ex, { t: 'fn' }>;
      return cos.args[0];
    },
    g: (u) => sub(ONE, { t: 'fn', name: 'cos', args: [u] }), p: 2, value: HALF, rule: '\\lim_{u \\to 0} \\frac{1 - \\cos u}{u^{2}} = \\frac{1}{2}',
  },
];

export interface StandardMatch {
  u: Ex;
  /** The quotient written with the standard one showing: k · g(u)/uᵖ. */
  factor: Ex;
  g: Ex;
  up: Ex;
  rule: string;
  value: Ex;
}

/** n/d as k · g(u)/uᵖ with u → 0 and k a constant, for one of the standard limits; or null. */
export function matchStandard(n: Ex, d: Ex, c: LimitContext): StandardMatch | null {
  // a constant factor in front of g(u) comes out with k
  const factors = n.t === 'mul' ? n.args : [n];
  const varying = factors.filter((t) => dependsOn(t, c.v));
  if (varying.length !== 1) return null;
  const k0 = simplify(mul(...factors.filter((t) => !dependsOn(t, c.v))));
  for (const s of STANDARD) {
    const u = s.arg(varying[0]);
    if (!u || !dependsOn(u, c.v)) continue;
    const lu = limitValue(u, c);
    if (lu.k !== 'fin' || lu.n !== 0) continue;
    const up = s.p === 1 ? u : pow(u, num(s.p));
    const k = simplify(mul(k0, up, pow(d, MINUS_ONE)));
    if (dependsOn(k, c.v)) continue;
    const lk = limitValue(k, c);
    if (lk.k !== 'fin' || lk.n === 0) continue;
    return { u, factor: k, g: s.g(u), up, rule: s.rule, value: simplify(mul(k, s.value)) };
  }
  return null;
}

export interface GrowthMatch {
  /** Reference limit of the course that decides. */
  rule: string;
  result: { k: 'fin'; v: Ex } | { k: 'inf'; s: 1 | -1 };
}

/**
 * C · xᵃ · (ln x)ᵇ at +∞ or 0⁺ where the two factors pull opposite ways: the power of x wins
 * (« croissances comparées »). Null for any other shape.
 */
export function comparedGrowth(f: Ex, c: LimitContext): GrowthMatch | null {
  const atInf = c.at.k === 'inf' && c.at.s === 1;
  const atZero = c.at.k === 'fin' && isNum(c.at.v) && c.at.v.p === 0 && c.side === 'right';
  if (!atInf && !atZero) return null;
  let a = 0;
  let b = 0;
  let C = 1;
  const isX = (e: Ex): boolean => e.t === 'sym' && e.name === c.v;
  const isLn = (e: Ex): boolean => isFn(e, 'ln') && isX(e.args[0]);
  for (const t of f.t === 'mul' ? f.args : [f]) {
    if (isNum(t)) C *= numValue(t);
    else if (isX(t)) a += 1;
    else if (isLn(t)) b += 1;
    else if (t.t === 'pow' && isNum(t.exp) && isX(t.base)) a += numValue(t.exp);
    else if (t.t === 'pow' && isNum(t.exp) && isLn(t.base) && t.exp.q === 1) b += numValue(t.exp);
    else return null;
  }
  if (a === 0 || b === 0 || C === 0 || !Number.isInteger(b)) return null;
  const sign = (C > 0 ? 1 : -1) as 1 | -1;
  if (atInf) {
    // xᵃ → ∞ when a > 0, (ln x)ᵇ → ∞ when b > 0: indeterminate when they pull opposite ways
    if (a > 0 === b > 0) return null;
    return {
      rule: '\\lim_{x \\to +\\infty} \\frac{\\ln x}{x} = 0',
      result: a > 0 ? { k: 'inf', s: sign } : { k: 'fin', v: num(0) },
    };
  }
  // at 0⁺: xᵃ → 0 when a > 0 while |ln x|ᵇ → ∞ when b > 0
  if (a > 0 !== b > 0) return null;
  const lnSign = b % 2 === 0 ? 1 : -1;
  return {
    rule: '\\lim_{x \\to 0^{+}} x \\ln x = 0',
    result: a > 0 ? { k: 'fin', v: num(0) } : { k: 'inf', s: (sign * lnSign) as 1 | -1 },
  };
}
