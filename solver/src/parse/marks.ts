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

const leibniz = (c: string): string => {
  const { letter, order } = DOTTED[c];
  return order === 1 ? `d${letter}/dt` : `d^${order}${letter}/dt^${order}`;
};

export function writeMarkedLetters(raw: string): string {
  return raw
    .normalize('NFC')
    // z̄ with a combining macron or overline, \bar{z}, \overline{z}, \bar z
    .replace(new RegExp(`(?<![A-Za-z])(${BARRED})[\\u0304\\u0305]`, 'g'), 'conj($1)')
    .replace(new RegExp(`\\\\(?:bar|overline)\\s*(?:\\{\\s*(${BARRED})\\s*\\}|(${BARRED})(?![A-Za-z]))`, 'g'), (_m, a?: string, b?: string) => `conj(${a ?? b})`)
    .replace(/\\(d?dot)\s*(?:\{\s*([xy])\s*\}|([xy])(?![A-Za-z]))/g, (_m, dots: string, a?: string, b?: string) => LATEX_DOTS[dots][a ?? b ?? 'y'])
    // ẋ(0) = 0: a condition, written with primes as the equation readers read conditions
    .replace(new RegExp(`${ALONE}(?=\\s*\\()`, 'g'), (c) => `${DOTTED[c].letter}${"'".repeat(DOTTED[c].order)}`)
    .replace(new RegExp(`${ALONE}(?![A-Za-z\\u00c0-\\u024f])`, 'g'), leibniz);
}
