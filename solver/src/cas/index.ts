/**
 * The CAS behind a small interface: strategies compute through these helpers so a second
 * backend can be added later without touching them.
 */
import { box, ce, toNode, type BoxedExpression } from './engine';
import type { MathNode } from './node';

export { ce, box, toNode };
export type { BoxedExpression };
export * from './node';

export const simplify = (n: MathNode): MathNode => toNode(box(n).simplify());
export const evaluate = (n: MathNode): MathNode => toNode(box(n).evaluate());
export const expand = (n: MathNode): MathNode => toNode(box(['Expand', n]).evaluate());
/** A numeric value (floating point), as a node. */
export const N = (n: MathNode): MathNode => toNode(box(n).N());
/** LaTeX of an expression as the CAS writes it (see format/latex.ts for our own printer). */
export const casLatex = (n: MathNode): string => spaceCommands(box(n).latex, n);

/** The names of the symbols in a node. */
function symbolNames(n: MathNode, out = new Set<string>()): Set<string> {
  if (typeof n === 'string') out.add(n);
  else if (Array.isArray(n)) n.slice(1).forEach((a) => symbolNames(a as MathNode, out));
  return out;
}

/**
 * The CAS writes a Greek-letter symbol next to a letter as one word (2\betay), which LaTeX reads as an
 * unknown command: a space after each command named by a symbol of the expression keeps them apart.
 */
function spaceCommands(latex: string, n: MathNode): string {
  const names = [...symbolNames(n)].filter((s) => /^[a-zA-Z]{2,}$/.test(s));
  if (names.length === 0) return latex;
  return latex.replace(new RegExp(String.raw`\\(${names.join('|')})(?=[a-zA-Z])`, 'g'), '\\$1 ');
}
/** Roots of `expr = 0` (or of an equation node) for one unknown, as the CAS finds them. */
export function casSolve(n: MathNode, x: string): MathNode[] | null {
  const r = box(n).solve(x);
  if (!r || !Array.isArray(r)) return null;
  return (r as unknown as BoxedExpression[]).map(toNode);
}
