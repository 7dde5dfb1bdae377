import { SolverError } from '../../errors';
import { text } from '../../i18n';
import { normalize } from '../../parse/normalize';
import type { Outcome, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { taskText } from '../../task/text';
import { div } from '../derivative/expr';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import { parseAscii } from './coordinates';
import { definiteIntegralStrategy } from './definite';

/**
 * The mass of a rod, ∫₀ᴸ λ(x) dx, or its centre of mass x̄ = ∫₀ᴸ xλ(x) dx / ∫₀ᴸ λ(x) dx: each
 * integral by the definite-integral method with its own steps, the mass said with its unit.
 */
export const rodDensityStrategy: Strategy = {
  name: 'integral.rod',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'integrate' || !t.rod || !t.bounds) return null;
    const integral = (integrand: string): Outcome | null => {
      const sub: TaskOf<'integrate'> = { ...t, rod: undefined, integrand };
      return definiteIntegralStrategy.solve({ ...normalize(taskText(sub)), task: sub }, ctx);
    };
    if (t.rod.asks === 'inertia') return rodInertia(t, t.bounds, integral);
    const mass = integral(t.integrand);
    // never left to another method, which would answer the integral of the density for its centre
    if (!mass?.answer) throw new SolverError('unsupported', { en: 'We could not integrate this linear density along the rod.', fr: "Nous n'avons pas pu intégrer cette masse linéique le long de la tige." });
    const m = mass.answer.value;
    const x = t.variable;
    const massStep = {
      title: text('Mass', 'Masse'),
      explanation: text(`The mass is the integral of the linear density λ = ${t.integrand} along the rod, from ${x} = ${t.bounds.lo} to ${x} = ${t.bounds.hi}.`,
        `La masse est l'intégrale de la masse linéique λ = ${t.integrand} le long de la tige, de ${x} = ${t.bounds.lo} à ${x} = ${t.bounds.hi}.`),
      formula: `M = \\int_{${t.bounds.lo}}^{${t.bounds.hi}} \\lambda(${x})\\,d${x} = ${mass.answer.latex ?? m}`,
    };
    if (t.rod.asks === 'mass') {
      const unit = t.rod.unit ? ` ${t.rod.unit}` : '';
      return {
        ...mass,
        method: 'integral.rod',
        steps: [massStep, ...mass.steps],
        answer: { ...mass.answer, words: text(`The mass of the rod is ${m}${unit}.`, `La masse de la tige est ${m}${unit}.`) },
        finalAnswer: text(`M = ${m}${unit}`, `M = ${m}${unit}`),
      };
    }
    const moment = integral(`${x}*(${t.integrand})`);
    if (!moment?.answer) throw new SolverError('unsupported', { en: 'We could not integrate the first moment of this rod.', fr: "Nous n'avons pas pu intégrer le moment statique de cette tige." });
    const bar = toAscii(simplify(div(parseAscii(moment.answer.value), parseAscii(m))));
    return {
      method: 'integral.rod',
      category: mass.category,
      steps: [massStep, ...mass.steps, {
        title: text('The first moment', 'Le moment statique'),
        explanation: text(`Weight the density by ${x} and integrate along the rod.`, `On pondère la masse linéique par ${x} et on intègre le long de la tige.`),
        formula: `\\int_{${t.bounds.lo}}^{${t.bounds.hi}} ${x}\\,\\lambda(${x})\\,d${x} = ${moment.answer.latex ?? moment.answer.value}`,
      }, ...moment.steps, {
        title: text('Divide by the mass', 'Diviser par la masse'),
        explanation: text(`The centre of mass is the first moment divided by M.`, `Le centre de masse est le moment statique divisé par M.`),
        formula: `\\bar{${x}} = \\frac{${moment.answer.latex ?? moment.answer.value}}{${mass.answer.latex ?? m}} = ${toLatex(parseAscii(bar))}`,
      }],
      answer: { kind: 'expr', value: bar, latex: toLatex(parseAscii(bar)), words: text(`The centre of mass is at ${x} = ${bar}.`, `Le centre de masse est en ${x} = ${bar}.`) },
      finalAnswer: text(`x̄ = ${bar}`, `x̄ = ${bar}`),
      verified: mass.verified && moment.verified,
      verification: text('The mass and the first moment each compared with a quadrature along the rod.', 'La masse et le moment statique comparés chacun à une quadrature le long de la tige.'),
    };
  },
};

/** A rod's moment of inertia about the axis through x = 0 perpendicular to it: ∫ x²λ(x) dx along the rod. */
function rodInertia(t: TaskOf<'integrate'>, bounds: NonNullable<TaskOf<'integrate'>['bounds']>, integral: (integrand: string) => Outcome | null): Outcome {
  const x = t.variable;
  const second = integral(`${x}^2*(${t.integrand})`);
  if (!second?.answer) throw new SolverError('unsupported', { en: 'We could not integrate the squared distance along this rod.', fr: "Nous n'avons pas pu intégrer le carré de la distance le long de cette tige." });
  const value = second.answer.value;
  return {
    ...second,
    method: 'integral.rod',
    steps: [{
      title: text('Moment of inertia of a rod', "Moment d'inertie d'une tige"),
      explanation: text(`A piece dx of the rod at ${x} has mass λ dx = ${t.integrand} dx and lies at distance |${x}| from the axis: I is the integral of ${x}²λ along the rod, from ${x} = ${bounds.lo} to ${x} = ${bounds.hi}.`,
        `Un élément dx de la tige en ${x} a pour masse λ dx = ${t.integrand} dx et se trouve à la distance |${x}| de l'axe : I est l'intégrale de ${x}²λ le long de la tige, de ${x} = ${bounds.lo} à ${x} = ${bounds.hi}.`),
      formula: `I = \\int_{${toLatex(parseAscii(bounds.lo))}}^{${toLatex(parseAscii(bounds.hi))}} ${x}^2\\,\\lambda\\,d${x} = ${second.answer.latex ?? value}`,
    }, ...second.steps],
    answer: { ...second.answer, words: text(`The moment of inertia of the rod is ${value}.`, `Le moment d'inertie de la tige vaut ${value}.`) },
    finalAnswer: text(`I = ${value}`, `I = ${value}`),
  };
}
