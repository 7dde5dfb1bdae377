import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { Q } from '../cas/rational';
import { parseAscii } from '../strategies/integral/coordinates';
import { multipleAscii } from './multiple';
import { linearCoefficients } from './numbers';
import { semicolonTuples } from '../parse/semicolonTuple';

/**
 * The distance from a point to a plane (or, in the plane, to a line) and the point of the plane
 * closest to it: "distance from (1, 2, 3) to the plane x + 2y + 2z = 4", "shortest distance from the
 * point (1, 0, −2) to the plane …", « distance du point A(1, 2, 3) au plan d'équation … », "the point
 * on the plane 2x − y + z = 1 closest to the origin", « le point du plan … le plus proche de
 * l'origine ». The plane is read as a·x + b·y + c·z = d with number coefficients; anything else
 * is left to other readers.
 */
const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?(?:\/\d+)?`;
const POINT = new RegExp(String.raw`(?:\b[A-Z]\s*)?\(\s*(${NUMBER}(?:\s*[,;]\s*${NUMBER}){1,2})\s*\)`);
const ORIGIN = /\b(?:the\s+)?origin\b|\bl['’]origine\b|\bO\s*\(\s*0\s*,\s*0\s*(?:,\s*0\s*)?\)/i;
const SURFACE = String.raw`\b(?:plane|plan|line|droite)\s*(?:\(\s*\w+\s*\)\s*|(?:[A-ZΠαβγπ]|\\mathcal\s*\{\s*[A-Z]\s*\}|𝒫|𝒬)(?:_?\d)?\s*(?=with\s|of\s|given\s|d['’]|equation|[ée]quation|:))?(?:(?:with\s+|of\s+|given\s+by\s+|d['’]\s*)?(?:equation|[ée]quation)\s*)?:?\s*`;
const EQUATION = String.raw`([-+\d.\s*/xyz]+=[-+\d.\s*/xyz]+?)(?=\s*(?:[,;?]|\.(?!\d)|\bthat\b|\bwhich\b|\bclosest\b|\bnearest\b|\ble\s+plus\b|\bqui\b|\bfrom\b|\bto\b|$))`;
const DISTANCE = /\b(?:distance|shortest\s+distance|minimum\s+distance)\b/i;
const CLOSEST = /\b(?:closest|nearest)\b|\ble\s+plus\s+proche\b/i;

export function readPlaneDistance(problem: ProblemInput): TaskOf<'vector_algebra'> | null {
  // « A(1,5 ; 2 ; 0,5) »: with semicolons between the coordinates, their commas are decimal commas
  const text = semicolonTuples(problem.raw.replace(/[−–]/g, '-').replace(/²/g, '^2'));
  const closest = CLOSEST.test(text);
  if (!closest && !DISTANCE.test(text)) return null;
  const eq = new RegExp(SURFACE + EQUATION, 'i').exec(text);
  if (!eq) return null;
  const [lhs, rhs] = eq[1].split('=');
  const rest = text.slice(0, eq.index) + ' ' + text.slice(eq.index + eq[0].length);
  // from a line to the plane: not from the line's point (the line may meet the plane)
  if (/\b(?:line|droite)\b/i.test(rest)) return null;
  const point = POINT.exec(rest);
  const coords = point ? point[1].split(/\s*[,;]\s*/) : ORIGIN.test(rest) ? null : undefined;
  if (coords === undefined) return null;
  let c: number[] | null;
  try {
    c = linearCoefficients(parseAscii(multipleAscii(`(${lhs}) - (${rhs})`)), ['x', 'y', 'z']);
  } catch {
    return null;
  }
  if (!c) return null;
  const n = /z/.test(eq[1]) || (coords?.length ?? 3) === 3 ? 3 : 2;
  const normal = c.slice(1, 1 + n);
  if (normal.every((x) => x === 0) || (n === 2 && c[3] !== 0)) return null;
  const rational = [...normal, -c[0]].map((x) => Q.parse(String(x)));
  const point0 = (coords ?? Array(n).fill('0')).map((x) => Q.parse(x));
  if (rational.some((x) => x === null) || point0.some((x) => x === null) || point0.length !== n) return null;
  return {
    kind: 'vector_algebra',
    op: closest ? 'closest_point' : 'plane_distance',
    vectors: [point0.map((x) => (x as Q).toString()), rational.slice(0, n).map((x) => (x as Q).toString())],
    level: (rational[n] as Q).toString(),
  };
}
