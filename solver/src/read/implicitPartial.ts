import { SolverError } from '../errors';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars, type Ex } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { evaluateReal } from '../verify/numeric';
import { byAxis, numericTuples } from './point';

/**
 * A partial derivative of a function defined implicitly by an equation in three variables: "find
 * ∂z/∂x if x² + y² + z² = 1", "z est définie implicitement par xyz + x + y + z = 4 ; calculer
 * ∂z/∂y au point (1, 1, 1)", "z_x for x e^z + y z = 1". ∂ has been read as d by then.
 */
const LEIBNIZ = /(?<![A-Za-z])d\s*([a-z])\s*\/\s*d\s*([a-z])(?![A-Za-z])/;
/** ∂²z/∂x², read as d^2z/dx^2: the second derivative in one variable, the others held fixed. */
const SECOND = /(?<![A-Za-z])d\^\{?2\}?\s*([a-z])\s*\/\s*d\s*([a-z])\s*\^\s*\{?2\}?/;
/** ∂²z/∂x∂y: a mixed second derivative, read only to be refused by name. */
const MIXED = /(?<![A-Za-z])d\^\{?2\}?\s*([a-z])\s*\/\s*d\s*([a-z])\s*d\s*([a-z])(?![A-Za-z])/;
const SUBSCRIPT = /(?<![A-Za-z])([a-z])_\{?([a-z])\}?(?![A-Za-z])/;
/**
 * The dependent variable declared as a function before its equation: "z = z(x, y)", « z = f(x, y) »,
 * "z(x, y)". Only the name is kept, so the declaration is neither a second equation nor an unknown function.
 */
const DECLARED = /(?<![A-Za-z])([a-z])\s*=\s*[a-zφψ]\s*\(\s*[a-z](?:\s*[,;]\s*[a-z]){1,2}\s*\)|(?<![A-Za-z])([a-z])\s*\(\s*[a-z](?:\s*[,;]\s*[a-z]){1,2}\s*\)(?!\s*=)/g;
/** "by F(x, y, z) = x z² + … = 0": the name of the left-hand side before the equation itself. */
const NAMED_SIDE = /(?<![A-Za-z])[A-Z]\s*\(\s*[a-z](?:\s*,\s*[a-z]){2,3}\s*\)\s*=(?=[^=]*=)/g;
/** "at (x, y) = (1, 0)": the names of the point's coordinates, which are not an equation. */
const NAMED_POINT = /\(\s*[a-z](?:\s*[,;]\s*[a-z])+\s*\)\s*=\s*(?=\()/g;
/** Partial derivatives in LaTeX, written as the d notation the rest of this reader reads. */
const LATEX_PARTIAL = /\\frac\s*\{\s*\\partial\s*(?:\^\s*\{?2\}?\s*)?([a-z])\s*\}\s*\{\s*\\partial\s*([a-z])\s*(?:\^\s*\{?2\}?|\\partial\s*([a-z]))?\s*\}/g;

/** The text with the function's declaration, the names of the equation's side and of the point's coordinates left out. */
export function withoutDeclaration(text: string): string {
  return text
    .replace(LATEX_PARTIAL, (m: string, z: string, x: string, y: string | undefined) => (/\^/.test(m) ? (y ? `d^2${z}/d${x}d${y}` : `d^2${z}/d${x}^2`) : y ? `d^2${z}/d${x}d${y}` : `d${z}/d${x}`))
    .replace(DECLARED, (m, a: string | undefined, b: string | undefined) => a ?? b ?? m)
    .replace(NAMED_SIDE, '')
    .replace(NAMED_POINT, '');
}
/** Where the equation's clause starts or ends: punctuation and the words around a definition. */
const CLAUSE = /\s*(?:[;:?]|,(?![^()]*\))|\.(?!\d)|\b(?:if|given|when|where|with|by|si|lorsque|quand|sachant\s+que|par|avec|o[ùu]|at|au|en)\b)\s*/i;
/** Function names, which are never the words around an equation. */
const FUNCTION = String.raw`(?:sin|cos|tan|cot|sec|csc|exp|ln|log|sqrt|sinh|cosh|tanh|arcsin|arccos|arctan)\b`;
/**
 * The words before the equation ("implicitement", "the surface", « l'équation », "z satisfies"), never a
 * product of variables such as xyz nor a function's name.
 */
