import { parseCalc } from '../derivative/latex';
import { type Ex, ZERO, add, dependsOn, isNum, key, mul, neg, sym } from '../derivative/expr';
import { coeffRest, expand, simplify } from '../derivative/simplify';
import { fromMathJson } from '../derivative/mathjson';
import { SolverError } from '../../errors';
import { text as say } from '../../i18n';

/**
 * Reads an ODE in y as students write it — `x y' + y = 0`, `y'' − 4y = 0`, `résoudre y'' + 4y' + 4y
 * = 0`, `dy/dx = xy`, `\frac{dy}{dx} = 2y`, `d²y/dx² + y = 0`, `dy/dt = -2y`, `y' = 2y, y(0) = 1` —
 * into F(x, y, y', y'', …) = 0 with the derivatives as placeholder symbols, plus the initial
 * conditions. `asLinear` then reads a linear equation aₙ(x)·y⁽ⁿ⁾ + … + a₀(x)·y = g(x) from it.
 */
export interface Ode {
  /** lhs − rhs, with y, y', y'', … written as the symbols of D_NAMES. */
  eq: Ex;
  order: number;
  /** The independent variable. */
  x: string;
  /** Conditions y^(k)(x0) = value. */
  conditions: Array<{ k: number; at: Ex; value: Ex }>;
  /** The equation as typed. */
  text: string;
  /** The name of the unknown function as typed (y, or x in dx/dt = 3x). */
  unknown: string;
}

export interface LinearOde {
  /** a[k] multiplies the k-th derivative of y. */
  a: Ex[];
  g: Ex;
  order: number;
  x: string;
  conditions: Ode['conditions'];
  text: string;
}

/** Placeholder names the parser reads as single symbols: y, y', y'', y''', y''''. */
export const D_NAMES = ['y', 'beta', 'gamma', 'delta', 'theta'];

/** An instruction before the equation: "solve", "find the particular solution of", "déterminer la solution de". */
const VERB = String.raw`(?:please\s+)?(?:solve|find|determine|give|compute|obtain|r[ée]soudre|r[ée]sous|r[ée]solvez|trouver|trouvez|d[ée]terminer|d[ée]terminez|donner|donnez|calculer|int[ée]grer|integrate)(?![a-zA-Z])`;
const SOLUTION = String.raw`(?:(?:the|a|la|les|une)\s+)?(?:(?:general|particular|unique)\s+)?solutions?\s+(?:(?:g[ée]n[ée]rales?|particuli[èe]res?)\s+)?(?:of|to|de|à|du|des)`;
const PROBLEM = String.raw`(?:the\s+)?(?:initial[- ]value\s+problem|ivp|cauchy\s+problem)|(?:le\s+)?probl[èe]me\s+de\s+cauchy`;
/** Where the equation is solved ("sur ℝ", "on ℝ"): the whole line, which changes nothing here. */
const ON_R = String.raw`(?:(?:sur|dans|on|over)\s+(?:ℝ|R|\\mathbb\s*\{?R\}?)\s*,?\s*)?`;
const COMMAND = new RegExp(
  String.raw`^(?:${VERB}\s*${ON_R}(?:${SOLUTION}\s*|${PROBLEM}\s*|y(?:\s*\(\s*[a-z]\s*\))?\s+)?:?\s*)?${ON_R}` +
  String.raw`(?:(?:the\s+)?(?:(?:first|second|third)[- ]order\s+)?(?:linear\s+)?(?:(?:ordinary\s+)?differential\s+)?equation\s*:?\s*|(?:l')?(?:é|e)quation\s+(?:diff(?:é|e)rentielle\s+)?(?:lin(?:é|e)aire\s+)?:?\s*)?${ON_R}`,
  'i',
);

