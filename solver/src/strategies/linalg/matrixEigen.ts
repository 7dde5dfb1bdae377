import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { Q, lcm, gcd } from '../../cas/rational';
import { identity, rowReduce, toLatex, add, scale, type Mat } from './matrix';
import {
  charPoly,
  degree,
  numericRoots,
  polyToLatex,
  quadraticRoots,
  rationalRoots,
  surdToLatex,
  type Poly,
  type Surd,
} from './polynomial';

/** An eigenvalue: exact (rational or quadratic surd) or, for an irreducible factor of degree ≥ 3, numeric. */
export type Eigenvalue = { exact: Surd; multiplicity: number } | { approx: { re: number; im: number }; multiplicity: number };

export interface EigenResult {
  poly: Poly;
  values: Eigenvalue[];
  steps: StepDraft[];
}

function lambdaMatrixLatex(a: Mat): string {
  return `\\begin{pmatrix}${a
    .map((r, i) => r.map((v, j) => (i === j ? `${v.isZero() ? '' : v.toLatex()} - \\lambda` : v.toLatex())).join(' & '))
    .join(' \\\\ ')}\\end{pmatrix}`;
}

/** Characteristic polynomial det(λI − A) and its roots, with the steps a student writes. */
export function eigenvalues(a: Mat, checkTime?: () => void): EigenResult {
  const n = a.length;
  const poly = charPoly(a);
  const steps: StepDraft[] = [];
  const sign = n % 2 === 0 ? '' : '-';
  steps.push({
    title: text('Write the characteristic polynomial', 'Écrire le polynôme caractéristique'),
    explanation:
      n === 2
        ? text(
            'The eigenvalues are the roots of det(A − λI) = 0; for a 2×2 matrix it is λ² − (trace)λ + det.',
            'Les valeurs propres sont les racines de det(A − λI) = 0 ; pour une matrice 2×2 c’est λ² − (trace)λ + det.',
          )
        : text(
            'The eigenvalues are the roots of det(A − λI) = 0; expand the determinant (cofactors).',
            'Les valeurs propres sont les racines de det(A − λI) = 0 ; on développe le déterminant (cofacteurs).',
          ),
    formula: `\\det(A - \\lambda I) = \\det${lambdaMatrixLatex(a)} = ${sign}${sign ? '\\left(' : ''}${polyToLatex(poly, '\\lambda')}${sign ? '\\right)' : ''}`,
  });
  const { roots, rest } = rationalRoots(poly, checkTime);
  const values: Eigenvalue[] = [];
  for (const r of roots) {
    const last = values[values.length - 1];
    if (last && 'exact' in last && last.exact.q.isZero() && last.exact.p.eq(r)) last.multiplicity++;
    else values.push({ exact: { p: r, q: Q.ZERO, r: 1n }, multiplicity: 1 });
  }
  const factors = roots.map((r) => (r.isZero() ? '\\lambda' : `(\\lambda ${r.isNegative() ? '+' : '-'} ${r.abs().toLatex()})`));
  const d = degree(rest);
  if (roots.length > 0) {
    steps.push({
      title: text('Find the rational roots', 'Chercher les racines rationnelles'),
      explanation: text(
        'Try the divisors of the constant term (rational-root test) and factor each root out.',
        'On essaie les diviseurs du terme constant (racines rationnelles) et on factorise chaque racine.',
      ),
      formula: `${polyToLatex(poly, '\\lambda')} = ${factors.join('')}${d > 0 ? `\\left(${polyToLatex(rest, '\\lambda')}\\right)` : ''}`,
    });
  }
  if (d === 2) {
    const { disc, roots: qr } = quadraticRoots(rest[2], rest[1], rest[0]);
    steps.push({
      title: text('Solve the quadratic factor', 'Résoudre le facteur du second degré'),
      explanation: disc.isNegative()
        ? text('The discriminant is negative: two complex conjugate eigenvalues.', 'Le discriminant est négatif : deux valeurs propres complexes conjuguées.')
        : text('Use the quadratic formula with the discriminant Δ = b² − 4ac.', 'On utilise le discriminant Δ = b² − 4ac et la formule des racines.'),
      formula: `\\Delta = ${disc.toLatex()},\\quad \\lambda = ${qr.map(surdToLatex).join(',\\; ')}`,
    });
    if (qr[0].q.isZero() && qr[1].q.isZero() && qr[0].p.eq(qr[1].p)) values.push({ exact: qr[0], multiplicity: 2 });
    else for (const s of qr) values.push({ exact: s, multiplicity: 1 });
  } else if (d > 2) {
    const approx = numericRoots(rest);
    steps.push({
      title: text('Solve numerically', 'Résoudre numériquement'),
      explanation: text(
        `The remaining factor of degree ${d} has no rational root: its roots are found numerically.`,
        `Le facteur restant, de degré ${d}, n’a pas de racine rationnelle : ses racines sont calculées numériquement.`,
      ),
      formula: `\\lambda \\approx ${approx.map(fmtApprox).join(',\\; ')}`,
    });
    for (const z of approx) values.push({ approx: z, multiplicity: 1 });
  }
  return { poly, values, steps };
}

export function fmtApprox(z: { re: number; im: number }): string {
  const r = (x: number) => String(Number(x.toPrecision(10)));
  if (Math.abs(z.im) < 1e-12) return r(z.re);
  return `${r(z.re)} ${z.im < 0 ? '-' : '+'} ${r(Math.abs(z.im))}*i`;
}

/** Null space of A − λI for a rational λ: basis vectors with integer entries. */
export function eigenvectors(a: Mat, lambda: Q): Q[][] {
  return nullSpace(add(a, scale(identity(a.length), lambda), -1));
}

/** A basis of the null space of any m×n matrix, one vector per free column, with integer entries. */
export function nullSpace(m: Mat): Q[][] {
  const n = m[0].length;
  const red = rowReduce(m, { full: true });
  const pivots = red.pivotColumns;
  const free = [...Array(n).keys()].filter((j) => !pivots.includes(j));
  return free.map((f) => {
    const v: Q[] = new Array(n).fill(Q.ZERO);
    v[f] = Q.ONE;
    pivots.forEach((c, i) => (v[c] = red.result[i][f].neg()));
    // clear denominators and common factors: (1/2, 1) → (1, 2)
    let l = 1n;
    for (const x of v) l = lcm(l, x.d);
    let g = 0n;
    const ints = v.map((x) => (x.n * l) / x.d);
    for (const x of ints) g = gcd(g, x);
    return ints.map((x) => Q.of(x / g));
  });
}

export function vectorLatex(v: Q[]): string {
  return toLatex(v.map((x) => [x]));
}
