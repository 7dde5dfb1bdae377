import { isConstant } from './linearForm';
import { NotLinear, parseLinear } from './linearParse';
import type { Mat } from './matrix';

/**
 * Matrix literals as students type them — `[[1,2],[3,4]]`, `[1 2; 3 4]`, `Matrix([[…]])`,
 * LaTeX `\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}` (bmatrix, vmatrix, array…) — replaced in
 * the text by placeholders `⟦0⟧`, `⟦1⟧` so the words around them can be read. Entries must be
 * exact numbers (integers, decimals, fractions, `\frac`); a symbolic entry makes the literal
 * unreadable here (null), and the problem goes to another strategy.
 */
export interface MatrixLiteral {
  m: Mat;
  /** Written with vertical bars (vmatrix): a determinant. */
  bars: boolean;
}

export interface ExtractedMatrices {
  text: string;
  matrices: MatrixLiteral[];
}

export const placeholder = (k: number): string => `⟦${k}⟧`;

function parseEntry(s: string): Mat[number][number] | null {
  const t = s.trim();
  if (!t) return null;
  try {
    const f = parseLinear(t);
    return isConstant(f) ? f.constant : null;
  } catch (e) {
    if (e instanceof NotLinear) return null;
    throw e;
  }
}

function rectangular(rows: string[][]): Mat | null {
  if (rows.length === 0 || rows[0].length === 0) return null;
  const n = rows[0].length;
  if (rows.some((r) => r.length !== n)) return null;
  const out: Mat = [];
  for (const r of rows) {
    const row = [];
    for (const c of r) {
      const q = parseEntry(c);
      if (!q) return null;
      row.push(q);
    }
    out.push(row);
  }
  return out;
}

/** Splits on commas at depth 0 (entries may hold parentheses: `(1/2)`). */
function splitCommas(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    if (ch === ')' || ch === ']' || ch === '}') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim());
}

/** Entries separated by commas, or by spaces when there is no comma (`1 2 -3`). */
function splitEntries(row: string): string[] {
  if (row.includes(',')) return splitCommas(row);
  return row
    .trim()
    .replace(/\s*([-+])\s+/g, ' $1')
    .split(/\s+/)
    .filter((x) => x.length > 0);
}

function matchBracket(s: string, i: number, open: string, close: string): number {
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j] === open) depth++;
    else if (s[j] === close) {
      depth--;
      if (depth === 0) return j;
    }
  }
  return -1;
}

/** Rows read one by one: at least two, of at least two entries each, all of one length. */
function rowsMatrix(rows: string[][]): Mat | null {
  return rows.length >= 2 && rows.every((r) => r.length >= 2) ? rectangular(rows) : null;
}

const LINES = /\b(?:whose\s+|dont\s+les\s+)?(rows|lines|columns|lignes|colonnes)\s*(?:are\s+|sont\s+)?:?\s*([\s\S]*)$/i;
const GROUP = /^\s*(?:\(([^()]*)\)|\[([^[\]]*)\]|((?:[-+]?\d+(?:\.\d+)?(?:\/\d+)?)(?:\s+[-+]?\d+(?:\.\d+)?(?:\/\d+)?)+))/;
const GROUP_SEP = /^\s*(?:,\s*(?:and|et)\b|;\s*(?:and|et)\b|,|;|and\b|et\b)/i;

/** Groups of entries written one after the other, "(1, 2), (3, 4) and (5, 6)" or "1 2, 3 4 et 5 6". */
function readGroups(s: string): { rows: string[][]; length: number } | null {
  const rows: string[][] = [];
  let p = 0;
  for (;;) {
    const g = GROUP.exec(s.slice(p));
    if (!g) break;
    rows.push(splitEntries(g[1] ?? g[2] ?? g[3]));
    p += g[0].length;
    const sep = GROUP_SEP.exec(s.slice(p));
    if (!sep || !GROUP.test(s.slice(p + sep[0].length))) break;
    p += sep[0].length;
  }
  return rows.length >= 2 ? { rows, length: p } : null;
}

