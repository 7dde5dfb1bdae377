import { SolverError } from '../errors';
import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { lengthLetter, scaledRegion } from './lengthScale';
import { readPlaneRegion } from './planeRegion';
import { NOT_THE_TOTAL, OTHER_MEASURE, readRegion } from './region';
import { namedBody } from './namedBody';

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

export function readScaledRegion(problem: ProblemInput): Multiple | null {
  const scaled = lengthLetter(problem.raw) ? scaledRegion(problem.raw, readWithNumbers) : null;
  if (scaled) return scaled;
  if (!MEASURE.test(problem.raw) || SURFACE_AREA.test(problem.raw) || OTHER_MEASURE.test(problem.raw) || NOT_THE_TOTAL.test(problem.raw) || /∫|∬|∭|\\i+nt|\bintegral|int[ée]grale/i.test(problem.raw)) return null;
  const body = namedBody(problem.raw);
  const solid = /\bvolume\b/i.test(problem.raw);
  // a volume is a solid's, an area a lamina's: "the area of a sphere" is no disc
  if (!body || (body.bounds.length === 3) !== solid) return null;
  return { kind: 'multiple', integrand: '1', bounds: body.bounds, ...(body.coordinates ? { coordinates: body.coordinates } : {}) };
}
