import { text } from '../../i18n';
import { SolverError } from '../../errors';
import { pretty } from '../../format/prose';
import type { SolveContext, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { evaluateReal, realFunction } from '../../verify/numeric';
import { simplify as casSimplify } from '../../cas';
import { parseNode } from '../../parse/math';
import { toRatFunc } from '../../cas/poly';
import { toAscii as casAscii } from '../../format/ascii';
import { solveSystem } from '../algebra/polynomialSystem';
import { type Ex, num } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import { distinctPoints, withoutExponentials } from './criticalPoints';
import type { FieldResult } from './potential';

/**
 * The closed-interval method for f(x) on [a, b]: the critical points inside (f′ = 0, solved
 * exactly), the two ends, and f compared at every candidate. A derivative whose roots are not found
 * exactly makes the method decline: a candidate missed would give a wrong extremum.
 */
const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const exactAscii = (e: Ex): string => casAscii(casSimplify(parseNode(toAscii(e))));
const valueAt = (f: Ex, x: Ex): Ex => read(toAscii(f).replace(/(?<![A-Za-z])x(?![A-Za-z])/g, `(${toAscii(x)})`));

export function intervalExtrema(t: TaskOf<'vector'>, f: Ex, ctx: SolveContext): FieldResult | null {
  if (!t.interval || t.variables.join() !== 'x') return null;
  if (t.interval[0] === '-oo' && t.interval[1] === 'oo') return overReals(t, f, ctx);
  const [a, b] = t.interval.map(read);
  const [lo, hi] = [evaluateReal(toAscii(a)), evaluateReal(toAscii(b))];
  if (lo === null || hi === null || !(lo < hi)) return null;
  // f must be defined all along [a, b]: across a pole it has no extreme value
  const fx = realFunction(toAscii(f), 'x');
  const defined = Array.from({ length: 2001 }, (_, k) => fx(lo + ((hi - lo) * k) / 2000));
  if (defined.some((v) => v === null || !Number.isFinite(v))) return null;
  const f1 = simplify(derivative(f, 'x'));
  // f′ a quotient of polynomials (1 − 4/x²): its zeros are its numerator's
  const reduced = withoutExponentials(f1).eq;
  const quotient = toRatFunc(parseNode(toAscii(reduced)), 'x');
  const numerator = quotient && quotient.den.deg > 0 ? read(casAscii(quotient.num.toNode('x'))) : reduced;
  const roots = solveSystem([numerator], ['x'], ctx);
  if (!roots) return null;
  const inside = distinctPoints(roots, ['x']).map((p) => p.get('x') ?? num(0)).filter((r) => {
    const v = evaluateReal(toAscii(r));
    return v !== null && v > lo && v < hi;
  });
  const candidates = [a, ...inside, b];
  const values = candidates.map((c) => read(exactAscii(valueAt(f, c))));
  const nums = values.map((v) => evaluateReal(toAscii(v)));
  if (nums.some((v) => v === null)) return null;
  const ns = nums as number[];
  const tol = (v: number): number => 1e-9 * Math.max(1, Math.abs(v));
  const [top, bottom] = [Math.max(...ns), Math.min(...ns)];
  const best = (target: number): string => exactAscii(values[ns.findIndex((v) => Math.abs(v - target) <= tol(target))]);
  const where = (target: number): string => candidates.filter((_, k) => Math.abs(ns[k] - target) <= tol(target)).map((c) => `x = ${exactAscii(c)}`).join(', ');
  const [maxV, minV] = [best(top), best(bottom)];
  const steps: StepDraft[] = [{
    title: text('Critical points inside the interval', 'Points critiques dans l’intervalle'),
    explanation: text('Solve f′(x) = 0 and keep the roots strictly between the ends.', 'On résout f′(x) = 0 et on garde les racines strictement entre les bornes.'),
    formula: `f'(x) = ${toLatex(f1)} = 0 \\;\\Rightarrow\\; ${inside.length ? inside.map((r) => `x = ${toLatex(r)}`).join(',\\ ') : '\\text{—}'}`,
  }, {
    title: text('Compare the values of f', 'Comparer les valeurs de f'),
    explanation: text('At the critical points inside and at both ends: the largest value is the absolute maximum, the smallest the absolute minimum.', 'Aux points critiques intérieurs et aux deux bornes : la plus grande valeur est le maximum absolu, la plus petite le minimum absolu.'),
    formula: candidates.map((c, k) => `f(${toLatex(c)}) = ${toLatex(values[k])}`).join(',\\quad '),
  }];
  if (t.extremum === 'max') return { steps, kind: 'expr', value: maxV, latex: toLatex(read(maxV)), words: text(`Absolute maximum ${maxV} at ${where(top)}.`, `Maximum absolu ${maxV} en ${where(top)}.`) };
  if (t.extremum === 'min') return { steps, kind: 'expr', value: minV, latex: toLatex(read(minV)), words: text(`Absolute minimum ${minV} at ${where(bottom)}.`, `Minimum absolu ${minV} en ${where(bottom)}.`) };
  return {
    steps,
    kind: 'solutions',
    value: `[${minV}, ${maxV}]`,
    latex: `\\max = ${toLatex(read(maxV))},\\quad \\min = ${toLatex(read(minV))}`,
    words: text(`Absolute maximum ${maxV} at ${where(top)}; absolute minimum ${minV} at ${where(bottom)}.`, `Maximum absolu ${maxV} en ${where(top)} ; minimum absolu ${minV} en ${where(bottom)}.`),
  };
}

/**
 * The greatest (least) value of a polynomial over ℝ: it exists when the degree is even and the
 * leading coefficient negative (positive), for then f → −∞ (+∞) at both ends, and it is taken at a
 * critical point. Any other function, or the other extreme, has none to give here.
 */
function overReals(t: TaskOf<'vector'>, f: Ex, ctx: SolveContext): FieldResult | null {
  const poly = toRatFunc(parseNode(toAscii(f)), 'x');
  const asked = t.extremum;
  if (!asked || !poly || poly.den.deg !== 0 || poly.num.deg < 1) return null;
  if (poly.num.deg % 2 !== 0) {
    throw new SolverError('unsupported', text(
      `${pretty(toAscii(f))} is a polynomial of odd degree: it takes every real value, so it has no ${asked === 'max' ? 'maximum' : 'minimum'} value.`,
      `${pretty(toAscii(f))} est un polynôme de degré impair : il prend toutes les valeurs réelles, il n'a donc pas de valeur ${asked === 'max' ? 'maximale' : 'minimale'}.`,
    ));
  }
  const lead = poly.num.lead().div(poly.den.lead()).sign();
  if ((asked === 'max') !== (lead < 0)) {
    const shown = pretty(toAscii(f));
    throw new SolverError('unsupported', asked === 'max'
      ? text(`${shown} has no maximum value: it grows without bound as x moves away from 0.`, `${shown} n'a pas de valeur maximale : elle croît sans borne quand x s'éloigne de 0.`)
      : text(`${shown} has no minimum value: it decreases without bound as x moves away from 0.`, `${shown} n'a pas de valeur minimale : elle décroît sans borne quand x s'éloigne de 0.`));
  }
  const f1 = simplify(derivative(f, 'x'));
  const roots = solveSystem([f1], ['x'], ctx);
  if (!roots || roots.length === 0) return null;
  const candidates = distinctPoints(roots, ['x']).map((p) => p.get('x') ?? num(0));
  const values = candidates.map((c) => read(exactAscii(valueAt(f, c))));
  const nums = values.map((v) => evaluateReal(toAscii(v)));
  if (nums.some((v) => v === null)) return null;
  const ns = nums as number[];
  const target = asked === 'max' ? Math.max(...ns) : Math.min(...ns);
  const k = ns.findIndex((v) => Math.abs(v - target) <= 1e-9 * Math.max(1, Math.abs(v)));
  const value = exactAscii(values[k]);
  const where = candidates.filter((_, j) => Math.abs(ns[j] - target) <= 1e-9 * Math.max(1, Math.abs(target))).map((c) => `x = ${exactAscii(c)}`).join(', ');
  const steps: StepDraft[] = [{
    title: text('Behaviour at both ends', 'Comportement aux deux bornes'),
    explanation: asked === 'max'
      ? text('A polynomial of even degree with a negative leading coefficient tends to −∞ at both ends: its greatest value is taken at a critical point.', 'Un polynôme de degré pair de coefficient dominant négatif tend vers −∞ aux deux bornes : sa plus grande valeur est atteinte en un point critique.')
      : text('A polynomial of even degree with a positive leading coefficient tends to +∞ at both ends: its least value is taken at a critical point.', 'Un polynôme de degré pair de coefficient dominant positif tend vers +∞ aux deux bornes : sa plus petite valeur est atteinte en un point critique.'),
  }, {
    title: text('Critical points', 'Points critiques'),
    explanation: text('Solve f′(x) = 0.', 'On résout f′(x) = 0.'),
    formula: `f'(x) = ${toLatex(f1)} = 0 \\;\\Rightarrow\\; ${candidates.map((c) => `x = ${toLatex(c)}`).join(',\\ ')}`,
  }, {
    title: text('Compare the values of f', 'Comparer les valeurs de f'),
    explanation: asked === 'max' ? text('The largest of them is the maximum.', 'La plus grande est le maximum.') : text('The smallest of them is the minimum.', 'La plus petite est le minimum.'),
    formula: candidates.map((c, j) => `f(${toLatex(c)}) = ${toLatex(values[j])}`).join(',\\quad '),
  }];
  return asked === 'max'
    ? { steps, kind: 'expr', value, latex: toLatex(read(value)), words: text(`Maximum value ${value} at ${where}.`, `Valeur maximale ${value} en ${where}.`) }
    : { steps, kind: 'expr', value, latex: toLatex(read(value)), words: text(`Minimum value ${value} at ${where}.`, `Valeur minimale ${value} en ${where}.`) };
}

