import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * Heat in English and French: a body warmed or cooled (Q = m c ΔT, any one of the four asked),
 * a change of state (Q = m L) and conduction through a wall (Φ = k A ΔT / e). A temperature change
 * is two temperatures (from 20 °C to 80 °C) or one told as a rise ('rises by 20 °C', « s'élève de
 * 10 °C », ΔT = 25 K); a single temperature told otherwise is left unread.
 */
type Energy = TaskOf<'energy'>;

const RISE = /\bby\s*$|\brises?\b|\bincrease|\bchange|\bdifference|diff[ée]rence|[ée]cart|\bdrop|\bfalls?\b|s'[ée]l[èe]ve|augment|\bvariation|\bhausse|\bbaisse|\bde\s*$|ΔT|Δθ|\bdT\b|delta\s*T|Δ\s*$/i;
/** A temperature at which a change of state happens (ice at 0 °C, water at 100 °C): a condition, no datum. */
const AT_CHANGE = /(?:^|\s)(?:at|à)\s*$/i;

const STATE_CHANGE = /\bmelt|\bboil|vapori[sz]|evaporat|\bfreez|solidif|condens|\bfondre|\bfond\b|fusion|bouillir|[ée]bullition|[ée]vapor|\bge[lr]\w*/i;
const WATER = /\bwater\b|\beau\b/i;
/** The specific heat capacity of liquid water, J/(kg·K). */
export const WATER_C = 4186;
const FINAL = /final\s+temperature|temp[ée]rature\s+finale|temperature\s+(?:at\s+the\s+end|after)|temp[ée]rature\s+(?:atteinte|apr[èe]s)/i;
/** Heat given to the body (a body that loses heat, cooling, is not read here). */
const SUPPLIED = /\badd|\bsuppl|\bgive|\babsorb|\breceiv|\bheated|fourni|re[çc]oit|apport|absorbe|transf[ée]r[ée]e?s?\s+(?:à|to)/i;
/** A heat asked with its sign: by its symbol ("find q", « calculer Q ») or as the heat exchanged. */
const SIGNED_HEAT = /\b(?:find|calculate|compute|determine|what\s+is|calcule[rz]?|d[ée]termine[rz]?|quel(?:le)?\s+est)\s+(?:the\s+)?[qQ]\b|\b[qQ]\s*=?\s*\?|heat\s+(?:change|transferred|exchanged)|change\s+in\s+heat|chaleur\s+[ée]chang[ée]e|transfert\s+thermique/i;
/** A heat asked as the amount a body gives off: positive. */
const GIVEN_OFF = /releas|\blost\b|\bloses?\b|given\s+off|gives?\s+off|emit|lib[ée]r|c[ée]d[ée]e?|perdu|perd\b|d[ée]gag/i;
const rel = (knowns: Record<string, number>, want: string, unit: string): Energy => ({ kind: 'energy', knowns, want, unit });

/** The temperature change told, in kelvins, and whether it was written in degrees Celsius; null when none, undefined when unread. */
export function temperatureChange(rest: string, qs: Found[], temps: Found[], latent: boolean): { dT: number; celsius: boolean } | null | undefined {
  const celsius = temps.some((q) => /C$/.test(q.unit));
  if (temps.length === 2) return { dT: Math.abs(temps[1].si - temps[0].si), celsius };
  if (temps.length !== 1) return temps.length === 0 ? null : undefined;
  const [t] = temps;
  const words = own(rest, qs, t);
  if (latent && AT_CHANGE.test(words)) return null;
  // a difference: its width in kelvins, whatever the scale's zero
  return RISE.test(words) || /^\s*(?:rise|increase|change|hausse)/i.test(following(rest, qs, t)) || /^(?:Δ|d|delta)/i.test(t.label ?? '') ? { dT: t.value * (t.unit === '°F' || t.unit === 'degF' ? 5 / 9 : 1), celsius } : undefined;
}

/** "400 joules per kilogram (per degree)": a specific heat spelled out, which the quantities read as a heat of 400 J. */
const HALF_RATE = /\b(?:joules?|J|kJ|calories?|cal)\s+(?:per|by|par)\s+(?:kilo)?gram(?:me)?s?\b/i;

