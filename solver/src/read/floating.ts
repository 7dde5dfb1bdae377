import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * A liquid at rest, in English and French: the pressure of fresh water at a depth when no density is
 * given (ρgh with ρ = 1000 kg/m³), and the fraction of a floating body's volume under the surface
 * (ρ_body/ρ_liquid, or above it, 1 − ρ_body/ρ_liquid), the liquid's density given or fresh water's.
 * Sea water, oil or any other liquid without its density is not guessed.
 */
type Pressure = TaskOf<'pressure_density'>;

/** Fresh water named, and no other liquid: 1000 kg/m³; else null. */
export const freshWater = (raw: string): number | null => (/\bwater\b|\beau\b/i.test(raw) && !/\bsea\b|salt|\bmer\b|sal[ée]e|\boil\b|huile|mercury|mercure|alcohol|alcool|brine|saumure/i.test(raw) ? 1000 : null);

const DEPTH = /depth|\bdeep\b|profondeur|below\s+the\s+surface|beneath\s+the\s+surface|under\s+(?:the\s+)?water|sous\s+la\s+surface|sous\s+l['’]eau/i;
const PRESSURE = /pressure|pression/i;
/** A pressure that adds the air's: another reading (absolutePressure), which needs the atmospheric pressure. */
const ABSOLUTE = /absolute|total|absolue|totale|atmospher|atmosph[ée]ri/i;

export function readWaterPressure({ raw, rest, qs, g }: Situation): Pressure | null {
  const L = of(qs, DIMS.L);
  if (L.length !== 1 || !exactly(qs, L) || !allPlaced(rest, qs) || ABSOLUTE.test(raw)) return null;
  const q = question(raw);
  if (!PRESSURE.test(q) || !DEPTH.test(raw) || /force|area|surface\s+area|aire/i.test(q)) return null;
  const rho = freshWater(raw);
  return rho === null ? null : { kind: 'pressure_density', knowns: { rho, h: L[0].si, g }, want: 'p', unit: 'Pa' };
}

const FLOATS = /\bfloat|\bflotte|\bflottant/i;
const FRACTION = /fraction|proportion|percent(?:age)?|pourcentage|what\s+part|quelle\s+part|how\s+much\s+of\s+(?:its|the)\s+volume/i;
const UNDER = /submerged|under\s*water|below\s+(?:the\s+)?(?:surface|water)|beneath|immerg[ée]e?|sous\s+l['’]eau|sous\s+la\s+surface/i;
const ABOVE = /above\s+(?:the\s+)?(?:surface|water(?:\s*line)?)|out\s+of\s+(?:the\s+)?water|[ée]merg[ée]e?|hors\s+de\s+l['’]eau|au-dessus/i;
const LIQUID = /water|\beau\b|liquid|liquide|fluid|fluide|\boil\b|huile|\bsea|\bmer\b|mercury|mercure|brine|saumure/i;

/** Whether a density belongs to the liquid: a liquid's name in its own words or right after it. */
const ofLiquid = (rest: string, qs: Found[], d: Found): boolean => LIQUID.test(own(rest, qs, d).split(/[,;]|\b(?:floats?|flotte|in|on|dans|sur|sits?|rests?)\b/).pop() ?? '')
  // the words right after it, up to the verb ('1025 kg/m³ sea water'; not '600 kg/m³ floats in water')
  || LIQUID.test(following(rest, qs, d).split(/\b(?:floats?|flotte|flottant|is|est|and|et|in|dans)\b/)[0]);

export function readFractionSubmerged({ raw, rest, qs }: Situation): Pressure | null {
  const R = of(qs, DIMS.density);
  if (!FLOATS.test(raw) || R.length < 1 || R.length > 2 || !exactly(qs, R) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  const under = UNDER.test(q);
  const above = ABOVE.test(q);
  if (!FRACTION.test(q) || under === above) return null;
  let body: Found | undefined;
  let liquid: number | null;
  if (R.length === 2) {
    const roles = R.map((d) => ofLiquid(rest, qs, d));
    if (roles[0] === roles[1]) return null;
    body = roles[0] ? R[1] : R[0];
    liquid = (roles[0] ? R[0] : R[1]).si;
  } else {
    if (ofLiquid(rest, qs, R[0])) return null;
    body = R[0];
    liquid = freshWater(raw);
  }
  if (liquid === null || !(body.si < liquid)) return null;
  return { kind: 'pressure_density', knowns: { rhos: body.si, rho: liquid }, want: under ? 'fsub' : 'fabove', unit: '' };
}
