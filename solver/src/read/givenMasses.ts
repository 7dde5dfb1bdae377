import { isElement } from '../chemistry/elements';

/**
 * The molar masses of elements a statement gives as data, as courses write them: « M(Na)=23 ;
 * M(C)=12 », « On donne M(C) = 12,0 g.mol-1 », "Given: M(H) = 1.0 g/mol, M(O) = 16.0 g/mol",
 * « masses molaires atomiques (g/mol) : C = 12 ; H = 1 ; O = 16 ». They are read out of the text
 * (so that « 12 g » is no mass of the problem and M(Na) no molar mass asked) and the rest is read
 * as the question.
 */
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const PER_MOLE = String.raw`(?:\s*(?:g\s*(?:[/.·]\s*mol|mol)\s*(?:\^?\s*\{?\s*-\s*1\s*\}?|⁻¹)?|g\s*/\s*mol))?`;
const CALL = new RegExp(String.raw`\bM\s*\(\s*([A-Z][a-z]?)\s*\)\s*=\s*${NUM}${PER_MOLE}`, 'g');
/** A list of symbols and values after words that say they are molar masses. */
const LIST_HEAD = /(?:masses?\s+molaires?(?:\s+atomiques?)?|atomic\s+(?:masses|weights)|molar\s+masses)(?:\s*\(?\s*(?:en\s+|in\s+)?g\s*[/.·]\s*mol(?:\s*-\s*1|⁻¹)?\s*\)?)?\s*:?\s*/gi;
const LIST_ITEM = new RegExp(String.raw`^\s*(?:[,;]|\bet\b|\band\b)?\s*([A-Z][a-z]?)\s*[=:]\s*${NUM}${PER_MOLE}`);
/** One symbol and its value with no unit but g/mol ("C = 12", "Na : 23"), anywhere. */
const PAIR = new RegExp(String.raw`(?<![\p{L}\d])([A-Z][a-z]?)\s*[=:]\s*${NUM}${PER_MOLE}(?!\s*[\p{L}°%]|[.,]?\d)`, 'gu');
/** Words that only announce the data, left alone once it is taken out. */
const ANNOUNCE = /(?:\b(?:on\s+donne|donn[ée]es|data|given|we\s+give)\s*:?\s*)$/i;

export interface GivenMasses {
  masses: Record<string, number>;
  /** The text without the data. */
  rest: string;
}

export function readGivenMasses(text: string): GivenMasses | null {
  const spans: Array<[number, number]> = [];
  const masses: Record<string, number> = {};
  const take = (symbol: string, value: string, at: number, end: number): boolean => {
    if (!isElement(symbol)) return false;
    const x = Number(value.replace(',', '.'));
    // one element given two different masses: not data we can use
    if (masses[symbol] !== undefined && masses[symbol] !== x) return false;
    masses[symbol] = x;
    spans.push([at, end]);
    return true;
  };
  for (const m of text.matchAll(CALL)) if (!take(m[1], m[2], m.index ?? 0, (m.index ?? 0) + m[0].length)) return null;
  for (const h of text.matchAll(LIST_HEAD)) {
    let at = (h.index ?? 0) + h[0].length;
    const start = h.index ?? 0;
    let found = 0;
    for (let item = LIST_ITEM.exec(text.slice(at)); item; item = LIST_ITEM.exec(text.slice(at))) {
      if (!take(item[1], item[2], at, at + item[0].length)) return null;
      at += item[0].length;
      found++;
    }
    if (found) spans.push([start, at]);
  }
  // a run of two or more element symbols with values and nothing else between them: « (C = 12 ; H = 1 ; O = 16) »
  // only where masses are spoken of: « B = 2 et C = 3 » in algebra is no data about boron and carbon
  const pairs = /mass|molaire|molar|g\s*[/.·]\s*mol|atomi/i.test(text) ? [...text.matchAll(PAIR)].filter((m) => isElement(m[1])) : [];
  for (let a = 0; a < pairs.length;) {
    let b = a;
    const end = (m: RegExpMatchArray): number => (m.index ?? 0) + m[0].length;
    while (b + 1 < pairs.length && /^\s*(?:[,;]|\bet\b|\band\b)?\s*$/.test(text.slice(end(pairs[b]), pairs[b + 1].index))) b++;
    if (b > a) {
      for (const m of pairs.slice(a, b + 1)) if (!take(m[1], m[2], m.index ?? 0, end(m))) return null;
      spans.push([pairs[a].index ?? 0, end(pairs[b])]);
    }
    a = b + 1;
  }
  if (spans.length === 0) return null;
  let rest = text;
  for (const [a, b] of [...spans].sort((x, y) => y[0] - x[0])) {
    const before = rest.slice(0, a);
    const announce = ANNOUNCE.exec(before);
    rest = `${announce ? before.slice(0, announce.index) : before} ${rest.slice(b)}`;
  }
  // separators and brackets the data leaves behind: « ( ; ; ) », "Given: , ."
  rest = rest.replace(/\(\s*[,;]*\s*\)/g, ' ').replace(/(?:\s*[,;])+\s*(?=[.?!]|$)/g, '').replace(/\s{2,}/g, ' ').trim();
  return { masses, rest };
}
