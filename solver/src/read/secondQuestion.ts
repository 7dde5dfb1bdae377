import { SolverError } from '../errors';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';

/**
 * A second question chained after a first about the same function: « calculer la dérivée de f(x) =
 * x e^{-x} puis résoudre f'(x) = 0 », "find the derivative of f(x) = x³ − 5x and find where f'(x) = 0",
 * « calculer f(3) et résoudre f(x) = 7 ». The readers answer one question: read alone, the first
 * would be answered and the second silently dropped, so the problem is refused with the second
 * question named, to be asked on its own.
 */
const FIRST = /(?<!\p{L})(?:d[ée]riv[ée]e|derivative|differentiate|d[ée]river|calculer|calculez|compute|calculate|evaluate|find|determine|d[ée]terminer|trouver)(?!\p{L})/iu;
const LINK = /\s*(?:,\s*)?(?:puis|then|and\s+then|and|et|ensuite|hence|en\s+d[ée]duire)(?!\p{L})\s*/iu;
const SECOND = /^(?:(?:en\s+d[ée]duire|hence)\s+)?(?:r[ée]soudre|r[ée]solvez|solve|find\s+(?:where|when|all\s+x|the\s+values?\s+of\s+x)|d[ée]terminer|trouver|find|calculer)(?!\p{L})[^.;?]*?(?<!\p{L})[a-z]'*\s*\(\s*[a-z]\s*\)\s*(?:=|<|>)[^.;?]*/iu;

export function readSecondQuestion(problem: ProblemInput): SolverError | null {
  const t = problem.text;
  const first = FIRST.exec(t);
  if (!first) return null;
  const link = new RegExp(LINK.source, 'giu');
  link.lastIndex = first.index + first[0].length;
  for (let m = link.exec(t); m; m = link.exec(t)) {
    const second = SECOND.exec(t.slice(m.index + m[0].length));
    if (second) {
      const part = second[0].trim();
      return new SolverError('unsupported', text(
        `This asks two questions; we answer one at a time and could not answer "${part}" together with the first. Ask "${part}" on its own, with the function.`,
        `Il y a deux questions ; nous répondons à une seule à la fois et n'avons pas pu répondre à « ${part} » avec la première. Posez « ${part} » à part, avec la fonction.`,
      ));
    }
  }
  return null;
}
