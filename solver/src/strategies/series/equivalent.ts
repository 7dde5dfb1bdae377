import { simplify, type MathNode } from '../../cas';
import { freeSymbols } from '../../cas';
import { toAscii } from '../../format/ascii';
import { evaluateReal } from '../../verify/numeric';

/**
 * The usual equivalents at 0 applied to a series' term, u → 0 as k → ∞: ln(1 + u) ~ u, sin u ~ u,
 * tan u ~ u, arctan u ~ u, arcsin u ~ u, sinh u ~ u, tanh u ~ u, eᵘ − 1 ~ u, 1 − cos u ~ u²/2 — through
 * products, quotients and constant powers. A term of constant sign and its equivalent make series
 * that converge or diverge together (limit comparison), which numbers alone cannot tell when
 * ln(1 + 1/n) rounds to 0.
 */
export interface Equivalent {
  node: MathNode;
  /** The rules used, as written in a step ("ln(1 + u) ~ u"). */
  rules: string[];
}

const LIKE_U: Record<string, string> = {
  Sin: 'sin u ~ u',
  Tan: 'tan u ~ u',
  Arctan: 'arctan u ~ u',
  Arcsin: 'arcsin u ~ u',
  Sinh: 'sinh u ~ u',
  Tanh: 'tanh u ~ u',
};

/** u tends to 0 as k grows: its size falls below 10⁻² and keeps falling. */
function tendsToZero(u: MathNode, k: string): boolean {
  const ascii = toAscii(u);
  const at = [1e3, 1e5, 1e7].map((n) => evaluateReal(ascii, { [k]: n }));
  return at.every((v) => v !== null) && Math.abs(at[2] as number) < 1e-2 && Math.abs(at[2] as number) < Math.abs(at[0] as number);
}

const isMinusOne = (n: MathNode): boolean => n === -1 || (Array.isArray(n) && n[0] === 'Negate' && n[1] === 1);
const isExp = (n: MathNode): MathNode | null => (Array.isArray(n) && n[0] === 'Exp' ? (n[1] as MathNode) : Array.isArray(n) && n[0] === 'Power' && n[1] === 'ExponentialE' ? (n[2] as MathNode) : null);

/** The small quantity u and the rule when the node is one of the usual forms; else null. */
function usual(n: MathNode, k: string): { u: MathNode; eq: MathNode; rule: string } | null {
  if (!Array.isArray(n)) return null;
  const [head, ...args] = n as [string, ...MathNode[]];
  if (head in LIKE_U && args.length === 1 && tendsToZero(args[0], k)) return { u: args[0], eq: args[0], rule: LIKE_U[head] };
  if (head === 'Ln' && args.length === 1 && Array.isArray(args[0]) && args[0][0] === 'Add' && args[0].length === 3) {
    const [, a, b] = args[0] as [string, MathNode, MathNode];
    const u = a === 1 ? b : b === 1 ? a : null;
    if (u !== null && tendsToZero(u, k)) return { u, eq: u, rule: 'ln(1 + u) ~ u' };
  }
  if (head === 'Add' && args.length === 2) {
    const [a, b] = args;
    const cos = (x: MathNode): MathNode | null => (Array.isArray(x) && x[0] === 'Negate' && Array.isArray(x[1]) && x[1][0] === 'Cos' ? (x[1][1] as MathNode) : null);
    const u = a === 1 ? cos(b) : b === 1 ? cos(a) : null;
    if (u !== null && tendsToZero(u, k)) return { u, eq: ['Divide', ['Power', u, 2], 2], rule: '1 − cos u ~ u²/2' };
    const e = isMinusOne(b) ? isExp(a) : isMinusOne(a) ? isExp(b) : null;
    if (e !== null && tendsToZero(e, k)) return { u: e, eq: e, rule: 'eᵘ − 1 ~ u' };
  }
  return null;
}

function walk(n: MathNode, k: string, rules: Set<string>): MathNode {
  const hit = usual(n, k);
  if (hit) {
    rules.add(hit.rule);
    return hit.eq;
  }
  if (!Array.isArray(n)) return n;
  const [head, ...args] = n as [string, ...MathNode[]];
  if (head === 'Multiply' || head === 'Divide' || head === 'Negate' || head === 'Sqrt') return [head, ...args.map((a) => walk(a, k, rules))];
  // a constant power of an equivalent is an equivalent
  if (head === 'Power' && args.length === 2 && !freeSymbols(args[1]).has(k)) return ['Power', walk(args[0], k, rules), args[1]];
  return n;
}

/** The term's equivalent by the usual rules, or null when no rule applies. */
export function smallEquivalent(term: MathNode, k: string): Equivalent | null {
  const rules = new Set<string>();
  const node = walk(term, k, rules);
  if (rules.size === 0) return null;
  return { node: simplify(node), rules: [...rules] };
}

/** The term keeps one sign for large k (sampled): needed for equivalents to decide convergence. */
export function constantSign(term: MathNode, k: string): boolean {
  const ascii = toAscii(term);
  const signs = [50, 300, 2000, 1e4].map((n) => evaluateReal(ascii, { [k]: n })).map((v) => (v === null ? 0 : Math.sign(v)));
  return signs.every((s) => s !== 0 && s === signs[0]);
}
