import { text, type Text } from '../../i18n';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { add, div, mul, pow, size, sqrt, sym, type Ex, num, substitute } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { pythagorean } from '../derivative/pythagorean';
import { rationalized } from '../derivative/rationalize';
import { conservativeField } from './potential';
import { criticalPoints } from './criticalPoints';
import { lagrange } from './lagrange';
import { absoluteExtrema } from './absoluteExtrema';
import { lineIntegral } from './lineIntegral';
import { wireCentre, wireInertia } from './wireCentre';
import { curvature } from './curvature';
import { chainRule } from './chainRule';

/**
 * Vector calculus (gradient, divergence, curl, Laplacian, Hessian, Jacobian, directional
 * derivative) as taught in a first multivariable course: each partial derivative written out,
 * then assembled, then evaluated at the point when one is asked.
 */
const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const d = (e: Ex, v: string): Ex => simplify(derivative(e, v));
const L = toLatex;

const partialTex = (f: string, v: string): string => `\\frac{\\partial ${f}}{\\partial ${v}}`;

function at(e: Ex, t: TaskOf<'vector'>): Ex {
  if (!t.at) return e;
  let out = e;
  t.variables.forEach((v, k) => {
    out = substitute(out, v, read(t.at?.[k] ?? '0'));
  });
  return simplify(out);
}

const column = (xs: Ex[]): string => `[${xs.map((x) => `[${toAscii(x)}]`).join(', ')}]`;
const matrix = (rows: Ex[][]): string => `[${rows.map((r) => `[${r.map(toAscii).join(', ')}]`).join(', ')}]`;
const columnTex = (xs: Ex[]): string => `\\begin{pmatrix}${xs.map(L).join('\\\\')}\\end{pmatrix}`;
const matrixTex = (rows: Ex[][]): string => `\\begin{pmatrix}${rows.map((r) => r.map(L).join(' & ')).join('\\\\')}\\end{pmatrix}`;

function det(m: Ex[][]): Ex {
  if (m.length === 1) return m[0][0];
  if (m.length === 2) return simplify(add(mul(m[0][0], m[1][1]), mul(num(-1), m[0][1], m[1][0])));
  return simplify(add(...m[0].map((a, j) => mul(num(j % 2 === 0 ? 1 : -1), a, det(m.slice(1).map((r) => r.filter((_, k) => k !== j)))))));
}

interface Result {
  steps: StepDraft[];
  kind: 'expr' | 'matrix' | 'bool' | 'solutions';
  value: string;
  latex: string;
  words: Text;
}

function pointStep(t: TaskOf<'vector'>, latex: string): StepDraft {
  const p = `(${(t.at ?? []).join(', ')})`;
  return { title: text(`Evaluate at ${p}`, `Évaluer au point ${p}`), explanation: text(`Replace ${t.variables.join(', ')} by the coordinates of the point.`, `On remplace ${t.variables.join(', ')} par les coordonnées du point.`), formula: latex };
}

/** Only the partial derivatives asked ('f_x and f_z' of f(x, y, z)), each at the point when one is given. */
function somePartials(t: TaskOf<'vector'>, f: Ex, asked: string[]): Result {
  const parts = asked.map((v) => d(f, v));
  const steps: StepDraft[] = [{
    title: text('Partial derivatives', 'Dérivées partielles'),
    explanation: text('Differentiate with respect to each variable asked, holding the others constant.', 'On dérive par rapport à chaque variable demandée, les autres étant fixées.'),
    formula: asked.map((v, k) => `${partialTex('f', v)} = ${L(parts[k])}`).join(',\\quad '),
  }];
  const vals = parts.map((p) => at(p, t));
  const here = t.at ? `(${t.at.join(', ')})` : '';
  if (t.at) steps.push(pointStep(t, asked.map((v, k) => `${partialTex('f', v)}${here} = ${L(vals[k])}`).join(',\\quad ')));
  // no closing full stop: "x^2." would read as a power 2.
  const list = asked.map((v, k) => `f_${v}${here} = ${toAscii(vals[k])}`).join(', ');
  return { steps, kind: 'matrix', value: column(vals), latex: columnTex(vals), words: text(list, list) };
}

