/**
 * A matrix typed row by row on lines of its own, as pasted from a sheet ("Use the Gauss-Jordan
 * method to invert\n1 2 3\n0 1 4\n5 6 0"): written as [[1, 2, 3], [0, 1, 4], [5, 6, 0]] before the
 * lines are joined, which would leave the numbers side by side. Only after words about a matrix,
 * so a table of data points stays as typed.
 */
const NUMBER = String.raw`[-+−]?\d+(?:\.\d+)?(?:\/\d+)?`;
const ROW = new RegExp(String.raw`^\s*[[(|]?\s*(${NUMBER}(?:\s*[,\s]\s*${NUMBER})+)\s*[\])|]?\s*$`, 'u');
const MATRIX_WORDS =
  /(?<![\p{L}])(?:matri(?:x|ces?)|invert|inverse|inverser|determinant|d[ée]terminant|rank|rang|eigen\p{L}*|propres?|rref|[ée]chelon\p{L}*|gauss|row[- ]reduc\p{L}*|trace|transpos\p{L}*|diagonali[sz]\p{L}*|kernel|noyau|null\s*space|[A-Z]\s*=)(?![\p{L}])/iu;

export function matrixLines(input: string): string {
  if (!input.includes('\n') || !MATRIX_WORDS.test(input)) return input;
  const lines = input.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    const block: string[][] = [];
    let j = i;
    for (; j < lines.length; j++) {
      const m = ROW.exec(lines[j]);
      if (!m) break;
      block.push(m[1].trim().split(/\s*,\s*|\s+/));
    }
    if (block.length >= 2 && block.every((r) => r.length === block[0].length)) {
      const bars = /^\s*\|/.test(lines[i]) && /\|\s*$/.test(lines[j - 1]);
      const m = `[${block.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
      out.push(bars ? `|${m}|` : m);
      i = j;
    } else {
      out.push(lines[i]);
      i++;
    }
  }
  return out.join('\n');
}
