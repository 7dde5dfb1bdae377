import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars, substitute, type Ex } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { recognizeDerivative } from '../strategies/derivative/recognize';
import { recognizeImplicit } from '../strategies/derivative/implicit';
import { givesSolution, isFramedOde } from './ode';
import { isRelation, headOf } from '../cas/node';
import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { byAxis, numericTuples } from './point';
import { readImplicitPartial } from './implicitPartial';
import { mapsToDefinition } from './namedFunction';
import { evaluateReal } from '../verify/numeric';
import { defaultVariable } from '../strategies/derivative/defaultVariable';
import { unitInFormula, valueWithUnit } from './valueUnit';


/** "d²y/dx²", "y''", "second derivative", "dérivée seconde": the order asked of an implicit derivative. */
function implicitOrder(s: string): number {
  const leibniz = /d\s*\^?\s*\(?([2-4])\)?\s*y\s*\/\s*d\s*x\s*\^?\s*\(?[2-4]\)?/i.exec(s);
  if (leibniz) return Number(leibniz[1]);
  const primes = /(?<![a-zA-Z])y\s*('{2,4})/.exec(s);
  if (primes) return primes[1].length;
  if (/\b(second|2nd)\s+derivative|d[ée]riv[ée]e\s+seconde/i.test(s)) return 2;
  if (/\b(third|3rd)\s+derivative|d[ée]riv[ée]e\s+troisi[èe]me/i.test(s)) return 3;
  return 1;
}

/**
 * The text as the implicit reader reads it: d²y/dx² as y'' (it looks for y'), the words that only
 * name the method dropped, and a request after the curve set apart ("x² + y² = 25 find dy/dx").
 */
function implicitText(s: string): string {
  return s
    // "Differentiate implicitly x² + y² = 25", « Dériver implicitement … »: the derivative dy/dx asked
    .replace(/^\s*(?:(?:differentiate|derive)\s+implicitly|implicitly\s+differentiate|use\s+implicit\s+differentiation\s+(?:on|for|with)|d[ée]river\s+implicitement)\s*(?:with\s+respect\s+to\s+x\s*|par\s+rapport\s+[àa]\s+x\s*)?:?\s*(?=[^=]*=)/i, 'find dy/dx, ')
    .replace(/d\s*\^?\s*\(?([2-4])\)?\s*y\s*\/\s*d\s*x\s*\^?\s*\(?[2-4]\)?/g, (_m, k: string) => `y${"'".repeat(Number(k))}`)
    .replace(/\s*,?\s*(?:implicitly|implicitement|(?:by|using|par|avec)\s+(?:implicit\s+differentiation|(?:la\s+)?d[ée]rivation\s+implicite)|(?:using|with|by)\s+(?:the\s+)?partial\s+derivatives|(?:en\s+utilisant|avec|[àa]\s+l['’]aide\s+(?:des|de))\s+(?:les\s+)?d[ée]riv[ée]es\s+partielles)\b/gi, '')
    .replace(/([\w)])\s+(?=(?:find|compute|determine|give|calculer|calculez|trouver|d[ée]terminer|donner)\s)/gi, '$1, ')
    // « … = 6 au point (2, 3) »: a point of numbers after the curve is read below as the point, never as part of the equation
    .replace(/\s*,?\s*\b(?:au|en|at)\s+(?:the\s+|le\s+)?(?:point\s+)?(?:[A-Z]\s*)?\(\s*[-+]?[\d.]+(?:\s*\/\s*\d+)?\s*,\s*[-+]?[\d.]+(?:\s*\/\s*\d+)?\s*\)\s*[.?!]?\s*$/i, '')
    // « pour la courbe d'équation x² + y² = 25 », "for the curve given by …": the curve is the equation that follows
    .replace(/\b(pour|sur|for|on|of)\s+(?:la|the)\s+(?:courbe|curve)(?:\s+(?:d['’]\s*[ée]quation|of\s+equation|with\s+equation|given\s+by|defined\s+by|d[ée]finie\s+par))?\s*:?\s*(?=[^,;.]*=)/gi, (_m, on: string) => (/^(?:pour|sur)$/i.test(on) ? 'pour ' : 'for '));
}

/**
 * A derivative request: explicit (`d/dx …`, `derivative of …`, `f(x) = …, f'(2) = ?`, partial
 * `∂/∂y`) or implicit (`find dy/dx if x² + y² = 25`), with its variable, order and point.
 */
export function readDerivative(problem: ProblemInput): TaskOf<'differentiate'> | SolverError | null {
  // y' = … with a solution given ("sachant que y = 1/x est solution"): a differential equation
  // and one framed by words ("Given the differential equation dy/dx = …, find y in terms of x")
  if (givesSolution(problem.text) || isFramedOde(problem)) return null;
  const map = mapsToDefinition(problem.text);
  if (map) return readDerivative({ ...problem, text: map });
  const surface = readImplicitPartial(problem.text);
  if (surface) return surface;
  const implicit = recognizeImplicit(implicitText(problem.text));
  if (implicit) {
    const expr = toAscii(fromMathJson(parseCalc(`(${implicit.lhs}) - (${implicit.rhs})`)));
    // any point written (a, b) is where the derivative is asked: "at the point (3, 4)", "en (1, 2)"
    const pt = /\(\s*([-+]?[\d.]+(?:\s*\/\s*\d+)?|[-+]?\s*sqrt\(\d+\))\s*,\s*([-+]?[\d.]+(?:\s*\/\s*\d+)?|[-+]?\s*sqrt\(\d+\))\s*\)/i.exec(problem.text);
    const point = pt ? [pt[1], pt[2]].map((c) => toAscii(fromMathJson(parseCalc(c)))) : undefined;
    return { kind: 'differentiate', expr, variable: 'x', order: implicitOrder(problem.text), partial: false, implicit: true, name: 'y', ...(point ? { point } : {}) };
  }
  // « v = 5 m/s », "t = 3 s": the unit's letters would be multiplied in as variables
  const unit = valueWithUnit(problem.raw);
  if (unit) return unitInFormula(unit);
  const several = severalPartials(problem.text);
  if (several) return several;
  const notation = readPartialNotation(problem.text);
  if (notation) return atPoint(withOwnValue(notation, problem.text), problem.text);
  const pointed = slopeAtPoint(problem.text);
  if (pointed) {
    const t = readDerivative({ ...problem, text: pointed.text });
    if (t instanceof SolverError || t === null || t.partial || t.implicit || t.at === undefined) return t;
    return onCurve(t, pointed.y) ? t : new SolverError('unsupported', {
      en: `The point (${t.at}, ${pointed.y}) is not on the curve ${t.name ?? 'y'} = ${t.expr}: check the point or the function.`,
      fr: `Le point (${t.at} ; ${pointed.y}) n'est pas sur la courbe ${t.name ?? 'y'} = ${t.expr} : vérifiez le point ou la fonction.`,
    });
  }
  const req = recognizeDerivative(problem.raw, problem.text);
  if (!req) return null;
  const node = parseCalc(splitLetterProducts(req.expr));
  if (isRelation(headOf(node))) return null;
  const read = fromMathJson(node);
  // the variable is needed to tell a constant's value ("where a = 3") from the point, even when not named
  const e = withDefinitions(read, problem.text, req.variable ?? defaultVariable(freeVars(read)), req.name);
  // "dN/dt when N = 400": a value given for the function, not its definition; the derivative of
  // the number would answer another question
  if (req.name !== undefined && freeVars(e).size === 0 && !new RegExp(`(?<![A-Za-z])${req.name}\\s*\\(\\s*[a-z]\\s*\\)\\s*=`).test(problem.text)) return null;
  const variable = req.variable ?? defaultVariable(freeVars(e));
  const second = secondRequest(problem.text, req.name);
  if (second) {
    throw new SolverError('unsupported', {
      en: `We answer one derivative at a time: ask for ${second} on its own.`,
      fr: `Nous répondons à une dérivée à la fois : demandez ${second} séparément.`,
    });
  }
  return atPoint(withOwnValue({
    kind: 'differentiate',
    expr: toAscii(e),
    variable,
    order: req.order,
    partial: req.partial,
    implicit: false,
    ...(req.at !== undefined ? { at: toAscii(fromMathJson(parseCalc(req.at))) } : {}),
    ...(req.name !== undefined ? { name: req.name } : {}),
  }, problem.text), problem.text);
}

/**
 * "the slope of y = x² − 4x at the point (3, −3)", « la pente de la tangente à y = x² au point
 * (1 ; 1) »: a curve y = f(x) in one letter and a point on it; its first coordinate is where the
 * derivative is taken, its second is checked on the curve.
 */
const POINT_PAIR = /\b(?:at|en|au)\s+(?:the\s+point\s+|le\s+point\s+|point\s+)?(?:[A-Z]\s*)?\(\s*([-+]?\s*[\d.]+(?:\s*\/\s*\d+)?)\s*[,;]\s*([-+]?\s*[\d.]+(?:\s*\/\s*\d+)?)\s*\)/i;
function slopeAtPoint(text: string): { text: string; y: string } | null {
  if (!/\b(?:slope|gradient|pente|coefficient\s+directeur|derivative|d[ée]riv[ée]e|nombre\s+d[ée]riv[ée])/i.test(text)) return null;
  // a curve in x and y (x² + y² = 25) is the implicit reader's; a function of two letters has partials
  const def = /(?<![A-Za-z])([a-zA-Z])\s*(?:\(\s*x\s*\))?\s*=\s*([^,;]+)/.exec(text);
  if (!def || /(?<![A-Za-z])y(?![A-Za-z])/.test(def[2]) || !/(?<![A-Za-z])x(?![A-Za-z])/.test(def[2])) return null;
  // a second point (a direction v = (1, 1)) leaves it unclear which one is on the curve
  if (new Set(text.match(/\([^()]*\d[^()]*[,;][^()]*\)/g)).size !== 1) return null;
  const m = POINT_PAIR.exec(text);
  if (!m) return null;
  return { text: `${text.slice(0, m.index)}at x = ${m[1].replace(/\s+/g, '')}${text.slice(m.index + m[0].length)}`, y: m[2].replace(/\s+/g, '') };
}

function onCurve(t: TaskOf<'differentiate'>, y: string): boolean {
  const a = t.at === undefined ? null : evaluateReal(t.at);
  const fa = a === null ? null : evaluateReal(t.expr, { [t.variable]: a });
  const b = evaluateReal(y);
  return fa !== null && b !== null && Math.abs(fa - b) <= 1e-9 * Math.max(1, Math.abs(b));
}

/**
 * "Calculer f'(x) puis f''(x)", "find f'(x) and f'(2)": a second derivative asked of the same
 * function, which one answer would silently leave out. Returns it as written, else null.
 */
function secondRequest(text: string, name: string | undefined): string | null {
  if (!name) return null;
  const asked = new Set<string>();
  for (const m of text.matchAll(new RegExp(`(?<![A-Za-z])${name}\\s*('{1,4})\\s*\\(\\s*([^()]*?)\\s*\\)`, 'g'))) {
    asked.add(`${name}${m[1]}(${m[2]})`);
    if (asked.size > 1) return `${name}${m[1]}(${m[2]})`;
  }
  return null;
}

/**
 * A partial derivative asked at a point: "f_x(1, 2)", "∂f/∂x (1, 2)", "at (1, 2)", "au point
 * (1, 2)": the one point written with numbers gives each variable of the function its value. A
 * point that does not fit the function's variables is refused rather than read with a 0 filled in.
 */
function atPoint(t: TaskOf<'differentiate'>, text: string): TaskOf<'differentiate'> {
  // a function of several letters differentiated "with respect to x" is a partial derivative too
  if (t.implicit || (!t.partial && freeVars(fromMathJson(parseCalc(t.expr))).size < 2)) return t;
  const tuples = numericTuples(text);
  if (tuples.length === 0) return t;
  const declared = t.name ? new RegExp(`(?<![A-Za-z])${t.name}\\s*\\(\\s*([a-z](?:\\s*,\\s*[a-z])+)\\s*\\)\\s*=`).exec(text) : null;
  const vars = declared ? declared[1].split(/\s*,\s*/) : [...freeVars(fromMathJson(parseCalc(t.expr)))].sort(byAxis);
  const coords = tuples.length === 1 ? tuples[0] : [];
  if (coords.length !== vars.length || !vars.includes(t.variable)) {
    throw new SolverError('parse', {
      en: `We could not match the point (${tuples.map((p) => p.join(', ')).join('), (')}) with the variables ${vars.join(', ')} of the function: give one value for each.`,
      fr: `Nous n'avons pas pu associer le point (${tuples.map((p) => p.join(', ')).join('), (')}) aux variables ${vars.join(', ')} de la fonction : donnez une valeur pour chacune.`,
    });
  }
  const out: TaskOf<'differentiate'> = { ...t, values: vars.map((variable, k) => ({ variable, value: toAscii(fromMathJson(parseCalc(coords[k]))) })) };
  // the point replaces a value read for the one variable ("∂f/∂x (1, 2)" read as x = (1, 2))
  delete out.at;
  return out;
}

/**
 * "∂f/∂s at s = 2 and t = 3", « ∂E/∂m en m = 2 et v = 5 »: the other letters' values are substituted
 * as constants before differentiating, and the variable's own value is where the derivative is
 * taken — never dropped, which would answer with the derivative as a formula.
 */
function withOwnValue(t: TaskOf<'differentiate'>, text: string): TaskOf<'differentiate'> {
  if (t.at !== undefined || t.values || t.mixed) return t;
  const own = new RegExp(`(?<![A-Za-z\\d_^(])${t.variable}\\s*=\\s*([-+]?\\d+(?:\\.\\d+)?(?:\\s*\\/\\s*\\d+)?)(?![\\w.(])`).exec(text);
  return own ? { ...t, at: toAscii(fromMathJson(parseCalc(own[1]))) } : t;
}

/** The function defined in the text: "f(x, y) = …", "where f = …", "pour f(x,y) = …". */
function definition(text: string, name: string): { expr: string; vars?: string[] } | null {
  const m = new RegExp(`(?<![A-Za-z])${name}\\s*(?:\\(\\s*([a-z](?:\\s*,\\s*[a-z])*)\\s*\\))?\\s*=\\s*(.+?)\\s*(?=[.;:](?:\\s|$)|,\\s*[a-z]\\s*=(?!=)|,\\s*(?:find|compute|calculate|determine|calculer|trouver|d[ée]terminer)\\b|\\s(?:find|compute|calculate|determine|calculer|trouver|d[ée]terminer)\\b|$)`, 'i').exec(text);
  if (!m) return null;
  return { expr: m[2], ...(m[1] ? { vars: m[1].split(/\s*,\s*/) } : {}) };
}

/**
 * "find f_yy and f_xy", « calculer f_xx, f_yy et f_xy »: several partial derivatives listed. One
 * task answers one derivative, so the list is refused by name rather than read as a product.
 */
function severalPartials(text: string): SolverError | null {
  const list = /(?<![A-Za-z])([a-z])_\{?[a-z]{1,4}\}?(?:\s*(?:,|\band\b|\bet\b|&)\s*(?<![A-Za-z])\1_\{?[a-z]{1,4}\}?(?![A-Za-z(]))+/.exec(text);
  if (!list) return null;
  const names = list[0].split(/\s*(?:,|\band\b|\bet\b|&)\s*/);
  return new SolverError('unsupported', {
    en: `We read several partial derivatives (${names.join(', ')}): ask for them one at a time, e.g. "find ${names[0]} for …".`,
    fr: `Nous avons lu plusieurs dérivées partielles (${names.join(', ')}) : demandez-les une à la fois, par exemple « calculer ${names[0]} pour … ».`,
  });
}

/**
 * Partial derivatives in the notations of a multivariable course: ∂³f/∂x²∂y (∂ read as d),
 * \frac{\partial^2 f}{\partial x \partial y}, and subscripts f_xy, f_{xxy} (f_xy = (f_x)_y). The
 * variables are kept in the order of differentiation.
 */
function readPartialNotation(text: string): TaskOf<'differentiate'> | null {
  let name: string | undefined;
  let sequence: string[] = [];
  // the operator applied to an expression: ∂⁴/∂x²∂y² (x³y³ + xyeˣ)
  const operator = /(?<![A-Za-z])d\s*\^?\s*\{?(\d)?\}?\s*\/\s*\(?\s*((?:(?!d[eu]s?\b|dans\b)d\s*[a-z]\s*(?:\^\s*\{?\d\}?)?\s*){2,})\)?\s*(?:of\s+|de\s+)?(.+?)\s*[.?!]?\s*$/.exec(text);
  if (operator && !/^\s*[a-z]\s*(?:\(|=|$)/.test(operator[3])) {
    const seq: string[] = [];
    const parts = [...operator[2].matchAll(/d\s*([a-z])\s*(?:\^\s*\{?(\d)\}?)?/g)];
    for (const p of parts.reverse()) for (let k = 0; k < Number(p[2] ?? 1); k++) seq.push(p[1]);
    if (operator[1] && Number(operator[1]) !== seq.length) return null;
    const e = fromMathJson(parseCalc(splitLetterProducts(operator[3])));
    if (!seq.every((v) => freeVars(e).has(v))) return null;
    const base = { kind: 'differentiate' as const, expr: toAscii(e), partial: true, implicit: false };
    return new Set(seq).size === 1 ? { ...base, variable: seq[0], order: seq.length } : { ...base, variable: seq[0], order: seq.length, mixed: seq };
  }
  const leibniz = /(?<![A-Za-z])d\s*\^?\s*\{?(\d)?\}?\s*([a-z])\s*\/\s*((?:(?!d[eu]s?\b|dans\b)d\s*[a-z]\s*(?:\^\s*\{?\d\}?)?\s*){2,})/.exec(text)
    ?? /\\frac\s*\{\s*\\partial\s*(?:\^\s*\{?(\d)\}?)?\s*([a-z])\s*\}\s*\{((?:\s*\\partial\s*[a-z]\s*(?:\^\s*\{?\d\}?)?){2,})\s*\}/.exec(text);
  if (leibniz) {
    name = leibniz[2];
    const parts = [...leibniz[3].matchAll(/(?:d|\\partial)\s*([a-z])\s*(?:\^\s*\{?(\d)\}?)?/g)];
    // ∂²f/∂x∂y = ∂/∂x (∂f/∂y): the variable nearest f is applied last
    for (const p of parts.reverse()) for (let k = 0; k < Number(p[2] ?? 1); k++) sequence.push(p[1]);
    if (leibniz[1] && Number(leibniz[1]) !== sequence.length) return null;
  } else {
    // f_xy, and f_x(1, 2) at a point
    const sub = /(?<![A-Za-z])([a-z])_\{?([a-z]{1,4})\}?(?![A-Za-z]|\((?!\s*[-+\d.]))/.exec(text);
    if (!sub) return null;
    name = sub[1];
    sequence = [...sub[2]];
    // "u_t − u_xx": a combination of derivatives is no single request
    if (/(?<![A-Za-z])[a-z]_\{?[a-z]{1,4}\}?(?![A-Za-z(])[\s\S]*(?<![A-Za-z])[a-z]_\{?[a-z]{1,4}\}?(?![A-Za-z(])/.test(text)) return null;
  }
  const def = definition(text, name);
  if (!def) return null;
  const distinct = new Set(sequence);
  // "z_t: z = x² + xy, x = cos t, y = sin t", "∂z/∂s … x = s cos t, y = s sin t": the inner functions
  // substituted (the chain rule), each derivative then taken with the other new variables held constant
  let e = fromMathJson(parseCalc(splitLetterProducts(def.expr)));
  for (const v of distinct) if (!(def.vars ?? [...freeVars(e)]).includes(v)) e = withDefinitions(e, text, v, name);
  const vars = def.vars && [...distinct].every((v) => def.vars?.includes(v)) ? def.vars : [...freeVars(e)];
  if (!sequence.every((v) => vars.includes(v))) return null;
  const base = { kind: 'differentiate' as const, expr: toAscii(e), partial: true, implicit: false, name };
  if (distinct.size === 1) return { ...base, variable: sequence[0], order: sequence.length };
  return { ...base, variable: sequence[0], order: sequence.length, mixed: sequence };
}

/**
 * "z = x²y with x = cos t, y = sin t, find dz/dt": the letters defined in terms of the variable are
 * replaced (the chain rule done by substitution), so the derivative is not taken with x and y
 * held constant.
 */
function withDefinitions(e: Ex, text: string, variable: string | undefined, name: string | undefined): Ex {
  if (!variable) return e;
  let out = e;
  const unread: string[] = [];
  // any "x = …" the text writes, whatever comes before it ("specifically x = t", a line of its own):
  // only those in the variable are definitions, and a letter left free would be held constant
  for (const m of text.matchAll(/(?:(?<![A-Za-z\d_^(])(?:with|where|and|avec|o[ùu]|et)\s+|,\s*|(?<![A-Za-z\d_^(])(?<![=<>+\-*/]\s*))([a-z])\s*=\s*([^,;\n]+?)(?=\s+[a-z]\s*=(?!=)|\s*(?:,|;|\n|\band\b|\bet\b|\.\s|\.?$|\?|\bfind\b|\bcompute\b|\bcalculer\b|\b(?:how|what|then|use|using|comment|puis|donc)\b|\b(?:at|en|when|lorsque|quand|pour)\s+[a-z]\s*=|\s(?:for|pour)\s+[a-zA-Z]\s*\())/gi)) {
    const [, letter, body] = m;
    if (letter === variable || letter === name || !freeVars(out).has(letter)) continue;
    let r: Ex;
    try {
      r = fromMathJson(parseCalc(body));
    } catch {
      unread.push(m[0].replace(/^[\s,]*(?:with|where|and|avec|o[ùu]|et)?\s*/i, ''));
      continue;
    }
    // a definition in the variable (the chain rule), or a constant's given value ("where a = 3")
    if (!freeVars(r).has(variable) && freeVars(r).size > 0) continue;
    out = substitute(out, letter, r);
  }
  // a letter still free that the text defines in the variable ("x = 5 + t⁵" written some way not
  // read) would be held constant: named rather than differentiated as a constant
  for (const letter of freeVars(out)) {
    if (letter === variable || letter === name) continue;
    const defined = new RegExp(`(?<![A-Za-z\\d_^(])${letter}\\s*:?=(?!=)\\s*[^,;=]*(?<![A-Za-z])${variable}(?![A-Za-z])`).exec(text);
    if (defined) unread.push(defined[0].trim());
  }
  // a letter defined in the variable but not read would be held constant: a wrong derivative
  if (unread.length > 0) {
    throw new SolverError('parse', {
      en: `We could not read ${unread.join(', ')}: write each definition as a formula, e.g. x = cos(t).`,
      fr: `Nous n'avons pas pu lire ${unread.join(', ')} : écrivez chaque définition comme une formule, par exemple x = cos(t).`,
    });
  }
  return out;
}
