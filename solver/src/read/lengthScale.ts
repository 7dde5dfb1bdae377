import { substitute } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import type { TaskOf } from '../task/task';
import { evaluateReal } from '../verify/numeric';

/**
 * A region whose size is a letter (the half-disc x² + y² ≤ a², « le demi-disque de rayon R », the
 * cone √(x² + y²) ≤ z ≤ h): read twice with the letter a number (1, then 2 and 3), and kept only
 * when the larger regions are the unit one stretched by that number, every length bound ℓ·B(x/ℓ, …)
 * and every angle the same. The region is then that stretch with the letter itself, integrated in
 * it. A region that is no stretch of one shape (x ≤ 1 beside x² + y² ≤ a²) is left unread.
 */
type Multiple = TaskOf<'multiple'>;

const LENGTHS = ['x', 'y', 'z', 'r', 'rho'];
/** A letter standing for a length: a radius, a height, a side. "a" the article is followed by a word. */
const CANDIDATE = /(?<![\p{L}\\_])([abhRL])(?![\p{L}\d'’_])/gu;

function lengthLetterSpans(text: string): Array<{ index: number; letter: string }> {
  const spans: Array<{ index: number; letter: string }> = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const after = text.slice((m.index ?? 0) + 1);
    // "a disk", « a pour rayon »: an article or a verb, not a letter, when a word follows
    if (/^\s+(?!and\b|et\b|or\b|ou\b|with\b|avec\b|centred\b|centered\b|centr[ée]e?(?![\p{L}])|about\b)[\p{L}]/u.test(after)) continue;
    spans.push({ index: m.index ?? 0, letter: m[1] });
  }
  return spans;
}

/** The one letter the region's size is given by, if there is exactly one. */
export function lengthLetter(text: string): string | null {
  const letters = new Set(lengthLetterSpans(text).map((s) => s.letter));
  return letters.size === 1 ? [...letters][0] : null;
}

function withValue(text: string, value: number): string {
  return withValues(text, new Map(lengthLetterSpans(text).map(({ letter }) => [letter, value])));
}

/** A bound in x, y, z, r, ρ for the region stretched by scale: scale·B(u/scale), angles unstretched. */
function stretched(bound: string, variable: string, scale: string): string {
  let e = parseAscii(bound);
  for (const u of LENGTHS) e = substitute(e, u, parseAscii(`(${u})/(${scale})`));
  const out = LENGTHS.includes(variable) ? parseAscii(`(${scale})*(${toAscii(e)})`) : e;
  return toAscii(simplify(out));
}

function stretchedTask(t: Multiple, scale: string): Multiple {
  return {
    ...t,
    bounds: t.bounds.map((b) => ({ variable: b.variable, lo: stretched(b.lo, b.variable, scale), hi: stretched(b.hi, b.variable, scale) })),
    ...(t.centre ? { centre: [toAscii(simplify(parseAscii(`(${scale})*(${t.centre[0]})`))), toAscii(simplify(parseAscii(`(${scale})*(${t.centre[1]})`)))] as [string, string] } : {}),
  };
}

/** Two bounds that agree at sample values of the outer variables (both undefined there, or equal). */
function sameBound(a: string, b: string, outer: string[]): boolean {
  let compared = 0;
  for (const k of [0.13, 0.37, 0.61, 0.89]) {
    const scope = Object.fromEntries(outer.map((v, i) => [v, v === 'theta' || v === 'phi' ? k * (i + 1) : k * (i + 1) * 0.7]));
    const [p, q] = [evaluateReal(a, scope), evaluateReal(b, scope)];
    if ((p === null) !== (q === null)) return false;
    if (p === null || q === null) continue;
    if (Math.abs(p - q) > 1e-9 * Math.max(1, Math.abs(p))) return false;
    compared += 1;
  }
  return compared > 0;
}

function sameRegion(a: Multiple, b: Multiple): boolean {
  if (a.bounds.length !== b.bounds.length || a.coordinates !== b.coordinates || a.integrand !== b.integrand) return false;
  // the field of Green's theorem the same at every size: only the region was stretched
  if (JSON.stringify(a.green) !== JSON.stringify(b.green)) return false;
  return a.bounds.every((bound, i) => {
    const other = b.bounds[i];
    const outer = a.bounds.slice(i + 1).map((o) => o.variable);
    return bound.variable === other.variable && sameBound(bound.lo, other.lo, outer) && sameBound(bound.hi, other.hi, outer);
  });
}

/**
 * Each letter of the text replaced by its number: 2a written out as 2*a so that it never reads 22,
 * a² (a^2) by the number squared, as the region readers read a radius squared.
 */
function withValues(text: string, values: Map<string, number>): string {
  let out = '';
  let last = 0;
  for (const { index, letter } of lengthLetterSpans(text)) {
    const value = values.get(letter);
    if (value === undefined) continue;
    const glued = /[\d)]\s*$/.test(text.slice(0, index));
    const power = /^\s*(?:\^\s*(\d)|([²³]))/.exec(text.slice(index + 1));
    const n = power ? Number(power[1] ?? (power[2] === '²' ? 2 : 3)) : 1;
    out += text.slice(last, index) + (glued ? '*' : '') + String(value ** n);
    last = index + 1 + (power ? power[0].length : 0);
  }
  return out + text.slice(last);
}

