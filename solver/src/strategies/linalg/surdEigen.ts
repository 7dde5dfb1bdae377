import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import type { Mat } from './matrix';
import { sqrtRational, surdToAscii, surdToLatex, surdToNumber, type Surd } from './polynomial';
import { orthogonalise } from './orthogonalDiagonal';
import type { Eigenvalue } from './matrixEigen';
import { eigenvectors } from './matrixEigen';

/**
 * Eigenvectors and the diagonal form when some eigenvalues are quadratic surds (λ = (1 ± √5)/2 for
 * [[1, 1], [1, 0]]), as a course writes them: every entry p + q√r in the same field ℚ(√r). A simple
 * eigenvalue λ of an n×n matrix (n ≤ 3) leaves A − λI of rank n − 1; for n = 2 a nonzero row (a, b)
 * of it gives the eigenvector (−b, a), for n = 3 the cross product of two independent rows does.
 * Rational eigenvalues keep their exact eigenvectors. Checked numerically: A·P = P·D.
 */

const ZERO: Surd = { p: Q.ZERO, q: Q.ZERO, r: 1n };
const rational = (x: Q): Surd => ({ p: x, q: Q.ZERO, r: 1n });
const isZero = (x: Surd): boolean => x.p.isZero() && x.q.isZero();
const field = (x: Surd, y: Surd): bigint => (x.q.isZero() ? y.r : x.r);
const minus = (x: Surd, y: Surd): Surd => ({ p: x.p.sub(y.p), q: x.q.sub(y.q), r: field(x, y) });
const times = (x: Surd, y: Surd): Surd => {
  const r = field(x, y);
  return { p: x.p.mul(y.p).add(x.q.mul(y.q).mul(Q.of(r))), q: x.p.mul(y.q).add(x.q.mul(y.p)), r };
};
const value = (x: Surd): number => surdToNumber(x).re;

/** An eigenvector of a simple eigenvalue λ, entries in ℚ(√r); null when none is found this way. */
function surdEigenvector(a: Mat, lam: Surd): Surd[] | null {
  const n = a.length;
  const m = a.map((row, i) => row.map((x, j) => (i === j ? minus(rational(x), lam) : rational(x))));
  if (n === 2) {
    const row = m.find((r) => !r.every(isZero));
    return row ? [minus(ZERO, row[1]), row[0]] : null;
  }
  if (n !== 3) return null;
  for (const [i, j] of [[0, 1], [0, 2], [1, 2]]) {
    const [u, v] = [m[i], m[j]];
    const c = [minus(times(u[1], v[2]), times(u[2], v[1])), minus(times(u[2], v[0]), times(u[0], v[2])), minus(times(u[0], v[1]), times(u[1], v[0]))];
    if (!c.every(isZero)) return c;
  }
  return null;
}

const matAscii = (m: Surd[][]): string => `[${m.map((r) => `[${r.map(surdToAscii).join(', ')}]`).join(', ')}]`;
const matLatex = (m: Surd[][]): string => `\\begin{pmatrix}${m.map((r) => r.map(surdToLatex).join(' & ')).join('\\\\')}\\end{pmatrix}`;

/**
 * The outcome for eigenvalues all exact and real, some surds, each surd one simple; null when the
 * matrix is not of that kind (complex or numeric eigenvalues, a repeated surd).
 */
