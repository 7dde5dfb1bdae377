/**
 * Decimal commas as French (and many other) students write them: "0,5x + 1,2 = 3,7" is
 * 0.5x + 1.2 = 3.7, « de raison 0,5 ». A comma between digits, with no space after it, is read
 * as a decimal comma where it cannot be a separator: not between two statements that each have
 * their own relation (2x+y=7,3x-y=8 is a system), and inside brackets only in arithmetic
 * (2(x + 1,5)). Lists (1,2,3), points and calls ((1,5), f(1,5), gcd(12,18)), matrices, sets and
 * French intervals (]0,5[) keep their commas. In a bracket whose parts a semicolon separates, the
 * comma is decimal: (1,5 ; 2), (2 1,5 ; 4 3), [0,5 ; 1,5].
 */
const RELATION = /[=<>≤≥⩽⩾→]/;
/**
 * Where one statement ends and the next starts, besides a comma: « x + y = 2,5 ; x − y = 0,5 »,
 * « 0 ≤ x ≤ 1,5 et 0 ≤ y ≤ 2 », and a condition joined to a definition (« u_{n+1} = 0,5 u_n + 3
 * avec u_0 = 2 », "f(x) = 1,5x + 2 with x ≥ 0", "… pour tout n ≥ 0"): without it the condition's
 * relation made 0 and 5 u_n + 3 look like two statements.
 */
const STATEMENT_END = /;|:|\s(?:et|and|ou|or|avec|with|pour|for|where|o[uù]|if|si|when|whenever|quand|lorsque|d[èe]s\s+que|sachant|given|provided|assuming|knowing|[ée]tant\s+donn[ée]e?s?|such\s+that|tel(?:le)?s?\s+que)\s/gi;
const OPERATOR = /[-+*/^=<>×÷·−]/;
// ⟨1,3⟩ is a vector as calculus books write it
const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '⟨': '⟩', '〈': '〉' };

interface Comma {
  index: number;
  /** The innermost bracket around the comma: its opening index, or -1 at top level. */
  opener: number;
}

function commasWithBrackets(s: string): Comma[] {
  const stack: number[] = [];
  const out: Comma[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c in OPENERS) stack.push(i);
    else if (c === ')' || c === ']' || c === '}' || c === '⟩' || c === '〉') {
      // a French interval ]0, 1[ opens with ']': an unmatched closer is not a bracket
      if (stack.length > 0 && OPENERS[s[stack[stack.length - 1]]] === c) stack.pop();
    } else if (c === ',') out.push({ index: i, opener: stack.length > 0 ? stack[stack.length - 1] : -1 });
  }
  return out;
}

const prevNonSpace = (s: string, i: number): string => {
  while (i >= 0 && s[i] === ' ') i--;
  return i >= 0 ? s[i] : '';
};
const nextNonSpace = (s: string, i: number): string => {
  while (i < s.length && s[i] === ' ') i++;
  return i < s.length ? s[i] : '';
};

/** The number around the comma at i, when it is digits,digits and not part of a list 1,2,3 or of 1.2,3. */
function numberAround(s: string, i: number): { start: number; end: number } | null {
  let start = i;
  while (start > 0 && /\d/.test(s[start - 1])) start--;
  let end = i + 1;
  while (end < s.length && /\d/.test(s[end])) end++;
  if (start === i || end === i + 1) return null;
  if (/[\d.,]/.test(s[start - 1] ?? '') || /^[,.]\d/.test(s.slice(end, end + 2))) return null;
  return { start, end };
}