function gradient(t: TaskOf<'vector'>, f: Ex): Result {
  if (t.partials) return somePartials(t, f, t.partials);
  const parts = t.variables.map((v) => d(f, v));
  const steps: StepDraft[] = [{
    title: text('Partial derivatives', 'Dérivées partielles'),
    explanation: text('Differentiate with respect to each variable in turn, holding the others constant.', 'On dérive par rapport à chaque variable tour à tour, les autres étant fixées.'),
    formula: t.variables.map((v, k) => `${partialTex('f', v)} = ${L(parts[k])}`).join(',\\quad '),
  }, {
    title: text('Assemble the gradient', 'Former le gradient'),
    explanation: text('The gradient is the vector of the partial derivatives.', 'Le gradient est le vecteur des dérivées partielles.'),
    formula: `\\nabla f = ${columnTex(parts)}`,
  }];
  const vals = parts.map((p) => at(p, t));
  if (t.at) steps.push(pointStep(t, `\\nabla f${'(' + (t.at ?? []).join(', ') + ')'} = ${columnTex(vals)}`));
  if (t.differential) return totalDifferential(t, t.differential, steps, vals);
  return { steps, kind: 'matrix', value: column(vals), latex: columnTex(vals), words: text(`The gradient is ${column(vals)}.`, `Le gradient est ${column(vals)}.`) };
}

/** df = f_x dx + f_y dy (+ f_z dz): the partial derivatives as the coefficients of the differentials; the value stays the gradient, which the verifier checks. */
function totalDifferential(t: TaskOf<'vector'>, name: string, steps: StepDraft[], vals: Ex[]): Result {
  const there = t.at ? `(${t.at.join(', ')})` : '';
  const term = (e: Ex, show: (e: Ex) => string): string => (e.t === 'add' ? `(${show(e)})` : show(e));
  const ascii = t.variables.map((v, k) => `${term(vals[k], toAscii)} d${v}`).join(' + ').replace(/\+ -/g, '- ');
  const latex = `d${name}${there} = ${t.variables.map((v, k) => `${term(vals[k], L)}\\,d${v}`).join(' + ').replace(/\+ -/g, '- ')}`;
  steps.push({
    title: text('Write the differential', 'Écrire la différentielle'),
    explanation: text('The total differential adds each partial derivative times the differential of its variable.', 'La différentielle somme chaque dérivée partielle multipliée par la différentielle de sa variable.'),
    formula: latex,
  });
  return { steps, kind: 'matrix', value: column(vals), latex, words: text(`d${name}${there} = ${ascii}.`, `d${name}${there} = ${ascii}.`) };
}

function scalarResult(steps: StepDraft[], t: TaskOf<'vector'>, e: Ex, name: string): Result {
  const v = at(e, t);
  if (t.at) steps.push(pointStep(t, `${name} = ${L(v)}`));
  const value = toAscii(v);
  return { steps, kind: 'expr', value, latex: L(v), words: text(`The result is ${value}.`, `Le résultat est ${value}.`) };
}

function divergence(t: TaskOf<'vector'>, F: Ex[]): Result {
  const parts = F.map((c, k) => d(c, t.variables[k]));
  const sum = simplify(add(...parts));
  const names = ['P', 'Q', 'R', 'S'];
  return scalarResult([{
    title: text('Differentiate each component', 'Dériver chaque composante'),
    explanation: text('The divergence adds the derivative of each component with respect to its own variable.', 'La divergence additionne la dérivée de chaque composante par rapport à sa propre variable.'),
    formula: F.map((_, k) => `${partialTex(names[k], t.variables[k])} = ${L(parts[k])}`).join(',\\quad '),
  }, {
    title: text('Add them', 'Les additionner'),
    explanation: text('∇ · F is the sum of these derivatives.', '∇ · F est la somme de ces dérivées.'),
    formula: `\\nabla \\cdot \\vec F = ${L(sum)}`,
  }], t, sum, '\\nabla \\cdot \\vec F');
}