/** The independent variable: the one named in dy/dt or y(t), else x, else t when only t appears. */
function independent(s: string): string {
  const m = /dy\s*\/\s*d([a-zA-Z])\b|\\frac\{d\s*(?:\^\{?\d\}?)?\s*y\}\{d\s*([a-zA-Z])|\by\s*'*\s*\(\s*([a-zA-Z])\s*\)/.exec(s);
  const v = m?.[1] ?? m?.[2] ?? m?.[3];
  if (v && v !== 'y') return v;
  if (!/\bx\b|\dx|x\s*[\^*(]|[a-z]x\b/.test(s) && /\bt\b|\dt\b|t\s*[\^*)]/.test(s)) return 't';
  return 'x';
}

function replaceDerivatives(s: string, x: string): string {
  const X = x;
  let t = s
    // xy' is x times y'
    .replace(new RegExp(`(?<![a-zA-Z])${X}y(?=\\s*['(])`, 'g'), `${X} y`)
    .replace(new RegExp(`(?<![a-zA-Z])y\\s*('*)\\s*\\(\\s*${X}\\s*\\)`, 'g'), 'y$1')
    .replace(/\^\s*\{\s*\\prime\s*\\prime\s*\}/g, "''")
    .replace(/\^\s*\{\s*\\prime\s*\}/g, "'")
    .replace(/\^\s*\\prime/g, "'")
    .replace(/\\frac\s*\{\s*d\s*\^\s*\{?\s*(\d)\s*\}?\s*y\s*\}\s*\{\s*d\s*[a-zA-Z]\s*\^\s*\{?\s*\d\s*\}?\s*\}/g, (_m, n: string) => ` ${D_NAMES[Number(n)] ?? 'zzz'} `)
    .replace(/\\frac\s*\{\s*dy\s*\}\s*\{\s*d\s*[a-zA-Z]\s*\}/g, ' beta ');
  for (const n of [4, 3, 2]) {
    t = t.replace(new RegExp(`\\bd\\s*\\^?\\s*\\(?${n}\\)?\\s*y\\s*\\/\\s*d\\s*${X}\\s*\\^?\\s*\\(?${n}\\)?`, 'g'), ` ${D_NAMES[n]} `);
  }
  return t
    .replace(new RegExp(`(?<![a-zA-Z])dy\\s*\\/\\s*d${X}\\b`, 'g'), ' beta ')
    .replace(/(?<![a-zA-Z])y\s*\^\s*\(\s*(\d)\s*\)/g, (_m, n: string) => ` ${D_NAMES[Number(n)] ?? 'zzz'} `)
    .replace(/(?<![a-zA-Z])y\s*''''/g, ' theta ')
    .replace(/(?<![a-zA-Z])y\s*'''/g, ' delta ')
    .replace(/(?<![a-zA-Z])y\s*''/g, ' gamma ')
    .replace(/(?<![a-zA-Z])y\s*'/g, ' beta ')
    .replace(new RegExp(`(?<![a-zA-Z])y\\s*\\(\\s*${X}\\s*\\)`, 'g'), ' y ');
}

const HAS_DERIVATIVE = /y\s*'|y\s*′|dy\s*\/\s*d[a-z]|d\s*\^?\s*\(?\d\)?\s*y\s*\/\s*d[a-z]|\\frac\s*\{\s*d\s*(?:\^\s*\{?\d\}?)?\s*y\s*\}|y\s*\^\s*\{?\s*\\prime/;

/** The placeholder names written by the student (β, theta…): they would be read as derivatives of y. */
const PLACEHOLDER_WORD = new RegExp(String.raw`(?<![a-zA-Z])(${D_NAMES.slice(1).join('|')})(?![a-zA-Z])|[βγδθ]`, 'i');

export function readOde(text: string): Ode | null {
  const unknown = dependent(text);
  const input = unknown === 'y' ? text : renameUnknown(text, unknown);
  // a placeholder's name left once the unknown is renamed is a constant the student wrote
  const clash = PLACEHOLDER_WORD.exec(input);
  if (clash && HAS_DERIVATIVE.test(input)) {
    throw new SolverError('unsupported', say(
      `We could not read "${clash[0]}" in this differential equation: write the constant with another letter, for example b or k.`,
      `Nous n'avons pas pu lire « ${clash[0]} » dans cette équation différentielle : écrivez la constante avec une autre lettre, par exemple b ou k.`,
    ));
  }
  if (!HAS_DERIVATIVE.test(input)) return null;
  // the command, then an equation label such as "(E) :"
  const s = input.trim().replace(COMMAND, '').replace(/^(?:for|pour)\s+/i, '').replace(/^\(?[A-Z]\d?\)?\s*:\s*/, '');
  // x'' + 4x = 0: an unknown called x is a function of t
  const x = (unknown === 'x' || unknown === 'theta') && independent(s) === 'x' ? 't' : independent(s);
  // initial conditions: y(0) = 1, y'(0) = 2
  const conditions: Ode['conditions'] = [];
  const parts = s.split(/\s*(?:[,;]|\band\b|\bet\b|\bwith\b|\bavec\b|\bwhere\b|\bgiven\b|\bsachant\s+que\b|\bif\b|\bsi\b|\bwhen\b|\blorsque\b|\bquand\b|\bsubject\s+to\b|\bsatisfying\b|\bsuch\s+that\b|\btelles?\s+que\b|\bv[ée]rifiant\b|\bsatisfaisant\b)\s*/i).filter((p) => p.trim());
  const equations: string[] = [];
  for (const p of parts) {
    // the point may hold brackets of its own: y(ln(9)) = 2
    const ic = /^y\s*('*)\s*\(\s*((?:[^()]|\([^()]*\))+?)\s*\)\s*=\s*(.+)$/.exec(p.trim().replace(/[.?!]+$/, ''));
    // the point is a number: 0, π/2, ln 9
    if (ic && !/[a-zA-Z]/.test(ic[2].replace(/pi|ln|sqrt|(?<![a-zA-Z])e(?![a-zA-Z])/g, ''))) {
      conditions.push({ k: ic[1].length, at: simplify(fromMathJson(parseCalc(ic[2]))), value: simplify(fromMathJson(parseCalc(ic[3]))) });
    } else equations.push(p);
  }
  if (equations.length !== 1) return null;
  const body = replaceDerivatives(equations[0].replace(/[.?!]+$/, ''), x);
  if (/zzz/.test(body)) return null;
  const sides = body.split('=');
  if (sides.length > 2) return null;
  const lhs = fromMathJson(parseCalc(sides[0]));
  const rhs = sides.length === 2 ? fromMathJson(parseCalc(sides[1])) : ZERO;
  const eq = simplify(add(lhs, neg(rhs)));
  let order = 0;
  D_NAMES.forEach((n, k) => { if (k > 0 && dependsOn(eq, n)) order = k; });
  if (order === 0) return null;
  return { eq, order, x, conditions, text: equations[0], unknown };
}

/** A Leibniz derivative of any order: dx/dt, d²x/dt², d^2x/dt^2 (the unknown's letter, then the variable's). */
const LEIBNIZ = /(?<![a-zA-Z])d\s*(?:²|³|\^\s*\(?\d\)?)?\s*([a-zA-Z])\s*\/\s*d\s*([a-zA-Z])(?![a-zA-Z])/;
/**
 * A lower-case letter with primes in an equation (x'' + 4x = 0, u' = 2u), or a capital with its
 * variable (N'(t) = 0.2 N(t)): the unknown when no y is written. L'équation is no derivative, and
 * A + A' with no equals sign is Boolean algebra.
 */
const PRIMED = /(?<![a-zA-Z])(?:([a-z])\s*'(?![a-zA-Zà-ÿ])|([A-Z])\s*'+\s*\(\s*[a-z]\s*\))/;

/** The unknown function: y, or the letter of a Leibniz derivative (dx/dt, d²x/dt²) or of a primed letter (x'', u'). */
export function dependent(text: string): string {
  if (/(?<![a-zA-Z])y(?![a-zA-Z])/.test(text)) return 'y';
  // f' = 2f, f'' + f = 0 (no y anywhere)
  if (/(?<![a-zA-Z])f\s*'/.test(text)) return 'f';
  // θ'' + 9θ = 0, dθ/dt = −2θ: an angle as the unknown (the pendulum)
  if (/(?<![a-zA-Z])theta\s*'|(?<![a-zA-Z])d\s*(?:²|\^\s*\(?\d\)?)?\s*theta\s*\/\s*d/.test(text)) return 'theta';
  const m = LEIBNIZ.exec(text);
  if (m) return m[1] === m[2] ? 'y' : m[1];
  const p = PRIMED.exec(text);
  const letter = p?.[1] ?? p?.[2];
  return letter && letter !== 'd' && letter !== 'e' && text.includes('=') ? letter : 'y';
}

/** dx/dt = 3x is read as dy/dt = 3y (the methods speak of y); the answer uses the original letter. */
function renameUnknown(text: string, u: string): string {
  return text
    .replace(new RegExp(`(?<![a-zA-Z])(d\\s*(?:²|³|\\^\\s*\\(?\\d\\)?)?\\s*)${u}(?=\\s*\\/\\s*d[a-zA-Z])`, 'g'), '$1y')
    .replace(new RegExp(`(?<![a-zA-Z])${u}(?![a-zA-Z])`, 'g'), 'y');
}

/** The linear form of the equation, or null when y or a derivative enters non-linearly. */
export function asLinear(o: Ode): LinearOde | null {
  const eq = expand(o.eq);
  const a: Ex[] = D_NAMES.map(() => ZERO);
  const rest: Ex[] = [];
  const terms = eq.t === 'add' ? eq.args : [eq];
  for (const t of terms) {
    const [c, r] = coeffRest(t);
    const factors = r.t === 'mul' ? r.args : [r];
    const hits = factors.map((f, i) => ({ f, i })).filter(({ f }) => D_NAMES.some((n) => dependsOn(f, n)));
    if (hits.length === 0) {
      rest.push(t);
      continue;
    }
    if (hits.length !== 1) return null;
    const k = D_NAMES.findIndex((n) => key(hits[0].f) === key(sym(n)));
    if (k < 0) return null; // y², sin(y), y·y': not linear
    const others = factors.filter((_, i) => i !== hits[0].i);
    a[k] = simplify(add(a[k], mul(c, ...others)));
  }
  let order = 0;
  a.forEach((ak, k) => { if (!(isNum(ak) && ak.p === 0)) order = k; });
  if (order === 0) return null;
  const g = simplify(neg(add(...rest)));
  if (D_NAMES.some((n) => dependsOn(g, n))) return null;
  return { a: a.slice(0, order + 1), g, order, x: o.x, conditions: o.conditions, text: o.text };
}

/** Kept for callers that only want linear equations. */
export function recognizeOde(text: string): LinearOde | null {
  const o = readOde(text);
  return o ? asLinear(o) : null;
}
