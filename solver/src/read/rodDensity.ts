import { freeVars } from '../strategies/derivative/expr';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { splitLetterProducts } from './letterProducts';

/**
 * A rod (a bar, a straight wire, « une tige ») with a linear density λ(x) along [0, L]: its mass is
 * ∫₀ᴸ λ(x) dx, its centre of mass x̄ = ∫₀ᴸ xλ(x) dx / ∫₀ᴸ λ(x) dx. The density is written as a
 * formula in x (ρ(x) = 9 + 2x, « λ(x) = 3 + x² »), the rod's extent as a length (of length 4 m,
 * « de longueur L ») or as an interval of x (from x = 0 to x = L, 0 ≤ x ≤ 2). A length in another
 * unit than the density's (a rod of 9 m, a density in g/cm) is converted to the density's unit.
 */
const BODY = /\b(?:rod|bar|wire|stick|beam|tige|barre|baguette|fil|poutre)s?\b/i;
const ASKS = /\b(?:mass|masse|cent(?:er|re)\s+of\s+(?:mass|gravity)|centre\s+(?:de\s+|d['’]\s*)(?:masse|gravit[ée]|inertie)|barycentre)\b|\bmoments?\s+of\s+inertia\b|\bmoments?\s+d['’]\s*inertie\b/i;
/** A moment of inertia asked (not the « centre d'inertie », a centre of mass). */
const INERTIA = /\bmoments?\s+of\s+inertia\b|\bmoments?\s+d['’]\s*inertie\b|\brotational\s+inertia\b/i;
/** The axis through x = 0, where the density's x is measured from: "about the end x = 0", "about the origin", « par rapport à l'extrémité x = 0 ». */
const AXIS_AT_ZERO = /\b(?:about|around|through|at|with\s+respect\s+to|par\s+rapport\s+[àa]|autour\s+de|passant\s+par)(?![\p{L}])[^;?]*?(?:\bx\s*=\s*0(?!\d|\.\d)|\bthe\s+origin\b|\bl['’]\s*origine\b|\bO\b)/iu;
const CENTRE = /\b(?:cent(?:er|re)\s+of\s+(?:mass|gravity)|centre\s+(?:de\s+|d['’]\s*)(?:masse|gravit[ée]|inertie)|barycentre)\b/i;
/** A curve, a point in space or a second coordinate: a wire along a curve, not a straight rod. */
const CURVED = /\br\s*\(\s*t\s*\)|\b(?:helix|h[ée]lice|curve|courbe|circle|cercle|semicircle|demi-cercle|arc)\b|\by\s*=|\(\s*x\s*,\s*y\b/i;

const SYMBOL = String.raw`(?:λ|ρ|δ|μ|\\lambda|\\rho|\\delta|\\mu|lambda|rho|delta|mu)`;
/** "λ(x) = 3 + x²", "density is given by ρ(x) = 9 + 2x", « masse linéique λ(x) = … »: the formula up to its unit or the clause's end. */
const DENSITY = new RegExp(String.raw`${SYMBOL}\s*(?:\(\s*x\s*\))?\s*=\s*(.+?)\s*(?=\(?\s*(?:in\s+|measured\s+in\s+|en\s+|exprim[ée]e?\s+en\s+)?(?:kg|g|grams?|grammes?|kilograms?|kilogrammes?|lb|pounds?)\b|,\s|;|\.\s|\.?\s*$|\s(?:where|for|when|with|and|o[uù]|pour|avec|et|si|if|find|calculer|d[ée]terminer|on|sur)\b)`, 'i');

/** Lengths in metres, for the units a rod is given in. */
const METRES: Record<string, number> = { m: 1, cm: 0.01, mm: 0.001, km: 1000, ft: 0.3048, in: 0.0254 };
const UNIT = String.raw`(?:m|cm|mm|km|ft|in|meters?|metres?|mètres?|centimet(?:er|re)s?|centimètres?|millimet(?:er|re)s?|millimètres?|feet|foot|inch(?:es)?)`;
function unitKey(word: string): string {
  const w = word.toLowerCase();
  if (/^(?:cm|centi)/.test(w)) return 'cm';
  if (/^(?:mm|milli)/.test(w)) return 'mm';
  if (/^km/.test(w)) return 'km';
  if (/^(?:ft|feet|foot)/.test(w)) return 'ft';
  if (/^(?:in|inch)/.test(w)) return 'in';
  return 'm';
}
const VALUE = String.raw`(\d+(?:[.,]\d+)?|[A-Za-zℓ])(?![\p{L}\d])`;
/** The length: "of length 4 m", « de longueur L », "9 m long", "a 2-metre rod". */
const LENGTH = new RegExp(String.raw`\b(?:length|longueur)\s+(?:(?:of|de|is|est|égale\s+à|equal\s+to)\s+)?(?:[Lℓ]\s*=\s*)?${VALUE}\s*(${UNIT})?(?![\p{L}])|${VALUE}\s*(${UNIT})\s+(?:long|de\s+long)\b`, 'iu');
/** The extent as an interval of x: from x = 0 to x = L, 0 ≤ x ≤ L, [0, L]. */
const INTERVAL = new RegExp(String.raw`\b(?:from|between|de|entre)\s+x\s*=\s*0\s+(?:to|and|à|a|et)\s+x\s*=\s*${VALUE}|\b0\s*(?:≤|<=|<|⩽)\s*x\s*(?:≤|<=|<|⩽)\s*${VALUE}|\[\s*0\s*[,;]\s*${VALUE}\s*\]`, 'iu');
/** "in grams per centimeter", "kg/m", « en g/cm »: the length unit the density is per. */
const PER = new RegExp(String.raw`(?:kg|g|grams?|grammes?|kilograms?|kilogrammes?|lb|pounds?)\s*(?:\/|per|par)\s*(${UNIT})(?![\p{L}])|(?:kg|g)\s*\.?\s*(${UNIT})\s*(?:\^\s*-\s*1|⁻¹)`, 'iu');
const MASS_UNIT = /\b(kg|g|lb|grams?|grammes?|kilograms?|kilogrammes?|pounds?)\s*(?:\/|per|par|\.?\s*(?:m|cm)\s*(?:\^\s*-\s*1|⁻¹))/i;
/** Where x is measured from: one end (the default of a textbook), or elsewhere, which we do not assume. */
const OTHER_ORIGIN = /\bfrom\s+(?:the|its)\s+(?:cent(?:er|re)|middle|midpoint)\b|\bdepuis\s+(?:le|son)\s+(?:centre|milieu)\b|\b(?:du|au)\s+milieu\b/i;

const SPREAD = /(?:kg|g|lb)\s*(?:\/|per|par)\s*(?:m|cm|mm|ft|in)\s*(?:\^\s*[23]|[²³])|\b(?:per|par)\s+(?:cubic|square)\b|\bm[eè]tres?\s+(?:cubes?|carr[ée]s?)\b/i;
const LINEAR = /\blinear\s+(?:mass\s+)?density\b|\b(?:masse|densit[ée])\s+lin[ée]ique\b|λ|\\lambda/i;

const ascii = (s: string): string => toAscii(fromMathJson(parseCalc(splitLetterProducts(s))));

function massUnit(word: string | undefined): string | undefined {
  if (!word) return undefined;
  const w = word.toLowerCase();
  return /^kilo|^kg/.test(w) ? 'kg' : /^g/.test(w) ? 'g' : /^(?:lb|pound)/.test(w) ? 'lb' : undefined;
}

export function readRodDensity(problem: ProblemInput): TaskOf<'integrate'> | SolverError | null {
  const raw = problem.raw;
  if (!BODY.test(raw) || !ASKS.test(raw) || CURVED.test(raw) || /∫|\\int/.test(raw)) return null;
  const d = DENSITY.exec(raw);
  if (!d) return null;
  const centre = CENTRE.test(raw);
  const inertia = !centre && INERTIA.test(raw);
  // a moment of inertia about another axis than x = 0 would need the axis's place along the rod, which is not read
  if (inertia && !AXIS_AT_ZERO.test(raw)) {
    return new SolverError('unsupported', {
      en: "We compute a rod's moment of inertia about the axis through x = 0, perpendicular to it: say so (\"about the end x = 0\").",
      fr: "Nous calculons le moment d'inertie d'une tige par rapport à l'axe perpendiculaire passant par x = 0 : précisez-le (« par rapport à l'extrémité x = 0 »).",
    });
  }
  let body = d[1].trim();
  // a constant with a subscript (λ₀, λ_0): it cancels in a centre of mass, which is all we answer with it
  const subscripted = /(?:λ|ρ|μ|\\lambda|\\rho|\\mu|lambda|rho|mu|[a-z])\s*(?:_\s*\{?\s*0\s*\}?|₀|0)(?![\d.])/i;
  if (subscripted.test(body)) {
    if (!centre || /\bk\b/.test(body)) return null;
    body = body.replace(subscripted, 'k');
  }
  let formula: string;
  try {
    formula = ascii(body);
  } catch {
    return null;
  }
  const vars = [...freeVars(fromMathJson(parseCalc(formula)))];
  if (vars.some((v) => v !== 'x' && v.length > 1)) return null;
  // a density per volume or per area (7800 kg/m³) is a material's, not a rod's along its length
  if (SPREAD.test(raw)) return null;
  if (!vars.includes('x') && !LINEAR.test(raw) && !PER.test(raw)) return null;
  if (OTHER_ORIGIN.test(raw)) {
    return new SolverError('unsupported', {
      en: 'We read a rod\'s density with x measured from one end only: give it as λ(x) for 0 ≤ x ≤ L.',
      fr: "Nous ne lisons la densité d'une tige qu'avec x mesuré depuis une extrémité : donnez-la sous la forme λ(x) pour 0 ≤ x ≤ L.",
    });
  }
  const interval = INTERVAL.exec(raw);
  const length = LENGTH.exec(raw);
  const upper = interval ? (interval[1] ?? interval[2] ?? interval[3]) : length ? (length[1] ?? length[3]) : null;
  if (!upper) return null;
  let hi = upper.replace(',', '.');
  const lengthUnit = length && !interval ? (length[2] ?? length[4]) : undefined;
  const per = PER.exec(raw);
  const perUnit = per?.[1] ?? per?.[2];
  // a length in metres and a density per centimetre: the length in the density's unit
  if (lengthUnit && perUnit && /^\d/.test(hi)) {
    const factor = METRES[unitKey(lengthUnit)] / METRES[unitKey(perUnit)];
    if (factor !== 1) hi = String(Math.round(Number(hi) * factor * 1e9) / 1e9);
  }
  if (/^[A-Za-zℓ]$/.test(hi)) hi = hi === 'ℓ' ? 'L' : hi;
  const unit = massUnit(MASS_UNIT.exec(raw)?.[1]);
  return {
    kind: 'integrate', integrand: formula, variable: 'x', bounds: { lo: '0', hi },
    ...(/^[A-Za-z]$/.test(hi) ? { positive: [hi] } : {}),
    rod: { asks: centre ? 'centre' : inertia ? 'inertia' : 'mass', ...(unit && !centre && !inertia ? { unit } : {}) },
  };
}
