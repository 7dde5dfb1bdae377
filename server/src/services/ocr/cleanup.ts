const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9',
};

/**
 * Turns what OCR reads off a printed math problem into what a student would type: one dash for
 * minus, `x` for a multiplication-looking variable, exponents written with `^`, even spacing.
 * Words (French or English instructions) are left alone.
 */
export function cleanMathText(raw: string): string {
  return raw
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((line) => line.length > 0)
    .join('\n');
}

function cleanLine(line: string): string {
  let s = line
    .replace(/[\u2010-\u2015\u2212\uFE63\uFF0D]/g, '-') // hyphen, en/em dash, minus sign
    .replace(/[“”«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (m) => '^' + [...m].map((c) => SUPERSCRIPTS[c]).join(''))
    .replace(/\s+/g, ' ')
    .trim();
  // OCR often capitalises the variable: "2X + 3" → "2x + 3" (only X/Y/Z next to digits or operators).
  s = s.replace(/(?<=[\d)\s+\-*/=^(]|^)([XYZ])(?=[\s+\-*/=^)²]|\d|$)/g, (m) => m.toLowerCase());
  // A multiplication cross between numbers: "3 × 4" → "3 * 4"; "×" before a letter stays a product too.
  s = s.replace(/×/g, '*');
  // An exponent read as a plain digit right after a single-letter variable: "x2 + 1" → "x^2 + 1".
  s = s.replace(/(?<![A-Za-z\d^])([a-z])(\d)(?![\d.])/g, '$1^$2');
  // Even spacing around relations and + / − between terms.
  s = s.replace(/\s*(<=|>=|!=|=|<|>|≤|≥|≠)\s*/g, ' $1 ');
  s = s.replace(/(?<=[\w)\]}])\s*([+-])\s*(?=[\w(√\\])/g, ' $1 ');
  // A coefficient split from its variable: "5 x" → "5x".
  s = s.replace(/(\d) ([a-z])(?![\w])/g, '$1$2');
  return s.replace(/\s+/g, ' ').trim();
}