/** Values given to two or three letters, in the order they are first named: one reading, then two to check it by. */
const MARKERS = [[7, 5, 3], [13, 11, 6], [19, 17, 10]];

/** A number of a bound that is a letter's value (or its square) written back as the letter; any other number stays. */
function lettersBack(bound: string, values: Map<string, number>): string {
  return bound.replace(/(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/g, (m, n: string) => {
    for (const [letter, v] of values) {
      if (Number(n) === v) return letter;
      if (Number(n) === v * v) return `${letter}^2`;
    }
    return m;
  });
}

/**
 * A region sized by letters that is no stretch of one shape (x² + y² ≤ R², 0 ≤ z ≤ h; the paraboloid
 * z = x² + y² under the plane z = h; « 0 ≤ x ≤ a, 0 ≤ y ≤ b »): read
 * with a number for each letter, each of those numbers written back as its letter in the bounds, and
 * kept only when two readings with other numbers give the same bounds with those numbers put in.
 */
function severalLetters(text: string, read: (text: string) => Multiple | null): Multiple | null {
  const letters = [...new Set(lengthLetterSpans(text).map((s) => s.letter))];
  if (letters.length < 1 || letters.length > 3) return null;
  const [first, ...checks] = MARKERS.map((set) => new Map(letters.map((l, k) => [l, set[k]])));
  const unit = read(withValues(text, first));
  if (!unit || unit.surface || unit.flux || unit.scalar || unit.green || unit.centre) return null;
  const lettered: Multiple = {
    ...unit,
    integrand: lettersBack(unit.integrand, first),
    bounds: unit.bounds.map((b) => ({ variable: b.variable, lo: lettersBack(b.lo, first), hi: lettersBack(b.hi, first) })),
  };
  // the letters must all be in the bounds or the integrand, and no value of them may be left as a number
  const written = [lettered.integrand, ...lettered.bounds.flatMap((b) => [b.lo, b.hi])].join(' ');
  if (!letters.every((l) => new RegExp(String.raw`(?<![\w])${l}(?![\w])`).test(written))) return null;
  for (const values of checks) {
    const other = read(withValues(text, values));
    if (!other) return null;
    const put = (e: string): string => e.replace(/(?<![\w])([A-Za-z])(?![\w(])/g, (m, l: string) => (values.has(l) ? `(${values.get(l)})` : m));
    const expected: Multiple = { ...lettered, integrand: put(lettered.integrand), bounds: lettered.bounds.map((b) => ({ variable: b.variable, lo: put(b.lo), hi: put(b.hi) })) };
    if (!sameRegion({ ...expected, integrand: other.integrand }, other) || !sameBound(expected.integrand, other.integrand, ['x', 'y', 'z', 'r', 'theta', 'phi', 'rho'])) return null;
  }
  return lettered;
}

/** The region read with its letter, when it is a stretch of one shape; null otherwise. */
export function scaledRegion(text: string, read: (text: string) => Multiple | null): Multiple | null {
  const letter = lengthLetter(text);
  if (!letter) return severalLetters(text, read);
  return stretch(text, letter, read) ?? severalLetters(text, read);
}

function stretch(text: string, letter: string, read: (text: string) => Multiple | null): Multiple | null {
  const unit = read(withValue(text, 1));
  // only a plain region, or Green's theorem over one (its field compared at every size): a surface or a flux scales in other ways
  if (!unit || unit.surface || unit.flux || unit.scalar) return null;
  for (const s of [2, 3]) {
    const larger = read(withValue(text, s));
    if (!larger || !sameRegion(stretchedTask(unit, String(s)), larger)) return null;
  }
  return stretchedTask(unit, letter);
}