function curl(t: TaskOf<'vector'>, F: Ex[]): Result {
  const [P, Q, R] = F;
  const [x, y, z] = t.variables;
  const c = [
    simplify(add(d(R, y), mul(num(-1), d(Q, z)))),
    simplify(add(d(P, z), mul(num(-1), d(R, x)))),
    simplify(add(d(Q, x), mul(num(-1), d(P, y)))),
  ];
  const steps: StepDraft[] = [{
    title: text('Write the determinant', 'Écrire le déterminant'),
    explanation: text('The curl is the determinant of the unit vectors, the partial derivatives and the components.', 'Le rotationnel est le déterminant formé des vecteurs unitaires, des dérivées partielles et des composantes.'),
    formula: `\\nabla \\times \\vec F = \\begin{vmatrix} \\vec i & \\vec j & \\vec k \\\\ \\partial_{${x}} & \\partial_{${y}} & \\partial_{${z}} \\\\ ${L(P)} & ${L(Q)} & ${L(R)} \\end{vmatrix}`,
  }, {
    title: text('Expand it', 'Le développer'),
    explanation: text('Each component is a difference of two cross partial derivatives.', 'Chaque composante est une différence de deux dérivées partielles croisées.'),
    formula: `\\nabla \\times \\vec F = ${columnTex(c)}`,
  }];
  const vals = c.map((e) => at(e, t));
  if (t.at) steps.push(pointStep(t, `\\nabla \\times \\vec F = ${columnTex(vals)}`));
  const words = text(`The curl is ${column(vals)}.`, `Le rotationnel est ${column(vals)}.`);
  if (!t.irrotational) return { steps, kind: 'matrix', value: column(vals), latex: columnTex(vals), words };
  // "is the field irrotational?": yes exactly when every component of the curl is 0 everywhere
  const zero = c.every((e) => toAscii(e) === '0');
  const verdict = zero
    ? text('The curl is zero everywhere: the field is irrotational.', 'Le rotationnel est nul partout : le champ est irrotationnel.')
    : text('The curl is not zero: the field is not irrotational.', 'Le rotationnel n’est pas nul : le champ n’est pas irrotationnel.');
  steps.push({ title: text('Is the field irrotational?', 'Le champ est-il irrotationnel ?'), explanation: verdict });
  return { steps, kind: 'matrix', value: column(vals), latex: columnTex(vals), words: text(`${words.en} ${verdict.en}`, `${words.fr} ${verdict.fr}`) };
}

function laplacian(t: TaskOf<'vector'>, f: Ex): Result {
  const parts = t.variables.map((v) => d(d(f, v), v));
  const added = simplify(add(...parts));
  // fractions over the same denominator combined: Δ ln(x² + y²) is 0, not two opposite fractions
  const combined = simplify(expand(added));
  const sum = size(combined) < size(added) ? combined : added;
  return scalarResult([{
    title: text('Second partial derivatives', 'Dérivées partielles secondes'),
    explanation: text('Differentiate twice with respect to each variable.', 'On dérive deux fois par rapport à chaque variable.'),
    formula: t.variables.map((v, k) => `\\frac{\\partial^2 f}{\\partial ${v}^2} = ${L(parts[k])}`).join(',\\quad '),
  }, {
    title: text('Add them', 'Les additionner'),
    explanation: text('The Laplacian is the sum of the pure second derivatives.', 'Le laplacien est la somme des dérivées secondes pures.'),
    formula: `\\Delta f = ${L(sum)}`,
  }], t, sum, '\\Delta f');
}

/** Only the second partial derivatives asked ('f_xx and f_xy'), f_xy being ∂/∂y of f_x, each at the point when one is given. */
function someSecondPartials(t: TaskOf<'vector'>, f: Ex, entries: string[][]): Result {
  const names = entries.map((e) => e.join(''));
  const firsts = [...new Set(entries.map(([u]) => u))];
  const parts = entries.map(([u, v]) => d(d(f, u), v));
  const steps: StepDraft[] = [{
    title: text('First partial derivatives', 'Dérivées partielles premières'),
    explanation: text('Differentiate with respect to the first variable of each subscript.', 'On dérive par rapport à la première variable de chaque indice.'),
    formula: firsts.map((u) => `f_{${u}} = ${L(d(f, u))}`).join(',\\quad '),
  }, {
    title: text('Second partial derivatives', 'Dérivées partielles secondes'),
    explanation: text('Differentiate each of them again with respect to the second variable of the subscript.', 'On dérive chacune à nouveau par rapport à la seconde variable de l’indice.'),
    formula: names.map((n, k) => `f_{${n}} = ${L(parts[k])}`).join(',\\quad '),
  }];
  const vals = parts.map((p) => at(p, t));
  const here = t.at ? `(${t.at.join(', ')})` : '';
  if (t.at) steps.push(pointStep(t, names.map((n, k) => `f_{${n}}${here} = ${L(vals[k])}`).join(',\\quad ')));
  const list = names.map((n, k) => `f_${n}${here} = ${toAscii(vals[k])}`).join(', ');
  return { steps, kind: 'matrix', value: column(vals), latex: columnTex(vals), words: text(list, list) };
}

