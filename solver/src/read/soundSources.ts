import type { TaskOf } from '../task/task';
import { allPlaced, question, type Situation } from './formulaFamilies';
import { NUMBER_WORDS as ALL_NUMBER_WORDS, numberWordsWhere } from './numberWords';

/**
 * Several sound sources heard together, in English and French: their intensities add, so their
 * levels in decibels combine (two machines of 80 dB and 75 dB, « une radio de 63 dB et une télé de
 * 73 dB », "85, 88, 80, 70 and 95 dBA"), and n identical sources are 10 log₁₀ n above one ("four
 * trumpets of 92 dB each", « 10 violons de 70 dB chacun »), or how many such sources give a level.
 * Only the levels (and a count) may be told: a distance, an intensity or a level asked at another
 * place is another question and is left unread.
 */
type Waves = TaskOf<'waves'>;

const NUM = String.raw`\d+(?:[.,]\d+)?`;
/** A decibel unit: dB, dBA, dB(A), dB SPL, « décibels ». */
const DB = String.raw`(?:dB\s*\(?A\)?|dB(?:\s*SPL)?|d[ée]cibels?)(?![\p{L}])`;
/** Levels told one by one, or as a list with one unit at its end: "85, 88, 80, 70 and 95 dBA". */
const LIST = new RegExp(String.raw`(?<![\p{L}\d.,])(${NUM}(?:\s*(?:${DB})?\s*(?:,|;|\band\b|\bet\b|\bor\b)\s*${NUM})*)\s*${DB}`, 'giu');
const TOGETHER = /\bcombined\b|\btotal\b|\boverall\b|\bresult(?:ing|ant)\b|\btogether\b|\bboth\b|\ball\s+(?:the\s+)?(?:\w+\s+)?(?:operat|run|work|play|on\b)|\bsimultaneous|\bat\s+the\s+same\s+time|\bsum\b|\bensemble\b|\bglobal\b|r[ée]sultant|simultan[ée]|en\s+m[êe]me\s+temps|les\s+deux|\btous\b|\btoutes\b|fonctionnent|(?:when|if|quand|lorsque|si)\s+(?:\p{L}+\s+){0,4}(?:are|is|operate|run|play|work|sont|fonctionne|jouent)/iu;
const LEVEL_ASKED = /\blevel\b|\bniveau\b|\bdecibels?\b|\bd[ée]cibels?\b|(?<![\p{L}])dB(?![\p{L}])|how\s+loud|\bloudness\b|what\s+(?:is|will\s+be)\s+(?:it|the\s+noise|the\s+sound)/iu;
/** Words that make the question another one: a place, an intensity, a change. */
const OTHER = /\bdistance\b|\baway\b|\bmetres?\b|\bmeters?\b|\bm[èe]tres?\b|intensit|W\s*\/\s*m|\bdoubl|\bhalv|\breduc|\bincreas|\bdecreas|r[ée]dui|augment|diminu|\bbackground\b|\bambiant|bruit\s+de\s+fond|\bwithout\b|\bsans\b|\bexcept\b|\bminus\b|subtract|soustrai|\bremove|\bretir|\bturn(?:ed|s)?\s+off|[ée]teint|\barr[êe]t/i;
const COUNTS = numberWordsWhere(ALL_NUMBER_WORDS, (v) => v >= 2 && v <= 1000);
/** A count of identical sources: "four trumpets", "3 identical machines", « dix violons ». */
const COUNT = new RegExp(String.raw`(?<![\p{L}\d.,])(\d+|${Object.keys(COUNTS).join('|')})\s+(?:(?:identical|similar|equal|same|identiques?|semblables?|pareil(?:le)?s)\s+)?(\p{L}[\p{L}-]{2,}s)(?![\p{L}])`, 'giu');
const EACH = /\beach\b|\bchacune?\b|\bidentical\b|\bsimilar\b|\bidentiques?\b|\bsemblables?\b|\bpar\s+(?:machine|source|instrument|personne)|\bper\s+(?:machine|source|instrument|person)|\bapiece\b/i;
const HOW_MANY = /how\s+many|combien/i;
/** A second source like the first: "a second identical machine", "another identical one", « une deuxième machine identique ». */
const SECOND = /\b(?:a\s+second|another|one\s+more)\s+(?:\p{L}+\s+)?(?:identical|similar|same|like\s+it)|\b(?:a\s+second|another|one\s+more)\s+(?:identical|similar)\b|\bune?\s+(?:deuxi[èe]me|seconde?|autre)\s+(?:\p{L}+\s+)?(?:identique|semblable|pareil(?:le)?)\b/iu;
/** One source's level told: "one violin produces 70 dB", « un violon produit 70 dB ». */
const ONE_SOURCE = /\b(?:one|a|an|un|une|single|seul)\s+(?:\p{L}+\s+){0,2}?(?:produces?|makes?|emits?|gives?|produit|[ée]met|donne)/iu;

const num = (x: string): number => Number(x.replace(',', '.'));

