import type { TaskOf } from '../task/task';
import { evaluateReal } from '../verify/numeric';

/** An area asked in words: "the area under y = …", « l'aire sous la courbe », "the area between the curve and the x-axis". */
const AREA = /(?<!\p{L})(?:area|aire)(?!\p{L})/iu;
/** The signed integral named as such, or another measure called an area. */
const SIGNED = /\b(?:net|signed)\s+area\b|\baire\s+alg[ée]brique\b|\bsurface\s+area\b|\baire\s+(?:lat[ée]rale|de\s+(?:la\s+)?surface)\b/i;

/**
 * An area is never negative: where the curve dips below the x-axis between the bounds, "the area
 * under y = sin x from 0 to 2π" is ∫|sin x| dx = 4, not the signed integral 0 (answered, verified).
 * The integrand is sampled across the bounds; a definite integral whose integrand is negative
 * somewhere becomes the integral of its absolute value. Bounds or an integrand with a parameter,
 * or infinite bounds, are left as read.
 */
export function asGeometricArea(task: TaskOf<'integrate'>, words: string): TaskOf<'integrate'> {
  if (!task.bounds || !AREA.test(words) || SIGNED.test(words) || /^abs\(/.test(task.integrand)) return task;
  const [lo, hi] = [evaluateReal(task.bounds.lo), evaluateReal(task.bounds.hi)];
  if (lo === null || hi === null || !Number.isFinite(lo) || !Number.isFinite(hi) || !(lo < hi)) return task;
  const values = Array.from({ length: 201 }, (_, k) => evaluateReal(task.integrand, { [task.variable]: lo + ((hi - lo) * (k + 0.5)) / 201 }));
  if (values.some((v) => v === null)) return task;
  return values.some((v) => (v as number) < -1e-12) ? { ...task, integrand: `abs(${task.integrand})` } : task;
}
