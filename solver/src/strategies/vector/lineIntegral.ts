import { SolverError } from '../../errors';
import { text } from '../../i18n';
import { normalize } from '../../parse/normalize';
import type { SolveContext, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { taskText } from '../../task/text';
import { type Ex, add, mul, num, pow, sqrt, substitute, sym } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { expand, simplify } from '../derivative/simplify';
import { pythagorean } from '../derivative/pythagorean';
import { evaluateReal } from '../../verify/numeric';
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
  if (t.gradientOf) return gradientTheorem(t, t.gradientOf);
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
  // any path asked: the field is conservative, so the segment gives the value of every path
  if (t.anyPath) {
    steps.unshift({
      title: text('Independence of path', 'Indépendance du chemin'),
      explanation: text(
        'The field is conservative (its curl is zero), so its line integral is the same along every path between the two points: take the segment.',
        'Le champ est conservatif (son rotationnel est nul) : son intégrale curviligne est la même le long de tout chemin entre les deux points ; on prend le segment.',
      ),
      formula: `\\vec r(${p}) = (${t.curve.map((c) => toLatex(read(c))).join(',\\ ')}),\\quad ${toLatex(read(lo))} \\le ${p} \\le ${toLatex(read(hi))}`,
    });
  }
  // ∬_S curl F·dS asked: Stokes' theorem turns it into this circulation first
  if (t.stokes) {
    steps.unshift({
      title: text("Stokes' theorem", 'Formule de Stokes'),
      explanation: text(
        `The flux of curl F through S (${t.stokes.surface}, oriented ${t.stokes.downward ? 'downward' : 'upward'}) is the circulation of F around the boundary of S, the circle r(${p}) = (${t.curve.join(', ')}), run ${t.stokes.downward ? 'clockwise' : 'counterclockwise'} seen from above.`,
        `Le flux de rot F à travers S (${t.stokes.surface}, orientée vers le ${t.stokes.downward ? 'bas' : 'haut'}) est la circulation de F le long du bord de S, le cercle r(${p}) = (${t.curve.join(', ')}), parcouru dans le sens ${t.stokes.downward ? 'horaire' : 'direct'} vu d'en haut.`,
      ),
      formula: `\\iint_S (\\nabla\\times\\vec F)\\cdot d\\vec S = \\oint_{\\partial S} \\vec F\\cdot d\\vec r`,
    });
  }
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
  const [lo, hi] = t.bounds;
  const speed = speedOf(velocity, p, evaluateReal(lo));
  const integrand = simplify(mul(along, speed));
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
    explanation: t.arcLength
      ? text(`The length is the integral of the speed over the range of ${p}.`, `La longueur est l’intégrale de la vitesse sur l’intervalle de ${p}.`)
      : text(`The line integral becomes an ordinary integral in ${p}.`, `L’intégrale curviligne devient une intégrale ordinaire en ${p}.`),
    formula: `${t.arcLength ? 'L' : '\\int_C f\\,ds'} = \\int_{${toLatex(read(lo))}}^{${toLatex(read(hi))}} ${toLatex(integrand)}\\,d${p} = ${answer.latex}`,
  }];
  // a length integrates 1: no function to write along the curve
  if (t.arcLength) steps.shift();
  const words = t.arcLength ? text(`The length of the curve is ${answer.value}.`, `La longueur de la courbe vaut ${answer.value}.`) : text(`The line integral is ${answer.value}.`, `L’intégrale curviligne vaut ${answer.value}.`);
  return { steps, kind: 'expr', value: answer.value, latex: answer.latex, words };
}

/** The power of p that divides a term (p³ in 9p³·q), 0 when none does. */
function powerOf(term: Ex, p: string): number {
  if (term.t === 'sym') return term.name === p ? 1 : 0;
  if (term.t === 'pow') return term.base.t === 'sym' && term.base.name === p && term.exp.t === 'num' && term.exp.q === 1 && term.exp.p > 0 ? term.exp.p : 0;
  if (term.t === 'mul') return term.args.reduce((n, a) => n + powerOf(a, p), 0);
  return 0;
}

/**
 * |r′(p)|: the squares added, sin² + cos² folded to 1, and p²ᵏ common to every term taken out of the
 * root as pᵏ where p ≥ 0 over the range (√(4t² + 9t⁴) = t√(4 + 9t²) for 0 ≤ t ≤ 1).
 */
function speedOf(velocity: Ex[], p: string, lo: number | null): Ex {
  const squared = pythagorean(simplify(expand(add(...velocity.map((v) => pow(v, num(2)))))));
  const terms = squared.t === 'add' ? squared.args : [squared];
  const k = lo !== null && lo >= 0 ? Math.floor(Math.min(...terms.map((term) => powerOf(term, p))) / 2) : 0;
  if (k === 0) return simplify(sqrt(squared));
  const rest = simplify(expand(mul(squared, pow(sym(p), num(-2 * k)))));
  return simplify(mul(pow(sym(p), num(k)), sqrt(rest)));
}

/**
 * ∫_C ∇f·dr = f(r(b)) − f(r(a)), the fundamental theorem for line integrals: f at the curve's two
 * ends, whatever the path between them.
 */
function gradientTheorem(t: TaskOf<'vector'>, f: string): FieldResult | null {
  if (!t.curve || !t.parameter || !t.bounds) return null;
  const p = t.parameter;
  const [lo, hi] = t.bounds;
  const at = (s: string): Ex[] => (t.curve ?? []).map((c) => simplify(substitute(read(c), p, read(s))));
  const [start, end] = [at(lo), at(hi)];
  const valueAt = (point: Ex[]): Ex => simplify(t.variables.reduce((e, v, k) => substitute(e, v, point[k]), read(f)));
  const [fa, fb] = [valueAt(start), valueAt(end)];
  const value = simplify(add(fb, mul(num(-1), fa)));
  const point = (q: Ex[]): string => `(${q.map(toLatex).join(',\\ ')})`;
  const steps: StepDraft[] = [{
    title: text('Fundamental theorem for line integrals', 'Théorème fondamental des intégrales curvilignes'),
    explanation: text('The field is the gradient of f: its line integral is f at the end of the curve minus f at its start, whatever the path.', 'Le champ est le gradient de f : son intégrale curviligne est f à l’extrémité de la courbe moins f à son origine, quel que soit le chemin.'),
    formula: `\\int_C \\nabla f\\cdot d\\vec r = f(\\vec r(${toLatex(read(hi))})) - f(\\vec r(${toLatex(read(lo))}))`,
  }, {
    title: text('The ends of the curve', 'Les extrémités de la courbe'),
    explanation: text(`Put ${p} = ${lo} and ${p} = ${hi} in r(${p}).`, `On pose ${p} = ${lo} et ${p} = ${hi} dans r(${p}).`),
    formula: `\\vec r(${toLatex(read(lo))}) = ${point(start)},\\quad \\vec r(${toLatex(read(hi))}) = ${point(end)}`,
  }, {
    title: text('Values of f', 'Valeurs de f'),
    explanation: text('Subtract the value at the start from the value at the end.', 'On soustrait la valeur à l’origine de la valeur à l’extrémité.'),
    formula: `f${point(end)} - f${point(start)} = ${toLatex(fb)} - (${toLatex(fa)}) = ${toLatex(value)}`,
  }];
  const ascii = toAscii(value);
  return { steps, kind: 'expr', value: ascii, latex: toLatex(value), words: text(`The line integral is ${ascii}.`, `L’intégrale curviligne vaut ${ascii}.`) };
}
