import { text } from '../../i18n';
import type { SolveContext, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { evaluateReal } from '../../verify/numeric';
import { simplify as casSimplify } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii as casAscii } from '../../format/ascii';
import { polyRoots, solveSystem, type Point } from '../algebra/polynomialSystem';
import { type Ex, num } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { expand, simplify } from '../derivative/simplify';
import { distinctPoints } from './criticalPoints';
import { intervalExtrema } from './intervalExtrema';
import type { FieldResult } from './potential';

/**
 * Absolute extrema of f(x, y) on a closed polygon or disk, as a course finds them: the critical
 * points inside, the critical points of f along each side (one variable) or on the circle (∇f
 * parallel to the radius), and the corners; f compared at every candidate.
 */
const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const d = (e: Ex, v: string): Ex => simplify(derivative(e, v));
const valueAt = (e: Ex, p: [Ex, Ex]): Ex => read(toAscii(e).replace(/(?<![A-Za-z])x(?![A-Za-z])/g, `(${toAscii(p[0])})`).replace(/(?<![A-Za-z])y(?![A-Za-z])/g, `(${toAscii(p[1])})`));
const numeric = (p: [Ex, Ex]): [number, number] | null => {
  const [x, y] = p.map((c) => evaluateReal(toAscii(c)));
  return x === null || y === null ? null : [x, y];
};
const EPS = 1e-9;
const exactAscii = (e: Ex): string => casAscii(casSimplify(parseNode(toAscii(e))));

