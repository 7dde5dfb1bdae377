import { parseNode } from '../../parse/math';
import { inverseNotation } from '../../parse/inverseTrig';
import type { MathNode } from '../../cas/node';

/**
 * Simple LaTeX (\frac, \sqrt, \sin, \left( … \right), ^{…}, \cdot, \pi, \infty) rewritten as the
 * ASCII the fast parser reads, so a typed `\frac{e^x}{x}` does not need the full LaTeX parser.
 * Anything it does not know (another command, unbalanced braces) gives null: the caller then
 * hands the original text to the LaTeX parser.
 */
export function simpleLatexToAscii(latex: string): string | null {
  let s = latex
    .replace(/\\left\s*([([|.])/g, (_m, c: string) => (c === '.' ? '' : c))
    .replace(/\\right\s*([)\]|.])/g, (_m, c: string) => (c === '.' ? '' : c))
    .replace(/\\left\\\{/g, '(').replace(/\\right\\\}/g, ')')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/\\(?:,|;|!|:|quad|displaystyle)/g, ' ')
    .replace(/\\(?:cdot|times)/g, '*')
    .replace(/\\infty/g, 'oo')
    .replace(/\\pi\b/g, 'pi')
    .replace(/\\(arcsin|arccos|arctan|sinh|cosh|tanh|sin|cos|tan|cot|sec|csc|ln|log|exp)\b/g, ' $1 ')
    .replace(/\\operatorname\{(\w+)\}/g, ' $1 ');
  for (let guard = 0; guard < 50; guard++) {
    const f = /\\frac\s*\{/.exec(s);
    const r = /\\sqrt\s*(?:\[(\d+)\])?\s*\{/.exec(s);
    const m = f && (!r || f.index < r.index) ? f : r;
    if (!m) break;
    const open = m.index + m[0].length - 1;
    const close = matching(s, open);
    if (close < 0) return null;
    const first = s.slice(open + 1, close);
    if (m === f) {
      let k = close + 1;
      while (s[k] === ' ') k++;
      if (s[k] !== '{') return null;
      const close2 = matching(s, k);
      if (close2 < 0) return null;
      s = `${s.slice(0, m.index)}((${first})/(${s.slice(k + 1, close2)}))${s.slice(close2 + 1)}`;
    } else {
      const root = m[1] ? `(${first})^(1/${m[1]})` : `sqrt(${first})`;
      s = `${s.slice(0, m.index)}${root}${s.slice(close + 1)}`;
    }
  }
  // remaining braces are groups: exponents ^{…}, arguments {…}
  s = s.replace(/\{/g, '(').replace(/\}/g, ')');
  if (s.includes('\\')) return null;
  // "sin ^2 x" and "sin (x)" as the ASCII parser writes them
  s = s.replace(/\b(arcsin|arccos|arctan|sinh|cosh|tanh|sin|cos|tan|cot|sec|csc|ln|log|exp)\s+(?=[\^(])/g, '$1');
  return s.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();
}

function matching(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** parseNode, through the ASCII route when the LaTeX is simple enough. */
export function parseCalc(raw: string): MathNode {
  const input = inverseNotation(raw);
  if (!input.includes('\\')) return parseNode(input);
  const ascii = simpleLatexToAscii(input);
  if (ascii !== null) {
    try {
      return parseNode(ascii);
    } catch {
      // the LaTeX parser may still read it
    }
  }
  return parseNode(input);
}

