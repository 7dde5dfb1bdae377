import { freeVars, isNum, mul, sym } from '../strategies/derivative/expr';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';
import { asLinear, D_NAMES, dependent, readOde, type Ode } from '../strategies/ode/recognize';
import type { ProblemInput } from '../strategy';
import { SolverError } from '../errors';
import { text } from '../i18n';
import { fromDifferentialForm, isDifferentialForm } from './differentialForm';
import { statedOde } from './odeStatement';
import { oneOfTwoParts } from './odeTwoParts';
import { withoutFraming } from './odeFraming';
import { fromOperatorForm } from './odeOperator';
import { valueAsked } from './odeValueAt';
import type { Relation, TaskOf } from '../task/task';
import { relationLetters, withAssumptions } from './odeAssumptions';
import { constantLetters } from './constantLetters';
import { constantAsked } from './odeConstantAsked';
import { satisfiesOde } from '../verify/ode';

/** y, y', y'' … written back for the placeholders the ODE reader uses (dx/dt for another letter). */
function withDerivatives(ascii: string, u: string, x: string): string {
  return ascii.replace(/(?<![A-Za-z])(y|beta|gamma|delta|theta)(?![A-Za-z])/g, (name) => {
    const k = D_NAMES.indexOf(name);
    // y' and f' are read back as such; another letter in Leibniz notation (dx/dt)
    if ((u === 'y' || u === 'f') && x === 'x') return `${u}${"'".repeat(k)}`;
    if (k === 0) return u;
    return k === 1 ? `d${u}/d${x}` : `d^${k}${u}/d${x}^${k}`;
  });
}

/**
 * A linear equation as a student writes it, highest derivative first and the right-hand side on
 * the right (y' + 2y = e^x, not 2y + y' − e^x = 0); null for an equation that is not linear.
 */
function linearEquation(o: Ode): string | null {
  const lin = asLinear(o);
  if (!lin) return null;
  const terms: string[] = [];
  for (let k = lin.order; k >= 0; k--) {
    const c = lin.a[k];
    if (isNum(c) && c.p === 0) continue;
    // 2x·y written 2*x*y, not (2*x)*y
    terms.push(toAscii(mul(...(c.t === 'mul' ? c.args : [c]), sym(D_NAMES[k]))));
  }
  if (terms.length === 0) return null;
  const lhs = terms.map((t, i) => (i === 0 ? t : t.startsWith('-') ? ` - ${t.slice(1)}` : ` + ${t}`)).join('');
  return `${withDerivatives(lhs, o.unknown, o.x)} = ${toAscii(lin.g)}`;
}

export function odeTaskOf(o: Ode): TaskOf<'ode'> {
  return {
    kind: 'ode',
    equation: linearEquation(o) ?? `${withDerivatives(toAscii(o.eq), o.unknown, o.x)} = 0`,
    unknown: o.unknown,
    variable: o.x,
    order: o.order,
    conditions: o.conditions.map((c) => ({ derivative: c.k, at: toAscii(c.at), value: toAscii(c.value) })),
  };
}

