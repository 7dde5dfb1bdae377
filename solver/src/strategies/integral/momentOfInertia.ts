import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import { parseAscii } from './coordinates';
import { multipleIntegralStrategy } from './multiple';

/**
 * The moment of inertia of a uniform body whose total mass M is given instead of its density: the
 * density is M over the area (volume) found by integrating 1 over the region, and the moment is
 * that density times the integral of the squared distance to the axis — each integral by the
 * multiple-integral method with its own steps, as a course writes ρ = M/V, then I = ρ∭d² dV.
 * The average value of a function over a region is the same quotient with M = 1: ∬f dA / ∬dA.
 */
const tex = (ascii: string): string => toLatex(parseAscii(ascii));

export const momentOfInertiaStrategy: Strategy = {
  name: 'integral.moment_of_inertia',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'multiple' || !(t.totalMass || t.average) || t.centreOfMass) return null;
    const mass = t.totalMass ?? '1';
    const integral = (integrand: string): Outcome | null => multipleIntegralStrategy.solve({ ...problem, task: { ...t, totalMass: undefined, average: undefined, integrand } }, ctx);
    const measure = integral('1');
    const second = integral(t.integrand);
    if (!measure?.answer || !second?.answer) return null;
    const solid = t.bounds.length === 3;
    const sign = solid ? '\\iiint' : '\\iint';
    const element = solid ? 'dV' : 'dA';
    const [V, S] = [measure.answer.value, second.answer.value];
    const rho = toAscii(simplify(parseAscii(`(${mass})/(${V})`)));
    const value = toAscii(simplify(parseAscii(`(${mass})*(${S})/(${V})`)));
    if (t.average) return average(t.integrand, solid, V, S, value, [measure, second]);
    const steps: StepDraft[] = [
      {
        title: solid ? text('Volume', 'Volume') : text('Area', 'Aire'),
        explanation: text(
          `The body is uniform: its density is its mass ${mass} divided by its ${solid ? 'volume' : 'area'}, the integral of 1 over the region.`,
          `Le corps est homogène : sa densité est sa masse ${mass} divisée par ${solid ? 'son volume' : 'son aire'}, l'intégrale de 1 sur le domaine.`,
        ),
        formula: `${solid ? 'V' : 'A'} = ${sign} 1\\,${element} = ${tex(V)}, \\quad \\rho = \\frac{${tex(mass)}}{${tex(V)}} = ${tex(rho)}`,
      },
      ...measure.steps,
      {
        title: text('The squared distance to the axis', "Le carré de la distance à l'axe"),
        explanation: text(
          `The moment of inertia is the density times the integral of the squared distance to the axis, ${t.integrand}, over the body.`,
          `Le moment d'inertie est la densité multipliée par l'intégrale du carré de la distance à l'axe, ${t.integrand}, sur le corps.`,
        ),
        formula: `${sign} ${tex(t.integrand)}\\,${element} = ${tex(S)}`,
      },
      ...second.steps,
      {
        title: text('Moment of inertia', "Moment d'inertie"),
        explanation: text('Multiply by the density.', 'On multiplie par la densité.'),
        formula: `I = \\rho ${sign} ${tex(t.integrand)}\\,${element} = ${tex(rho)} \\cdot ${tex(S)} = ${tex(value)}`,
      },
    ];
    return {
      method: 'integral.moment_of_inertia',
      category: 'multiple_integral',
      steps,
      answer: { kind: 'expr', value, latex: tex(value), words: text(`The moment of inertia is ${value}.`, `Le moment d'inertie vaut ${value}.`) },
      finalAnswer: text(`I = ${value}`, `I = ${value}`),
      verified: measure.verified && second.verified,
      verification: text('Compared with the mass times the quotient of two nested Gauss–Legendre quadratures over the region.',
        'Comparé à la masse multipliée par le quotient de deux quadratures de Gauss–Legendre imbriquées sur le domaine.'),
    };
  },
};

/** The average value: the integral of f over the region divided by its area (volume), each integral with its own steps. */
function average(f: string, solid: boolean, V: string, S: string, value: string, [measure, second]: [Outcome, Outcome]): Outcome {
  const sign = solid ? '\\iiint' : '\\iint';
  const element = solid ? 'dV' : 'dA';
  const steps: StepDraft[] = [
    {
      title: solid ? text('Volume of the region', 'Volume du domaine') : text('Area of the region', 'Aire du domaine'),
      explanation: text(`The ${solid ? 'volume' : 'area'} is the integral of 1 over the region.`, `${solid ? 'Le volume' : 'L’aire'} est l’intégrale de 1 sur le domaine.`),
      formula: `${sign} 1\\,${element} = ${tex(V)}`,
    },
    ...measure.steps,
    {
      title: text('Integral of the function', 'Intégrale de la fonction'),
      explanation: text(`Integrate ${f} over the same region.`, `On intègre ${f} sur le même domaine.`),
      formula: `${sign} ${tex(f)}\\,${element} = ${tex(S)}`,
    },
    ...second.steps,
    {
      title: text('Average value', 'Valeur moyenne'),
      explanation: text(`The average value is the integral divided by the ${solid ? 'volume' : 'area'}.`, `La valeur moyenne est l’intégrale divisée par ${solid ? 'le volume' : 'l’aire'}.`),
      formula: `\\bar f = \\frac{${tex(S)}}{${tex(V)}} = ${tex(value)}`,
    },
  ];
  return {
    method: 'integral.average_over_region',
    category: 'multiple_integral',
    steps,
    answer: { kind: 'expr', value, latex: tex(value), words: text(`The average value is ${value}.`, `La valeur moyenne vaut ${value}.`) },
    finalAnswer: text(`Average value = ${value}`, `Valeur moyenne = ${value}`),
    verified: measure.verified && second.verified,
    verification: text('Compared with the quotient of two nested Gauss–Legendre quadratures over the region.', 'Comparé au quotient de deux quadratures de Gauss–Legendre imbriquées sur le domaine.'),
  };
}