export function readSoundSources({ raw, rest, qs }: Situation): Waves | null {
  if (qs.length) return null;
  const lists = [...rest.matchAll(LIST)];
  if (!lists.length) return null;
  const levels = lists.flatMap((m) => [...m[1].matchAll(new RegExp(NUM, 'g'))].map((x) => num(x[0])));
  const q = question(raw);
  if (OTHER.test(raw)) return null;
  const counts = [...rest.matchAll(COUNT)].filter((m) => !/^(?:dbs?|d[ée]cibels)$/i.test(m[2]));
  const blank = lists.reduce((s, m) => `${s.slice(0, m.index)}${' '.repeat(m[0].length)}${s.slice((m.index ?? 0) + m[0].length)}`, rest);
  const countOf = (m: RegExpMatchArray): number => COUNTS[m[1].toLowerCase()] ?? Number(m[1]);
  // one level told for every source, and the question counting them all ("the noise level of the 3 machines", « des quatre machines »)
  const qAt = rest.length - (rest.replace(/[\s.?!]+$/, '').split(/[.;:?!](?=\s|$)/).pop() ?? '').length;
  const inQuestion = counts.filter((m) => (m.index ?? 0) >= qAt && /(?:^|\s)(?:(?:of|for|from)\s+)?(?:the|all|these|those|all\s+the|des|les|ces|tous\s+les|de\s+(?:ces|tous\s+les))\s+$/i.test(rest.slice(Math.max(0, (m.index ?? 0) - 16), m.index)));
  if (inQuestion.length === 1 && levels.length > 1 && levels.every((l) => l === levels[0]) && countOf(inQuestion[0]) >= levels.length && LEVEL_ASKED.test(q) && !HOW_MANY.test(q)) {
    const at = inQuestion[0].index ?? 0;
    const noCount = `${blank.slice(0, at)}${' '.repeat(inQuestion[0][1].length)}${blank.slice(at + inQuestion[0][1].length)}`;
    if (allPlaced(noCount, qs)) return { kind: 'waves', knowns: { Ldb: levels[0], nsrc: countOf(inQuestion[0]) }, want: 'Lnid', unit: 'dB' };
  }
  // the sources counted as many as the levels told ("two machines produce 80 dB and 75 dB") are those levels
  if (counts.length === 1 && levels.length > 1 && countOf(counts[0]) === levels.length) {
    const at = counts[0].index ?? 0;
    return severalLevels(`${blank.slice(0, at)}${' '.repeat(counts[0][1].length)}${blank.slice(at + counts[0][1].length)}`, qs, levels, q, inQuestion.includes(counts[0]));
  }
  // n identical sources of one level: the level together, or how many give a level
  if (counts.length === 1) {
    const n = countOf(counts[0]);
    const at = counts[0].index ?? 0;
    const noCount = `${blank.slice(0, at)}${' '.repeat(counts[0][1].length)}${blank.slice(at + counts[0][1].length)}`;
    if (!Number.isInteger(n) || n < 2 || levels.length !== 1 || !allPlaced(noCount, qs) || !(EACH.test(raw) || TOGETHER.test(q)) || !LEVEL_ASKED.test(q) || HOW_MANY.test(q)) return null;
    return { kind: 'waves', knowns: { Ldb: levels[0], nsrc: n }, want: 'Lnid', unit: 'dB' };
  }
  if (counts.length > 1) return null;
  // one source and a second just like it: "if a second identical machine is switched on", « une deuxième machine identique »
  if (levels.length === 1 && !counts.length && SECOND.test(raw) && LEVEL_ASKED.test(q) && TOGETHER.test(q) && !HOW_MANY.test(q) && allPlaced(blank, qs)) return { kind: 'waves', knowns: { Ldb: levels[0], nsrc: 2 }, want: 'Lnid', unit: 'dB' };
  // how many identical sources make a level: the first level told is one source's, the second the one wanted (a whole number of them)
  if (levels.length === 2 && HOW_MANY.test(q) && ONE_SOURCE.test(raw) && levels[1] > levels[0]) {
    const n = 10 ** ((levels[1] - levels[0]) / 10);
    return Math.abs(n - Math.round(n)) < 1e-6 ? { kind: 'waves', knowns: { Ldb: levels[0], Lnid: levels[1] }, want: 'nsrc', unit: '' } : null;
  }
  return severalLevels(blank, qs, levels, q);
}

/** Several levels heard together (two to five sources), every other number placed. */
function severalLevels(blank: string, qs: Situation['qs'], levels: number[], q: string, allCounted = false): Waves | null {
  // (the question counting all the sources told, "the level of the 2 fans", asks them together)
  if (levels.length < 2 || levels.length > 5 || !allPlaced(blank, qs) || !(allCounted || TOGETHER.test(q)) || !LEVEL_ASKED.test(q) || HOW_MANY.test(q)) return null;
  const knowns = Object.fromEntries(levels.map((l, i) => [`Ls${i + 1}`, l]));
  return { kind: 'waves', knowns, want: `Lc${levels.length}`, unit: 'dB' };
}

/** Sources counted or heard together: a level at another distance is then that of them all, not read there. */
export const manySources = (text: string): boolean => [...text.matchAll(COUNT)].some((m) => !/^(?:dbs?|d[ée]cibels|metres|meters|m[èe]tres|seconds|secondes)$/i.test(m[2])) || TOGETHER.test(text);