function hessian(t: TaskOf<'vector'>, f: Ex): Result {
  if (t.entries) return someSecondPartials(t, f, t.entries);
  const first = t.variables.map((v) => d(f, v));
  const rows = t.variables.map((u, i) => t.variables.map((v) => d(first[i], v)));
  const vals = rows.map((r) => r.map((e) => at(e, t)));
  const steps: StepDraft[] = [{
    title: text('First partial derivatives', 'Dérivées partielles premières'),
    explanation: text('Differentiate with respect to each variable.', 'On dérive par rapport à chaque variable.'),
    formula: t.variables.map((v, k) => `${partialTex('f', v)} = ${L(first[k])}`).join(',\\quad '),
  }, {
    title: text('Second partial derivatives', 'Dérivées partielles secondes'),
    explanation: text('Row i, column j holds ∂²f/∂xᵢ∂xⱼ; the mixed derivatives agree (Schwarz).', 'La ligne i, colonne j contient ∂²f/∂xᵢ∂xⱼ ; les dérivées croisées sont égales (Schwarz).'),
    formula: `H_f = ${matrixTex(rows)}`,
  }];
  if (t.at) steps.push(pointStep(t, `H_f = ${matrixTex(vals)}`));
  return { steps, kind: 'matrix', value: matrix(vals), latex: matrixTex(vals), words: text(`The Hessian matrix is ${matrix(vals)}.`, `La matrice hessienne est ${matrix(vals)}.`) };
}

function jacobian(t: TaskOf<'vector'>, F: Ex[]): Result | null {
  const rows = F.map((c) => t.variables.map((v) => d(c, v)));
  const steps: StepDraft[] = [{
    title: text('Jacobian matrix', 'Matrice jacobienne'),
    explanation: text('Row i holds the partial derivatives of the i-th component.', 'La ligne i contient les dérivées partielles de la i-ème composante.'),
    formula: `J = ${matrixTex(rows)}`,
  }];
  if (t.matrix) {
    const vals = rows.map((r) => r.map((e) => at(e, t)));
    if (t.at) steps.push(pointStep(t, `J = ${matrixTex(vals)}`));
    return { steps, kind: 'matrix', value: matrix(vals), latex: matrixTex(vals), words: text(`The Jacobian matrix is ${matrix(vals)}.`, `La matrice jacobienne est ${matrix(vals)}.`) };
  }
  if (rows.length !== t.variables.length) return null;
  // polar, cylindrical, spherical: sin² + cos² = 1 collapses the determinant to r, ρ² sin φ
  const jac = pythagorean(det(rows));
  steps.push({
    title: text('Its determinant', 'Son déterminant'),
    explanation: text('The Jacobian is the determinant of this matrix.', 'Le jacobien est le déterminant de cette matrice.'),
    formula: `\\det J = ${L(jac)}`,
  });
  return scalarResult(steps, t, jac, '\\det J');
}

