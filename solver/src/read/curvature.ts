import { SolverError } from '../errors';
import { text } from '../i18n';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { curveDefinition, decimalCommaCurve, typedEntries } from './curveDefinition';

/**
 * The curvature of a curve: "the curvature of r(t) = (t, t²/2, t³/3) at t = 1", "r(t) = ⟨1/t, 1, t⟩,
 * find κ", « courbure de la courbe x = cos t, y = sin 2t en t = 0 », "curvature of y = x³ at x = 1".
 * Only a curve written in a parameter is read; a radius of curvature in optics is not this.
 */
const ASKS = /\bcurvature\b|\bcourbure\b/i;

const ascii = (s: string): string => toAscii(simplify(fromMathJson(parseCalc(splitLetterProducts(s)))));

const lettersOf = (s: string): string[] => [...freeVars(fromMathJson(parseCalc(splitLetterProducts(s))))].filter((v) => v !== 'e' && v !== 'pi');

/** The curve and its parameter: r(t) = (…), r(t) = … i + … j + … k, x = …, y = … (, z = …) in one letter, or y = f(x). */
function curveOf(t: string): { parameter: string; curve: string[] } | null {
  const named = curveDefinition(t);
  if (named) return { parameter: named.parameter, curve: named.components };
  const piece = (v: string): string | undefined => new RegExp(String.raw`(?<![A-Za-z0-9_])${v}\s*(?:\(\s*[a-z]\s*\))?\s*=\s*([^,;=]+?)(?=\s*(?:,|;|\b(?:and|et|at|en|au|when|for|pour|o[uù])\b|[.?!](?:\s|$)|$))`).exec(t)?.[1];
  const [x, y, z] = ['x', 'y', 'z'].map(piece);
  if (x !== undefined && y !== undefined) {
    const curve = z === undefined ? [x, y] : [x, y, z];
    const letters = new Set(curve.flatMap(lettersOf));
    return letters.size === 1 && !['x', 'y', 'z'].includes([...letters][0]) ? { parameter: [...letters][0], curve } : null;
  }
  // the graph y = f(x): the plane curve (x, f(x))
  if (y !== undefined && lettersOf(y).every((v) => v === 'x') && lettersOf(y).length === 1) return { parameter: 'x', curve: ['x', y] };
  return null;
}

/** "at t = 1", « en t = π/2 », "at the point where t = 0": the parameter's value. */
const AT = /\b(?:at|en|au|when|for|pour|o[uù]|where)\s+(?:the\s+point\s+(?:where\s+)?|(?:le\s+)?point\s+)?([a-z])\s*=\s*([^,;?=]+?)(?=\s*(?:[,;?]|[.](?:\s|$)|$))/;

export function readCurvature(problem: ProblemInput): TaskOf<'vector'> | SolverError | null {
  if (!ASKS.test(problem.text)) return null;
  const at = AT.exec(problem.text);
  // the value is the point's, not the curve's: x = 1 in "y = x³ at x = 1" is no coordinate
  const t = at ? problem.text.replace(at[0], ' ') : problem.text;
  let found: { parameter: string; curve: string[] } | null;
  try {
    found = curveOf(t);
  } catch {
    return null;
  }
  if (!found || (at && at[1] !== found.parameter)) return null;
  const { parameter, curve } = found;
  const typed = typedEntries(problem.raw);
  if (typed !== null && typed !== curve.length) {
    return decimalCommaCurve();
  }
  // a point given by its coordinates would need the parameter's value there: asked for instead
  if (!at && /\b(?:at|au|en)\s+(?:the\s+)?(?:point\s+)?(?:[A-Z]\s*)?\(/i.test(t)) {
    return new SolverError('unsupported', text(
      `We read the point by its coordinates: give the value of the parameter there instead, e.g. "at ${parameter} = 1".`,
      `Nous avons lu le point par ses coordonnées : donnez plutôt la valeur du paramètre en ce point, par exemple « en ${parameter} = 1 ».`,
    ));
  }
  try {
    return {
      kind: 'vector',
      op: 'curvature',
      components: curve.map(ascii),
      variables: [parameter],
      ...(at ? { at: [ascii(at[2])] } : {}),
    };
  } catch {
    return null;
  }
}
