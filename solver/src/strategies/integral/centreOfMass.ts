import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { div } from '../derivative/expr';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import { parseAscii } from './coordinates';
import { multipleIntegralStrategy } from './multiple';

/**
 * The centre of mass of a lamina or a solid as a course computes it: the mass M = ∬ ρ dA, the first
 * moments M_y = ∬ xρ dA and M_x = ∬ yρ dA (and ∭ zρ dV), each by the multiple-integral method with
 * its own steps, then x̄ = M_y/M, ȳ = M_x/M (z̄).
 */
const tex = (ascii: string): string => toLatex(parseAscii(ascii));

export const centreOfMassStrategy: Strategy = {
  name: 'integral.centre_of_mass',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'multiple' || !t.centreOfMass) return null;
    const rho = t.integrand;
    const solid = t.bounds.length === 3;
    const axes = solid ? ['x', 'y', 'z'] : ['x', 'y'];
    const integral = (weight: string): Outcome | null => {
      const sub: TaskOf<'multiple'> = { ...t, centreOfMass: undefined, withMass: undefined, integrand: weight === '1' ? rho : `${weight}*(${rho})` };
      return multipleIntegralStrategy.solve({ ...problem, task: sub }, ctx);
    };
    const mass = integral('1');
    if (!mass?.answer) return null;
    const element = solid ? 'dV' : 'dA';
    const uniform = rho.trim() === '1';
    const steps: StepDraft[] = [{
      title: uniform ? text(solid ? 'Volume' : 'Area', solid ? 'Volume' : 'Aire') : text('Mass', 'Masse'),
      explanation: uniform
        ? text(`With a constant density the centre of mass is the centroid: each coordinate is the mean of that coordinate over the region, its integral divided by the ${solid ? 'volume' : 'area'}.`,
          `Avec une densité constante, le centre de masse est le centre géométrique : chaque coordonnée est la moyenne de cette coordonnée sur le domaine, son intégrale divisée par ${solid ? 'le volume' : "l'aire"}.`)
        : text(`The mass is the integral of the density ρ = ${rho} over the region.`, `La masse est l'intégrale de la densité ρ = ${rho} sur le domaine.`),
      formula: `M = \\${solid ? 'iiint' : 'iint'} ${tex(rho)}\\,${element} = ${mass.answer.latex ?? tex(mass.answer.value)}`,
    }, ...mass.steps];
    const coordinates: string[] = [];
    let verified = mass.verified;
    for (const v of axes) {
      const moment = integral(v);
      if (!moment?.answer) return null;
      verified &&= moment.verified;
      const bar = toAscii(simplify(div(parseAscii(moment.answer.value), parseAscii(mass.answer.value))));
      coordinates.push(bar);
      steps.push({
        title: text(`The first moment for ${v}`, `Le moment statique en ${v}`),
        explanation: text(`Weight the density by ${v} and integrate over the same region.`, `On pondère la densité par ${v} et on intègre sur le même domaine.`),
        formula: `\\${solid ? 'iiint' : 'iint'} ${v}\\,${tex(rho)}\\,${element} = ${moment.answer.latex ?? tex(moment.answer.value)}`,
      }, ...moment.steps, {
        title: text(`Divide by the mass: ${v̄(v)}`, `Diviser par la masse : ${v̄(v)}`),
        explanation: text(`${v̄(v)} is the first moment divided by M.`, `${v̄(v)} est le moment statique divisé par M.`),
        formula: `\\bar{${v}} = \\frac{${moment.answer.latex ?? tex(moment.answer.value)}}{${mass.answer.latex ?? tex(mass.answer.value)}} = ${tex(bar)}`,
      });
    }
    const point = `(${coordinates.join(', ')})`;
    // the mass asked with the centre: answered first, then the coordinates
    const entries = t.withMass ? [mass.answer.value, ...coordinates] : coordinates;
    const m = mass.answer.value;
    return {
      method: 'integral.centre_of_mass',
      category: 'multiple_integral',
      steps,
      answer: { kind: 'matrix', value: `[${entries.map((c) => `[${c}]`).join(', ')}]`, latex: `\\left(${entries.map(tex).join(',\\ ')}\\right)`, words: t.withMass ? text(`The mass is ${m}; the centre of mass is ${point}.`, `La masse est ${m} ; le centre de masse est ${point}.`) : text(`The centre of mass is ${point}.`, `Le centre de masse est ${point}.`) },
      finalAnswer: t.withMass ? text(`Mass: ${m}; centre of mass: ${point}`, `Masse : ${m} ; centre de masse : ${point}`) : text(`Centre of mass: ${point}`, `Centre de masse : ${point}`),
      verified,
      verification: text('Each coordinate compared with the ratio of two nested Gauss–Legendre quadratures over the region.',
        'Chaque coordonnée comparée au quotient de deux quadratures de Gauss–Legendre imbriquées sur le domaine.'),
    };
  },
};

/** x̄, ȳ, z̄ as written in the steps. */
function v̄(v: string): string {
  return `${v}\u0304`;
}