function directional(t: TaskOf<'vector'>, f: Ex): Result | null {
  if (!t.direction || t.direction.length !== t.variables.length) return null;
  const u = t.direction.map(read);
  const norm = simplify(sqrt(add(...u.map((c) => pow(c, num(2))))));
  const unit = u.map((c) => simplify(div(c, norm)));
  const g = t.variables.map((v) => d(f, v));
  const gAt = g.map((e) => at(e, t));
  const dot = simplify(add(...gAt.map((gi, k) => mul(gi, unit[k]))));
  // 12/√2 written 6√2, as answers are
  const value = rationalized(dot);
  const steps: StepDraft[] = [{
    title: text('Gradient', 'Gradient'),
    explanation: text('The directional derivative is the gradient dotted with a unit vector.', 'La dérivée directionnelle est le produit scalaire du gradient par un vecteur unitaire.'),
    formula: `\\nabla f = ${columnTex(g)}${t.at ? `,\\quad \\nabla f(${t.at.join(', ')}) = ${columnTex(gAt)}` : ''}`,
  }, {
    title: text('Unit vector', 'Vecteur unitaire'),
    explanation: text('Divide the direction by its length.', 'On divise la direction par sa norme.'),
    formula: `\\vec u = \\frac{1}{${L(norm)}}${columnTex(u)} = ${columnTex(unit)}`,
  }, {
    title: text('Dot product', 'Produit scalaire'),
    explanation: text('Multiply component by component and add.', 'On multiplie composante par composante et on additionne.'),
    formula: `D_{\\vec u} f = \\nabla f \\cdot \\vec u = ${L(dot)}${toAscii(dot) === toAscii(value) ? '' : ` = ${L(value)}`}`,
  }];
  const ascii = toAscii(value);
  return { steps, kind: 'expr', value: ascii, latex: L(value), words: text(`The directional derivative is ${ascii}.`, `La dérivée directionnelle vaut ${ascii}.`) };
}

/** |∇f(P)|: the largest directional derivative, in the direction of the gradient (Cauchy–Schwarz). */
function maxRate(t: TaskOf<'vector'>, f: Ex): Result {
  const g = t.variables.map((v) => d(f, v));
  const gAt = g.map((e) => at(e, t));
  const norm = simplify(sqrt(add(...gAt.map((c) => pow(c, num(2))))));
  const here = t.at ? `(${t.at.join(', ')})` : '';
  const steps: StepDraft[] = [{
    title: text('Gradient', 'Gradient'),
    explanation: text('D_u f = ∇f · u is largest when the unit vector u points along the gradient; its value is then the gradient’s length.',
      'D_u f = ∇f · u est maximale quand le vecteur unitaire u a la direction du gradient ; elle vaut alors la norme du gradient.'),
    formula: `\\nabla f = ${columnTex(g)}${t.at ? `,\\quad \\nabla f${here} = ${columnTex(gAt)}` : ''}`,
  }, {
    title: text('Length of the gradient', 'Norme du gradient'),
    explanation: text('The maximum rate of change is |∇f|, reached in the direction of ∇f.', 'Le taux de variation maximal est ‖∇f‖, atteint dans la direction de ∇f.'),
    formula: `\\lVert \\nabla f${here} \\rVert = \\sqrt{${gAt.map((c) => `(${L(c)})^2`).join(' + ')}} = ${L(norm)}`,
  }];
  const value = toAscii(norm);
  const dir = `(${gAt.map(toAscii).join(', ')})`;
  if (t.norm) return { steps: steps.slice(0, 1).concat({ ...steps[1], explanation: text('The length of a vector is the square root of the sum of its squared components.', 'La norme d’un vecteur est la racine carrée de la somme des carrés de ses composantes.') }), kind: 'expr', value, latex: L(norm), words: text(`|∇f${here}| = ${value}.`, `‖∇f${here}‖ = ${value}.`) };
  return { steps, kind: 'expr', value, latex: L(norm), words: text(`The maximum rate of change is ${value}, in the direction of ${dir}.`, `Le taux de variation maximal vaut ${value}, dans la direction de ${dir}.`) };
}