export function readHeat({ raw, rest, qs }: Situation): Energy | null {
  if (HALF_RATE.test(raw)) return null;
  const M = of(qs, DIMS.M);
  const E = of(qs, DIMS.energy);
  const C = of(qs, DIMS.specificHeat);
  const L = of(qs, DIMS.latentHeat);
  const K = of(qs, DIMS.K);
  const k = of(qs, DIMS.conductivity);
  if (k.length) return conduction(raw, rest, qs, k, K);
  const q = question(raw);
  const P = of(qs, DIMS.power);
  const T = of(qs, DIMS.T);
  if (P.length + T.length) return heater(raw, rest, qs, q, { P, T, M, C, K });
  // a change of state when a latent heat is given or asked; a warming when a specific heat is, or asked with a temperature change
  const latent = L.length > 0 || (C.length === 0 && NAMED.Lh.test(q));
  // water warmed with no capacity given: its own, 4186 J/(kg·K), as textbooks take it
  const water = C.length === 0 && !latent && K.length > 0 && WATER.test(raw) && NAMED.Qh.test(q) && !NAMED.cs.test(q) && !STATE_CHANGE.test(raw) ? WATER_C : undefined;
  const warming = C.length > 0 || water !== undefined || (K.length > 0 && NAMED.cs.test(q));
  // a warming that goes on to a change of state (no latent heat given) is two steps: left unread
  if (warming && !latent && STATE_CHANGE.test(raw)) return null;
  // a volume of liquid weighs its density (given, or water's 1000 kg/m³) times its volume
  const Vol = of(qs, DIMS.volume);
  const Rho = of(qs, DIMS.density);
  const rho = Vol.length === 1 && !M.length ? Rho[0]?.si ?? (WATER.test(raw) ? 1000 : undefined) : undefined;
  if (Vol.length > 1 || Rho.length > 1 || (Vol.length && rho === undefined) || (Rho.length && !Vol.length)) return null;
  if (latent === warming || M.length > 1 || E.length > 1 || C.length > 1 || L.length > 1 || !exactly(qs, M, E, C, L, K, Vol, Rho) || !allPlaced(rest, qs)) return null;
  // the final temperature of a body warmed from a temperature given: the start plus the rise
  if (FINAL.test(q) && warming && K.length === 1 && C.length && M.length && E.length && !latent) {
    if (!SUPPLIED.test(raw) || temperatureChange(rest, qs, K, false) !== undefined) return null;
    return rel({ m: M[0].si, cs: C[0].si, Qh: E[0].si, T0: K[0].si }, 'Tfin', /C$/.test(K[0].unit) ? '°C' : 'K');
  }
  const change = temperatureChange(rest, qs, K, latent);
  if (change === undefined || (latent && change)) return null;
  const knowns: Record<string, number> = {};
  if (M.length) knowns.m = M[0].si;
  if (E.length) knowns.Qh = E[0].si;
  if (L.length) knowns.Lh = L[0].si;
  if (C.length) knowns.cs = C[0].si;
  if (water !== undefined) knowns.cs = water;
  if (change) knowns.dT = change.dT;
  // q of a body that cools, asked by its symbol or as a heat exchanged: q = m c (T_final − T_initial) < 0;
  // a heat "released" or "lost" asks the amount given off, positive
  if (change && K.length === 2 && K[1].si < K[0].si && SIGNED_HEAT.test(q) && !GIVEN_OFF.test(q)) knowns.dT = -change.dT;
  if (rho !== undefined) Object.assign(knowns, { Vol: Vol[0].si, rho });
  const mass = knowns.m ?? (rho !== undefined ? rho * Vol[0].si : undefined);
  const missing = (latent ? ['Qh', 'm', 'Lh'] : ['Qh', 'm', 'cs', 'dT']).filter((n) => knowns[n] === undefined && !(n === 'm' && mass !== undefined));
  // the question must name what is missing (a heat, a mass, a capacity, a temperature)
  if (missing.length !== 1 || !NAMED[missing[0]].test(q)) return null;
  const [w] = missing;
  return rel(knowns, w, w === 'dT' ? (/°\s*C|degC|celsius/i.test(raw) ? '°C' : 'K') : w === 'Qh' ? energyUnit(Math.abs((mass ?? 0) * (knowns.Lh ?? knowns.cs * knowns.dT))) : ({ m: 'kg', cs: 'J/(kg·K)', Lh: 'kJ/kg' }[w] ?? ''));
}

/**
 * A heater, a kettle or an immersion heater warming a body with all its power (no losses): the heat
 * m c ΔT over the power gives the time, or over the time the power. Water's capacity and density
 * are its own when not given; a change of state on the way is left unread.
 */
