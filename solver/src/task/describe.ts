import { parseNode } from '../parse/math';
import { toLatex } from '../format/latex';
import { pretty } from '../format/prose';
import { pick, type Text } from '../i18n';
import type { Interpretation, Locale } from '../types';
import { isBiologyTask, isChemistryTask, isCsTask, isPhysicsTask, partialToken, type ComplexQuantity, type Domain, type Relation, type Task, type TaskOf } from './task';
import { csStatement } from './cs';
import { lineModel, linearRow, locusText } from './text';
import { chemistryStatement } from '../chemistry/describe';
import { physicsStatement } from '../physics/describe';
import { biologyStatement } from '../biology/describe';
import { unitWords, type Unit } from '../format/answerUnits';
import { typedDegrees } from '../parse/degrees';

/**
 * The task stated back to the student ("Find ∂f/∂y for f(x, y) = a·sin y / x", "Résoudre dans ℂ :
 * z⁴ = 16"), so a misreading shows before the steps do. Written from the task alone, never from
 * the text, so what the student reads is exactly what the methods answered and the verifier
 * checked.
 */
export function describe(task: Task, locale: Locale): Interpretation {
  const parts = statement(task);
  return {
    text: parts.map((p) => (typeof p === 'string' ? pretty(p) : 'tex' in p ? p.text : pick(p, locale))).join(''),
    latex: parts.map((p) => (typeof p === 'string' ? tex(p) : 'tex' in p ? p.tex : `\\text{${escapeText(pick(p, locale))}}`)).join(''),
  };
}

/** Words (bilingual), formulas (ASCII strings) and notation given both ways, in reading order. */
type Part = Text | string | { text: string; tex: string };
const notation = (text: string, tex: string): Part => ({ text, tex });
/** A variable in LaTeX: a Greek letter's name (theta) as its command. */
const texLetter = (v: string): string => (v.length > 1 ? `\\${v}` : v);
const w = (en: string, fr: string): Text => ({ en, fr });

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const sub = (k: number): string => [...String(k)].map((d) => SUBSCRIPT[Number(d)]).join('');

/** A named number computed: the words that say which before its formula. */
const QUANTITY_WORDS: Record<NonNullable<TaskOf<'evaluate'>['quantity']>, Text> = {
  slope: w('Compute the slope ', 'Calculer le coefficient directeur '),
  distance: w('Compute the distance ', 'Calculer la distance '),
  percent_change: w('Compute the percentage change ', "Calculer le taux d'évolution "),
  interest: w('Compute the interest ', "Calculer l'intérêt "),
  amount: w('Compute the amount ', 'Calculer le montant '),
  discriminant: w('Compute the discriminant Δ = b² − 4ac = ', 'Calculer le discriminant Δ = b² − 4ac = '),
  radians: w('Convert to radians: ', 'Convertir en radians : '),
  degrees: w('Convert to degrees: ', 'Convertir en degrés : '),
  y_intercept: w('Compute the y-intercept ', "Calculer l'ordonnée à l'origine "),
  repeating_decimal: w('Write as a fraction the repeating decimal ', 'Écrire sous forme de fraction le nombre décimal périodique '),
  common_difference: w('Compute the common difference ', 'Calculer la raison '),
  common_ratio: w('Compute the common ratio ', 'Calculer la raison '),
  remainder: w('Compute, by the remainder theorem, the remainder ', 'Calculer, par le théorème du reste, le reste '),
  trig_ratio: w('Compute, by sin² + cos² = 1 and the signs in the quadrant, ', 'Calculer, par sin² + cos² = 1 et les signes dans le quadrant, '),
};