/** ±∇f(P)/|∇f(P)|: the unit vector along which f increases (decreases) fastest; none where ∇f(P) = 0. */
function steepest(t: TaskOf<'vector'>, f: Ex): Result | null {
  const g = t.variables.map((v) => d(f, v));
  const gAt = g.map((e) => at(e, t));
  const norm = simplify(sqrt(add(...gAt.map((c) => pow(c, num(2))))));
  if (toAscii(norm) === '0') return null;
  const sign = num(t.descent ? -1 : 1);
  const unit = gAt.map((c) => simplify(div(mul(sign, c), norm)));
  const here = `(${(t.at ?? []).join(', ')})`;
  const steps: StepDraft[] = [{
    title: text('Gradient', 'Gradient'),
    explanation: t.descent
      ? text('f decreases fastest in the direction opposite to its gradient.', 'f décroît le plus vite dans la direction opposée à son gradient.')
      : text('f increases fastest in the direction of its gradient.', 'f croît le plus vite dans la direction de son gradient.'),
    formula: `\\nabla f = ${columnTex(g)},\\quad \\nabla f${here} = ${columnTex(gAt)}`,
  }, {
    title: text('Length of the gradient', 'Norme du gradient'),
    explanation: text('A direction is given by a unit vector: divide by the length.', 'Une direction est donnée par un vecteur unitaire : on divise par la norme.'),
    formula: `\\lVert \\nabla f${here} \\rVert = \\sqrt{${gAt.map((c) => `(${L(c)})^2`).join(' + ')}} = ${L(norm)}`,
  }, {
    title: text('Unit vector', 'Vecteur unitaire'),
    explanation: t.descent
      ? text('The direction of steepest descent is −∇f / ‖∇f‖.', 'La direction de plus forte descente est −∇f / ‖∇f‖.')
      : text('The direction of steepest ascent is ∇f / ‖∇f‖.', 'La direction de plus forte pente est ∇f / ‖∇f‖.'),
    formula: `\\vec u = ${t.descent ? '-' : ''}\\frac{1}{${L(norm)}}${columnTex(gAt)} = ${columnTex(unit)}`,
  }];
  const value = column(unit);
  const dir = `(${unit.map(toAscii).join(', ')})`;
  return {
    steps, kind: 'matrix', value, latex: columnTex(unit),
    words: t.descent
      ? text(`f decreases fastest in the direction of the unit vector ${dir}.`, `f décroît le plus vite dans la direction du vecteur unitaire ${dir}.`)
      : text(`f increases fastest in the direction of the unit vector ${dir}.`, `f croît le plus vite dans la direction du vecteur unitaire ${dir}.`),
  };
}

/** x − a as a teacher writes it: x for a = 0, (x + 1) for a = −1. */
function shifted(v: string, a: Ex): string {
  const t = L(a);
  if (t === '0') return v;
  return t.startsWith('-') ? `(${v} + ${t.slice(1)})` : `(${v} - ${t})`;
}

/** c₀ + c₁·u₁ + … with the signs folded in (− 3(x − 1), not + −3(x − 1)), the zero terms left out. */
function signedSum(terms: Array<[Ex, string]>): string {
  let out = '';
  for (const [c, factor] of terms) {
    const t = L(c);
    if (t === '0') continue;
    const negative = t.startsWith('-');
    const mag = negative ? t.slice(1) : t;
    const body = factor === '' ? mag : mag === '1' ? factor : `${/[+-]/.test(mag) ? `\\left(${mag}\\right)` : mag}\\,${factor}`;
    out += out === '' ? `${negative ? '-' : ''}${body}` : ` ${negative ? '-' : '+'} ${body}`;
  }
  return out || '0';
}

