import { SolverError } from '../errors';
import type { Locale } from '../types';
import { frenchPowers } from './frenchPowers';
import { EN_NUMBER_WORDS, FR_NUMBER_WORDS, numberWordsWhere } from './numberWords';

/**
 * One reading of the ways a statement spells a number, shared by the subject readers, so that
 * each reader's own number pattern sees one plain spelling and never a piece of the number:
 * powers of ten in every notation (3,2·10^-5, 3.2 ⋅ 10^-5, 3.2×10-5, 3.2×10⁻⁵) written ×10^;
 * a number with a scale word (1.5 million, 12.5 thousand, 1,6 millier) written in digits; a
 * number in words with its hundreds or thousands (one hundred and fifty, cent cinquante,
 * deux cent mille) written in digits. In English (the student's language known), a number grouped
 * by thousands with commas (1,500 kg, 12,000 m, 1,000,000) is one number; in French the comma
 * is the decimal sign (1,500 is 1,5). Unknown, the readers guess as they did.
 */
export function spelledNumbers(s: string, locale?: Locale): string {
  return scaledNumbers(wordNumbers(powersOfTen(spacedThousands(locale === 'en' ? groupedThousands(s) : s))), locale);
}

/**
 * Digits grouped by thousands with spaces before a unit or a word (« 1 500 g », "12 000 mL",
 * « 1 250,5 mg », "2 500 mol", with a no-break or thin space too) written without them, in every
 * language: a reader would otherwise take the last group alone (1 500 g read as 500 g). A group
 * starts with no 0 and follows no letter (the 6 of C6H12O6 180 g is no thousand).
 */
export function spacedThousands(s: string): string {
  return s.replace(/(?<![\p{L}\d.,_^]|\d[ \u00a0\u202f\u2009])([1-9]\d{0,2})((?:[ \u00a0\u202f\u2009]\d{3})+)(?![\d]|[ \u00a0\u202f\u2009]\d)([.,]\d+)?(?=\s*[\p{L}Ωµ°%€$])/gu, (_m, a: string, b: string, d: string | undefined) => `${a}${b.replace(/\D/g, '')}${d ?? ''}`);
}

/**
 * Digits grouped by thousands with commas ("1,500", "12,000", "1,000,000", "1,234.5") written
 * without them: the English way of grouping. A comma before fewer or more than three digits
 * (1,5 kg) is left as typed, a decimal comma; a list of small numbers (1,2,3) has no group of three.
 * Before a power of ten (6,022 × 10^23, 1,602e-19) the comma is a decimal one: a mantissa is never grouped.
 */
export function groupedThousands(s: string): string {
  // a group never starts with 0: "0,365 g" is a decimal comma in any language
  return s.replace(/(?<![\d.,])([1-9]\d{0,2})((?:,\d{3})+)(?!\d|,\d|\s*(?:[×x*·⋅]|\\times|\\cdot)\s*10(?!\d)|[eE][-−+]?\d)/g, (_m, a: string, b: string) => `${a}${b.replace(/,/g, '')}`);
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Every spelling of "times ten to the power" written ×10^n, the one the quantity readers know. */
export function powersOfTen(s: string): string {
  return (
    // 10⁻⁵, 10⁵: the exponent in superscript, written with its caret before the dot of 2,5.10⁻³ is read
    frenchPowers(decimalExponents(s).replace(/(?<![\d,])10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_m, e: string) => `10^${e.replace('⁻', '-').replace('⁺', '').replace(/[⁰-⁹¹²³]/g, (c) => String(SUPERSCRIPT.indexOf(c)))}`))
      // the middle dot (·, ⋅) or a spaced dot standing for the multiplication
      .replace(/(\d)\s*[·⋅]\s*10\s*(?=\^|[-−–]\d)/g, '$1×10')
      // ×10-5 with its caret lost: the sign makes the exponent certain (×105 stays, it is not)
      .replace(/(\d\s*(?:[×x*]|\\times)\s*10)([-−–]\d+)(?!\d|[.,]\d)/g, (_m, head: string, e: string) => `${head}^${e.replace(/\s/g, '').replace(/[−–]/, '-')}`)
  );
}

