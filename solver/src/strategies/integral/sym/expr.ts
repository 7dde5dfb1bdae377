/**
 * A small symbolic expression tree kept in canonical form by its constructors (sums and
 * products flattened, like terms and like powers collected, numbers exact). The integration
 * rules pattern-match on this tree, so it has to be predictable: the same mathematics always
 * gives the same tree, and `key` identifies it.
 */
import * as R from './rational';
import type { Q } from './rational';

export type FnName =
  | 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'csc'
  | 'asin' | 'acos' | 'atan' | 'acot'
  | 'sinh' | 'cosh' | 'tanh' | 'asinh' | 'acosh' | 'atanh'
  | 'ln' | 'exp' | 'abs';

export type Expr =
  | { readonly k: 'num'; readonly v: Q }
  | { readonly k: 'sym'; readonly name: string }
  | { readonly k: 'add'; readonly args: readonly Expr[] }
  | { readonly k: 'mul'; readonly args: readonly Expr[] }
  | { readonly k: 'pow'; readonly base: Expr; readonly exp: Expr }
  | { readonly k: 'fn'; readonly name: FnName; readonly arg: Expr };

const keys = new WeakMap<Expr, string>();

/** A string that is equal for equal trees (used for collecting and comparing). */
export function key(e: Expr): string {
  const hit = keys.get(e);
  if (hit !== undefined) return hit;
  let s: string;
  switch (e.k) {
    case 'num': s = R.toString(e.v); break;
    case 'sym': s = e.name; break;
    case 'add': s = `+(${e.args.map(key).join(',')})`; break;
    case 'mul': s = `*(${e.args.map(key).join(',')})`; break;
    case 'pow': s = `^(${key(e.base)},${key(e.exp)})`; break;
    case 'fn': s = `${e.name}(${key(e.arg)})`; break;
  }
  keys.set(e, s);
  return s;
}

export const same = (a: Expr, b: Expr): boolean => a === b || key(a) === key(b);

export const numQ = (v: Q): Expr => ({ k: 'num', v });
export const num = (n: number | bigint, d: number | bigint = 1): Expr => numQ(R.q(n, d));
export const sym = (name: string): Expr => ({ k: 'sym', name });

export const ZERO = num(0);
export const ONE = num(1);
export const TWO = num(2);
export const MINUS_ONE = num(-1);
export const HALF = num(1, 2);
export const PI = sym('pi');
export const E = sym('e');

export const isNum = (e: Expr): e is { k: 'num'; v: Q } => e.k === 'num';
export const isZero = (e: Expr): boolean => e.k === 'num' && R.isZero(e.v);
export const isOne = (e: Expr): boolean => e.k === 'num' && R.isOne(e.v);
export const isInteger = (e: Expr): boolean => e.k === 'num' && R.isInt(e.v);

/** Numeric coefficient and the rest of a term: 3x² → [3, x²]. */
export function splitCoef(t: Expr): [Q, Expr] {
  if (t.k === 'num') return [t.v, ONE];
  if (t.k === 'mul' && t.args[0].k === 'num') {
    const rest = t.args.slice(1);
    return [t.args[0].v, rest.length === 1 ? rest[0] : { k: 'mul', args: rest }];
  }
  return [R.ONE, t];
}

function withCoef(c: Q, rest: Expr): Expr {
  if (R.isZero(c)) return ZERO;
  if (isOne(rest)) return numQ(c);
  if (R.isOne(c)) return rest;
  if (rest.k === 'mul') return { k: 'mul', args: [numQ(c), ...rest.args] };
  return { k: 'mul', args: [numQ(c), rest] };
}

