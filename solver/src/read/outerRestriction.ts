import { SolverError } from '../errors';
import { text as bilingual } from '../i18n';
import { evaluateReal } from '../verify/numeric';
import { multipleAscii } from './multiple';

/**
 * The interval a region between two curves is cut to, said beside the curves: "for 0 ≤ x ≤ 2π",
 * « pour x compris entre 0 et 1 », "with x ≥ 1", "x ∈ [0, 2]", "for x ≤ 1", "in the first
 * quadrant". Dropped, the region was the whole lobe between the curves' crossings (the area of
 * y = sin x and the x-axis "for 0 ≤ x ≤ 2π" was 2, verified). Read on the text as typed (≤ as <=).
 */

/** One end: its ASCII formula and its value. */
export interface End {
  ascii: string;
  v: number;
}

export interface Restriction {
  /** The least value of the outer variable, when one is said. */
  lo?: End;
  /** The greatest value of the outer variable, when one is said. */
  hi?: End;
  /** The sign the inner variable keeps (1 for ≥ 0, −1 for ≤ 0), from a quadrant. */
  innerSign?: 1 | -1;
  /** The text with the clauses read taken out. */
  rest: string;
}

/** A value closing the interval: a number, a fraction, a multiple of π. */
const END = String.raw`[-+]?\s*(?:\d+(?:\.\d+)?(?:\s*\*?\s*(?:π|pi|√\s*\d+|sqrt\(\d+\)))?|π|pi|e|√\s*\d+|sqrt\(\d+\)|ln\s*\(\d+\))(?:\s*\/\s*\d+)?`;
/** The word that joins the clause to the sentence, taken out with it. */
const LEAD = String.raw`(?:(?:,\s*)?(?:for|pour|with|avec|where|o[uù]|when|lorsque|quand|on|over|sur|in|dans)\s+(?:the\s+interval\s+|l['’]intervalle\s+)?|,\s*)?`;
/** Nothing of a formula right after an end (2π/3 is one end, 2x is no end). */
const AFTER = String.raw`(?![\wπ°^(*]|\.\d|\s*\/\s*\d)`;

const ORDINALS: Array<[RegExp, 1 | -1, 1 | -1]> = [
  [/\b(?:in\s+the\s+)?first\s+quadrant\b|\b(?:dans\s+le\s+)?premier\s+quadrant\b/i, 1, 1],
  [/\b(?:in\s+the\s+)?second\s+quadrant\b|\b(?:dans\s+le\s+)?(?:deuxi[èe]me|second)\s+quadrant\b/i, -1, 1],
  [/\b(?:in\s+the\s+)?third\s+quadrant\b|\b(?:dans\s+le\s+)?troisi[èe]me\s+quadrant\b/i, -1, -1],
  [/\b(?:in\s+the\s+)?fourth\s+quadrant\b|\b(?:dans\s+le\s+)?quatri[èe]me\s+quadrant\b/i, 1, -1],
];

function end(s: string): End {
  const ascii = multipleAscii(s.replace(/\s+/g, ''));
  const v = evaluateReal(ascii);
  if (v === null || !Number.isFinite(v)) throw unread(s);
  return { ascii, v };
}

const unread = (clause: string): SolverError =>
  new SolverError('unsupported', bilingual(
    `We could not read the interval that cuts the region ("${clause.trim()}"): give it as 0 ≤ x ≤ 2, or name the lines closing the region (between x = 0 and x = 2).`,
    `Nous n'avons pas pu lire l'intervalle qui limite le domaine (« ${clause.trim()} ») : donnez-le sous la forme 0 ≤ x ≤ 2, ou nommez les droites qui ferment le domaine (entre x = 0 et x = 2).`,
  ));

/**
 * The restriction on outer (the variable the curves are functions of) said in typed, with the
 * sign a quadrant gives to inner. Throws a refusal when a bound on either variable is said in a
 * way not read here, or two clauses disagree: the region would otherwise be read without it.
 */
