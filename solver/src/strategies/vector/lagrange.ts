import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { SolveContext, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { evaluateReal } from '../../verify/numeric';
import { constraintPoints } from '../../verify/lagrange';
import { solveSystem, type Point } from '../algebra/polynomialSystem';
import { type Ex, add, mul, num, sub, substitute } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { expand, simplify } from '../derivative/simplify';
import { distinctPoints } from './criticalPoints';
import type { FieldResult } from './potential';

/**
 * Extrema of f under g = c by Lagrange multipliers, as a course solves them: ∇f = λ∇g with
 * g = c; λ eliminated by asking ∇f and ∇g to be parallel (every 2×2 minor zero, which also keeps
 * the points where ∇g = 0); the system solved exactly; f compared at each point. A value is the
 * maximum (minimum) only if no point of the constraint, sampled near and far, gives more (less):
 * otherwise that extremum does not exist and the method says so.
 */
const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const d = (e: Ex, v: string): Ex => simplify(derivative(e, v));

const at = (e: Ex, vs: string[], p: Point): Ex => simplify(vs.reduce((acc, v) => substitute(acc, v, p.get(v) ?? num(0)), e));
const shown = (vs: string[], p: Point): string => `(${vs.map((v) => toAscii(p.get(v) ?? num(0))).join(', ')})`;

/** det(a, b, c) of three rows of three entries. */
const det3 = (a: Ex[], b: Ex[], c: Ex[]): Ex => add(
  mul(a[0], sub(mul(b[1], c[2]), mul(b[2], c[1]))),
  mul(num(-1), a[1], sub(mul(b[0], c[2]), mul(b[2], c[0]))),
  mul(a[2], sub(mul(b[0], c[1]), mul(b[1], c[0]))),
);

export function lagrange(t: TaskOf<'vector'>, f: Ex, ctx: SolveContext): FieldResult | null {
  const vs = t.variables;
  if (!t.constraint || vs.length < 2 || vs.length > 3) return null;
  const g = simplify(sub(read(t.constraint[0]), read(t.constraint[1])));
  const h = t.constraint2 ? simplify(sub(read(t.constraint2[0]), read(t.constraint2[1]))) : null;
  if (h && vs.length !== 3) return null;
  const gf = vs.map((v) => d(f, v));
  const gg = vs.map((v) => d(g, v));
  const gh = h ? vs.map((v) => d(h, v)) : null;
  const pairs = vs.length === 2 ? [[0, 1]] : [[0, 1], [0, 2], [1, 2]];
  // one constraint: ∇f ∥ ∇g, every 2×2 minor zero; two: ∇f, ∇g, ∇h dependent, their 3×3 determinant zero
  const minors = gh ? [simplify(expand(det3(gf, gg, gh)))] : pairs.map(([i, j]) => simplify(expand(sub(mul(gf[i], gg[j]), mul(gf[j], gg[i])))));
  const solved = solveSystem([g, ...(h ? [h] : []), ...minors], vs, ctx);
  if (!solved || solved.length === 0) return null;
  // "x, y, z > 0": only the points of that part of the constraint
  const inside = (p: Record<string, number>): boolean => (t.positive ?? []).every((v) => (p[v] ?? NaN) > 1e-12);
  const points = distinctPoints(solved, vs).filter((p) => inside(Object.fromEntries(vs.map((v) => [v, evaluateReal(toAscii(p.get(v) ?? num(0))) ?? NaN]))));
  if (points.length === 0) return null;
  const values = points.map((p) => at(f, vs, p));
  const numeric = values.map((v) => evaluateReal(toAscii(v)));
  if (numeric.some((x) => x === null)) return null;
  const nums = numeric as number[];
  const [hi, lo] = [Math.max(...nums), Math.min(...nums)];
  const tol = (x: number): number => 1e-7 * Math.max(1, Math.abs(x));
  // a point of the constraint beyond every candidate: that extremum is not reached anywhere
  const seen = constraintPoints([g, ...(h ? [h] : [])].map(toAscii), vs).map((p) => Object.fromEntries(vs.map((v, k) => [v, p[k]]))).filter(inside).map((p) => evaluateReal(toAscii(f), p)).filter((x): x is number => x !== null);
  const hasMax = seen.every((x) => x <= hi + tol(hi));
  const hasMin = seen.every((x) => x >= lo - tol(lo));
  const both = [t.constraint, ...(t.constraint2 ? [t.constraint2] : [])];
  const constraintTex = both.map(([a, b]) => `${toLatex(read(a))} = ${toLatex(read(b))}`).join(',\\quad ');
  const constraintText = both.map(([a, b]) => `${a} = ${b}`).join(', ');
  const missing = (which: 'max' | 'min'): SolverError => new SolverError('unsupported', which === 'max'
    ? text(`f has no maximum on ${constraintText}: it takes larger values there than at every point the Lagrange conditions give.`, `f n’a pas de maximum sur ${constraintText} : elle y prend des valeurs plus grandes qu’en chacun des points donnés par les conditions de Lagrange.`)
    : text(`f has no minimum on ${constraintText}: it takes smaller values there than at every point the Lagrange conditions give.`, `f n’a pas de minimum sur ${constraintText} : elle y prend des valeurs plus petites qu’en chacun des points donnés par les conditions de Lagrange.`));
  if ((t.extremum !== 'min' && !hasMax)) throw missing('max');
  if ((t.extremum !== 'max' && !hasMin)) throw missing('min');

  const steps: StepDraft[] = [gh ? {
    title: text('Lagrange conditions', 'Conditions de Lagrange'),
    explanation: text('At an extremum under the two constraints, ∇f = λ∇g + μ∇h for some numbers λ, μ, and both constraints hold.', 'En un extremum sous les deux contraintes, ∇f = λ∇g + μ∇h pour des réels λ, μ, et les deux contraintes sont vérifiées.'),
    formula: `${vs.map((v, k) => `${toLatex(gf[k])} = \\lambda \\left(${toLatex(gg[k])}\\right) + \\mu \\left(${toLatex(gh[k])}\\right)`).join(',\\quad ')},\\quad ${constraintTex}`,
  } : {
    title: text('Lagrange conditions', 'Conditions de Lagrange'),
    explanation: text('At an extremum under the constraint, ∇f = λ∇g for some number λ, and the constraint holds.', 'En un extremum sous la contrainte, ∇f = λ∇g pour un réel λ, et la contrainte est vérifiée.'),
    formula: `${vs.map((v, k) => `${toLatex(gf[k])} = \\lambda \\left(${toLatex(gg[k])}\\right)`).join(',\\quad ')},\\quad ${constraintTex}`,
  }, gh ? {
    title: text('Eliminate λ and μ', 'Éliminer λ et μ'),
    explanation: text('∇f is a combination of ∇g and ∇h: the three gradients are dependent, their determinant is zero.', '∇f est combinaison de ∇g et ∇h : les trois gradients sont liés, leur déterminant est nul.'),
    formula: `${minors.map((m) => `${toLatex(m)} = 0`).join(',\\quad ')},\\quad ${constraintTex}`,
  } : {
    title: text('Eliminate λ', 'Éliminer λ'),
    explanation: text('∇f and ∇g are parallel: each cross product of their components is zero.', '∇f et ∇g sont colinéaires : chaque produit en croix de leurs composantes est nul.'),
    formula: `${minors.map((m) => `${toLatex(m)} = 0`).join(',\\quad ')},\\quad ${constraintTex}`,
  }, {
    title: text('Solve the system', 'Résoudre le système'),
    explanation: text('Set each factor to zero, solve the equations in one variable, and substitute into the others.', 'On annule chaque facteur, on résout les équations à une inconnue et on reporte dans les autres.'),
    formula: points.map((p) => `(${vs.map((v) => toLatex(p.get(v) ?? num(0))).join(', ')})`).join(',\\ '),
  }, {
    title: text('Compare the values of f', 'Comparer les valeurs de f'),
    explanation: text('The largest value at these points is the maximum, the smallest the minimum.', 'La plus grande valeur en ces points est le maximum, la plus petite le minimum.'),
    formula: points.map((p, k) => `f(${vs.map((v) => toLatex(p.get(v) ?? num(0))).join(', ')}) = ${toLatex(values[k])}`).join(',\\quad '),
  }];
  const where = (target: number): string => points.filter((_, k) => Math.abs(nums[k] - target) <= tol(target)).map((p) => shown(vs, p)).join(', ');
  const best = (target: number): Ex => values[nums.findIndex((x) => Math.abs(x - target) <= tol(target))];
  const [maxV, minV] = [toAscii(best(hi)), toAscii(best(lo))];
  if (t.extremum === 'max') {
    return { steps, kind: 'expr', value: maxV, latex: toLatex(best(hi)), words: text(`The maximum is ${maxV}, at ${where(hi)}.`, `Le maximum vaut ${maxV}, atteint en ${where(hi)}.`) };
  }
  if (t.extremum === 'min') {
    return { steps, kind: 'expr', value: minV, latex: toLatex(best(lo)), words: text(`The minimum is ${minV}, at ${where(lo)}.`, `Le minimum vaut ${minV}, atteint en ${where(lo)}.`) };
  }
  return {
    steps,
    kind: 'solutions',
    value: `[${minV}, ${maxV}]`,
    latex: `\\max = ${toLatex(best(hi))},\\quad \\min = ${toLatex(best(lo))}`,
    words: text(`Maximum ${maxV} at ${where(hi)}; minimum ${minV} at ${where(lo)}.`, `Maximum ${maxV} en ${where(hi)} ; minimum ${minV} en ${where(lo)}.`),
  };
}
