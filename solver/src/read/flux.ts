import { SolverError } from '../errors';
import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { derivative } from '../strategies/derivative/differentiate';
import { substitute } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import { TUPLE, entries } from './lineIntegral';
import { multipleAscii, readMultiple } from './multiple';
import { readPlaneRegion } from './planeRegion';
import { readRegion } from './region';
import { scaledRegion } from './lengthScale';
import { regionUnder, surfaceOf } from './surfaceArea';
import { unitVectors } from './vector';
import { splitLetterProducts } from './letterProducts';
import { lateralCylinderFlux } from './lateralFlux';

/**
 * The flux of a field F = (P, Q, R) through a surface: outward through a sphere, a box or a closed
 * cylinder ("flux of F = (x, y, z) outward through the sphere x² + y² + z² = 4", « flux sortant à
 * travers la sphère de rayon 2 ») by the divergence theorem, the triple integral of div F over the
 * solid; through a graph z = g(x, y) over a plane region, oriented upward unless said downward, as
 * ∬ F(x, y, g)·(−g_x, −g_y, 1) dA. Any other surface, or an orientation that is not read, is refused
 * by name.
 */
type Multiple = TaskOf<'multiple'>;

/** The flux, or the theorem that computes it through a closed surface ("use the divergence theorem", « théorème de Gauss-Ostrogradski »). */
const FLUX = /\bflux\b|\b(?:divergence|gauss(?:['’]s)?|ostrogradsk[iy](?:['’]s)?)\s+theorem\b|\bth[ée]or[èe]me\s+(?:de\s+(?:la\s+)?divergence|de\s+(?:green[- ])?ostrogradsk[iy]|de\s+gauss|flux[- ]divergence)/i;
/** "F = x i + y j + z k" up to the surface's words: the field in unit-vector notation. */
const UNIT_FIELD = /\b[A-Z]\s*(?:\(\s*x\s*,\s*y\s*,\s*z\s*\))?\s*=\s*([^,;]+?)(?=\s*(?:[,;]|\.\s|\.?$|\b(?:across|through|over|out\s+of|outward|inward|and|where|on|[àa]\s+travers|sur|sortant|entrant|et|o[ùu])\b|\s[àa]\s+travers\b))/;
const INWARD = /\binward(?:s)?\b|\bentrant\b|vers\s+l['’]int[ée]rieur|\binner\s+normal/i;
const DOWNWARD = /\bdownward(?:s)?\b|\bvers\s+le\s+bas\b|\bnormal\s+pointing\s+down/i;
const SOLID_SURFACE = /\b(?:sphere|sph[èe]re|cube|box|bo[iî]te|pav[ée]|closed\s+cylinder|cylindre\s+ferm[ée])\b/i;

const refuse = (en: string, fr: string): SolverError => new SolverError('unsupported', { en, fr });

const ascii = (s: string): string => toAscii(simplify(parseAscii(multipleAscii(s))));

/**
 * "the cube bounded by the planes x = 0, x = 1, y = 0, y = 1, z = 0, z = 1" (or "x = 0, y = 0,
 * z = 0 and x = 1, y = 1, z = 1"): two planes across each axis are the box between them.
 */
function boxBetweenPlanes(text: string): string {
  const planes = /\b(?:bounded|enclosed|limit[ée]e?)\s+by\s+the\s+planes\s+((?:(?:,|\band\b)?\s*[xyz]\s*=\s*-?\d+(?:\.\d+)?\s*){6})|\b(?:limit[ée]e?|d[ée]limit[ée]e?)\s+par\s+les\s+plans\s+((?:(?:,|\bet\b)?\s*[xyz]\s*=\s*-?\d+(?:\.\d+)?\s*){6})/i.exec(text);
  if (!planes) return text;
  const at = new Map<string, number[]>();
  for (const m of (planes[1] ?? planes[2]).matchAll(/([xyz])\s*=\s*(-?\d+(?:\.\d+)?)/g)) at.set(m[1], [...(at.get(m[1]) ?? []), Number(m[2])]);
  const sides = ['x', 'y', 'z'].map((v) => [v, ...(at.get(v) ?? [])] as const);
  if (sides.some((side) => side.length !== 3 || side[1] === side[2])) return text;
  const box = sides.map(([v, a, b]) => `${Math.min(Number(a), Number(b))} ≤ ${v} ≤ ${Math.max(Number(a), Number(b))}`).join(', ');
  return text.replace(planes[0], box);
}

/** The solid a closed surface bounds, read as the region readers read its volume. */
export function solidOf(written: string): Pick<Multiple, 'bounds' | 'coordinates'> | null {
  const words = boxBetweenPlanes(written)
    .replace(/\b(?:sphere|sph[èe]re)\b/gi, 'ball')
    .replace(/\b(?:closed\s+cylinder|cylindre\s+ferm[ée])\b/gi, 'solid cylinder')
    .replace(/\b(?:cube|bo[iî]te|pav[ée])\b/gi, 'box')
    .replace(/\bflux\b/gi, ' ');
  // the sentence's own end is no part of the last bound: "x² + y² + z² = 1." is the unit sphere
  const phrase = `volume of the ${words.replace(/^.*?\b(?=(?:unit\s+)?(?:ball|solid cylinder|box))/i, '').replace(/[\s.;,!?]+$/, '')}`;
  const readSolid = (text: string): Multiple | null => {
    const problem = normalize(text);
    for (const read of [readPlaneRegion, readMultiple, readRegion]) {
      const found = read(problem);
      if (found && !(found instanceof SolverError) && found.bounds.length === 3 && found.integrand === '1') return found;
    }
    return null;
  };
  // a sphere of radius a, the cube [0, a]³: read with numbers, kept as the stretch of one shape
  const found = readSolid(phrase) ?? scaledRegion(phrase, readSolid);
  return found && { bounds: found.bounds, ...(found.coordinates ? { coordinates: found.coordinates } : {}) };
}

/** "F = z k", "F = x² k": a field along one unit vector of space (k is never the imaginary unit here), its other components 0. */
function alongOneAxis(written: string): string[] | null {
  const m = /^\s*(.*?)\s*\*?\s*(?<![A-Za-z])([ijk])\s*$/.exec(written);
  if (!m || /(?<![A-Za-z])[ijk](?![A-Za-z(])/.test(m[1])) return null;
  const value = m[1].trim() === '' ? '1' : m[1].trim().replace(/^\((.*)\)$/, '$1');
  return ['i', 'j', 'k'].map((u) => (u === m[2] ? value : '0'));
}

/** The field F = (P, Q, R) or P i + Q j + R k in the text, and the text without it. */
export function fieldIn(text: string): { field: string[]; rest: string } | SolverError {
  const tuple = new RegExp(String.raw`\b[A-Z]\s*(?:\(\s*x\s*,\s*y\s*,\s*z\s*\))?\s*=\s*${TUPLE}`).exec(text);
  const units = tuple ? null : UNIT_FIELD.exec(text);
  const f = tuple ?? units;
  const components = tuple ? entries(tuple[1]) : units ? unitVectors(splitLetterProducts(units[1])) ?? alongOneAxis(units[1]) : null;
  if (!f || !components || components.length !== 3) return refuse('We could not read the field: write it as F = (P, Q, R).', 'Nous n’avons pas pu lire le champ : écrivez-le F = (P, Q, R).');
  try {
    return { field: components.map(ascii), rest: text.slice(0, f.index) + ' ' + text.slice(f.index + f[0].length) };
  } catch {
    return refuse('We could not read the field’s components as formulas.', 'Nous n’avons pas pu lire les composantes du champ comme des formules.');
  }
}

export function readFlux(problem: ProblemInput): Multiple | SolverError | null {
  const text = problem.raw.replace(/[−–]/g, '-');
  if (!FLUX.test(text)) return null;
  const read = fieldIn(text);
  if (read instanceof SolverError) return read;
  const { field, rest } = read;
  const side = lateralCylinderFlux(rest, field);
  if (side) return side;
  if (SOLID_SURFACE.test(rest)) {
    const solid = solidOf(rest);
    if (!solid) return refuse('We could not read the solid bounded by the closed surface: give the sphere as x² + y² + z² = 4 or by its radius, or the box as [0, 1] × [0, 1] × [0, 1].', 'Nous n’avons pas pu lire le solide limité par la surface fermée : donnez la sphère par x² + y² + z² = 4 ou son rayon, ou le pavé par [0, 1] × [0, 1] × [0, 1].');
    const div = toAscii(simplify(parseAscii(['x', 'y', 'z'].map((v, k) => `(${toAscii(derivative(parseAscii(field[k]), v))})`).join(' + '))));
    const inward = INWARD.test(rest);
    return { kind: 'multiple', integrand: inward ? toAscii(simplify(parseAscii(`-(${div})`))) : div, ...solid, flux: { field, ...(inward ? { reversed: true } : {}) } };
  }
  let surface: ReturnType<typeof surfaceOf>;
  try {
    surface = surfaceOf(rest);
  } catch {
    surface = null;
  }
  if (!surface) return refuse('We compute the flux through a sphere, a box, a closed cylinder, the side of a cylinder x² + y² = R² with z₀ ≤ z ≤ z₁, or a graph z = g(x, y) over a region: this surface was not read.', 'Nous calculons le flux à travers une sphère, un pavé, un cylindre fermé, la surface latérale d’un cylindre x² + y² = R² avec z₀ ≤ z ≤ z₁, ou un graphe z = g(x, y) au-dessus d’un domaine : cette surface n’a pas été lue.');
  if (/\boutward|\bsortant|vers\s+l['’]ext[ée]rieur|\binward|\bentrant/i.test(rest)) return refuse('Say whether the graph is oriented upward or downward: outward and inward name the sides of a closed surface.', 'Précisez si le graphe est orienté vers le haut ou vers le bas : sortant et entrant désignent les côtés d’une surface fermée.');
  const region = regionUnder(surface.g, surface.rest);
  if (!region || region.bounds.length !== 2) return refuse('We could not read the region under the surface: give it as a disk, a rectangle or a triangle.', 'Nous n’avons pas pu lire le domaine sous la surface : donnez-le comme un disque, un rectangle ou un triangle.');
  const g = parseAscii(surface.g);
  const on = field.map((c) => toAscii(substitute(parseAscii(c), 'z', g)));
  const normal = [`-(${toAscii(derivative(g, 'x'))})`, `-(${toAscii(derivative(g, 'y'))})`, '1'];
  const down = DOWNWARD.test(rest);
  const dot = toAscii(simplify(parseAscii(`${down ? '-' : ''}(${on.map((c, k) => `(${c})*(${normal[k]})`).join(' + ')})`)));
  return { kind: 'multiple', integrand: dot, ...region, flux: { field, graph: surface.g, ...(down ? { reversed: true } : {}) } };
}
