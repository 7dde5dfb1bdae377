import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { SolverError } from '../errors';
import { text } from '../i18n';
import { evaluateReal } from '../verify/numeric';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';

/**
 * The equation of the tangent line to a curve y = f(x) at a point: "equation of the tangent line
 * to y = x³ at x = 1", "tangent to f(x) = x² + 1 at the point (1, 2)", « équation de la tangente à
 * C_f au point d'abscisse 2 », with the function defined before or after the request. The slope
 * alone ("slope of the tangent") is the derivative reader's; tangent planes and normals to
 * surfaces are not read here. The normal line ("normal line to y = x² at x = 1", « normale ») the same way,
 * and the linear approximation of f at a, which is its tangent line. Words that are neither the request, the function nor the point are refused by name.
 */
const ASKED = /(?<![\p{L}\d_])(?:(?:tangent|normal)\s+line|line\s+(?:tangent|normal)|(?:equation|[ée]quation)(?:\s+r[ée]duite)?\s+(?:of|for|de)\s+(?:the\s+|la\s+)?(?:tangente?|normale?)|(?:tangente?|normale?)\s+(?:to|at|of|à|a|en|au)(?![\p{L}\d])|linear\s+approximation|lineari[sz]ation|lin[ée]arisation|approximation\s+affine)/iu;
const NORMAL = /(?<![\p{L}])normale?(?![\p{L}])/iu;
const OTHER = /slope|gradient|pente|coefficient\s+directeur|\bplane\b|plan\s+tangent|\bsurface\b|tangent\s+plane|unit\s+normal|vecteur|vector|\bz\s*=/i;

/** A number as a point is written: 2, -1, 1/2, 0.5, pi/4, 2pi. */
const NUM = String.raw`[-+]?\s*(?:\d+(?:\.\d+)?(?:\s*\*?\s*(?:pi|e))?|pi|e)(?:\s*\/\s*\d+)?`;
const POINT_PATTERNS: Array<{ re: RegExp; pair: boolean }> = [
  // at x = 2, en x = 2, au point d'abscisse x = 2, at the point where x = 2
  { re: new RegExp(String.raw`\b(?:at|en|au|where|when|pour|for)\s+(?:the\s+point\s+(?:where\s+)?|le\s+point\s+|point\s+)?(?:d['’]\s*abscisse\s+)?[a-z]\s*=\s*(${NUM})(?![\w(])`, 'i'), pair: false },
  // au point d'abscisse 2, at the point with x-coordinate 2, « au point A de la courbe d'abscisse 2 »
  { re: new RegExp(String.raw`\b(?:at|en|au)\s+(?:the\s+)?(?:point\s+(?:[A-Z]\s+)?(?:(?:de\s+(?:la\s+courbe|C_?[a-zA-Z]?)|of\s+the\s+(?:curve|graph))\s+)?)?(?:d['’]\s*abscisse|of\s+abscissa|with\s+x-?coordinate|whose\s+x-?coordinate\s+is)\s+(${NUM})(?![\w(])`, 'i'), pair: false },
  // at the point (1, 2), au point A(1 ; 2), at (1, 2)
  { re: new RegExp(String.raw`\b(?:at|en|au|through|passing\s+through|passant\s+par)\s+(?:the\s+point\s+|le\s+point\s+|point\s+)?(?:[A-Z]\s*)?\(\s*(${NUM})\s*[,;]\s*(${NUM})\s*\)`, 'i'), pair: true },
  // en 1, at 3
  { re: new RegExp(String.raw`\b(?:at|en)\s+(${NUM})(?=\s*(?:[.,;?!]|$))`, 'i'), pair: false },
];

/** The curve: y = …, f(x) = …, ending at a separator or at the words of the request. */
const DEFINITION = /(?:^|(?<=[\s,;:.]))([a-zA-Z])\s*(?:\(\s*([a-z])\s*\))?\s*=\s*(.+?)(?=\s*(?:[,;?]|\.(?:\s|$)|$|\s(?:at|en|au|find|determine|d[ée]terminer|calculer|donner|write|give|[ée]crire|trouver|puis|then|and|et|sur|on)\b))/;