export function surdEigenOutcome(a: Mat, steps: StepDraft[], values: Eigenvalue[], asksD: boolean, asksP: boolean): Outcome | null {
  const exact = values.flatMap((v) => ('exact' in v ? [{ s: v.exact, m: v.multiplicity }] : []));
  if (exact.length !== values.length || exact.some((v) => v.s.r < 0n) || !exact.some((v) => !v.s.q.isZero())) return null;
  if (exact.some((v) => !v.s.q.isZero() && v.m > 1) || a.length > 3) return null;
  exact.sort((u, v) => value(u.s) - value(v.s));
  const columns: Surd[][] = [];
  const diagonal: Surd[] = [];
  const parts: string[] = [];
  for (const { s } of exact) {
    const vecs = s.q.isZero() ? eigenvectors(a, s.p).map((v) => v.map(rational)) : [surdEigenvector(a, s)];
    if (vecs.some((v) => v === null)) return null;
    const found = vecs as Surd[][];
    steps.push({
      title: text(`Eigenvectors for λ = ${surdToAscii(s)}`, `Vecteurs propres pour λ = ${surdToAscii(s)}`),
      explanation: s.q.isZero()
        ? text('Solve (A − λI)v = 0 by row reduction.', 'On résout (A − λI)v = 0 par échelonnement.')
        : text(
            `λ is simple, so A − λI has rank ${a.length - 1}: a vector orthogonal to its rows${a.length === 3 ? ' (the cross product of two independent rows)' : ' (from a nonzero row (a, b), the vector (−b, a))'} spans the eigenspace.`,
            `λ est simple, donc A − λI est de rang ${a.length - 1} : un vecteur orthogonal à ses lignes${a.length === 3 ? ' (le produit vectoriel de deux lignes indépendantes)' : ' (depuis une ligne non nulle (a, b), le vecteur (−b, a))'} engendre le sous-espace propre.`,
          ),
      formula: `E_{${surdToLatex(s)}} = \\operatorname{span}\\left\\{${found.map((v) => `\\begin{pmatrix}${v.map(surdToLatex).join('\\\\')}\\end{pmatrix}`).join(',\\ ')}\\right\\}`,
    });
    for (const v of found) {
      columns.push(v);
      diagonal.push(s);
    }
    parts.push(`λ = ${surdToAscii(s)}: ${found.map((v) => `(${v.map(surdToAscii).join(', ')})`).join(', ')}`);
  }
  if (columns.length !== a.length) return null;
  const n = a.length;
  const p = [...Array(n).keys()].map((i) => columns.map((c) => c[i]));
  const d = diagonal.map((x, i) => diagonal.map((_, j) => (i === j ? x : ZERO)));
  // independent check in floating point: A·P = P·D column by column, and P invertible
  const np = p.map((r) => r.map(value));
  let verified = true;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const ap = a[i].reduce((s, x, k) => s + x.toNumber() * np[k][j], 0);
      verified &&= Math.abs(ap - np[i][j] * value(diagonal[j])) < 1e-9 * Math.max(1, Math.abs(ap));
    }
  }
  const det = n === 2 ? np[0][0] * np[1][1] - np[0][1] * np[1][0] : np[0][0] * (np[1][1] * np[2][2] - np[1][2] * np[2][1]) - np[0][1] * (np[1][0] * np[2][2] - np[1][2] * np[2][0]) + np[0][2] * (np[1][0] * np[2][1] - np[1][1] * np[2][0]);
  verified &&= Math.abs(det) > 1e-9;
  const verification = text('Checked numerically: A·P = P·D and P is invertible.', 'Vérifié numériquement : A·P = P·D et P est inversible.');
  if (asksD) {
    steps.push({
      title: text('Diagonal form', 'Forme diagonale'),
      explanation: text('With P whose columns are the eigenvectors, P⁻¹AP = D, the eigenvalues on the diagonal in the same order.', 'Avec P dont les colonnes sont les vecteurs propres, P⁻¹AP = D, les valeurs propres sur la diagonale dans le même ordre.'),
      formula: `P = ${matLatex(p)},\\quad D = ${matLatex(d)}`,
    });
    const final = asksP ? `P = ${matAscii(p)}, D = ${matAscii(d)}` : `D = ${matAscii(d)}`;
    return {
      method: 'matrix.diagonalise',
      category: 'matrix',
      steps,
      answer: { kind: 'matrix', value: matAscii(d), latex: matLatex(d), words: text(matAscii(d), matAscii(d)) },
      finalAnswer: text(final, final),
      verified,
      verification: verified ? verification : undefined,
    };
  }
  return {
    method: 'matrix.eigenvectors',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value: matAscii(p), latex: matLatex(p), words: text(matAscii(p), matAscii(p)) },
    finalAnswer: text(parts.join('; '), parts.join(' ; ')),
    verified,
    verification: verified ? verification : undefined,
  };
}

/** x / y in ℚ(√r) (y ≠ 0): multiply by the conjugate. */
function over(x: Surd, y: Surd): Surd {
  const r = field(x, y);
  const norm = y.p.mul(y.p).sub(y.q.mul(y.q).mul(Q.of(r)));
  const num = times(x, { p: y.p, q: y.q.neg(), r });
  return { p: num.p.div(norm), q: num.q.div(norm), r };
}

