import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { derivative } from '../strategies/derivative/differentiate';
import { substitute } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import { fieldIn } from './flux';
import { multipleAscii } from './multiple';
import { exactNumber, linearCoefficients } from './numbers';
import { planeRegionFrom } from './regionWords';

/**
 * Stokes' theorem for the circulation around the curve where a plane meets a vertical cylinder:
 * "use Stokes' theorem to evaluate ∫_C F·dr where F = −y² i + x j + z² k and C is the curve of
 * intersection of the plane y + z = 2 and the cylinder x² + y² = 1, oriented counterclockwise
 * from above", « circulation de F le long de l'intersection du plan … et du cylindre … ». The
 * circulation is the flux of curl F through the part of the plane inside the cylinder, the graph
 * z = g(x, y) over the disk, oriented upward for a curve run counterclockwise seen from above.
 */
type Multiple = TaskOf<'multiple'>;

const INTERSECTION = /\bintersection\b/i;
const PLANE = /\b(?:plane|plan)\s+([^=,;]+?)\s*=\s*([^,;=]+?)(?=\s*(?:[,;]|\band\b|\bet\b|\bwith\b|\bavec\b|\boriented\b|\borient[ée]e?\b|\bparcouru|\.\s|\.?\s*$))/i;
const CYLINDER = /\b(?:cylinder|cylindre)\s+x\s*(?:\^\s*2|²)\s*\+\s*y\s*(?:\^\s*2|²)\s*=\s*(\d+(?:\.\d+)?)/i;
/** Clockwise seen from above: the surface's normal points down. */
const CLOCKWISE = /(?<!counter[\s-]?|anti[\s-]?)\bclockwise\b|\bsens\s+(?:horaire|indirect|r[ée]trograde)\b/i;

const refuse = (en: string, fr: string): SolverError => new SolverError('unsupported', { en, fr });

/** The plane's equation solved for z, or null when z is not in it or it is not a plane. */
function planeAsGraph(lhs: string, rhs: string): string | null {
  const coeffs = linearCoefficients(parseAscii(multipleAscii(`(${lhs}) - (${rhs})`)), ['x', 'y', 'z']);
  if (!coeffs || coeffs[3] === 0) return null;
  const [c0, a, b, c] = coeffs.map(exactNumber);
  return toAscii(simplify(parseAscii(`-((${c0}) + (${a})*x + (${b})*y)/(${c})`)));
}

export function readStokes(problem: ProblemInput): Multiple | SolverError | null {
  const text = problem.raw.replace(/[−–]/g, '-');
  if (!/\bstokes\b/i.test(text) && !INTERSECTION.test(text)) return null;
  const plane = PLANE.exec(text);
  const cylinder = CYLINDER.exec(text);
  if (!INTERSECTION.test(text) || !plane || !cylinder) {
    return /\bstokes\b/i.test(text)
      ? refuse(
        "We apply Stokes' theorem to the curve where a plane meets a cylinder x² + y² = R²: this curve or surface was not read.",
        'Nous appliquons le théorème de Stokes à la courbe intersection d’un plan et d’un cylindre x² + y² = R² : cette courbe ou cette surface n’a pas été lue.',
      )
      : null;
  }
  let g: string | null;
  try {
    g = planeAsGraph(plane[1], plane[2]);
  } catch {
    g = null;
  }
  if (!g) return refuse('We could not read the plane as z = g(x, y).', 'Nous n’avons pas pu lire le plan sous la forme z = g(x, y).');
  const read = fieldIn(text.slice(0, plane.index) + text.slice(plane.index + plane[0].length));
  if (read instanceof SolverError) return read;
  const F = read.field;
  const d = (k: number, v: string): string => toAscii(derivative(parseAscii(F[k]), v));
  const curl = [`${d(2, 'y')} - (${d(1, 'z')})`, `${d(0, 'z')} - (${d(2, 'x')})`, `${d(1, 'x')} - (${d(0, 'y')})`].map((c) => toAscii(simplify(parseAscii(c))));
  const region = planeRegionFrom(`disk x^2 + y^2 <= ${cylinder[1]}`);
  if (!region) return null;
  const graph = parseAscii(g);
  const on = curl.map((c) => toAscii(substitute(parseAscii(c), 'z', graph)));
  const normal = [`-(${toAscii(derivative(graph, 'x'))})`, `-(${toAscii(derivative(graph, 'y'))})`, '1'];
  const down = CLOCKWISE.test(text);
  const integrand = toAscii(simplify(parseAscii(`${down ? '-' : ''}(${on.map((c, k) => `(${c})*(${normal[k]})`).join(' + ')})`)));
  return { kind: 'multiple', integrand, ...region, flux: { field: curl, graph: g, circulation: F, ...(down ? { reversed: true } : {}) } };
}
