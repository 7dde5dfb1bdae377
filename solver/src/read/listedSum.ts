import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import { bothFit } from '../strategies/series/sumRecognize';

/**
 * "3 + 6 + … + 768": two terms shown and the last fit a progression of step 3 and a geometric
 * sequence of ratio 2 alike (768 = 3 + 255·3 = 3·2⁸). The sums differ, so the problem is refused
 * with both readings named, for a third term to decide.
 */
const TWO_SHOWN = /^\s*(?:(?:the\s+|la\s+)?(?:sum|somme)\s*(?:[A-Z]\s*=)?\s*:?\s*|[A-Z]\s*=\s*)?(\d+(?:\.\d+)?)\s*\+\s*(\d+(?:\.\d+)?)\s*\+\s*(?:\.\.\.|…|⋯|\\[lc]?dots)\s*\+\s*(\d+(?:\.\d+)?)\s*[.?=]?\s*\??\s*$/i;

export function readAmbiguousListedSum(problem: ProblemInput): SolverError | null {
  const m = TWO_SHOWN.exec(problem.text);
  if (!m) return null;
  const [a, b, end] = [m[1], m[2], m[3]].map(Number);
  if (!bothFit(a, b, end)) return null;
  const written = `${m[1]} + ${m[2]} + … + ${m[3]}`;
  return new SolverError('unsupported', {
    en: `We could not tell which sum "${written}" is: its terms fit both an arithmetic sequence (adding ${b - a}) and a geometric one (multiplying by ${b / a}). Write a third term, e.g. ${m[1]} + ${m[2]} + ${2 * b - a} + … or ${m[1]} + ${m[2]} + ${(b * b) / a} + ….`,
    fr: `Nous n'avons pas pu savoir quelle somme est « ${written} » : ses termes conviennent à une suite arithmétique (on ajoute ${b - a}) comme à une suite géométrique (on multiplie par ${b / a}). Écrivez un troisième terme, par exemple ${m[1]} + ${m[2]} + ${2 * b - a} + … ou ${m[1]} + ${m[2]} + ${(b * b) / a} + ….`,
  });
}