/** Names of the equation or of the method, which say nothing the equation does not. */
const NAMES = /(?<![A-Za-z])(?:(?:the\s+)?(?:cauchy[- ])?euler\s+equation|(?:l['’]\s*)?[ée]quation\s+(?:diff[ée]rentielle\s+)?d'euler|(?:the\s+)?bernoulli\s+(?:differential\s+)?equation|(?:l['’]\s*)?[ée]quation\s+(?:diff[ée]rentielle\s+)?de\s+bernoulli|(?:the\s+)?riccati\s+equation|(?:l['’]\s*)?[ée]quation\s+(?:diff[ée]rentielle\s+)?de\s+riccati|(?:the\s+)?logistic\s+equation|(?:l['’]\s*)?[ée]quation\s+logistique|(?:the\s+)?homogeneous\s+(?:differential\s+)?equation|(?:l['’]\s*)?[ée]quation\s+(?:diff[ée]rentielle\s+)?homog[èe]ne|(?:the\s+)?exact\s+(?:differential\s+)?equation|(?:l['’]\s*)?[ée]quation\s+(?:diff[ée]rentielle\s+)?exacte|probl[èe]me\s+de\s+cauchy|(?:the\s+)?initial[- ]value\s+problem|(?:(?:by|using|use|apply|par|utiliser|appliquer)\s+|^\s*)(?:the\s+)?(?:la\s+)?(?:m[ée]thode\s+(?:de\s+)?(?:la\s+)?|method\s+of\s+)?(?:variation\s+(?:of\s+parameters|des\s+constantes|de\s+la\s+constante)|undetermined\s+coefficients|coefficients\s+ind[ée]termin[ée]s|separation\s+of\s+variables|s[ée]paration\s+des\s+variables|an?\s+integrating\s+factor|un\s+facteur\s+int[ée]grant))\b(?:\s+(?:to\s+solve|pour\s+r[ée]soudre))?\s*:?/gi;
/** Where the solution lives ("x > 0", "0 < x < π/2", "sur ]0, +∞[", "on (0, ∞)"), before a comma, the end or the conditions ("for x > 0 with y(1) = 0"): the method's formulas hold there. */
const DOMAIN = /\s*[,;]?\s*(?:\b(?:for|on|over|with|where|sur|pour|avec|o[ùu])\s+)?(?:\(\s*[xt]\s*(?:>=?|<=?)\s*[-+]?[\w./]+\s*\)|(?:[-+]?[\w./()]+\s*<=?\s*)?\b[xt]\s*(?:>=?|<=?)\s*[-+]?[\w./()]+(?:\s*,\s*y\s*>=?\s*0)?|[\][(]\s*[-+]?(?:\\infty|[\w./]+)\s*[,;]\s*\+?(?:\\infty|[\w./]+)\s*[\][)])(?=\s*(?:[,;.]|$)|\s+(?:with|avec|and|et|given|sachant|where|o[ùu]|subject)\s)/gi;

/** y₁, y1, y_p, y(x): the name of a solution the problem gives. */
const Y1 = String.raw`y\s*_?\s*\{?\s*(?:1|p)\s*\}?(?:\s*\(\s*[a-z]\s*\))?|y(?:\s*\(\s*[a-z]\s*\))?`;
/**
 * A solution given to help, at the end: "given that y1 = 1/x is a solution", « sachant que y = 1/x
 * est solution », "given the particular solution y = x", « une solution particulière est y₁ = x ».
 */
const PARTICULAR = new RegExp(
  String.raw`\s*[,;.]?\s*(?:` +
  String.raw`(?:(?:given|knowing)\s+that\s+|if\s+|sachant\s+que\s+|si\s+)?(?:the\s+function\s+|la\s+fonction\s+)?(?:${Y1})\s*=\s*(?<a>[^,;]+?)\s+(?:is|est)\s+(?:a\s+|une\s+)?(?:particular\s+)?solution(?:\s+particuli[èe]re)?` +
  String.raw`|(?:given|with|using|avec|(?:en\s+)?utilisant)\s+(?:the\s+|a\s+|la\s+|une\s+)?(?:particular\s+solution|solution\s+particuli[èe]re)\s+(?:${Y1})\s*=\s*(?<b>[^,;]+?)` +
  String.raw`|(?:a\s+particular\s+solution\s+is|une\s+solution\s+particuli[èe]re\s+est)\s+(?:${Y1})\s*=\s*(?<c>[^,;]+?)` +
  String.raw`)(?:\s+(?:of\s+(?:the|this)\s+equation|de\s+(?:cette\s+|l['’]\s*)[ée]quation))?\s*\.?\s*$`,
  'i',
);

/** "Show that y = eˣ is a solution": a claim to check, which no solution given helps to solve. */
const ASKS_TO_CHECK = /(?<![A-Za-z])(?:show|verify|check|prove|montrer|montrez|v[ée]rifier|v[ée]rifiez|prouver|d[ée]montrer)(?![A-Za-z])/i;

/** The problem gives a solution of its equation: a differential equation, never a curve to differentiate. */
export const givesSolution = (t: string): boolean => PARTICULAR.test(t) && !ASKS_TO_CHECK.test(t);

/** The equation's text without the given solution, and that solution in ASCII. */
function givenSolution(t: string): { rest: string; particular?: string } | SolverError {
  const m = givesSolution(t) ? PARTICULAR.exec(t) : null;
  const expr = m?.groups?.a ?? m?.groups?.b ?? m?.groups?.c;
  if (!m || !expr) return { rest: t };
  try {
    return { rest: t.slice(0, m.index), particular: toAscii(simplify(fromMathJson(parseCalc(expr)))) };
  } catch {
    return new SolverError('unsupported', text(
      `We could not read the solution given, "${expr}": write it as a formula in x, e.g. y1 = 1/x.`,
      `Nous n'avons pas pu lire la solution donnée, « ${expr} » : écrivez-la comme une formule en x, par exemple y1 = 1/x.`,
    ));
  }
}

/** The equation read once the sentences around it are set aside and D-operator notation is written as derivatives; null when that changes nothing or reads nothing. */
function framedOde(problem: ProblemInput): TaskOf<'ode'> | null {
  const framed = withoutFraming(problem.text, dependent(problem.text));
  const plain = fromOperatorForm(framed) ?? framed;
  if (plain === problem.text) return null;
  try {
    const t = readPlainOde({ ...problem, text: plain });
    return t && !(t instanceof SolverError) ? t : null;
  } catch (e) {
    if (!(e instanceof SolverError)) throw e;
    return null;
  }
}

/** A differential equation framed by words ("Given the differential equation dy/dx = …, find y in terms of x"): no derivative to compute. */
export const isFramedOde = (problem: ProblemInput): boolean => framedOde(problem) !== null || shownThenSolved(problem);

/** « Montrer que u est solution de (E) puis en déduire … » around an equation that reads. */
function shownThenSolved(problem: ProblemInput): boolean {
  const shown = showThenDeduce(problem.text);
  if (!shown) return false;
  const t = readOdeTask({ ...problem, text: shown.rest });
  return t !== null && !(t instanceof SolverError);
}

/** A differential equation in y (or another letter), with its initial conditions. */
/**
 * Newton's dots written as primes: ẍ, ẋ, x with a combining dot, \\ddot{x}, \\dot x — the time
 * derivatives of mechanics, which must never be read as the letter alone (ẍ + x = 0 is no 2x = 0).
 */
export function newtonDots(s: string): string {
  return s
    .normalize('NFD')
    .replace(/([A-Za-z])\u0308/g, " $1''")
    .replace(/([A-Za-z])\u0307/g, " $1'")
    .replace(/\\ddot\s*(?:\{\s*([A-Za-z])\s*\}|([A-Za-z]))/g, (_m, a?: string, b?: string) => ` ${a ?? b}''`)
    .replace(/\\dot\s*(?:\{\s*([A-Za-z])\s*\}|([A-Za-z]))/g, (_m, a?: string, b?: string) => ` ${a ?? b}'`)
    .normalize('NFC');
}

/**
 * A condition tying two values of the solution, y(π/2) = 2y(0): no value at a point, never read as
 * one. Both points are numbers (y'(t) = −2y(t) is the equation itself), and the second value is not
 * itself set equal to something (y(0) = 2 y'(0) = 1 is two conditions typed without a comma).
 */
const POINT = String.raw`\(\s*(?:[-+*/.\d\sπ]|pi)+\)`;
const TIED_VALUES = new RegExp(String.raw`(?<![A-Za-z])([A-Za-z])'*\s*${POINT}\s*=\s*[-+]?\s*[\d.]*\s*\*?\s*\1'*\s*${POINT}(?!\s*=)`);

export function readOdeTask(problem: ProblemInput): TaskOf<'ode'> | SolverError | null {
  const tied = TIED_VALUES.exec(problem.text);
  // only in a differential equation of that function (u(n + 1) = 2u(n) is a recurrence, not this)
  if (tied && new RegExp(String.raw`(?<![A-Za-z])${tied[1]}\s*'|d\s*(?:\^\s*\d|²)?\s*${tied[1]}\s*/\s*d`).test(problem.text)) {
    return new SolverError('unsupported', text(
      'A condition relating two values of the solution (such as y(π/2) = 2y(0)) is not read yet: give the value at each point.',
      "Une condition qui relie deux valeurs de la solution (comme y(π/2) = 2y(0)) n'est pas encore lue : donnez la valeur en chaque point.",
    ));
  }
  const dotted = newtonDots(problem.text);
  if (dotted !== problem.text.normalize('NFC')) return readOdeTask({ ...problem, text: dotted.replace(/\s{2,}/g, ' ').trim() });
  // "… where a is a constant", « … ou a est une constante »: read without it, when the letters are the equation's own
  const constants = constantLetters(problem.text);
  if (constants) {
    const t = readOdeTask({ ...problem, text: constants.rest });
    if (t && !(t instanceof SolverError) && constants.letters.every((l) => parametersOf(t)?.has(l))) return t;
  }
  // "…, y(0) = 100, y(5) = 50, find k": the equation's constant asked, fixed by the condition left over
  const asksConstant = constantAsked(problem.text);
  if (asksConstant) {
    const t = readOdeTask({ ...problem, text: asksConstant.rest });
    if (t && !(t instanceof SolverError) && parametersOf(t)?.has(asksConstant.letter)) {
      const k = asksConstant.letter;
      // the one letter of the equation, and one condition more than the order to fix it
      if (parametersOf(t)?.size === 1 && t.conditions.length === t.order + 1 && t.at === undefined) return { ...t, constant: k };
      return new SolverError('unsupported', text(
        `The equation's constant ${k} is found only when it is the equation's one letter and the conditions are one more than the order (e.g. y(0) = 100 and y(5) = 50 for a first-order equation).`,
        `La constante ${k} de l'équation n'est trouvée que lorsqu'elle est sa seule lettre et qu'il y a une condition de plus que l'ordre (par exemple y(0) = 100 et y(5) = 50 pour une équation d'ordre 1).`,
      ));
    }
  }
  // "Let k > 0. Solve …", "… where c² < 4mk", "underdamped case": the equation read without them
  const assumed = withAssumptions(problem.text);
  if (assumed) {
    const t = readOdeTask({ ...problem, text: assumed.rest });
    if (t && !(t instanceof SolverError) && aboutLetters(t, assumed.assumptions)) {
      return { ...t, ...(assumed.assumptions.length ? { assumptions: [...(t.assumptions ?? []), ...assumed.assumptions] } : {}), ...(assumed.regime ? { regime: assumed.regime } : {}) };
    }
  }
  // a story told before a colon, then the equation: "A body of mass m falls from rest with air
  // resistance kv: m dv/dt = mg − kv, v(0) = 0" — the words before it give no number, no condition
  const story = /^([^:=()\d']{12,240}):\s*(\S.*)$/su.exec(problem.text);
  if (story && /\p{L}{3,}\s+\p{L}{3,}/u.test(story[1])) {
    const t = readOdeTask({ ...problem, text: story[2] });
    if (t && !(t instanceof SolverError)) return t;
  }
  const asked = valueAsked(problem.text);
  if (asked) {
    const t = readOdeTask({ ...problem, text: asked.rest });
    if (!t || t instanceof SolverError || t.unknown !== asked.unknown) return t instanceof SolverError ? t : null;
    // one value asked: the conditions must fix every constant, at one point
    if (t.conditions.length !== t.order || new Set(t.conditions.map((c) => c.at)).size !== 1) {
      return new SolverError('unsupported', text(
        `To give ${asked.unknown}(${asked.at}), the solution must be fixed: give ${t.order === 1 ? 'one initial condition' : `${t.order} initial conditions at one point`}, e.g. ${asked.unknown}(0) = 1.`,
        `Pour donner ${asked.unknown}(${asked.at}), la solution doit être fixée : donnez ${t.order === 1 ? 'une condition initiale' : `${t.order} conditions initiales en un même point`}, par exemple ${asked.unknown}(0) = 1.`,
      ));
    }
    return { ...t, at: asked.at };
  }
  const shown = showThenDeduce(problem.text);
  if (shown) {
    const t = readOdeTask({ ...problem, text: shown.rest });
    const particular = ascii(shown.solution);
    if (!t || t instanceof SolverError || !particular) return t;
    // the function to show is a solution only if it is one: never a false statement taken as given
    const ode = readOde(odeText(t));
    if (!ode || !satisfiesOde(toAscii(ode.eq), D_NAMES, ode.order, particular, t.variable, [])) {
      return new SolverError('unsupported', text(
        `${shown.solution} does not satisfy this equation, so it cannot be shown to be a solution: check the equation and the function.`,
        `${shown.solution} ne vérifie pas cette équation : on ne peut pas montrer qu'elle en est solution. Vérifiez l'équation et la fonction.`,
      ));
    }
    return { ...t, particular };
  }
  // when the framed text reads no better, the text as typed, whose reading names what stopped it
  return framedOde(problem) ?? readPlainOde(problem);
}

/**
 * « Montrer que u(x) = x − 1 est solution de (E) puis en déduire les solutions de (E) », "Show that
 * y1 = e^{2x} is a solution of the equation, then find its general solution": the solution shown is
 * the one given to help, and the general solution is asked.
 */
const SHOW_THEN_DEDUCE = /(?<![\p{L}])(?:montrer|montrez|v[ée]rifier|v[ée]rifiez|show|verify|check)\s+(?:que|qu['’]|that)\s*(?:la\s+fonction\s+|the\s+function\s+)?[a-zA-Z](?:\s*_?\s*\{?[1p]\}?)?(?:\s*\(\s*[a-z]\s*\))?\s*(?:=|(?:d[ée]finie\s+(?:sur\s+\S+\s+)?par|defined\s+by)\s*(?:[a-zA-Z]\s*\(\s*[a-z]\s*\)\s*=)?)\s*(.+?)\s+(?:est|is)\s+(?:une\s+|a\s+)?(?:particular\s+)?solution(?:\s+particuli[èe]re)?\s+(?:de|du|of|to)\s+(?:\(\s*E\d?\s*\)|l['’]\s*[ée]quation(?:\s+diff[ée]rentielle)?(?:\s*\(\s*E\d?\s*\))?|the\s+(?:differential\s+)?equation(?:\s*\(\s*E\d?\s*\))?)\s*[,;.]?\s*(?:puis|et|then|and(?:\s+hence)?|hence)\s+(?:en\s+)?(?:d[ée]duire|deduce|find|determine|solve)(?![\p{L}])/iu;

function showThenDeduce(t: string): { rest: string; solution: string } | null {
  const m = SHOW_THEN_DEDUCE.exec(t);
  return m ? { rest: `${t.slice(0, m.index)}${/[a-z]/.test(m[0][0]) ? 'find' : 'Find'}${t.slice(m.index + m[0].length)}`, solution: m[1] } : null;
}

/** The equation's letters other than its variable and unknown, or null when it does not read back. */
function parametersOf(t: TaskOf<'ode'>): Set<string> | null {
  const ode = readOde(odeText(t));
  return ode ? new Set([...freeVars(ode.eq)].filter((v) => v !== ode.x && !D_NAMES.includes(v))) : null;
}

/** Assumptions that speak only of the equation's letters (not of its variable or unknown: "for x > 0" is a domain). */
function aboutLetters(t: TaskOf<'ode'>, assumptions: Relation[]): boolean {
  const params = parametersOf(t);
  if (!params) return false;
  try {
    return assumptions.every((r) => relationLetters(r).every((v) => params.has(v)));
  } catch {
    return false;
  }
}

/** A formula typed by the student in ASCII, or null when it does not read. */
function ascii(expr: string): string | null {
  try {
    return toAscii(simplify(fromMathJson(parseCalc(expr))));
  } catch {
    return null;
  }
}

function readPlainOde(problem: ProblemInput): TaskOf<'ode'> | SolverError | null {
  // "… then the solution with y(0) = 1", « (E0) … puis (E) … »: the one problem answering both parts
  const single = oneOfTwoParts(problem.text);
  if (single !== null) return readPlainOde({ ...problem, text: single });
  const given = givenSolution(problem.text);
  if (given instanceof SolverError) return given;
  if (given.particular !== undefined) {
    const t = readPlainOde({ ...problem, text: given.rest });
    return t && !(t instanceof SolverError) ? { ...t, particular: given.particular } : t;
  }
  const differential = fromDifferentialForm(problem.text);
  if (differential) return readPlainOde({ ...problem, text: differential });
  // dx and dy with no integral sign: a differential form we could not read, never letters d·x
  if (isDifferentialForm(problem.text)) {
    return new SolverError('unsupported', text(
      'We could not read this equation in differential form: write it as M(x, y) dx + N(x, y) dy = 0.',
      "Nous n'avons pas pu lire cette équation sous forme différentielle : écrivez-la M(x, y) dx + N(x, y) dy = 0.",
    ));
  }
  const cleaned = cleanOde(problem.text);
  // the text as typed first; with names and domains set aside when that is what stopped it
  let o: Ode | null;
  try {
    o = readOde(problem.text);
  } catch (e) {
    if (cleaned === problem.text) throw e;
    o = null;
  }
  if (!o && cleaned !== problem.text) o = readOde(cleaned);
  return o ? odeTaskOf(o) : null;
}

function cleanOde(text: string): string {
  return statedOde(text).replace(NAMES, ' ').replace(DOMAIN, '').replace(/^[\s:,]+/, '').trim();
}

/** The task written as the text the ODE reader reads: the equation, then each condition. */
export function odeText(t: TaskOf<'ode'>): string {
  const conds = t.conditions.map((c) => `${t.unknown}${"'".repeat(c.derivative)}(${c.at}) = ${c.value}`);
  return [t.equation, ...conds].join(', ');
}
