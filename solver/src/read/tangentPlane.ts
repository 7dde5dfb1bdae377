import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { freeVars, substitute } from '../strategies/derivative/expr';
import { simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';
import { parseAscii } from '../strategies/integral/coordinates';
import { multipleAscii } from './multiple';

/**
 * "tangent plane to z = x² + y² at (1, 2, 5)", "tangent plane to the sphere x² + y² + z² = 14 at
 * (1, 2, 3), solved for z", "plan tangent à la surface z = xy au point (1, 2, 2)": the surface as
 * an equation in x, y, z and the point with its three coordinates. The surface may be named with its
 * adjective ("elliptic paraboloid", « paraboloïde elliptique ») and the point as "(x, y) = (1, 4)".
 */
const PLANE = /\b(tangent\s+plane|plan\s+tangent|normal\s+line|droite\s+normale|unit\s+normal(?:\s+vector)?|vecteur\s+(?:normal\s+unitaire|unitaire\s+normal))\s+(?:to|of|at|à|au|a|de)\s+(?:the\s+|la\s+|l['’]\s*)?(?:(?:elliptic(?:al)?|circular|hyperbolic)\s+)?(?:(?:surface|sphere|paraboloid|ellipsoid|graph|cone|hyperboloid|sph[èe]re|parabolo[iï]de|ellipso[iï]de|c[ôo]ne|graphe)\s+(?:(?:elliptique|circulaire|hyperbolique)\s+)?(?:of\s+|de\s+)?)?(?:(?:d['’]\s*[ée]quation|of\s+equation|given\s+by|defined\s+by|d[ée]finie\s+par)\s+)?(.+?)\s+(?:at|en|au)\s+(?:the\s+point\s+|point\s+|le\s+point\s+)?(?:[A-Z]\s*=?\s*)?(?:\(\s*x\s*,\s*y\s*(?:,\s*z\s*)?\)\s*=\s*)?\(\s*([^,()]+)\s*,\s*([^,()]+)\s*(?:,\s*([^,()]+)\s*)?\)/i;

const PLANE_WORDS = /tangent\s+plane|plan\s+tangent/i;
const NORMAL_WORDS = /normal\s+line|droite\s+normale|unit\s+normal|vecteur\s+(?:normal|unitaire\s+normal)|\bla\s+normale\b/i;

export function readTangentPlane(problem: ProblemInput): TaskOf<'tangent_plane'> | SolverError | null {
  const m = PLANE.exec(problem.text);
  if (!m) return null;
  // "the tangent plane and the normal line": two answers, and one task gives one
  if (PLANE_WORDS.test(problem.text) && NORMAL_WORDS.test(problem.text)) {
    return new SolverError('unsupported', {
      en: 'We read two questions, the tangent plane and the normal line (or normal vector): ask them one at a time.',
      fr: 'Nous avons lu deux questions, le plan tangent et la droite normale (ou le vecteur normal) : posez-les une à la fois.',
    });
  }
  const sides = m[2].split('=');
  if (sides.length !== 2) return null;
  // the graph of f(x, y) = …: the surface z = …
  if (/^\s*[a-z]\s*\(\s*x\s*,\s*y\s*\)\s*$/.test(sides[0])) sides[0] = 'z';
  try {
    const [lhs, rhs] = sides.map((x) => multipleAscii(x.trim()));
    // "at (1, 1)" on a graph z = f(x, y): the third coordinate is f(1, 1)
    if (m[5] === undefined && lhs !== 'z') return null;
    const third = m[5] ?? toAscii(simplify(substitute(substitute(parseAscii(rhs), 'x', parseAscii(multipleAscii(m[3].trim()))), 'y', parseAscii(multipleAscii(m[4].trim())))));
    const point = [m[3], m[4], third].map((x) => multipleAscii(x.trim()));
    const letters = new Set([...freeVars(parseAscii(lhs)), ...freeVars(parseAscii(rhs))]);
    if ([...letters].some((v) => !['x', 'y', 'z'].includes(v)) || !letters.has('z') && !/^\s*z\s*$/.test(lhs)) return null;
    if (point.some((p) => freeVars(parseAscii(p)).size > 0)) return null;
    const normal = /line|droite/i.test(m[1]) ? 'line' : /unit/i.test(m[1]) ? 'unit' : undefined;
    return { kind: 'tangent_plane', lhs, rhs, point, ...(normal ? { normal } : {}) };
  } catch {
    return null;
  }
}
