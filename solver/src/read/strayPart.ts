import { headOf, isRelation, type MathNode } from '../cas/node';
import type { SolverError } from '../errors';
import { toAscii } from '../format/ascii';
import { notRead } from '../parse/command';
import { parseNode } from '../parse/math';
import type { Task } from '../task/task';

/** The kinds whose formula is one expression: what a reader hands them can hold no list and no relation. */
const ONE_EXPRESSION: Partial<Record<Task['kind'], 'integrand' | 'expr'>> = {
  integrate: 'integrand',
  multiple: 'integrand',
  differentiate: 'expr',
  limit: 'expr',
  series: 'expr',
  sum: 'expr',
};

function hasRelation(n: MathNode): boolean {
  if (!Array.isArray(n)) return false;
  return isRelation(headOf(n)) || (n.slice(1) as MathNode[]).some(hasRelation);
}

/**
 * A part of the text a reader swept into the formula it took: "∫_1^∞ x^(−p) dx, p > 1" read with
 * ", p > 1" inside the integrand, a condition inside a limit's expression. The task would state a
 * misreading back, so the problem is refused with that part named instead.
 */
export function strayPart(task: Task): SolverError | null {
  const field = ONE_EXPRESSION[task.kind];
  const formula: unknown = field ? (task as Record<string, unknown>)[field] : undefined;
  if (typeof formula !== 'string') return null;
  let node: MathNode;
  try {
    node = parseNode(formula);
  } catch {
    return null;
  }
  const list = Array.isArray(node) && node[0] === 'List' ? (node.slice(2) as MathNode[]) : null;
  const part = list && list.length > 0 ? list.map(toAscii).join(', ') : hasRelation(node) ? toAscii(node) : null;
  if (part === null) return null;
  return notRead(part);
}