/** L(x) = f(a) + Σ f_xᵢ(a)(xᵢ − aᵢ), then its value at the estimate when one is asked. */
function linearization(t: TaskOf<'vector'>, f: Ex): Result | null {
  if (!t.at) return null;
  const a = t.at.map(read);
  const fa = at(f, t);
  const g = t.variables.map((v) => at(d(f, v), t));
  const lin = simplify(expand(add(fa, ...g.map((gi, k) => mul(gi, add(sym(t.variables[k]), mul(num(-1), a[k])))))));
  const here = `(${t.at.join(', ')})`;
  const name = `L(${t.variables.join(', ')})`;
  const steps: StepDraft[] = [{
    title: text('Value at the point', 'Valeur au point'),
    explanation: text('The linearization starts from the value of f at the point.', 'L’approximation affine part de la valeur de f au point.'),
    formula: `f${here} = ${L(fa)}`,
  }, {
    title: text('Partial derivatives at the point', 'Dérivées partielles au point'),
    explanation: text('They are the slopes of the tangent plane.', 'Ce sont les pentes du plan tangent.'),
    formula: t.variables.map((v, k) => `${partialTex('f', v)}${here} = ${L(g[k])}`).join(',\\quad '),
  }, {
    title: text('Write the linearization', 'Écrire l’approximation affine'),
    explanation: text('L = f(a) + the sum of each partial derivative times the change in its variable.', 'L = f(a) + la somme de chaque dérivée partielle multipliée par la variation de sa variable.'),
    formula: `${name} = ${signedSum([[fa, ''], ...g.map((gi, k): [Ex, string] => [gi, shifted(t.variables[k], a[k])])])} = ${L(lin)}`,
  }];
  if (!t.estimate) {
    const value = toAscii(lin);
    return { steps, kind: 'expr', value, latex: L(lin), words: text(`The linearization is L = ${value}.`, `L’approximation affine est L = ${value}.`) };
  }
  const estimate = t.estimate;
  const v = simplify(t.variables.reduce((e, x, k) => substitute(e, x, read(estimate[k])), lin));
  const there = `(${estimate.join(', ')})`;
  steps.push({
    title: text(`Approximate f${there}`, `Approcher f${there}`),
    explanation: text('Near the point, f is close to its linearization: evaluate L there.', 'Près du point, f est proche de son approximation affine : on évalue L.'),
    formula: `f${there} \\approx L${there} = ${L(v)}`,
  });
  const value = toAscii(v);
  return { steps, kind: 'expr', value, latex: L(v), words: text(`f${there} ≈ ${value}.`, `f${there} ≈ ${value}.`) };
}

const TITLES: Record<TaskOf<'vector'>['op'], Text> = {
  gradient: text('gradient', 'gradient'),
  divergence: text('divergence', 'divergence'),
  curl: text('curl', 'rotationnel'),
  laplacian: text('Laplacian', 'laplacien'),
  hessian: text('Hessian matrix', 'matrice hessienne'),
  jacobian: text('Jacobian', 'jacobien'),
  directional: text('directional derivative', 'dérivée directionnelle'),
  max_rate: text('maximum rate of change', 'taux de variation maximal'),
  steepest: text('direction of steepest ascent', 'direction de plus forte pente'),
  linearization: text('linearization', 'approximation affine'),
  potential: text('potential function', 'fonction potentiel'),
  conservative: text('conservative', 'conservatif'),
  critical_points: text('critical points', 'points critiques'),
  line_integral: text('line integral', 'intégrale curviligne'),
  lagrange: text('extrema under a constraint', 'extremums sous contrainte'),
  absolute_extrema: text('absolute extrema', 'extremums absolus'),
  curvature: text('curvature', 'courbure'),
  chain_rule: text('chain rule', 'dérivation en chaîne'),
};

function resultOf(t: TaskOf<'vector'>, comps: Ex[], ctx: SolveContext): Result | null {
  const f = comps[0];
  return {
    gradient: () => gradient(t, f),
    divergence: () => divergence(t, comps),
    curl: () => curl(t, comps),
    laplacian: () => laplacian(t, f),
    hessian: () => hessian(t, f),
    jacobian: () => jacobian(t, comps),
    directional: () => directional(t, f),
    max_rate: () => maxRate(t, f),
    steepest: () => steepest(t, f),
    linearization: () => linearization(t, f),
    potential: () => conservativeField(t, comps, ctx),
    conservative: () => conservativeField(t, comps, ctx),
    critical_points: () => criticalPoints(t, f, ctx),
    line_integral: () => (t.wireCentre ? wireCentre(t, ctx) : t.wireInertia ? wireInertia(t, ctx) : lineIntegral(t, ctx)),
    lagrange: () => lagrange(t, f, ctx),
    absolute_extrema: () => absoluteExtrema(t, f, ctx),
    curvature: () => curvature(t),
    chain_rule: () => chainRule(t),
  }[t.op]();
}

const capitalised = (s: Text): Text => text(`${s.en[0].toUpperCase()}${s.en.slice(1)}`, `${s.fr[0].toUpperCase()}${s.fr.slice(1)}`);

