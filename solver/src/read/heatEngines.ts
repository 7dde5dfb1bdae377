import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * Heat engines, heat pumps and refrigerators working between two reservoirs, in English and French:
 * the Carnot (ideal, maximum) efficiency η = 1 − T_c/T_h of an engine, and the ideal coefficient of
 * performance of a heat pump (T_h/(T_h − T_c)) or of a refrigerator (T_c/(T_h − T_c)), from the two
 * temperatures (°C read in kelvins); and the work of a gas expanding or compressed at constant
 * pressure (W = p ΔV). The reservoir temperatures are told apart by size: the hotter is the source.
 */
type Energy = TaskOf<'energy'>;

const ENGINE = /\bengine\b|\bmoteur\b|machine\s+(?:thermique|ditherme)|heat\s+engine|carnot/i;
const HEAT_PUMP = /heat\s+pump|pompe\s+[àa]\s+chaleur|\bPAC\b/i;
const FRIDGE = /refrigerat|fridge|freezer|air[\s-]+condition|\bcooler\b|r[ée]frig[ée]rat|frigorifique|cong[ée]lateur|climatiseur|climatisation/i;
const EFFICIENCY = /effici?ency|rendement|\bη\b/i;
const COP = /\bCOP\b|coefficient\s+of\s+performance|coefficient\s+de\s+performance|efficacit[ée]|performance/i;
/** An efficiency or coefficient from the temperatures alone is the reversible one; other words ask for data not given. */
const NOT_IDEAL = /\bactual\b|\breal\b|\br[ée]el(?:le)?\b|\bwork\s+(?:input|done)|\bconsum|\bconsomm|\bfuel\b|\bcarburant\b/i;

const rel = (knowns: Record<string, number>, want: string, unit: string): Energy => ({ kind: 'energy', knowns, want, unit });

export function readHeatEngine({ raw, rest, qs }: Situation): Energy | null {
  const K = of(qs, DIMS.K);
  if (K.length !== 2 || !exactly(qs, K) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  if (NOT_IDEAL.test(raw)) return null;
  const [Tcold, Thot] = K[0].si < K[1].si ? [K[0].si, K[1].si] : [K[1].si, K[0].si];
  if (!(Tcold > 0) || !(Thot > Tcold)) return null;
  const pump = HEAT_PUMP.test(raw);
  const fridge = FRIDGE.test(raw);
  if (pump && fridge) return null;
  if (pump || fridge) {
    if (!COP.test(q)) return null;
    return rel({ Thot, Tcold }, pump ? 'COPh' : 'COPr', '');
  }
  if (ENGINE.test(raw) && EFFICIENCY.test(q)) return rel({ Thot, Tcold }, 'etaC', '');
  return null;
}

const ISOBARIC = /constant\s+pressure|isobar|pression\s+constante|sous\s+une\s+pression\s+(?:constante|fix[ée]e)/i;
const WORK = /\bwork\b|travail/i;

/** W = p (V₂ − V₁): the work the gas does as it expands (negative when it is compressed). */
export function readIsobaricWork({ raw, rest, qs }: Situation): Energy | null {
  if (!ISOBARIC.test(raw) || !WORK.test(question(raw))) return null;
  const p = of(qs, DIMS.pressure);
  const V = of(qs, DIMS.volume);
  if (p.length !== 1 || V.length !== 2 || !exactly(qs, p, V) || !allPlaced(rest, qs)) return null;
  // the work done on the gas has the other sign: asked so, it is left unread rather than signed wrongly
  if (/done\s+on\s+the\s+gas|re[çc]u\s+par\s+le\s+gaz|sur\s+le\s+gaz/i.test(raw)) return null;
  return rel({ p: p[0].si, V1g: V[0].si, V2g: V[1].si }, 'Wiso', 'J');
}