/**
 * Aⁿ for a 2×2 matrix with two distinct real surd eigenvalues λ₁, λ₂, by Lagrange's interpolation
 * (A is diagonalisable): Aⁿ = λ₁ⁿ(A − λ₂I)/(λ₁ − λ₂) + λ₂ⁿ(A − λ₁I)/(λ₂ − λ₁), each entry α·λ₁ⁿ + β·λ₂ⁿ
 * with α, β in ℚ(√r). Checked numerically against A, A², A³, A⁴.
 */
export function surdPowerN(a: Mat, n: string, values: Eigenvalue[]): Outcome | null {
  if (a.length !== 2 || values.length !== 2 || !values.every((v) => 'exact' in v && v.multiplicity === 1 && v.exact.r > 0n && !v.exact.q.isZero())) return null;
  const [l1, l2] = values.map((v) => ('exact' in v ? v.exact : ZERO)).sort((u, v) => value(u) - value(v));
  const shifted = (l: Surd): Surd[][] => a.map((row, i) => row.map((x, j) => (i === j ? minus(rational(x), l) : rational(x))));
  const alpha = shifted(l2).map((row) => row.map((x) => over(x, minus(l1, l2))));
  const beta = shifted(l1).map((row) => row.map((x) => over(x, minus(l2, l1))));
  const power = (l: Surd, ascii: boolean): string => (ascii ? `(${surdToAscii(l)})^${n}` : `\\left(${surdToLatex(l)}\\right)^{${n}}`);
  const entry = (i: number, j: number, ascii: boolean): string => {
    const terms = [
      [alpha[i][j], l1],
      [beta[i][j], l2],
    ]
      .filter(([c]) => !isZero(c))
      .map(([c, l]) => (ascii ? `(${surdToAscii(c)})*${power(l, true)}` : `\\left(${surdToLatex(c)}\\right)${power(l, false)}`));
    return terms.length === 0 ? '0' : terms.join(' + ');
  };
  const asciiM = `[${[0, 1].map((i) => `[${[0, 1].map((j) => entry(i, j, true)).join(', ')}]`).join(', ')}]`;
  const latexM = `\\begin{pmatrix}${[0, 1].map((i) => [0, 1].map((j) => entry(i, j, false)).join(' & ')).join('\\\\')}\\end{pmatrix}`;
  // numeric check at k = 1 … 4 against repeated products
  let verified = true;
  let pk = [
    [1, 0],
    [0, 1],
  ];
  const na = a.map((r) => r.map((x) => x.toNumber()));
  for (let k = 1; k <= 4; k++) {
    pk = pk.map((r) => [0, 1].map((j) => r[0] * na[0][j] + r[1] * na[1][j]));
    for (let i = 0; i < 2; i++) {
      for (let j = 0; j < 2; j++) {
        const f = value(alpha[i][j]) * value(l1) ** k + value(beta[i][j]) * value(l2) ** k;
        verified &&= Math.abs(f - pk[i][j]) < 1e-8 * Math.max(1, Math.abs(pk[i][j]));
      }
    }
  }
  const steps: StepDraft[] = [
    {
      title: text('Eigenvalues', 'Valeurs propres'),
      explanation: text('Two distinct real eigenvalues: A is diagonalisable.', 'Deux valeurs propres réelles distinctes : A est diagonalisable.'),
      formula: `\\lambda_1 = ${surdToLatex(l1)},\\quad \\lambda_2 = ${surdToLatex(l2)}`,
    },
    {
      title: text('Interpolate', 'Interpoler'),
      explanation: text(
        `Aⁿ agrees with the polynomial of degree 1 equal to λⁿ at λ₁ and λ₂ (Lagrange): Aⁿ = λ₁ⁿ(A − λ₂I)/(λ₁ − λ₂) + λ₂ⁿ(A − λ₁I)/(λ₂ − λ₁), the same as P·Dⁿ·P⁻¹.`,
        `Aⁿ coïncide avec le polynôme de degré 1 valant λⁿ en λ₁ et λ₂ (Lagrange) : Aⁿ = λ₁ⁿ(A − λ₂I)/(λ₁ − λ₂) + λ₂ⁿ(A − λ₁I)/(λ₂ − λ₁), le même que P·Dⁿ·P⁻¹.`,
      ),
      formula: `A^{${n}} = ${latexM}`,
    },
  ];
  return {
    method: 'matrix.power_n_surd',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value: asciiM, latex: latexM, words: text(asciiM, asciiM) },
    finalAnswer: text(`A^${n} = ${asciiM}`, `A^${n} = ${asciiM}`),
    verified,
    verification: verified ? text('Checked numerically for n = 1, 2, 3, 4 against the products of A.', 'Vérifié numériquement pour n = 1, 2, 3, 4 avec les produits de A.') : undefined,
  };
}

