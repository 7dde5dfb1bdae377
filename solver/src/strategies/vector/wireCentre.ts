import { text } from '../../i18n';
import type { SolveContext, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { div } from '../derivative/expr';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import { lineIntegral } from './lineIntegral';
import type { FieldResult } from './potential';

/**
 * The centre of mass of a wire along a curve as a course computes it: the mass M = ∫_C ρ ds, the
 * first moments ∫_C xρ ds, ∫_C yρ ds (∫_C zρ ds), each by the arc-length integral with its own
 * steps, then x̄ = ∫_C xρ ds / M and so on.
 */
const read = (s: string) => simplify(fromMathJson(parseCalc(s)));
const tex = (s: string): string => toLatex(read(s));

export function wireCentre(t: TaskOf<'vector'>, ctx: SolveContext): FieldResult | null {
  if (!t.curve || !t.parameter || !t.bounds || t.components.length !== 1) return null;
  const rho = t.components[0];
  const along = (weight: string): FieldResult | null => lineIntegral({ ...t, wireCentre: undefined, components: [weight === '1' ? rho : `${weight}*(${rho})`] }, ctx);
  const mass = along('1');
  if (!mass) return null;
  const uniform = rho.trim() === '1';
  const steps: StepDraft[] = [{
    title: uniform ? text('Length of the wire', 'Longueur du fil') : text('Mass of the wire', 'Masse du fil'),
    explanation: uniform
      ? text('With a constant density the centre of mass is the centroid of the curve: each coordinate is its integral with respect to arc length divided by the length.',
        "Avec une densité constante, le centre de masse est le centre géométrique de la courbe : chaque coordonnée est son intégrale par rapport à l'abscisse curviligne divisée par la longueur.")
      : text(`The mass is the integral of the density ρ = ${rho} with respect to arc length.`, `La masse est l'intégrale de la densité ρ = ${rho} par rapport à l'abscisse curviligne.`),
    formula: `M = \\int_C ${tex(rho)}\\,ds = ${mass.latex}`,
  }, ...mass.steps];
  const coordinates: string[] = [];
  for (const v of t.variables.slice(0, t.curve.length)) {
    const moment = along(v);
    if (!moment) return null;
    const bar = toAscii(simplify(div(read(moment.value), read(mass.value))));
    coordinates.push(bar);
    steps.push({
      title: text(`The first moment for ${v}`, `Le moment statique en ${v}`),
      explanation: text(`Weight the density by ${v} and integrate along the wire.`, `On pondère la densité par ${v} et on intègre le long du fil.`),
      formula: `\\int_C ${v}\\,${tex(rho)}\\,ds = ${moment.latex}`,
    }, ...moment.steps, {
      title: text(`Divide by the mass: ${v}\u0304`, `Diviser par la masse : ${v}\u0304`),
      explanation: text(`${v}\u0304 is the first moment divided by M.`, `${v}\u0304 est le moment statique divisé par M.`),
      formula: `\\bar{${v}} = \\frac{${moment.latex}}{${mass.latex}} = ${tex(bar)}`,
    });
  }
  const point = `(${coordinates.join(', ')})`;
  const entries = t.wireCentre?.withMass ? [mass.value, ...coordinates] : coordinates;
  return {
    steps,
    kind: 'matrix',
    value: `[${entries.map((c) => `[${c}]`).join(', ')}]`,
    latex: `\\left(${entries.map(tex).join(',\\ ')}\\right)`,
    words: t.wireCentre?.withMass
      ? text(`The mass is ${mass.value}; the centre of mass is ${point}.`, `La masse est ${mass.value} ; le centre de masse est ${point}.`)
      : text(`The centre of mass of the wire is ${point}.`, `Le centre de masse du fil est ${point}.`),
  };
}

/**
 * The moment of inertia of a uniform wire of mass M: its density is M over its length ∫ds, the
 * moment that density times ∫d² ds, the squared distance d² to the axis integrated along the wire.
 */
export function wireInertia(t: TaskOf<'vector'>, ctx: SolveContext): FieldResult | null {
  if (!t.curve || !t.parameter || !t.bounds || t.components.length !== 1 || !t.wireInertia) return null;
  const mass = t.wireInertia.mass;
  const along = (f: string): FieldResult | null => lineIntegral({ ...t, wireInertia: undefined, components: [f] }, ctx);
  const length = along('1');
  const second = along(t.components[0]);
  if (!length || !second) return null;
  const value = toAscii(simplify(div(read(`(${mass})*(${second.value})`), read(length.value))));
  const steps: StepDraft[] = [{
    title: text('Length of the wire', 'Longueur du fil'),
    explanation: text(`The wire is uniform: its linear density is its mass ${mass} divided by its length.`, `Le fil est homogène : sa masse linéique est sa masse ${mass} divisée par sa longueur.`),
    formula: `L = \\int_C ds = ${length.latex}, \\quad \\lambda = \\frac{${tex(mass)}}{${length.latex}}`,
  }, ...length.steps, {
    title: text('The squared distance to the axis', "Le carré de la distance à l'axe"),
    explanation: text(`Integrate the squared distance to the axis, ${t.components[0]}, along the wire.`, `On intègre le carré de la distance à l'axe, ${t.components[0]}, le long du fil.`),
    formula: `\\int_C ${tex(t.components[0])}\\,ds = ${second.latex}`,
  }, ...second.steps, {
    title: text('Moment of inertia', "Moment d'inertie"),
    explanation: text('Multiply by the linear density.', 'On multiplie par la masse linéique.'),
    formula: `I = \\lambda \\int_C ${tex(t.components[0])}\\,ds = ${tex(value)}`,
  }];
  return { steps, kind: 'expr', value, latex: tex(value), words: text(`The moment of inertia is ${value}.`, `Le moment d'inertie vaut ${value}.`) };
}