/**
 * Ten to a decimal power alone (« [H3O+] = 10^-3,5 mol/L », "10^{-5.2} M", "10^(-2.7)"), as pH
 * exercises write a concentration: its value in scientific notation, which every quantity reader
 * knows. Read as written, the readers took the 10 alone and dropped the exponent.
 */
export function decimalExponents(s: string): string {
  return s.replace(/(?<![\d.,]|[×x*·⋅]\s*|\\times\s*|\\cdot\s*)10\s*\^\s*(?:[({]\s*([-−–+]?\s*\d+[.,]\d+)\s*[)}]|([-−–+]?\s*\d+[.,]\d+))/g, (_m, braced: string | undefined, bare: string | undefined) => {
    const e = (braced ?? bare ?? '').replace(/\s/g, '').replace(/[−–]/, '-').replace(',', '.');
    const [mantissa, power] = (10 ** Number(e)).toExponential(14).split('e');
    return `${Number(mantissa)}×10^${Number(power)}`;
  });
}

const SCALES: Record<string, number> = {
  thousand: 1e3, thousands: 1e3, million: 1e6, millions: 1e6, billion: 1e9, billions: 1e9,
  millier: 1e3, milliers: 1e3, milliard: 1e9, milliards: 1e9,
};

const ambiguousScale = (written: string): SolverError =>
  new SolverError('unsupported', {
    en: `We could not read "${written}": the comma may separate thousands or decimals. Write the number in digits, e.g. 1500000 or 1.5 million.`,
    fr: `Nous n'avons pas pu lire « ${written} » : la virgule peut séparer les milliers ou les décimales. Écrivez le nombre en chiffres, par exemple 1500000 ou 1,5 million.`,
  });

const unreadWords = (written: string): SolverError =>
  new SolverError('unsupported', {
    en: `We could not read "${written}" as one number. Write it in digits, e.g. 150 for one hundred and fifty.`,
    fr: `Nous n'avons pas pu lire « ${written} » comme un seul nombre. Écrivez-le en chiffres, par exemple 150 pour cent cinquante.`,
  });

/** The digits of x, never in exponent form (1.5 million is 1500000, not 1.5e+6). */
const plainDigits = (x: number): string => {
  const rounded = Number(x.toPrecision(15));
  return Number.isInteger(rounded) ? BigInt(rounded).toString() : String(rounded);
};

/**
 * A number followed by a scale word, "1.5 million", « 1,6 millier », "2 million": the whole
 * number in digits. "1,500 million" could be 1.5 or 1500 million: refused, never guessed, unless
 * the student's language says (in French it is 1,5 million; in English the grouping is gone already).
 */
export function scaledNumbers(s: string, locale?: Locale): string {
  return s.replace(/(?<![\d.,])(\d+(?:[.,]\d+)?)\s+(thousands?|millions?|billions?|milliers?|milliards?)(?![\p{L}])/giu, (m, n: string, scale: string) => {
    if (locale === undefined && /^\d{1,3},\d{3}$/.test(n)) throw ambiguousScale(m);
    return plainDigits(Number(n.replace(',', '.')) * SCALES[scale.toLowerCase()]);
  });
}

// the units and tens that add up under a hundred (vingt et un, forty-two)
const underHundred = (v: number): boolean => v > 0 && v < 100;
const EN_UNITS = numberWordsWhere(EN_NUMBER_WORDS, underHundred);
const FR_UNITS = numberWordsWhere(FR_NUMBER_WORDS, underHundred);
type Words = { units: Record<string, number>; hundred: RegExp; thousand: RegExp; and: string; a: string };
const EN: Words = { units: EN_UNITS, hundred: /^hundred$/, thousand: /^(?:thousand|million|billion)$/, and: 'and', a: 'a' };
const FR: Words = { units: FR_UNITS, hundred: /^cents?$/, thousand: /^(?:mille|millions?|milliards?)$/, and: 'et', a: '' };
const MULTIPLIER: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, mille: 1e3, millions: 1e6, milliard: 1e9, milliards: 1e9 };

