import { SolverError } from '../errors';
import { text } from '../i18n';
import { parseNode } from '../parse/math';
import { toAscii } from '../format/ascii';
import { fraction, lineCoefficients } from './lineCoefficients';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The line through a point parallel or perpendicular to a given line, in English and French:
 * "equation of the line parallel to y = 2x + 3 that passes through (1, 4)", "line through (6, −3)
 * perpendicular to y = 3/2 x + 1", « droite parallèle à d : y = −3x + 1 passant par A(2 ; 5) ».
 * Read as y = m(x − x₀) + y₀ to expand, m the given line's slope (parallel) or −1 over it
 * (perpendicular), the line given as y = … or ax + by = c. A vertical answer (x = x₀) is no
 * formula in x and is refused by name.
 */
const RELATION = /\b(parall[eè]le?|perpendicular|perpendiculaire)\s+(?:to|à|a)\s+(?:the\s+line\s+|la\s+droite\s+)?(?:\(?[a-zA-Z]\d?\)?\s*:\s*)?/i;
const NUM = String.raw`[-+−]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?`;
const POINT = new RegExp(String.raw`(?:through|passing\s+through|passes\s+through|pass\s+through|going\s+through|goes\s+through|containing|contains|passant\s+par|qui\s+passe\s+par|par)\s+(?:the\s+point\s+|le\s+point\s+)?(?:[A-Z]\s*)?\(\s*(${NUM})\s*[,;]\s*(${NUM})\s*\)`, 'i');
/** The given line: an equation in x and y, up to the point's words or the end of the clause. */
const LINE = /^(.+?=.+?)(?=\s*(?:,|;|\.(?:\s|$)|\?|$|\s(?:and|that|which|et|qui|passing|passes|passant|through|going|goes|containing|in\s+slope|sous\s+forme)\b))/i;
/** Words that only frame the request. */
const FRAME = /(?<![\p{L}])(?:find|write|determine|give|what|is|the|an?|equation|of|line|in|slope[\s-]intercept|point[\s-]slope|form|that|which|and|d[ée]terminer|donner|[ée]crire|trouver|l['’]|une?|la|le|de|droite|r[ée]duite|[ée]quation|cart[ée]sienne|sous|forme|et|qui|please|standard)(?![\p{L}])/giu;

export function readLineThroughPoint(problem: ProblemInput): TaskOf<'transform'> | SolverError | null {
  const t = problem.text.replace(/−/g, '-');
  const rel = RELATION.exec(t);
  const point = POINT.exec(t);
  if (!rel || !point) return null;
  const given = LINE.exec(t.slice(rel.index + rel[0].length));
  if (!given) return null;
  // nothing else may be asked: the rest is the request's words
  const rest = t.replace(point[0], ' ').replace(rel[0], ' ').replace(given[1], ' ').replace(FRAME, ' ');
  if (/[\p{L}\d]{2,}/u.test(rest.replace(/\b[A-Z]\b|\(\s*[A-Z]\d?\s*\)|\bd\d?\b/g, ' '))) return null;
  const [lhs, rhs] = given[1].split('=');
  const line = lineCoefficients(lhs, rhs);
  if (!line) return null;
  const { a, b } = line;
  const perpendicular = /^perp/i.test(rel[1]);
  const [x0, y0] = [point[1], point[2]].map((c) => c.replace(/\s+/g, '').replace(',', '.'));
  const vertical = perpendicular ? Math.abs(a) < 1e-12 : Math.abs(b) < 1e-12;
  if (vertical || (Math.abs(a) < 1e-12 && Math.abs(b) < 1e-12)) {
    return new SolverError('unsupported', text(
      `The line asked is vertical, x = ${x0}: it has no equation y = mx + p, and is not computed here.`,
      `La droite demandée est verticale, x = ${x0} : elle n'a pas d'équation y = mx + p, et n'est pas calculée ici.`,
    ));
  }
  const slope = fraction(perpendicular ? b / a : -a / b);
  if (slope === null) return null;
  const expr = toAscii(parseNode(`(${slope})*(x - (${x0})) + (${y0})`));
  return {
    kind: 'transform', op: 'expand', expr,
    line: { relation: perpendicular ? 'perpendicular' : 'parallel', to: line.equation, point: [x0, y0] },
  };
}
