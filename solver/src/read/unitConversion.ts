import type { TaskOf } from '../task/task';
import { DIMS, sameDim, unitOf, type Dim } from '../physics/units';

/**
 * Unit conversions as students write them beyond "convert 5 km to m": units named in words
 * ("−40 °C to Fahrenheit", "1 kWh in joules", "en kelvins"), the target after "= ?" or an arrow
 * ("2.5 atm = ? kPa", "350 °F → K"), "how many cm …", and a length or a mass written in two
 * imperial units ("5 ft 10 in", "6 lb 4 oz"), which is first counted in the smaller one.
 */
const NUMBER = String.raw`(-?\d+(?:[.,]\d+)?(?:[eE][-+]?\d+)?)`;

/** Units named in words (English and French), singular or plural. */
const NAMES: Array<[RegExp, string]> = [
  [/^(?:degrees?\s+|degr[ée]s\s+)?fahrenheit$|^°\s*F$|^degF$|^F$/i, '°F'],
  [/^(?:degrees?\s+|degr[ée]s\s+)?celsius$|^°\s*C$|^degC$/i, '°C'],
  [/^kelvins?$/i, 'K'],
  [/^joules?$/i, 'J'], [/^kilojoules?$/i, 'kJ'], [/^calories?$/i, 'cal'], [/^kilocalories?$/i, 'kcal'],
  [/^kilowatt[\s-]?hours?$|^kilowattheures?$/i, 'kWh'], [/^watts?$/i, 'W'], [/^kilowatts?$/i, 'kW'], [/^horsepower$/i, 'hp'],
  [/^pascals?$/i, 'Pa'], [/^kilopascals?$/i, 'kPa'], [/^atmospheres?$|^atmosphères?$/i, 'atm'], [/^bars?$/i, 'bar'],
  [/^met(?:re|er)s?$|^mètres?$/i, 'm'], [/^centimet(?:re|er)s?$|^centimètres?$/i, 'cm'], [/^millimet(?:re|er)s?$|^millimètres?$/i, 'mm'], [/^kilomet(?:re|er)s?$|^kilomètres?$/i, 'km'],
  [/^inch(?:es)?$|^pouces?$/i, 'in'], [/^f(?:ee|oo)t$|^pieds?$/i, 'ft'], [/^miles?$/i, 'mi'], [/^yards?$/i, 'yd'],
  [/^kilogra(?:m|mme)s?$/i, 'kg'], [/^gra(?:m|mme)s?$/i, 'g'], [/^pounds?$|^livres?$/i, 'lb'], [/^ounces?$|^onces?$/i, 'oz'],
  [/^seconds?$|^secondes?$/i, 's'], [/^minutes?$/i, 'min'], [/^hours?$|^heures?$/i, 'h'],
  [/^amp(?:ere|ère)?s?$/i, 'A'], [/^volts?$/i, 'V'], [/^ohms?$/i, 'Ω'], [/^hertz$/i, 'Hz'],
  [/^lit(?:re|er)s?$|^litres?$/i, 'L'], [/^millilit(?:re|er)s?$|^millilitres?$/i, 'mL'], [/^newtons?$/i, 'N'],
];

/** SI prefixes in words: "mégajoules", "milliamps", "kilopascals". */
const PREFIX_WORDS: Array<[RegExp, string]> = [[/^giga/i, 'G'], [/^m[ée]ga/i, 'M'], [/^kilo/i, 'k'], [/^centi/i, 'c'], [/^milli/i, 'm'], [/^micro/i, 'µ'], [/^nano/i, 'n']];

/** The unit symbol for a unit written as a symbol or in words. */
function unitNamed(written: string): string | null {
  const w = written.trim().replace(/[.?!]+$/, '').replace(/μ/g, 'µ');
  if (unitOf(w)) return w;
  const named = NAMES.find(([re]) => re.test(w))?.[1];
  if (named) return named;
  for (const [re, p] of PREFIX_WORDS) {
    const base = re.test(w) ? NAMES.find(([n]) => n.test(w.replace(re, '')))?.[1] : undefined;
    if (base && unitOf(p + base)) return p + base;
  }
  return null;
}

