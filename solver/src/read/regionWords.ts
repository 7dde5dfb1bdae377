import { SolverError } from '../errors';
import { normalize } from '../parse/normalize';
import type { TaskOf } from '../task/task';
import { readMultiple } from './multiple';
import { readPlaneRegion } from './planeRegion';
import { readBetweenCurves, readRegion } from './region';

type Multiple = TaskOf<'multiple'>;
/** The bounds, their coordinates, the centre of polar coordinates taken about another point than the origin (a disk centred at (1, 3)), and the inequalities as read. */
export type PlaneRegion = { bounds: Multiple['bounds']; coordinates?: Multiple['coordinates']; centre?: Multiple['centre']; region?: Multiple['region'] };

const READERS = [readPlaneRegion, readMultiple, readRegion, readBetweenCurves];

/**
 * A plane region named in words ("the disk x² + y² ≤ 4", "the triangle with vertices …", "the
 * square [0, 1] × [0, 1]", "the region bounded by y = x and y = x²"), read as the region readers
 * read the area of it; a circle x² + y² = R names the disk it bounds. Null when none reads it.
 */
export function planeRegionFrom(words: string): PlaneRegion | null {
  // a circle named by its radius ("the circle of radius 2 centred at the origin", « le cercle de centre O et de rayon R ») bounds its disk too
  const disk = words.replace(/\b(?:circle|cercle)\s+(x\s*(?:\^\s*2|²)\s*\+\s*y\s*(?:\^\s*2|²))\s*=\s*/i, 'disk $1 <= ').replace(/\bcircle\b(?=[^.;]*\bradius\b)/i, 'disk').replace(/\bcercle\b(?=[^.;]*\brayon\b)/i, 'disque');
  const problem = normalize(`area of the ${disk.replace(/^\s*(?:the|a|an|le|la|l['’])\s+/i, '')}`);
  for (const read of READERS) {
    const found = read(problem);
    if (found && !(found instanceof SolverError) && found.bounds.length === 2 && found.integrand === '1') return { bounds: found.bounds, ...(found.coordinates ? { coordinates: found.coordinates } : {}), ...(found.centre ? { centre: found.centre } : {}), ...(found.region ? { region: found.region } : {}) };
  }
  return null;
}