/** Inside (strictly) the polygon or the disk. */
function inside(t: TaskOf<'vector'>, x: number, y: number): boolean {
  if (t.radius2) return x * x + y * y < (evaluateReal(t.radius2) ?? 0) - EPS;
  const vs = (t.vertices ?? []).map((v) => v.map((c) => evaluateReal(c) ?? NaN));
  // same side of every edge, away from it
  const sides = vs.map((a, k) => {
    const b = vs[(k + 1) % vs.length];
    return (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
  });
  return sides.every((s) => s > EPS) || sides.every((s) => s < -EPS);
}

const pointOf = (p: Point): [Ex, Ex] => [p.get('x') ?? num(0), p.get('y') ?? num(0)];

export function absoluteExtrema(t: TaskOf<'vector'>, f: Ex, ctx: SolveContext): FieldResult | null {
  if (t.interval) return intervalExtrema(t, f, ctx);
  if (t.variables.join() !== 'x,y' || (!t.vertices && !t.radius2)) return null;
  const fx = d(f, 'x');
  const fy = d(f, 'y');
  const interior = solveSystem([fx, fy], ['x', 'y'], ctx);
  if (interior === null) return null;
  const inner = distinctPoints(interior, ['x', 'y']).map(pointOf).filter((p) => {
    const n = numeric(p);
    return n !== null && inside(t, n[0], n[1]);
  });
  const boundary: Array<[Ex, Ex]> = [];
  const boundarySteps: string[] = [];
  if (t.vertices) {
    const vs = t.vertices.map((v) => [read(v[0]), read(v[1])] as [Ex, Ex]);
    for (const [k, a] of vs.entries()) {
      const b = vs[(k + 1) % vs.length];
      const along = (s: string): string => `(${toAscii(a[0])}) + (${s})*((${toAscii(b[0])}) - (${toAscii(a[0])}))`;
      const alongY = (s: string): string => `(${toAscii(a[1])}) + (${s})*((${toAscii(b[1])}) - (${toAscii(a[1])}))`;
      const g = read(toAscii(f).replace(/(?<![A-Za-z])x(?![A-Za-z])/g, `(${along('s')})`).replace(/(?<![A-Za-z])y(?![A-Za-z])/g, `(${alongY('s')})`));
      const roots = polyRoots(simplify(expand(d(g, 's'))), 's', ctx);
      const slope = simplify(expand(d(g, 's')));
      if (roots === null && toAscii(slope) !== '0') return null;
      for (const r of roots ?? []) {
        const s = evaluateReal(toAscii(r));
        if (s !== null && s > EPS && s < 1 - EPS) boundary.push([read(along(toAscii(r))), read(alongY(toAscii(r)))]);
      }
      boundary.push(a);
      boundarySteps.push(`(${toLatex(a[0])}, ${toLatex(a[1])}) \\to (${toLatex(b[0])}, ${toLatex(b[1])}):\\ g(s) = ${toLatex(g)}`);
    }
  } else {
    // on x² + y² = R: ∇f parallel to (x, y), i.e. y f_x − x f_y = 0
    const circle = read(`x^2 + y^2 - (${t.radius2})`);
    const parallel = simplify(expand(read(`y*(${toAscii(fx)}) - x*(${toAscii(fy)})`)));
    const onCircle = solveSystem([circle, parallel], ['x', 'y'], ctx);
    if (!onCircle || onCircle.length === 0) return null;
    boundary.push(...distinctPoints(onCircle, ['x', 'y']).map(pointOf));
    boundarySteps.push(`x^2 + y^2 = ${toLatex(read(t.radius2 ?? '0'))},\\quad ${toLatex(parallel)} = 0`);
  }
  const candidates = [...inner, ...boundary];
  const values = candidates.map((p) => read(exactAscii(valueAt(f, p))));
  const nums = values.map((v) => evaluateReal(toAscii(v)));
  if (nums.some((x) => x === null) || candidates.length === 0) return null;
  const ns = nums as number[];
  const [hi, lo] = [Math.max(...ns), Math.min(...ns)];
  const tol = (x: number): number => 1e-9 * Math.max(1, Math.abs(x));
  const shown = (p: [Ex, Ex]): string => `(${exactAscii(p[0])}, ${exactAscii(p[1])})`;
  const where = (target: number): string => [...new Set(candidates.filter((_, k) => Math.abs(ns[k] - target) <= tol(target)).map(shown))].join(', ');
  const best = (target: number): Ex => values[ns.findIndex((x) => Math.abs(x - target) <= tol(target))];
  const [maxV, minV] = [toAscii(best(hi)), toAscii(best(lo))];
  const steps: StepDraft[] = [{
    title: text('Critical points inside', 'Points critiques intérieurs'),
    explanation: text('Solve f_x = 0 and f_y = 0, and keep the points inside the region.', 'On résout f_x = 0 et f_y = 0, et on garde les points intérieurs au domaine.'),
    formula: `${toLatex(fx)} = 0,\\quad ${toLatex(fy)} = 0 \\;\\Rightarrow\\; ${inner.length ? inner.map((p) => `(${toLatex(p[0])}, ${toLatex(p[1])})`).join(',\\ ') : '\\text{—}'}`,
  }, {
    title: text('On the boundary', 'Sur le bord'),
    explanation: t.vertices
      ? text('On each side, f is a function g(s) of one variable, 0 ≤ s ≤ 1: its critical points and the corners are the candidates.', 'Sur chaque côté, f est une fonction g(s) d’une variable, 0 ≤ s ≤ 1 : ses points critiques et les sommets sont les candidats.')
      : text('On the circle, an extremum of f has ∇f parallel to (x, y) (Lagrange multipliers).', 'Sur le cercle, en un extremum de f, ∇f est colinéaire à (x, y) (multiplicateurs de Lagrange).'),
    formula: boundarySteps.join(',\\quad '),
  }, {
    title: text('Compare the values of f', 'Comparer les valeurs de f'),
    explanation: text('The largest value among the candidates is the absolute maximum, the smallest the absolute minimum.', 'La plus grande valeur parmi les candidats est le maximum absolu, la plus petite le minimum absolu.'),
    formula: candidates.map((p, k) => `f(${toLatex(p[0])}, ${toLatex(p[1])}) = ${toLatex(values[k])}`).join(',\\quad '),
  }];
  return {
    steps,
    kind: 'solutions',
    value: `[${minV}, ${maxV}]`,
    latex: `\\max = ${toLatex(best(hi))},\\quad \\min = ${toLatex(best(lo))}`,
    words: text(`Absolute maximum ${maxV} at ${where(hi)}; absolute minimum ${minV} at ${where(lo)}.`, `Maximum absolu ${maxV} en ${where(hi)} ; minimum absolu ${minV} en ${where(lo)}.`),
  };
}
