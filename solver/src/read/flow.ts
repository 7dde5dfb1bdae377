import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, own, question, type Situation } from './formulaFamilies';

/**
 * A liquid through a pipe, in English and French: the volume flow rate Q = A·v from the
 * cross-section and the speed ("water flows through a pipe of cross-sectional area 0.02 m² at
 * 3 m/s: flow rate?", « débit d'une conduite de section 50 cm² où l'eau circule à 2 m/s »), or the
 * speed or the section from the flow rate. The section is given as an area, or as the pipe's
 * diameter (πD²/4).
 */
const FLOW = /flow(?:\s+|-)?rate|\bdischarge\b|d[ée]bit/i;

export function readFlow({ raw, rest, qs, want }: Situation): TaskOf<'pressure_density'> | null {
  // a round pipe told by its diameter: its section is πD²/4
  const D = of(qs, DIMS.L).filter((q) => /diam|\bØ/i.test(`${own(rest, qs, q)} ${rest.slice(q.end, q.end + 16)}`));
  const A = [...of(qs, DIMS.area), ...D];
  const S = of(qs, DIMS.speed);
  const Q = of(qs, DIMS.flow);
  // a rate in m³/s (or L/min …) is a flow rate whatever it is called
  if (!(FLOW.test(raw) || Q.length === 1) || A.length > 1 || S.length > 1 || Q.length > 1 || qs.length !== 2 || !exactly(qs, A, S, Q) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (A.length) knowns[D.includes(A[0]) ? 'Dm' : 'A'] = A[0].si;
  if (S.length) knowns.v = S[0].si;
  if (Q.length) knowns.Qv = Q[0].si;
  const q = question(raw);
  const w = !Q.length ? (FLOW.test(q) ? 'Qv' : null) : !S.length ? (want === 'v?' || /speed|velocity|vitesse|how\s+fast/i.test(q) ? 'v' : null) : /diam/i.test(q) ? 'Dm' : /area|section|aire/i.test(q) ? 'A' : null;
  return w ? { kind: 'pressure_density', knowns, want: w, unit: { Qv: 'm^3/s', v: 'm/s', A: 'm^2', Dm: 'mm' }[w] ?? '' } : null;
}
