import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { verifyLinearSystem, type SystemClaim } from '../../verify/linalg';
import { isConstant, sortVariables } from './linearForm';
import { cleanLinearText } from './linearParse';
import { recognizeLinearSystem } from './systemRecognize';
import { casesLatex, equationLatex, presentSolution, solveByRref, toStandard, type SystemSolution } from './systemSolution';
import { twoByTwoSteps } from './systemTwoByTwo';
import { gaussSteps } from './systemGauss';
import { toLatex as matLatex } from './matrix';
import { countAnswer } from './solutionCount';
import { leastSquaresSolution } from './matrixSolve';
import { Q } from '../../cas/rational';

/**
 * Systems of linear equations: substitution or elimination for two unknowns, Gaussian
 * elimination on the augmented matrix otherwise; exact rationals throughout; no solution and
 * infinitely many solutions (a parametric answer) handled.
 */
/** The letters that name unknowns in a system; others (a, b, k, m …) are read as parameters. */
const UNKNOWNS = ['x', 'y', 'z', 'w', 't', 'u', 'v'];

export const linearSystemStrategy: Strategy = {
  name: 'linear-system',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const rec = recognizeLinearSystem(problem.raw);
    if (!rec) return null;
    const sorted = sortVariables(rec.equations.flatMap((e) => [...e.form.coeffs].filter(([, c]) => !c.isZero()).map(([v]) => v)));
    // the unknowns the task names come first, so elimination keeps the other letters free
    const asked = problem.task?.kind === 'solve' ? problem.task.unknowns.filter((u) => sorted.includes(u)) : [];
    // every letter asked is no choice of the student's: the textbook order (x, y, z, t) keeps the last ones free
    const vars = asked.length === sorted.length ? sorted : [...asked, ...sorted.filter((v) => !asked.includes(v))];
    if (vars.length > 12 || rec.equations.length > 12) return null;
    // x + y = a, x − y = b: as many equations as usual unknowns, the other letters are parameters;
    // solving for every letter would answer another question
    const usual = vars.filter((v) => UNKNOWNS.includes(v));
    if (vars.length > rec.equations.length && usual.length === rec.equations.length && usual.length < vars.length) {
      throw new SolverError('unsupported', text(
        'Systems with parameters (letters other than the unknowns) are not supported yet.',
        "Les systèmes avec paramètres (des lettres autres que les inconnues) ne sont pas encore pris en charge.",
      ));
    }
    const sys = toStandard(rec.equations, vars);
    if (rec.leastSquares) return leastSquaresOutcome(sys, vars);
    const { solution } = solveByRref(sys);

    const steps: StepDraft[] = [];
    const moved = rec.equations.some((e) => !isConstant(e.rhs) || !e.lhs.constant.isZero());
    steps.push({
      title: moved
        ? text('Write the system in standard form', 'Écrire le système sous forme standard')
        : text('Write the system', 'Écrire le système'),
      explanation: moved
        ? text(
            'Gather the unknowns on the left and the numbers on the right of each equation, and number the equations.',
            'Dans chaque équation, on regroupe les inconnues à gauche et les nombres à droite, et on numérote les équations.',
          )
        : text(
            `${rec.equations.length} linear equations in ${vars.length} unknowns (${vars.join(', ')}); number them to refer to them.`,
            `${rec.equations.length} équations linéaires à ${vars.length} inconnues (${vars.join(', ')}) ; on les numérote pour s'y référer.`,
          ),
      formula: casesLatex(sys.a.map((r, i) => `${equationLatex(r, vars, sys.b[i])} \\quad (${i + 1})`)),
    });

    let method: string;
    if (vars.length === 2 && rec.equations.length === 2) {
      const two = twoByTwoSteps(sys);
      method = `linear_system.${two.method}`;
      steps.push(...two.steps);
    } else {
      method = 'linear_system.gauss';
      steps.push(...gaussSteps(sys, () => ctx.checkTime()));
    }

    const present = presentSolution(solution, vars);
    const verified = verifyLinearSystem(
      rec.equations.map((e) => {
        const [lhs, rhs] = cleanLinearText(e.source).split('=');
        return { lhs, rhs };
      }),
      vars,
      claimOf(solution, vars),
    );
    steps.push(conclusionStep(solution, present.answer.latex));
    const counted = rec.count ? countAnswer(solution, rec.count.choice) : null;
    if (counted) steps.push(counted.step);
    return {
      method,
      category: 'linear_system',
      steps,
      answer: counted?.answer ?? present.answer,
      finalAnswer: counted?.finalAnswer ?? present.finalAnswer,
      verified,
      verification: verified ? verificationText(solution) : undefined,
    };
  },
};