/** Two imperial units written together, counted in the smaller: 5 ft 10 in → 70 in. */
const COMPOUND: Array<{ re: RegExp; big: number; small: string }> = [
  { re: /(\d+)\s*(?:ft|feet|foot|')\s*(\d+(?:[.,]\d+)?)\s*(?:in(?:ch(?:es)?)?|")(?!\p{L})/iu, big: 12, small: 'in' },
  { re: /(\d+)\s*(?:lbs?|pounds?)\s*(\d+(?:[.,]\d+)?)\s*(?:oz|ounces?)(?!\p{L})/iu, big: 16, small: 'oz' },
  { re: /(\d+)\s*(?:h|hours?|heures?)\s*(\d+(?:[.,]\d+)?)\s*(?:min|minutes?)(?!\p{L})/iu, big: 60, small: 'min' },
];

const num = (s: string): number => Number(s.replace(',', '.'));
const task = (value: number, from: string, to: string): TaskOf<'unit_conversion'> | null => {
  const a = unitOf(from);
  const b = unitOf(to);
  return a && b && sameDim(a.dim, b.dim) && Number.isFinite(value) && from !== to ? { kind: 'unit_conversion', value, from, to } : null;
};

/** The target unit named by the question ("how many cm", "to Fahrenheit", "= ? kPa", "→ K", "en joules"). */
function target(text: string): string | null {
  const atEnd = /(?:how\s+many|combien\s+(?:de|d')|=\s*\?\s*|→|->|\b(?:to|into|in|en)\s+)\s*((?:degrees?\s+|degr[ée]s\s+)?[^\s?.,!;]+(?:[\s-]hours?)?)\s*\??\s*[.!]?\s*$/iu.exec(text);
  const named = /(?:how\s+many|combien\s+(?:de|d'))\s*((?:degrees?\s+)?[^\s?.,!;]+)/iu.exec(text);
  return (atEnd && unitNamed(atEnd[1])) || (named && unitNamed(named[1])) || null;
}

/**
 * The quantity a question names, by its dimension: "its speed in m/s" asks the speed of the story.
 * A length has many names (its height, its width), so a length is asked only by the name the story
 * gives it; any other name, or a word that names no quantity, is no conversion.
 */
const QUANTITY_NAMES: Array<[RegExp, Dim]> = [
  [/^(?:speed|velocity|vitesse|c[ée]l[ée]rit[ée])$/iu, DIMS.speed], [/^(?:mass|masse)$/iu, DIMS.M], [/^(?:temperature|temp[ée]rature)$/iu, DIMS.K],
  [/^(?:pressure|pression)$/iu, DIMS.pressure], [/^(?:energy|[ée]nergie)$/iu, DIMS.energy], [/^(?:power|puissance)$/iu, DIMS.power],
  [/^(?:volume|capacity|contenance)$/iu, DIMS.volume], [/^(?:duration|dur[ée]e)$/iu, DIMS.T], [/^(?:area|aire|surface|superficie)$/iu, DIMS.area],
  [/^(?:frequency|fr[ée]quence)$/iu, DIMS.freq], [/^(?:acceleration|acc[ée]l[ée]ration)$/iu, DIMS.acc], [/^(?:force)$/iu, DIMS.force],
];
const PRONOUN = String.raw`(?:it|this|that|the|its|his|her|their|this\s+value|cette|ce|cet|sa|son|ses|la|le|l')`;
/** "Convert it to m/s", "Express this speed in km/h", « Convertir cette vitesse en m/s », "What is its speed in m/s?", « Quelle est sa vitesse en m/s ? ». */
const ASKED_IN = new RegExp(String.raw`(?:^|[.;!?]\s*)(?:(?:convert|express|write|give|rewrite|convertir|convertis(?:sez)?|exprime[rz]?|donne[rz]?)\s+(?:${PRONOUN}\s*(\p{L}+)?\s+)?|(?:what\s+is|what's|quelle\s+est|quel\s+est|que\s+vaut|combien\s+vaut)\s+${PRONOUN}\s*(\p{L}+)\s+)(?:to|into|in|en)\s+([^\s?.!]+)\s*\??\s*[.!]?\s*$`, 'iu');

/**
 * A quantity told in a story and asked in another unit: "A car travels at 72 km/h. Convert it to
 * m/s.", « Une voiture roule à 72 km/h. Quelle est sa vitesse en m/s ? ». The story holds that one
 * number, and the question names its quantity or none.
 */
function storyConversion(text: string): TaskOf<'unit_conversion'> | null {
  const asked = ASKED_IN.exec(text);
  const to = asked ? unitNamed(asked[3]) : null;
  if (!asked || !to) return null;
  const story = text.slice(0, asked.index);
  const given = new RegExp(String.raw`(?<![\p{L}\d.,])${NUMBER}\s*((?:degrees?\s+|degr[ée]s\s+)?[^\s?.,;!]+)`, 'iu').exec(story);
  const from = given ? unitNamed(given[2]) : null;
  const unit = from ? unitOf(from) : null;
  if (!given || !from || !unit) return null;
  const name = asked[1] ?? asked[2];
  if (name) {
    const dim = QUANTITY_NAMES.find(([re]) => re.test(name))?.[1];
    const sameName = new RegExp(String.raw`(?<!\p{L})${name}(?!\p{L})`, 'iu').test(story);
    if (!(dim ? sameDim(dim, unit.dim) : sameDim(DIMS.L, unit.dim) && sameName)) return null;
  }
  return task(num(given[1]), from, to);
}

export function readUnitConversion(text: string): TaskOf<'unit_conversion'> | null {
  if ((text.match(/\d+(?:[.,]\d+)?(?:[eE][-+]?\d+)?/g) ?? []).length === 1) {
    const story = storyConversion(text);
    if (story) return story;
  }
  const to = target(text);
  if (!to) return null;
  for (const c of COMPOUND) {
    const m = c.re.exec(text);
    if (m && (text.match(/\d+(?:[.,]\d+)?/g) ?? []).length === 2) return task(num(m[1]) * c.big + num(m[2]), c.small, to);
  }
  if ((text.match(/\d+(?:[.,]\d+)?(?:[eE][-+]?\d+)?/g) ?? []).length !== 1) return null;
  // "how many joules are in 2 kcal?", "combien de secondes dans 3 heures ?", "combien de km font 5 miles ?"
  const inverse = new RegExp(`(?:how\\s+many|combien\\s+(?:de|d'))\\s*\\S+\\s+(?:(?:are\\s+|is\\s+|y\\s+a-t-il\\s+)?(?:there\\s+)?(?:in|dans|en)|font|fait|valent|vaut|makes?)\\s+(?:an?\\s+|une?\\s+)?${NUMBER}\\s*([^\\s?]+)\\s*\\??\\s*$`, 'iu').exec(text);
  if (inverse) {
    const from = unitNamed(inverse[2]);
    return from ? task(num(inverse[1]), from, to) : null;
  }
  // one value and its unit, then the target
  const m = new RegExp(`^\\s*(?:convert(?:ir|issez|is)?|conversion(?:\\s+de)?|express|exprimer|what\\s+is|how\\s+much\\s+is|combien\\s+(?:font|vaut)|que\\s+vaut)?\\s*:?\\s*${NUMBER}\\s*((?:degrees?\\s+|degr[ée]s\\s+)?[^\\s?=→]+)\\s*(?:(?:to|into|in|en)\\s|=|→|->)`, 'iu').exec(text);
  if (!m) return null;
  const from = unitNamed(m[2]);
  return from ? task(num(m[1]), from, to) : null;
}
