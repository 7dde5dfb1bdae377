import type { ProblemInput } from '../strategy';
import { MATRIX_OPS, type TaskOf } from '../task/task';
import { plainMatrixProblem } from '../strategies/linalg/matrixStrategy';

type MatrixOp = TaskOf<'matrix'>['op'];
const isOp = (t: string): t is MatrixOp => (MATRIX_OPS as readonly string[]).includes(t);

/** A matrix written out: [[…]], [1 2; 3 4], a LaTeX matrix environment, bars |1 2; 3 4|, A = (1 2 / 3 4). */
const LITERAL = /\[\s*\[|\[[^[\]]*;[^[\]]*\]|\\begin\{[pbvB]?matrix\}|\\begin\{array\}|\|[^|]*;[^|]*\||\([-+\d\s.,/]+(?:(?:;|\s\/\s)[-+\d\s.,/]+)+\)/;

/**
 * "rank of [[1, 2], [2, 4]]", « valeurs propres de A = … », "row reduce A = … to reduced echelon
 * form": one operation on one matrix of numbers, read by the matrix methods' own recogniser (the
 * words around the matrix are all accounted for there). Products, several questions at once,
 * letters in the entries and the other readings of a matrix stay with those methods.
 */
export function readMatrixTask(problem: ProblemInput): TaskOf<'matrix'> | null {
  if (!LITERAL.test(problem.text)) return null;
  const mp = plainMatrixProblem(problem.text);
  if (!mp || !isOp(mp.task) || mp.matrices.length !== 1 || mp.expr.replace(/[\s()]/g, '') !== '⟦0⟧') return null;
  // a kernel's request is read even when it asks nothing more (an eigenvalue, a scaling, P or D)
  const request = mp.request && (mp.request.eigenvalue !== null || mp.request.scale !== null || mp.request.asksD || mp.request.asksP);
  if (mp.tasks || mp.exprs || mp.entry || request || mp.system || mp.split) return null;
  return { kind: 'matrix', op: mp.task, matrix: mp.matrices[0].map((row) => row.map((q) => q.toString())) };
}
