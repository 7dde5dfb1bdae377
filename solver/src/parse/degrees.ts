/**
 * Interval bounds in degrees. A bound typed 360° is read as 360*pi/180; bare bounds without π
 * that reach an angle a course measures in degrees (0 ≤ x ≤ 360, [−180, 180]) are degrees too,
 * as no one bounds radians so. Readers, methods, checks and descriptions agree through these.
 */
const TYPED = /^\(?\s*([-+]?\d+(?:\.\d+)?)\s*\*\s*pi\s*\/\s*180\s*\)?$/;
const LANDMARKS = new Set([90, 180, 270, 360, 540, 720]);

/** The number of degrees of a bound written N*pi/180, or null. */
export function typedDegrees(bound: string): string | null {
  return TYPED.exec(bound.trim())?.[1] ?? null;
}

/** Both bounds bare numbers without π, one of them a degree landmark. */
export function landmarkDegrees(lo: string, hi: string): boolean {
  const values = [lo, hi].map((b) => b.trim());
  if (!values.every((v) => /^[-+]?\d+(?:\.\d+)?$/.test(v))) return false;
  return values.some((v) => LANDMARKS.has(Math.abs(Number(v))));
}

/** A bound in degrees as radians, written as a typed degree bound is read. */
export const degreesAsRadians = (bound: string): string => `${bound.trim()}*pi/180`;
