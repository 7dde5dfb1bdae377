import { SolverError } from '../errors';
import { NUMBER_WORDS } from './numberWords';
import { dilutionFactor, type Dilution } from '../chemistry/dilution';

/**
 * A solution diluted before the quantity asked of it ("10 mL of 0.1 M HCl is diluted to 1 L. pH?",
 * "adding 90 mL of water to 10 mL of it", « on dilue 10 mL … dans une fiole de 100 mL », "diluted
 * 100 times", "tenfold", "by a factor of 50", « dilué au dixième »): the volume taken V₀ and the
 * final volume V (made up to, or V₀ plus the water added), or the dilution factor. The reader that
 * takes the stock's concentration would otherwise answer for the stock solution, not the one asked.
 */
/** Words that say the solution is diluted, or water added to it, or it is mixed or made up. */
const DILUTION_SAID = /dilu|\badd(?:s|ed|ing)?\b[^.?!]*\bwater\b|\bwater\b[^.?!]*\badded\b|ajout\p{L}*[^.?!]*\beau\b|\beau\b[^.?!]*ajout|made\s+up|mak(?:e|es|ing)\s+(?:it\s+)?up|compl[éèe]t\p{L}*\s+(?:à|jusqu)|fiole|flask|\bmix(?:es|ed|ing)?\b|m[ée]lang/iu;
/** The quantity asked of the stock solution itself, before it is diluted ("pH of the stock solution", « pH de la solution mère »). */
const STOCK_ASKED = /\bbefore\s+(?:the\s+|it\s+is\s+)?dilut|\bavant\s+(?:la\s+|d['’]être\s+)?dilu|p(?:H|OH)\s+(?:of|de)\s+(?:the\s+|la\s+)?(?:stock|original|initial|concentrated)\b|p(?:H|OH)\s+de\s+la\s+solution\s+(?:m[èe]re|initiale|de\s+d[ée]part)/iu;
/** The quantity asked of the diluted solution too ("and after", « la solution fille »). */
const DILUTED_ASKED = /\bafter\b|\bapr[èe]s\b|\b(?:diluted|final|new|resulting)\s+solution|solution\s+(?:fille|dilu[ée]e|obtenue|finale)/iu;

const VOLUME_UNITS: Record<string, number> = { ml: 1e-3, cl: 1e-2, dl: 0.1, cc: 1e-3, l: 1, dm3: 1, 'dm³': 1, 'dm^3': 1, cm3: 1e-3, 'cm³': 1e-3, 'cm^3': 1e-3 };
// "a 250-mL flask": the unit joined to its number by a hyphen
const VOLUME = /(?<![\p{L}\d.,^])(\d+(?:[.,]\d+)?)(?:\s*×\s*10\^(-?\d+))?(?:\s*|-)(mL|ml|cL|cl|dL|dl|cc|L|l|dm\^?3|dm³|cm\^?3|cm³)(?![\p{L}\d])/gu;

interface Volume { litres: number; at: number; end: number }
const volumesIn = (text: string): Volume[] =>
  [...text.matchAll(VOLUME)].map((m) => ({
    litres: Number(m[1].replace(',', '.')) * 10 ** Number(m[2] ?? 0) * VOLUME_UNITS[m[3].toLowerCase()],
    at: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

/** "90 mL of water", « 90 mL d'eau (distillée) »: water added, not the solution. */
const WATER_AFTER = /^\s*(?:of\s+(?:(?:distilled|pure|deionized|de-ionized)\s+)?water|d['’]\s*eau)\b/iu;
/** Whether the volume ending at `end` is water added ("50 mL of water", « 150 mL d'eau distillée »), not a solution. */
export const isWater = (text: string, end: number): boolean => WATER_AFTER.test(text.slice(end));

/** "10 mL of 0.1 M HCl", "100 mL of it", « 10 mL d'acide … », « 10 mL de cette solution »: the part of the stock taken. */
const STOCK_AFTER = /^\s*(?:of|de|d['’])\s*(?!(?:distilled\s+|pure\s+)?water\b|eau\b)/iu;
/**
 * "diluted to 1 L", « dans une fiole (jaugée) de 100 mL », "made up to", "to make 250 cm³ of
 * solution", "a final volume of", "the new solution has a volume of": the volume it is made up to.
 */
const FINAL_BEFORE = /(?:\bto|\binto|\bup\s+to|jusqu['’]\s*(?:à|au)|(?<![\p{L}])à|fiole\s+(?:jaug[ée]e\s+)?de|flask\s+of|\bfinal\s+volume\s+(?:of|de)|\btotal\s+volume\s+(?:of|de)|volume\s+(?:final|total)\s+de|\b(?:has|have|of|with)\s+a\s+(?:new\s+|final\s+|total\s+)?volume\s+of|\bto\s+(?:make|give|obtain)|\bmak(?:e|es|ing)\s+(?:it\s+)?(?:up\s+to)?|\bmade\s+up\s+to|pour\s+obtenir|compl[éèe]t\p{L}*\s+(?:à|jusqu['’]\s*(?:à|au)))\s*(?:(?:a|an|une?)\s+)?$/iu;
/** "in a 250 mL (volumetric) flask": the flask is the final volume. */
const FLASK_AFTER = /^\s*(?:volumetric\s+)?(?:flask|fiole)/iu;
/** Before a volume, words that make it the volume taken ("pipette 10 mL", « on prélève 10 mL », "to 10 mL of it" is still the stock). */
const TAKEN_BEFORE = /(?:pr[ée]l[èe]v\p{L}*|pipett?\p{L}*|\btak(?:e|es|en|ing)|\btook|withdr[ae]w\p{L}*|\bon\s+prend|\bdilu\p{L}*)\s*$/iu;

const ORDINALS: Record<string, number> = { demi: 2, dixième: 10, vingtième: 20, cinquantième: 50, centième: 100, millième: 1000 };
const WORD = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|');
const FACTOR = `(\\d+(?:[.,]\\d+)?|${WORD})`;
/** "100 times", "tenfold", "10-fold", « 10 fois »; "by a factor of 50", « d'un facteur 20 », "dilution factor of 10", « facteur de dilution F = 10 », « au 1/10 », « au dixième ». */
/** "N times its volume of water" added: the water is N volumes, so the solution ends N + 1 times as large. */
const TIMES_ITS_WATER = String.raw`\s*(?:times|fois)\s+(?:its|son|le)\s+(?:own\s+)?volume\s+(?:of\s+(?:distilled\s+|pure\s+)?water|d['’]\s*eau)`;
const FACTORS: RegExp[] = [
  new RegExp(String.raw`dilu\p{L}*[^.?!;]{0,40}?(?<![\p{L}])${FACTOR}\s*(?:-\s*)?(?:times|fold|fois)(?![\p{L}])(?!\s+(?:its|son|le)\s+(?:own\s+)?volume\s+(?:of\s+(?:distilled\s+|pure\s+)?water|d['’]\s*eau))`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}])${FACTOR}\s*-?\s*(?:fold|times)\s+dilution|(?<![\p{L}])(${WORD})fold\b`, 'giu'),
  new RegExp(String.raw`(?:factor\s+(?:of\s+|is\s+|=\s*)?|facteur\s+(?:de\s+dilution\s+)?(?:F\s*)?(?:de\s+|égal\s+à\s+|=\s*|vaut\s+)?)${FACTOR}(?![\p{L}\d])`, 'giu'),
  /\bau\s+1\s*\/\s*(\d+)(?:\s*(?:e|ème|è))?(?![\d])/giu,
  new RegExp(String.raw`\bau\s+(${Object.keys(ORDINALS).join('|')})(?![\p{L}])`, 'giu'),
];
/** Dilutions told without a factor's digits: water N times the volume (N + 1), an equal volume of water or a doubled volume (2). */
const FACTORS_TOLD: Array<[RegExp, (n: string) => number]> = [
  [new RegExp(String.raw`(?<![\p{L}])${FACTOR}${TIMES_ITS_WATER}`, 'giu'), (n) => factorValue(n) + 1],
  [/\b(?:an?\s+)?equal\s+volume\s+of\s+(?:distilled\s+|pure\s+)?water|\b(?:le\s+|un\s+)?m[êe]me\s+volume\s+d['’]\s*eau|\bvolume\s+[ée]gal\s+d['’]\s*eau/giu, () => 2],
  [/\bvolume\b(?:[^.?!;]|\.(?=\d)){0,40}?\b(?:is|was|est|a\s+été)\s+doubl\p{L}*|\bdoubl\p{L}*\s+(?:its|the|son|le)\s+volume/giu, () => 2],
];
const factorValue = (s: string): number => ORDINALS[s.toLowerCase()] ?? NUMBER_WORDS[s.toLowerCase()] ?? Number(s.replace(',', '.'));

const notRead = (why: { en: string; fr: string }): SolverError =>
  new SolverError('unsupported', {
    en: `This solution is diluted before the question, and we could not read the dilution: ${why.en}. Give the volume taken and the final volume ("10 mL diluted to 100 mL"), or the factor ("diluted 10 times").`,
    fr: `Cette solution est diluée avant la question, et nous n'avons pas pu lire la dilution : ${why.fr}. Donnez le volume prélevé et le volume final (« 10 mL dilués à 100 mL »), ou le facteur (« diluée 10 fois »).`,
  });

/**
 * The dilution said of the solution whose concentration is given, or null when none is said (the
 * solution is the one asked, "250 mL of 0.1 M HCl" is just how much there is). A dilution said but
 * not read whole (no final volume, two factors, a final volume smaller than the one taken) is
 * refused, never dropped: the stock solution is not the one asked.
 */
export function dilutionSaid(text: string, whole?: number): Dilution | SolverError | null {
  const factors = [
    ...FACTORS.flatMap((re) => [...text.matchAll(re)].map((m) => factorValue(m.slice(1).find((g) => g !== undefined) ?? ''))),
    ...FACTORS_TOLD.flatMap(([re, value]) => [...text.matchAll(re)].map((m) => value(m[1] ?? ''))),
  ];
  const volumes = volumesIn(text);
  const water = volumes.filter((v) => WATER_AFTER.test(text.slice(v.end)));
  if (factors.length === 0 && water.length === 0 && !DILUTION_SAID.test(text)) return null;
  if (STOCK_ASKED.test(text)) {
    if (!DILUTED_ASKED.test(text)) return null;
    return notRead({ en: 'the question asks of the stock solution and of the diluted one; ask each separately', fr: 'la question porte sur la solution mère et sur la solution diluée ; posez chacune séparément' });
  }
  const distinct = [...new Set(factors)];
  if (distinct.length > 1) return notRead({ en: `it gives several factors (${distinct.join(', ')})`, fr: `elle donne plusieurs facteurs (${distinct.join(', ')})` });
  if (distinct.some((x) => !(x > 1))) return notRead({ en: 'a dilution factor is more than 1', fr: 'un facteur de dilution est supérieur à 1' });
  const others = volumes.filter((v) => !water.includes(v));
  const final = others.filter((v) => !STOCK_AFTER.test(text.slice(v.end)) && (FINAL_BEFORE.test(text.slice(Math.max(0, v.at - 40), v.at)) || FLASK_AFTER.test(text.slice(v.end))) && !TAKEN_BEFORE.test(text.slice(Math.max(0, v.at - 40), v.at)));
  const taken = others.filter((v) => !final.includes(v));
  if (water.length > 1 || final.length > 1 || taken.length > 1) return notRead({ en: 'it gives more volumes than one taken and one final', fr: 'elle donne plus de volumes qu’un volume prélevé et un volume final' });
  // the whole solution diluted when no part of it is said to be taken ("10 g in 500 mL, after adding 500 mL of water")
  const [v1, v2, w] = [taken[0]?.litres ?? (final.length + water.length > 0 ? whole : undefined), final[0]?.litres, water[0]?.litres];
  if (v2 !== undefined && w !== undefined) return notRead({ en: 'it gives both a final volume and a volume of water added', fr: 'elle donne à la fois un volume final et un volume d’eau ajouté' });
  if (v1 !== undefined && (v2 !== undefined || w !== undefined)) {
    const d: Dilution = v2 !== undefined ? { v1, v2 } : { v1, water: w };
    const f = dilutionFactor(d);
    if (!(f > 1)) return notRead({ en: 'the final volume is not larger than the volume taken', fr: 'le volume final n’est pas plus grand que le volume prélevé' });
    if (distinct.length === 1 && Math.abs(distinct[0] - f) > 1e-6 * f) return notRead({ en: `the volumes give a factor of ${+f.toPrecision(4)}, not ${distinct[0]}`, fr: `les volumes donnent un facteur ${+f.toPrecision(4)}, pas ${distinct[0]}` });
    return d;
  }
  if (distinct.length === 1 && v2 === undefined && w === undefined) return { factor: distinct[0] };
  if (v1 === undefined && v2 === undefined && w === undefined) return notRead({ en: 'neither the volumes nor the factor are given', fr: 'ni les volumes ni le facteur ne sont donnés' });
  return notRead({ en: v1 === undefined ? 'the volume taken is not given' : 'the final volume is not given', fr: v1 === undefined ? 'le volume prélevé n’est pas donné' : 'le volume final n’est pas donné' });
}


/**
 * The volume of a solution prepared by dissolving an amount, then what is done to it, when the
 * statement gives more than one volume ("dissolving 5,0 g in 250 mL of water, then making up to
 * 500 mL", "making it up to 500 mL, then taking 50 mL and diluting it to 250 mL", "10 g of NaOH in
 * 500 mL, after adding 500 mL of water"): the solution's volume is the one it is made up to (the
 * water it was first dissolved in is no part of it), and the steps after it a dilution ("… in
 * 100 mL, and the solution is diluted tenfold"). Null when no volume is given; a volume that plays
 * no part read is refused, never dropped.
 */
export function preparedSolution(text: string): { volume: number; diluted?: Dilution } | SolverError | null {
  const volumes = volumesIn(text);
  if (volumes.length === 0) return null;
  const isWater = (v: Volume): boolean => WATER_AFTER.test(text.slice(v.end));
  const made = volumes.findIndex((v) => FINAL_BEFORE.test(text.slice(Math.max(0, v.at - 40), v.at)) || FLASK_AFTER.test(text.slice(v.end)));
  // made up after the water it was dissolved in: that water is no part of the volume
  const at = made > 0 && volumes.slice(0, made).every(isWater) ? made : 0;
  const solution = volumes[at];
  // « … à 250 mL dans une fiole jaugée », "… 500 mL in a volumetric flask": the flask is where it is made, no dilution
  const rest = text.slice(solution.end).replace(/^\s*(?:dans\s+une\s+fiole(?:\s+jaug[ée]e)?|in\s+a\s+(?:volumetric\s+)?flask)/iu, ' ');
  const diluted = dilutionSaid(rest, solution.litres);
  if (diluted instanceof SolverError) return diluted;
  if (!diluted && volumesIn(rest).length > 0) return notRead({ en: `it gives a volume (${rest.slice(volumesIn(rest)[0].at, volumesIn(rest)[0].end)}) after the solution is made, and no dilution we could read`, fr: `elle donne un volume (${rest.slice(volumesIn(rest)[0].at, volumesIn(rest)[0].end)}) après la préparation de la solution, et aucune dilution que nous ayons pu lire` });
  return { volume: solution.litres, ...(diluted ? { diluted } : {}) };
}
