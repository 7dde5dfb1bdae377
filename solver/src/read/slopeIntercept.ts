import { freeSymbols, type MathNode } from '../cas/node';
import { SolverError } from '../errors';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { fraction, lineCoefficients } from './lineCoefficients';

/**
 * The slope or the y-intercept of a line given by its equation, in English and French: "What is
 * the slope of the line 3x + 4y = 12?", "the gradient of y = 2x − 5", "the y-intercept of
 * 2x − 3y = 6", « le coefficient directeur de la droite d'équation y = −2x + 1 », « l'ordonnée à
 * l'origine de … ». Read as −a/b (the slope) or −c/b (the y-intercept) of a·x + b·y + c = 0; a
 * vertical line has neither, and says so.
 */
const ASKED = /^\s*(?:(?:find|what\s+is|what's|give|determine|calculate|compute|state|donner|determiner|calculer|quel(?:le)?\s+est|trouver)\s+)?(?:the\s+|le\s+|la\s+|l(?:['’]|\s)\s*)?(slope|gradient|y-intercept|coefficient\s+directeur|pente|ordonnee\s+a\s+l(?:['’]|\s)\s*origine)\s+(?:of|de|du)\s+(?:the\s+(?:straight\s+)?line\s+(?:with\s+equation\s+|given\s+by\s+)?|la\s+droite\s+(?:d['’]\s*equation\s+|\(?[a-zA-Z]\d?\)?\s*:?\s*)?|l['’]\s*equation\s+)?(?:\(?[a-zA-Z]\d?\)?\s*:\s*)?(.+?=.+?)\s*[?.!]?\s*$/i;

export function readSlopeIntercept(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const m = ASKED.exec(problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  if (!m) return null;
  const sides = m[2].split('=');
  if (sides.length !== 2) return null;
  const line = lineCoefficients(sides[0], sides[1]);
  const intercept = /intercept|ordonnee/i.test(m[1]);
  if (!line && intercept) return curveIntercept(sides[0], sides[1]);
  if (!line || (Math.abs(line.a) < 1e-12 && Math.abs(line.b) < 1e-12)) return null;
  if (Math.abs(line.b) < 1e-12) {
    throw new SolverError('unsupported', text(
      `${line.equation} is a vertical line: it has no ${intercept ? 'y-intercept (unless it is the y-axis)' : 'slope'}.`,
      `${line.equation} est une droite verticale : elle n'a pas ${intercept ? "d'ordonnée à l'origine (sauf l'axe des ordonnées)" : 'de coefficient directeur'}.`,
    ));
  }
  const [a, b, c] = [line.a, line.b, line.c].map(fraction);
  if (a === null || b === null || c === null) return null;
  const put = (v: string): string => (/^-|\//.test(v) ? `(${v})` : v);
  return intercept
    ? { kind: 'evaluate', expr: `-${put(c)}/${put(b)}`, quantity: 'y_intercept', of: line.equation }
    : { kind: 'evaluate', expr: `-${put(a)}/${put(b)}`, quantity: 'slope', of: line.equation };
}

/** The y-intercept of a curve y = f(x) (or f(x) = …) that is no line: f(0), where the curve meets the y-axis. */
function curveIntercept(lhs: string, rhs: string): TaskOf<'evaluate'> | null {
  if (!/^\s*(?:y|[a-z]\s*\(\s*x\s*\))\s*$/.test(lhs)) return null;
  let node: MathNode;
  try {
    node = parseNode(rhs);
  } catch {
    return null;
  }
  if ([...freeSymbols(node)].some((v) => v !== 'x')) return null;
  const f = toAscii(node);
  return { kind: 'evaluate', expr: f.replace(/(?<![A-Za-z])x(?![A-Za-z])/g, '(0)'), quantity: 'y_intercept', of: `${lhs.trim()} = ${f}` };
}