/** The words of a question asked only of a matrix. */
const MATRIX_QUESTION = /eigen\s*(?:values?|vectors?)|valeurs?\s+propres?|vecteurs?\s+propres?|d[ée]terminant|\binverse\b|\binvert|\brank\b|\brang\b|\btrace\b|diagonali[sz]|trigonali[sz]|jordan|nilpot|polyn[oô]mial?e?\s+(?:caract|minim)|characteristic|minimal\s+polynomial/iu;

const ENV = /\\begin\{(pmatrix|bmatrix|Bmatrix|vmatrix|Vmatrix|matrix|smallmatrix|array)\}(\{[^}]*\})?([\s\S]*?)\\end\{\1\}/;

export function extractMatrices(input: string): ExtractedMatrices | null {
  let s = input;
  const matrices: MatrixLiteral[] = [];
  // LaTeX environments
  for (let k = 0; k < 8; k++) {
    const m = ENV.exec(s);
    if (!m) break;
    const rowsText = m[3].split(/\\\\/).map((r) => r.trim()).filter((r) => r.length > 0);
    const mat = rectangular(rowsText.map((r) => r.split('&').map((c) => c.trim())));
    if (!mat) return null;
    let start = m.index;
    let end = m.index + m[0].length;
    // \left| … \right| or \left( … \right) around an array, or the same brackets once \left and
    // \right are gone
    const before = s.slice(0, start);
    const wrap = /(?:\\left\s*)?([|([]|\\\|)\s*$/.exec(before);
    let bars = m[1] === 'vmatrix';
    if (wrap) {
      const after = /^\s*(?:\\right\s*)?([|)\]]|\\\|)/.exec(s.slice(end));
      if (after) {
        start -= wrap[0].length;
        end += after[0].length;
        bars = bars || wrap[1] === '|';
      }
    }
    matrices.push({ m: mat, bars });
    s = `${s.slice(0, start)} ${placeholder(matrices.length - 1)} ${s.slice(end)}`;
  }
  // nested brackets [[…],[…]], Matrix([[…]]), ((…),(…)) after a matrix word is too ambiguous: skip it
  for (let k = 0; k < 8; k++) {
    const i = s.search(/\[\s*\[/);
    if (i < 0) break;
    const j = matchBracket(s, i, '[', ']');
    if (j < 0) return null;
    const inner = s.slice(i + 1, j);
    const rowTexts: string[] = [];
    let p = 0;
    while (p < inner.length) {
      const a = inner.indexOf('[', p);
      if (a < 0) break;
      const b = matchBracket(inner, a, '[', ']');
      if (b < 0) return null;
      rowTexts.push(inner.slice(a + 1, b));
      p = b + 1;
    }
    const mat = rectangular(rowTexts.map(splitEntries));
    if (!mat) return null;
    let start = i;
    let end = j + 1;
    // Matrix([[…]]), and matrix([[…]]) as typed without SymPy's capital
    const pre = /matrix\s*\(\s*$/i.exec(s.slice(0, start));
    if (pre && /^\s*\)/.test(s.slice(end))) {
      start -= pre[0].length;
      end = end + (/^\s*\)/.exec(s.slice(end))?.[0].length ?? 0);
    }
    // |[[2, 3], [1, 2]]|: the bars of a determinant around the bracketed matrix
    const barL = /\|\s*$/.exec(s.slice(0, start));
    const barR = /^\s*\|/.exec(s.slice(end));
    const bars = barL !== null && barR !== null;
    if (bars) {
      start -= barL[0].length;
      end += barR[0].length;
    }
    matrices.push({ m: mat, bars });
    s = `${s.slice(0, start)} ${placeholder(matrices.length - 1)} ${s.slice(end)}`;
  }
  // MATLAB style [1 2; 3 4]
  for (let k = 0; k < 8; k++) {
    const m = /\[([^[\]]*;[^[\]]*)\]/.exec(s);
    if (!m) break;
    const mat = rectangular(m[1].split(';').map((r) => splitEntries(r)));
    if (!mat) break;
    matrices.push({ m: mat, bars: false });
    s = `${s.slice(0, m.index)} ${placeholder(matrices.length - 1)} ${s.slice(m.index + m[0].length)}`;
  }
  // a row in brackets beside a matrix, "[1; 2; 3][4 5 6]", "[1, 2] * [[1, 0], [0, 1]]": a 1×n matrix of the product
  for (let k = 0; k < 8 && matrices.length > 0; k++) {
    const m = /(⟦\d+⟧\s*\*?\s*)\[([^[\];]*)\]|\[([^[\];]*)\](?=\s*\*?\s*⟦\d+⟧)/u.exec(s);
    const row = m ? rectangular([splitEntries(m[2] ?? m[3])]) : null;
    if (!m || !row || row[0].length < 2) break;
    matrices.push({ m: row, bars: false });
    s = `${s.slice(0, m.index)} ${m[1] ?? ''}${placeholder(matrices.length - 1)} ${s.slice(m.index + m[0].length)}`;
  }
  // between bars, |2 3; 1 4|: a determinant
  for (let k = 0; k < 8; k++) {
    const m = /\|([^|[\]()]*;[^|[\]()]*)\|/.exec(s);
    const mat = m ? rowsMatrix(m[1].split(';').map((r) => splitEntries(r))) : null;
    if (!m || !mat) break;
    matrices.push({ m: mat, bars: true });
    s = `${s.slice(0, m.index)} ${placeholder(matrices.length - 1)} ${s.slice(m.index + m[0].length)}`;
  }
  // the same in parentheses, "the matrix (1 2; 3 4)", "A = (1 2 / 3 4)" (rows split by a spaced
  // slash, 1/2 staying a fraction): only next to the word matrix, a capital's name or det's own
  // brackets (det(1 2; 3 4)), as (1; 2) is also how French writes a point
  for (const sep of [/;/, /\s\/\s/]) {
    for (let k = 0; k < 8; k++) {
      const m = new RegExp(String.raw`\(([^()]*${sep.source}[^()]*)\)`).exec(s);
      // or asked a matrix's own question ("the eigenvalues of (6 -2 2; -2 3 -1; 2 -1 3)"): rows of two
      // entries or more, never a point
      if (!m || !(/\bmatri(?:x|ce|ces)\b/i.test(s) || /\b(?:[A-Z]\s*=|det)\s*$/.test(s.slice(0, m.index)) || MATRIX_QUESTION.test(s))) break;
      const mat = rowsMatrix(m[1].split(sep).map((r) => splitEntries(r)));
      if (!mat) break;
      matrices.push({ m: mat, bars: false });
      s = `${s.slice(0, m.index)} ${placeholder(matrices.length - 1)} ${s.slice(m.index + m[0].length)}`;
    }
  }
  // rows or columns in words: "the matrix with rows (1, 2) and (3, 4)", "rows 2 1 0, 1 2 1 and 0 1 2",
  // « la matrice de colonnes (1, 0) et (2, 3) »
  for (let k = 0; k < 8; k++) {
    const m = LINES.exec(s);
    if (!m) break;
    const groups = readGroups(m[2]);
    const mat = groups ? rowsMatrix(groups.rows) : null;
    if (!groups || !mat) break;
    matrices.push({ m: /^col/i.test(m[1]) ? mat[0].map((_, j) => mat.map((r) => r[j])) : mat, bars: false });
    const end = m.index + m[0].length - m[2].length + groups.length;
    s = `${s.slice(0, m.index)} ${placeholder(matrices.length - 1)} ${s.slice(end)}`;
  }
  // beside a matrix, a vector given a name, b = [3, 5] or b = (3, 5): a column (the b of Ax = b)
  for (let k = 0; k < 8 && matrices.length > 0; k++) {
    // b = (5, 6)^T: the transposition sign only says it is a column
    const m = /\b([a-zA-Z])\s*=\s*[[(]([^[\]()]*,[^[\]()]*)[\])](?:\s*\^\s*\{?\s*[tT]\s*\}?|ᵀ)?/.exec(s);
    const entries = m ? splitCommas(m[2]) : [];
    const col = m && entries.length >= 2 ? rectangular(entries.map((x) => [x])) : null;
    if (!m || !col) break;
    matrices.push({ m: col, bars: false });
    const at = m.index + m[0].indexOf('=') + 1;
    s = `${s.slice(0, at)} ${placeholder(matrices.length - 1)} ${s.slice(m.index + m[0].length)}`;
  }
  if (matrices.length === 0) return null;
  return { text: s.replace(/\s+/g, ' ').trim(), matrices };
}
