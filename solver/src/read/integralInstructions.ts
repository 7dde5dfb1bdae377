import type { SolverError } from '../errors';
import { normalizeText } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readMultiple } from './multiple';

/**
 * An iterated integral with the method asked around it, or named: "Evaluate the iterated integral ∫…", "Sketch the
 * domain of integration, and calculate the iterated integral ∫…", "reverse the order and evaluate ∫…",
 * "Sketch the region and reverse the order of integration: ∫…", "Evaluate ∫… by converting to polar
 * coordinates", « inverser l'ordre d'intégration et calculer ∫… », « intervertir l'ordre d'intégration puis
 * calculer ∫… », « en inversant l'ordre d'intégration, calculer ∫… ». The value is the same whichever
 * way it is computed, and the method takes the way the integral calls for (reversed order when the
 * inner integral has no elementary antiderivative, polar coordinates for a disk), so the words go
 * and the integral is read as written.
 */
const NAMED = /^\s*(?:(?:sketch|draw)\s+the\s+(?:region|domain)(?:\s+of\s+integration)?\s*,?\s*(?:and|then)\s+|(?:esquisser|dessiner|repr[ée]senter)\s+le\s+domaine(?:\s+d['’]\s*int[ée]gration)?\s*,?\s*(?:et|puis)\s+)?(?:evaluate|compute|calculate|calculer|[ée]valuer)\s+(?:the\s+iterated\s+integral|l['’]int[ée]grale\s+it[ée]r[ée]e)\s*:?\s*(?=∫|\\int|int\b)/i;
const BEFORE = /^\s*(?:(?:sketch|draw)\s+the\s+region(?:\s+of\s+integration)?\s*(?:,\s*|and\s+))?(?:(?:then\s+|by\s+|after\s+)?(?:reverse|reversing|change|changing|switch|switching|interchange|interchanging)\s+the\s+order(?:\s+of\s+integration)?|(?:(?:esquisser|dessiner)\s+le\s+domaine\s+(?:et|puis)\s+|en\s+)?(?:inverser|intervertir|permuter|[ée]changer|changer|inversant|intervertissant|permutant|[ée]changeant|changeant)\s+l['’]\s*ordre(?:\s+d['’]\s*int[ée]gration)?)\s*(?:,\s*)?(?:(?:and\s+|then\s+|et\s+|puis\s+)?(?:evaluate|compute|calculate|calculer|[ée]valuer)(?:\s+the\s+integral|\s+l['’]\s*int[ée]grale)?)?\s*:?\s*(?=∫|\\int|int\b)/i;
const AFTER = /\s*,?\s*(?:by\s+(?:converting|changing|switching|transforming)\s+to|after\s+converting\s+to|en\s+passant\s+en)\s+(?:polar|cylindrical|spherical|polaires?|cylindriques?|sph[ée]riques?)(?:\s+coordinates|\s+coordonn[ée]es)?\s*[.?!]?\s*$|\s*,?\s*en\s+coordonn[ée]es\s+(?:polaires|cylindriques|sph[ée]riques)\s*[.?!]?\s*$/i;

export function readInstructedIterated(problem: ProblemInput): TaskOf<'multiple'> | SolverError | null {
  // the words are read around the formula, LaTeX's $ delimiters set aside
  const typed = problem.raw.replace(/\$+/g, ' ').trim();
  const raw = typed.replace(NAMED, '').replace(BEFORE, '').replace(AFTER, '');
  if (raw === typed) return null;
  return readMultiple({ ...problem, raw, text: normalizeText(raw) });
}
