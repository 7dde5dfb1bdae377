import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { type Ex, add, div, fn, mul, num, pow, sqrt, substitute } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { expand, simplify } from '../derivative/simplify';
import { pythagorean } from '../derivative/pythagorean';
import type { FieldResult } from './potential';

const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const col = (xs: Ex[]): string => `\\begin{pmatrix}${xs.map(toLatex).join('\\\\')}\\end{pmatrix}`;
/** Expanded, sin² + cos² folded: |r′|² of a helix is a constant. */
const tidy = (e: Ex): Ex => pythagorean(simplify(expand(e)));

/**
 * κ = |r′ × r″| / |r′|³ for a curve in space, |x′y″ − y′x″| / (x′² + y′²)^{3/2} in the plane: both
 * derivatives written out, then evaluated at the parameter's value when one is given.
 */
export function curvature(t: TaskOf<'vector'>): FieldResult | null {
  const p = t.variables[0];
  if (t.variables.length !== 1 || (t.components.length !== 2 && t.components.length !== 3)) return null;
  if (t.torsion) return torsion(t);
  const value = (e: Ex): Ex => (t.at ? simplify(substitute(e, p, read(t.at[0]))) : e);
  const r = t.components.map(read);
  const r1 = r.map((c) => simplify(derivative(c, p)));
  const r2 = r1.map((c) => simplify(derivative(c, p)));
  const [v1, v2] = [r1.map(value), r2.map(value)];
  const speed2 = tidy(add(...v1.map((c) => pow(c, num(2)))));
  const plane = r.length === 2;
  // the cross product's length; in the plane its one component x′y″ − y′x″
  const cross = plane
    ? [tidy(add(mul(v1[0], v2[1]), mul(num(-1), v1[1], v2[0])))]
    : [0, 1, 2].map((k) => tidy(add(mul(v1[(k + 1) % 3], v2[(k + 2) % 3]), mul(num(-1), v1[(k + 2) % 3], v2[(k + 1) % 3]))));
  const crossNorm = plane ? simplify(fn('abs', cross[0])) : simplify(sqrt(tidy(add(...cross.map((c) => pow(c, num(2)))))));
  const kappa = simplify(div(crossNorm, pow(speed2, num(3, 2))));
  const here = t.at ? `(${t.at[0]})` : `(${p})`;
  const steps: StepDraft[] = [{
    title: text('First and second derivatives', 'Dérivées première et seconde'),
    explanation: text(`Differentiate each coordinate twice with respect to ${p}${t.at ? `, then put ${p} = ${t.at[0]}` : ''}.`, `On dérive deux fois chaque coordonnée par rapport à ${p}${t.at ? `, puis on pose ${p} = ${t.at[0]}` : ''}.`),
    formula: `\\vec r\\,'${here} = ${col(v1)},\\quad \\vec r\\,''${here} = ${col(v2)}`,
  }, {
    title: plane ? text('Numerator', 'Numérateur') : text('Cross product', 'Produit vectoriel'),
    explanation: plane
      ? text('In the plane, |r′ × r″| is |x′y″ − y′x″|.', 'Dans le plan, |r′ × r″| vaut |x′y″ − y′x″|.')
      : text('The curvature measures how fast the direction turns: |r′ × r″|.', 'La courbure mesure la vitesse de rotation de la direction : |r′ × r″|.'),
    formula: plane ? `x'y'' - y'x'' = ${toLatex(cross[0])}` : `\\vec r\\,' \\times \\vec r\\,'' = ${col(cross)},\\quad \\lVert \\vec r\\,' \\times \\vec r\\,'' \\rVert = ${toLatex(crossNorm)}`,
  }, {
    title: text('Divide by the speed cubed', 'Diviser par le cube de la vitesse'),
    explanation: text('κ = |r′ × r″| / |r′|³.', 'κ = |r′ × r″| / |r′|³.'),
    formula: `\\lVert \\vec r\\,' \\rVert^2 = ${toLatex(speed2)},\\quad \\kappa${here} = ${toLatex(kappa)}`,
  }];
  const ascii = toAscii(kappa);
  return { steps, kind: 'expr', value: ascii, latex: toLatex(kappa), words: text(`The curvature is ${ascii}.`, `La courbure vaut ${ascii}.`) };
}

/**
 * τ = (r′ × r″)·r‴ / |r′ × r″|² for a curve in space: the three derivatives written out, then
 * evaluated at the parameter's value when one is given.
 */
function torsion(t: TaskOf<'vector'>): FieldResult | null {
  const p = t.variables[0];
  if (t.components.length !== 3) return null;
  const value = (e: Ex): Ex => (t.at ? simplify(substitute(e, p, read(t.at[0]))) : e);
  const r1 = t.components.map((c) => simplify(derivative(read(c), p)));
  const r2 = r1.map((c) => simplify(derivative(c, p)));
  const r3 = r2.map((c) => simplify(derivative(c, p)));
  const [v1, v2, v3] = [r1.map(value), r2.map(value), r3.map(value)];
  const cross = [0, 1, 2].map((k) => tidy(add(mul(v1[(k + 1) % 3], v2[(k + 2) % 3]), mul(num(-1), v1[(k + 2) % 3], v2[(k + 1) % 3]))));
  const triple = tidy(add(...cross.map((c, k) => mul(c, v3[k]))));
  const norm2 = tidy(add(...cross.map((c) => pow(c, num(2)))));
  const tau = simplify(div(triple, norm2));
  const here = t.at ? `(${t.at[0]})` : `(${p})`;
  const steps: StepDraft[] = [{
    title: text('First, second and third derivatives', 'Dérivées première, seconde et troisième'),
    explanation: text(`Differentiate each coordinate three times with respect to ${p}${t.at ? `, then put ${p} = ${t.at[0]}` : ''}.`, `On dérive trois fois chaque coordonnée par rapport à ${p}${t.at ? `, puis on pose ${p} = ${t.at[0]}` : ''}.`),
    formula: `\\vec r\\,'${here} = ${col(v1)},\\quad \\vec r\\,''${here} = ${col(v2)},\\quad \\vec r\\,'''${here} = ${col(v3)}`,
  }, {
    title: text('Cross product and triple product', 'Produit vectoriel et produit mixte'),
    explanation: text('The torsion measures how fast the curve leaves its osculating plane: (r′ × r″)·r‴.', 'La torsion mesure la vitesse à laquelle la courbe quitte son plan osculateur : (r′ × r″)·r‴.'),
    formula: `\\vec r\\,' \\times \\vec r\\,'' = ${col(cross)},\\quad (\\vec r\\,' \\times \\vec r\\,'')\\cdot \\vec r\\,''' = ${toLatex(triple)}`,
  }, {
    title: text('Divide by the squared length of the cross product', 'Diviser par le carré de la norme du produit vectoriel'),
    explanation: text('τ = (r′ × r″)·r‴ / |r′ × r″|².', 'τ = (r′ × r″)·r‴ / |r′ × r″|².'),
    formula: `\\lVert \\vec r\\,' \\times \\vec r\\,'' \\rVert^2 = ${toLatex(norm2)},\\quad \\tau${here} = ${toLatex(tau)}`,
  }];
  const ascii = toAscii(tau);
  return { steps, kind: 'expr', value: ascii, latex: toLatex(tau), words: text(`The torsion is ${ascii}.`, `La torsion vaut ${ascii}.`) };
}
