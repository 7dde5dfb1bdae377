/** A number as a coordinate is written: −2, 1.5, 3/4, π/2. */
const COORDINATE = String.raw`[-+]?\s*(?:\d+(?:\.\d+)?|pi)(?:\s*\/\s*\d+)?`;
const NUMERIC_TUPLE = new RegExp(String.raw`\(\s*(${COORDINATE}(?:\s*,\s*${COORDINATE}){1,3})\s*\)`, 'g');

/** The distinct points written with numbers in the text, "(1, 2)", "(1, -1, 2)", each as its coordinates. */
export function numericTuples(text: string): string[][] {
  const seen = [...new Set([...text.matchAll(NUMERIC_TUPLE)].map((m) => m[1].replace(/\s+/g, '')))];
  return seen.map((t) => t.split(','));
}

const AXES = ['x', 'y', 'z', 't'];
/** x, y, z, t first, in that order, then the other letters alphabetically: the order a point's coordinates follow. */
export const byAxis = (a: string, b: string): number => (AXES.indexOf(a) + 1 || 99) - (AXES.indexOf(b) + 1 || 99) || a.localeCompare(b);
