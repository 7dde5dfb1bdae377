import { freeSymbols, type MathNode } from '../../cas/node';
import type { Command } from '../../parse/command';
import type { ProblemInput } from '../../strategy';
import { asRelation, chooseUnknown, readAlgebra, type Relation } from './common';

/** An equation or inequality in one unknown, as the equation strategies read it. */
export interface OneUnknown {
  x: string;
  rel: Relation;
  cmd: Command;
  complex: boolean;
}

/**
 * The relation of the problem (a bare expression with "solve"/"roots of" means expr = 0), when it
 * has exactly one unknown. Other letters make it a literal equation: left to the general fallback.
 */
export function readOneUnknown(problem: ProblemInput): OneUnknown | null {
  const input = readAlgebra(problem);
  if (!input) return null;
  const { node, cmd } = input;
  let rel = asRelation(node);
  if (!rel) {
    if (cmd.task !== 'solve') return null;
    if (Array.isArray(node) && ['List', 'And', 'Or'].includes(node[0] as string)) return null;
    rel = { op: 'Equal', lhs: node, rhs: 0 };
  }
  const x = chooseUnknown(node, cmd);
  if (!x) return null;
  const syms = freeSymbols(node);
  if (syms.size !== 1 || !syms.has(x)) return null;
  return { x, rel, cmd, complex: cmd.domain?.kind === 'complex' };
}

/** Whether a node contains a head anywhere (e.g. 'Sqrt', 'Abs'). */
export function containsHead(n: MathNode, heads: string[]): boolean {
  if (!Array.isArray(n)) return false;
  if (heads.includes(n[0] as string)) return true;
  return n.slice(1).some((a) => containsHead(a as MathNode, heads));
}