const LEADING_WORDS = new RegExp(String.raw`^(?:(?![xyz]{2,3}\b)(?!${FUNCTION})(?:[a-zA-ZÀ-ÿ]['’])?[a-zA-ZÀ-ÿ]{3,}[a-zA-ZÀ-ÿ'’]*\s+|[a-z]\s+(?!${FUNCTION})(?=[a-zA-ZÀ-ÿ]{3,}\s))+`);
/** The words after the equation ("defines z implicitly", « définit z comme fonction de x et y »). */
const TRAILING_WORDS = new RegExp(String.raw`\s+(?!${FUNCTION})[a-zA-ZÀ-ÿ]{4,}(?![(\w]).*$`);

const expr = (s: string): Ex | null => {
  try {
    return fromMathJson(parseCalc(splitLetterProducts(s)));
  } catch {
    return null;
  }
};

export function readImplicitPartial(input: string): TaskOf<'differentiate'> | SolverError | null {
  const text = withoutDeclaration(input);
  const mixed = MIXED.exec(text);
  const second = mixed ? null : SECOND.exec(text);
  const leibniz = mixed || second ? null : LEIBNIZ.exec(text);
  const ask = mixed ?? second ?? leibniz ?? SUBSCRIPT.exec(text);
  if (!ask) return null;
  const [, dependent, variable] = ask;
  const order = mixed || second ? 2 : 1;
  if (dependent === variable) return null;
  let rest = text.slice(0, ask.index) + ' ; ' + text.slice(ask.index + ask[0].length);
  // "∂z/∂x and ∂z/∂y", « z_x et z_y », « ∂z/∂y puis ∂z/∂x »: a second partial of the same function, asked in the same notation
  const pair = ask === leibniz || !(mixed || second) ? new RegExp(String.raw`^\s*;\s*(?:,|and|et|&|then|puis)\s*${ask === leibniz ? String.raw`d\s*${dependent}\s*\/\s*d\s*([a-z])` : String.raw`${dependent}_\{?([a-z])\}?`}(?![A-Za-z])`).exec(rest.slice(ask.index)) : null;
  const also = pair && pair[1] !== variable && pair[1] !== dependent ? pair[1] : undefined;
  if (pair) rest = rest.slice(0, ask.index) + ' ; ' + rest.slice(ask.index + pair[0].length);
  if (pair && !also) return null;
  const clauses = rest.split(CLAUSE).filter((c) => c.split('=').length === 2).map((c) => c.replace(LEADING_WORDS, '').replace(TRAILING_WORDS, '').trim());
  if (clauses.length !== 1) return null;
  const [lhs, rhs] = clauses[0].split('=').map((x) => x.trim());
  const sides = [expr(lhs), expr(rhs)];
  if (!sides[0] || !sides[1]) return null;
  // z = f(x, y) is an explicit function: its partial derivative is the ordinary method's
  if (lhs === dependent || rhs === dependent) return null;
  const letters = [...new Set([...freeVars(sides[0]), ...freeVars(sides[1])])].filter((v) => v !== 'e' && v !== 'pi').sort(byAxis);
  if (letters.length < 3 || !letters.includes(dependent) || !letters.includes(variable) || letters.some((v) => v.length > 1)) return null;
  // F = 0 already (x z² + … − 1 = 0): the left-hand side alone, with no "− 0" to carry
  const F = rhs === '0' ? toAscii(sides[0]) : toAscii(fromMathJson(parseCalc(`(${toAscii(sides[0])}) - (${toAscii(sides[1])})`)));
  if (also && !letters.includes(also)) return null;
  if (mixed) {
    return new SolverError('unsupported', {
      en: `A mixed second derivative of ${dependent} defined implicitly is not computed yet: ask for ∂${dependent}/∂x, ∂${dependent}/∂y or ∂²${dependent}/∂x².`,
      fr: `Une dérivée seconde croisée de ${dependent} définie implicitement n'est pas encore calculée : demandez ∂${dependent}/∂x, ∂${dependent}/∂y ou ∂²${dependent}/∂x².`,
    });
  }
  const task: TaskOf<'differentiate'> = { kind: 'differentiate', expr: F, variable, order, partial: true, implicit: true, name: dependent, ...(also ? { alsoVariable: also } : {}) };
  const tuples = numericTuples(text);
  if (tuples.length === 0) return task;
  // "at (x, y) = (1, 0)": the point of the surface above it, when the equation gives one value of z there
  if (tuples.length === 1 && tuples[0].length === letters.length - 1) {
    const others = letters.filter((v) => v !== dependent);
    const found = dependentValue(F, dependent, others, tuples[0]);
    if (found instanceof SolverError) return found;
    return { ...task, values: letters.map((v) => ({ variable: v, value: v === dependent ? found : toAscii(fromMathJson(parseCalc(tuples[0][others.indexOf(v)]))) })) };
  }
  if (tuples.length > 1 || tuples[0].length !== letters.length) {
    return new SolverError('parse', {
      en: `We could not match the point (${tuples.map((p) => p.join(', ')).join('), (')}) with the variables ${letters.join(', ')}: give one value for each.`,
      fr: `Nous n'avons pas pu associer le point (${tuples.map((p) => p.join(', ')).join('), (')}) aux variables ${letters.join(', ')} : donnez une valeur pour chacune.`,
    });
  }
  return { ...task, values: letters.map((v, k) => ({ variable: v, value: toAscii(fromMathJson(parseCalc(tuples[0][k]))) })) };
}

