import type { Task } from '../task/task';
import type { Solution } from '../types';
import { checkEvidence } from './evidence';

/**
 * The solution with the evidence of its check: the task it was checked against, its answer and
 * what the check saw. Only for an answered task; the verdict (`verified`) is left as it was.
 */
export function withCheck(solution: Solution, task: Task | null): Solution {
  if (!task || !solution.answer || solution.error) return solution;
  const answer = { kind: solution.answer.kind, value: solution.answer.value };
  return { ...solution, check: { task, answer, evidence: checkEvidence(task, answer) } };
}
