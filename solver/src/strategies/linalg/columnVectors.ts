/**
 * A column vector written as students type one, turned into the tuple the vector readers read:
 * LaTeX's \begin{pmatrix} 1 \\ 2 \\ 3 \end{pmatrix} (bmatrix, matrix, array{c}, with or without
 * \left( … \right)), one entry a row and no &, and a transposed row [1 2 3]^T, [1, 2, 3]ᵀ. Anything
 * with two columns is a matrix and stays as typed.
 */
const COLUMN = /(?:(?:\\left\s*)?[([]\s*)?\\begin\{(pmatrix|bmatrix|matrix|array)\}(?:\{[lcr]+\})?((?:(?!\\end)[^&])*?)\\end\{\1\}(?:\s*(?:\\right\s*)?[)\]])?/gu;
const TRANSPOSED_ROW = /\[\s*(-?\d+(?:\.\d+)?(?:\/\d+)?(?:\s*,?\s+-?\d+(?:\.\d+)?(?:\/\d+)?|\s*,\s*-?\d+(?:\.\d+)?(?:\/\d+)?)+)\s*\]\s*(?:\^\s*\{?\s*[Tt]\s*\}?|ᵀ)/gu;

export function columnTuples(s: string): string {
  return s
    .replace(COLUMN, (all, _env: string, body: string) => {
      const rows = body.split(/\\\\/).map((r) => r.trim()).filter((r) => r.length > 0);
      return rows.length >= 2 ? `(${rows.join(', ')})` : all;
    })
    .replace(TRANSPOSED_ROW, (_all, body: string) => `(${body.trim().split(/\s*,\s*|\s+/).join(', ')})`);
}

/** Vectors typed as rows in brackets, "[0 5 3 2] [-4 1 1 2]", Matlab's way. */
const BRACKET_ROW = /\[\s*(-?\d+(?:\.\d+)?(?:\s+-?\d+(?:\.\d+)?)+)\s*\]/g;

/** The same tuples, when two or more vectors are written so (one alone may be a matrix's row). */
export function bracketRows(s: string): string {
  const rows = s.match(BRACKET_ROW) ?? [];
  return rows.length >= 2 ? s.replace(BRACKET_ROW, (_m, run: string) => `(${run.trim().split(/\s+/).join(', ')})`) : s;
}
