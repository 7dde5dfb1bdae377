import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * A liquid through a pipe, in English and French: the volume flow rate Q = A·v from the
 * cross-section and the speed ("water flows through a pipe of cross-sectional area 0.02 m² at
 * 3 m/s: flow rate?", « débit d'une conduite de section 50 cm² où l'eau circule à 2 m/s »), or the
 * speed or the section from the flow rate. The section is given as an area.
 */
const FLOW = /flow(?:\s+|-)?rate|\bdischarge\b|d[ée]bit/i;

export function readFlow({ raw, rest, qs, want }: Situation): TaskOf<'pressure_density'> | null {
  const A = of(qs, DIMS.area);
  const S = of(qs, DIMS.speed);
  const Q = of(qs, DIMS.flow);
  if (!FLOW.test(raw) || A.length > 1 || S.length > 1 || Q.length > 1 || qs.length !== 2 || !exactly(qs, A, S, Q) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (A.length) knowns.A = A[0].si;
  if (S.length) knowns.v = S[0].si;
  if (Q.length) knowns.Qv = Q[0].si;
  const q = question(raw);
  const w = !Q.length ? (FLOW.test(q) ? 'Qv' : null) : !S.length ? (want === 'v?' ? 'v' : null) : /area|section|aire/i.test(q) ? 'A' : null;
  return w ? { kind: 'pressure_density', knowns, want: w, unit: { Qv: 'm^3/s', v: 'm/s', A: 'm^2' }[w] ?? '' } : null;
}
