/**
 * A matrix typed one row per line, as students paste it from a sheet:
 *
 *     Evaluate the determinant
 *     1 2 3
 *     4 5 6
 *     7 8 10
 *
 * Two or more consecutive lines holding only entries (numbers or one letter each, the same count
 * on every line, at least two) become one literal `[1 2 3; 4 5 6; 7 8 10]` before line breaks are
 * lost; rows each written between bars (|1 2| then |3 4|) become `|1 2; 3 4|`, a determinant.
 * Only when a matrix word is there: lines of numbers are also how data tables are pasted.
 */
const MATRIX_WORDS = /matri|\bdet\b|d[ée]terminant|\brank\b|\brang\b|invers|invert|eigen|propres?\b|\btrace\b|noyau|kernel|null\s*space|nullity|gauss|row[- ]?reduc|[ée]chelon/i;
const ENTRY = String.raw`[-+−]?(?:\d+(?:[.,]\d+)?(?:\/\d+)?|[a-zA-Z])`;
const ROW = new RegExp(String.raw`^\s*(\|?|\[?|\(?)\s*(${ENTRY}(?:[ \t]+${ENTRY})+)\s*(\|?|\]?|\)?)\s*$`);

export function matrixLines(raw: string): string {
  if (!raw.includes('\n') || !MATRIX_WORDS.test(raw)) return raw;
  const lines = raw.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    const run: RegExpExecArray[] = [];
    for (let j = i; j < lines.length; j++) {
      const m = ROW.exec(lines[j]);
      if (!m || (run.length > 0 && count(m) !== count(run[0]))) break;
      run.push(m);
    }
    if (run.length < 2) {
      out.push(lines[i]);
      i++;
      continue;
    }
    const bars = run.every((m) => m[1] === '|' && m[3] === '|');
    const rows = run.map((m) => m[2].trim().replace(/\s+/g, ' ')).join('; ');
    out.push(bars ? `|${rows}|` : `[${rows}]`);
    i += run.length;
  }
  return out.join('\n');
}

const count = (m: RegExpExecArray): number => m[2].trim().split(/\s+/).length;
