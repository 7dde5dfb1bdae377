import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';
import { INDEX } from './refraction';

/**
 * Laws met in every physics course, read from the words that name them, in English and French:
 * a simple pendulum's period (T = 2π√(L/g), or its length from the period), a photon's energy
 * (E = hc/λ or E = hf, « énergie d'un photon de longueur d'onde 600 nm ») and the critical angle
 * of total internal reflection (sin θc = n₂/n₁, air counted 1.00 when named without an index).
 */
type Waves = TaskOf<'waves'>;

const PENDULUM = /pendul/i;
/** A simple pendulum: its period from its length, or its length from its period. */
export function readPendulum({ raw, rest, qs, g }: Situation): Waves | null {
  const L = of(qs, DIMS.L);
  const T = of(qs, DIMS.T);
  // the bob's mass may be given: the period does not depend on it
  if (!PENDULUM.test(raw) || L.length + T.length !== 1 || !exactly(qs, L, T, of(qs, DIMS.M)) || of(qs, DIMS.M).length > 1 || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  if (L.length && /period|p[ée]riode|how\s+long|time\s+(?:for|of)\s+(?:one|an?|each)\s+(?:swing|oscillation|cycle)|dur[ée]e\s+d'une\s+oscillation/i.test(q)) return { kind: 'waves', knowns: { Lpd: L[0].si, g }, want: 'Tpd', unit: 's' };
  if (T.length && /length|how\s+long\s+(?:is|must|should)|longueur/i.test(q)) return { kind: 'waves', knowns: { Tpd: T[0].si, g }, want: 'Lpd', unit: 'm' };
  return null;
}

const PHOTON = /photon|quantum\s+of\s+light|quantum\s+of\s+energy|quantum\s+d'[ée]nergie/i;
/** A photon's energy from its wavelength or its frequency (joules, or electronvolts when asked). */
export function readPhoton({ raw, rest, qs }: Situation): Waves | null {
  const L = of(qs, DIMS.L);
  const F = of(qs, DIMS.freq).filter((x) => /Hz$/.test(x.unit));
  const E = of(qs, DIMS.energy);
  if (!PHOTON.test(raw) || qs.length !== 1 || !exactly(qs, L, F, E) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  const eV = /\bin\s+eV\b|\ben\s+eV\b|electron[\s-]?volts?|[ée]lectron[\s-]?volts?/i.test(q);
  if ((L.length || F.length) && /\benergy\b|[ée]nergie/i.test(q)) {
    return { kind: 'waves', knowns: L.length ? { lam: L[0].si } : { fph: F[0].si }, want: 'Eph', unit: eV ? 'eV' : 'J' };
  }
  if (E.length && /wavelength|longueur\s+d'onde/i.test(q)) return { kind: 'waves', knowns: { Eph: E[0].si }, want: 'lam', unit: 'nm' };
  if (E.length && /frequency|fr[ée]quence/i.test(q)) return { kind: 'waves', knowns: { Eph: E[0].si }, want: 'fph', unit: 'Hz' };
  return null;
}

const CRITICAL = /critical\s+angle|angle\s+(?:limite|critique)(?:\s+de\s+r[ée]fraction)?/i;
const AIR = /\bair\b|\bvacuum\b|\bvide\b|l['’]air/i;
/** The critical angle from the indices of the denser medium and of the one beyond (air 1.00). */
export function readCriticalAngle({ raw, rest, qs }: Situation): Waves | null {
  if (!CRITICAL.test(raw) || qs.length !== 0 || !CRITICAL.test(question(raw))) return null;
  const indices = [...rest.matchAll(INDEX)].map((m) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, n: Number(m[1].replace(',', '.')) }));
  let left = rest;
  for (const x of [...indices].sort((a, b) => b.at - a.at)) left = `${left.slice(0, x.at)} ${left.slice(x.end)}`;
  if (/\d/.test(left) || indices.length < 1 || indices.length > 2 || indices.some((x) => !(x.n >= 1 && x.n < 5))) return null;
  const [n1, n2] = indices.length === 2 ? [Math.max(indices[0].n, indices[1].n), Math.min(indices[0].n, indices[1].n)] : AIR.test(raw) ? [indices[0].n, 1] : [NaN, NaN];
  // total internal reflection only from the denser medium: light said to go from the less dense one has none
  const fromLessDense = indices.length === 2 && indices[0].at < indices[1].at && indices[0].n < indices[1].n && /\bfrom\b|\bde\s+l|\bdu\b|\bpasse\s+de/i.test(raw);
  const fromAir = indices.length === 1 && /(?:from|de)\s+(?:the\s+)?(?:l['’])?air\b/i.test(rest);
  if (!(n1 > n2) || fromLessDense || fromAir) return null;
  return { kind: 'waves', knowns: { n1, n2 }, want: 'thc', unit: '°' };
}
