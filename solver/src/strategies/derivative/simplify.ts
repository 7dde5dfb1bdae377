import {
  type Ex, type FnName, add, fn, isInt, isNum, isOne, isZero, key, mul, num, numValue, pow, ONE, ZERO, PI,
} from './expr';

/**
 * Puts an expression into a tidy canonical form: constants folded, sums and products flattened,
 * like terms collected (2x + x = 3x), equal bases merged (x·x² = x³), neutral elements dropped,
 * and the exact values of elementary functions at standard points (sin π/6 = 1/2, ln e = 1).
 * It only applies identities valid wherever both sides are defined, so a derivative or limit
 * keeps its meaning; it is not a full simplifier (no factoring, no trigonometric identities).
 */
export function simplify(e: Ex): Ex {
  switch (e.t) {
    case 'num':
    case 'sym':
      return e;
    case 'pow':
      return simplifyPow(simplify(e.base), simplify(e.exp));
    case 'mul':
      return simplifyMul(e.args.map(simplify));
    case 'add':
      return simplifyAdd(e.args.map(simplify));
    case 'fn':
      return simplifyFn(e.name, e.args.map(simplify));
  }
}

type Num = Extract<Ex, { t: 'num' }>;
const MAX_EXACT = 1e15;

function isFloat(a: Num): boolean {
  return !Number.isInteger(a.p);
}

export function addNum(a: Num, b: Num): Num {
  if (isFloat(a) || isFloat(b)) return num(numValue(a) + numValue(b)) as Num;
  return num(a.p * b.q + b.p * a.q, a.q * b.q) as Num;
}

export function mulNum(a: Num, b: Num): Num {
  if (isFloat(a) || isFloat(b)) return num(numValue(a) * numValue(b)) as Num;
  return num(a.p * b.p, a.q * b.q) as Num;
}

/** Exact integer root of n when there is one. */
function intRoot(n: number, k: number): number | null {
  if (n < 0) return k % 2 === 1 ? (() => { const r = intRoot(-n, k); return r === null ? null : -r; })() : null;
  const r = Math.round(n ** (1 / k));
  for (const c of [r - 1, r, r + 1]) if (c >= 0 && c ** k === n) return c;
  return null;
}

/** a^b for numbers when the result is exact and reasonably small, else null. */
function powNum(a: Num, b: Num): Num | null {
  if (isFloat(a) || isFloat(b)) {
    const v = numValue(a) ** numValue(b);
    return Number.isFinite(v) ? (num(v) as Num) : null;
  }
  if (b.q === 1) {
    if (a.p === 0 && b.p < 0) return null;
    if (Math.abs(b.p) > 64) return null;
    const p = a.p ** Math.abs(b.p);
    const q = a.q ** Math.abs(b.p);
    if (Math.abs(p) > MAX_EXACT || q > MAX_EXACT) return null;
    return (b.p >= 0 ? num(p, q) : num(q, p)) as Num;
  }
  const rp = intRoot(a.p, b.q);
  const rq = intRoot(a.q, b.q);
  if (rp === null || rq === null) return null;
  return powNum(num(rp, rq) as Num, num(b.p) as Num);
}

