/**
 * The solver's own expression tree: a subset of MathJSON (the Compute Engine's format), so a node
 * can be handed to the CAS as is (`ce.box(node)`) and our own algebra (polynomials, rationals,
 * printing) can walk it without going through the CAS.
 *
 * - integers are JS numbers when safe, `{ num: "123456789012345678901" }` beyond;
 * - exact fractions are `['Rational', p, q]`; decimals typed by the user become exact fractions;
 * - symbols are strings (`'x'`, `'Pi'`, `'ExponentialE'`, `'ImaginaryUnit'`, `'PositiveInfinity'`);
 * - everything else is `[head, ...args]` with MathJSON heads (`Add`, `Multiply`, `Power`, `Sin` …).
 */
export type MathNode = number | string | { num: string } | MathFn;
export type MathFn = [string, ...MathNode[]];

export const isFn = (n: MathNode): n is MathFn => Array.isArray(n);
export const isSym = (n: MathNode): n is string => typeof n === 'string';
export const headOf = (n: MathNode): string | null => (Array.isArray(n) ? (n[0] as string) : null);
export const argsOf = (n: MathNode): MathNode[] => (Array.isArray(n) ? (n.slice(1) as MathNode[]) : []);

/** An integer node from a bigint (a JS number when it is safe). */
export function intNode(v: bigint): MathNode {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : { num: v.toString() };
}

/** Structural equality. */
export function nodeEquals(a: MathNode, b: MathNode): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the symbol occurs anywhere in the tree. */
export function hasSymbol(n: MathNode, s: string): boolean {
  if (typeof n === 'string') return n === s;
  if (Array.isArray(n)) return n.slice(1).some((a) => hasSymbol(a as MathNode, s));
  return false;
}

/** The free single-letter-ish variables (not the named constants). */
export function freeSymbols(n: MathNode, out: Set<string> = new Set()): Set<string> {
  if (typeof n === 'string') {
    if (!CONSTANTS.has(n)) out.add(n);
  } else if (Array.isArray(n)) {
    for (const a of n.slice(1)) freeSymbols(a as MathNode, out);
  }
  return out;
}

export const CONSTANTS = new Set([
  'Pi', 'ExponentialE', 'ImaginaryUnit', 'PositiveInfinity', 'NegativeInfinity', 'ComplexInfinity',
  'Half', 'Nothing', 'EmptySet', 'True', 'False', 'NaN',
]);

/** Replaces every occurrence of a symbol. */
export function substitute(n: MathNode, s: string, by: MathNode): MathNode {
  if (typeof n === 'string') return n === s ? by : n;
  if (Array.isArray(n)) return [n[0], ...n.slice(1).map((a) => substitute(a as MathNode, s, by))] as MathFn;
  return n;
}

export const RELATIONS = ['Equal', 'Less', 'LessEqual', 'Greater', 'GreaterEqual', 'NotEqual'] as const;
export type Relation = (typeof RELATIONS)[number];
export const isRelation = (h: string | null): h is Relation =>
  h !== null && (RELATIONS as readonly string[]).includes(h);
