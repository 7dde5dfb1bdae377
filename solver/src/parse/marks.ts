/**
 * Letters with a mark above, as students type them: z̄ (the conjugate of z) and ẏ, ÿ (Newton's
 * dots, derivatives in time). The general reader drops accents to read French words, so these
 * are written out first, where their meaning is known: conj(z), dy/dt, d^2y/dt^2.
 */

/** The letters a bar makes a conjugate: z and w name complex numbers. */
const BARRED = '[zw]';

/** A dotted letter: the function's letter and how many derivatives its dots count. */
const DOTTED: Record<string, { letter: string; order: number }> = {
  'ẏ': { letter: 'y', order: 1 },
  'ẋ': { letter: 'x', order: 1 },
  'ÿ': { letter: 'y', order: 2 },
  'ẍ': { letter: 'x', order: 2 },
};
const LATEX_DOTS: Record<string, Record<string, string>> = { dot: { x: 'ẋ', y: 'ẏ' }, ddot: { x: 'ẍ', y: 'ÿ' } };

/** Never a letter inside a word (« L'Haÿ »). */
const ALONE = '(?<![A-Za-z\\u00c0-\\u024f])([ẏẋÿẍ])';

/** z* and z^{*}, the conjugate as British and physics texts write it: a star after z or w with nothing it could multiply
 * (2iz* = 8 + 7i). */
const STARRED = new RegExp(`(?<![A-Za-z])([ij]?)(${BARRED})\\s*(?:\\^\\s*\\{?\\s*\\*\\s*\\}?|\\*)(?=\\s*(?:[=+\\-−),;.]|$|(?:means|denotes|is|represents|stands\\s+for|d[ée]signe|est)\\b))`, 'g');

/**
 * The sentence that says what the mark means ("where z̄ is the conjugate of z", "(z* means z conjugate)",
 * « où z̄ désigne le conjugué de z »): once the mark is written conj(z) it says nothing more.
 */
const GLOSS = new RegExp(
  String.raw`\s*[,;(]?\s*(?:\b(?:where|here|with|and|o[uù]|avec|et)\s+)?conj\((${BARRED})\)\s+(?:means|denotes|is|represents|stands\s+for|d[ée]signe|est|repr[ée]sente)\s+` +
    String.raw`(?:(?:the|its|le|son)\s+)?(?:(?:complex\s+)?conjugate(?:\s+of\s+\1)?|\1\s+conjugate|(?:nombre\s+)?(?:complexe\s+)?conjugu[ée](?:\s+de\s+\1)?)\s*\)?`,
  'gi',
);

/** The conjugate written out, after its coefficient i when there is one (2iz̄ is 2i·conj(z), never 2i·z). */
const conjugate = (_m: string, unit: string, letter: string): string => `${unit ? `${unit}*` : ''}conj(${letter})`;

const leibniz = (c: string): string => {
  const { letter, order } = DOTTED[c];
  return order === 1 ? `d${letter}/dt` : `d^${order}${letter}/dt^${order}`;
};

export function writeMarkedLetters(raw: string): string {
  return raw
    .normalize('NFC')
    // z̄ with a combining macron or overline, \bar{z}, \overline{z}, \bar z
    .replace(new RegExp(`(?<![A-Za-z])([ij]?)(${BARRED})[\\u0304\\u0305]`, 'g'), conjugate)
    .replace(STARRED, conjugate)
    .replace(new RegExp(`(?<![A-Za-z])([ij]?)\\\\(?:bar|overline)\\s*(?:\\{\\s*(${BARRED})\\s*\\}|(${BARRED})(?![A-Za-z]))`, 'g'), (m, unit: string, a?: string, b?: string) => conjugate(m, unit, a ?? b ?? 'z'))
    .replace(GLOSS, '')
    .replace(/\\(d?dot)\s*(?:\{\s*([xy])\s*\}|([xy])(?![A-Za-z]))/g, (_m, dots: string, a?: string, b?: string) => LATEX_DOTS[dots][a ?? b ?? 'y'])
    // ẋ(0) = 0: a condition, written with primes as the equation readers read conditions
    .replace(new RegExp(`${ALONE}(?=\\s*\\()`, 'g'), (c) => `${DOTTED[c].letter}${"'".repeat(DOTTED[c].order)}`)
    .replace(new RegExp(`${ALONE}(?![A-Za-z\\u00c0-\\u024f])`, 'g'), leibniz);
}