function heater(raw: string, rest: string, qs: Found[], q: string, g: Record<'P' | 'T' | 'M' | 'C' | 'K', Found[]>): Energy | null {
  const Vol = of(qs, DIMS.volume);
  const water = WATER.test(raw);
  if (g.P.length + g.T.length !== 1 || g.M.length + Vol.length !== 1 || g.C.length > 1 || (!g.C.length && !water) || STATE_CHANGE.test(raw) || (Vol.length && !water)) return null;
  if (!exactly(qs, g.P, g.T, g.M, g.C, g.K, Vol) || !allPlaced(rest, qs)) return null;
  const change = temperatureChange(rest, qs, g.K, false);
  if (!change) return null;
  const knowns: Record<string, number> = { cs: g.C[0]?.si ?? WATER_C, dT: change.dT };
  if (g.M.length) knowns.m = g.M[0].si;
  else Object.assign(knowns, { Vol: Vol[0].si, rho: 1000 });
  if (g.P.length) {
    knowns.P = g.P[0].si;
    return /how\s+long|\btime\b|combien\s+de\s+temps|dur[ée]e|\btemps\b/i.test(q) ? rel(knowns, 't', 's') : null;
  }
  knowns.t = g.T[0].si;
  return /power|puissance/i.test(q) ? rel(knowns, 'P', 'W') : null;
}

/** A letter named after a command word ('find c', « calculer Q »). */
const letter = (l: string): RegExp => new RegExp(String.raw`(?:find|calculate|compute|determine|what\s+is|trouve[rz]?|calcule[rz]?|d[ée]termine[rz]?)\s+${l}(?![\p{L}\d])`, 'u');
const NAMED: Record<string, RegExp> = {
  Qh: /heat|energy|[ée]nergie|chaleur|\bQ\b|how\s+much/i,
  m: new RegExp(String.raw`\bmass|\bmasse|how\s+much\s+(?:water|ice|of)|quelle\s+(?:quantit[ée]|masse)|${letter('m').source}`, 'iu'),
  cs: new RegExp(String.raw`specific\s+heat|heat\s+capacity|capacit[ée]\s+(?:thermique|calorifique)|chaleur\s+massique|(?<![\p{L}°])c\s*=\s*\?|${letter('c').source}`, 'iu'),
  dT: /temperature|temp[ée]rature|de\s+combien|how\s+(?:much|many\s+degrees)|ΔT|\brise\b|\bchange\b|[ée]l[èe]ve/i,
  Lh: /latent|(?<![\p{L}])L\s*=\s*\?/u,
};

/** A heat written as textbooks do: in kJ from 10 kJ, in MJ from 10 MJ. */
const energyUnit = (q: number): string => (q >= 1e7 ? 'MJ' : q >= 1e4 ? 'kJ' : 'J');

/** Conduction through a wall or a window: the area (or its two sides), the thickness, the temperatures on each side. */
function conduction(raw: string, rest: string, qs: Found[], k: Found[], K: Found[]): Energy | null {
  const A = of(qs, DIMS.area);
  const Ls = of(qs, DIMS.L);
  const P = of(qs, DIMS.power);
  // the path the heat takes: a wall's thickness or a rod's length
  const thick = Ls.filter((q) => /thick|[ée]paiss?|length|longueur|\blong\b/i.test(own(rest, qs, q)) || /^\s*(?:thick|long|d'[ée]paisseur|[ée]pais|de\s+long)/i.test(following(rest, qs, q)));
  if (k.length !== 1 || A.length !== 1 || thick.length !== 1 || Ls.length !== 1 || P.length > 1 || !exactly(qs, k, A, Ls, K, P) || !allPlaced(rest, qs)) return null;
  const change = temperatureChange(rest, qs, K, false);
  if (change === undefined || (change === null && !P.length)) return null;
  const knowns: Record<string, number> = { kth: k[0].si, A: A[0].si, thk: thick[0].si };
  if (change) knowns.dT = change.dT;
  if (P.length) knowns.Pth = P[0].si;
  const w = knowns.Pth === undefined ? 'Pth' : knowns.dT === undefined ? 'dT' : null;
  if (!w || !/conduct|through|[àa]\s+travers|flux|heat\s+(?:flow|loss|transfer)|rate|d[ée]perdition|perte/i.test(raw)) return null;
  return rel(knowns, w, w === 'Pth' ? 'W' : 'K');
}
