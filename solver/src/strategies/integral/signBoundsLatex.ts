/**
 * The bounds written as sub- and superscripts of the sign, \int_a^b or the normalised int_a^b, read
 * with a brace matcher: a bound is a balanced group ({\frac{1}{2}}, (…)), a macro with its arguments
 * (\frac{\pi}{2}, \dfrac12, \sqrt{3}, \sqrt[3]{2}, \infty) or a plain token (0, -1, pi/2). A bound
 * such as {2·10^{-1}} or {e^{2}} holds braces inside braces: cutting at the first closing brace
 * would leave part of the bound in front of the integrand.
 */

/** Macros that take two arguments, one, or none, as they may stand for a whole bound. */
const TWO_ARGUMENTS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
const ONE_ARGUMENT = new Set(['sqrt']);
const NO_ARGUMENT = new Set(['infty', 'pi', 'e']);

/** The index just past the group opening at s[i] ('{', '(' or '['), or -1 when it never closes. */
function closeGroup(s: string, i: number): number {
  const open = s[i];
  const close = open === '{' ? '}' : open === '(' ? ')' : ']';
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j] === open) depth++;
    else if (s[j] === close && --depth === 0) return j + 1;
  }
  return -1;
}

const skipSpaces = (s: string, i: number): number => {
  let j = i;
  while (j < s.length && /\s/.test(s[j])) j++;
  return j;
};

/** One argument of a macro at i: a braced group or a single character (\frac12). */
function argument(s: string, i: number): number {
  const j = skipSpaces(s, i);
  if (s[j] === '{') return closeGroup(s, j);
  return j < s.length && /[0-9a-zA-Z]/.test(s[j]) ? j + 1 : -1;
}

/** A macro starting at the backslash s[i] with its arguments: the index past it, or -1. */
function macro(s: string, i: number): number {
  const name = /^\\([a-zA-Z]+)/.exec(s.slice(i));
  if (!name) return -1;
  let j = i + name[0].length;
  if (NO_ARGUMENT.has(name[1])) return j;
  if (ONE_ARGUMENT.has(name[1])) {
    const k = skipSpaces(s, j);
    if (s[k] === '[') {
      j = closeGroup(s, k);
      if (j < 0) return -1;
    }
    return argument(s, j);
  }
  if (TWO_ARGUMENTS.has(name[1])) {
    const first = argument(s, j);
    return first < 0 ? -1 : argument(s, first);
  }
  return -1;
}

/** The bound starting at i (after _ or ^): its text, braces or brackets taken off, and where it ends. */
function bound(s: string, i0: number): { text: string; end: number } | null {
  const i = skipSpaces(s, i0);
  const sign = /^[-+]\s*/.exec(s.slice(i))?.[0] ?? '';
  const j = i + sign.length;
  if (s[j] === '{' || s[j] === '(') {
    const end = closeGroup(s, j);
    return end < 0 ? null : { text: sign + s.slice(j + 1, end - 1), end };
  }
  if (s[j] === '\\') {
    const end = macro(s, j);
    return end < 0 ? null : { text: sign + s.slice(j, end), end };
  }
  const plain = /^[^\s{}()^_\\]+/.exec(s.slice(j));
  return plain ? { text: sign + plain[0], end: j + plain[0].length } : null;
}

const SIGN = /(\\int(?![a-zA-Z])|\bint(?![a-zA-Z]))\s*(?:\\limits)?\s*_/gi;

/** \int_a^b in the text: the sign, the two bounds as written, and the text with the bounds taken out. */
export function latexBounds(s: string): { rest: string; lo: string; hi: string } | null {
  for (const m of s.matchAll(SIGN)) {
    const lo = bound(s, m.index + m[0].length);
    if (!lo) continue;
    const caret = skipSpaces(s, lo.end);
    if (s[caret] !== '^') continue;
    const hi = bound(s, caret + 1);
    if (!hi) continue;
    return { rest: `${s.slice(0, m.index)} ${m[1]} ${s.slice(hi.end)}`, lo: lo.text.trim(), hi: hi.text.trim() };
  }
  return null;
}
