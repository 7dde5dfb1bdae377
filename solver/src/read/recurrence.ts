import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { freeVars } from '../strategies/derivative/expr';
import { parseAscii } from '../strategies/integral/coordinates';
import { multipleAscii } from './multiple';

/**
 * The limit of a sequence defined by a recurrence: "u₀ = 0 et u_{n+1} = √(2 + uₙ), déterminer la
 * limite", "a_(n+1) = a_n/2 + 1 with a_0 = 5: limit?". The step is read as a map x ↦ f(x) and
 * the first term with its index; a recurrence that uses n itself or two earlier terms is left unread.
 */
const ASKS_LIMIT = /\b(?:limit|limite|converges?|convergente?|tend\w*|lim)\b/i;
const STOP = String.raw`(?=\s*(?:[,;:]|\.\s|\.?$|\s(?:and|et|with|avec|where|o[uù]|for|pour|then|puis)[\s,]))`;

export function readRecurrence(problem: ProblemInput): TaskOf<'recurrence'> | null {
  const text = problem.text;
  if (!ASKS_LIMIT.test(text)) return null;
  const rec: Step | null = new RegExp(String.raw`(?<![A-Za-z])([a-z])_?\s*[{(]\s*n\s*\+\s*1\s*[})]\s*=\s*(.+?)${STOP}`, 'i').exec(text) ?? previousTerm(text);
  if (!rec) return null;
  const name = rec[1];
  const first = new RegExp(String.raw`(?<![A-Za-z])${name}_?\s*[{(]?\s*(\d)\s*[})]?\s*=\s*(.+?)${STOP}`, 'i').exec(text);
  if (!first) return null;
  const current = rec.previous ? previousIndex(name) : new RegExp(String.raw`(?<![A-Za-z])${name}_?\s*(?:\{\s*n\s*\}|\(\s*n\s*\)|n)(?![A-Za-z(])`, 'g');
  try {
    const map = multipleAscii(rec[2].replace(current, '(x)'));
    const start = multipleAscii(first[2]);
    if ([...freeVars(parseAscii(map))].some((v) => v !== 'x') || freeVars(parseAscii(start)).size > 0) return null;
    return { kind: 'recurrence', name, map, start: Number(first[1]), first: start };
  } catch {
    return null;
  }
}

/** u_{n−1} (or u(n − 1)): the earlier term when the step is written from n − 1 to n. */
const previousIndex = (name: string): RegExp => new RegExp(String.raw`(?<![A-Za-z])${name}_?\s*[{(]\s*n\s*-\s*1\s*[})]`, 'g');

/** « u_n = −(2/3)u_{n−1} + 2 pour n ⩾ 1 »: the same recurrence written one index lower, read as the step from u_{n−1} to u_n. */
type Step = RegExpExecArray & { previous?: true };

function previousTerm(text: string): Step | null {
  const m = new RegExp(String.raw`(?<![A-Za-z])([a-z])_?\s*(?:\{\s*n\s*\}|\(\s*n\s*\)|n)\s*=\s*(.+?)${STOP}`, 'i').exec(text);
  if (!m || !previousIndex(m[1]).test(m[2])) return null;
  return Object.assign(m, { previous: true as const });
}