/**
 * The value of the dependent variable where the others take the given values: the real roots of
 * F = 0 in that variable, found by a scan of [−20, 20]. Only one root, and a rational one, is a point;
 * several points above (x, y) (a sphere has two) leave the question which one unanswered.
 */
function dependentValue(F: string, dependent: string, others: string[], values: string[]): string | SolverError {
  const scope = Object.fromEntries(others.map((v, k) => [v, evaluateReal(values[k]) ?? NaN]));
  const f = (z: number): number | null => evaluateReal(F, { ...scope, [dependent]: z });
  const roots: number[] = [];
  let prev = f(-20);
  for (let k = 1; k <= 4000; k++) {
    const z = -20 + k / 100;
    const cur = f(z);
    if (cur !== null && Math.abs(cur) < 1e-12) {
      if (!roots.some((r) => Math.abs(r - z) < 1e-6)) roots.push(z);
    } else if (prev !== null && cur !== null && prev * cur < 0) {
      let lo = z - 0.01;
      let hi = z;
      for (let j = 0; j < 80; j++) {
        const mid = (lo + hi) / 2;
        const fm = f(mid);
        const flo = f(lo);
        if (fm === null || flo === null) break;
        if (flo * fm <= 0) hi = mid;
        else lo = mid;
      }
      const r = (lo + hi) / 2;
      if (!roots.some((q) => Math.abs(q - r) < 1e-6)) roots.push(r);
    }
    prev = cur;
  }
  const exact = roots.length === 1 ? rationalNear(roots[0]) : null;
  if (exact === null) {
    const point = `(${values.join(', ')})`;
    return new SolverError('unsupported', {
      en: `The equation does not give one value of ${dependent} at ${point}${roots.length > 1 ? ` (there are ${roots.length})` : ''}: give the point with its ${dependent}-coordinate.`,
      fr: `L'équation ne donne pas une seule valeur de ${dependent} en ${point}${roots.length > 1 ? ` (il y en a ${roots.length})` : ''} : donnez le point avec sa coordonnée ${dependent}.`,
    });
  }
  return exact;
}

/** A number close to a fraction with a small denominator, written as that fraction. */
function rationalNear(r: number): string | null {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round(r * d);
    if (Math.abs(n / d - r) < 1e-9) return d === 1 ? String(n) : `${n}/${d}`;
  }
  return null;
}
