import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
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

type Scheme = NonNullable<TaskOf<'euler_method'>['scheme']> | 'euler';

/** The slopes of one step, from the slope at the start; null where f is not defined. */
type Stages = (f: (x: number, y: number) => number | null, x: number, y: number, h: number) => { ks: number[]; next: number } | null;

/**
 * Each explicit one-step scheme as a course writes it: its name, its rule, the slopes of one step
 * (k₁ at the start of the step, then the ones it leads to) and how they are averaged.
 */
const SCHEMES: Record<Scheme, { name: Text; rule: (u: string, v: string) => string; why: Text; stages: Stages }> = {
  euler: {
    name: text("Euler's method", "Méthode d'Euler"),
    rule: (u, v) => `${u}_{n+1} = ${u}_n + h\\,f(${v}_n, ${u}_n)`,
    why: text('follow the tangent over each step: the slope at the start of the step is f(xₙ, yₙ).', 'on suit la tangente sur chaque pas : la pente au début du pas est f(xₙ, yₙ).'),
    stages: (f, x, y, h) => {
      const k1 = f(x, y);
      return k1 === null ? null : { ks: [k1], next: y + h * k1 };
    },
  },
  heun: {
    name: text('Improved Euler (Heun) method', "Méthode d'Euler améliorée (Heun)"),
    rule: (u, v) => `k_1 = f(${v}_n, ${u}_n),\\ k_2 = f(${v}_n + h, ${u}_n + h k_1),\\ ${u}_{n+1} = ${u}_n + \\tfrac{h}{2}(k_1 + k_2)`,
    why: text("a step of Euler's method predicts the end of the step; the mean of the slopes at both ends corrects it.", "un pas d'Euler prédit la fin du pas ; la moyenne des pentes aux deux bouts le corrige."),
    stages: (f, x, y, h) => {
      const k1 = f(x, y);
      const k2 = k1 === null ? null : f(x + h, y + h * k1);
      return k1 === null || k2 === null ? null : { ks: [k1, k2], next: y + (h / 2) * (k1 + k2) };
    },
  },
  midpoint: {
    name: text('Midpoint method', 'Méthode du point milieu'),
    rule: (u, v) => `k_1 = f(${v}_n, ${u}_n),\\ k_2 = f(${v}_n + \\tfrac{h}{2}, ${u}_n + \\tfrac{h}{2} k_1),\\ ${u}_{n+1} = ${u}_n + h k_2`,
    why: text('half a step of Euler reaches the middle of the step; the slope there carries the whole step.', "un demi-pas d'Euler atteint le milieu du pas ; la pente en ce point sert pour tout le pas."),
    stages: (f, x, y, h) => {
      const k1 = f(x, y);
      const k2 = k1 === null ? null : f(x + h / 2, y + (h / 2) * k1);
      return k1 === null || k2 === null ? null : { ks: [k1, k2], next: y + h * k2 };
    },
  },
  rk4: {
    name: text('Fourth-order Runge–Kutta method (RK4)', "Méthode de Runge-Kutta d'ordre 4 (RK4)"),
    rule: (u, v) => `k_1 = f(${v}_n, ${u}_n),\\ k_2 = f(${v}_n + \\tfrac{h}{2}, ${u}_n + \\tfrac{h}{2}k_1),\\ k_3 = f(${v}_n + \\tfrac{h}{2}, ${u}_n + \\tfrac{h}{2}k_2),\\ k_4 = f(${v}_n + h, ${u}_n + h k_3),\\ ${u}_{n+1} = ${u}_n + \\tfrac{h}{6}(k_1 + 2k_2 + 2k_3 + k_4)`,
    why: text('four slopes per step — at the start, twice at the middle, at the end — averaged with weights 1, 2, 2, 1.', 'quatre pentes par pas — au début, deux fois au milieu, à la fin — moyennées avec les poids 1, 2, 2, 1.'),
    stages: (f, x, y, h) => {
      const k1 = f(x, y);
      const k2 = k1 === null ? null : f(x + h / 2, y + (h / 2) * k1);
      const k3 = k2 === null ? null : f(x + h / 2, y + (h / 2) * k2);
      const k4 = k3 === null ? null : f(x + h, y + h * k3);
      return k1 === null || k2 === null || k3 === null || k4 === null ? null : { ks: [k1, k2, k3, k4], next: y + (h / 6) * (k1 + 2 * k2 + 2 * k3 + k4) };
    },
  },
};