export function outerRestriction(typed: string, outer: string, inner: string): Restriction {
  let rest = typed;
  const found: { lo?: End; hi?: End; innerSign?: 1 | -1 } = {};
  const take = (key: 'lo' | 'hi', e: End, clause: string): void => {
    const had = found[key];
    if (had && Math.abs(had.v - e.v) > 1e-12) throw unread(clause);
    found[key] = e;
  };
  const v = outer;
  const patterns: Array<[RegExp, (m: RegExpExecArray) => void]> = [
    // 0 ≤ x ≤ 2π, -1 < x < 0
    [new RegExp(String.raw`${LEAD}(${END})\s*<=?\s*${v}\s*<=?\s*(${END})${AFTER}`, 'i'), (m) => { take('lo', end(m[1]), m[0]); take('hi', end(m[2]), m[0]); }],
    // « pour x compris entre 0 et 1 », "for x between 0 and 1"
    [new RegExp(String.raw`${LEAD}${v}\s+(?:is\s+|est\s+)?(?:compris\s+|comprise\s+)?(?:between|entre)\s+(${END})\s+(?:and|et)\s+(${END})${AFTER}`, 'i'), (m) => { take('lo', end(m[1]), m[0]); take('hi', end(m[2]), m[0]); }],
    // "for x from 0 to 1", « pour x allant de 0 à 1 »
    [new RegExp(String.raw`${LEAD}${v}\s+(?:from|de|allant\s+de|variant\s+de|going\s+from|running\s+from)\s+(${END})\s+(?:to|à|a|jusqu['’]\s*à)\s+(${END})${AFTER}`, 'i'), (m) => { take('lo', end(m[1]), m[0]); take('hi', end(m[2]), m[0]); }],
    // "x ∈ [0, 2]", « x ∈ [0 ; 1] », "x in [0, 1]"
    [new RegExp(String.raw`${LEAD}${v}\s*(?:∈|\bin\b|\bdans\b)\s*[[\]]\s*(${END})\s*[,;]\s*(${END})\s*[[\]]`, 'i'), (m) => { take('lo', end(m[1]), m[0]); take('hi', end(m[2]), m[0]); }],
    // "x ≥ 1", "x > 0", "x ≤ 1"
    [new RegExp(String.raw`${LEAD}(?<![\w^<>=.])${v}\s*(>=?|<=?)\s*(${END})${AFTER}(?!\s*[<>])`, 'i'), (m) => take(m[1][0] === '>' ? 'lo' : 'hi', end(m[2]), m[0])],
    // "0 ≤ x", "1 > x"
    [new RegExp(String.raw`${LEAD}(?<![\w^<>=.])(${END})\s*(>=?|<=?)\s*${v}(?![\w^(])(?!\s*[<>])`, 'i'), (m) => take(m[2][0] === '<' ? 'lo' : 'hi', end(m[1]), m[0])],
  ];
  for (const [re, read] of patterns) {
    for (let m = re.exec(rest); m; m = re.exec(rest)) {
      read(m);
      rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
    }
  }
  const sign = (s: 1 | -1, clause: string): void => {
    if (found.innerSign && found.innerSign !== s) throw unread(clause);
    found.innerSign = s;
  };
  for (const [re, xSign, ySign] of ORDINALS) {
    const m = re.exec(rest);
    if (!m) continue;
    const [outerSign, innerSign] = outer === 'x' ? [xSign, ySign] : [ySign, xSign];
    take(outerSign > 0 ? 'lo' : 'hi', { ascii: '0', v: 0 }, m[0]);
    sign(innerSign, m[0]);
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
  }
  // "y ≥ 0" beside the curves: the side of the axis the region keeps
  const innerSide = new RegExp(String.raw`${LEAD}(?:(?<![\w^<>=.])${inner}\s*(>=?|<=?)\s*0|(?<![\w^<>=.])0\s*(>=?|<=?)\s*${inner})${AFTER}(?!\s*[<>])`, 'i');
  for (let m = innerSide.exec(rest); m; m = innerSide.exec(rest)) {
    sign((m[1] ?? '')[0] === '>' || (m[2] ?? '')[0] === '<' ? 1 : -1, m[0]);
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
  }
  // a bound on either variable left unread would change the region
  const left = new RegExp(String.raw`(?<![\w^])[${outer}${inner}]\s*(?:<|>|∈)|(?:<|>)=?\s*[${outer}${inner}](?![\w^(])|\b${outer}\s+(?:compris|between|entre)\b`, 'i').exec(rest);
  if (left) throw unread(rest.slice(Math.max(0, left.index - 12), left.index + 16));
  if (found.lo && found.hi && !(found.lo.v < found.hi.v)) throw unread(typed);
  return { ...found, rest };
}
