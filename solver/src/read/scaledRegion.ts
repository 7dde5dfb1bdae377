import { SolverError } from '../errors';
import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { scaledRegion } from './lengthScale';
import { readPlaneRegion } from './planeRegion';
import { NOT_THE_TOTAL, OTHER_MEASURE, readRegion } from './region';
import { namedBody } from './namedBody';
import { letterSolid } from './letterSolid';

/**
 * An integral, an area or a volume over a region whose size is a letter ("the volume of the ball of
 * radius R", « ∬ (x² + y²) dA sur le disque de rayon a », "√(x² + y²) ≤ z ≤ h"): the region readers
 * read it with numbers in place of the letter, and it is kept only as the stretch of one shape.
 */
type Multiple = TaskOf<'multiple'>;

function readWithNumbers(text: string): Multiple | null {
  const problem = normalize(text);
  for (const read of [readRegion, readPlaneRegion]) {
    const task = read(problem);
    if (task && !(task instanceof SolverError)) return task;
  }
  return null;
}

/** The area or the volume of a body named by its shape ("the volume of a cone of radius R and height h"), never a surface's area. */
const MEASURE = /\b(?:volume|area|aire)\b/i;
const SURFACE_AREA = /\bsurface\s+area\b|\blateral\b|\baire\s+(?:lat[ée]rale|de\s+la\s+surface)\b|\bsuperficie\b/i;
/**
 * The method asked with the measure ("use a triple integral to find the volume of …", « à l'aide
 * d'une intégrale double », "in spherical coordinates"): no integral written out, only how to find it.
 */
const METHOD = new RegExp([
  String.raw`\b(?:use|using|with|by|by\s+means\s+of|via)\s+(?:an?\s+)?(?:(?:appropriate|suitable)\s+)?(?:double|triple|multiple|iterated|volume|surface)\s+integrals?(?:\s+to)?\b`,
  String.raw`\b(?:using|by|with)\s+integration\b`,
  String.raw`(?<![\p{L}])(?:[àa]\s+l['’]\s*aide\s+d['’]\s*une|en\s+utilisant\s+une|par\s+une|au\s+moyen\s+d['’]\s*une)\s+int[ée]grale\s+(?:double|triple|multiple)(?![\p{L}])`,
  String.raw`\b(?:(?:in|using)\s+)?(?:spherical|cylindrical|polar)\s+coordinates\b`,
  String.raw`(?<![\p{L}])(?:en|à\s+l['’]aide\s+des|en\s+utilisant\s+les)\s+coordonn[ée]es\s+(?:sph[ée]riques|cylindriques|polaires)(?![\p{L}])`,
].join('|'), 'giu');
/** A size letter that is also a variable of the bounds (a cone of radius r in cylindrical coordinates) would be read as that variable. */
const COORDINATE_LETTERS = ['r', 'x', 'y', 'z'];

export function readScaledRegion(problem: ProblemInput): Multiple | null {
  const scaled = scaledRegion(problem.raw, readWithNumbers);
  if (scaled) return scaled;
  const raw = problem.raw.replace(METHOD, ' ');
  if (!MEASURE.test(raw) || SURFACE_AREA.test(raw) || OTHER_MEASURE.test(raw) || NOT_THE_TOTAL.test(raw) || /∫|∬|∭|\\i+nt|\bintegral|int[ée]grale|\bdensit|masse?\b/i.test(raw)) return null;
  const solid = /\bvolume\b/i.test(raw);
  const several = solid ? letterSolid(raw) : null;
  if (several) return several;
  const body = namedBody(raw);
  // a volume is a solid's, an area a lamina's: "the area of a sphere" is no disc
  if (!body || (body.bounds.length === 3) !== solid) return null;
  if (body.coordinates && Object.values(body.size).some((v) => COORDINATE_LETTERS.includes(v))) return null;
  return { kind: 'multiple', integrand: '1', bounds: body.bounds, ...(body.coordinates ? { coordinates: body.coordinates } : {}) };
}
