import { freeSymbols, type MathNode } from '../cas/node';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * A term of a sequence given by its explicit formula: "u_n = 2n + 3, calculer u_5", « Soit la suite
 * (u_n) définie par u_n = n² − 1. Calculer u_{10} », "a_n = 3n - 1. Find a_4". The term is the
 * formula at that n: a value to compute.
 */
const SEQUENCE = String.raw`(?:(?:soit|let|on\s+pose|on\s+consid[eè]re)\s+)?(?:(?:la\s+suite|the\s+sequence)\s*(?:\(\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)\s*)?(?:d[ée]finie\s+par|defined\s+by|given\s+by)?\s*:?\s*)?`;
const TERM = String.raw`([a-z])\s*_\s*\{?\s*n\s*\}?`;
const ASK = String.raw`(?:(?:calculer|calculez|compute|calculate|find|determine|d[ée]terminer|donner|give|evaluate|what\s+is)\s+)?(?:(?:the\s+value\s+of|la\s+valeur\s+de)\s+)?`;
const EXPLICIT = new RegExp(
  String.raw`^\s*${SEQUENCE}${TERM}\s*=\s*([^,;:]+?)\s*(?:(?:pour\s+tout|for\s+all|for\s+every)\s+n\s*(?:∈\s*ℕ|in\s+N|>=?\s*0|≥\s*0)?\s*)?[,.;:]\s*${ASK}\1\s*_?\s*\{?\s*(\d+)\s*\}?\s*[.?]?\s*$`,
  'i',
);

export function readExplicitTerm(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const m = EXPLICIT.exec(problem.text);
  if (!m) return null;
  let node: MathNode;
  try {
    node = parseNode(m[2]);
  } catch {
    return null;
  }
  // the formula is in n alone: another letter is a parameter or another sequence, not read here
  const letters = [...freeSymbols(node)];
  if (letters.length !== 1 || letters[0] !== 'n') return null;
  return { kind: 'evaluate', expr: toAscii(node).replace(/(?<![A-Za-z])n(?![A-Za-z])/g, `(${m[3]})`) };
}
