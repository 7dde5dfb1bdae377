import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { integrandOf } from './region';
import { planeRegionFrom } from './regionWords';

/**
 * A double integral over a region named after the integral and described in words: "∬_D x dA
 * where D is the disk x² + y² ≤ 4", « ∬_D xy dx dy où D est le triangle de sommets (0, 0),
 * (1, 0), (0, 1) », "Use polar coordinates to evaluate ∬_R (x² + y²) dA, where R is the region
 * between the circles …". The region is read by the plane-region words; the letter under the sign,
 * when written, must be the one described.
 */
const DOUBLE = /∬|\\iint|\bdouble\s+integral\b|\bint[ée]grale\s+double\b|∫\s*∫/i;
const TRIPLE = /∭|\\iiint|\btriple\b|∫\s*∫\s*∫/i;
const DESCRIBED = /\b(?:where|with|and|o[uù]|avec|et)\s+([A-Z])\s*(?:is|est|=|:|denotes|d[ée]signe)\s+(.+?)\s*[.?!]?\s*$/;
const UNDER_SIGN = /(?:∬|\\iint)\s*_\s*\{?\s*([A-Z])(?![A-Za-z])/;

export function readNamedRegionIntegral(problem: ProblemInput): TaskOf<'multiple'> | null {
  const text = problem.text;
  if (!DOUBLE.test(text) || TRIPLE.test(text)) return null;
  const described = DESCRIBED.exec(text);
  if (!described) return null;
  const under = UNDER_SIGN.exec(text);
  if (under && under[1] !== described[1]) return null;
  const region = planeRegionFrom(described[2]);
  if (!region) return null;
  let integrand: string | null;
  try {
    integrand = integrandOf(text, ['x', 'y']);
  } catch {
    return null;
  }
  return integrand ? { kind: 'multiple', integrand, ...region } : null;
}
