/**
 * Indefinite integrals: read the integral, find an antiderivative with the rule tree (steps a
 * teacher would write), add + C, and check it by differentiating numerically with mathjs.
 */
import { termOutsideIntegral } from './termOutside';
import type { Outcome, ProblemInput, SolveContext, Strategy, StepDraft } from '../../strategy';
import { SolverError } from '../../errors';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import { antiderivativeMatches } from '../../verify/integral';
import * as X from './sym/expr';
import type { Expr } from './sym/expr';
import { fromMathJson, type MathJson } from './sym/fromMathJson';
import { toAscii, toLatex } from './sym/print';
import { looksLikeIntegral, readIntegral } from './recognize';
import { findAntiderivative } from './antiderivative';
import { intTex, step } from './rules/tex';

/** The letters other than the variable (parameters such as a, b), for the numeric check. */
export function parameters(e: Expr, x: string): string[] {
  const out = new Set<string>();
  const walk = (n: Expr): void => {
    if (n.k === 'sym' && n.name !== x && n.name !== 'pi' && n.name !== 'e') out.add(n.name);
    else if (n.k === 'add' || n.k === 'mul') n.args.forEach(walk);
    else if (n.k === 'pow') {
      walk(n.base);
      walk(n.exp);
    } else if (n.k === 'fn') walk(n.arg);
  };
  walk(e);
  return [...out].sort();
}

/** An integral sign or command whose integrand cannot be read: say so rather than guess. */
export const unreadableIntegral = (): SolverError =>
  new SolverError('parse', text(
    'This looks like an integral, but the function to integrate could not be read. Check the brackets and write it like ∫ x^2 sin(x) dx.',
    "Cela ressemble à une intégrale, mais la fonction à intégrer n'a pas pu être lue. Vérifiez les parenthèses et écrivez-la comme ∫ x^2 sin(x) dx.",
  ));

const NO_METHOD = text(
  'No method found for this integral (it may have no elementary antiderivative).',
  "Aucune méthode trouvée pour cette intégrale (elle n'a peut-être pas de primitive élémentaire).",
);

/**
 * A recognised integral that no method covers: an honest "no answer", returned (not thrown) so
 * that no later, more general strategy misreads the integral sign as a formula.
 */
export function noMethodOutcome(f: Expr | null, x: Expr, category: string): Outcome {
  return {
    method: 'integral.none',
    category,
    steps: [step('No method found', 'Aucune méthode trouvée', NO_METHOD.en, NO_METHOD.fr, f ? intTex(f, x) : undefined)],
    answer: null,
    finalAnswer: NO_METHOD,
    verified: false,
  };
}

export const indefiniteIntegralStrategy: Strategy = {
  name: 'integral.indefinite',
  solve(problem, ctx): Outcome | null {
    // "does it converge?" is answered yes or no, by the convergence method
    if (problem.task?.kind === 'integrate' && problem.task.asks) return null;
    try {
      return solveIndefinite(problem, ctx);
    } catch (e) {
      // a bug in a rule must not hand the integral to a strategy that would misread it
      if (e instanceof SolverError || !looksLikeIntegral(problem.text)) throw e;
      const x = X.sym('x');
      return noMethodOutcome(null, x, 'indefinite_integral');
    }
  },
};

function solveIndefinite(problem: ProblemInput, ctx: SolveContext): Outcome | null {
  const ip = readIntegral(problem.text);
  if (ip === 'unreadable') throw unreadableIntegral();
  if (ip === 'term outside') throw termOutsideIntegral();
  if (!ip || ip.bounds) return null;
  const f = fromMathJson(ip.integrand as MathJson);
  const x = X.sym(ip.variable);
  if (!f) return noMethodOutcome(null, x, 'indefinite_integral');
  const found = findAntiderivative(f, x, ctx);
  if (!found) return noMethodOutcome(f, x, 'indefinite_integral');
  const F = found.F;
  const Fa = toAscii(F);
  const verified = antiderivativeMatches(Fa, toAscii(f), ip.variable, parameters(f, ip.variable));
  const value = `${Fa} + C`;
  const latex = `${toLatex(F)} + C`;
  const steps: StepDraft[] = [...found.steps];
  steps.push(step(
    'Add the constant of integration', "Ajouter la constante d'intégration",
    `Every antiderivative differs from this one by a constant C.${verified ? ` Check: differentiating the result gives back the integrand.` : ''}`,
    `Toutes les primitives diffèrent de celle-ci d'une constante C.${verified ? ' Vérification : en dérivant le résultat, on retrouve l’intégrande.' : ''}`,
    `${intTex(f, x)} = ${latex}`,
  ));
  return {
    method: found.byRules ? 'integral.rules' : 'integral.cas',
    category: 'indefinite_integral',
    steps,
    answer: { kind: 'antiderivative', value, latex, words: asciiToWords(value) },
    finalAnswer: text(`∫ ${toAscii(f)} d${ip.variable} = ${value}`, `∫ ${toAscii(f)} d${ip.variable} = ${value}`),
    verified,
    verification: verified
      ? text('The derivative of the answer, computed numerically, matches the integrand at several points.',
        "La dérivée de la réponse, calculée numériquement, coïncide avec l'intégrande en plusieurs points.")
      : text('The numeric check of the derivative could not confirm this answer.',
        "La vérification numérique de la dérivée n'a pas pu confirmer cette réponse."),
  };
}