/**
 * The scheme as a course writes it: y_{n+1} from y_n by the scheme's slopes, from the starting
 * point, one row of the table per step, until the point asked; the last y is the approximation.
 */
function eulerSteps(t: TaskOf<'euler_method'>): Outcome {
  const scheme = SCHEMES[t.scheme ?? 'euler'];
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
    throw refuse(`That is ${n} steps, more than the ${MAX_STEPS} we write out: take a larger step.`,
      `Cela fait ${n} pas, plus que les ${MAX_STEPS} que nous détaillons : prenez un pas plus grand.`);
  }
  const [u, v] = [t.unknown, t.variable];
  const slope = (x: number, y: number): number | null => {
    const f = evaluateReal(t.slope, { [v]: x, [u]: y });
    return f === null || !Number.isFinite(f) ? null : f;
  };
  const rows: string[][] = [];
  let [x, y] = [x0, y0];
  let slopes = 1;
  for (let k = 0; k < n; k++) {
    const stage = scheme.stages(slope, x, y, h);
    if (stage === null) {
      throw refuse(`The slope f is not defined on step ${k + 1} (from ${v} = ${eulerNumber(x)}, ${u} = ${eulerNumber(y)}): the method stops there.`,
        `La pente f n'est pas définie au pas ${k + 1} (depuis ${v} = ${eulerNumber(x)}, ${u} = ${eulerNumber(y)}) : la méthode s'arrête là.`);
    }
    slopes = stage.ks.length;
    rows.push([String(k), tex(x), tex(y), ...stage.ks.map(tex), tex(stage.next)]);
    // x from the start each time: adding h n times would pile up round-off (0.30000000000000004)
    [x, y] = [x0 + (k + 1) * h, stage.next];
  }
  const fTex = toLatex(fromMathJson(parseCalc(t.slope)));
  const value = eulerNumber(y);
  const asked = `${u}(${eulerNumber(target)})`;
  const header = slopes === 1 ? [`f(${v}_n, ${u}_n)`] : Array.from({ length: slopes }, (_, k) => `k_${k + 1}`);
  const steps: StepDraft[] = [
    {
      title: scheme.name,
      explanation: text(
        `From ${u}(${t.x0}) = ${t.y0}, in steps of length h = ${t.step}: ${scheme.why.en}`,
        `À partir de ${u}(${t.x0}) = ${t.y0}, par pas de longueur h = ${t.step} : ${scheme.why.fr}`,
      ),
      formula: `${scheme.rule(u, v)},\\quad ${v}_{n+1} = ${v}_n + h,\\quad f(${v}, ${u}) = ${fTex}`,
    },
    {
      title: text('Number of steps', 'Nombre de pas'),
      explanation: text(`From ${v} = ${t.x0} to ${v} = ${t.target} with h = ${t.step}.`, `De ${v} = ${t.x0} à ${v} = ${t.target} avec h = ${t.step}.`),
      formula: `n = \\frac{${tex(target)} - ${tex(x0)}}{${tex(h)}} = ${n}`,
    },
    {
      title: text('Steps', 'Itérations'),
      explanation: slopes === 1
        ? text(`Each row: ${u}ₙ₊₁ = ${u}ₙ + h·f(${v}ₙ, ${u}ₙ).`, `Chaque ligne : ${u}ₙ₊₁ = ${u}ₙ + h·f(${v}ₙ, ${u}ₙ).`)
        : text(`Each row: the slopes of the step, then ${u}ₙ₊₁ by the rule above.`, `Chaque ligne : les pentes du pas, puis ${u}ₙ₊₁ par la règle ci-dessus.`),
      table: { header: ['n', `${v}_n`, `${u}_n`, ...header, `${u}_{n+1}`], rows },
    },
    {
      title: text('Approximation', 'Valeur approchée'),
      explanation: text(`After ${n} step${n > 1 ? 's' : ''}, ${v} = ${t.target}.`, `Après ${n} pas, ${v} = ${t.target}.`),
      formula: `${u}(${tex(target)}) \\approx ${tex(y)}`,
    },
  ];
  return {
    method: `ode.${t.scheme ?? 'euler'}_method`,
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
