import { evaluateReal } from '../verify/numeric';
import { exactNumber } from './numbers';

/**
 * Disks written by an inequality in any of the forms courses use: (x − a)² + (y − b)² ≤ R²,
 * x² + y² ≤ 2x, x² + y² − 4y ≤ 0, x² − 2x + y² < 3. Each relation of the text between two
 * formulas in x and y is tested as k·(x² + y²) + p·x + q·y + c against zero; the disk's centre and
 * radius follow. A relation that is a circle seen from outside (x ≤ x² + y²) is kept too, so a region
 * between two circles is never taken for one of them.
 */
export interface Circle {
  /** The centre (a, b) and radius, as exact ASCII numbers, with their values. */
  a: string;
  b: string;
  radius: string;
  values: { a: number; b: number; radius: number };
  /** True for the inside (≤, <), false for the outside (≥, >). */
  inside: boolean;
}

// a run of formula characters on either side of a relation, in the flattened text
const SIDE = /[-+*/^().\dxy]+$/;
const LEAD = /^[-+*/^().\dxy]+/;

/** A side of a relation without the brackets of the set around it: "{(x,y): … ≤ 0}" ends at 0. */
function balanced(side: string, extra: RegExp): string {
  let out = side;
  const count = (c: string): number => out.split(c).length - 1;
  while (count('(') !== count(')') && extra.test(out)) out = out.replace(extra, '');
  return count('(') === count(')') ? out : '';
}

/** k·(x² + y²) + p·x + q·y + c, or null for any other expression (an xy term, a cube, a missing square). */
function circleCoefficients(g: string): { k: number; p: number; q: number; c: number } | null {
  const at = (x: number, y: number): number | null => evaluateReal(g, { x, y });
  const [c, px, mx, py, my] = [at(0, 0), at(1, 0), at(-1, 0), at(0, 1), at(0, -1)];
  if (c === null || px === null || mx === null || py === null || my === null) return null;
  const kx = (px + mx) / 2 - c;
  const ky = (py + my) / 2 - c;
  if (Math.abs(kx) < 1e-12 || Math.abs(kx - ky) > 1e-9) return null;
  const coeffs = { k: kx, p: (px - mx) / 2, q: (py - my) / 2, c };
  // the same quadratic at points off the axes: no xy term, nothing else
  for (const [x, y] of [[0.3, 0.7], [-1.3, 0.4], [2.1, -1.7]]) {
    const v = at(x, y);
    const expect = coeffs.k * (x * x + y * y) + coeffs.p * x + coeffs.q * y + coeffs.c;
    if (v === null || Math.abs(v - expect) > 1e-9 * Math.max(1, Math.abs(expect))) return null;
  }
  return coeffs;
}

/** The circles the flattened text's relations describe, each with its side. */
export function circlesIn(f: string): Circle[] {
  const parts = f.split(/(<=?|>=?)/);
  const found: Circle[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const left = balanced(SIDE.exec(parts[i - 1])?.[0] ?? '', /^\(/);
    const right = balanced(LEAD.exec(parts[i + 1])?.[0] ?? '', /\)$/);
    if (!left || !right || !/x/.test(left + right) || !/y/.test(left + right)) continue;
    const g = circleCoefficients(`(${left}) - (${right})`);
    if (!g) continue;
    // left − right ≤ 0 is the inside when its squares count positively
    const inside = parts[i].startsWith('<') === (g.k > 0);
    const [p, q, c] = [g.p / g.k, g.q / g.k, g.c / g.k];
    const a = -p / 2;
    const b = -q / 2;
    const squared = a * a + b * b - c;
    if (!(squared > 1e-12)) continue;
    const radius = Math.sqrt(squared);
    const exact = [a, b, radius].map(exactNumber);
    // a centre or radius that is no simple number is not read
    if (exact.some((e) => /\d\.\d/.test(e))) continue;
    found.push({ a: exact[0], b: exact[1], radius: exact[2], values: { a, b, radius }, inside });
  }
  return found;
}

/**
 * The centre named in words, each coordinate as an exact number: "the unit disc centered at (2, 0)",
 * "the ball of radius 1 centred at (0, 0, 1)", « le disque de centre (1, 0) et de rayon 2 », « de centre A(1 ; 0) ».
 */
export function namedCentre(words: string): string[] | null {
  const m = /\b(?:cent(?:er|re)(?:e?d)?\s+(?:at|on|in)|with\s+cent(?:er|re)|de\s+centre|centr[ée]e?\s+(?:en|sur|au\s+point))\s+(?:the\s+point\s+|le\s+point\s+)?(?:[A-Z]\s*)?\(([^()]*)\)/i.exec(words.replace(/[−–]/g, '-'));
  if (!m) return null;
  const coordinates = m[1].split(/[;,]/).map((v) => evaluateReal(v.trim()));
  return coordinates.length < 2 || coordinates.length > 3 || coordinates.some((v) => v === null) ? null : coordinates.map((v) => exactNumber(v as number));
}
