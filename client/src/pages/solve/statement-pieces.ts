export interface StatementPiece {
  kind: 'text' | 'math';
  value: string;
}

/** Characters the solver escapes inside `\text{}`. */
const ESCAPED = new Set(['\\', '{', '}', '$', '&', '#', '^', '_', '%', '~', ' ']);

/** The words of a `\text{}` group as plain text; null when they hold a command of their own. */
function plainWords(source: string): string | null {
  let out = '';
  for (let i = 0; i < source.length; i += 1) {
    if (source[i] !== '\\') {
      out += source[i];
      continue;
    }
    const next = source[i + 1];
    if (next === undefined || !ESCAPED.has(next)) return null;
    out += next;
    i += 1;
  }
  return out;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * A statement's LaTeX ("\text{Solve } x^2-5x+6=0 \text{ for } x") cut into its words and the math
 * between them, so the words wrap like any sentence on a narrow screen and only the math is
 * typeset. Null when the cut would not be clean (words inside a bracket pair or a group, words
 * with commands of their own): the statement is then typeset whole.
 */
export function statementPieces(latex: string): StatementPiece[] | null {
  const pieces: StatementPiece[] = [];
  const pushMath = (math: string) => {
    if (math.trim()) pieces.push({ kind: 'math', value: math.trim() });
  };
  let depth = 0;
  let mathStart = 0;
  let i = 0;
  while (i < latex.length) {
    const c = latex[i];
    if (c === '\\') {
      if (depth === 0 && latex.startsWith('\\text{', i)) {
        pushMath(latex.slice(mathStart, i));
        let j = i + '\\text{'.length;
        let inner = 1;
        const start = j;
        for (; j < latex.length; j += 1) {
          if (latex[j] === '\\') j += 1;
          else if (latex[j] === '{') inner += 1;
          else if (latex[j] === '}' && --inner === 0) break;
        }
        if (inner !== 0) return null;
        const words = plainWords(latex.slice(start, j));
        if (words === null) return null;
        if (words) pieces.push({ kind: 'text', value: words });
        i = j + 1;
        mathStart = i;
        continue;
      }
      i += 2;
      continue;
    }
    if (c === '{') depth += 1;
    else if (c === '}' && --depth < 0) return null;
    i += 1;
  }
  if (depth !== 0) return null;
  pushMath(latex.slice(mathStart));
  // A \left and its \right must land in the same piece.
  if (pieces.some((p) => p.kind === 'math' && count(p.value, /\\left(?![a-zA-Z])/g) !== count(p.value, /\\right(?![a-zA-Z])/g))) return null;
  return pieces;
}
