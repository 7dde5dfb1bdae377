import { SolverError } from '../errors';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { semicolonTuples } from '../parse/semicolonTuple';

/**
 * The slope of the line through two points, or the distance between them, in English and French:
 * "find the slope of the line through (2, 3) and (5, 2)", « calculer le coefficient directeur de
 * la droite passant par A(2 ; 5) et B(4 ; 11) », "distance between (1,2) and (4,6)". Read as the
 * number computed from the coordinates, or the midpoint ("midpoint of (−4, 3) and (6, 6)", « coordonnées du
 * milieu du segment [AB] avec A(2 ; 3) et B(5 ; −1) ») as a point; every other word must be one of the question's, otherwise
 * the reader steps aside and the general reader names it.
 */
const ASKED = /\b(slope|gradient|coefficient\s+directeur|pente|distance|longueur|mid-?point|milieu)\b/i;

/** A coordinate: −2, 1.5, 3/4; a decimal comma only where the coordinates are split by a semicolon. */
const DOT_NUMBER = String.raw`[-+−]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
const COMMA_NUMBER = String.raw`[-+−]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?`;
const POINT = new RegExp(String.raw`(?:\b[A-Z]\s*)?\(\s*(${COMMA_NUMBER})\s*;\s*(${COMMA_NUMBER})\s*\)|(?:\b[A-Z]\s*)?\(\s*(${DOT_NUMBER})\s*,\s*(${DOT_NUMBER})\s*\)`, 'g');

/** The words a question about two points is made of; any other word is left to the general reader. */
const QUESTION_WORDS = new Set(`
  find the a what is whats calculate compute determine give how do you of line lines through passing passes joining connecting
  containing between points point and for given segment straight with coordinates length exact value
  calculer calculez calcule determiner determinez determine donner quel quelle est le la les de des du d l droite
  passant par joignant entre points point et segment longueur valeur exacte
  slope gradient coefficient directeur pente distance please help svp avec soit on dans un une plan repere orthonorme where if two deux en to from
  midpoint mid milieu coordonnees coordinates les ses its du extremites endpoints ends at
  donne donnes considere given consider trouver trouvez donnez
  norme norm magnitude vecteur vector vec overrightarrow
`.trim().split(/\s+/));

/** The origin named in words, as the second point. */
const ORIGIN = /(?<![\p{L}])(?:origin|origine)(?![\p{L}])/iu;

/** \vec{AB}, \overrightarrow{AB}, ‖AB‖, « le vecteur AB », 'the vector AB': the vector between two points named. */
const NAMED_VECTOR = /\\(?:vec|overrightarrow)\s*\{\s*([A-Z])\s*([A-Z])\s*\}|(?:‖|\|\|)\s*([A-Z])([A-Z])\s*(?:‖|\|\|)|\b(?:vecteur|vector)\s+([A-Z])([A-Z])\b/;
const NORM_WORD = /\b(?:norme|norm|magnitude|longueur|length)\b|‖|\|\|/i;

/**
 * « la norme du vecteur \vec{AB} avec A(1 ; 2) et B(4 ; 6) », ‖AB‖: the length of the vector
 * between the two points, their distance; only when both points are named by its letters.
 */
function namedVectorNorm(raw: string): boolean {
  const v = NAMED_VECTOR.exec(raw);
  if (!v || !NORM_WORD.test(raw)) return false;
  const [a, b] = [v[1] ?? v[3] ?? v[5], v[2] ?? v[4] ?? v[6]];
  return a !== b && [a, b].every((name) => new RegExp(String.raw`(?<![\p{L}])${name}\s*\(`, 'u').test(raw));
}

const coordinate = (s: string): string => s.replace(/\s+/g, '').replace('−', '-').replace(',', '.');
const minus = (a: string, b: string): string => `${a} - ${b.startsWith('-') ? `(${b})` : b}`;

export function readTwoPoints(problem: ProblemInput): TaskOf<'evaluate'> | TaskOf<'vector_algebra'> | SolverError | null {
  // « A(1\,;\,3) », « A(1,5 ; 2) »: the French points read as every other point
  const raw = semicolonTuples(problem.raw ?? problem.text);
  const asked = ASKED.exec(raw)?.[1] ?? (namedVectorNorm(raw) ? 'distance' : null);
  if (!asked) return null;
  const points = [...raw.matchAll(POINT)].map((m) => (m[1] !== undefined ? [m[1], m[2]] : [m[3], m[4]]).map(coordinate));
  // "the distance from (3, 4) to the origin", « la distance du point M(1 ; 2) à l'origine »: the second point is (0, 0)
  const origin = points.length === 1 && ORIGIN.test(raw);
  // in the order written: "from the origin to (4, 6)"
  if (origin) points.splice((ORIGIN.exec(raw)?.index ?? 0) < raw.search(POINT) ? 0 : 1, 0, ['0', '0']);
  if (points.length !== 2) return null;
  // the rest must be the question's words only (point names A, B and (AB), [AB] included)
  const rest = raw.replace(POINT, ' ').replace(origin ? ORIGIN : /$^/, ' ').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, ' ').replace(/\(\s*[A-Z]{2}\s*\)|\[\s*[A-Z]{2}\s*\]|\b[A-Z]{1,2}\b/g, ' ');
  const words = rest.toLowerCase().split(/[^a-z]+/).filter((w) => w !== '');
  if (words.some((w) => !QUESTION_WORDS.has(w)) || /\d/.test(rest)) return null;
  const [[x1, y1], [x2, y2]] = points;
  if (/^(?:mid-?point|milieu)$/i.test(asked)) return { kind: 'vector_algebra', op: 'midpoint', vectors: [[x1, y1], [x2, y2]] };
  if (/^(?:distance|longueur)$/i.test(asked)) {
    return { kind: 'evaluate', expr: `sqrt((${minus(x2, x1)})^2 + (${minus(y2, y1)})^2)`, quantity: 'distance' };
  }
  if (Number(coordinateValue(x1)) === Number(coordinateValue(x2))) {
    return new SolverError('unsupported', text(
      `The line through (${x1}, ${y1}) and (${x2}, ${y2}) is vertical (x = ${x1}): its slope is undefined.`,
      `La droite passant par (${x1} ; ${y1}) et (${x2} ; ${y2}) est verticale (x = ${x1}) : elle n'a pas de coefficient directeur.`,
    ));
  }
  return { kind: 'evaluate', expr: `(${minus(y2, y1)})/(${minus(x2, x1)})`, quantity: 'slope' };
}

/** A coordinate's value, for the vertical-line test only: a/b or a decimal. */
function coordinateValue(c: string): number {
  const [a, b] = c.split('/');
  return b === undefined ? Number(a) : Number(a) / Number(b);
}