function simplifyPow(b: Ex, x: Ex): Ex {
  if (isZero(x)) return ONE;
  if (isOne(x)) return b;
  if (isOne(b)) return ONE;
  if (isZero(b) && isNum(x) && numValue(x) > 0) return ZERO;
  if (isNum(b) && isNum(x)) {
    const r = powNum(b, x);
    if (r) return r;
    // sqrt(8) = 2 sqrt(2): take out perfect powers so equal radicals can be collected
    if (!isFloat(b) && !isFloat(x) && b.q === 1 && b.p > 0 && x.q > 1 && x.p === 1) {
      for (let f = Math.floor(Math.sqrt(b.p)); f > 1; f--) {
        const fk = f ** x.q;
        if (b.p % fk === 0) return simplifyMul([num(f), pow(num(b.p / fk), x)]);
      }
    }
    return pow(b, x);
  }
  if (b.t === 'pow' && (isInt(x) || b.base.t === 'sym' && b.base.name === 'e')) {
    return simplifyPow(b.base, simplifyMul([b.exp, x]));
  }
  // |u|² = u² for real u
  if (b.t === 'fn' && b.name === 'abs' && isInt(x) && numValue(x as Num) % 2 === 0) return simplifyPow(b.args[0], x);
  if (b.t === 'mul' && isInt(x)) return simplifyMul(b.args.map((a) => simplifyPow(a, x)));
  if (b.t === 'sym' && b.name === 'e') {
    if (x.t === 'fn' && x.name === 'ln') return x.args[0];
    if (x.t === 'mul' && x.args.length === 2 && isNum(x.args[0]) && x.args[1].t === 'fn' && x.args[1].name === 'ln') {
      return simplifyPow(x.args[1].args[0], x.args[0]);
    }
  }
  return pow(b, x);
}

/** Splits a factor into base and exponent (x³ → x, 3; sin x → sin x, 1). */
function baseExp(f: Ex): [Ex, Ex] {
  return f.t === 'pow' ? [f.base, f.exp] : [f, ONE];
}

const RANK: Record<Ex['t'], number> = { num: 0, sym: 1, pow: 2, fn: 3, mul: 4, add: 5 };

