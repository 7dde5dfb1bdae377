import { latexDecimalCommas, SEMICOLON_BRACKET, semicolonDecimals } from './decimalComma';

/**
 * Points, vectors and matrices written the French way, with a semicolon between coordinates or
 * rows: « A(1 ; 2) », « u = (1,5 ; 2) », « f(x ; y) = … », « A = (2 1,5 ; 4 3) ». Their decimal
 * commas are read first (`semicolonDecimals`: (0,6 ; 0,8) is the unit vector (0.6, 0.8), never
 * (0, 6, 0, 8)); then a bracket whose parts are single coordinates (numbers or letters) is a point
 * or a function's arguments, written with commas as every reader expects: (1 ; 2) is (1, 2), so a
 * partial derivative « au point (1 ; 2) » is asked at that point instead of losing it. Intervals
 * [0 ; 1,5] and a matrix's rows (2 1,5 ; 4 3) keep their semicolons.
 */

/** One coordinate: a signed number, fraction or multiple of π, or one letter. */
const COORDINATE = /^[-+−]?\s*(?:\d+(?:\.\d+)?(?:\s*\/\s*\d+)?|\d*\s*(?:π|pi)(?:\s*\/\s*\d+)?|\p{L})$/u;

/** A bracket after the word point, « en », « au », "at", or a point's or a function's one-letter name. */
const POINT_CUE = /((?:(?<![\p{L}])(?:points?|en|au|at)|(?<![\p{L}])[A-Za-z](?:_?\d+|[₀-₉]+)?)\s*)(\([^()]*;[^()]*\))/gu;

/**
 * The text with such brackets read; `vectors` when the question is only about vectors (a norm, a
 * dot product), so that (1,2;3,4) is read as the vector (1.2, 3.4) too.
 */
export function semicolonTuples(typed: string, vectors = false): string {
  if (!typed.includes(';')) return typed;
  // LaTeX's spaces, A(1\,;\,3), (2 \; 1 ; 1 \; 2): spaces (the \; one holds no semicolon of the notation); never a row break's \\
  const spaced = latexDecimalCommas(typed).replace(/(?<!\\)\\[,:;! ]/g, ' ');
  // a bracket said to be a point (« au point (0,5;1,5) », M(0,5;1,5), f(0,5;1,5)) is no matrix: its commas are decimal
  const pointed = spaced.replace(POINT_CUE, (_m, cue: string, bracket: string) => cue + semicolonDecimals(bracket, true));
  const s = semicolonDecimals(pointed, vectors);
  return s.replace(SEMICOLON_BRACKET, (all, open: string, body: string, close: string) => {
    const parts = body.split(';').map((p) => p.trim());
    // an interval [0 ; 1,5] and a matrix's rows keep their semicolon
    const paired = (open === '(' && close === ')') || (open === '⟨' && close === '⟩');
    return paired && parts.length <= 4 && parts.every((p) => COORDINATE.test(p)) ? `${open}${parts.join(', ')}${close}` : all;
  });
}