const byKey = (a: Expr, b: Expr): number => {
  const ka = key(a);
  const kb = key(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

export function add(...xs: Expr[]): Expr {
  const flat: Expr[] = [];
  const walk = (e: Expr): void => {
    if (e.k === 'add') e.args.forEach(walk);
    else flat.push(e);
  };
  xs.forEach(walk);
  let c = R.ZERO;
  const groups = new Map<string, { coef: Q; rest: Expr }>();
  for (const t of flat) {
    if (t.k === 'num') {
      c = R.add(c, t.v);
      continue;
    }
    const [coef, rest] = splitCoef(t);
    const k = key(rest);
    const g = groups.get(k);
    if (g) g.coef = R.add(g.coef, coef);
    else groups.set(k, { coef, rest });
  }
  const terms: Expr[] = [];
  for (const g of groups.values()) if (!R.isZero(g.coef)) terms.push(withCoef(g.coef, g.rest));
  terms.sort(byKey);
  if (!R.isZero(c)) terms.unshift(numQ(c));
  if (terms.length === 0) return ZERO;
  if (terms.length === 1) return terms[0];
  return { k: 'add', args: terms };
}

export function mul(...xs: Expr[]): Expr {
  const flat: Expr[] = [];
  const walk = (e: Expr): void => {
    if (e.k === 'mul') e.args.forEach(walk);
    else flat.push(e);
  };
  xs.forEach(walk);
  let c = R.ONE;
  const groups = new Map<string, { base: Expr; exps: Expr[] }>();
  for (const f of flat) {
    if (f.k === 'num') {
      c = R.mul(c, f.v);
      continue;
    }
    let base: Expr = f;
    let ex: Expr = ONE;
    if (f.k === 'pow') {
      base = f.base;
      ex = f.exp;
    } else if (f.k === 'fn' && f.name === 'exp') {
      base = E;
      ex = f.arg;
    }
    const k = key(base);
    const g = groups.get(k);
    if (g) g.exps.push(ex);
    else groups.set(k, { base, exps: [ex] });
  }
  if (R.isZero(c)) return ZERO;
  mergeReciprocals(groups);
  const factors: Expr[] = [];
  let again = false;
  for (const g of groups.values()) {
    const p = g.exps.length === 1 ? pow(g.base, g.exps[0]) : pow(g.base, add(...g.exps));
    if (p.k === 'num') c = R.mul(c, p.v);
    else if (p.k === 'mul') {
      factors.push(...p.args);
      again = true;
    } else factors.push(p);
  }
  if (again) return mul(numQ(c), ...factors);
  factors.sort(byKey);
  if (factors.length === 0) return numQ(c);
  if (R.isOne(c) && factors.length === 1) return factors[0];
  return { k: 'mul', args: R.isOne(c) ? factors : [numQ(c), ...factors] };
}

const RECIPROCAL_OF: Partial<Record<FnName, FnName>> = { sec: 'cos', csc: 'sin', cot: 'tan' };

/** sec u and cos u in one product are one base: cos^a · sec^b = cos^(a−b). */
function mergeReciprocals(groups: Map<string, { base: Expr; exps: Expr[] }>): void {
  for (const [k, g] of groups) {
    if (g.base.k !== 'fn') continue;
    const partner = RECIPROCAL_OF[g.base.name];
    if (!partner) continue;
    const other = groups.get(key(fn(partner, g.base.arg)));
    if (!other) continue;
    other.exps.push(...g.exps.map((e) => neg(e)));
    groups.delete(k);
  }
}

/** n^(a/b) for a positive integer n: pulls out perfect powers, 8^(1/2) → 2·2^(1/2). */
function powIntRational(n: bigint, r: Q): Expr {
  const whole = r.n >= 0n ? r.n / r.d : -((-r.n + r.d - 1n) / r.d);
  const frac = R.sub(r, R.q(whole));
  let out = R.powInt(R.q(n), whole);
  if (R.isZero(frac)) return numQ(out);
  const root = R.intRoot(n, frac.d);
  if (root !== null) return numQ(R.mul(out, R.powInt(R.q(root), frac.n)));
  let m = n;
  let k = 1n;
  for (let p = 2n; p * p <= m && p < 1000n; p++) {
    const pk = p ** frac.d;
    while (m % pk === 0n) {
      m /= pk;
      k *= p;
    }
  }
  out = R.mul(out, R.powInt(R.q(k), frac.n));
  const rest: Expr = { k: 'pow', base: num(m), exp: numQ(frac) };
  return R.isOne(out) ? rest : { k: 'mul', args: [numQ(out), rest] };
}

/** 1/sec = cos and so on: reciprocal functions are written with a positive power. */
const RECIPROCAL: Partial<Record<FnName, FnName>> = { sec: 'cos', csc: 'sin', cot: 'tan' };

export function pow(b: Expr, e: Expr): Expr {
  if (e.k === 'num') {
    if (R.isZero(e.v)) return ONE;
    if (R.isOne(e.v)) return b;
    if (b.k === 'num') {
      if (R.isInt(e.v)) return numQ(R.powInt(b.v, e.v.n));
      // 0 to a negative power is undefined (a pole), never 0: callers take a limit instead
      if (R.isZero(b.v)) {
        if (R.sign(e.v) < 0) throw new RangeError('division by zero');
        return ZERO;
      }
      if (b.v.n > 0n) {
        const top = powIntRational(b.v.n, e.v);
        return b.v.d === 1n ? top : mul(top, powIntRational(b.v.d, R.neg(e.v)));
      }
      // an odd root of a negative number is the real one, as ∛ is printed: (−8)^(2/3) = 4, (−1)^(1/3) = −1
      if (e.v.d % 2n === 1n) {
        const r = pow(numQ(R.neg(b.v)), e);
        return e.v.n % 2n === 0n ? r : neg(r);
      }
      return { k: 'pow', base: b, exp: e };
    }
    if (b.k === 'pow') {
      // (u^a)^b = u^(ab) is safe for integer b, or when a is not an even integer ((x²)^(1/2) = |x|).
      const a = b.exp;
      const evenInt = a.k === 'num' && R.isInt(a.v) && a.v.n % 2n === 0n;
      if (R.isInt(e.v) || !evenInt) return pow(b.base, mul(a, e));
    }
    if (b.k === 'mul') {
      if (R.isInt(e.v)) return mul(...b.args.map((f) => pow(f, e)));
      const [c, rest] = splitCoef(b);
      if (R.sign(c) > 0 && !R.isOne(c)) return mul(pow(numQ(c), e), pow(rest, e));
    }
  }
  if (b.k === 'num' && R.isOne(b.v)) return ONE;
  if (b.k === 'fn' && RECIPROCAL[b.name] && isNegative(e)) return pow(fn(RECIPROCAL[b.name] as FnName, b.arg), neg(e));
  if (b.k === 'sym' && b.name === 'e') return fn('exp', e);
  if (b.k === 'fn' && b.name === 'exp') return fn('exp', mul(b.arg, e));
  return { k: 'pow', base: b, exp: e };
}

/** True when the term carries a leading minus sign (−3x, −sin x), so odd functions can pull it out. */
export function isNegative(e: Expr): boolean {
  if (e.k === 'num') return R.sign(e.v) < 0;
  if (e.k === 'mul') return e.args[0].k === 'num' && R.sign(e.args[0].v) < 0;
  if (e.k === 'add') return e.args.every(isNegative);
  return false;
}

const ODD: ReadonlySet<FnName> = new Set(['sin', 'tan', 'cot', 'csc', 'asin', 'atan', 'sinh', 'tanh', 'asinh', 'atanh']);
const EVEN: ReadonlySet<FnName> = new Set(['cos', 'sec', 'cosh', 'abs']);

export function fn(name: FnName, arg: Expr): Expr {
  // the sign taken out only when −arg does not read as negative too (2(−x − 1/2)·√3 and its
  // opposite may both start with a minus), else the two calls would hand it back and forth; a sum
  // is negated term by term, so |−u² − 1| is |u² + 1|
  const opposite = (ODD.has(name) || EVEN.has(name)) && isNegative(arg) ? (arg.k === 'add' ? add(...arg.args.map(neg)) : neg(arg)) : null;
  if (opposite && !isNegative(opposite)) return ODD.has(name) ? neg(fn(name, opposite)) : fn(name, opposite);
  if (isZero(arg)) {
    if (ODD.has(name)) return ZERO;
    if (name === 'cos' || name === 'sec' || name === 'cosh' || name === 'exp') return ONE;
  }
  switch (name) {
    case 'exp':
      if (isOne(arg)) return E;
      if (arg.k === 'fn' && arg.name === 'ln') return arg.arg;
      if (arg.k === 'mul' && arg.args.length === 2 && arg.args[0].k === 'num') {
        const l = arg.args[1];
        if (l.k === 'fn' && l.name === 'ln') return pow(l.arg, arg.args[0]);
      }
      break;
    case 'ln':
      if (isOne(arg)) return ZERO;
      if (arg.k === 'sym' && arg.name === 'e') return ONE;
      if (arg.k === 'fn' && arg.name === 'exp') return arg.arg;
      break;
    case 'abs': {
      if (arg.k === 'num') return numQ(R.sign(arg.v) < 0 ? R.neg(arg.v) : arg.v);
      const v = approx(arg);
      if (v !== null && Math.abs(v) > 1e-12) return v > 0 ? arg : neg(arg);
      if (alwaysPositive(arg)) return arg;
      if (arg.k === 'fn' && (arg.name === 'abs' || arg.name === 'exp')) return arg;
      if (arg.k === 'sym' && (arg.name === 'pi' || arg.name === 'e')) return arg;
      break;
    }
    default:
      break;
  }
  const inv = trigOfInverse(name, arg);
  if (inv) return inv;
  const special = specialValue(name, arg);
  if (special) return special;
  return { k: 'fn', name, arg };
}

export const neg = (a: Expr): Expr => mul(MINUS_ONE, a);
export const sub = (a: Expr, b: Expr): Expr => add(a, neg(b));
export const div = (a: Expr, b: Expr): Expr => mul(a, pow(b, MINUS_ONE));
export const sqrt = (a: Expr): Expr => pow(a, HALF);
export const sq = (a: Expr): Expr => pow(a, TWO);

/** Does `e` contain the symbol `x` (or, more generally, the subtree `x`)? */
export function has(e: Expr, x: Expr): boolean {
  if (same(e, x)) return true;
  switch (e.k) {
    case 'add':
    case 'mul':
      return e.args.some((a) => has(a, x));
    case 'pow':
      return has(e.base, x) || has(e.exp, x);
    case 'fn':
      return has(e.arg, x);
    default:
      return false;
  }
}

export const free = (e: Expr, x: Expr): boolean => !has(e, x);

/** Replaces every occurrence of the subtree `from` by `to`, rebuilding in canonical form. */
export function subs(e: Expr, from: Expr, to: Expr): Expr {
  if (same(e, from)) return to;
  switch (e.k) {
    case 'add':
      return add(...e.args.map((a) => subs(a, from, to)));
    case 'mul':
      return mul(...e.args.map((a) => subs(a, from, to)));
    case 'pow':
      return pow(subs(e.base, from, to), subs(e.exp, from, to));
    case 'fn':
      return fn(e.name, subs(e.arg, from, to));
    default:
      return e;
  }
}

/** Multiplies out products of sums and integer powers of sums (up to a modest degree). */
export function expand(e: Expr): Expr {
  switch (e.k) {
    case 'add':
      return add(...e.args.map(expand));
    case 'mul': {
      let acc: Expr[] = [ONE];
      for (const f of e.args.map(expand)) {
        const terms = f.k === 'add' ? f.args : [f];
        const next: Expr[] = [];
        for (const a of acc) for (const t of terms) next.push(mul(a, t));
        acc = next;
      }
      return add(...acc);
    }
    case 'pow': {
      const b = expand(e.base);
      if (b.k === 'add' && e.exp.k === 'num' && R.isInt(e.exp.v) && e.exp.v.n > 1n && e.exp.v.n <= 12n) {
        // multiply term by term (mul(b, b) would just give b² back)
        let acc: readonly Expr[] = [ONE];
        for (let i = 0n; i < e.exp.v.n; i++) {
          const next: Expr[] = [];
          for (const a of acc) for (const t of b.args) next.push(mul(a, t));
          const sum = add(...next);
          acc = sum.k === 'add' ? sum.args : [sum];
        }
        return add(...acc);
      }
      return pow(b, e.exp);
    }
    case 'fn':
      return fn(e.name, expand(e.arg));
    default:
      return e;
  }
}

/** Terms of a sum (a single term when not a sum). */
export const terms = (e: Expr): readonly Expr[] => (e.k === 'add' ? e.args : [e]);
/** Factors of a product (a single factor when not a product). */
export const factors = (e: Expr): readonly Expr[] => (e.k === 'mul' ? e.args : [e]);

/** Splits a product into the factors free of x and those depending on x. */
export function splitConst(e: Expr, x: Expr): [Expr, Expr] {
  const c: Expr[] = [];
  const v: Expr[] = [];
  for (const f of factors(e)) (has(f, x) ? v : c).push(f);
  return [mul(...c), mul(...v)];
}

/** Numerator and denominator: factors with a negative numeric exponent go below the bar. */
export function numDen(e: Expr): [Expr, Expr] {
  const top: Expr[] = [];
  const bottom: Expr[] = [];
  for (const f of factors(e)) {
    if (f.k === 'num' && !R.isInt(f.v)) {
      top.push(num(f.v.n));
      bottom.push(num(f.v.d));
    } else if (f.k === 'pow' && isNegative(f.exp)) bottom.push(pow(f.base, neg(f.exp)));
    else top.push(f);
  }
  return [mul(...top), mul(...bottom)];
}

/** Puts a sum over one common denominator: a/b + c/d → (ad + cb)/(bd) (denominators multiplied). */
export function together(e: Expr): Expr {
  if (e.k !== 'add') return e;
  const parts = e.args.map(numDen);
  const dens: Expr[] = [];
  for (const [, d] of parts) if (!dens.some((x) => same(x, d)) && !isOne(d)) dens.push(d);
  if (dens.length === 0) return e;
  const den = mul(...dens);
  const top = add(...parts.map(([n, d]) => mul(n, div(den, d))));
  return div(expand(top), den);
}

/** sin(arctan z) = z/√(1 + z²) and the like: a right triangle read off, valid for every real z. */
function trigOfInverse(name: FnName, arg: Expr): Expr | null {
  if (arg.k !== 'fn') return null;
  const z = arg.arg;
  const one = (a: Expr): Expr => sqrt(sub(ONE, sq(a)));
  const onePlus = (a: Expr): Expr => sqrt(add(ONE, sq(a)));
  const table: Partial<Record<FnName, Partial<Record<FnName, () => Expr>>>> = {
    asin: { sin: () => z, cos: () => one(z), tan: () => div(z, one(z)), sec: () => div(ONE, one(z)) },
    acos: { cos: () => z, sin: () => one(z), tan: () => div(one(z), z), sec: () => div(ONE, z) },
    atan: { tan: () => z, sin: () => div(z, onePlus(z)), cos: () => div(ONE, onePlus(z)), sec: () => onePlus(z) },
  };
  const f = table[arg.name]?.[name];
  return f ? f() : null;
}

/**
 * A sum written as content × primitive sum (2x + 2 → 2·(x + 1), −x − 1 → −1·(x + 1)), so that
 * products of the same sum up to a constant cancel in `mul`.
 */
export function primitive(e: Expr): [Q, Expr] {
  if (e.k !== 'add') return [R.ONE, e];
  const cs = e.args.map((t) => splitCoef(t)[0]);
  let g = 0n;
  let l = 1n;
  for (const c of cs) {
    g = R.gcd(g, c.n);
    l = (l * c.d) / R.gcd(l, c.d);
  }
  let content = R.q(g, l);
  const lead = cs[cs.length - 1];
  if (R.sign(lead) < 0) content = R.neg(content);
  if (R.isOne(content)) return [R.ONE, e];
  return [content, add(...e.args.map((t) => mul(numQ(R.div(R.ONE, content)), t)))];
}

/** Rewrites every sum (also under powers and functions) in primitive form, then lets products cancel. */
export function cancel(e: Expr): Expr {
  switch (e.k) {
    case 'add': {
      const inner = add(...e.args.map(cancel));
      const [c, p] = primitive(inner);
      return R.isOne(c) ? inner : mul(numQ(c), p);
    }
    case 'mul': return mul(...e.args.map(cancel));
    case 'pow': {
      const b = cancel(e.base);
      // under a root keep the sign inside: √(1 − x²), not √(−(x² − 1))
      if (b.k === 'mul' && b.args[0].k === 'num' && R.sign(b.args[0].v) < 0 && !(e.exp.k === 'num' && R.isInt(e.exp.v))) {
        return pow(mul(numQ(R.neg(b.args[0].v)), add(...terms(mul(...b.args.slice(1))).map((t) => neg(t)))), e.exp);
      }
      return pow(b, e.exp);
    }
    case 'fn': return fn(e.name, cancel(e.arg));
    default: return e;
  }
}

/** The multiple of π in k·π (k rational), or null. */
export function piMultiple(e: Expr): R.Q | null {
  if (e.k === 'sym' && e.name === 'pi') return R.ONE;
  if (e.k === 'num' && R.isZero(e.v)) return R.ZERO;
  if (e.k === 'mul' && e.args.length === 2 && e.args[0].k === 'num' && e.args[1].k === 'sym' && e.args[1].name === 'pi') return e.args[0].v;
  return null;
}

const S3 = (): Expr => sqrt(num(3));
const S2 = (): Expr => sqrt(num(2));

/** sin, cos, tan at multiples of π/6 and π/4, and the inverse functions at the matching values. */
function specialValue(name: FnName, arg: Expr): Expr | null {
  const k = piMultiple(arg);
  if (k && (name === 'sin' || name === 'cos' || name === 'tan' || name === 'sec' || name === 'csc' || name === 'cot')) {
    // reduce k modulo 2 into [0, 2)
    const twice = R.q(2n);
    let r = R.sub(k, R.mul(twice, R.q(floorQ(R.div(k, twice)))));
    if (R.lt(r, R.ZERO)) r = R.add(r, twice);
    const d = r.d;
    if (![1n, 2n, 3n, 4n, 6n].includes(d)) return null;
    const deg = Number((r.n * 180n) / r.d);
    const s = sinDeg(deg);
    const c = sinDeg(deg + 90);
    switch (name) {
      case 'sin': return s;
      case 'cos': return c;
      case 'tan': return isZero(c) ? null : div(s, c);
      case 'cot': return isZero(s) ? null : div(c, s);
      case 'sec': return isZero(c) ? null : div(ONE, c);
      case 'csc': return isZero(s) ? null : div(ONE, s);
    }
  }
  if ((name === 'asin' || name === 'acos' || name === 'atan') && (arg.k === 'num' || arg.k === 'mul' || arg.k === 'pow')) {
    const v = inverseTable()[name][key(arg)];
    if (v) return v;
  }
  return null;
}

let INVERSE: Record<'asin' | 'acos' | 'atan', Record<string, Expr>> | null = null;

/** Principal values of the inverse functions at the special values (built once). */
function inverseTable(): Record<'asin' | 'acos' | 'atan', Record<string, Expr>> {
  if (INVERSE) return INVERSE;
  const s2 = key(div(S2(), TWO));
  const s3 = key(div(S3(), TWO));
  INVERSE = {
    asin: { '1': div(PI, TWO), '1/2': div(PI, num(6)), [s2]: div(PI, num(4)), [s3]: div(PI, num(3)) },
    acos: { '1': ZERO, '0': div(PI, TWO), '-1': PI, '1/2': div(PI, num(3)), '-1/2': mul(num(2, 3), PI), [s2]: div(PI, num(4)), [s3]: div(PI, num(6)), [key(neg(div(S2(), TWO)))]: mul(num(3, 4), PI), [key(neg(div(S3(), TWO)))]: mul(num(5, 6), PI) },
    atan: { '1': div(PI, num(4)), [key(S3())]: div(PI, num(3)), [key(div(S3(), num(3)))]: div(PI, num(6)) },
  };
  return INVERSE;
}

function floorQ(a: R.Q): bigint {
  const f = a.n / a.d;
  return a.n < 0n && f * a.d !== a.n ? f - 1n : f;
}

/** sin of a whole number of degrees that is a multiple of 30° or 45°. */
function sinDeg(deg: number): Expr {
  const d = ((deg % 360) + 360) % 360;
  const sign = d >= 180 ? -1 : 1;
  const a = d % 180;
  const b = a > 90 ? 180 - a : a;
  const base: Record<number, () => Expr> = {
    0: () => ZERO, 30: () => HALF, 45: () => div(S2(), TWO), 60: () => div(S3(), TWO), 90: () => ONE,
  };
  const v = base[b]();
  return sign < 0 ? neg(v) : v;
}

const APPROX_FN: Record<FnName, (t: number) => number> = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, cot: (t) => 1 / Math.tan(t), sec: (t) => 1 / Math.cos(t), csc: (t) => 1 / Math.sin(t),
  asin: Math.asin, acos: Math.acos, atan: Math.atan, acot: (t) => Math.atan(1 / t), sinh: Math.sinh, cosh: Math.cosh,
  tanh: Math.tanh, asinh: Math.asinh, acosh: Math.acosh, atanh: Math.atanh, ln: Math.log, exp: Math.exp, abs: Math.abs,
};

/** The value of a constant expression (no variables) as a float, or null. Used for signs only. */
export function approx(e: Expr): number | null {
  switch (e.k) {
    case 'num': return R.toNumber(e.v);
    case 'sym': return e.name === 'pi' ? Math.PI : e.name === 'e' ? Math.E : null;
    case 'add':
    case 'mul': {
      let acc = e.k === 'add' ? 0 : 1;
      for (const a of e.args) {
        const v = approx(a);
        if (v === null) return null;
        acc = e.k === 'add' ? acc + v : acc * v;
      }
      return acc;
    }
    case 'pow': {
      const b = approx(e.base);
      const p = approx(e.exp);
      if (b === null || p === null) return null;
      const r = Math.pow(b, p);
      return Number.isFinite(r) ? r : null;
    }
    case 'fn': {
      const a = approx(e.arg);
      if (a === null) return null;
      const r = APPROX_FN[e.name](a);
      return Number.isFinite(r) ? r : null;
    }
  }
}

/** x² + 1, eˣ + 2, 3·√x + 1: sums that are positive for every real x where they are defined. */
function alwaysPositive(e: Expr): boolean {
  const nonNeg = (t: Expr): boolean => {
    if (t.k === 'num') return R.sign(t.v) >= 0;
    if (t.k === 'fn') return t.name === 'exp' || t.name === 'abs' || t.name === 'cosh';
    if (t.k === 'pow') return (t.exp.k === 'num' && R.isInt(t.exp.v) && t.exp.v.n % 2n === 0n) || (t.exp.k === 'num' && t.exp.v.d === 2n) || (t.base.k === 'fn' && t.base.name === 'exp');
    if (t.k === 'mul') return t.args.every(nonNeg);
    if (t.k === 'sym') return t.name === 'pi' || t.name === 'e';
    return false;
  };
  if (e.k !== 'add') return false;
  return e.args.every(nonNeg) && e.args.some((t) => t.k === 'num' && R.sign(t.v) > 0);
}

/** Every sum, also inside fractions and powers, over one denominator, then common factors cancelled. */
export function togetherAll(e: Expr): Expr {
  const walk = (t: Expr): Expr => {
    switch (t.k) {
      case 'add': return together(add(...t.args.map(walk)));
      case 'mul': return mul(...t.args.map(walk));
      case 'pow': return pow(walk(t.base), t.exp);
      default: return t;
    }
  };
  return cancel(walk(e));
}
