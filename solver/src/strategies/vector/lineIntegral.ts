import { SolverError } from '../../errors';
import { text } from '../../i18n';
import { normalize } from '../../parse/normalize';
import type { SolveContext, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { taskText } from '../../task/text';
import { type Ex, add, mul, substitute } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { expand, simplify } from '../derivative/simplify';
import { definiteIntegralStrategy } from '../integral/definite';
import type { FieldResult } from './potential';

const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const col = (xs: Ex[]): string => `\\begin{pmatrix}${xs.map(toLatex).join('\\\\')}\\end{pmatrix}`;

/**
 * ∫_C F·dr = ∫ₐᵇ F(r(t))·r′(t) dt: the field written along the curve, dotted with the velocity,
 * then an ordinary definite integral in the parameter (done by the definite-integral method).
 */
export function lineIntegral(t: TaskOf<'vector'>, ctx: SolveContext): FieldResult | null {
  if (!t.curve || !t.parameter || !t.bounds) return null;
  if (t.components.length === 1) return arcLengthIntegral(t, ctx);
  if (t.curve.length !== t.components.length) return null;
  const p = t.parameter;
  const r = t.curve.map(read);
  const along = t.components.map((c) => simplify(t.variables.reduce((e, v, k) => substitute(e, v, r[k]), read(c))));
  const velocity = r.map((c) => simplify(derivative(c, p)));
  const integrand = simplify(expand(add(...along.map((c, k) => mul(c, velocity[k])))));
  const [lo, hi] = t.bounds;
  const answer = integrateIn(integrand, p, lo, hi, ctx);
  const steps: StepDraft[] = [{
    title: text('Write the field along the curve', 'Écrire le champ le long de la courbe'),
    explanation: text(`Replace ${t.variables.join(', ')} by the coordinates of r(${p}).`, `On remplace ${t.variables.join(', ')} par les coordonnées de r(${p}).`),
    formula: `\\vec F(\\vec r(${p})) = ${col(along)}`,
  }, {
    title: text('Differentiate the parametrisation', 'Dériver la paramétrisation'),
    explanation: text(`dr = r′(${p}) d${p}.`, `dr = r′(${p}) d${p}.`),
    formula: `\\vec r\\,'(${p}) = ${col(velocity)}`,
  }, {
    title: text('Dot product', 'Produit scalaire'),
    explanation: text(`The line integral becomes an ordinary integral in ${p}.`, `L’intégrale curviligne devient une intégrale ordinaire en ${p}.`),
    formula: `\\int_C \\vec F\\cdot d\\vec r = \\int_{${toLatex(read(lo))}}^{${toLatex(read(hi))}} \\left(${toLatex(integrand)}\\right) d${p} = ${answer.latex}`,
  }];
  return { steps, kind: 'expr', value: answer.value, latex: answer.latex, words: text(`The line integral is ${answer.value}.`, `L’intégrale curviligne vaut ${answer.value}.`) };
}

/** The ordinary integral in the parameter, by the definite-integral method. */
function integrateIn(integrand: Ex, p: string, lo: string, hi: string, ctx: SolveContext): { value: string; latex: string } {
  const task = { kind: 'integrate' as const, integrand: toAscii(integrand), variable: p, bounds: { lo, hi } };
  const o = definiteIntegralStrategy.solve({ ...normalize(taskText(task)), task }, ctx);
  if (!o?.answer || o.answer.kind !== 'expr' || /oo/.test(o.answer.value)) {
    throw new SolverError('unsupported', text('No method here computes the integral in the parameter.', 'Aucune méthode ne permet ici de calculer l’intégrale en le paramètre.'));
  }
  return { value: o.answer.value, latex: o.answer.latex };
}

/** ∫_C f ds = ∫ₐᵇ f(r(t)) |r′(t)| dt: the function along the curve times the speed. */
function arcLengthIntegral(t: TaskOf<'vector'>, ctx: SolveContext): FieldResult | null {
  if (!t.curve || !t.parameter || !t.bounds) return null;
  const p = t.parameter;
  const r = t.curve.map(read);
  const along = simplify(t.variables.reduce((e, v, k) => substitute(e, v, r[k]), read(t.components[0])));
  const velocity = r.map((c) => simplify(derivative(c, p)));
  const speed = read(`sqrt(${velocity.map((v) => `(${toAscii(v)})^2`).join(' + ')})`);
  const integrand = simplify(mul(along, speed));
  const [lo, hi] = t.bounds;
  const answer = integrateIn(integrand, p, lo, hi, ctx);
  const steps: StepDraft[] = [{
    title: text('Write the function along the curve', 'Écrire la fonction le long de la courbe'),
    explanation: text(`Replace ${t.variables.join(', ')} by the coordinates of r(${p}).`, `On remplace ${t.variables.join(', ')} par les coordonnées de r(${p}).`),
    formula: `f(\\vec r(${p})) = ${toLatex(along)}`,
  }, {
    title: text('Arc-length element', 'Élément de longueur'),
    explanation: text(`ds = |r′(${p})| d${p}, the speed along the curve.`, `ds = |r′(${p})| d${p}, la vitesse le long de la courbe.`),
    formula: `\\vec r\\,'(${p}) = ${col(velocity)},\\quad |\\vec r\\,'(${p})| = ${toLatex(speed)}`,
  }, {
    title: text('Integrate in the parameter', 'Intégrer en le paramètre'),
    explanation: text(`The line integral becomes an ordinary integral in ${p}.`, `L’intégrale curviligne devient une intégrale ordinaire en ${p}.`),
    formula: `\\int_C f\\,ds = \\int_{${toLatex(read(lo))}}^{${toLatex(read(hi))}} ${toLatex(integrand)}\\,d${p} = ${answer.latex}`,
  }];
  return { steps, kind: 'expr', value: answer.value, latex: answer.latex, words: text(`The line integral is ${answer.value}.`, `L’intégrale curviligne vaut ${answer.value}.`) };
}
