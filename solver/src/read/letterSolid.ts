import type { TaskOf } from '../task/task';
import { parseAscii } from '../strategies/integral/coordinates';
import { plainBodyText } from './namedBody';
import { multipleAscii } from './multiple';
import { exactNumber, linearCoefficients } from './numbers';

/**
 * Two solids whose sizes are several letters, measured by their volume: the ellipsoid
 * x²/a² + y²/b² + z²/c² ≤ 1 (or "with semi-axes a, b, c") and the tetrahedron cut from the first
 * octant by the plane x/a + y/b + z/c = 1. The ellipsoid is the unit ball stretched by a, b, c
 * (x = a·u, y = b·v, z = c·w, Jacobian abc), integrated in spherical coordinates; the tetrahedron
 * keeps its Cartesian bounds. Only the whole solid is read: a cut, a half or a density is left to
 * other readers.
 */
type Multiple = TaskOf<'multiple'>;

/** A letter standing for a size: one Latin letter, not a coordinate (x, y, z) nor the r of polar coordinates. */
const SIZE = String.raw`([a-wA-Z])`;
const SQ = String.raw`\s*(?:\^\s*2|²|\^\s*\{\s*2\s*\})`;
const OVER = (v: string): string => String.raw`(?:\\frac\s*\{\s*${v}${SQ}\s*\}\s*\{\s*${SIZE}${SQ}\s*\}|\(?\s*${v}\s*\/\s*${SIZE}\s*\)?${SQ}|${v}${SQ}\s*\/\s*${SIZE}${SQ}|\\left\s*\(\s*\\frac\s*\{\s*${v}\s*\}\s*\{\s*${SIZE}\s*\}\s*\\right\s*\)${SQ})`;
const ELLIPSOID = new RegExp(String.raw`${OVER('x')}\s*\+\s*${OVER('y')}\s*\+\s*${OVER('z')}\s*(?:=|≤|<=|⩽|\\le(?:q)?\b|<)\s*1(?!\d|\.\d)`);
const ELLIPSOID_AXES = /\bellipso(?:id|ïde|ide)\b[^.;]*?\b(?:semi-?axes|demi-?axes|axes)\s*(?:of\s+lengths?\s+|de\s+longueurs?\s+)?([a-wA-Z])\s*,\s*([a-wA-Z])\s*(?:,|and|et)\s*([a-wA-Z])(?![\p{L}\d])/iu;

const LINEAR = (v: string): string => String.raw`(?:\\frac\s*\{\s*${v}\s*\}\s*\{\s*${SIZE}\s*\}|${v}\s*\/\s*${SIZE})`;
export const INTERCEPT_PLANE = new RegExp(String.raw`${LINEAR('x')}\s*\+\s*${LINEAR('y')}\s*\+\s*${LINEAR('z')}\s*=\s*1(?!\d|\.\d)`);

/** A part or a cut of the solid rather than all of it. */
const PART = /\b(?:half|upper|lower|quarter|above|below|under|inside|outside|between|part|portion|demi|moiti[ée]|quart|au[\s-]dessus|au[\s-]dessous|int[ée]rieur|ext[ée]rieur|entre|partie)\b|[xyz]\s*(?:≥|>=|⩾|≤|<=|⩽|>|<)\s*0/i;
/** The first octant said in words or by the signs of x, y and z. */
const OCTANT = /\b(?:first\s+octant|premier\s+octant|coordinate\s+planes|plans\s+(?:de\s+coordonn[ée]es|des\s+coordonn[ée]es|de\s+coordonn[ée]es)|plans\s+x\s*=\s*0\s*,?\s*y\s*=\s*0\s*(?:,|et)\s*z\s*=\s*0)|\bx\s*=\s*0\s*,\s*y\s*=\s*0\s*(?:,|and|et)\s*z\s*=\s*0\b/i;

const distinct = (letters: string[]): boolean => new Set(letters).size === letters.length && letters.every((l) => !['x', 'y', 'z', 'r'].includes(l));

