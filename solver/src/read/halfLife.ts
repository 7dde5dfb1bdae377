import type { TaskOf } from '../task/task';
import { question, type Situation } from './formulaFamilies';

/**
 * Radioactive decay by half-lives, m = m₀ (½)^(t/T½), as students word it: "The half life of
 * tritium is 4500 days. If we had 12 grams to begin with, how much would there be after 13500
 * days?", « la demi-vie de l'iode 131 est de 8 jours ; quelle masse reste-t-il de 100 mg au bout
 * de 24 jours ? ». The masses are read with their units, the two durations with theirs (seconds
 * to years); the remaining mass, the time elapsed or the half-life is asked.
 */
const HALF_LIFE = /half[\s-]*li(?:fe|ves)|demi[\s-]*vie|t\s*(?:½|1\/2|_\{?1\/2\}?)/i;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** Each duration with its factor to seconds and the unit an answer is written in. */
const TIME_UNITS: Array<[RegExp, number, string]> = [
  [/^(?:s|sec|secs|seconds?|secondes?)$/i, 1, 's'], [/^(?:min|mins|minutes?)$/i, 60, 'min'], [/^(?:h|hr|hrs|hours?|heures?)$/i, 3600, 'h'],
  [/^(?:d|days?|jours?)$/i, 86400, 'day'], [/^(?:yr|yrs|y|years?|ans?|ann[ée]es?)$/i, 365.25 * 86400, 'yr'],
];
const MASS_UNITS: Array<[RegExp, number, string]> = [[/^(?:kg|kilograms?|kilogrammes?)$/i, 1, 'kg'], [/^(?:g|grams?|grammes?)$/i, 1e-3, 'g'], [/^(?:mg|milligrams?|milligrammes?)$/i, 1e-6, 'mg'], [/^(?:µg|ug|micrograms?|microgrammes?)$/i, 1e-9, 'µg']];
/** An isotope named with its mass number: "iodine-131", « l'iode 131 », "C-14", "uranium 238". */
const ISOTOPE = /(?:[Ii]od(?:ine|e)|[Uu]ranium|[Cc]arbon(?:e)?|[Cc]obalt|[Rr]adium|[Rr]adon|[Ss]trontium|[Cc][ée]sium|[Pp]lutonium|[Pp]olonium|[Tt]horium|[Tt]ritium|[Pp]hosph(?:orus|ore)|[Pp]otassium|[Tt]echn[ée]tium|[A-Z][a-z]?)\s*-?\s*\d{1,3}(?![\d.,])/gu;
interface Amount { si: number; at: number; end: number; unit: string }

export function readHalfLife({ raw }: Situation): TaskOf<'energy'> | null {
  const h = HALF_LIFE.exec(raw);
  if (!h) return null;
  const times: Amount[] = [];
  const masses: Amount[] = [];
  let left = raw;
  for (const m of raw.matchAll(new RegExp(`(?<![\\d.,])${NUMBER}\\s*([\\p{L}µ]+)(?![\\p{L}])`, 'gu'))) {
    const value = Number(m[1].replace(',', '.'));
    const at = m.index ?? 0;
    const time = TIME_UNITS.find(([re]) => re.test(m[2]));
    const mass = MASS_UNITS.find(([re]) => re.test(m[2]));
    if (time) times.push({ si: value * time[1], at, end: at + m[0].length, unit: time[2] });
    else if (mass) masses.push({ si: value * mass[1], at, end: at + m[0].length, unit: mass[2] });
    else continue;
    left = `${left.slice(0, at)}${' '.repeat(m[0].length)}${left.slice(at + m[0].length)}`;
  }
  // every number is a duration or a mass (an isotope's mass number written "iodine-131" or "C-14" is a name)
  if (/\d/.test(left.replace(ISOTOPE, ' ').replace(/(?<![\p{L}])[tT]\s*(?:½|1\/2|_\{?1\/2\}?)/gu, ' '))) return null;
  // the half-life: the duration right after its name (or before it: "a 8-day half-life")
  const tHalf = times.find((t) => t.at > h.index && !/[.;?]/.test(raw.slice(h.index + h[0].length, t.at)) && t.at - (h.index + h[0].length) < 25);
  if (!tHalf) return null;
  const others = times.filter((t) => t !== tHalf);
  const q = question(raw);
  const [first, second] = [...masses].sort((a, b) => a.at - b.at);
  if (others.length === 1 && masses.length === 1 && /how\s+much|what\s+mass|remain|\bleft\b|would\s+there\s+be|reste|quelle\s+masse/i.test(q)) {
    return { kind: 'energy', knowns: { Thalf: tHalf.si, t: others[0].si, m0h: first.si }, want: 'mh', unit: first.unit };
  }
  if (others.length === 0 && masses.length === 2 && /how\s+long|how\s+much\s+time|what\s+time|combien\s+de\s+temps|dur[ée]e|\bage\b|\b[âa]ge\b/i.test(q)) {
    return { kind: 'energy', knowns: { Thalf: tHalf.si, m0h: first.si, mh: second.si }, want: 't', unit: tHalf.unit };
  }
  return null;
}
