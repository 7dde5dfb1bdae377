import type { TaskOf } from '../task/task';
import { sameDim, unitOf } from '../physics/units';

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

export function readUnitConversion(text: string): TaskOf<'unit_conversion'> | null {
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
