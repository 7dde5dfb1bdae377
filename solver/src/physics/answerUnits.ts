import { DIMS, unitOf, type Unit } from './units';

/**
 * Units an answer may be stated in beyond those the quantity scanner reads: an angle in degrees
 * (the scanner reads "36°" as an angle of its own), a long time in years (365.25 days) and a sound
 * level in decibels (a pure number on a logarithmic scale).
 */
const EXTRA: Record<string, Unit> = { '°': { factor: Math.PI / 180, dim: DIMS.one }, yr: { factor: 365.25 * 86400, dim: DIMS.T }, dB: { factor: 1, dim: DIMS.one } };
export const answerUnit = (written: string): Unit | null => EXTRA[written] ?? unitOf(written);
