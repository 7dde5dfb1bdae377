/**
 * Decimal commas as French (and many other) students write them: "0,5x + 1,2 = 3,7" is
 * 0.5x + 1.2 = 3.7, « de raison 0,5 ». A comma between digits, with no space after it, is read
 * as a decimal comma where it cannot be a separator: not between two statements that each have
 * their own relation (2x+y=7,3x-y=8 is a system), and inside brackets only in arithmetic
 * (2(x + 1,5)). Lists (1,2,3), points and calls ((1,5), f(1,5), gcd(12,18)), matrices, sets and
 * French intervals (]0,5[) keep their commas.
 */
const RELATION = /[=<>]/;
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
  // a French interval ]0,5[ keeps its comma
  if (/[[\]]/.test(s[num.start - 1] ?? '') || /[[\]]/.test(s[num.end] ?? '')) return false;
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
  // at top level, a comma between two statements with their own relation separates them
  const top = commas.filter((c) => c.opener < 0).map((c) => c.index);
  const k = top.indexOf(comma.index);
  const left = s.slice(k > 0 ? top[k - 1] + 1 : 0, comma.index);
  const right = s.slice(comma.index + 1, k + 1 < top.length ? top[k + 1] : s.length);
  return !(RELATION.test(left) && RELATION.test(right));
}

export function decimalCommas(s: string): string {
  if (!/\d,\d/.test(s)) return s;
  const commas = commasWithBrackets(s);
  const decimal = new Set(commas.filter((c) => readsAsDecimal(s, c, commas)).map((c) => c.index));
  if (decimal.size === 0) return s;
  return s
    .split('')
    .map((c, i) => (decimal.has(i) ? '.' : c))
    .join('');
}
