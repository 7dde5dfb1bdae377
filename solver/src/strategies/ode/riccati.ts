import type { StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { SolverError } from '../../errors';
import { evaluateReal } from '../../verify/numeric';
import { type Ex, ONE, ZERO, add, dependsOn, div, mul, neg, num, substitute } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import type { FirstOrderSolution } from './firstOrder';
import { linearLatex } from './print';

const Y = 'y';

/** v' + P·v = Q solved in v, with its steps. */
type LinearSolver = (P: Ex, Q: Ex) => { v: Ex; steps: StepDraft[] } | null;

/**
 * y' = q₀(x) + q₁(x)·y + q₂(x)·y² with a known solution y₁: y = y₁ + 1/v gives the linear equation
 * v' + (q₁ + 2q₂y₁)·v = −q₂. Null when the slope is not quadratic in y; a refusal when y₁ is no
 * solution (the problem's data disagree, and nothing can be built on it).
 */
export function riccati(f: Ex, x: string, given: string, solveLinear: LinearSolver): FirstOrderSolution | null {
  const fy = simplify(derivative(f, Y));
  const q2 = simplify(div(derivative(fy, Y), num(2)));
  if (dependsOn(q2, Y) || (q2.t === 'num' && q2.p === 0)) return null;
  const q1 = simplify(substitute(fy, Y, ZERO));
  const y1 = simplify(fromMathJson(parseCalc(given)));
  if (dependsOn(y1, Y)) return null;
  const residual = toAscii(simplify(add(derivative(y1, x), neg(substitute(f, Y, y1)))));
  for (const a of [0.7, 1.3, 2.2]) {
    const r = evaluateReal(residual, { [x]: a });
    if (r === null || Math.abs(r) > 1e-9) {
      throw new SolverError('unsupported', text(
        `The function given, y₁ = ${toAscii(y1)}, does not satisfy the equation: check the equation or the solution given.`,
        `La fonction donnée, y₁ = ${toAscii(y1)}, ne vérifie pas l'équation : vérifiez l'équation ou la solution donnée.`,
      ));
    }
  }
  const P = simplify(add(q1, mul(num(2), q2, y1)));
  const Q = simplify(neg(q2));
  const lin = solveLinear(P, Q);
  if (!lin) return null;
  const y = simplify(add(y1, div(ONE, lin.v)));
  const steps: StepDraft[] = [{
    title: text('Riccati equation', 'Équation de Riccati'),
    explanation: text(
      `The slope is quadratic in y, y' = q₀ + q₁y + q₂y², and y₁ = ${toAscii(y1)} is a solution: put y = y₁ + 1/v; the terms without v cancel and v' + (q₁ + 2q₂y₁)v = −q₂ is linear.`,
      `La pente est du second degré en y, y' = q₀ + q₁y + q₂y², et y₁ = ${toAscii(y1)} est solution : on pose y = y₁ + 1/v ; les termes sans v s'éliminent et v' + (q₁ + 2q₂y₁)v = −q₂ est linéaire.`,
    ),
    formula: `y = ${toLatex(y1)} + \\frac{1}{v} \\Rightarrow ${linearLatex([P, ONE], 'v')} = ${toLatex(Q)}`,
  }, ...lin.steps, {
    title: text('Back to y', 'Revenir à y'),
    explanation: text('y = y₁ + 1/v.', 'y = y₁ + 1/v.'),
    formula: `y = ${toLatex(y)}`,
  }];
  return { y, steps, method: 'ode.riccati' };
}

