/**
 * Matrices as they reach us once pasted from a web page or typed on a phone, rewritten as the
 * bracketed literal the matrix methods read (`[[1, 2], [3, 4]]`):
 *
 * - LaTeX whose backslashes and braces were lost on the way: `(arrayccc1 & 0 & 2 0 & 1 & -1 …array)`,
 *   `beginpmatrix 1&2 3&4endpmatrix`, `bmatrix -1 & -4 4 & -10 bmatrix`. The row breaks are gone,
 *   but a cell holding two numbers side by side is where one row ends and the next begins;
 * - `\cr` between rows (plain TeX) instead of `\\`;
 * - `matrix(2, 2, 3, -1, -2, 1)` (rows, columns, then the entries) and `mat(2 4; 3 1)`;
 * - the entries written flat after a matrix's name or a determinant asked, `A = 0 -1 -1 -1 0 -1 -1 -1 0`,
 *   « le déterminant 1 1 −2 −1 3 4 −1 1 8 » (4, 9 or 16 numbers: a square matrix row by row), or
 *   rows split by slashes, `A = 1 2 / 3 4`.
 *
 * Anything that does not split into rows of one length is left as typed, for the readers to refuse.
 */

const NUMBER = String.raw`[-+−]?\d+(?:\.\d+)?(?:\/\d+)?`;
const ENTRY = new RegExp(`^${NUMBER}$`);

/** The literal of rows of entries, with the typed minus sign written in ASCII. */
function literal(rows: string[][]): string {
  return `[${rows.map((r) => `[${r.map((e) => e.replace(/−/g, '-')).join(', ')}]`).join(', ')}]`;
}

/** Rows of one length (at least two of them, of at least `minCols` entries), every entry a number. */
function wellFormed(rows: string[][], minCols = 1): boolean {
  return rows.length >= 2 && rows[0].length >= minCols && rows.every((r) => r.length === rows[0].length && r.every((e) => ENTRY.test(e)));
}

/** `1 & 2 & 3 4 & 5 & 6`: the cells between ampersands, a cell of two numbers ending a row. */
function ampersandRows(body: string, columns: number | null): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  for (const cell of body.split('&')) {
    const parts = cell.trim().split(/\s+/).filter((p) => p.length > 0);
    if (parts.length === 1) row.push(parts[0]);
    else if (parts.length === 2 && row.length > 0) {
      row.push(parts[0]);
      rows.push(row);
      row = [parts[1]];
    } else return null;
  }
  rows.push(row);
  if (!wellFormed(rows, 2)) return null;
  return columns === null || rows[0].length === columns ? rows : null;
}

