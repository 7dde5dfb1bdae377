import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { EN_NUMBER_WORDS, FR_NUMBER_WORDS } from './numberWords';

/**
 * Newton's law of cooling told as a story: "A cup of coffee at 90 °C is placed in a room at 20 °C.
 * After 10 minutes it is at 55 °C. What is its temperature after 20 minutes?", « … au bout de
 * combien de temps sera-t-il à 30 °C ? ». The temperatures are told apart by their words: the
 * room's (room, pièce, ambient, outside …), the first other one is the start, the next the reading
 * after the first time given; the question asks a temperature at a time, or the time of one. Any
 * other count of temperatures or times, or two surroundings, leaves the text unread.
 */
/** Cooling or warming towards the surroundings: the same law. */
const LAW = /(?<![\p{L}])(?:cool\p{L}*|refroidi\p{L}*|newton|warm\p{L}*|r[ée]chauff\p{L}*)(?![\p{L}])/iu;
/**
 * Or the story alone, with no word for the law: a body put into surroundings ("is placed in a room
 * at 20 °C", « est posé dans une pièce à 20 °C », 'a thermometer is taken outside'). The count of
 * temperatures and times below still has to fit the law exactly.
 */
const PLACED = /(?<![\p{L}])(?:placed|put|left|set|taken|removed|brought|moved|transferred|dropped|immersed|plac[ée]e?s?|pos[ée]e?s?|mise?s?|laiss[ée]e?s?|sortie?s?|plong[ée]e?s?|thermom\p{L}*)(?![\p{L}])/iu;
const NUM = String.raw`(-?\d+(?:[.,]\d+)?)`;
const TEMP = new RegExp(String.raw`${NUM}\s*(°\s*[CF]|degrees?(?:\s+(?:celsius|fahrenheit|[CF]))?|degr[ée]s?(?:\s+celsius)?)(?![\p{L}])`, 'giu');
const TIME = new RegExp(String.raw`${NUM}\s*(min(?:utes?)?|mn|h(?:ours?|eures?)?|s(?:ec(?:onds?|ondes?)?)?)(?![\p{L}])`, 'giu');
/** Words just before a temperature that make it the surroundings' (an oven only when the body is put in it: « sortie du four » is where it starts). */
const AMBIENT = /(?:room|pi[èe]ce|ambient|ambiante|surround\p{L}*|outside|outdoors|ext[ée]rieur\p{L}*|environment|milieu|air|fridge|refrigerator|r[ée]frig[ée]rateur|freezer|cong[ée]lateur|bath|bain|kept|maintenue?|kitchen|cuisine|(?:in|into|dans)\s+(?:an?\s+|the\s+|un\s+|une\s+|le\s+|la\s+)?(?:oven|furnace|four|[ée]tuve))[^.°\d]{0,40}$/iu;
/** The question: the last sentence (a decimal point inside it is no full stop), asked with a question mark or an imperative. */
const QUESTION = /(?:^|[.!?]\s+)((?:[^.!?]|\.(?=\d))*[.!?]?)\s*$/u;
const ASKS_TIME = /(?<![\p{L}])(?:when|how\s+long|how\s+many\s+(?:minutes|hours|seconds)|what\s+time|combien\s+de\s+temps|quand|à\s+quel\s+(?:instant|moment)|at\s+what\s+time|time\s+(?:needed|taken|required))(?![\p{L}])/iu;

/** A time written in words ("after five minutes", « au bout de dix minutes ») as digits. */
const WORDS: Record<string, number> = { ...EN_NUMBER_WORDS, ...FR_NUMBER_WORDS };
const WORD_TIME = new RegExp(String.raw`(?<![\p{L}])(${Object.keys(WORDS).join('|')})(?=\s+(?:min(?:utes?)?|h(?:ours?|eures?)|s(?:ec(?:onds?|ondes?)?))(?![\p{L}]))`, 'giu');

export function readCooling(problem: ProblemInput): TaskOf<'newton_cooling'> | null {
  const t = problem.text.replace(WORD_TIME, (w) => String(WORDS[w.toLowerCase()]));
  if (!LAW.test(t) && !PLACED.test(t)) return null;
  const q = QUESTION.exec(t);
  if (!q) return null;
  const qAt = t.length - q[1].length - (t.length - (q.index + q[0].length));
  const temps = [...t.matchAll(TEMP)].map((m) => ({ at: m.index, end: m.index + m[0].length, v: m[1].replace(',', '.'), unit: /F|fahrenheit/i.test(m[2]) ? '°F' : '°C', ambient: AMBIENT.test(t.slice(Math.max(0, m.index - 60), m.index)) }));
  const times = [...t.matchAll(TIME)].map((m) => ({ at: m.index, v: m[1].replace(',', '.'), unit: m[2] }));
  if (temps.length === 0 || new Set(temps.map((x) => x.unit)).size !== 1) return null;
  const ambient = temps.filter((x) => x.ambient);
  const body = temps.filter((x) => !x.ambient);
  if (ambient.length !== 1) return null;
  const asksTime = ASKS_TIME.test(q[1]);
  const inQuestion = (x: { at: number }): boolean => x.at >= qAt;
  const given = body.filter((x) => !inQuestion(x));
  const times0 = times.filter((x) => !inQuestion(x));
  const timesQ = times.filter(inQuestion);
  if (given.length !== 2 || times0.length !== 1 || new Set(times.map((x) => unitOf(x.unit))).size !== 1) return null;
  // the reading goes with the first time given: "after 10 minutes it is at 55 °C", "it cools to 150 °F in 10 minutes"
  const between = t.slice(given[1].end, times0[0].at);
  if (!(given[1].at > times0[0].at || /^[^.?!]{0,12}(?:in|after|within|en|au\s+bout\s+de|apr[èe]s)\s*$/iu.test(between))) return null;
  const base = { kind: 'newton_cooling' as const, initial: given[0].v, ambient: ambient[0].v, after: times0[0].v, reading: given[1].v, tempUnit: temps[0].unit as '°C' | '°F', timeUnit: unitOf(times0[0].unit) };
  const askedTemp = body.filter(inQuestion);
  if (asksTime) return askedTemp.length === 1 && timesQ.length === 0 ? { ...base, reach: askedTemp[0].v } : null;
  return timesQ.length === 1 && askedTemp.length === 0 ? { ...base, at: timesQ[0].v } : null;
}

/** min, h or s, whatever the spelling. */
function unitOf(u: string): 'min' | 'h' | 's' {
  return /^m/i.test(u) ? 'min' : /^h/i.test(u) ? 'h' : 's';
}