/** The plane x/a + y/b + z/c = 1 by its three intercepts (letters), with where it was found. */
export function interceptPlane(text: string): { a: string; b: string; c: string; index: number; length: number } | null {
  const plane = INTERCEPT_PLANE.exec(text);
  if (!plane) return null;
  const [a, b, c] = [plane[1] ?? plane[2], plane[3] ?? plane[4], plane[5] ?? plane[6]];
  return distinct([a, b, c]) ? { a, b, c, index: plane.index, length: plane[0].length } : null;
}

/** A x² + B y² + C z² = D with numbers (4x² + 9y² + z² = 36, x²/4 + y²/9 + z²/16 ≤ 1): the semi-axes √(D/A), √(D/B), √(D/C). */
const NUMERIC_ELLIPSOID = /([-+*/.\d\s()]*x\s*(?:\^\s*2|²)[-+*/.\d\s()xyz^²]*?)\s*(?:=|≤|<=|⩽)\s*(\d+(?:\.\d+)?)(?!\d|\.\d)/;
function numericAxes(text: string): { axes: [string, string, string]; span: string } | null {
  const m = NUMERIC_ELLIPSOID.exec(text);
  if (!m || !/y\s*(?:\^\s*2|²)/.test(m[1]) || !/z\s*(?:\^\s*2|²)/.test(m[1])) return null;
  let c: number[] | null;
  try {
    c = linearCoefficients(parseAscii(multipleAscii(m[1].replace(/([xyz])\s*(?:\^\s*2|²)/g, (_s, v: string) => v.toUpperCase()))), ['X', 'Y', 'Z']);
  } catch {
    return null;
  }
  const d = Number(m[2]);
  if (!c || c[0] !== 0 || !c.slice(1).every((k) => k > 0) || !(d > 0)) return null;
  return { axes: c.slice(1).map((k) => exactNumber(Math.sqrt(d / k))) as [string, string, string], span: m[0] };
}

/** The ellipsoid's semi-axes, when the text names the whole ellipsoid. */
function ellipsoidAxes(text: string): string[] | null {
  const numeric = ELLIPSOID.test(text) ? null : numericAxes(text);
  if (numeric) return PART.test(text.replace(numeric.span, ' ')) ? null : numeric.axes;
  const eq = ELLIPSOID.exec(text);
  const axes = eq ? [eq[1] ?? eq[2] ?? eq[3] ?? eq[4], eq[5] ?? eq[6] ?? eq[7] ?? eq[8], eq[9] ?? eq[10] ?? eq[11] ?? eq[12]] : null;
  const named = axes ?? (ELLIPSOID_AXES.exec(text)?.slice(1, 4) ?? null);
  if (!named || !named.every(Boolean) || !distinct(named)) return null;
  const rest = eq ? text.replace(eq[0], ' ') : text;
  return PART.test(rest) ? null : (named as [string, string, string]);
}

/** The solid whose volume is asked, or null. */
export function letterSolid(written: string): Multiple | null {
  const text = plainBodyText(written);
  if (/\bellipso/i.test(text)) {
    const axes = ellipsoidAxes(text);
    if (!axes) return null;
    // x = a·ρ sin φ cos θ, y = b·ρ sin φ sin θ, z = c·ρ cos φ: dV = abc·ρ² sin φ dρ dφ dθ over the unit ball
    return {
      kind: 'multiple',
      integrand: axes.join('*'),
      coordinates: 'spherical',
      bounds: [{ variable: 'rho', lo: '0', hi: '1' }, { variable: 'phi', lo: '0', hi: 'pi' }, { variable: 'theta', lo: '0', hi: '2*pi' }],
    };
  }
  const plane = interceptPlane(text);
  if (plane && (OCTANT.test(text) || /\bt[ée]tra[èe]?d/i.test(text))) {
    const { a, b, c } = plane;
    return {
      kind: 'multiple',
      integrand: '1',
      bounds: [
        { variable: 'z', lo: '0', hi: `${c}*(1 - x/${a} - y/${b})` },
        { variable: 'y', lo: '0', hi: `${b}*(1 - x/${a})` },
        { variable: 'x', lo: '0', hi: a },
      ],
    };
  }
  return null;
}
