import { freeSymbols } from '../cas/node';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import { evaluateReal } from '../verify/numeric';

/**
 * A line's equation in x and y (y = 2x + 3, 3x + 4y = 12) as a·x + b·y + c = 0: its coefficients
 * from the values of lhs − rhs at three points, the form checked affine at a fourth. Null when the
 * equation holds another letter or is no line.
 */
export function lineCoefficients(lhs: string, rhs: string): { a: number; b: number; c: number; equation: string } | null {
  let F: string;
  try {
    const node = parseNode(`(${lhs}) - (${rhs})`);
    const letters = freeSymbols(node);
    if ([...letters].some((l) => l !== 'x' && l !== 'y') || (!letters.has('y') && !letters.has('x'))) return null;
    F = toAscii(node);
  } catch {
    return null;
  }
  const at = (x: number, y: number): number | null => evaluateReal(F, { x, y });
  const [f00, f10, f01, f23] = [at(0, 0), at(1, 0), at(0, 1), at(2, 3)];
  if (f00 === null || f10 === null || f01 === null || f23 === null) return null;
  const a = f10 - f00;
  const b = f01 - f00;
  if (Math.abs(f00 + 2 * a + 3 * b - f23) > 1e-9 * Math.max(1, Math.abs(f23))) return null;
  return { a, b, c: f00, equation: `${toAscii(parseNode(lhs))} = ${toAscii(parseNode(rhs))}` };
}

/** p/q for a value that is a fraction with a small denominator, as the coefficients of a line typed by a student are. */
export function fraction(v: number): string | null {
  for (let q = 1; q <= 1000; q++) {
    const p = Math.round(v * q);
    if (Math.abs(p / q - v) < 1e-9 * Math.max(1, Math.abs(v))) return q === 1 ? String(p) : `${p}/${q}`;
  }
  return null;
}