function readsAsDecimal(s: string, comma: Comma, commas: Comma[]): boolean {
  const num = numberAround(s, comma.index);
  if (!num) return false;
  if (inSemicolonInterval(s, comma.index)) return true;
  // a French interval ]0,5[ keeps its comma
  if (/[[\]]/.test(s[num.start - 1] ?? '') || /[[\]]/.test(s[num.end] ?? '')) return false;
  if (comma.opener >= 0 && oneArgument(s, comma, commas)) return true;
  if (comma.opener >= 0 && s[comma.opener] === '{') return decimalInBraces(s, comma, commas);
  if (comma.opener >= 0 && poweredNumber(s, comma, num)) return true;
  if (comma.opener >= 0) {
    const before = prevNonSpace(s, num.start - 1);
    const after = nextNonSpace(s, num.end);
    if (!(OPERATOR.test(before) || OPERATOR.test(after) || /[\p{L}(]/u.test(s[num.end] ?? ''))) return false;
    // only inside a bracket of arithmetic: not a call f(1,5), a point (1,5), a matrix or a set
    if (s[comma.opener] !== '(' || /[\p{L}_]/u.test(prevNonSpace(s, comma.opener - 1))) return false;
    const close = s.indexOf(')', comma.index);
    const inside = s.slice(comma.opener + 1, close < 0 ? s.length : close).trim().replace(/^[-+−]/, '');
    // (2,-1,0): three or more signed numbers are a vector's components, not -1.0
    if (inside.split(',').length >= 3 && inside.split(',').every((p) => /^\s*[-+−]?\s*\d+\s*$/.test(p))) return false;
    return /[\p{L}+\-*/^×÷·−]/u.test(inside.replace(/\d+,\d+/, ''));
  }
  return !separatesStatements(s, comma, commas);
}

/**
 * A comma between two statements that each have their own relation separates them: 2x+y=7,3x-y=8
 * is a system, {0≤x≤1,0≤y≤2} a region. Each side is read up to the next comma of the same
 * bracket, a semicolon or a joining word, so 0 ≤ y ≤ 1,5} or « ≤ 1,5 et 0 ≤ y » is one number.
 */
function separatesStatements(s: string, comma: Comma, commas: Comma[]): boolean {
  const peers = commas.filter((c) => c.opener === comma.opener).map((c) => c.index);
  const k = peers.indexOf(comma.index);
  const from = k > 0 ? peers[k - 1] + 1 : comma.opener + 1;
  const to = k + 1 < peers.length ? peers[k + 1] : comma.opener >= 0 ? closerOf(s, comma.opener) : s.length;
  const left = s.slice(from, comma.index).split(STATEMENT_END).pop() ?? '';
  const right = s.slice(comma.index + 1, to).split(STATEMENT_END)[0];
  return RELATION.test(left) && RELATION.test(right);
}

/** Where the bracket opened at i closes (or the end of the text). */
function closerOf(s: string, i: number): number {
  const stack: string[] = [];
  for (let j = i; j < s.length; j++) {
    if (s[j] in OPENERS) stack.push(OPENERS[s[j]]);
    else if (s[j] === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return j;
    }
  }
  return s.length;
}

/**
 * Inside braces: a power or a subscript in LaTeX (x^{1,5}, e^{−0,5x}, lim_{x→0,5}) or a region or
 * set written with relations ({0 ≤ x ≤ 2, 0 ≤ y ≤ 1,5}, {x² + y² ≤ 2,25}). A set of numbers {1,5}
 * and an index a_{1,2} keep their commas.
 */
function decimalInBraces(s: string, comma: Comma, commas: Comma[]): boolean {
  const before = prevNonSpace(s, comma.opener - 1);
  const inside = s.slice(comma.opener + 1, closerOf(s, comma.opener));
  if (before !== '^' && !RELATION.test(inside)) return false;
  return !separatesStatements(s, comma, commas);
}

/** Functions of one argument (a logarithm with its base written as an index among them): a comma in their bracket can only be a decimal comma. */
const ONE_ARGUMENT = /(?:(?<!\p{L})(?:a?sinh?|a?cosh?|a?tanh?|arc(?:sin|cos|tan)|cot|sec|csc|cosec|exp|ln|sqrt|cbrt|abs|log10|lg|log_\s*(?:\{[^{}]*\}|\w+))|√|∛)\s*$/u;

/**
 * sin(0,5x), ln(2,5), √(2,25), \sqrt{2,25}: the bracket of a function of one argument holding one
 * comma between digits. Read as a separator, ln(2,5) was log₅(2) and sin(0,5x) a list.
 */
function oneArgument(s: string, comma: Comma, commas: Comma[]): boolean {
  const opener = s[comma.opener];
  const head = s.slice(0, comma.opener);
  if (!(opener === '(' && ONE_ARGUMENT.test(head)) && !(opener === '{' && /\\sqrt\s*$/.test(head))) return false;
  return commas.filter((c) => c.opener === comma.opener).length === 1;
}

/** (0,9)^n: a pair is never raised to a power, so the bracket holds one decimal number (but (1,2)^T is a transpose). */
function poweredNumber(s: string, comma: Comma, num: { start: number; end: number }): boolean {
  if (s[comma.opener] !== '(' || /[\p{L}_]/u.test(prevNonSpace(s, comma.opener - 1))) return false;
  const close = closerOf(s, comma.opener);
  if (s.slice(comma.opener + 1, close).trim().replace(/^[-+−]\s*/, '') !== s.slice(num.start, num.end)) return false;
  return /^\s*\^\s*\{?\s*(?![Tt⊤](?![\p{L}\d]))[\p{L}\d(+\-−]/u.test(s.slice(close + 1));
}

/**
 * [0 ; 1,5], ]0,5 ; 2[: an interval written with a semicolon, as French does when its ends have
 * decimals. Its two ends must differ in commas: [1,2;3,4] may be a matrix and keeps its commas.
 */
function inSemicolonInterval(s: string, i: number): boolean {
  for (const m of s.matchAll(/[[\]]([^[\];]*);([^[\];]*)[[\]]/g)) {
    const start = m.index ?? 0;
    if (i <= start || i >= start + m[0].length) continue;
    const commasIn = (part: string): number => (part.match(/,/g) ?? []).length;
    return commasIn(m[1]) !== commasIn(m[2]) && commasIn(m[1]) + commasIn(m[2]) <= 2;
  }
  return false;
}

/** 0{,}5: LaTeX's decimal comma, braced so that it takes no space after it, is never a separator. */
export const latexDecimalCommas = (s: string): string => s.replace(/(\d)\{,\}(?=\d)/g, '$1.');

/** Brackets with no bracket inside whose parts a semicolon separates: ( … ; … ), ⟨ … ; … ⟩, [ … ; … ]. */
export const SEMICOLON_BRACKET = /([(⟨[])([^()⟨⟩[\]]*;[^()⟨⟩[\]]*)([)⟩\]])/gu;
const CLOSER: Record<string, string> = { '(': ')', '⟨': '⟩', '[': ']' };
const DIGITS_COMMA = /(\d),(\d)/g;

/**
 * Whether the commas between digits in the parts of a bracket split by semicolons are decimal
 * commas: the semicolon separates, so the comma cannot (« (1,5 ; 2) », « (2 1,5 ; 4 3) », « [0,5 ; 1,5] »).
 * Not a list inside a part (1,2,3 ; 4,5,6), nor — unless `vectors` says no bracket is a matrix — the
 * bracket that reads both ways, (1,2;3,4): every part one token with as many commas and no space
 * before the semicolon, a matrix's rows in MATLAB's notation as much as the French point (1.2 ; 3.4).
 */
function commasAreDecimal(parts: string[], body: string, vectors: boolean): boolean {
  const counts = parts.map((p) => (p.match(DIGITS_COMMA) ?? []).length);
  if (counts.every((c) => c === 0)) return false;
  if (parts.some((p) => /\d,\d+,\d/.test(p))) return false;
  const oneToken = parts.every((p) => !/\s/.test(p.trim()));
  const ambiguous = !vectors && oneToken && counts.every((c) => c === counts[0]) && !/\s;/.test(body);
  return !ambiguous;
}

/** Each bracket split by semicolons with its decimal commas written as points (see commasAreDecimal). */
export function semicolonDecimals(s: string, vectors = false): string {
  if (!s.includes(';')) return s;
  return s.replace(SEMICOLON_BRACKET, (all, open: string, body: string, close: string) =>
    CLOSER[open] === close && commasAreDecimal(body.split(';'), body, vectors) ? `${open}${body.replace(DIGITS_COMMA, '$1.$2')}${close}` : all);
}

export function decimalCommas(typed: string): string {
  const s = semicolonDecimals(latexDecimalCommas(typed));
  if (!/\d,\d/.test(s)) return s;
  const commas = commasWithBrackets(s);
  const decimal = new Set(commas.filter((c) => readsAsDecimal(s, c, commas)).map((c) => c.index));
  if (decimal.size === 0) return s;
  return s
    .split('')
    .map((c, i) => (decimal.has(i) ? '.' : c))
    .join('');
}