function factorOrder(a: Ex, b: Ex): number {
  const [ba] = baseExp(a);
  const [bb] = baseExp(b);
  const r = RANK[ba.t] - RANK[bb.t];
  if (r) return r;
  const ka = key(ba);
  const kb = key(bb);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function simplifyMul(args: Ex[]): Ex {
  const flat: Ex[] = [];
  for (const a of args) if (a.t === 'mul') flat.push(...a.args); else flat.push(a);
  let coeff = ONE as Num;
  const groups = new Map<string, { base: Ex; exps: Ex[] }>();
  for (const f of flat) {
    if (isNum(f)) {
      coeff = mulNum(coeff, f);
      continue;
    }
    const [b, x] = baseExp(f);
    const k = key(b);
    const g = groups.get(k);
    if (g) g.exps.push(x); else groups.set(k, { base: b, exps: [x] });
  }
  if (isZero(coeff)) return ZERO;
  const factors: Ex[] = [];
  for (const { base, exps } of groups.values()) {
    const g = simplifyPow(base, exps.length === 1 ? exps[0] : simplifyAdd(exps));
    if (isNum(g)) coeff = mulNum(coeff, g);
    else if (g.t === 'mul') {
      for (const h of g.args) if (isNum(h)) coeff = mulNum(coeff, h); else factors.push(h);
    } else factors.push(g);
  }
  if (isZero(coeff)) return ZERO;
  // a power that changed its base (|x|⁻² = x⁻²) may now meet another factor with that base
  const bases = factors.map((f) => key(baseExp(f)[0]));
  if (new Set(bases).size < bases.length) return simplifyMul([coeff, ...factors]);
  factors.sort(factorOrder);
  if (factors.length === 0) return coeff;
  // a number times a single sum: distribute, so that like terms can meet (-(a - b) = b - a)
  if (factors.length === 1 && factors[0].t === 'add' && !isOne(coeff)) {
    return simplifyAdd(factors[0].args.map((t) => simplifyMul([coeff, t])));
  }
  if (isOne(coeff)) return factors.length === 1 ? factors[0] : mul(...factors);
  return mul(coeff, ...factors);
}

/** Splits a term into its numeric coefficient and the rest (3x² → 3, x²). */
export function coeffRest(t: Ex): [Num, Ex] {
  if (isNum(t)) return [t, ONE];
  if (t.t === 'mul' && isNum(t.args[0])) {
    const rest = t.args.slice(1);
    return [t.args[0], rest.length === 1 ? rest[0] : mul(...rest)];
  }
  return [ONE as Num, t];
}

/** Total degree of a term in its variables, used to write polynomials highest power first. */
function degree(t: Ex): number {
  switch (t.t) {
    case 'num':
      return 0;
    case 'sym':
      return t.name === 'pi' || t.name === 'e' ? 0 : 1;
    case 'pow':
      return isNum(t.exp) ? degree(t.base) * numValue(t.exp) : 0.5;
    case 'mul':
      return t.args.reduce((s, a) => s + degree(a), 0);
    default:
      return 0.5;
  }
}

function simplifyAdd(args: Ex[]): Ex {
  const flat: Ex[] = [];
  for (const a of args) if (a.t === 'add') flat.push(...a.args); else flat.push(a);
  let constant = ZERO as Num;
  const groups = new Map<string, { rest: Ex; coeff: Num }>();
  for (const t of flat) {
    if (isNum(t)) {
      constant = addNum(constant, t);
      continue;
    }
    const [c, rest] = coeffRest(t);
    const k = key(rest);
    const g = groups.get(k);
    if (g) g.coeff = addNum(g.coeff, c); else groups.set(k, { rest, coeff: c });
  }
  const terms: Ex[] = [];
  for (const { rest, coeff } of groups.values()) {
    if (isZero(coeff)) continue;
    terms.push(simplifyMul([coeff, rest]));
  }
  terms.sort((a, b) => {
    const d = degree(b) - degree(a);
    if (d) return d;
    const ka = key(coeffRest(a)[1]);
    const kb = key(coeffRest(b)[1]);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  if (!isZero(constant) || terms.length === 0) terms.push(constant);
  return terms.length === 1 ? terms[0] : add(...terms);
}

/** k when e = k·π for a rational k (0 counts as 0·π). */
function piMultiple(e: Ex): Num | null {
  if (isZero(e)) return ZERO as Num;
  if (e.t === 'sym' && e.name === 'pi') return ONE as Num;
  if (e.t === 'mul' && e.args.length === 2 && isNum(e.args[0]) && !isFloat(e.args[0]) && e.args[1].t === 'sym' && e.args[1].name === 'pi') return e.args[0];
  return null;
}

const S3_2 = (): Ex => mul(num(1, 2), pow(num(3), num(1, 2)));
const S2_2 = (): Ex => mul(num(1, 2), pow(num(2), num(1, 2)));

/** sin(kπ) for k with denominator 1, 2, 3, 4 or 6. */
function sinPi(k: Num): Ex | null {
  if (![1, 2, 3, 4, 6].includes(k.q)) return null;
  // reduce to [0, 2) in units of π, with twelfths as integers
  let t = ((k.p * (12 / k.q)) % 24 + 24) % 24;
  let sign = 1;
  if (t >= 12) {
    t -= 12;
    sign = -1;
  }
  if (t > 6) t = 12 - t;
  const table: Record<number, () => Ex> = {
    0: () => ZERO, 2: () => num(1, 2), 3: S2_2, 4: S3_2, 6: () => ONE,
  };
  const v = table[t];
  if (!v) return null;
  return sign === 1 ? v() : simplifyMul([num(-1), v()]);
}

function simplifyFn(name: FnName, args: Ex[]): Ex {
  const u = args[0];
  const k = piMultiple(u);
  switch (name) {
    case 'sin':
      if (k) return sinPi(k) ?? fn(name, ...args);
      break;
    case 'cos':
      if (k) return sinPi(addNum(k, num(1, 2) as Num)) ?? fn(name, ...args);
      break;
    case 'tan': {
      if (k) {
        const s = sinPi(k);
        const c = sinPi(addNum(k, num(1, 2) as Num));
        if (s && c && !isZero(c)) return simplify(mul(s, pow(c, num(-1))));
      }
      break;
    }
    case 'ln':
      if (isOne(u)) return ZERO;
      if (u.t === 'sym' && u.name === 'e') return ONE;
      if (u.t === 'pow' && u.base.t === 'sym' && u.base.name === 'e') return u.exp;
      break;
    case 'log':
      if (isOne(u)) return ZERO;
      if (key(u) === key(args[1])) return ONE;
      break;
    case 'abs':
      if (isNum(u)) return num(Math.abs(u.p), u.q);
      if (u.t === 'sym' && (u.name === 'pi' || u.name === 'e')) return u;
      break;
    case 'asin': case 'atan': case 'sinh': case 'tanh': case 'asinh': case 'atanh':
      if (isZero(u)) return ZERO;
      if (name === 'atan' && isOne(u)) return mul(num(1, 4), PI);
      break;
    case 'acos':
      if (isOne(u)) return ZERO;
      if (isZero(u)) return mul(num(1, 2), PI);
      break;
    case 'cosh': case 'sech':
      if (isZero(u)) return ONE;
      break;
    case 'sec': {
      // sec u = 1/cos u at the standard angles (sec 0 = 1)
      const c = k ? sinPi(addNum(k, num(1, 2) as Num)) : isZero(u) ? ONE : null;
      if (c && !isZero(c)) return simplify(pow(c, num(-1)));
      break;
    }
    default:
      break;
  }
  if (isNum(u) && u.p === 0 && (name === 'sinh' || name === 'tanh')) return ZERO;
  return fn(name, ...args);
}

/**
 * Multiplies out products of sums and small whole powers of sums ((a + b)² = a² + 2ab + b²),
 * then simplifies: used where expanding makes terms cancel (the numerator of a quotient rule,
 * factor-and-cancel in limits, polynomials in ODEs).
 */
export function expand(e: Ex): Ex {
  return simplify(expandRaw(simplify(e)));
}

const MAX_TERMS = 200;

function expandRaw(e: Ex): Ex {
  switch (e.t) {
    case 'add':
      return simplify(add(...e.args.map(expandRaw)));
    case 'mul': {
      let terms: Ex[] = [ONE];
      for (const f of e.args.map(expandRaw)) {
        const fs = f.t === 'add' ? f.args : [f];
        if (terms.length * fs.length > MAX_TERMS) return simplify(e);
        const next: Ex[] = [];
        for (const t of terms) for (const g of fs) next.push(simplify(mul(t, g)));
        terms = next;
      }
      return simplify(add(...terms));
    }
    case 'pow': {
      const b = expandRaw(e.base);
      if (b.t === 'add' && isInt(e.exp) && numValue(e.exp as Num) > 1 && numValue(e.exp as Num) <= 8) {
        const n = numValue(e.exp as Num);
        return expandRaw(mul(...Array.from({ length: n }, () => b)));
      }
      return simplify(pow(b, e.exp));
    }
    default:
      return e;
  }
}

/** The factors with a negative power in a term (its denominator), as written. */
function denominatorFactors(t: Ex): Ex[] {
  const fs = t.t === 'mul' ? t.args : [t];
  return fs.filter((f) => f.t === 'pow' && f.exp.t === 'num' && f.exp.p < 0);
}

/**
 * a/D + b/D + … → (a + b + …)/D when every term has the same denominator D, the numerator
 * expanded: (2y² − 2x²)/(x² + y²)² + (2x² − 2y²)/(x² + y²)² is 0. Kept only when shorter.
 */
export function overCommonDenominator(e: Ex): Ex {
  if (e.t !== 'add') return e;
  const dens = e.args.map(denominatorFactors);
  const k = key(mul(...dens[0]));
  if (dens[0].length === 0 || dens.some((d) => key(mul(...d)) !== k)) return e;
  const inverse = mul(...dens[0].map((f) => (f.t === 'pow' ? pow(f.base, mul(num(-1), f.exp)) : f)));
  const numerator = simplify(expand(add(...e.args.map((t) => simplify(mul(t, inverse))))));
  const out = simplify(mul(numerator, ...dens[0]));
  return key(out).length < key(e).length ? out : e;
}