function nameOf(t: TaskOf<'vector'>): Text {
  if (t.op === 'steepest' && t.descent) return text('direction of steepest descent', 'direction de plus forte descente');
  if (t.arcLength) return text('length of the curve', 'longueur de la courbe');
  if (t.stokes) return text('flux of the curl', 'flux du rotationnel');
  return t.partials || t.entries ? text('partial derivatives', 'dérivées partielles') : t.norm ? text('magnitude of the gradient', 'norme du gradient') : t.torsion ? text('torsion', 'torsion') : TITLES[t.op];
}

/**
 * Several operations asked of one function or field ('div and curl of F'): each worked out in turn,
 * its first step named after it, and the answers listed in the order asked, separated by "; ".
 */
function together(parts: Array<[TaskOf<'vector'>, Result]>): Pick<Outcome, 'steps' | 'answer' | 'finalAnswer'> {
  const names = parts.map(([t]) => capitalised(nameOf(t)));
  const steps = parts.flatMap(([, r], k) => r.steps.map((s, j) => (j === 0 ? { ...s, title: text(`${names[k].en} — ${s.title.en}`, `${names[k].fr} — ${s.title.fr}`) } : s)));
  const results = parts.map(([, r]) => r);
  return {
    steps,
    answer: {
      kind: results[0].kind,
      value: results.map((r) => r.value).join('; '),
      latex: results.map((r) => r.latex).join(',\\quad '),
      words: text(results.map((r) => r.words.en).join(' '), results.map((r) => r.words.fr).join(' ')),
    },
    // the curl's verdict ("the field is irrotational") is part of its answer
    finalAnswer: text(
      parts.map(([t, r], k) => (t.op === 'curl' && t.irrotational ? r.words.en : `${names[k].en}: ${r.value}`)).join('; '),
      parts.map(([t, r], k) => (t.op === 'curl' && t.irrotational ? r.words.fr : `${names[k].fr} : ${r.value}`)).join(' ; '),
    ),
  };
}

export const vectorStrategy: Strategy = {
  name: 'vector',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'vector') return null;
    const comps = t.components.map(read);
    const asked = [t, ...(t.also ?? []).map((op): TaskOf<'vector'> => ({ ...t, op, also: undefined, partials: undefined }))];
    const parts: Array<[TaskOf<'vector'>, Result]> = [];
    for (const one of asked) {
      const r = resultOf(one, comps, ctx);
      if (!r) return null;
      parts.push([one, r]);
    }
    const [, r] = parts[0];
    const name = capitalised(nameOf(t));
    const single: Pick<Outcome, 'steps' | 'answer' | 'finalAnswer'> = {
      steps: r.steps,
      answer: { kind: r.kind, value: r.value, latex: r.latex, words: r.words },
      finalAnswer: r.kind === 'bool' || r.kind === 'solutions' || t.wireCentre || t.wireInertia || t.partials || t.entries || t.differential || t.irrotational || t.op === 'steepest' || t.op === 'lagrange' || t.op === 'chain_rule' || t.op === 'absolute_extrema' ? r.words : text(`${name.en}: ${r.value}`, `${name.fr} : ${r.value}`),
    };
    return {
      method: `vector.${t.op}`,
      category: 'vector_calculus',
      ...(parts.length > 1 ? together(parts) : single),
      // the method computed symbolically; the task's verifier compares with finite differences
      verified: true,
      verification: t.wireCentre
        ? text('Each coordinate compared with the quotient of two Gauss–Legendre quadratures along the curve.', 'Chaque coordonnée comparée au quotient de deux quadratures de Gauss–Legendre le long de la courbe.')
        : t.wireInertia
        ? text('Compared with the mass times the quotient of two Gauss–Legendre quadratures along the curve.', 'Comparé à la masse multipliée par le quotient de deux quadratures de Gauss–Legendre le long de la courbe.')
        : t.op === 'absolute_extrema' && parts.length === 1
        ? text('Compared with the values of f sampled finely over the region, its edge included.', 'Comparé aux valeurs de f échantillonnées finement sur le domaine, bord compris.')
        : t.op === 'line_integral' && parts.length === 1
        ? text('Compared with a Gauss–Legendre quadrature along the curve.', 'Comparée à une quadrature de Gauss–Legendre le long de la courbe.')
        : text('Compared with partial derivatives computed numerically (finite differences) at sample points.',
          'Comparé à des dérivées partielles calculées numériquement (différences finies) en des points tests.'),
    };
  },
};
