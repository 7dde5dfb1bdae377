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
export const casLatex = (n: MathNode): string => box(n).latex;
/** Roots of `expr = 0` (or of an equation node) for one unknown, as the CAS finds them. */
export function casSolve(n: MathNode, x: string): MathNode[] | null {
  const r = box(n).solve(x);
  if (!r || !Array.isArray(r)) return null;
  return (r as unknown as BoxedExpression[]).map(toNode);
}
