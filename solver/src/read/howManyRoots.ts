import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readAlgebraPart } from './algebra';

/**
 * The number of solutions of one equation asked: "How many real roots does x² + x + 1 = 0 have?",
 * "How many solutions does the equation … have?", "the number of real zeros of x³ − 3x + 1",
 * « Combien de solutions réelles l'équation … admet-elle ? ». Read as the equation solved over ℝ
 * (over ℂ when complex roots are counted), its solutions then counted: a count is only as sure as
 * the set it counts, which the solve verifier checks for completeness.
 */
const NOUN = String.raw`(?:(?:real|distinct|different|complex|reelles?|distinctes?|complexes?)\s+)*(?:roots?|solutions?|zeros?|zeroes|racines?|x-intercepts?)(?:\s+(?:reelles?|distinctes?|complexes?))*`;
const ASKED = [
  new RegExp(String.raw`^\s*how\s+many\s+(${NOUN})\s+(?:does|do|can|will)\s+(?:the\s+(?:equation|polynomial|function)\s+)?(.+?)\s+have(\s+(?:on|in|over|for)\s+.+?)?\s*[?.!]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:find|determine|give|what\s+is)?\s*the\s+number\s+of\s+(${NOUN})\s+(?:of|for)\s+(?:the\s+(?:equation|polynomial|function)\s+)?(.+?)\s*[?.!]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*combien\s+(?:de|d')\s*(${NOUN})\s+(?:l['’]\s*equation\s+|le\s+polynome\s+|la\s+fonction\s+)?(.+?)\s+(?:admet|possede|a)(?:(?:-t)?-(?:elle|il))?\s*[?.!]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:determiner|donner|trouver)?\s*le\s+nombre\s+de\s+(${NOUN})\s+de\s+(?:l['’]\s*equation\s+|du\s+polynome\s+)?(.+?)\s*[?.!]?\s*$`, 'i'),
];

export function readHowManyRoots(problem: ProblemInput): TaskOf<'solve'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  for (const re of ASKED) {
    const m = re.exec(t);
    if (!m) continue;
    const complex = /complex/i.test(m[1]);
    // the zeros of a function named by its graph or its formula (y = x² − 4, f(x) = x³ − x): where it is 0
    const equation = m[2].replace(/^\s*(?:y|[a-zA-Z]\s*\(\s*[a-z]\s*\))\s*=\s*(?=[^=]+$)/, '');
    const read = readAlgebraPart({ ...problem, ...normalize(`solve ${equation}${m[3] ?? ''}${complex ? ' in C' : ''}`) });
    if (!read || read.kind !== 'solve' || read.relations.length !== 1 || read.unknowns.length !== 1 || read.relations[0].op !== '=') return null;
    // a count of the solutions for one unknown among other letters depends on them: not a number
    const [{ lhs, rhs }] = read.relations;
    if (new Set(`${lhs} ${rhs}`.replace(/\b(?:sqrt|sin|cos|tan|exp|ln|log|pi|abs)\b/g, ' ').match(/[a-zA-Z]/g) ?? []).size > 1) return null;
    return { ...read, domain: complex ? { kind: 'complex' } : read.domain.kind === 'interval' ? read.domain : { kind: 'real' }, howMany: true };
  }
  return null;
}