/** The least-squares solution of a system written out: the normal equations of its matrix, the unknowns named. */
function leastSquaresOutcome(sys: ReturnType<typeof toStandard>, vars: string[]): Outcome {
  const ls = leastSquaresSolution(sys.a, sys.b.map((q) => [q]));
  const present = presentSolution({ kind: 'unique', values: new Map(vars.map((v, i) => [v, ls.x[i]?.[0] ?? Q.ZERO])) }, vars);
  return {
    method: 'linear_system.least_squares',
    category: 'linear_system',
    steps: [
      {
        title: text('Write the system as Ax = b', 'Écrire le système sous la forme Ax = b'),
        explanation: text(`One row of A per equation, one column per unknown (${vars.join(', ')}).`, `Une ligne de A par équation, une colonne par inconnue (${vars.join(', ')}).`),
        formula: `A = ${matLatex(sys.a)},\\quad b = ${matLatex(sys.b.map((q) => [q]))}`,
      },
      ...ls.steps,
    ],
    answer: present.answer,
    finalAnswer: present.finalAnswer,
    verified: ls.verified,
    verification: ls.verified ? ls.verification : undefined,
  };
}

function claimOf(sol: SystemSolution, vars: string[]): SystemClaim {
  if (sol.kind === 'none') return { kind: 'none' };
  if (sol.kind === 'unique') return { kind: 'unique', values: vars.map((v) => sol.values.get(v)?.toNumber() ?? NaN) };
  return {
    kind: 'infinite',
    free: sol.free,
    leading: (fv) => {
      const out: Record<string, number> = {};
      for (const [v, f] of sol.leading) {
        let s = f.constant.toNumber();
        // a form may keep a zero coefficient on a leading unknown, which has no sampled value
        for (const [w, c] of f.coeffs) if (!c.isZero()) s += c.toNumber() * (fv[w] ?? NaN);
        out[v] = s;
      }
      return out;
    },
  };
}

function conclusionStep(sol: SystemSolution, latex: string): StepDraft {
  if (sol.kind === 'none') {
    return {
      title: text('Conclusion', 'Conclusion'),
      explanation: text('The system has no solution.', "Le système n'a pas de solution."),
      formula: 'S = \\varnothing',
    };
  }
  if (sol.kind === 'unique') {
    return {
      title: text('Solution', 'Solution'),
      explanation: text(
        'The system has exactly one solution; substituting it into every equation makes each one true.',
        'Le système a une unique solution ; en la remplaçant dans chaque équation, chacune est vérifiée.',
      ),
      formula: latex,
    };
  }
  return {
    title: text('Solution set', 'Ensemble des solutions'),
    explanation: text(
      'Infinitely many solutions: the free unknowns are parameters and the others follow from them.',
      'Une infinité de solutions : les inconnues libres sont des paramètres et les autres s’en déduisent.',
    ),
    formula: latex,
  };
}

function verificationText(sol: SystemSolution) {
  if (sol.kind === 'none') {
    return text(
      'Checked numerically: the coefficient matrix has a smaller rank than the augmented matrix, so the equations are incompatible.',
      'Vérifié numériquement : la matrice des coefficients est de rang inférieur à la matrice augmentée, les équations sont donc incompatibles.',
    );
  }
  if (sol.kind === 'unique') {
    return text(
      'Checked: the values satisfy every equation, and the coefficient matrix has full rank, so the solution is unique.',
      'Vérifié : les valeurs satisfont chaque équation, et la matrice des coefficients est de rang maximal, donc la solution est unique.',
    );
  }
  return text(
    'Checked: the parametric solution satisfies every equation for sample values of the parameters, with the right number of parameters.',
    'Vérifié : la solution paramétrée satisfait chaque équation pour des valeurs test des paramètres, avec le bon nombre de paramètres.',
  );
}
