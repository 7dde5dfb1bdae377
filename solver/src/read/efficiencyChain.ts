import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Found, type Situation } from './formulaFamilies';

/**
 * Machines in a chain, in English and French: a motor driving a gearbox driving a pump… The overall
 * efficiency is the product of the stages' (« rendement global »), and the power out is the power in
 * times it (or the power in the power out over it). An electric motor whose rated (output) power,
 * supply voltage and efficiency are given draws I = P/(ηU); a three-phase supply, whose current
 * needs √3 and a power factor, is left unread.
 */
type Mech = TaskOf<'mechanics'>;

/** Each stage's efficiency, a percentage or a decimal named so ('efficiency 0.9', « η = 0,85 »), in the order told. */
const NAMED_ETA = /(?:effici?ency|rendement|η)\s*(?:of|is|=|:|de|est|vaut|égal\s+à)?\s*(0[.,]\d+)(?![\d%]|[.,]\d)/gi;
const OVERALL = /overall|global|total|combined|of\s+the\s+(?:whole|system|chain|set)|de\s+l['’](?:ensemble|installation)|du\s+syst[èe]me|de\s+la\s+cha[îi]ne/i;
const EFFICIENCY = /effici?ency|rendement/i;
const STAGES = ['eta1', 'eta2', 'eta3', 'eta4'];

function efficiencies(rest: string, qs: Found[]): { values: number[]; spans: RegExp | undefined } {
  const pct = qs.filter((q) => q.dim === 'pct').map((q) => ({ at: q.at, v: q.si }));
  const named = [...rest.matchAll(NAMED_ETA)].map((m) => ({ at: (m.index ?? 0) + m[0].length - m[1].length, v: Number(m[1].replace(',', '.')) }));
  const all = [...pct, ...named].sort((a, b) => a.at - b.at).map((x) => x.v);
  return { values: all, spans: named.length ? new RegExp(NAMED_ETA.source, 'gi') : undefined };
}

export function readEfficiencyChain({ raw, rest, qs }: Situation): Mech | null {
  if (!EFFICIENCY.test(raw)) return null;
  const { values, spans } = efficiencies(rest, qs);
  if (values.length < 1 || values.length > 4 || values.some((x) => !(x > 0 && x <= 1)) || !allPlaced(rest, qs, spans)) return null;
  const P = of(qs, DIMS.power);
  const U = of(qs, DIMS.voltage);
  const pct = qs.filter((q) => q.dim === 'pct');
  if (!exactly(qs, pct, P, U)) return null;
  const q = question(raw);
  const stages: Record<string, number> = Object.fromEntries(values.map((v, i) => [STAGES[i], v]));
  // a motor's current from its rated power, the supply voltage and its efficiency
  if (values.length === 1 && P.length === 1 && U.length === 1) {
    if (/three[\s-]*phase|triphas|\b3[\s~-]*(?:ph|phase)|power\s+factor|facteur\s+de\s+puissance|cos\s*φ|cos\s*phi|\bAC\b|alternati/i.test(raw)) return null;
    if (!/\bmotor\b|moteur/i.test(raw) || !/current|courant|intensit[ée]/i.test(q)) return null;
    return { kind: 'mechanics', knowns: { Pout: P[0].si, eta1: values[0], Um: U[0].si }, want: 'Im', unit: 'A' };
  }
  if (values.length < 2 || U.length) return null;
  const overall = `etaT${values.length}`;
  if (P.length === 0) return OVERALL.test(q) && EFFICIENCY.test(q) ? { kind: 'mechanics', knowns: stages, want: overall, unit: '' } : null;
  if (P.length !== 1) return null;
  // a power in or out of the chain, the other asked
  const given = /\binput\b|\bsupplied\b|\bconsum|\babsorb|\bdraws?\b|\bfed\b|absorb[ée]e|consomm|fournie\s+(?:au|à\s+l)|entr[ée]e/i.test(rest.slice(Math.max(0, P[0].at - 40), P[0].end + 25)) ? 'in'
    : /\boutput\b|\buseful\b|\bdeliver|utile|sortie|d[ée]livr/i.test(rest.slice(Math.max(0, P[0].at - 40), P[0].end + 25)) ? 'out' : null;
  const askOut = /\boutput\b|\buseful\b|\bdeliver|utile|sortie|d[ée]livr|\bat\s+the\s+(?:pump|output|shaft)/i.test(q);
  const askIn = /\binput\b|\bsupplied\b|\bconsum|\babsorb|\bdraws?\b|absorb[ée]e|consomm|entr[ée]e/i.test(q);
  if (given === 'in' && askOut && !askIn) return { kind: 'mechanics', knowns: { ...stages, Pin: P[0].si }, want: `PoutC${values.length}`, unit: 'W' };
  if (given === 'out' && askIn && !askOut) return { kind: 'mechanics', knowns: { ...stages, Pout: P[0].si }, want: `PinC${values.length}`, unit: 'W' };
  return null;
}
