import { inverseNotation } from './inverseTrig';
import type { ProblemInput } from '../strategy';
import { decimalCommas } from './decimalComma';
import { countingNotation } from './countingNotation';
import { writeRepeatingOut } from './repeatingDecimal';
import { matrixLines } from './matrixLines';
import { METHOD_HINT } from './methodNamed';
import { writeMatrices } from './matrixNotation';
import { semicolonTuples } from './semicolonTuple';

/**
 * Unicode math as students paste it (from a phone keyboard, a PDF, our symbol palette) turned into
 * the plain ASCII our parser reads. Command words and LaTeX are kept as they are: the recognisers
 * read the words, and parse/math.ts reads LaTeX.
 */

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9',
  '⁺': '+', '⁻': '-', 'ⁿ': 'n', 'ˣ': 'x', 'ʸ': 'y', 'ᵗ': 't', 'ᵏ': 'k', 'ⁱ': 'i', '⁽': '(', '⁾': ')',
};
const SUBSCRIPTS: Record<string, string> = {
  '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9',
  '₊': '+', '₋': '-', 'ₙ': 'n', 'ₓ': 'x', 'ₖ': 'k', '₍': '(', '₎': ')',
};

/** Single characters with a fixed ASCII spelling. */
const SYMBOLS: Record<string, string> = {
  '−': '-', '–': '-', '—': '-', '‒': '-', '﹣': '-', '－': '-',
  '·': '*', '⋅': '*', '×': '*', '∙': '*', '•': '*', '∗': '*',
  '÷': '/', '∕': '/', '⁄': '/',
  'π': 'pi', 'Π': 'pi', '∞': 'oo', 'Σ': ' sum ',
  '≤': '<=', '⩽': '<=', '≥': '>=', '⩾': '>=', '≠': '!=', '≈': '=',
  '→': '->', '⟶': '->', '↦': '->', '⇒': '=>',
  '√': ' sqrt ', '∛': ' cbrt ', '∜': ' root4 ',
  '±': '+-', '∓': '-+',
  'ℝ': 'R', 'ℂ': 'C', 'ℕ': 'N', 'ℤ': 'Z', 'ℚ': 'Q',
  '∈': ' in ', '∉': ' notin ',
  '∫': ' int ', '∑': ' sum ', '∏': ' prod ', '∂': 'd',
  '∪': ' U ', '∩': ' inter ', '∅': 'EmptySet',
  '‘': "'", '’': "'", '′': "'", '″': "''", '“': '"', '”': '"', '«': '"', '»': '"',
  'θ': 'theta', 'α': 'alpha', 'β': 'beta', 'λ': 'lambda', 'φ': 'phi', 'ρ': 'rho', 'ω': 'omega',
  '\u00a0': ' ', '\u202f': ' ', '\u2009': ' ', '\u2002': ' ', '\u2003': ' ', '\t': ' ', '\r': ' ', '\n': ' ',
  '（': '(', '）': ')', '［': '[', '］': ']', '，': ',', '；': ';',
  '⌊': ' floor(', '⌋': ')', '⌈': ' ceil(', '⌉': ')',
  '½': '(1/2)', '⅓': '(1/3)', '¼': '(1/4)', '¾': '(3/4)', '⅔': '(2/3)',
};

