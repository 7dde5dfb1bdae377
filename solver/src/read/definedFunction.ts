import type { MathNode } from '../cas/node';
import { freeSymbols } from '../cas/node';
import { parseNode } from '../parse/math';

/**
 * A function defined in a question about it ("On what interval is f(x) = x² − 6x + 5
 * increasing?", « f(x) = x/(x² + 1) est-elle impaire ? »): its name, variable and formula, and
 * the question's words around it. The formula runs from `f(x) =` (or `y =`) to the first word that
 * is not mathematics, a question mark, a comma or a full stop. The words around must all be among
 * the question's own (besides the function's name and variable), and hold no number, bracket or
 * relation: a restriction ("on [0, 2π]") or another request leaves the text to the other readers.
 */
const DEFINED = /\b([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=|\b(y)\s*=/;
/** Words of the formula itself, not of the question around it. */
const FORMULA_WORDS = /^(?:sin|cos|tan|cot|sec|csc|ln|log|exp|sqrt|e|pi|arctan|arcsin|arccos)$/i;

export interface DefinedFunction {
  name: string;
  variable: string;
  node: MathNode;
}

/** Where the formula ends: at the first word that is not mathematics, or a question mark, comma or full stop. */
function formulaEnd(s: string): number {
  for (const m of s.matchAll(/\\?[A-Za-zÀ-ÿ]{2,}|[?;]|,(?!\d)|\.(?!\d)\s|\.$/g)) {
    if (m[0].startsWith('\\') || FORMULA_WORDS.test(m[0])) continue;
    return m.index ?? s.length;
  }
  return s.length;
}

/** `text` without accents; null when the function or the words around it are not read. */
export function definedFunction(text: string, questionWords: ReadonlySet<string>): DefinedFunction | null {
  const defined = DEFINED.exec(text);
  if (!defined) return null;
  const name = defined[1] ?? 'f';
  const start = (defined.index ?? 0) + defined[0].length;
  const end = start + formulaEnd(text.slice(start));
  const formula = text.slice(start, end).trim();
  if (formula === '') return null;
  const around = `${text.slice(0, defined.index)} ${text.slice(end)}`.replace(/\bl'|\bd'|\bqu'/g, ' ').replace(/\(s\)/g, 's');
  if (/[[\]\d=<>≤≥]/.test(around.replace(/\b[a-zA-Z]\s*\(\s*-?\s*[a-z]\s*\)|\b[a-zA-Z]'\s*\(\s*[a-z]\s*\)/g, ' '))) return null;
  const words = around.toLowerCase().match(/[a-z]+(?:-[a-z]+)?/g) ?? [];
  if (!words.every((w) => questionWords.has(w) || w === name.toLowerCase() || w === (defined[2] ?? 'x'))) return null;
  let node: MathNode;
  try {
    node = parseNode(formula);
  } catch {
    return null;
  }
  const symbols = [...freeSymbols(node)];
  const variable = defined[2] ?? symbols[0] ?? 'x';
  if (symbols.length !== 1 || symbols[0] !== variable) return null;
  return { name: defined[3] ? 'f' : name, variable, node };
}
