import type { Task, TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { isElement } from '../chemistry/elements';
import { ELEMENT_NAME_PATTERN, elementOfName } from '../chemistry/elementNames';

/**
 * The formula of a compound from its composition, as exercises word it: "contains 40% carbon, 6.7%
 * hydrogen and 53.3% oxygen", "36.5% Na, 25.4% S, and 38.1% O", "7.34 g C, 1.85 g H, and 2.85 g
 * N", « 40,0 % de carbone … le reste est de l'oxygène », "heated 0.297 g of magnesium and obtained
 * 0.493 g of the oxide", with a molar mass when the molecular formula (« formule brute ») is asked.
 * Every number must find its place (a share, the sample's mass, the molar mass), else the reader
 * refuses by naming it.
 */
const ASKS = /\bempirical\s+formula|\bmolecular\s+formula|\bsimplest\s+formula|formule\s+(?:brute|empirique|mol[ée]culaire|chimique\s+brute)/i;
const ASKS_MOLECULAR = /\bmolecular\s+formula|formule\s+(?:brute|mol[ée]culaire|chimique\s+brute)/i;

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const ELEMENT = String.raw`(${ELEMENT_NAME_PATTERN}|[A-Z][a-z]?)`;
const PERCENT = String.raw`(?:%|\s*percent\b|\s*per\s*cent\b|\s*pour\s*cent\b)`;
const GRAMS = String.raw`(?:-?\s*g\b|\s*grams?\b|\s*grammes?\b)`;
const OF = String.raw`(?:\s*(?:by\s+mass\s+)?(?:of\s+|de\s+|d['’]\s*|en\s+masse\s+(?:de\s+|d['’]\s*))?)`;

// "2.00 g of magnesium oxide" is the compound's mass, not the metal's
const SHARE_AFTER = new RegExp(`(?<![\\w.,])${NUM}\\s*(${PERCENT}|${GRAMS})${OF}\\s*${ELEMENT}(?![\\p{L}])(?!\\s+ox[iy]de)`, 'giu');
const SHARE_BEFORE = new RegExp(`(?<![\\p{L}])${ELEMENT}\\s*(?:[:=]|\\s)\\s*${NUM}\\s*(${PERCENT}|${GRAMS})`, 'giu');
const REMAINDER = new RegExp(`(?:remainder|rest|balance|reste)\\s+(?:is\\s+|being\\s+|est\\s+|étant\\s+)?(?:de\\s+l['’]\\s*|du\\s+|de\\s+)?${ELEMENT}(?![\\p{L}])`, 'iu');
const OXIDE = new RegExp(`(?<![\\w.,])${NUM}${GRAMS}\\s+(?:of\\s+|d['’]\\s*|de\\s+)?(?:(?:the|a|an|l['’]|un|le)\\s*)?(?:[\\p{L}-]+\\s+){0,2}(?:oxide|oxyde)\\b`, 'iu');
const MOLAR_MASS = new RegExp(`(?:molar\\s+mass|molecular\\s+(?:mass|weight)|masse\\s+molaire(?:\\s+mol[ée]culaire)?|formula\\s+mass)[^\\d.?;]{0,30}?${NUM}\\s*(?:g\\s*(?:[/.·]\\s*mol(?:e)?|mol\\s*(?:\\^?\\s*-1|⁻¹))|amu\\b|u\\b)?|${NUM}\\s*g\\s*(?:[/.·]\\s*mol(?:e)?|mol\\s*(?:\\^?\\s*-1|⁻¹))`, 'iu');

const symbolOf = (word: string): string | undefined => {
  const named = elementOfName(word);
  if (named) return named;
  return /^[A-Z][a-z]?$/.test(word) && isElement(word) ? word : undefined;
};
const num = (s: string): number => Number(s.replace(',', '.'));

interface Share { element: string; value: number; unit: '%' | 'g'; at: number; end: number }

/**
 * Each element with its share. "40% C" and "C 40%" both occur, and "C 40% H 6.7% O 53.3%" reads
 * either way: the reading that places more numbers wins, a tie between different readings is no reading.
 */
function shares(text: string): Share[] | null {
  const read = (re: RegExp, element: number, value: number, unitAt: number): Share[] => {
    const out: Share[] = [];
    for (const m of text.matchAll(re)) {
      const symbol = symbolOf(m[element]);
      const at = m.index ?? 0;
      if (!symbol) continue;
      const unitText = m[unitAt];
      out.push({ element: symbol, value: num(m[value]), unit: /g/i.test(unitText) && !/cent/i.test(unitText) ? 'g' : '%', at, end: at + m[0].length });
    }
    return out;
  };
  const after = read(SHARE_AFTER, 3, 1, 2);
  const before = read(SHARE_BEFORE, 1, 2, 3);
  const same = (a: Share[], b: Share[]): boolean => a.length === b.length && a.every((s, k) => s.element === b[k].element && s.value === b[k].value);
  if (after.length === before.length && !same(after, before)) return before.length ? null : after;
  return after.length >= before.length ? after : before;
}

const unread = (part: string): SolverError =>
  new SolverError('unsupported', {
    en: `We could not place "${part}" in the composition of the compound: give each element's percentage or mass, and the molar mass if the molecular formula is asked.`,
    fr: `Nous n'avons pas pu placer « ${part} » dans la composition du composé : donnez le pourcentage ou la masse de chaque élément, et la masse molaire si la formule moléculaire est demandée.`,
  });

export function readEmpiricalFormula(text: string): Task | SolverError | null {
  if (!ASKS.test(text)) return null;
  const used: Array<[number, number]> = [];
  const read = shares(text);
  if (!read) return unread(text.match(/\d+(?:[.,]\d+)?\s*%/)?.[0] ?? text.slice(0, 40));
  const found = [...read];
  found.forEach((s) => used.push([s.at, s.end]));
  const mm = MOLAR_MASS.exec(text);
  const molarMass = mm ? num(mm[1] ?? mm[2]) : undefined;
  if (mm) used.push([mm.index, mm.index + mm[0].length]);
  const oxide = OXIDE.exec(text);
  if (oxide) {
    // the oxide's mass less the metal's is the oxygen taken up
    const metal = found.filter((s) => s.unit === 'g');
    if (metal.length !== 1 || found.length !== 1 || num(oxide[1]) <= metal[0].value) return unread(oxide[0].trim());
    found.push({ element: 'O', value: num(oxide[1]) - metal[0].value, unit: 'g', at: oxide.index, end: oxide.index + oxide[0].length });
    used.push([oxide.index, oxide.index + oxide[0].length]);
  }
  const units = new Set(found.map((s) => s.unit));
  if (units.size !== 1) return found.length ? unread(text.slice(found[0].at, found[0].end)) : null;
  const unit = found[0].unit;
  const parts = found.map((s) => ({ element: s.element, value: s.value }));
  const rest = REMAINDER.exec(text);
  if (rest) {
    const element = symbolOf(rest[1]);
    const sum = parts.reduce((a, p) => a + p.value, 0);
    if (!element || unit !== '%' || sum >= 100 || parts.some((p) => p.element === element)) return unread(rest[0]);
    parts.push({ element, value: 100 - sum });
  }
  if (parts.length < 2 || new Set(parts.map((p) => p.element)).size !== parts.length) return null;
  const total = parts.reduce((a, p) => a + p.value, 0);
  if (unit === '%' && Math.abs(total - 100) > 1.5) {
    return new SolverError('unsupported', {
      en: `The percentages add up to ${Number(total.toFixed(2))} %, not 100 %: name every element of the compound (or the one making up the rest).`,
      fr: `Les pourcentages totalisent ${Number(total.toFixed(2))} %, et non 100 % : nommez chaque élément du composé (ou celui qui complète).`,
    });
  }
  // any other number is either the sample's mass (the sum of the masses) or a part we cannot place
  for (const m of text.matchAll(/\d+(?:[.,]\d+)?/g)) {
    const at = m.index ?? 0;
    if (used.some(([a, b]) => at >= a && at < b) || /[A-Za-z)\]]$/.test(text.slice(0, at))) continue;
    const sample = unit === 'g' && Math.abs(num(m[0]) - total) <= 0.01 * total && /^\s*-?\s*g/.test(text.slice(at + m[0].length));
    if (!sample) return unread(m[0]);
  }
  if (ASKS_MOLECULAR.test(text) && molarMass === undefined) {
    return new SolverError('unsupported', {
      en: 'The molecular formula needs the molar mass of the compound: the composition gives only the empirical formula.',
      fr: 'La formule moléculaire demande la masse molaire du composé : la composition ne donne que la formule empirique.',
    });
  }
  const t: TaskOf<'empirical_formula'> = { kind: 'empirical_formula', parts, unit, ...(molarMass !== undefined ? { molarMass } : {}) };
  return t;
}