function statement(t: Task): Part[] {
  if (isCsTask(t)) return csStatement(t);
  if (isChemistryTask(t)) return chemistryStatement(t);
  if (isPhysicsTask(t)) return physicsStatement(t);
  if (isBiologyTask(t)) return biologyStatement(t);
  switch (t.kind) {
    case 'solve': {
      const eqs = joinParts(t.relations.map(rel), w(', ', ', '));
      const unknowns = t.unknowns.join(', ');
      const many = t.unknowns.length > 1;
      const hasInequality = t.relations.some((r) => r.op !== '=');
      if (t.rootCount) {
        const has = {
          two: w(' has two distinct real solutions: its discriminant Δ > 0, solve ', ' admette deux solutions réelles distinctes : son discriminant Δ > 0, résoudre '),
          one: w(' has exactly one real solution: its discriminant Δ = 0, solve ', ' admette une unique solution : son discriminant Δ = 0, résoudre '),
          none: w(' has no real solution: its discriminant Δ < 0, solve ', " n'admette aucune solution réelle : son discriminant Δ < 0, résoudre "),
          some: w(' has real solutions: its discriminant Δ ≥ 0, solve ', ' admette des solutions réelles : son discriminant Δ ≥ 0, résoudre '),
          complex: w(' has two non-real complex conjugate roots: its discriminant Δ < 0, solve ', ' admette deux racines complexes conjuguées non réelles : son discriminant Δ < 0, résoudre '),
          notTwo: w(' does not have two distinct real solutions: its discriminant Δ ≤ 0, solve ', " n'admette pas deux solutions réelles distinctes : son discriminant Δ ≤ 0, résoudre "),
          notOne: w(' has no double root: its discriminant Δ ≠ 0, solve ', " n'admette pas de racine double : son discriminant Δ ≠ 0, résoudre "),
        }[t.rootCount.count];
        return [w('Find ', 'Déterminer '), unknowns, w(' such that ', ' pour que '), `${t.rootCount.equation} = 0`, has, ...eqs, w(` for ${unknowns}`, ` d'inconnue ${unknowns}`)];
      }
      if (t.monotonic) {
        const { name, formula: f, direction } = t.monotonic;
        const where = direction === 'increasing' ? w(' is increasing: solve ', ' est croissante : résoudre ') : w(' is decreasing: solve ', ' est décroissante : résoudre ');
        return [w('Find where ', 'Déterminer où '), `${name}(${unknowns}) = ${f}`, where, ...eqs, w(` for ${unknowns}`, ` d'inconnue ${unknowns}`)];
      }
      if (t.thenCompute) return [w('Solve ', 'Résoudre '), ...eqs, w(` for ${unknowns}, then compute `, ` d'inconnue ${unknowns}, puis calculer `), t.thenCompute];
      if (t.howMany) return [w('Count the solutions of ', 'Compter les solutions de '), ...eqs, ...(t.domain.kind === 'real' ? [w(' in ℝ', ' dans ℝ')] : domainWords(t.domain)), w(`: solve for ${unknowns}, then count`, ` : résoudre d'inconnue ${unknowns}, puis compter`)];
      if (t.inverse) return [w('Find the inverse of ', 'Déterminer la réciproque de '), `${t.inverse.name}(x) = ${t.inverse.formula}`, w(': solve ', ' : résoudre '), ...eqs, w(` for ${unknowns}`, ` d'inconnue ${unknowns}`)];
      const verb = hasInequality ? w('Solve the inequality ', "Résoudre l'inéquation ") : t.relations.length > 1 ? w('Solve the system ', 'Résoudre le système ') : w('Solve ', 'Résoudre ');
      // the unit of each unknown a word problem gave: "(L, W in cm)"
      const byUnit = new Map<string, string[]>();
      for (const [v, u] of Object.entries(t.units ?? {})) byUnit.set(u, [...(byUnit.get(u) ?? []), v]);
      const units = [...byUnit].map(([u, vs]) => w(` (${vs.join(', ')} in ${unitWords(u as Unit).en})`, ` (${vs.join(', ')} en ${unitWords(u as Unit).fr})`));
      return [verb, ...eqs, ...domainWords(t.domain), many ? w(` for the unknowns ${unknowns}`, ` d'inconnues ${unknowns}`) : w(` for ${unknowns}`, ` d'inconnue ${unknowns}`), ...units];
    }
    case 'transform': {
      if (t.line) {
        const which = t.line.relation === 'parallel' ? w('Find the line parallel to ', 'Déterminer la droite parallèle à ') : w('Find the line perpendicular to ', 'Déterminer la droite perpendiculaire à ');
        return [which, t.line.to, w(' through ', ' passant par '), `(${t.line.point[0]}, ${t.line.point[1]})`, w(': expand y = ', ' : développer y = '), t.expr];
      }
      if (t.through) {
        const [a, b] = t.through.points;
        const given: Part[] = b ? [`(${a[0]}, ${a[1]})`, w(' and ', ' et '), `(${b[0]}, ${b[1]})`] : [`(${a[0]}, ${a[1]})`, w(' with slope ', ' de coefficient directeur '), t.through.slope ?? ''];
        return [w('Find the line through ', 'Déterminer la droite passant par '), ...given, w(': expand y = ', ' : développer y = '), t.expr];
      }
      if (t.division) return [w('Divide ', 'Diviser '), t.division.dividend, w(' by ', ' par '), t.division.divisor, w(': quotient and remainder', ' : quotient et reste')];
      if (t.vertex) return [t.vertex === 'point' ? w('Find the vertex of the parabola y = ', 'Déterminer le sommet de la parabole y = ') : w('Find the axis of symmetry of the parabola y = ', "Déterminer l'axe de symétrie de la parabole y = "), t.expr, w(' from its vertex form', ' à partir de sa forme canonique')];
      if (t.range) return [w('Find the range of ', "Déterminer l'ensemble des valeurs prises par "), t.expr, w(' from its vertex form', ' à partir de sa forme canonique')];
      const verb = { simplify: w('Simplify ', 'Simplifier '), expand: w('Expand ', 'Développer '), factor: w('Factor ', 'Factoriser '), complete_square: w('Write in vertex form a(x − h)² + k: ', 'Écrire sous forme canonique a(x − α)² + β : ') }[t.op];
      return [verb, t.expr];
    }
    case 'evaluate':
      if (t.quantity === 'repeating_decimal' && t.of) return [QUANTITY_WORDS[t.quantity], t.of];
      if (t.quantity === 'trig_ratio' && t.of) return [QUANTITY_WORDS[t.quantity], t.of, w(': ', ' : '), t.expr];
      if (t.of && t.quantity) return [QUANTITY_WORDS[t.quantity], w('of ', 'de '), t.of, w(': ', ' : '), t.expr];
      return [t.quantity ? QUANTITY_WORDS[t.quantity] : w('Compute ', 'Calculer '), t.expr, ...(t.at ?? []).flatMap(([v, x], k): Part[] => [k === 0 ? w(' at ', ' pour ') : w(', ', ', '), `${v} = ${x}`])];
    case 'differentiate': {
      const v = t.variable;
      const at = t.at !== undefined ? [w(` at ${v} = `, ` en ${v} = `), t.at]
        : t.values ? [w(' at ', ' au point '), notation(`(${t.values.map((p) => p.variable).join(', ')}) = (${t.values.map((p) => p.value).join(', ')})`, `(${t.values.map((p) => p.variable).join(', ')}) = (${t.values.map((p) => p.value).join(', ')})`)] : [];
      if (t.implicit && t.partial) {
        const z = t.name ?? 'z';
        const point = t.values ? [w(' at the point ', ' au point '), `(${t.values.map((p) => p.value).join(', ')})`] : [];
        const also = t.alsoVariable ? [w(' and ', ' et '), notation(`∂${z}/∂${t.alsoVariable}`, `\\frac{\\partial ${z}}{\\partial ${t.alsoVariable}}`)] : [];
        const asked = t.order === 2 ? notation(`∂²${z}/∂${v}²`, `\\frac{\\partial^2 ${z}}{\\partial ${v}^2}`) : notation(`∂${z}/∂${v}`, `\\frac{\\partial ${z}}{\\partial ${v}}`);
        return [w('Find ', 'Calculer '), asked, ...also, ...point, w(` where ${z} is defined by `, ` où ${z} est définie par `), `${t.expr} = 0`];
      }
      if (t.implicit) {
        const point = t.point ? [w(' at the point ', ' au point '), `(${t.point.join(', ')})`] : [];
        const op = t.order === 1 ? notation(`dy/d${v}`, `\\frac{dy}{d${v}}`) : notation(`d${sup(t.order)}y/d${v}${sup(t.order)}`, `\\frac{d^{${t.order}}y}{d${v}^{${t.order}}}`);
        return [w('Find ', 'Calculer '), op, ...point, w(' on the curve ', ' sur la courbe '), `${t.expr} = 0`];
      }
      const name = t.name ?? 'f';
      if (t.line && t.at !== undefined) return [t.line === 'normal' ? w('Find the equation of the normal line to the curve ', "Déterminer l'équation de la normale à la courbe ") : w('Find the equation of the tangent line to the curve ', "Déterminer l'équation de la tangente à la courbe "), notation(`${name} = `, `${name} = `), t.expr, w(` at ${v} = `, ` au point d'abscisse ${v} = `), t.at];
      const op = t.mixed
        ? notation(`∂${sup(t.order)}${name}/${grouped(t.mixed).map(([x, n]) => `∂${x}${n > 1 ? sup(n) : ''}`).join('')}`, `\\frac{\\partial^{${t.order}} ${name}}{${grouped(t.mixed).map(([x, n]) => `\\partial ${x}${n > 1 ? `^{${n}}` : ''}`).join(' ')}}`)
        : t.partial
        ? notation(`∂${t.order > 1 ? sup(t.order) : ''}${name}/∂${pretty(v)}${t.order > 1 ? sup(t.order) : ''}`, t.order > 1 ? `\\frac{\\partial^{${t.order}} ${name}}{\\partial ${texLetter(v)}^{${t.order}}}` : `\\frac{\\partial ${name}}{\\partial ${texLetter(v)}}`)
        : t.order <= 3 ? notation(`${name}${"'".repeat(t.order)}(${v})`, `${name}${"'".repeat(t.order)}(${v})`) : notation(`${name}⁽${t.order}⁾(${v})`, `${name}^{(${t.order})}(${v})`);
      const respect = t.partial ? w('', '') : w(` (with respect to ${v})`, ` (par rapport à ${v})`);
      return [w('Find ', 'Calculer '), op, respect, ...at, w(' for ', ' pour '), notation(`${name} = `, `${name} = `), t.expr];
    }
    case 'integrate':
      if (t.rod && t.bounds) {
        const range = [t.bounds.lo, w(` ≤ ${t.variable} ≤ `, ` ≤ ${t.variable} ≤ `), t.bounds.hi];
        if (t.rod.asks === 'inertia') return [w('Find the moment of inertia of the rod ', "Calculer le moment d'inertie de la tige "), ...range, w(' of linear density λ = ', ' de masse linéique λ = '), t.integrand, w(' about the axis through x = 0 perpendicular to it', " par rapport à l'axe perpendiculaire passant par x = 0")];
        return t.rod.asks === 'centre'
          ? [w('Find the centre of mass of the rod ', 'Déterminer le centre de masse de la tige '), ...range, w(' of linear density λ = ', ' de masse linéique λ = '), t.integrand]
          : [w('Find the mass of the rod ', 'Calculer la masse de la tige '), ...range, w(' of linear density λ = ', ' de masse linéique λ = '), t.integrand, w(': the integral of λ along it', " : l'intégrale de λ le long de la tige")];
      }
      if (t.average && t.bounds) {
        return [w('Find the average value on ', 'Calculer la valeur moyenne sur '), `[${t.bounds.lo}, ${t.bounds.hi}]`, w(' as the integral from ', ", c'est-à-dire l'intégrale de "), t.bounds.lo, w(' to ', ' à '), t.bounds.hi, w(' of ', ' de '), t.integrand, ` d${t.variable}`];
      }
      if (t.asks === 'for_which' && t.bounds && t.parameter) {
        return [w(`Find the values of ${t.parameter} for which the integral from `, `Déterminer les valeurs de ${t.parameter} pour lesquelles l'intégrale de `), t.bounds.lo, w(' to ', ' à '), t.bounds.hi, w(' of ', ' de '), t.integrand, w(` d${t.variable} converges`, ` d${t.variable} converge`)];
      }
      if (t.asks === 'value' && t.bounds) {
        return [w('Decide whether the integral from ', "Étudier la convergence de l'intégrale de "), t.bounds.lo, w(' to ', ' à '), t.bounds.hi, w(' of ', ' de '), t.integrand, w(` d${t.variable} converges and, if so, compute it`, ` d${t.variable} et, le cas échéant, la calculer`)];
      }
      if (t.asks === 'converges' && t.bounds) {
        return [w('Decide whether the integral from ', "Dire si l'intégrale de "), t.bounds.lo, w(' to ', ' à '), t.bounds.hi, w(' of ', ' de '), t.integrand, w(` d${t.variable} converges`, ` d${t.variable} converge`)];
      }
      return [...(t.bounds
        ? [w('Compute the integral from ', "Calculer l'intégrale de "), t.bounds.lo, w(' to ', ' à '), t.bounds.hi, w(' of ', ' de '), t.integrand, w(` d${t.variable}`, ` d${t.variable}`)]
        : [w('Find the antiderivatives of ', 'Calculer les primitives de '), t.integrand, w(` with respect to ${t.variable}`, ` par rapport à ${t.variable}`), ...(t.domain ? [w(` on ${t.domain}`, ` sur ${t.domain}`)] : [])]),
      ...(t.positive ? [w(`, with ${t.positive.join(', ')} > 0`, `, avec ${t.positive.join(', ')} > 0`)] : []),
      ...(t.natural ? [w(`, with ${t.natural.join(', ')} ∈ ℕ`, `, avec ${t.natural.join(', ')} ∈ ℕ`)] : [])];
    case 'limit': {
      const side = t.side === 'right' ? w(' from the right', ' à droite') : t.side === 'left' ? w(' from the left', ' à gauche') : w('', '');
      const seq = t.sequence ? w(' (a sequence)', ' (une suite)') : w('', '');
      const point = t.point === 'oo' ? notation('+∞', '+\\infty') : t.point === '-oo' ? notation('−∞', '-\\infty') : t.point;
      if (t.asks === 'exists') return [w('Decide whether the limit of ', 'Dire si la limite de '), t.expr, w(' as ', ' quand '), notation(`${t.variable} → `, `${t.variable} \\to `), t.point === 'oo' ? notation('+∞', '+\\infty') : t.point === '-oo' ? notation('−∞', '-\\infty') : t.point, w(' exists (as a finite number)', ' existe (et est finie)')];
      if (t.asks === 'parameters' && t.parameters) {
        const names = t.parameters.join(', ');
        const condition = t.target === undefined ? [w(' is finite', ' soit finie')] : [w(' equals ', ' vaille '), t.target];
        return [w(`Find ${names} so that the limit of `, `Trouver ${names} pour que la limite de `), t.expr, w(' as ', ' quand '), notation(`${t.variable} → `, `${t.variable} \\to `), point, side, ...condition];
      }
      if (t.asks === 'equivalent') return [w('Find a simple equivalent of ', 'Trouver un équivalent simple de '), t.expr, w(' as ', ' quand '), notation(`${t.variable} → `, `${t.variable} \\to `), point, side];
      if (t.asks === 'converges') return [w('Decide whether the sequence ', 'Dire si la suite '), notation(`${t.variable} ↦ `, `${t.variable} \\mapsto `), t.expr, w(' converges (a finite limit as n → ∞)', ' converge (une limite finie quand n → +∞)')];
      return [w('Find the limit of ', 'Calculer la limite de '), t.expr, w(' as ', ' quand '), notation(`${t.variable} → `, `${t.variable} \\to `), point, side, seq];
    }
    case 'series':
      if (t.general) return [w('Find the Taylor series of ', 'Donner la série de Taylor de '), t.expr, w(' about ', ' en '), `${t.variable} = ${t.point}`, ...(t.radius ? [w(', and its radius of convergence', ', et son rayon de convergence')] : [])];
      if (t.terms) return [w(`Give the first ${t.terms} nonzero terms of the Taylor series of `, `Donner les ${t.terms} premiers termes non nuls du développement en série de Taylor de `), t.expr, w(' about ', ' en '), `${t.variable} = ${t.point}`];
      return [w('Expand ', 'Développer '), t.expr, w(' as a Taylor polynomial about ', ' en polynôme de Taylor en '), `${t.variable} = ${t.point}`, w(` up to order ${t.order}`, ` à l'ordre ${t.order}`)];
    case 'sum':
      return [w('Compute the sum of ', 'Calculer la somme de '), t.summand, w(` for ${t.index} from `, ` pour ${t.index} de `), t.lo, w(' to ', ' à '), t.hi];
    case 'radius':
      return t.asks === 'interval'
        ? [w('Find the interval of convergence of the power series with general term ', "Déterminer l'intervalle de convergence de la série entière de terme général "), t.summand, w(` (${t.index} from ${t.lo ?? 0})`, ` (${t.index} à partir de ${t.lo ?? 0})`)]
        : [w('Find the radius of convergence of the power series with general term ', 'Déterminer le rayon de convergence de la série entière de terme général '), t.summand];
    case 'partial_combination': {
      const fn = notation(`${t.name}(${t.variables.join(', ')}) = `, `${t.name}(${t.variables.join(', ')}) = `);
      const sub = (side: string): Part => notation(side, side.replace(partialToken(t.name), `${t.name}_{$1}`));
      return t.equals !== undefined
        ? [w('Decide whether ', 'Dire si '), fn, t.expr, w(' satisfies ', ' vérifie '), sub(`${t.combination} = ${t.equals}`)]
        : [w('Compute ', 'Calculer '), sub(t.combination), w(' for ', ' pour '), fn, t.expr];
    }
    case 'vector_algebra': {
      const [u, v] = t.vectors.map((w) => notation(`(${w.join(', ')})`, `\\left(${w.join(',\\ ')}\\right)`));
      switch (t.op) {
        case 'dot': return [w('Compute the dot product of ', 'Calculer le produit scalaire de '), u, w(' and ', ' et '), v];
        case 'cross': return [w('Compute the cross product of ', 'Calculer le produit vectoriel de '), u, w(' and ', ' et '), v];
        case 'angle': return [w('Find the angle between ', "Déterminer l'angle entre "), u, w(' and ', ' et '), v, ...(t.degrees ? [w(', in degrees', ', en degrés')] : [])];
        case 'norm': return [w('Compute the norm of ', 'Calculer la norme de '), u];
        case 'midpoint': return [w('Find the midpoint of the segment from ', 'Déterminer le milieu du segment d\'extrémités '), u, w(' to ', ' et '), v];
        case 'projection': return [w('Compute the orthogonal projection of ', 'Calculer le projeté orthogonal de '), u, w(' onto ', ' sur '), v];
        case 'plane_distance':
        case 'closest_point': {
          const plane = `${linearRow(t.vectors[1], ['x', 'y', 'z'])} = ${t.level ?? '0'}`;
          const three = t.vectors[0].length === 3;
          return t.op === 'plane_distance'
            ? [w('Find the distance from the point ', 'Calculer la distance du point '), u, three ? w(' to the plane ', ' au plan ') : w(' to the line ', ' à la droite '), plane]
            : [three ? w('Find the point of the plane ', 'Déterminer le point du plan ') : w('Find the point of the line ', 'Déterminer le point de la droite '), plane, w(' closest to ', ' le plus proche de '), u];
        }
      }
      break;
    }
    case 'structured_det': {
      const size = notation(`${t.size}×${t.size}`, `${t.size} \\times ${t.size}`);
      return t.structure === 'constant'
        ? [w('Compute the determinant of the ', 'Calculer le déterminant de la matrice '), size, w(' matrix with ', ' avec '), t.diagonal, w(' on the diagonal and ', ' sur la diagonale et '), t.upper, w(' everywhere else', ' partout ailleurs')]
        : [w('Compute the determinant of the ', 'Calculer le déterminant de la matrice tridiagonale '), size, w(' tridiagonal matrix with ', ' avec '), t.diagonal, w(' on the diagonal, ', ' sur la diagonale, '), t.upper, w(' above it and ', ' au-dessus et '), t.lower, w(' below it', ' en dessous')];
    }
    case 'matrix': {
      const what = {
        det: w('Compute the determinant of ', 'Calculer le déterminant de '),
        inverse: w('Find the inverse of ', "Calculer l'inverse de "),
        rank: w('Find the rank of ', 'Déterminer le rang de '),
        nullity: w('Find the dimension of the kernel of ', 'Déterminer la dimension du noyau de '),
        rref: w('Find the reduced row echelon form of ', 'Déterminer la forme échelonnée réduite de '),
        transpose: w('Find the transpose of ', 'Calculer la transposée de '),
        trace: w('Compute the trace of ', 'Calculer la trace de '),
        eigenvalues: w('Find the eigenvalues of ', 'Déterminer les valeurs propres de '),
        adjugate: w('Find the adjugate of ', 'Calculer la matrice adjointe (transposée de la comatrice) de '),
        cofactors: w('Find the cofactor matrix of ', 'Calculer la comatrice de '),
        charpoly: w('Find the characteristic polynomial of ', 'Déterminer le polynôme caractéristique de '),
        kernel: w('Find a basis of the kernel (null space) of ', 'Déterminer une base du noyau de '),
        columns: w('Find a basis of the column space (image) of ', "Déterminer une base de l'image (espace des colonnes) de "),
      }[t.op];
      return [what, notation(`[${t.matrix.map((r) => `[${r.join(', ')}]`).join(', ')}]`, `\\begin{pmatrix}${t.matrix.map((r) => r.map(tex).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`)];
    }
    case 'complex_number':
      return complexStatement(t);
    case 'least_squares':
      return [w('Find the least-squares line ', 'Déterminer la droite des moindres carrés '), notation(lineModel(t), lineModel(t)), w(' for the points ', ' pour les points '), notation(t.points.map(([x, y]) => `(${x}, ${y})`).join(', '), t.points.map(([x, y]) => `(${x}, ${y})`).join(',\\ '))];
    case 'tangent_plane': {
      const what = {
        line: w('Find the normal line to the surface ', 'Déterminer la droite normale à la surface '),
        unit: w('Find the unit normal vector to the surface ', 'Déterminer le vecteur normal unitaire à la surface '),
      }[t.normal ?? 'line'];
      const form = t.normal === 'line' ? w(', written as (x, y, z)(t)', ', écrite (x, y, z)(t)') : w('', '');
      if (t.normal) return [what, `${t.lhs} = ${t.rhs}`, w(' at ', ' au point '), `(${t.point.join(', ')})`, form];
      return [w('Find the tangent plane to the surface ', 'Déterminer le plan tangent à la surface '), `${t.lhs} = ${t.rhs}`, w(' at ', ' au point '), `(${t.point.join(', ')})`, w(', written as z = …', ', écrit z = …')];
    }
    case 'ode_system': {
      const [u, v] = t.unknowns;
      const x = t.variable;
      const row = (i: number): string => linearRow(t.matrix[i], [u, v]);
      const init = t.initial ? [w(' with ', ' avec '), `${u}(0) = ${t.initial[0]}`, w(', ', ', '), `${v}(0) = ${t.initial[1]}`] : [];
      const asked = t.asked ? [w(`, and find ${t.asked}(${x})`, `, puis donner ${t.asked}(${x})`)] : [];
      return [w('Solve the linear system ', 'Résoudre le système linéaire '), notation(`${u}' = `, `${u}' = `), row(0), w(', ', ', '), notation(`${v}' = `, `${v}' = `), row(1), ...init, w(` for ${u}(${x}), ${v}(${x})`, ` d'inconnues ${u}(${x}), ${v}(${x})`), ...asked];
    }
    case 'recurrence': {
      const next = t.map.replace(/(?<![A-Za-z])x(?![A-Za-z])/g, `${t.name}_n`);
      return [
        w('Find the limit of the sequence defined by ', 'Calculer la limite de la suite définie par '),
        notation(`${t.name}${sub(t.start)} = `, `${t.name}_{${t.start}} = `), t.first,
        w(' and ', ' et '),
        notation(`${t.name}ₙ₊₁ = `, `${t.name}_{n+1} = `), next,
      ];
    }
    case 'newton_cooling': {
      const [u, tu] = [t.tempUnit, t.timeUnit];
      const given = w(`By Newton's law of cooling, a body at ${t.initial} ${u} in surroundings at ${t.ambient} ${u} is at ${t.reading} ${u} after ${t.after} ${tu}: `,
        `D'après la loi de refroidissement de Newton, un corps à ${t.initial} ${u} dans un milieu à ${t.ambient} ${u} est à ${t.reading} ${u} au bout de ${t.after} ${tu} : `);
      return [given, t.at !== undefined
        ? w(`find its temperature after ${t.at} ${tu}`, `déterminer sa température au bout de ${t.at} ${tu}`)
        : w(`find when it reaches ${t.reach} ${u}`, `déterminer au bout de combien de temps il est à ${t.reach} ${u}`)];
    }
    case 'complex_locus':
      return [w('Find the set of points z = x + iy such that ', "Déterminer l'ensemble des points z = x + iy tels que "), notation(`${locusText(t.lhs)} = ${locusText(t.rhs)}`, `${locusText(t.lhs)} = ${locusText(t.rhs)}`)];
    case 'euler_method':
      return [
        w('Approximate ', 'Donner une valeur approchée de '), `${t.unknown}(${t.target})`,
        w(` by ${SCHEME_NAMES[t.scheme ?? 'euler'].en} with step h = `, ` par ${SCHEME_NAMES[t.scheme ?? 'euler'].fr} de pas h = `), t.step,
        w(' for ', ' pour '), notation(`${t.unknown}' = `, `${t.unknown}' = `), t.slope,
        w(', ', ', '), `${t.unknown}(${t.x0}) = ${t.y0}`,
      ];
    case 'ode': {
      const conds = t.conditions.map((c) => `${t.unknown}${"'".repeat(c.derivative)}(${c.at}) = ${c.value}`);
      return [
        w('Solve the differential equation ', "Résoudre l'équation différentielle "),
        t.equation,
        ...(conds.length ? [w(' with ', ' avec '), ...joinParts(conds, w(', ', ', '))] : []),
        // a one-letter unknown in the words, a Greek one (theta) written as a formula, θ(t)
        ...(t.unknown.length === 1
          ? [w(` for ${t.unknown}(${t.variable})`, ` d'inconnue ${t.unknown}(${t.variable})`)]
          : [w(' for ', " d'inconnue "), `${t.unknown}(${t.variable})`]),
        ...(t.particular ? [w(', given the solution y₁ = ', ', sachant que y₁ = '), t.particular, w('', ' est solution')] : []),
        ...(t.regime ? [w(`, ${REGIME_NAMES[t.regime].en} case`, `, cas ${REGIME_NAMES[t.regime].fr}`)] : []),
        ...(t.assumptions?.length ? [w(', assuming ', ', en supposant '), ...joinParts(t.assumptions.map((r) => `${r.lhs} ${r.op} ${r.rhs}`), w(' and ', ' et '))] : []),
        ...(t.at ? [w(', and find ', ', puis calculer '), `${t.unknown}(${t.at})`] : []),
        ...(t.constant ? [w(', and find the constant ', ', puis déterminer la constante '), t.constant] : []),
      ];
    }
    case 'claim':
      if (t.parity) {
        const { name, kind } = t.parity;
        const which = kind === 'even' ? w(` is even, that is whether `, ` est paire, c'est-à-dire si `) : w(` is odd, that is whether `, ` est impaire, c'est-à-dire si `);
        return [w(`Decide whether ${name}`, `Dire si ${name}`), which, rel(t.relation), w(' for every x', ' pour tout x')];
      }
      if (t.factor) {
        return [w('Decide whether ', 'Dire si '), t.factor.divisor, w(' is a factor of ', ' est un facteur de '), t.factor.polynomial, w(': by the factor theorem, whether ', ' : par le théorème du facteur, si '), rel(t.relation)];
      }
      return [w('Decide whether ', 'Dire si '), rel(t.relation), w(' holds', ' est vraie')];
    case 'vector_function': {
      const r = (args: string, entries: string[], prime = ''): Part => notation(pretty(`${t.name}${prime}(${args}) = (${entries.join(', ')})`), `\\vec ${t.name}${prime}(${args}) = \\left(${entries.map((e) => toLatex(parseNode(e))).join(',\\ ')}\\right)`);
      if (t.initial) {
        return [w('Find ', 'Déterminer '), notation(`${t.name}(${t.parameter})`, `\\vec ${t.name}(${t.parameter})`), w(' given ', ' sachant que '), r(t.parameter, t.components, "'"), w(' and ', ' et '), r(t.initial.at, t.initial.value)];
      }
      const names: Record<TaskOf<'vector_function'>['asks'][number], Text> = {
        derivative: w('the derivative', 'la dérivée'),
        second_derivative: w('the second derivative', 'la dérivée seconde'),
        velocity: w('the velocity', 'le vecteur vitesse'),
        acceleration: w('the acceleration', 'le vecteur accélération'),
        speed: w('the speed', 'la norme du vecteur vitesse'),
        unit_tangent: w('the unit tangent vector', 'le vecteur tangent unitaire'),
        integral: w('the integral', "l'intégrale"),
      };
      return [
        w('Find ', 'Déterminer '),
        ...t.asks.flatMap((a, k) => [...(k === 0 ? [] : [k === t.asks.length - 1 ? w(' and ', ' et ') : w(', ', ', ')]), names[a]]),
        w(' of ', ' de '),
        r(t.parameter, t.components),
        ...(t.bounds ? [w(' from ', ' de '), `${t.parameter} = ${t.bounds[0]}`, w(' to ', ' à '), `${t.parameter} = ${t.bounds[1]}`] : []),
        ...(t.at ? [w(' at ', ' en '), `${t.parameter} = ${t.at}`] : []),
      ];
    }
    case 'multiple': {
      const outer = [...t.bounds].reverse();
      const bounds = joinParts(outer.map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`), w(', ', ', '));
      // the inequalities read, then the bounds found from them
      const ranges = t.region ? [...joinParts(t.region, w(', ', ', ')), w(', that is ', ', soit '), ...bounds] : bounds;
      const word = t.bounds.length === 2 ? w('Compute the double integral of ', "Calculer l'intégrale double de ") : w('Compute the triple integral of ', "Calculer l'intégrale triple de ");
      const centre = t.centre && `(${t.centre.join(', ')})`;
      const system = t.coordinates && {
        polar: centre ? w(`, in polar coordinates about ${centre}`, `, en coordonnées polaires de centre ${centre}`) : w(', in polar coordinates', ', en coordonnées polaires'),
        cylindrical: w(', in cylindrical coordinates', ', en coordonnées cylindriques'),
        spherical: w(', in spherical coordinates', ', en coordonnées sphériques'),
      }[t.coordinates];
      if (t.centreOfMass) {
        const uniform = t.integrand.trim() === '1';
        const solid = t.bounds.length === 3;
        const what = t.withMass
          ? (solid ? w('Find the mass and the centre of mass of the solid ', 'Déterminer la masse et le centre de masse du solide ') : w('Find the mass and the centre of mass of the region ', 'Déterminer la masse et le centre de masse du domaine '))
          : uniform
          ? (solid ? w('Find the centroid of the solid ', 'Déterminer le centre géométrique du solide ') : w('Find the centroid of the region ', 'Déterminer le centre géométrique du domaine '))
          : (solid ? w('Find the centre of mass of the solid ', 'Déterminer le centre de masse du solide ') : w('Find the centre of mass of the region ', 'Déterminer le centre de masse du domaine '));
        return [what, ...ranges, ...(system ? [system] : []), ...(uniform ? [] : [w(', with density ρ = ', ', de densité ρ = '), t.integrand])];
      }
      if (t.average) {
        return [w('Find the average value of ', 'Calculer la valeur moyenne de '), t.integrand, t.bounds.length === 3 ? w(' over the solid ', ' sur le solide ') : w(' over the region ', ' sur le domaine '), ...ranges, ...(system ? [system] : [])];
      }
      if (t.totalMass) {
        const body = t.bounds.length === 3 ? w('Find the moment of inertia of the uniform solid ', "Calculer le moment d'inertie du solide homogène ") : w('Find the moment of inertia of the uniform lamina ', "Calculer le moment d'inertie de la plaque homogène ");
        return [body, ...ranges, ...(system ? [system] : []), w(' of mass ', ' de masse '), t.totalMass, w(', the squared distance to the axis being ', ", le carré de la distance à l'axe étant "), t.integrand];
      }
      if (t.green) {
        const way = t.green.clockwise ? w(', clockwise', ', dans le sens horaire') : w(', counterclockwise', ', dans le sens direct');
        return [w('Compute ', 'Calculer '), notation(`∮ (${pretty(t.green.p)}) dx + (${pretty(t.green.q)}) dy`, `\\oint (${tex(t.green.p)})\\,dx + (${tex(t.green.q)})\\,dy`), w(' around the boundary of ', ' le long du bord de '), ...ranges, ...(system ? [system] : []), way, w(", by Green's theorem", ' par la formule de Green-Riemann')];
      }
      if (t.flux?.circulation && t.flux.graph) {
        const F = notation(`∮ F·dr, F = (${t.flux.circulation.map(pretty).join(', ')})`, `\\oint \\vec F\\cdot d\\vec r,\\ \\vec F = (${t.flux.circulation.map(tex).join(', ')})`);
        return [w('Compute ', 'Calculer '), F, w(' around the boundary of the surface z = ', ' le long du bord de la surface z = '), t.flux.graph, w(' over ', ' au-dessus de '), ...ranges, ...(system ? [system] : []), t.flux.reversed ? w(', clockwise seen from above', ', dans le sens horaire vu d’en haut') : w(', counterclockwise seen from above', ', dans le sens direct vu d’en haut'), w(", by Stokes' theorem", ' par la formule de Stokes')];
      }
      if (t.flux?.circulation) {
        const F = notation(`F = (${t.flux.circulation.map(pretty).join(', ')})`, `\\vec F = (${t.flux.circulation.map(tex).join(', ')})`);
        return [w('Compute the outward flux of curl F, ', 'Calculer le flux sortant de rot F, '), F, w(', through the boundary of the solid ', ', à travers le bord du solide '), ...ranges, ...(system ? [system] : []), w(', by the divergence theorem (div(curl F) = 0)', ', par la formule d’Ostrogradski (div(rot F) = 0)')];
      }
      if (t.flux) {
        const field = notation(`F = (${t.flux.field.map(pretty).join(', ')})`, `\\vec F = (${t.flux.field.map(tex).join(', ')})`);
        return t.flux.graph
          ? [w('Compute the flux of ', 'Calculer le flux de '), field, w(' through the surface z = ', ' à travers la surface z = '), t.flux.graph, w(' over ', ' au-dessus de '), ...ranges, ...(system ? [system] : []), t.flux.reversed ? w(', oriented downward', ', orientée vers le bas') : w(', oriented upward', ', orientée vers le haut')]
          : [w('Compute the flux of ', 'Calculer le flux de '), field, t.flux.reversed ? w(' inward', ' entrant') : w(' outward', ' sortant'), w(' through the boundary of the solid ', ' à travers le bord du solide '), ...ranges, ...(system ? [system] : []), w(', by the divergence theorem', ', par la formule d’Ostrogradski')];
      }
      if (t.surface && t.scalar) return [w('Compute the surface integral of ', "Calculer l'intégrale de surface de "), t.scalar, w(' over the surface z = ', ' sur la surface z = '), t.surface, w(' above ', ' au-dessus de '), ...ranges, ...(system ? [system] : [])];
      if (t.surface) return [w('Compute the area of the surface z = ', "Calculer l'aire de la surface z = "), t.surface, w(' over ', ' au-dessus de '), ...ranges, ...(system ? [system] : [])];
      return [word, t.integrand, w(' for ', ' pour '), ...ranges, ...(system ? [system] : [])];
    }
    case 'vector': {
      const vars = t.variables.join(', ');
      const what = {
        gradient: t.differential ? w(`the total differential d${t.differential} of `, `la différentielle d${t.differential} de `) : w('the gradient of ', 'le gradient de '),
        divergence: w('the divergence of ', 'la divergence de '),
        curl: w('the curl of ', 'le rotationnel de '),
        laplacian: w('the Laplacian of ', 'le laplacien de '),
        hessian: w('the Hessian matrix of ', 'la matrice hessienne de '),
        jacobian: t.matrix ? w('the Jacobian matrix of ', 'la matrice jacobienne de ') : w('the Jacobian (determinant) of ', 'le jacobien (déterminant) de '),
        directional: w('the directional derivative of ', 'la dérivée directionnelle de '),
        max_rate: t.norm ? w('the magnitude of the gradient of ', 'la norme du gradient de ') : w('the maximum rate of change of ', 'le taux de variation maximal de '),
        steepest: t.descent ? w('the direction of steepest descent (unit vector) of ', 'la direction de plus forte descente (vecteur unitaire) de ') : w('the direction of steepest ascent (unit vector) of ', 'la direction de plus forte pente (vecteur unitaire) de '),
        linearization: w('the linearization of ', 'l’approximation affine de '),
        potential: w('a potential function of ', 'une fonction potentiel de '),
        conservative: w('whether this field is conservative: ', 'si ce champ est conservatif : '),
        critical_points: t.extrema ? w('the local extrema of ', 'les extremums locaux de ') : w('and classify the critical points of ', 'et classer les points critiques de '),
        line_integral: w('the line integral of ', 'l’intégrale curviligne de '),
        curvature: w('the curvature of ', 'la courbure de '),
        chain_rule: w('by the chain rule ', 'par la règle de dérivation en chaîne '),
        absolute_extrema: t.extremum === 'max' ? w('the absolute maximum of ', 'le maximum absolu de ') : t.extremum === 'min' ? w('the absolute minimum of ', 'le minimum absolu de ') : w('the absolute maximum and minimum of ', 'le maximum et le minimum absolus de '),
        lagrange: {
          max: w('the maximum of ', 'le maximum de '),
          min: w('the minimum of ', 'le minimum de '),
          both: w('the maximum and the minimum of ', 'le maximum et le minimum de '),
        }[t.extremum ?? 'both'],
      }[t.op];
      // F(r, θ): a Greek variable written as its letter
      const shownVars = pretty(vars);
      const texVars = t.variables.map(texLetter).join(', ');
      const name = t.components.length > 1 ? notation(`F(${shownVars}) = `, `\\vec F(${texVars}) = `) : notation(`f(${shownVars}) = `, `f(${texVars}) = `);
      const body: Part = t.components.length > 1 ? `(${t.components.join(', ')})` : t.components[0];
      const at = t.at ? [w(' at ', ' au point '), `(${t.at.join(', ')})`] : [];
      const dir = t.direction ? [w(' in the direction of ', ' dans la direction de '), `(${t.direction.join(', ')})`] : [];
      const estimate = t.estimate ? [w(', used to approximate ', ', utilisée pour approcher '), notation(`f(${t.estimate.join(', ')})`, `f(${t.estimate.join(', ')})`)] : [];
      const arc = t.components.length === 1 ? [w(', with respect to arc length', ', par rapport à l’abscisse curviligne')] : [];
      const curve = t.curve && t.bounds ? [w(' along ', ' le long de '), notation(`r(${t.parameter}) = (${t.curve.join(', ')}), ${t.bounds[0]} ≤ ${t.parameter} ≤ ${t.bounds[1]}`, `\\vec r(${t.parameter}) = (${t.curve.join(', ')}),\\ ${t.bounds[0]} \\le ${t.parameter} \\le ${t.bounds[1]}`), ...arc] : [];
      const subscripts = t.partials ?? t.entries?.map((e) => e.join(''));
      const partials = subscripts ? [w('the partial derivatives ', 'les dérivées partielles '), notation(subscripts.map((v) => `f_${v}`).join(', '), subscripts.map((v) => `f_{${v}}`).join(', ')), w(' of ', ' de ')] : [what];
      // 'the divergence and the curl of F': each further operation before the field
      const also = (t.also ?? []).map((op) => ({
        gradient: w('the gradient', 'le gradient'),
        divergence: w('the divergence', 'la divergence'),
        curl: w('the curl', 'le rotationnel'),
        laplacian: w('the Laplacian', 'le laplacien'),
        hessian: w('the Hessian matrix', 'la matrice hessienne'),
        directional: w('the directional derivative', 'la dérivée directionnelle'),
        max_rate: w('the maximum rate of change', 'le taux de variation maximal'),
        steepest: t.descent ? w('the direction of steepest descent (unit vector)', 'la direction de plus forte descente (vecteur unitaire)') : w('the direction of steepest ascent (unit vector)', 'la direction de plus forte pente (vecteur unitaire)'),
      }[op]));
      const before = also.length > 0 ? [...(subscripts ? partials.slice(0, 2) : [w(what.en.replace(/ of $/, ''), what.fr.replace(/ de $/, ''))]), ...also.flatMap((a, k) => [k === also.length - 1 ? w(' and ', ' et ') : w(', ', ', '), a]), w(' of ', ' de ')] : partials;
      const constraint = t.constraint && t.constraint2
        ? [w(' subject to ', ' sous les contraintes '), `${t.constraint[0]} = ${t.constraint[1]}`, w(' and ', ' et '), `${t.constraint2[0]} = ${t.constraint2[1]}`]
        : t.constraint ? [w(' subject to ', ' sous la contrainte '), `${t.constraint[0]} = ${t.constraint[1]}`] : [];
      if (t.positive) constraint.push(w(', with ', ', avec '), `${t.positive.join(', ')} > 0`);
      const region = t.vertices
        ? [w(' on the closed polygon with vertices ', ' sur le polygone fermé de sommets '), t.vertices.map((v) => `(${v.join(', ')})`).join(', ')]
        : t.radius2 ? [w(' on the closed disk ', ' sur le disque fermé '), `x^2 + y^2 <= ${t.radius2}`]
          : t.interval && t.interval[0] === '-oo' && t.interval[1] === 'oo' ? [w(' over ℝ', ' sur ℝ')]
            : t.interval ? [w(' on the closed interval ', ' sur l’intervalle fermé '), notation(`[${t.interval[0]}, ${t.interval[1]}]`, `[${t.interval[0]}, ${t.interval[1]}]`)] : [];
      const irrotational = t.irrotational ? [w(', and whether it is irrotational', ', et dire s’il est irrotationnel')] : [];
      if (t.op === 'chain_rule' && t.outer && t.wrt) {
        const { result, name: f, variables: inner } = t.outer;
        const greek = (v: string): string => ({ theta: 'θ', phi: 'φ', rho: 'ρ' })[v] ?? v;
        const asked = t.wrt.map((v) => `∂${result}/∂${greek(v)}`).join(', ');
        const given = inner.map((v, k) => `${v} = ${t.components[k]}`).join(', ');
        return [w('Express ', 'Exprimer '), notation(asked, t.wrt.map((v) => `\\frac{\\partial ${result}}{\\partial ${v}}`).join(',\\ ')), w(' for ', ' pour '), `${result} = ${f}(${inner.join(', ')})`, w(' with ', ' avec '), given, w(`, in terms of the partial derivatives of ${f}`, `, à l’aide des dérivées partielles de ${f}`)];
      }
      if (t.op === 'curvature') return [t.torsion ? w('Find the torsion of the curve ', 'Calculer la torsion de la courbe ') : w('Find the curvature of the curve ', 'Calculer la courbure de la courbe '), notation(`r(${vars}) = (${t.components.join(', ')})`, `\\vec r(${vars}) = (${t.components.join(', ')})`), ...(t.at ? [w(' at ', ' en '), `${vars} = ${t.at[0]}`] : [])];
      if (t.stokes && t.curve && t.bounds) return [w('Find the flux of the curl of ', 'Calculer le flux du rotationnel de '), name, body, w(' through the surface ', ' à travers la surface '), t.stokes.surface, t.stokes.downward ? w(', oriented downward', ', orientée vers le bas') : w(', oriented upward', ', orientée vers le haut'), w(", by Stokes' theorem the circulation of F along its boundary ", ' : par la formule de Stokes, la circulation de F le long de son bord '), ...curve.slice(1)];
      if (t.wireInertia && t.curve && t.bounds) return [w('Find the moment of inertia of the uniform wire along ', "Calculer le moment d'inertie du fil homogène le long de "), notation(`r(${t.parameter}) = (${t.curve.join(', ')}), ${t.bounds[0]} ≤ ${t.parameter} ≤ ${t.bounds[1]}`, `\\vec r(${t.parameter}) = (${t.curve.join(', ')}),\\ ${t.bounds[0]} \\le ${t.parameter} \\le ${t.bounds[1]}`), w(' of mass ', ' de masse '), t.wireInertia.mass, w(', the squared distance to the axis being ', ", le carré de la distance à l'axe étant "), t.components[0]];
      if (t.wireCentre && t.curve && t.bounds) return [t.wireCentre.withMass ? w('Find the mass and the centre of mass of the wire along ', 'Déterminer la masse et le centre de masse du fil le long de ') : w('Find the centre of mass of the wire along ', 'Déterminer le centre de masse du fil le long de '), notation(`r(${t.parameter}) = (${t.curve.join(', ')}), ${t.bounds[0]} ≤ ${t.parameter} ≤ ${t.bounds[1]}`, `\\vec r(${t.parameter}) = (${t.curve.join(', ')}),\\ ${t.bounds[0]} \\le ${t.parameter} \\le ${t.bounds[1]}`), w(', of linear density ρ = ', ', de masse linéique ρ = '), t.components[0]];
      if (t.wireMass && t.curve && t.bounds) return [w('Find the mass of the wire along ', 'Calculer la masse du fil le long de '), notation(`r(${t.parameter}) = (${t.curve.join(', ')}), ${t.bounds[0]} ≤ ${t.parameter} ≤ ${t.bounds[1]}`, `\\vec r(${t.parameter}) = (${t.curve.join(', ')}),\\ ${t.bounds[0]} \\le ${t.parameter} \\le ${t.bounds[1]}`), w(', of density ρ = ', ', de densité ρ = '), t.components[0], w(': the integral of ρ with respect to arc length', " : l'intégrale de ρ par rapport à l'abscisse curviligne")];
      if (t.arcLength && t.curve && t.bounds) return [w('Find the length of the curve ', 'Calculer la longueur de la courbe '), notation(`r(${t.parameter}) = (${t.curve.join(', ')}), ${t.bounds[0]} ≤ ${t.parameter} ≤ ${t.bounds[1]}`, `\\vec r(${t.parameter}) = (${t.curve.join(', ')}),\\ ${t.bounds[0]} \\le ${t.parameter} \\le ${t.bounds[1]}`)];
      return [w('Find ', 'Calculer '), ...before, name, body, ...at, ...dir, ...estimate, ...curve, ...constraint, ...region, ...irrotational];
    }
  }
}

/** The variables of a mixed derivative as written in its denominator: the last applied first, repeats as powers. */
function grouped(vars: string[]): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const x of [...vars].reverse()) {
    const last = out[out.length - 1];
    if (last && last[0] === x) last[1]++;
    else out.push([x, 1]);
  }
  return out;
}

const sup = (n: number): string => [...String(n)].map((c) => SUPERSCRIPT[c] ?? c).join('');

function rel(r: Relation): string {
  return `${r.lhs} ${r.op} ${r.rhs}`;
}

function joinParts(items: string[], sep: Text): Part[] {
  const out: Part[] = [];
  items.forEach((s, k) => {
    if (k > 0) out.push(sep);
    out.push(s);
  });
  return out;
}

/** A bound in degrees (read 360*pi/180) is shown as 360°. */
const typedBound = (b: string): string => {
  const deg = typedDegrees(b);
  return deg === null ? b : `${deg}°`;
};

function domainWords(d: Domain): Part[] {
  if (d.kind === 'complex') return [w(' in ℂ', ' dans ℂ')];
  if (d.kind === 'interval') {
    const interval = `${d.loClosed ? '[' : '('}${typedBound(d.lo)}, ${typedBound(d.hi)}${d.hiClosed ? ']' : ')'}`;
    return [w(' on ', ' sur '), interval];
  }
  return [];
}

const SUPERSCRIPT: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻' };

/** A formula part as LaTeX: through the parser when it reads, else verbatim in \text. */
function tex(ascii: string): string {
  const m = /^(.*?)\s*(<=|>=|!=|=|<|>)\s*(.*)$/.exec(ascii);
  const one = (s: string): string => {
    if (s === 'oo') return '\\infty';
    if (s === '-oo') return '-\\infty';
    if (/'|\b[a-zA-Z]\s*\(\s*-?[\d.]+\s*\)/.test(s) || LEIBNIZ.test(s)) return verbatimTex(s);
    try {
      return toLatex(parseNode(s));
    } catch {
      return verbatimTex(s);
    }
  };
  if (m && !/^[[(]/.test(ascii)) {
    const op = { '<=': '\\le', '>=': '\\ge', '!=': '\\ne', '=': '=', '<': '<', '>': '>' }[m[2]] ?? m[2];
    return `${one(m[1])} ${op} ${one(m[3])}`;
  }
  if (/^[[(].*[\])]$/.test(ascii)) {
    const inner = /^([[(])(.*),\s*(.*)([\])])$/.exec(ascii);
    if (inner) return `\\left${inner[1]}${one(inner[2])}, ${one(inner[3])}\\right${inner[4]}`;
  }
  return one(ascii);
}

/** dy/dx, d^2x/dt^2: a derivative in Leibniz notation, which the parser would read as d·y over d·x. */
const LEIBNIZ = /(?<![A-Za-z])d(?:\^(\d+))?([A-Za-z]+)\/d([A-Za-z])(?:\^\d+)?(?![A-Za-z\d])/;

const leibnizTex = (_m: string, k: string | undefined, u: string, x: string): string =>
  k ? `\\frac{d^{${k}}${texLetter(u)}}{d${x}^{${k}}}` : `\\frac{d${texLetter(u)}}{d${x}}`;

/** A formula the parser does not read (y'' − 3y' + 2y = 0, y'(0) = 1, d^2x/dt^2 + 9x = 0) written as it is. */
function verbatimTex(ascii: string): string {
  return ascii
    .replace(new RegExp(LEIBNIZ.source, 'g'), leibnizTex)
    .replace(/\s*\*\s*/g, ' \\cdot ')
    // √ of a plain argument as a radical; a nested one stays as typed rather than misread
    .replace(/(?<![A-Za-z])sqrt\(([^()]*)\)/g, '\\sqrt{$1}')
    .replace(/(\d) \\cdot (?=[A-Za-z(])/g, '$1')
    .replace(/<=/g, '\\le ')
    .replace(/>=/g, '\\ge ')
    .replace(/\bpi\b/g, '\\pi ')
    // function names in roman, as KaTeX writes \exp, \sin…; italic e·x·p(x) would read as a product
    .replace(/(?<![A-Za-z\\])(exp|ln|log|sin|cos|tan|sinh|cosh|tanh|arcsin|arccos|arctan)(?=\s*\()/g, '\\$1')
    .replace(/\boo\b/g, '\\infty ');
}

function escapeText(s: string): string {
  return s.replace(/[\\{}$&#^_%~]/g, (c) => `\\${c}`);
}

/** The one-step schemes by name, as a course says them. */
/** The damping regimes as a course names them. */
const REGIME_NAMES = {
  over: { en: 'overdamped', fr: 'apériodique' },
  critical: { en: 'critically damped', fr: 'critique' },
  under: { en: 'underdamped', fr: 'pseudo-périodique' },
} as const;

const SCHEME_NAMES = {
  euler: w("Euler's method", "la méthode d'Euler"),
  heun: w('the improved Euler (Heun) method', "la méthode d'Euler améliorée (Heun)"),
  midpoint: w('the midpoint method', 'la méthode du point milieu'),
  rk4: w('the fourth-order Runge–Kutta method (RK4)', "la méthode de Runge-Kutta d'ordre 4 (RK4)"),
};

/** Each quantity of a complex number named, the asks of one number joined: "Find the modulus and an argument of 1 − i". */
const COMPLEX_NOUNS: Record<ComplexQuantity, Text> = {
  algebraic: w('the form a + bi', 'la forme algébrique'),
  modulus: w('the modulus', 'le module'),
  argument: w('the argument', 'un argument'),
  conjugate: w('the conjugate', 'le conjugué'),
  re: w('the real part', 'la partie réelle'),
  im: w('the imaginary part', 'la partie imaginaire'),
  parts: w('the real and imaginary parts', 'les parties réelle et imaginaire'),
  polar: w('the exponential form', 'la forme exponentielle'),
  modulus_argument: w('the modulus and the argument', 'le module et un argument'),
  sqrt: w('the square roots', 'les racines carrées'),
  log: w('the principal logarithm', 'le logarithme principal'),
  is_real: w('whether it is real', 's’il est réel'),
  is_imaginary: w('whether it is purely imaginary', 's’il est imaginaire pur'),
};

/** A yes-or-no question on the kind of one number: "Decide whether (1 + i)/(1 − i) is real". */
const KIND_STATED: Partial<Record<ComplexQuantity, Text>> = { is_real: w(' is real', ' est réel'), is_imaginary: w(' is purely imaginary', ' est imaginaire pur') };

function complexStatement(t: TaskOf<'complex_number'>): Part[] {
  const degrees = t.degrees ? [w(', angles in degrees', ', angles en degrés')] : [];
  const kind = t.asks.length === 1 ? KIND_STATED[t.asks[0].quantity] : undefined;
  if (kind) return [w('Decide whether ', 'Dire si '), t.asks[0].number, kind];
  if (t.asks.length === 1 && t.asks[0].quantity === 'algebraic') return [w('Write ', 'Écrire '), t.asks[0].number, w(' in the form a + bi', ' sous forme algébrique')];
  const noun = (q: ComplexQuantity): Text => (q === 'polar' && t.trigonometric ? w('the trigonometric form', 'la forme trigonométrique') : COMPLEX_NOUNS[q]);
  const parts: Part[] = [w('Find ', 'Déterminer ')];
  t.asks.forEach((a, k) => {
    const next = t.asks[k + 1];
    parts.push(noun(a.quantity));
    if (next?.number === a.number) parts.push(w(' and ', ' et '));
    else parts.push(w(' of ', ' de '), a.number, ...(next ? [w(', ', ', ')] : []));
  });
  return [...parts, ...degrees];
}
