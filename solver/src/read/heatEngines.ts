import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

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

/** The heat a heat pump delivers, or a refrigerator removes, and the work (electrical energy) it takes. */
const DELIVERED = /deliver|suppl(?:y|ies)|provides?|gives?|releases?|rejects?\s+(?:into|to)\s+the\s+(?:house|room)|fournit|restitue|c[èe]de|d[ée]livre/i;
const REMOVED = /remov|extract|absorb|takes?\s+(?:out|away|from)|pulls?|pr[ée]l[èe]ve|extrait|retire|enl[èe]ve|absorbe/i;
const WORK_TAKEN = /\bwork\b|electric(?:al)?|consum|input|uses?|using|draws?|travail|[ée]lectrique|consomm|absorb[ée]e|re[çc]oit/i;
const HEAT = /\bheat\b|chaleur|thermique/i;

/** COP = heat delivered (pump) or removed (refrigerator) over the work taken, as two energies or two powers. */
function copFromEnergies(raw: string, rest: string, qs: Found[], pump: boolean): Energy | null {
  const E = of(qs, DIMS.energy);
  const P = of(qs, DIMS.power);
  const pair = E.length === 2 && !P.length ? E : P.length === 2 && !E.length ? P : null;
  if (!pair || !exactly(qs, pair) || !allPlaced(rest, qs)) return null;
  // each value takes the cue nearest to it, before or after: a heat (delivered or removed) or the work taken
  const role = (x: Found): 'heat' | 'work' | null => {
    const before = own(rest, qs, x).slice(-40);
    const after = following(rest, qs, x).slice(0, 30);
    const distance = (re: RegExp): number => Math.min(
      ...[...before.matchAll(new RegExp(re.source, 'gi'))].map((m) => before.length - (m.index ?? 0)),
      ...[...after.matchAll(new RegExp(re.source, 'gi'))].map((m) => (m.index ?? 0) + 1),
    );
    const [h, w] = [distance(HEAT), distance(WORK_TAKEN)];
    if (h === w) return null;
    if (w < h) return 'work';
    return (pump ? DELIVERED : REMOVED).test(`${before} ${after}`) && !(pump ? REMOVED : DELIVERED).test(`${before} ${after}`.slice(-70)) ? 'heat' : null;
  };
  const roles = pair.map(role);
  if (roles[0] === null || roles[0] === roles[1] || roles[1] === null) return null;
  const [heat, work] = roles[0] === 'heat' ? pair : [pair[1], pair[0]];
  if (!(heat.si > 0 && work.si > 0)) return null;
  const power = pair === P;
  const knowns: Record<string, number> = power ? { Pheat: heat.si, Pwork: work.si } : { Qheat: heat.si, Wwork: work.si };
  return rel(knowns, pump ? 'COPh' : 'COPr', '');
}

export function readHeatEngine({ raw, rest, qs }: Situation): Energy | null {
  const pumpOrFridge = HEAT_PUMP.test(raw) !== FRIDGE.test(raw);
  if (pumpOrFridge && COP.test(question(raw)) && !of(qs, DIMS.K).length) return copFromEnergies(raw, rest, qs, HEAT_PUMP.test(raw));
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
