/**
 * A small expression tree for calculus work (differentiation, limits, ODEs).
 *
 * Compute Engine expressions are read into this tree (see mathjson.ts) because rule-based
 * differentiation and limit analysis need to look at one node at a time and build results in a
 * predictable shape; the tree is plain data, so results are deterministic and cheap to compare.
 * Quotients are products with negative powers, roots are rational powers, `exp(u)` is `e^u`.
 */

export type Ex =
  | { t: 'num'; p: number; q: number } // p/q reduced, q > 0; a float has q = 1 and non-integer p
  | { t: 'sym'; name: string } // a variable, or the constants 'pi' and 'e'
  | { t: 'add'; args: Ex[] }
  | { t: 'mul'; args: Ex[] }
  | { t: 'pow'; base: Ex; exp: Ex }
  | { t: 'fn'; name: FnName; args: Ex[] }; // log has args [u, base]

export const FN_NAMES = [
  'sin', 'cos', 'tan', 'cot', 'sec', 'csc',
  'asin', 'acos', 'atan', 'acot', 'asec', 'acsc',
  'sinh', 'cosh', 'tanh', 'coth', 'sech', 'csch',
  'asinh', 'acosh', 'atanh',
  'ln', 'log', 'abs', 'sign',
] as const;
export type FnName = (typeof FN_NAMES)[number];

export const isFnName = (s: string): s is FnName => (FN_NAMES as readonly string[]).includes(s);

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function num(p: number, q = 1): Ex {
  if (q === 0) throw new RangeError('division by zero');
  if (!Number.isInteger(p) || !Number.isInteger(q)) return { t: 'num', p: p / q, q: 1 };
  if (q < 0) {
    p = -p;
    q = -q;
  }
  const g = gcd(p, q) || 1;
  return { t: 'num', p: p / g + 0, q: q / g };
}

export const ZERO = num(0);
export const ONE = num(1);
export const TWO = num(2);
export const HALF = num(1, 2);
export const MINUS_ONE = num(-1);
export const E = { t: 'sym', name: 'e' } as const satisfies Ex;
export const PI = { t: 'sym', name: 'pi' } as const satisfies Ex;

export const sym = (name: string): Ex => ({ t: 'sym', name });
export const add = (...args: Ex[]): Ex => ({ t: 'add', args });
export const mul = (...args: Ex[]): Ex => ({ t: 'mul', args });
export const pow = (base: Ex, exp: Ex): Ex => ({ t: 'pow', base, exp });
export const fn = (name: FnName, ...args: Ex[]): Ex => ({ t: 'fn', name, args });
export const neg = (a: Ex): Ex => mul(MINUS_ONE, a);
export const sub = (a: Ex, b: Ex): Ex => add(a, neg(b));
export const div = (a: Ex, b: Ex): Ex => mul(a, pow(b, MINUS_ONE));
export const sqrt = (a: Ex): Ex => pow(a, HALF);
export const exp = (a: Ex): Ex => pow(E, a);
export const ln = (a: Ex): Ex => fn('ln', a);

export const isNum = (e: Ex): e is Extract<Ex, { t: 'num' }> => e.t === 'num';
export const isInt = (e: Ex): boolean => e.t === 'num' && e.q === 1 && Number.isInteger(e.p);
export const isZero = (e: Ex): boolean => e.t === 'num' && e.p === 0;
export const isOne = (e: Ex): boolean => e.t === 'num' && e.p === 1 && e.q === 1;
export const isSym = (e: Ex, name: string): boolean => e.t === 'sym' && e.name === name;
export const numValue = (e: Extract<Ex, { t: 'num' }>): number => e.p / e.q;

/** The variables of an expression (the constants pi and e excluded). */
export function freeVars(e: Ex, out = new Set<string>()): Set<string> {
  switch (e.t) {
    case 'num':
      break;
    case 'sym':
      if (e.name !== 'pi' && e.name !== 'e') out.add(e.name);
      break;
    case 'pow':
      freeVars(e.base, out);
      freeVars(e.exp, out);
      break;
    default:
      for (const a of e.args) freeVars(a, out);
  }
  return out;
}

export function dependsOn(e: Ex, v: string): boolean {
  switch (e.t) {
    case 'num':
      return false;
    case 'sym':
      return e.name === v;
    case 'pow':
      return dependsOn(e.base, v) || dependsOn(e.exp, v);
    default:
      return e.args.some((a) => dependsOn(a, v));
  }
}

/** A structural key: equal keys mean identical trees. */
export function key(e: Ex): string {
  switch (e.t) {
    case 'num':
      return e.q === 1 ? `${e.p}` : `${e.p}/${e.q}`;
    case 'sym':
      return e.name;
    case 'pow':
      return `(${key(e.base)})^(${key(e.exp)})`;
    case 'add':
      return `+(${e.args.map(key).join(',')})`;
    case 'mul':
      return `*(${e.args.map(key).join(',')})`;
    case 'fn':
      return `${e.name}(${e.args.map(key).join(',')})`;
  }
}

export const same = (a: Ex, b: Ex): boolean => key(a) === key(b);

/** The same node with f applied to each of its children (numbers and symbols have none). */
export function mapChildren(e: Ex, f: (child: Ex) => Ex): Ex {
  switch (e.t) {
    case 'num':
    case 'sym':
      return e;
    case 'pow':
      return pow(f(e.base), f(e.exp));
    case 'add':
      return add(...e.args.map(f));
    case 'mul':
      return mul(...e.args.map(f));
    case 'fn':
      return fn(e.name, ...e.args.map(f));
  }
}

/** Replaces every occurrence of the variable v by r. */
export function substitute(e: Ex, v: string, r: Ex): Ex {
  switch (e.t) {
    case 'num':
      return e;
    case 'sym':
      return e.name === v ? r : e;
    case 'pow':
      return pow(substitute(e.base, v, r), substitute(e.exp, v, r));
    case 'add':
      return add(...e.args.map((a) => substitute(a, v, r)));
    case 'mul':
      return mul(...e.args.map((a) => substitute(a, v, r)));
    case 'fn':
      return fn(e.name, ...e.args.map((a) => substitute(a, v, r)));
  }
}

/** Number of nodes, to bound work on big expressions. */
export function size(e: Ex): number {
  switch (e.t) {
    case 'num':
    case 'sym':
      return 1;
    case 'pow':
      return 1 + size(e.base) + size(e.exp);
    default:
      return 1 + e.args.reduce((s, a) => s + size(a), 0);
  }
}
