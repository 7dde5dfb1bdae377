import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toLatex } from '../derivative/print';

/** More steps than a table a student would write: the scheme is the same, the page is not. */
const MAX_STEPS = 100;

/** Ten significant digits, trailing zeros dropped: 0.211, 5.46496 (the round-off of 0.1 + 0.2 hidden). */
export const eulerNumber = (x: number): string => String(Number(x.toPrecision(10)));
const tex = (x: number): string => eulerNumber(x).replace(/e([-+]\d+)$/, '\\times 10^{$1}');

const refuse = (en: string, fr: string): SolverError => new SolverError('unsupported', text(en, fr));

/** The number of steps from x₀ to the point asked, when the step divides the distance. */
export function stepCount(x0: number, h: number, target: number): number | null {
  const n = Math.round((target - x0) / h);
  return n >= 1 && Math.abs(x0 + n * h - target) <= 1e-9 * Math.max(1, Math.abs(target)) ? n : null;
}

/**
 * Euler's method as a course writes it: y_{n+1} = y_n + h·f(x_n, y_n) from the starting point, one
 * row of the table per step, until the point asked; the last y is the approximation.
 */
function eulerSteps(t: TaskOf<'euler_method'>): Outcome {
  const [x0, y0, h, target] = [t.x0, t.y0, t.step, t.target].map((v) => evaluateReal(v));
  if (x0 === null || y0 === null || h === null || target === null || h === 0) {
    throw refuse('The starting point, the step and the point asked must be numbers.', 'Le point de départ, le pas et le point demandé doivent être des nombres.');
  }
  const n = stepCount(x0, h, target);
  if (n === null) {
    throw refuse(`The step h = ${t.step} does not lead from ${t.variable} = ${t.x0} to ${t.variable} = ${t.target} in a whole number of steps: check the step and the point asked.`,
      `Le pas h = ${t.step} ne mène pas de ${t.variable} = ${t.x0} à ${t.variable} = ${t.target} en un nombre entier de pas : vérifiez le pas et le point demandé.`);
  }
  if (n > MAX_STEPS) {
    throw refuse(`That is ${n} steps of Euler's method, more than the ${MAX_STEPS} we write out: take a larger step.`,
      `Cela fait ${n} pas de la méthode d'Euler, plus que les ${MAX_STEPS} que nous détaillons : prenez un pas plus grand.`);
  }
  const [u, v] = [t.unknown, t.variable];
  const rows: string[][] = [];
  let [x, y] = [x0, y0];
  for (let k = 0; k < n; k++) {
    const f = evaluateReal(t.slope, { [v]: x, [u]: y });
    if (f === null || !Number.isFinite(f)) {
      throw refuse(`f(${eulerNumber(x)}, ${eulerNumber(y)}) is not defined: Euler's method stops at step ${k}.`,
        `f(${eulerNumber(x)}, ${eulerNumber(y)}) n'est pas définie : la méthode d'Euler s'arrête au pas ${k}.`);
    }
    const next = y + h * f;
    rows.push([String(k), tex(x), tex(y), tex(f), tex(next)]);
    // x from the start each time: adding h n times would pile up round-off (0.30000000000000004)
    [x, y] = [x0 + (k + 1) * h, next];
  }
  const fTex = toLatex(fromMathJson(parseCalc(t.slope)));
  const value = eulerNumber(y);
  const asked = `${u}(${eulerNumber(target)})`;
  const steps: StepDraft[] = [
    {
      title: text("Euler's method", "Méthode d'Euler"),
      explanation: text(
        `From ${u}(${t.x0}) = ${t.y0}, follow the tangent over each step of length h = ${t.step}: the slope at the start of the step is f(${v}ₙ, ${u}ₙ).`,
        `À partir de ${u}(${t.x0}) = ${t.y0}, on suit la tangente sur chaque pas de longueur h = ${t.step} : la pente au début du pas est f(${v}ₙ, ${u}ₙ).`,
      ),
      formula: `${u}_{n+1} = ${u}_n + h\\,f(${v}_n, ${u}_n),\\quad ${v}_{n+1} = ${v}_n + h,\\quad f(${v}, ${u}) = ${fTex}`,
    },
    {
      title: text('Number of steps', 'Nombre de pas'),
      explanation: text(`From ${v} = ${t.x0} to ${v} = ${t.target} with h = ${t.step}.`, `De ${v} = ${t.x0} à ${v} = ${t.target} avec h = ${t.step}.`),
      formula: `n = \\frac{${tex(target)} - ${tex(x0)}}{${tex(h)}} = ${n}`,
    },
    {
      title: text('Steps', 'Itérations'),
      explanation: text(`Each row: ${u}ₙ₊₁ = ${u}ₙ + h·f(${v}ₙ, ${u}ₙ).`, `Chaque ligne : ${u}ₙ₊₁ = ${u}ₙ + h·f(${v}ₙ, ${u}ₙ).`),
      table: { header: ['n', `${v}_n`, `${u}_n`, `f(${v}_n, ${u}_n)`, `${u}_{n+1}`], rows },
    },
    {
      title: text('Approximation', 'Valeur approchée'),
      explanation: text(`After ${n} step${n > 1 ? 's' : ''}, ${v} = ${t.target}.`, `Après ${n} pas, ${v} = ${t.target}.`),
      formula: `${u}(${tex(target)}) \\approx ${tex(y)}`,
    },
  ];
  return {
    method: 'ode.euler_method',
    category: 'ode',
    steps,
    answer: { kind: 'expr', value, latex: tex(y), words: text(`${asked} is approximately ${value}.`, `${asked} vaut environ ${value}.`) },
    finalAnswer: text(`${asked} ≈ ${value}`, `${asked} ≈ ${value}`),
    verified: true,
    verification: text("The steps recomputed from the task's starting point, step and slope.", 'Les pas recalculés à partir du point de départ, du pas et de la pente de la tâche.'),
  };
}

export const eulerMethodStrategy: Strategy = {
  name: 'euler_method',
  solve(problem): Outcome | null {
    return problem.task?.kind === 'euler_method' ? eulerSteps(problem.task) : null;
  },
};
