import { latexDecimalCommas } from './decimalComma';

/**
 * Points, vectors and matrices written the French way, with a semicolon between coordinates or
 * rows: « A(1 ; 2) », « u = (1,5 ; 2) », « f(x ; y) = … », « A = (2 1,5 ; 4 3) ». Where the
 * semicolon separates the parts of a bracket, a comma between digits cannot separate them too: it
 * is a decimal comma, so (0,6 ; 0,8) is the unit vector (0.6, 0.8) and (2 1,5 ; 4 3) the matrix
 * [[2, 1.5], [4, 3]], never (0, 6, 0, 8) or [[2, 5], [4, 3]]. A bracket whose parts are then single
 * coordinates (numbers or letters) is a point or a function's arguments, written with commas as
 * every reader expects: (1 ; 2) is (1, 2), so a partial derivative « au point (1 ; 2) » is asked at
 * that point instead of losing it.
 *
 * Left as typed: lists (1,2,3 ; 4,5,6), and one bracket that reads both ways — (1,2;3,4), every
 * part one token with as many commas, no space before the semicolon — which is a matrix's rows in
 * MATLAB's notation as much as a French point (1.2 ; 3.4).
 */

/** One coordinate: a signed number, fraction or multiple of π, or one letter. */
const COORDINATE = /^[-+−]?\s*(?:\d+(?:\.\d+)?(?:\s*\/\s*\d+)?|\d*\s*(?:π|pi)(?:\s*\/\s*\d+)?|\p{L})$/u;
/** Brackets with no bracket inside: ( … ; … ), ⟨ … ; … ⟩, [ … ; … ]. */
const BRACKET = /([(⟨[])([^()⟨⟩[\]]*;[^()⟨⟩[\]]*)([)⟩\]])/gu;
const CLOSER: Record<string, string> = { '(': ')', '⟨': '⟩', '[': ']' };
const DECIMAL = /(\d),(\d)/g;

/** Whether the commas between digits in these parts are decimal commas (`vectors`: no bracket is a matrix). */
function commasAreDecimal(parts: string[], body: string, vectors: boolean): boolean {
  const counts = parts.map((p) => (p.match(DECIMAL) ?? []).length);
  if (counts.every((c) => c === 0)) return false;
  // 1,2,3 inside one part is a list, whatever the semicolons do
  if (parts.some((p) => /\d,\d+,\d/.test(p))) return false;
  const oneToken = parts.every((p) => !/\s/.test(p.trim()));
  const ambiguous = !vectors && oneToken && counts.every((c) => c === counts[0]) && !/\s;/.test(body);
  return !ambiguous;
}

/**
 * The text with such brackets read; `vectors` when the question is only about vectors (a norm, a
 * dot product), so that (1,2;3,4) is read as the vector (1.2, 3.4) too.
 */
export function semicolonTuples(typed: string, vectors = false): string {
  if (!typed.includes(';')) return typed;
  // LaTeX's spaces, A(1\,;\,3), (2 \; 1 ; 1 \; 2): spaces (the \; one holds no semicolon of the notation); never a row break's \\
  const s = latexDecimalCommas(typed).replace(/(?<!\\)\\[,:;! ]/g, ' ');
  return s.replace(BRACKET, (all, open: string, body: string, close: string) => {
    if (CLOSER[open] !== close) return all;
    const parts = body.split(';');
    const decimal = commasAreDecimal(parts, body, vectors);
    const read = decimal ? parts.map((p) => p.replace(DECIMAL, '$1.$2')) : parts;
    // an interval [0 ; 1,5] and a matrix's rows keep their semicolon: only its commas are read
    if (open !== '[' && read.length <= 4 && read.every((p) => COORDINATE.test(p.trim()))) return `${open}${read.map((p) => p.trim()).join(', ')}${close}`;
    return decimal ? `${open}${read.join(';')}${close}` : all;
  });
}
