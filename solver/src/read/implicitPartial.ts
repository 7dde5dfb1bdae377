import { SolverError } from '../errors';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars, type Ex } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { byAxis, numericTuples } from './point';

/**
 * A partial derivative of a function defined implicitly by an equation in three variables: "find
 * ∂z/∂x if x² + y² + z² = 1", "z est définie implicitement par xyz + x + y + z = 4 ; calculer
 * ∂z/∂y au point (1, 1, 1)", "z_x for x e^z + y z = 1". ∂ has been read as d by then.
 */
const LEIBNIZ = /(?<![A-Za-z])d\s*([a-z])\s*\/\s*d\s*([a-z])(?![A-Za-z])/;
const SUBSCRIPT = /(?<![A-Za-z])([a-z])_\{?([a-z])\}?(?![A-Za-z])/;
/** Where the equation's clause starts or ends: punctuation and the words around a definition. */
const CLAUSE = /\s*(?:[;:?]|,(?![^()]*\))|\.(?!\d)|\b(?:if|given|when|where|with|by|si|lorsque|quand|sachant\s+que|par|avec|o[ùu]|at|au|en)\b)\s*/i;
/** The words before the equation ("implicitement", "the surface"), never a product of variables such as xyz. */
const LEADING_WORDS = /^(?:(?![xyz]{2,3}\b)[a-zA-ZÀ-ÿ]{3,}[a-zA-ZÀ-ÿ']*\s+)+/;

const expr = (s: string): Ex | null => {
  try {
    return fromMathJson(parseCalc(splitLetterProducts(s)));
  } catch {
    return null;
  }
};

export function readImplicitPartial(text: string): TaskOf<'differentiate'> | SolverError | null {
  const leibniz = LEIBNIZ.exec(text);
  const ask = leibniz ?? SUBSCRIPT.exec(text);
  if (!ask) return null;
  const [, dependent, variable] = ask;
  if (dependent === variable) return null;
  let rest = text.slice(0, ask.index) + ' ; ' + text.slice(ask.index + ask[0].length);
  // "∂z/∂x and ∂z/∂y", « z_x et z_y »: a second partial of the same function, asked in the same notation
  const second = new RegExp(String.raw`^\s*;\s*(?:,|and|et|&)\s*${ask === leibniz ? String.raw`d\s*${dependent}\s*\/\s*d\s*([a-z])` : String.raw`${dependent}_\{?([a-z])\}?`}(?![A-Za-z])`).exec(rest.slice(ask.index));
  const also = second && second[1] !== variable && second[1] !== dependent ? second[1] : undefined;
  if (second) rest = rest.slice(0, ask.index) + ' ; ' + rest.slice(ask.index + second[0].length);
  if (second && !also) return null;
  const clauses = rest.split(CLAUSE).filter((c) => c.split('=').length === 2).map((c) => c.replace(LEADING_WORDS, '').trim());
  if (clauses.length !== 1) return null;
  const [lhs, rhs] = clauses[0].split('=').map((x) => x.trim());
  const sides = [expr(lhs), expr(rhs)];
  if (!sides[0] || !sides[1]) return null;
  // z = f(x, y) is an explicit function: its partial derivative is the ordinary method's
  if (lhs === dependent || rhs === dependent) return null;
  const letters = [...new Set([...freeVars(sides[0]), ...freeVars(sides[1])])].filter((v) => v !== 'e' && v !== 'pi').sort(byAxis);
  if (letters.length < 3 || !letters.includes(dependent) || !letters.includes(variable) || letters.some((v) => v.length > 1)) return null;
  const F = toAscii(fromMathJson(parseCalc(`(${toAscii(sides[0])}) - (${toAscii(sides[1])})`)));
  if (also && !letters.includes(also)) return null;
  const task: TaskOf<'differentiate'> = { kind: 'differentiate', expr: F, variable, order: 1, partial: true, implicit: true, name: dependent, ...(also ? { alsoVariable: also } : {}) };
  const tuples = numericTuples(text);
  if (tuples.length === 0) return task;
  if (tuples.length > 1 || tuples[0].length !== letters.length) {
    return new SolverError('parse', {
      en: `We could not match the point (${tuples.map((p) => p.join(', ')).join('), (')}) with the variables ${letters.join(', ')}: give one value for each.`,
      fr: `Nous n'avons pas pu associer le point (${tuples.map((p) => p.join(', ')).join('), (')}) aux variables ${letters.join(', ')} : donnez une valeur pour chacune.`,
    });
  }
  return { ...task, values: letters.map((v, k) => ({ variable: v, value: toAscii(fromMathJson(parseCalc(tuples[0][k]))) })) };
}
