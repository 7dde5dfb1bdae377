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
const SEQUENCE = String.raw`(?:(?:soit|let|on\s+pose|on\s+consid[eè]re|if|given(?:\s+that)?|suppose(?:\s+that)?|si)\s+)?(?:(?:la\s+suite|the\s+sequence)\s*(?:\(\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)\s*)?(?:d[ée]finie\s+par|defined\s+by|given\s+by)?\s*:?\s*)?`;
const TERM = String.raw`([a-z])\s*_\s*\{?\s*n\s*\}?`;
const ASK = String.raw`(?:(?:calculer|calculez|compute|calculate|find|determine|d[ée]terminer|donner|give|evaluate|what\s+is)\s+)?(?:(?:the\s+value\s+of|la\s+valeur\s+de)\s+)?`;
const EXPLICIT = new RegExp(
  String.raw`^\s*${SEQUENCE}${TERM}\s*=\s*([^,;:]+?)\s*(?:(?:pour\s+tout|for\s+all|for\s+every)\s+n\s*(?:∈\s*ℕ|in\s+N|>=?\s*0|≥\s*0)?\s*)?[,.;:]\s*${ASK}\1\s*_?\s*\{?\s*(\d+)\s*\}?\s*[.?]?\s*$`,
  'i',
);

/**
 * The question first: "Find the 5th term of the sequence a_n = n² + 1" (in English the first term
 * is a₁; a French « 5e terme » may be u₄, so French names the term), "Find a_4 if a_n = (n + 1)/n".
 */
const ORDINAL_FIRST = new RegExp(
  String.raw`^\s*${ASK}(?:the\s+)?(\d+)\s*(?:st|nd|rd|th)\s+term\s+of\s+${SEQUENCE}${TERM}\s*=\s*([^,;:]+?)\s*[.?]?\s*$`,
  'i',
);
const NAMED_FIRST = new RegExp(
  String.raw`^\s*${ASK}([a-z])\s*_?\s*\{?\s*(\d+)\s*\}?\s*,?\s*(?:if|where|when|given(?:\s+that)?|for|si|o[uù]|sachant\s+que|pour)\s+${SEQUENCE}${TERM}\s*=\s*([^,;:]+?)\s*[.?]?\s*$`,
  'i',
);

/** The three readings as (name, formula, index). */
function termAsked(text: string): { name: string; formula: string; index: string } | null {
  const m = EXPLICIT.exec(text);
  if (m) return { name: m[1], formula: m[2], index: m[3] };
  const o = ORDINAL_FIRST.exec(text);
  if (o) return { name: o[2], formula: o[3], index: o[1] };
  const q = NAMED_FIRST.exec(text);
  return q && q[1].toLowerCase() === q[3].toLowerCase() ? { name: q[3], formula: q[4], index: q[2] } : null;
}

export function readExplicitTerm(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const asked = termAsked(problem.text);
  if (!asked) return null;
  const m = ['', asked.name, asked.formula, asked.index];
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