/**
 * Orthogonal diagonalisation of a symmetric matrix with simple surd eigenvalues, when each surd
 * eigenvector has a rational square norm that is a perfect square (λ = 2 ± √2 for [[2, 1, 0], [1, 2, 1],
 * [0, 1, 2]]: (1, ±√2, 1) has norm 2), so every entry of P stays p + q√r. Null otherwise (the norm
 * would need a nested root).
 */
export function orthogonalSurdOutcome(a: Mat, steps: StepDraft[], values: Eigenvalue[]): Outcome | null {
  const exact = values.flatMap((v) => ('exact' in v ? [{ s: v.exact, m: v.multiplicity }] : []));
  if (exact.length !== values.length || !exact.some((v) => !v.s.q.isZero()) || exact.some((v) => v.s.r < 0n || (!v.s.q.isZero() && v.m > 1)) || a.length > 3) return null;
  exact.sort((u, v) => value(u.s) - value(v.s));
  const columns: Surd[][] = [];
  const diagonal: Surd[] = [];
  for (const { s } of exact) {
    let unit: Surd[][];
    if (s.q.isZero()) {
      unit = orthogonalise(eigenvectors(a, s.p)).map((v) => {
        const inv = sqrtRational(v.reduce((acc, x) => acc.add(x.mul(x)), Q.ZERO).inv());
        return v.map((x) => ({ p: Q.ZERO, q: x.mul(inv.q), r: inv.r }));
      });
    } else {
      const v = surdEigenvector(a, s);
      if (!v) return null;
      const norm2 = v.reduce((acc, x) => {
        const sq = times(x, x);
        return { p: acc.p.add(sq.p), q: acc.q.add(sq.q), r: field(acc, sq) };
      }, ZERO);
      const k = norm2.q.isZero() ? norm2.p.sqrt() : null;
      if (!k) return null;
      unit = [v.map((x) => ({ p: x.p.div(k), q: x.q.div(k), r: x.r }))];
    }
    steps.push({
      title: text(`Unit eigenvectors for λ = ${surdToAscii(s)}`, `Vecteurs propres unitaires pour λ = ${surdToAscii(s)}`),
      explanation: text('An eigenvector (orthogonalised within its eigenspace), divided by its norm.', 'Un vecteur propre (orthogonalisé dans son sous-espace propre), divisé par sa norme.'),
      formula: unit.map((u) => `\\begin{pmatrix}${u.map(surdToLatex).join('\\\\')}\\end{pmatrix}`).join(',\\ '),
    });
    for (const u of unit) {
      columns.push(u);
      diagonal.push(s);
    }
  }
  const n = a.length;
  if (columns.length !== n) return null;
  const p = [...Array(n).keys()].map((i) => columns.map((c) => c[i]));
  const d = diagonal.map((x, i) => diagonal.map((_, j) => (i === j ? x : ZERO)));
  const np = p.map((r) => r.map(value));
  const close = (x: number, y: number): boolean => Math.abs(x - y) < 1e-9 * Math.max(1, Math.abs(y));
  let verified = true;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const ptp = np.reduce((acc, r) => acc + r[i] * r[j], 0);
      const ap = a[i].reduce((acc, x, k) => acc + x.toNumber() * np[k][j], 0);
      verified &&= close(ptp, i === j ? 1 : 0) && close(ap, np[i][j] * value(diagonal[j]));
    }
  }
  steps.push({
    title: text('The orthogonal matrix P', 'La matrice orthogonale P'),
    explanation: text('The unit eigenvectors as columns, in the order of D: PᵀP = I and PᵀAP = D.', 'Les vecteurs propres unitaires en colonnes, dans l’ordre de D : ᵗPP = I et ᵗPAP = D.'),
    formula: `P = ${matLatex(p)},\\quad D = ${matLatex(d)}`,
  });
  const final = `P = ${matAscii(p)}, D = ${matAscii(d)}`;
  return {
    method: 'matrix.orthogonal_diagonalise',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value: matAscii(d), latex: matLatex(d), words: text(matAscii(d), matAscii(d)) },
    finalAnswer: text(final, final),
    verified,
    verification: verified ? text('Checked numerically: PᵀP = I and A·P = P·D.', 'Vérifié numériquement : ᵗPP = I et A·P = P·D.') : undefined,
  };
}