/** "… of √x", "… to x³": a function written alone at the end, after its preposition. */
const BARE = /(?<![\p{L}])(?:of|to|de|à)\s+(?!(?:the|la|le|[a-zA-Z]\s*(?:\(|=))(?![\p{L}]))([^=]+?)\s*[.?!]?\s*$/iu;

interface Curve {
  index: number;
  length: number;
  name: string;
  variable?: string;
  formula: string;
}

/** The curve asked about: y = …, f(x) = …, or a formula alone (named f). */
function curveIn(text: string): Curve | null {
  const def = DEFINITION.exec(text);
  if (def) return { index: def.index, length: def[0].length, name: def[1], ...(def[2] ? { variable: def[2] } : {}), formula: def[3] };
  const bare = BARE.exec(text);
  return bare ? { index: bare.index, length: bare[0].length, name: 'f', formula: bare[1] } : null;
}

/** Words that only frame the request ("Soit f la fonction définie sur ℝ par", "the curve", "C_f"). */
const FRAME = /(?<![\p{L}\d_])(?:please|find|determine|give|write|compute|calculate|state|what|is|the|an?|equation|of|for|to|line|tangent|tangente|normal|normale|curve|linear|approximation|lineari[sz]ation|lin[ée]arisation|affine|near|pr[èe]s|graph|function|at|point|let|soit|where|o[ùu]|donner|d[ée]terminer|[ée]crire|trouver|calculer|une?|la|le|de|à|a|courbe|repr[ée]sentative|r[ée]duite|en|au|abscisse|d[ée]finie?|defined|sur|on|par|by|fonction|its|sa|of|with|whose|x-?coordinate|abscissa|through|passing|passant|[ée]quation|on|ℝ|R|reals?|C_?[a-zA-Z]?|\(?T\)?|y|x|then|puis)(?![\p{L}\d_])|(?<![\p{L}\d_])[ld]['’]|[.,;:?!()]/giu;

const refuse = (rest: string): SolverError =>
  new SolverError('unsupported', text(
    `We could not read "${rest}" in this tangent line problem: give the function and the point, e.g. "equation of the tangent to y = x^2 at x = 1".`,
    `Nous n'avons pas pu lire « ${rest} » dans ce problème de tangente : donnez la fonction et le point, par exemple « équation de la tangente à y = x^2 en x = 1 ».`,
  ));

const toFormula = (s: string): string => toAscii(fromMathJson(parseCalc(splitLetterProducts(s.trim()))));

export function readTangentLine(problem: ProblemInput): TaskOf<'differentiate'> | SolverError | null {
  const t = problem.text.trim();
  if (!ASKED.test(t) || OTHER.test(t)) return null;
  const line = NORMAL.test(t) ? 'normal' : 'tangent';
  let rest = t;
  let at: string | undefined;
  let y0: string | undefined;
  for (const { re, pair } of POINT_PATTERNS) {
    const m = re.exec(rest);
    if (!m) continue;
    at = m[1].trim();
    if (pair) y0 = m[2].trim();
    rest = rest.slice(0, m.index) + ' ' + rest.slice(m.index + m[0].length);
    break;
  }
  const def = curveIn(rest);
  if (!def || at === undefined) return null;
  rest = rest.slice(0, def.index) + ' ' + rest.slice(def.index + def.length);
  const leftover = rest.replace(FRAME, ' ').replace(/\s+/g, ' ').trim();
  if (leftover) return refuse(leftover);
  let expr: string;
  try {
    expr = toFormula(def.formula);
    at = toFormula(at);
  } catch {
    return null;
  }
  const vars = [...freeVars(fromMathJson(parseCalc(expr)))];
  const variable = def.variable ?? (vars.length === 1 ? vars[0] : 'x');
  if (vars.some((v) => v !== variable)) return null;
  // a point given with both coordinates must be on the curve: another point has no tangent here
  if (y0 !== undefined) {
    const onCurve = evaluateReal(expr, { [variable]: evaluateReal(at) ?? NaN });
    const given = evaluateReal(toFormula(y0));
    if (onCurve === null || given === null || Math.abs(onCurve - given) > 1e-9 * Math.max(1, Math.abs(given))) {
      return new SolverError('unsupported', text(
        `The point (${at}, ${y0}) is not on the curve ${def.name} = ${expr}: check the point or the function.`,
        `Le point (${at} ; ${y0}) n'est pas sur la courbe ${def.name} = ${expr} : vérifiez le point ou la fonction.`,
      ));
    }
  }
  return { kind: 'differentiate', expr, variable, order: 1, partial: false, implicit: false, at, name: def.name, line };
}