/** The environments whose names survive the loss of backslashes and braces. */
const GARBLED =
  /(\\left\s*)?([([|]?)\s*(?<![\\{\p{L}])(?:begin)?(pmatrix|bmatrix|Bmatrix|vmatrix|Vmatrix|matrix|array|tabular)(?:(?<=array|tabular)\{?([lcr|]+)\}?)?(?=\s*[-+−\d])([-+−\d\s.&/]*&[-+−\d\s.&/]*?)\s*(?:end)?\3(?![\p{L}])\s*(\\right\s*)?([)\]|]?)/gu;

function garbledEnvironments(s: string): string {
  return s.replace(GARBLED, (all, _l, open: string, env: string, spec: string | undefined, body: string, _r, close: string) => {
    const columns = spec ? spec.replace(/\|/g, '').length : null;
    const rows = ampersandRows(body, columns);
    if (!rows) return all;
    const bars = env.startsWith('v') || (open === '|' && close === '|');
    // a bracket on one side only is the page's own layout, not a second pair around the matrix
    const lit = literal(rows);
    return bars ? ` |${lit}| ` : ` ${lit} `;
  });
}

/** `matrix(2, 2, 3, -1, -2, 1)` inside the braces some answer sites wrap formulas in, and `mat(2 4; 3 1)`. */
function sizedMatrices(s: string): string {
  return s
    .replace(/\{{0,3}\s*(?<![\p{L}])matrix\s*\(\s*(\d)\s*,\s*(\d)\s*,([^()]*)\)\s*\}{0,3}/gu, (all, r: string, c: string, list: string) => {
      const entries = list.split(',').map((e) => e.trim());
      const [nr, nc] = [Number(r), Number(c)];
      if (entries.length !== nr * nc) return all;
      const rows = Array.from({ length: nr }, (_, i) => entries.slice(i * nc, (i + 1) * nc));
      return wellFormed(rows) ? ` ${literal(rows)} ` : all;
    })
    .replace(/(?<![\p{L}])mat\s*\(([^()]*;[^()]*)\)/gu, '[$1]');
}

/** Where entries written flat may follow: a matrix's name, or the determinant or the matrix asked. */
const FLAT_ANCHOR = String.raw`(?:(?<![\p{L}])([A-Z])\s*=|d[ée]terminant(?:\s+(?:of|de))?|(?<![\p{L}])matri(?:x|ce)(?:\s+suivante)?\s*:)`;
const FLAT = new RegExp(
  String.raw`(${FLAT_ANCHOR})\s*(\(\s*)?(${NUMBER}(?:(?:\s*;\s*|\s+(?:\/\s+)?)${NUMBER})+)\s*(\))?(?=\s*(?:$|[.;,?!]\s|[.;,?!]$|\s[\p{L}]{2,}|[\p{L}]{2,}))`,
  'gu',
);
/** Words that make a capital's entries a matrix's: without them, `P = 2 3` may be anything. */
const MATRIX_CONTEXT = /matri|diagonali[sz]|\bdet\b|d[ée]terminant|\brank\b|\brang\b|invers|invertible|eigen|propres?\b|\btrace\b|noyau|kernel|null\s*space|transpos/i;

/**
 * « la matrice A écrite dans B : 1 2 ; 3 4 », "the matrix A written in the basis B: …", « la matrice
 * A : … »: the entries that follow are A's (its eigenvalues, rank, determinant are the same in any
 * basis, and its entries are those given), so the name is written as a definition.
 */
const NAMED_BEFORE_COLON = /(?<![\p{L}])(matri(?:x|ce))\s+([A-Z])(?:\s+(?:[ée]crite|written|expressed|exprim[ée]e)\s+(?:dans|in)\s+(?:la\s+base\s+|the\s+basis\s+|base\s+|basis\s+)?(?:[A-Z]|ℬ|\\mathcal\s*\{\s*[A-Z]\s*\})['’]?)?\s*:(?=\s*(?:[-+−]?\d|\[|\(|\\begin|\\left))/gu;

function flatEntries(raw: string): string {
  const s = raw.replace(NAMED_BEFORE_COLON, '$1 $2 =');
  return s.replace(FLAT, (all, anchor: string, name: string | undefined, open: string | undefined, run: string, close: string | undefined) => {
    if (Boolean(open) !== Boolean(close)) return all;
    if (name && !MATRIX_CONTEXT.test(s) && !new RegExp(String.raw`(?<![\p{L}])${name}\s*(?:\^|[²³⁻])`, 'u').test(s)) return all;
    let rows: string[][];
    if (run.includes(';') || (run.includes('/') && /\s\/\s/.test(run))) {
      rows = run.split(/\s*;\s*|\s\/\s/).map((r) => r.trim().split(/\s+/));
      if (!wellFormed(rows, 2)) return all;
    } else {
      const entries = run.trim().split(/\s+/);
      const n = Math.round(Math.sqrt(entries.length));
      if (n < 2 || n > 4 || n * n !== entries.length) return all;
      rows = Array.from({ length: n }, (_, i) => entries.slice(i * n, (i + 1) * n));
      if (!wellFormed(rows)) return all;
    }
    return `${anchor} ${literal(rows)}`;
  });
}

/** One entry of a row in parentheses: a number, or a letter's term (`a`, `2k`, `-t`), never a formula's call. */
const TUPLE_ENTRY = /^[-+−]?(?:\d+(?:\.\d+)?(?:\/\d+)?|\d*[a-zα-ω])$/u;
const BASIS_WORDS = /(?<![\p{L}])(?:bas(?:e|es|is)|famil(?:y|le)|passage|coordinates|coordonn[ée]es|span|vect|vectors?|vecteurs?)(?![\p{L}])/iu;
const NESTED_TUPLE = /\(\s*(\([^()]*\)(?:\s*,\s*\([^()]*\))+)\s*\)/gu;

/**
 * `((1, 2), (3, 4))`, the rows as a tuple of tuples (Python, Mathematica's braces once replaced):
 * a matrix when the problem speaks of one (its words, or its name raised to a power), since
 * `((1, 2), (3, 4))` is also a pair of points.
 */
function nestedTuples(s: string): string {
  return s.replace(NESTED_TUPLE, (all, inner: string) => {
    const rows = [...inner.matchAll(/\(([^()]*)\)/g)].map((m) => m[1].split(',').map((e) => e.trim()));
    const shaped = rows.length >= 2 && rows[0].length >= 2 && rows.every((r) => r.length === rows[0].length && r.every((e) => TUPLE_ENTRY.test(e)));
    if (!shaped) return all;
    const before = s.slice(0, s.indexOf(all));
    // "the matrix ((…), (…))", « la matrice A = ((…), (…)) »: said to be a matrix where it stands
    if (/(?<![\p{L}])matri(?:x|ce)\s*(?:[A-Z]\s*=\s*)?$/u.test(before)) return literal(rows);
    // a basis or a family is written the same way, B' = ((1, 1), (1, −1)): its vectors, never a matrix
    if (BASIS_WORDS.test(s)) return all;
    const named = /(?<![\p{L}])([A-Z])\s*=\s*$/u.exec(before);
    const powered = named !== null && new RegExp(String.raw`(?<![\p{L}])${named[1]}\s*(?:\^|[²³⁻ⁿ])`, 'u').test(s);
    return MATRIX_CONTEXT.test(s) || powered ? literal(rows) : all;
  });
}

/** One entry of a row in braces: a number or a short term in letters (`x`, `2a`, `-t`, `a^2`), never a set or a formula's call. */
const BRACE_ENTRY = /^[-+−]?(?:\d+(?:\.\d+)?(?:\/\d+)?|\d*[a-zα-ωλ](?:\^\d)?|\d*[a-zα-ωλ]\s*[-+]\s*\d+(?:\.\d+)?)$/u;
const BRACE_ROWS = /(?<![\\\p{L}_^])\{\s*(\{[^{}]*\}(?:\s*,\s*\{[^{}]*\})+)\s*\}/gu;

/**
 * `{{1, 2}, {3, 4}}`, the rows in braces as Mathematica and Wolfram|Alpha write them: a matrix when
 * every row has the same number (two or more) of entries, each a number or a letter's term. A set
 * of sets ({{1}, {1, 2}}) has rows of different lengths and is left as typed.
 */
function braceRows(s: string): string {
  return s.replace(BRACE_ROWS, (all, inner: string) => {
    const rows = [...inner.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1].split(',').map((e) => e.trim()));
    const shaped = rows.length >= 2 && rows[0].length >= 2 && rows.every((r) => r.length === rows[0].length && r.every((e) => BRACE_ENTRY.test(e)));
    return shaped ? literal(rows) : all;
  });
}

export function writeMatrices(raw: string): string {
  // plain TeX's \array{1 & 2 \cr 3 & 4} (homework sites still print it) is a matrix environment
  const s = raw
    .replace(/(?:\\cr(?![a-zA-Z])\s*)+/g, ' \\\\ ')
    .replace(/\\array\s*\{([^{}]*&[^{}]*)\}/g, '\\begin{matrix}$1\\end{matrix}');
  return flatEntries(sizedMatrices(nestedTuples(braceRows(garbledEnvironments(s)))));
}