/** Replaces runs of super/subscript characters by `^(...)` / `_(...)`. */
function scripts(s: string, table: Record<string, string>, mark: string): string {
  let out = '';
  let i = 0;
  const chars = [...s];
  while (i < chars.length) {
    const c = chars[i];
    if (table[c] !== undefined) {
      let run = '';
      while (i < chars.length && table[chars[i]] !== undefined) run += table[chars[i++]];
      // A single symbol needs no brackets (x² → x^2); a run does (x⁻¹ → x^(-1)).
      // k² 3ᵏ: a written superscript on a letter ends its exponent, so a number after a space multiplies
      const product = mark === '^' && /[A-Za-z]$/.test(out) && /^\s+\d/.test(chars.slice(i, i + 3).join(''));
      out += run.length === 1 ? `${mark}${run}` : `${mark}(${run})`;
      if (product) out += ' *';
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** Length of the operand starting at s[i] (sign, number, name or bracket group, optional power), 0 if none. */
function operandLength(s: string, i: number): number {
  let j = i;
  while (s[j] === ' ') j++;
  if (s[j] === '-' || s[j] === '−') j++;
  while (s[j] === ' ') j++;
  const atom = /^(\d+(?:[.,]\d+)?|[A-Za-zπ]+)/.exec(s.slice(j));
  if (atom) j += atom[1].length;
  else if (s[j] === '(') {
    let depth = 0;
    for (; j < s.length; j++) {
      if (s[j] === '(') depth++;
      else if (s[j] === ')' && --depth === 0) break;
    }
    if (j >= s.length) return 0;
    j++;
  } else return 0;
  const pow = /^\s*(?:\^\s*-?\s*(?:\d+|[A-Za-z])|[²³])/.exec(s.slice(j));
  if (pow) j += pow[0].length;
  return j - i;
}

/**
 * `a/b ÷ c/d` as everyone means it: the whole fraction on the right of ÷ (or "divided by",
 * "divisé par") is the divisor, so it becomes `a/b / (c/d)` and not ((a/b)/c)/d; so is a
 * complex number written a + bi.
 */
function groupDivisors(text: string): string {
  const s = text.replace(/\s+(?:divided\s+by|divis[ée]e?s?\s+par)\s+/giu, ' ÷ ');
  let out = '';
  let i = 0;
  while (i < s.length) {
    if (s[i] !== '÷') {
      out += s[i++];
      continue;
    }
    i++;
    // ÷ 2 + 3i: a complex number written a + bi is one divisor, as "1 divided by 2 + 3i" means
    const complex = /^\s*[-+]?\s*\d+(?:\.\d+)?\s*[-+]\s*\d*(?:\.\d+)?\s*\*?\s*[ij](?![\p{L}\d(^])/u.exec(s.slice(i));
    if (complex) {
      out += `/ (${complex[0].trim()})`;
      i += complex[0].length;
      continue;
    }
    let end = i + operandLength(s, i);
    let fractions = 0;
    for (;;) {
      const slash = /^\s*[/∕⁄]/.exec(s.slice(end));
      const next = slash ? operandLength(s, end + slash[0].length) : 0;
      if (!slash || next === 0) break;
      end += slash[0].length + next;
      fractions++;
    }
    out += fractions > 0 ? `/ (${s.slice(i, end).trim()})` : '/';
    if (fractions === 0) end = i;
    i = end;
  }
  return out;
}

/** An operand just before or after an operator word: a digit, letter, bracket or power sign. */
const BEFORE = String.raw`(?<=(?:[\d)\]²³]|(?<![\p{L}])\p{L})\s*)`;
const AFTER = String.raw`(?=\s*(?:[\d(√−-]|\p{L}(?![\p{L}])|(?:sqrt|sin|cos|tan|ln|log|exp|pi)(?![\p{L}])))`;

/** Relations said in words ("is less than or equal to", "supérieur à", "equals"), longest first. */
function relationWords(): Array<[RegExp, string]> {
  const rel = (words: string, symbol: string): [RegExp, string] => [
    new RegExp(`${BEFORE}\\s+(?:is\\s+|est\\s+)?(?:${words})\\s+${AFTER}`, 'giu'),
    ` ${symbol} `,
  ];
  return [
    rel('(?:greater|more|larger|bigger)\\s+than\\s+or\\s+equal\\s+to|at\\s+least', '>='),
    rel('(?:less|smaller|lower)\\s+than\\s+or\\s+equal\\s+to|at\\s+most', '<='),
    rel('(?:greater|more|larger|bigger)\\s+than', '>'),
    rel('(?:less|smaller|lower)\\s+than', '<'),
    rel('sup[ée]rieure?s?\\s+ou\\s+[ée]gale?s?\\s+[àa]', '>='),
    rel('inf[ée]rieure?s?\\s+ou\\s+[ée]gale?s?\\s+[àa]', '<='),
    rel('(?:strictement\\s+)?sup[ée]rieure?s?\\s+[àa]', '>'),
    rel('(?:strictement\\s+)?inf[ée]rieure?s?\\s+[àa]', '<'),
    rel('equals?|is\\s+equal\\s+to|equal\\s+to|[ée]gale?s?\\s+[àa]|[ée]gale?|vaut', '='),
  ];
}

/** A complex number typed as a + bi (or a + bj, bi, a − i) and nothing after it but the end of the sentence. */
const COMPLEX_LITERAL = String.raw`(?:the\s+complex\s+number\s+|le\s+nombre\s+complexe\s+)?\(?\s*[-+−]?\s*(?:\d+(?:\.\d+)?\s*[-+−]\s*(?:\d+(?:\.\d+)?\s*\*?\s*)?[ij]|(?:\d+(?:\.\d+)?\s*\*?\s*)?[ij](?:\s*[-+−]\s*\d+(?:\.\d+)?)?)\s*\)?(?![\p{L}\d])\s*(?=[.?!,;]|$)`;

/**
 * A sum or difference of numbers and one-letter names, up to the end of the clause or a relation
 * sign; "plus" and "minus" said in words are signs like + and − ("square root of 16 plus 9" is √25,
 * as "square root of 16 + 9" is).
 */
const SAID_SIGN = String.raw`\s(?:plus|minus|moins)\s`;
const RADICAND = String.raw`(?=[^.?!;,=<>≤≥]*?[\d\p{L})]\s*(?:[-+]|${SAID_SIGN})\s*[\d\p{L}(])((?:\d+(?:[.,]\d+)?|(?<![\p{L}])\p{L}(?![\p{L}])|${SAID_SIGN}|[-+*/^()\s])*?(?:\d|\p{L}|\)))(?=\s*(?:[.?!;,=<>≤≥]|$))`;

/** Operators said in words ("3 squared plus 4 squared", "racine carrée de 81") written as symbols. */
const VERBAL: Array<[RegExp, string]> = [
  // "the square root of 5 − 12i": a complex number has two square roots, both asked (never √5 − 12i)
  [new RegExp(String.raw`\b(?:the\s+)?(square|cube)\s+root\s+of\s+(?=${COMPLEX_LITERAL})`, 'giu'), '$1 roots of '],
  [new RegExp(String.raw`\b(?:la\s+)?racine\s+(carr[ée]e|cubique)\s+de\s+(?=${COMPLEX_LITERAL})`, 'giu'), 'racines $1s de '],
  // "the square root of 2x+1", « racine carrée de x² + 1 »: a formula running to the end of its clause
  // is the whole radicand (never √(2x) + 1)
  [new RegExp(String.raw`\b(?:the\s+)?square\s+root\s+of\s+${RADICAND}`, 'giu'), ' sqrt($1)'],
  [new RegExp(String.raw`\b(?:la\s+)?racine\s+carr[ée]e\s+de\s+${RADICAND}`, 'giu'), ' sqrt($1)'],
  [/\b(?:the\s+)?square\s+root\s+of\s+/giu, ' sqrt '],
  [/\b(?:la\s+)?racine\s+carr[ée]e\s+de\s+/giu, ' sqrt '],
  [/\b(?:the\s+)?cube\s+root\s+of\s+/giu, ' cbrt '],
  // "the nth root of n!", "the 4th root of 16", « la racine n-ième de n »: one word or bracket as the radicand
  [/\b(?:the\s+)?([a-z]|\d+)-?(?:th|st|nd|rd)\s+root\s+of\s+(\([^()]*\)|[^\s,.;?()]+)/giu, ' ($2)^(1/$1)'],
  [/\b(?:la\s+)?racine\s+([a-z]|\d+)-?i[èe]me\s+de\s+(\([^()]*\)|[^\s,.;?()]+)/giu, ' ($2)^(1/$1)'],
  [/\b(?:la\s+)?racine\s+cubique\s+de\s+/giu, ' cbrt '],
  [new RegExp(`${BEFORE}\\s+to\\s+the\\s+(\\d+)(?:st|nd|rd|th)\\s+power\\b`, 'giu'), '^$1'],
  [new RegExp(`${BEFORE}\\s+(?:to\\s+the\\s+power\\s+of|raised\\s+to(?:\\s+the\\s+power(?:\\s+of)?)?|[àa]\\s+la\\s+puissance|puissance)\\s+${AFTER}`, 'giu'), '^'],
  // « 5e exposant(x − 1) »: the exponent named in words, its bracket right after
  [new RegExp(`${BEFORE}\\s+exposant\\s*${AFTER}`, 'giu'), '^'],
  [new RegExp(`${BEFORE}\\s+(?:squared|au\\s+carr[ée])(?![\\p{L}])`, 'giu'), '^2'],
  [new RegExp(`${BEFORE}\\s+(?:cubed|au\\s+cube)(?![\\p{L}])`, 'giu'), '^3'],
  // "3/5 of 40", "20 % de 80", "half of 12": a fraction of a quantity is a product; a mixed number's
  // fraction is not (« de 0 à 1 1/2 de 2x dx » is a bound, then the integrand)
  [/(?<=(?:\d\s*%|\d\s*\/\s*\d+)\s*)(?<!\d\s+\d+\s*\/\s*\d+\s*)\s+(?:of|de|d')\s*(?=\d|\(|\p{L}(?![\p{L}]))/giu, ' * '],
  [/(?<![\p{L}])(?:half\s+of|(?:la\s+)?moiti[ée]\s+d[e'])\s*(?=\d|\()/giu, '(1/2) * '],
  ...relationWords(),
  [new RegExp(`${BEFORE}\\s+(?:plus)\\s+${AFTER}`, 'giu'), ' + '],
  [new RegExp(`${BEFORE}\\s+(?:minus|moins)\\s+${AFTER}`, 'giu'), ' - '],
  [new RegExp(`${BEFORE}\\s+(?:times|multiplied\\s+by|fois|multipli[ée]e?\\s+par)\\s+${AFTER}`, 'giu'), ' * '],
  // "… = 0 over C", "over the reals": the set the equation is solved in, not a division
  [new RegExp(`${BEFORE}\\s+over\\s+(?!(?:C|R|ℂ|ℝ)(?![\\p{L}\\d])|the\\s+(?:complex|real)|complex|real)${AFTER}`, 'giu'), ' / '],
];

function verbalOperators(text: string): string {
  let s = text;
  for (const [re, rep] of VERBAL) s = s.replace(re, rep);
  return s;
}

/**
 * LaTeX layout that carries no math: the delimiters of a formula inside text ($…$, $$…$$, \(…\),
 * \[…\]), \left/\right sizing, thin and explicit spaces (\, and \ ), \displaystyle and the placement of a sign's bounds
 * (\sum\limits_{n=1}^{\infty}). Removed first so that every reader
 * (command words, derivative and integral operators, the parser) sees the formula itself.
 */
function stripLatexLayout(s: string): string {
  return s
    // an index root typed without its backslash (sqrt[n]{2^n + 3^n}, sqrt[3]{x}) is LaTeX's \sqrt[n]{…},
    // never √n times the braces
    .replace(/(?<![\\A-Za-z])sqrt\s*(?=\[[^\]]+\]\s*\{)/g, '\\sqrt')
    // the upright differential of OCR'd and typeset LaTeX (\mathrm{d} x, \mathrm{~d} x, \operatorname{d}):
    // Leibniz's d, never a variable; `~` inside a roman group is a typeset space (\mathrm{~cm})
    .replace(/(\{?)\\(?:mathrm|operatorname|text|mathit|rm)\s*\{\s*(?:~\s*)*d\s*\}\s*/g, (_m: string, open: string) => (open ? '{d' : ' d'))
    .replace(/(\{?)\\(?:mathrm|rm)\s+d(?![a-zA-Z])\s*/g, (_m: string, open: string) => (open ? '{d' : ' d'))
    .replace(/\\(mathrm|text)\s*\{(?:\s*~)+/g, '\\$1{')
    // a differential alone in a group, typeset with a space (\frac{d x}{1+x}, \frac{d y}{d x^{2}}): dx, never d·x
    .replace(/\{\s*d\s+([a-zA-Z])(\s*\^\s*(?:\{\s*\d\s*\}|\d))?\s*\}/g, (_m: string, v: string, p = '') => `{d${v}${p.replace(/\s+/g, '')}}`)
    // Leibniz's fractions written as students type them: \frac{dy}{dx} → dy/dx, \frac{d^{2}}{dx^{2}} → d^2/dx^2
    .replace(/\\[dt]?frac\s*\{\s*d\s*(?:\^\s*\{?\s*(\d)\s*\}?\s*)?([a-zA-Z]?)\s*\}\s*\{\s*d([a-zA-Z])\s*(?:\^\s*\{?\s*(\d)\s*\}?\s*)?\}/g,
      (m: string, n1: string | undefined, f: string, v: string, n2: string | undefined) => (n1 === n2 ? `${n1 ? `d^${n1}` : 'd'}${f}/d${v}${n2 ? `^${n2}` : ''} ` : m))
    // a vector's arrow or bold face (\vec F, \vec{r}, \mathbf{F}, \boldsymbol{F}, \hat{\imath}) is its letter, and
    // \langle … \rangle the angle brackets around its components: a field ⟨P, Q⟩ as typed plainly
    .replace(/(?<![A-Za-z])d\s*\\(?:vec|mathbf|boldsymbol|bm)\s*(?:\{\s*([A-Za-z])\s*\}|([A-Za-z])(?![a-zA-Z]))/g, 'd$1$2')
    .replace(/\\(?:vec|mathbf|boldsymbol|bm|overrightarrow|hat)\s*(?:\{\s*(?:\\([ij])math|([A-Za-z]+))\s*\}|\\([ij])math(?![a-zA-Z])|([A-Za-z])(?![a-zA-Z]))/g, (_m: string, a?: string, b?: string, c?: string, d?: string) => ` ${a ?? b ?? c ?? d ?? ''}`)
    // \le, \leq, \geqslant: the comparison signs typed plainly (0 \le t \le 1 is 0 <= t <= 1)
    .replace(/\\(?:le|leq|leqslant)(?![a-zA-Z])/g, ' <= ')
    .replace(/\\(?:ge|geq|geqslant)(?![a-zA-Z])/g, ' >= ')
    // an operator's name typeset upright (\text{curl}\,F, \operatorname{div} F, \mathrm{grad}\, f) is that word
    .replace(/\\(?:text|operatorname|mathrm)\s*\{\s*(curl|div|grad|rot)\s*\}/g, ' $1 ')
    .replace(/\\langle(?![a-zA-Z])/g, '⟨')
    .replace(/\\rangle(?![a-zA-Z])/g, '⟩')
    .replace(/\$+/g, ' ')
    .replace(/\\[()[\]]/g, ' ')
    .replace(/\\(?:left|right)(?:\.|(?![a-zA-Z]))/g, '')
    .replace(/\\(?:displaystyle|textstyle)(?![a-zA-Z])/g, ' ')
    .replace(/\\(?:no)?limits(?![a-zA-Z])/g, '')
    .replace(/\\!/g, '')
    // a thin or control space, never the second backslash of a row break (1 & 2 \\ 3 & 4)
    .replace(/(?<!\\)\\[,;: ]/g, ' ');
}

/**
 * x2 for x² (a power whose superscript was lost, or typed without ^): a letter followed by one
 * digit is never a product, which is written 2x. The same letter with two different digits (x1 and
 * x2, m1 and m2) is a subscript, and is left alone; so are capitals, chemistry's (O2, H2O), and
 * i, j before a number, the imaginary unit in engineering notation (3 + j4). A digit raised to a
 * power in a letter is a base: n2^n is n·2^n.
 */
function lostSuperscripts(s: string): string {
  // d2y/dx2 is Leibniz's d²y/dx², both exponents lost
  s = s.replace(/(?<![A-Za-z])d(\d)([a-zA-Z])\s*\/\s*d([a-zA-Z])\1(?!\d)/g, 'd^$1$2/d$3^$1');
  const GLUED = /(?<![A-Za-z_.^'])([a-hk-zX])([1-9])(?![0-9.,]\d|[0-9])/g;
  // 5e2 is a number in scientific notation, not 5·e²
  const scientific = (letter: string, at: number): boolean => letter === 'e' && /\d/.test(s[at - 1] ?? '');
  // "a 3x3 matrix", "A is 2x2.", « la matrice 3x3 [[…]] »: a size (n x m before a word, a stop or
  // the matrix), not 3·x³
  const size = (letter: string, at: number, m: string): boolean => {
    if (letter !== 'x' || !/\d/.test(s[at - 1] ?? '')) return false;
    const after = s.slice(at + m.length);
    return /^\s*[\p{L}.,;:?![]/u.test(after) || (/^\s*$/.test(after) && /matri|d[ée]terminant|\bdet\b|syst/i.test(s));
  };
  // 3 + j4: the engineering imaginary unit before its coefficient, not j⁴
  const unitJ = (letter: string, at: number): boolean => letter === 'j' && /[-+]\s*$/.test(s.slice(0, at));
  const digits = new Map<string, Set<string>>();
  for (const m of s.matchAll(GLUED)) digits.set(m[1], (digits.get(m[1]) ?? new Set()).add(m[2]));
  return s.replace(GLUED, (m, letter: string, d: string, at: number) => {
    if (d === '1' || scientific(letter, at) || size(letter, at, m) || unitJ(letter, at) || (digits.get(letter)?.size ?? 0) > 1) return m;
    // n2^n, k3^(k+1): the digit is the base of a power in a letter, the letter its factor (n·2^n)
    return /^\s*\^\s*\(?\s*[a-z]/i.test(s.slice(at + m.length)) ? `${letter}*${d}` : `${letter}^${d}`;
  });
}

/** x^1/2, (1 − i√3)^1/3: a root written without brackets; a power 1 divided by n is never meant. */
const unitFractionPowers = (s: string): string => s.replace(/\^\s*1\s*\/\s*(\d+)(?![\d.(^])/g, '^(1/$1)');

/**
 * « 5/42 x 21/4 », "2.5 x 4": a spaced x between two numbers is the times sign of a keyboard
 * without ×, when x is nowhere else a letter of the problem.
 */
function letterXTimes(s: string): string {
  const TIMES = /(?<=[\d)]\s*)\sx\s(?=\s*[\d(])/g;
  if (!TIMES.test(s)) return s;
  const others = s.replace(TIMES, ' ');
  return /(?<![A-Za-z])x(?![A-Za-z])/.test(others) ? s : s.replace(TIMES, ' * ');
}

/**
 * 𝐴, 𝑛, 𝐱: the italic and bold letters and digits of the Mathematical Alphanumeric Symbols block,
 * pasted from a PDF, are the plain ones in a font; folded before anything reads them.
 */
export const foldMathLetters = (s: string): string => s.replace(/[\u{1D400}-\u{1D7FF}]/gu, (c) => c.normalize('NFKC'));

/** ASCII math text from what was typed; see the module comment. */
/** "∬ f dxdy", "dzdydx": differentials written together are one per variable (never the letters d·x·d·y). */
export const splitDifferentials = (s: string): string =>
  s.replace(/(?<![A-Za-z])d([a-z])d([a-z])(?:d([a-z]))?(?![A-Za-z])/g, (m: string, a: string, b: string, c: string | undefined) =>
    new Set([a, b, c].filter(Boolean)).size === [a, b, c].filter(Boolean).length ? [a, b, c].filter(Boolean).map((v) => `d${v}`).join(' ') : m);

export function normalizeText(raw: string): string {
  let s = groupDivisors(verbalOperators(stripLatexLayout(writeMatrices(semicolonTuples(matrixLines(foldMathLetters(writeRepeatingOut(raw.normalize('NFC'))))))))).replace(METHOD_HINT, ' ');
  s = scripts(s, SUPERSCRIPTS, '^');
  s = scripts(s, SUBSCRIPTS, '_');
  // 2½, 1 ¾: a whole number then a fraction sign is a mixed number, 2 + 1/2, never 2·(1/2)
  s = s.replace(/(?<![\d.,^_\p{L}])(\d+) ?([½⅓¼¾⅔])/gu, (_m, whole: string, part: string) => `(${whole}+${SYMBOLS[part].slice(1, -1)})`);
  let out = '';
  for (const c of s) out += SYMBOLS[c] ?? c;
  // `**` is Python's power; `+-`/`-+` written with a sign-sign are kept for the ± recogniser.
  out = countingNotation(out.replace(/\*\*/g, '^'));
  // "whats the derivative of …": the apostrophe a phone keyboard leaves out
  out = out.replace(/\bwhats\b/gi, (w) => `${w.slice(0, 4)}'s`);
  out = unitFractionPowers(letterXTimes(lostSuperscripts(decimalCommas(out.replace(/\s+/g, ' ').trim()))));
  // "log base 2 of 64", « logarithme en base 2 de 64 »: the base written as a subscript; a sum running
  // to the end of its clause is the whole argument, as for a square root ("log base 2 of x-2=3")
  out = out.replace(new RegExp(String.raw`\blog(?:arithm(?:e|ic)?)?\s+(?:(?:in|to|en|de)\s+)?base\s+(\d+(?:\.\d+)?|e)\s+(?:of|de|d')\s*${RADICAND}`, 'giu'), 'log_$1($2)');
  out = out.replace(/\blog(?:arithm(?:e|ic)?)?\s+(?:(?:in|to|en|de)\s+)?base\s+(\d+(?:\.\d+)?|e)\s+(?:of|de|d')\s*(\d+(?:\.\d+)?|[a-z]\b|\([^()]*\))/gi, 'log_$1($2)');
  // Spaces around an operator inside a formula are noise; keep them between words.
  out = inverseNotation(out.replace(/ ?\^ ?/g, '^'));
  // ∫_0^√3, 2^√2: a root written right after ^ is the whole exponent or bound
  out = out.replace(/\^sqrt\s*(\d+(?:\.\d+)?|[a-z](?![a-z]))/g, '^(sqrt($1))');
  // 1 − √3i, 1-sqrt3i: a root of a number written before i is that root times i, as in i√3 (never √(3i))
  out = out.replace(/(?<![\p{L}^])sqrt\s*(\d+(?:\.\d+)?)\s*i(?![\p{L}\d(])/gu, 'sqrt($1)*i');
  // √2 e^{iπ/4}: a root of a number then, after a space, a power of e is the modulus times that power
  out = out.replace(/(?<![\p{L}^])sqrt\s*(\d+(?:\.\d+)?)\s+(?=e\s*\^)/gu, 'sqrt($1)*');
  // Σ_{n≥1} u_n, \sum_{n\geq 1}: the series from n = 1 to ∞, written with its upper bound like any other sum
  out = out.replace(/(Σ|∑|\\sum|\bsum)\s*_\s*\{\s*([a-z])\s*(?:>=|\\geq?(?:slant)?(?![a-z]))\s*([-+]?\d+)\s*\}(?!\s*\^)/g, '$1_{$2=$3}^{oo}');
  return splitDifferentials(out);
}

export function normalize(raw: string): ProblemInput {
  return { raw, text: normalizeText(raw) };
}
