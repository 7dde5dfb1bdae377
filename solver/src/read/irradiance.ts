import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * Energy carried by light onto a surface, in English and French: an intensity (a power per unit
 * area, W/m²) on an area gives the power received, P = I·A, over a time the energy received,
 * E = P·t, and a panel or collector of a given efficiency keeps its share, P_u = η·P. Any one of
 * them can be asked from the others. A power or an energy told with an efficiency is the useful one
 * (what the panel delivers); without an efficiency it is what the surface receives.
 */
type Energy = TaskOf<'energy'>;

const LIGHT = /\bsolar\b|\bsun\w*|irradiance|insolation|intensity|intensit[ée]|[ée]clairement|ensoleillement|rayonnement|radiation|\bflux\b|\bpanels?\b|panneaux?|collector|capteur|photovolta/i;
const AREA_ASKED = /\barea\b|\bsurface\b|(?<![A-Za-zÀ-ÿ])aire(?![A-Za-zÀ-ÿ])|superficie|how\s+(?:big|large)|what\s+size|quelle\s+taille/i;
const INTENSITY_ASKED = /intensity|irradiance|intensit[ée]|[ée]clairement|flux|power\s+per\s+(?:unit\s+)?(?:area|square)|puissance\s+(?:re[çc]ue\s+)?par\s+(?:unit[ée]\s+de\s+surface|m[èe]tre\s+carr[ée]|m²)/i;
const EFFICIENCY_ASKED = /effici?ency|rendement|\befficient\b/i;
const ENERGY_ASKED = /\benergy\b|[ée]nergie|how\s+much\s+(?:heat|electricity)|\bkWh\b/i;
const POWER_ASKED = /\bpower\b|puissance|\brate\b|\bwatts?\b/i;
const TIME_ASKED = /how\s+long|\btime\b|dur[ée]e|combien\s+de\s+temps/i;

export function readIrradiance({ raw, rest, qs }: Situation): Energy | null {
  const I = of(qs, DIMS.irradiance);
  const A = of(qs, DIMS.area);
  const P = of(qs, DIMS.power);
  const E = of(qs, DIMS.energy);
  const T = of(qs, DIMS.T);
  const pct = qs.filter((q) => q.dim === 'pct');
  if (!LIGHT.test(raw) || [I, A, P, E, T, pct].some((x) => x.length > 1) || !exactly(qs, I, A, P, E, T, pct) || !allPlaced(rest, qs)) return null;
  // an intensity given, or asked from a power and an area
  const q = question(raw);
  // an electric current's intensity (« l'intensité du courant ») is no light's
  if (/intensit[ée]\s+(?:du\s+courant|[ée]lectrique)|\bcurrent\b|\bamp[èe]?res?\b/i.test(q)) return null;
  if (!I.length && !(INTENSITY_ASKED.test(q) && A.length)) return null;
  // an efficiency asked: the power or energy told is the useful one
  const effAsked = EFFICIENCY_ASKED.test(q) && !pct.length && (P.length + E.length === 1);
  const useful = pct.length === 1 || effAsked;
  const knowns: Record<string, number> = {};
  if (I.length) knowns.Irr = I[0].si;
  if (A.length) knowns.A = A[0].si;
  if (T.length) knowns.t = T[0].si;
  if (pct.length) knowns.eta = pct[0].si;
  if (P.length) knowns[useful ? 'Pu' : 'Prad'] = P[0].si;
  if (E.length) knowns[useful ? 'Eu' : 'Erad'] = E[0].si;
  // what the surface receives, asked by that word even when an efficiency is told
  const received = /receiv|incident|falls?\s+on|strikes|hits|re[çc]oi[tv]|re[çc]ue?|incidente/i.test(q);
  const w = AREA_ASKED.test(q) && !A.length ? 'A'
    : INTENSITY_ASKED.test(q) && !I.length ? 'Irr'
      : effAsked ? 'eta'
        : TIME_ASKED.test(q) && !T.length ? 't'
          : ENERGY_ASKED.test(q) && !E.length && T.length ? (useful && !received ? 'Eu' : 'Erad')
            : POWER_ASKED.test(q) && !P.length ? (useful && !received ? 'Pu' : 'Prad') : null;
  if (!w || knowns[w] !== undefined) return null;
  const unit = { eta: '', A: 'm^2', Irr: 'W/m^2', t: 's', Eu: 'J', Erad: 'J', Pu: 'W', Prad: 'W' }[w] ?? '';
  return { kind: 'energy', knowns, want: w, unit };
}
