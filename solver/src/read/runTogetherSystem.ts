import { freeSymbols } from '../cas/node';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import { recognizeLinearSystem } from '../strategies/linalg/systemRecognize';
import type { Relation, TaskOf } from '../task/task';
import { relationOf } from './algebra';

/**
 * A system of linear equations the general reading could not take apart: equations typed one
 * after the other with nothing between them (`x + y + z = 4 x − 2y − z = 1 …`, the line breaks
 * lost), numbered « (1) (2) », or pasted as « beginarrayl … endarray ». The system's recogniser
 * cuts it where each right-hand side ends; every equation must then be linear and read whole.
 */
export function readRunTogetherSystem(problem: ProblemInput): TaskOf<'solve'> | null {
  if ((problem.text.match(/=/g) ?? []).length < 2) return null;
  const rec = recognizeLinearSystem(problem.raw);
  if (!rec || rec.leastSquares || rec.count) return null;
  const relations: Relation[] = [];
  const letters = new Set<string>();
  for (const eq of rec.equations) {
    let node;
    try {
      node = parseNode(eq.source);
    } catch {
      return null;
    }
    const r = relationOf(node);
    if (!r || r.op !== '=') return null;
    relations.push(r);
    for (const s of freeSymbols(node)) letters.add(s);
  }
  return { kind: 'solve', relations, unknowns: [...letters].sort(), domain: { kind: 'real' } };
}