/**
 * The value of a number in words, or null when the words do not make one number ("two three
 * hundred"). Units add up under a hundred (vingt et un, soixante-dix, quatre-vingt-dix-neuf).
 */
function wordsValue(words: string[], w: Words): number | null {
  let total = 0;
  let current = 0;
  let previous = '';
  let lastScale = Infinity;
  for (const word of words) {
    if (word === w.and) {
      previous = word;
      continue;
    }
    if (word === w.a && w.a && current === 0 && previous === '') {
      current = 1;
    } else if (w.hundred.test(word)) {
      if (current >= 100) return null;
      current = (current || 1) * 100;
    } else if (w.thousand.test(word)) {
      const scale = MULTIPLIER[word];
      // scales go down (two million three hundred thousand), never "thousand million"
      if (scale >= lastScale) return null;
      lastScale = scale;
      total += (current || 1) * scale;
      current = 0;
    } else {
      const v = w.units[word];
      if (v === undefined) return null;
      const rest = current % 100;
      const fits = rest === 0 || (rest >= 20 && rest % 10 === 0 && v < 10) || ((rest === 60 || rest === 80) && v >= 10 && v < 20);
      if (!fits || (previous === w.and && v !== 1 && v !== 11 && w === FR)) return null;
      current += v;
    }
    previous = word;
  }
  return total + current;
}

const alternation = (words: string[]): string => words.sort((a, b) => b.length - a.length).join('|');
const EN_WORD = alternation([...Object.keys(EN_UNITS), 'hundred', 'thousand', 'million', 'billion']);
const FR_WORD = alternation([...Object.keys(FR_UNITS), 'cents', 'cent', 'mille', 'millions', 'million', 'milliards', 'milliard']);
const EN_RUN = new RegExp(String.raw`(?<![\p{L}\d-])(?:(?:a|${EN_WORD})(?:(?:\s+|-)(?:and\s+)?(?:${EN_WORD}))+)(?![\p{L}\d-])`, 'giu');
const FR_RUN = new RegExp(String.raw`(?<![\p{L}\d-])(?:${FR_WORD})(?:(?:\s+|-)(?:et\s+)?(?:${FR_WORD}))+(?![\p{L}\d-])`, 'giu');

/**
 * A number in words that holds a hundred or a thousand ("one hundred and fifty", "a hundred and
 * twenty", « cent cinquante », « deux cent mille »): the whole number in digits, before any
 * reader takes its last word alone (fifty km). Smaller numbers in words are left to the readers
 * that know them; "pour cent" and "per cent" are a percentage, never a hundred. Words that make
 * no one number ("two three hundred") are refused, never read in part.
 */
export function wordNumbers(s: string): string {
  const rewrite = (w: Words, hasScale: RegExp) => (m: string, offset: number, whole: string) => {
    if (!hasScale.test(m)) return m;
    if (/(?:pour|per)\s+$/i.test(whole.slice(Math.max(0, offset - 6), offset))) return m;
    const words = m.toLowerCase().split(/[\s]+|-(?!vingt)/).filter(Boolean);
    const value = wordsValue(words, w);
    if (value === null) throw unreadWords(m);
    return plainDigits(value);
  };
  return s
    .replace(EN_RUN, rewrite(EN, /hundred|thousand|million|billion/i))
    .replace(FR_RUN, rewrite(FR, /\bcents?\b|mille|million|milliard/i));
}

/**
 * A count written with a power of ten ("2.5 × 10^4", "1.25e4"), for readers that take counts in
 * digits only (populations, offspring): the whole count in digits, never its first digits alone.
 */
export function plainPowers(s: string): string {
  const digits = (_m: string, n: string, e: string) => plainDigits(Number(n.replace(',', '.')) * 10 ** Number(e));
  return powersOfTen(s)
    .replace(/(?<!\d|\d[.,])(\d+(?:[.,]\d+)?)\s*(?:[×x*]|\\times)\s*10\s*\^\s*\{?\+?(\d+)\}?(?!\d|[.,]\d)/g, digits)
    .replace(/(?<![\p{L}\d.,])(\d+(?:\.\d+)?)[eE]\+?(\d+)(?![\p{L}\d])/gu, digits);
}
