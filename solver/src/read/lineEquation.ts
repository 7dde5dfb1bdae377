import { SolverError } from '../errors';
import { text } from '../i18n';
import { Q } from '../cas/rational';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The equation of the line through two points, or through one point with a given slope, in English
 * and French: "Find the equation of the line through (1, 2) and (3, 8)", "the line passing through
 * (1, 2) with slope 3", « l'équation de la droite passant par A(1 ; 2) et B(3 ; 8) », « … de
 * coefficient directeur −2 ». Read as y = m(x − x₁) + y₁ to expand, m from the two points; a
 * vertical line (x = x₁) is no formula in x and is refused by name.
 */
const NUM = String.raw`[-+−]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?`;
const POINT = String.raw`(?:[A-Z]\s*)?\(\s*(${NUM})\s*[,;]\s*(${NUM})\s*\)`;
const ASKS = /\b(?:equation|[ée]quation|line|droite)\b/i;
const THROUGH = String.raw`(?:through|passing\s+through|that\s+passes\s+through|which\s+passes\s+through|going\s+through|containing|joining|connecting|passant\s+par|qui\s+passe\s+par)\s+(?:the\s+points?\s+|les\s+points\s+|le\s+point\s+)?`;
const TWO_POINTS = new RegExp(String.raw`${THROUGH}${POINT}\s*(?:and|et|,)\s*${POINT}`, 'i');
const ONE_POINT_SLOPE = new RegExp(String.raw`${THROUGH}${POINT}\s*,?\s*(?:with|of|having|and|de|avec|et)\s+(?:a\s+|the\s+|une?\s+|le\s+|pour\s+)?(?:slope|gradient|pente|coefficient\s+directeur)\s*(?:of|is|=|:|de|egale?\s+a)?\s*(${NUM})`, 'i');
const SLOPE_FIRST = new RegExp(String.raw`(?:with|of|having|de|avec)\s+(?:a\s+|the\s+|une?\s+|le\s+|pour\s+)?(?:slope|gradient|pente|coefficient\s+directeur)\s*(?:of|is|=|:|de)?\s*(${NUM})\s*,?\s*(?:and\s+|et\s+)?${THROUGH}${POINT}`, 'i');
/** Only the request's words may be left once the points and the slope are read. */
const FRAME = /(?<![\p{L}])(?:find|write|determine|give|what|is|the|an?|equation|of|line|in|slope[\s-]intercept|point[\s-]slope|form|that|which|and|d[ée]terminer|donner|[ée]crire|trouver|l['’]|une?|la|le|de|droite|r[ée]duite|[ée]quation|cart[ée]sienne|sous|forme|et|qui|please|straight)(?![\p{L}])/giu;

const rational = (s: string): Q | null => Q.parse(s.replace(/−/g, '-').replace(/\s+/g, '').replace(',', '.'));

export function readLineEquation(problem: ProblemInput): TaskOf<'transform'> | null {
  const t = problem.text.normalize('NFC');
  if (!ASKS.test(t) || /\b(?:parall|perpendic|tangent|normal)/i.test(t)) return null;
  const two = TWO_POINTS.exec(t);
  const pointThenSlope = two ? null : ONE_POINT_SLOPE.exec(t);
  const slopeThenPoint = two || pointThenSlope ? null : SLOPE_FIRST.exec(t);
  const m = two ?? pointThenSlope ?? slopeThenPoint;
  if (!m) return null;
  if (/[\p{L}\d]{2,}/u.test(t.replace(m[0], ' ').replace(FRAME, ' ').replace(/\b[A-Z]\b/g, ' '))) return null;
  const numbers = m.slice(1).map(rational);
  if (numbers.some((q) => q === null)) return null;
  const q = numbers as Q[];
  const [x1, y1, x2, y2] = q;
  let slope: Q;
  let point: [Q, Q];
  if (two) {
    if (x2.sub(x1).isZero()) {
      throw new SolverError('unsupported', text(
        `The line through these two points is vertical (x = ${x1.toString()}): it is no function of x, so it has no equation y = mx + p.`,
        `La droite passant par ces deux points est verticale (x = ${x1.toString()}) : ce n'est pas une fonction de x, elle n'a pas d'équation y = mx + p.`,
      ));
    }
    slope = y2.sub(y1).div(x2.sub(x1));
    point = [x1, y1];
  } else {
    [slope, point] = slopeThenPoint ? [q[0], [q[1], q[2]]] : [q[2], [q[0], q[1]]];
  }
  const points: Array<[string, string]> = two ? [[x1.toString(), y1.toString()], [x2.toString(), y2.toString()]] : [[point[0].toString(), point[1].toString()]];
  const factor = slope.isInt() ? slope.toString() : `(${slope.toString()})`;
  const shift = point[0].isZero() ? 'x' : point[0].sign() < 0 ? `(x + ${point[0].neg().toString()})` : `(x - ${point[0].toString()})`;
  const lift = point[1].isZero() ? '' : point[1].sign() < 0 ? ` - ${point[1].neg().toString()}` : ` + ${point[1].toString()}`;
  return {
    kind: 'transform',
    op: 'expand',
    expr: `${factor}*${shift}${lift}`,
    through: { points, ...(two ? {} : { slope: slope.toString() }) },
  };
}
