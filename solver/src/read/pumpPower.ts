import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';
import { freshWater } from './floating';

/**
 * A pump lifting a liquid, in English and French: the power given to the liquid is ρ g Q h (the
 * hydraulic power), and the power the pump takes is that over its efficiency when one is given. The
 * flow is a rate (20 L/s, 36 m³/h) or a volume told per unit of time ("500 L of water per minute",
 * « 600 L par minute »); the liquid is fresh water unless its density is given.
 */
type Mech = TaskOf<'mechanics'>;

const PUMP = /\bpump|\bpompe/i;
const PER_TIME: Array<[RegExp, number]> = [[/^\s*(?:of\s+\w+\s+)?(?:per|a|each|every|par|chaque)\s+(?:second|seconde)\b/i, 1], [/^\s*(?:of\s+\w+\s+)?(?:per|a|each|every|par|chaque)\s+minute\b/i, 60], [/^\s*(?:of\s+\w+\s+)?(?:per|an?|each|every|par|chaque)\s+(?:hour|heure)\b/i, 3600]];
const POWER = /power|puissance|\bwatts?\b|\bkW\b/i;
/** The power taken by the pump (its motor's), not the power given to the water. */
const INPUT = /\binput\b|\bshaft\b|\bmotor\b|absorb|consum|electric|moteur|absorb[ée]e|consomm|[ée]lectrique|required\s+by\s+the\s+(?:pump|motor)/i;

export function readPumpPower({ raw, rest, qs, g }: Situation): Mech | null {
  if (!PUMP.test(raw)) return null;
  const Q = of(qs, DIMS.flow);
  const V = of(qs, DIMS.volume);
  const L = of(qs, DIMS.L);
  const R = of(qs, DIMS.density);
  const pct = qs.filter((q) => q.dim === 'pct');
  if (L.length !== 1 || Q.length + V.length !== 1 || R.length > 1 || pct.length > 1 || !exactly(qs, Q, V, L, R, pct) || !allPlaced(rest, qs)) return null;
  let flow: number;
  if (Q.length) flow = Q[0].si;
  else {
    const per = PER_TIME.find(([re]) => re.test(rest.slice(V[0].end)));
    if (!per) return null;
    flow = V[0].si / per[1];
  }
  const rho = R.length ? R[0].si : freshWater(raw);
  const q = question(raw);
  if (rho === null || !POWER.test(q) || !/height|high|lift|rais|through|to\s+a\s+(?:tank|reservoir)|hauteur|[ée]l[èe]v|refoul|remonte|d[ée]nivel/i.test(raw)) return null;
  const knowns: Record<string, number> = { rho, g, Qv: flow, hp: L[0].si };
  // with an efficiency, the power needed is the pump's; the power given to the water is asked by name
  if (pct.length) {
    if (INPUT.test(q) || /needed|required|n[ée]cessaire|fournir\s+[àa]\s+la\s+pompe/i.test(q)) return { kind: 'mechanics', knowns: { ...knowns, eta: pct[0].si }, want: 'Ppump', unit: 'W' };
    return /output|useful|hydraulic|utile|hydraulique|given\s+to\s+the\s+(?:water|liquid)|re[çc]ue\s+par\s+l['’]eau/i.test(q) ? { kind: 'mechanics', knowns, want: 'Phyd', unit: 'W' } : null;
  }
  return { kind: 'mechanics', knowns, want: 'Phyd', unit: 'W' };
}
