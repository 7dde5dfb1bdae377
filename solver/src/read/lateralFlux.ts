import type { TaskOf } from '../task/task';
import { substitute } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import { exactNumber } from './numbers';
import { multipleAscii } from './multiple';
import { sizeNamed } from './namedBody';

/**
 * The flux through the side of a cylinder x² + y² = R², z₀ ≤ z ≤ z₁ ("through the cylinder
 * x² + y² = 1, 0 ≤ z ≤ b", "the lateral surface of …", « la surface latérale du cylindre »), its size
 * a number or a letter: on x = R cos θ, y = R sin θ the outward normal times dS is
 * (cos θ, sin θ, 0)·R dθ dz, so the flux is ∫∫ R(P cos θ + Q sin θ) dθ dz. A closed cylinder, or one
 * bounded by planes, is the divergence theorem's and is left to it.
 */
type Multiple = TaskOf<'multiple'>;

const SQUARE = String.raw`(?:\^\s*2|²)`;
const CYLINDER = new RegExp(String.raw`\bx\s*${SQUARE}\s*\+\s*y\s*${SQUARE}\s*=\s*(\d+(?:\.\d+)?|[a-wA-Z]\s*${SQUARE})(?![\w^.])`);
const END = String.raw`(-?\s*(?:\d+(?:\.\d+)?|[a-wA-Z]))`;
const Z_RANGE = new RegExp(String.raw`(?<![\w.])${END}\s*(?:≤|<=|⩽|<)\s*z\s*(?:≤|<=|⩽|<)\s*${END}(?!\w|\.\d)`);
/** The side alone is meant: said so, or the cylinder named by its equation with nothing closing it. */
const CLOSED = /\b(?:closed|ferm[ée]e?|solid|solide|bounded|enclosed|limit[ée]e?|d[ée]limit[ée]e?|boundary|bord|planes|plans|entire|whole|total|including\s+(?:the\s+)?(?:top|ends|caps|bases|disks))\b/i;
const INWARD = /\binward(?:s)?\b|\bentrant\b|vers\s+l['’]int[ée]rieur|\btoward(?:s)?\s+the\s+z[\s-]?axis\b|\bvers\s+l['’]axe/i;

export function lateralCylinderFlux(text: string, field: string[]): Multiple | null {
  const cylinder = CYLINDER.exec(text);
  // or named in words: "the cylinder about the z-axis with radius 3", « le cylindre d'axe Oz et de rayon R »
  const named = cylinder || !/\b(?:cylinder|cylindre)\b/i.test(text) ? null : sizeNamed(text, String.raw`radius|rayon`);
  const z = Z_RANGE.exec(text);
  if ((!cylinder && !named) || !z || CLOSED.test(text)) return null;
  const square = cylinder ? cylinder[1].replace(/\s+/g, '') : '';
  const radius = named ?? (/^\d/.test(square) ? exactNumber(Math.sqrt(Number(square))) : square[0]);
  if (['x', 'y', 'z'].includes(radius)) return null;
  let on: string[];
  try {
    on = field.map((c) => toAscii(substitute(substitute(parseAscii(c), 'x', parseAscii(`${radius}*cos(theta)`)), 'y', parseAscii(`${radius}*sin(theta)`))));
  } catch {
    return null;
  }
  const sign = INWARD.test(text) ? '-' : '';
  const integrand = toAscii(simplify(parseAscii(`${sign}(${radius})*((${on[0]})*cos(theta) + (${on[1]})*sin(theta))`)));
  return {
    kind: 'multiple',
    integrand,
    bounds: [{ variable: 'theta', lo: '0', hi: '2*pi' }, { variable: 'z', lo: multipleAscii(z[1].replace(/\s+/g, '')), hi: multipleAscii(z[2].replace(/\s+/g, '')) }],
  };
}
