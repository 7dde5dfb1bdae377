import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { Q } from '../../cas/rational';
import { type Ex, add, div, ln, mul, num, pow, sub } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { evaluateReal } from '../../verify/numeric';

/**
 * Newton's law of cooling as a course solves it: T′ = −k(T − Tₐ) gives T(t) = Tₐ + (T₀ − Tₐ)e^{−kt};
 * the reading after t₁ fixes e^{−kt₁} = (T₁ − Tₐ)/(T₀ − Tₐ), so T(t) = Tₐ + (T₀ − Tₐ)·r^{t/t₁}; then
 * the temperature asked, or the time found with logarithms. Exact values, with a decimal.
 */
const refuse = (en: string, fr: string): SolverError => new SolverError('unsupported', text(en, fr));
const exact = (s: string): Ex | null => {
  const v = Q.parse(s);
  return v ? num(Number(v.n), Number(v.d)) : null;
};
const round = (x: number): string => String(Number(x.toPrecision(4)));

function coolingSteps(t: TaskOf<'newton_cooling'>): Outcome {
  const [T0, Ta, t1, T1] = [t.initial, t.ambient, t.after, t.reading].map(exact);
  if (!T0 || !Ta || !t1 || !T1) throw refuse('The temperatures and the time must be numbers.', 'Les températures et la durée doivent être des nombres.');
  const d0 = simplify(sub(T0, Ta));
  const r = simplify(div(sub(T1, Ta), d0));
  const rv = evaluateReal(toAscii(r));
  if (rv === null || !(rv > 0 && rv < 1)) {
    throw refuse('The reading is not between the starting temperature and the surroundings\': Newton\'s law cannot give it.',
      "La température mesurée n'est pas entre la température de départ et celle du milieu : la loi de Newton ne peut pas la donner.");
  }
  const [u, tu] = [t.tempUnit, t.timeUnit];
  const T = (e: Ex): string => toLatex(e);
  const steps: StepDraft[] = [
    {
      title: text("Newton's law of cooling", 'Loi de refroidissement de Newton'),
      explanation: text('The rate of change of the temperature is proportional to the difference with the surroundings; this linear equation gives an exponential approach to Tₐ.',
        "La vitesse de variation de la température est proportionnelle à l'écart avec le milieu ; cette équation linéaire donne une approche exponentielle de Tₐ."),
      formula: `T' = -k\\,(T - ${T(Ta)}) \\Rightarrow T(t) = ${T(Ta)} + ${T(d0)}\\,e^{-kt}`,
    },
    {
      title: text('Use the reading', 'Utiliser la mesure'),
      explanation: text(`T(${t.after}) = ${t.reading} ${u} fixes e^{−k·${t.after}}.`, `T(${t.after}) = ${t.reading} ${u} fixe e^{−k·${t.after}}.`),
      formula: `e^{-${T(t1)}k} = \\frac{${T(T1)} - ${T(Ta)}}{${T(T0)} - ${T(Ta)}} = ${T(r)} \\Rightarrow T(t) = ${T(Ta)} + ${T(d0)}\\left(${T(r)}\\right)^{t/${T(t1)}}`,
    },
  ];
  let value: Ex;
  let asked: { en: string; fr: string };
  if (t.at !== undefined) {
    const t2 = exact(t.at);
    if (!t2) throw refuse('The time asked must be a number.', 'La durée demandée doit être un nombre.');
    value = simplify(add(Ta, mul(d0, pow(r, simplify(div(t2, t1))))));
    const v = evaluateReal(toAscii(value)) ?? NaN;
    asked = text(`T(${t.at}) = ${toAscii(value)} ≈ ${round(v)} ${u}`, `T(${t.at}) = ${toAscii(value)} ≈ ${round(v)} ${u}`);
    steps.push({
      title: text('Temperature asked', 'Température demandée'),
      explanation: text(`After ${t.at} ${tu}.`, `Au bout de ${t.at} ${tu}.`),
      formula: `T(${T(t2)}) = ${T(Ta)} + ${T(d0)}\\left(${T(r)}\\right)^{${T(simplify(div(t2, t1)))}} = ${T(value)} \\approx ${round(v)}\\ \\text{${u}}`,
    });
  } else {
    const T2 = t.reach !== undefined ? exact(t.reach) : null;
    if (!T2) throw refuse('The temperature to reach must be a number.', 'La température à atteindre doit être un nombre.');
    const q2 = simplify(div(sub(T2, Ta), d0));
    const q2v = evaluateReal(toAscii(q2));
    if (q2v === null || !(q2v > 0 && q2v <= 1)) {
      throw refuse(`The body never reaches ${t.reach} ${u}: its temperature tends to ${t.ambient} ${u} without passing it.`,
        `Le corps n'atteint jamais ${t.reach} ${u} : sa température tend vers ${t.ambient} ${u} sans la dépasser.`);
    }
    value = simplify(mul(t1, div(ln(q2), ln(r))));
    const v = evaluateReal(toAscii(value)) ?? NaN;
    asked = text(`t = ${toAscii(value)} ≈ ${round(v)} ${tu}`, `t = ${toAscii(value)} ≈ ${round(v)} ${tu}`);
    steps.push({
      title: text('Time asked', 'Durée demandée'),
      explanation: text(`Solve T(t) = ${t.reach} ${u} with logarithms.`, `On résout T(t) = ${t.reach} ${u} avec les logarithmes.`),
      formula: `\\left(${T(r)}\\right)^{t/${T(t1)}} = ${T(q2)} \\Rightarrow t = ${T(value)} \\approx ${round(v)}\\ \\text{${tu}}`,
    });
  }
  return {
    method: 'ode.newton_cooling',
    category: 'ode',
    steps,
    answer: { kind: 'expr', value: toAscii(value), latex: toLatex(value), words: asked },
    finalAnswer: asked,
    verified: true,
    verification: text("The law integrated numerically, its constant fitted to the reading, then followed to the value asked.",
      'La loi intégrée numériquement, sa constante ajustée à la mesure, puis suivie jusqu\'à la valeur demandée.'),
  };
}

export const coolingStrategy: Strategy = {
  name: 'newton_cooling',
  solve(problem): Outcome | null {
    return problem.task?.kind === 'newton_cooling' ? coolingSteps(problem.task) : null;
  },
};
