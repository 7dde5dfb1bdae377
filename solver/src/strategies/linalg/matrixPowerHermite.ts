import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { simplify } from '../../cas';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex as exprLatex } from '../../format/latex';
import { parseNode } from '../../parse/math';
import { identity, inverse, mul, type Mat } from './matrix';

/**
 * Aⁿ for a matrix that is not diagonalisable but has several rational eigenvalues, by
 * Cayley–Hamilton: λⁿ = Q(λ)χ(λ) + r(λ) with deg r < size, so Aⁿ = r(A). The coefficients of r
 * follow from the conditions at each eigenvalue λ of multiplicity m, r⁽ᵏ⁾(λ) = (λⁿ)⁽ᵏ⁾ for k < m
 * (a double root of χ is a double root of λⁿ − r). A zero eigenvalue of multiplicity m gives 0 on
 * the right-hand side once n ≥ m, from which the formula holds.
 */
export interface HermitePower {
  entries: string[][];
  steps: StepDraft[];
  /** The smallest n for which the entries hold. */
  from: number;
}

const paren = (q: Q): string => (q.isNegative() || !q.isInt() ? `(${q.toString()})` : q.toString());
const falling = (n: string, k: number): string[] => [...Array(k).keys()].map((j) => (j === 0 ? n : `(${n} - ${j})`));

export function hermitePower(a: Mat, roots: Array<{ value: Q; multiplicity: number }>, n: string): HermitePower | null {
  const size = a.length;
  const conditions = roots.flatMap((r) => [...Array(r.multiplicity).keys()].map((k) => ({ lam: r.value, k })));
  if (conditions.length !== size) return null;
  // row (λ, k): the k-th derivative of Σ cⱼ xʲ at λ, Σ j!/(j − k)! λ^(j−k) cⱼ
  const m: Mat = conditions.map(({ lam, k }) => [...Array(size).keys()].map((j) => {
    if (j < k) return Q.ZERO;
    let f = Q.ONE;
    for (let t = 0; t < k; t++) f = f.mul(Q.of(j - t));
    return f.mul(lam.pow(j - k));
  }));
  const minv = inverse(m).inverse;
  if (!minv) return null;
  // the right-hand sides (λⁿ)⁽ᵏ⁾ = n(n − 1)…(n − k + 1) λⁿ⁻ᵏ, 0 at λ = 0 once n ≥ its multiplicity
  const rhs = conditions.map(({ lam, k }) => (lam.isZero() ? null : [...falling(n, k), `${paren(lam)}^(${n}${k ? ` - ${k}` : ''})`].join('*')));
  const powers: Mat[] = [identity(size)];
  while (powers.length < size) powers.push(mul(powers[powers.length - 1], a));
  const entries = a.map((_, i) => a.map((__, l) => {
    const parts: string[] = [];
    conditions.forEach((_c, r) => {
      const coef = powers.reduce((s, p, j) => s.add(minv[j][r].mul(p[i][l])), Q.ZERO);
      const right = rhs[r];
      if (right && !coef.isZero()) parts.push(`${paren(coef)}*${right}`);
    });
    return parts.length ? toAscii(simplify(parseNode(parts.join(' + ')))) : '0';
  }));
  const zero = roots.find((r) => r.value.isZero());
  const condLatex = conditions.map(({ lam, k }, r) => `r${"'".repeat(k)}(${lam.toLatex()}) = ${exprLatex(simplify(parseNode(rhs[r] ?? '0')))}`);
  const coefficients = [...Array(size).keys()].map((j) => {
    const parts = conditions.map((_c, r) => (rhs[r] && !minv[j][r].isZero() ? `${paren(minv[j][r])}*${rhs[r]}` : null)).filter((x): x is string => x !== null);
    return `c_{${j}} = ${parts.length ? exprLatex(simplify(parseNode(parts.join(' + ')))) : '0'}`;
  });
  const rLatex = [...Array(size).keys()].map((j) => (j === 0 ? 'c_{0}' : `c_{${j}}\\lambda${j > 1 ? `^{${j}}` : ''}`)).join(' + ');
  const aLatex = [...Array(size).keys()].map((j) => (j === 0 ? 'c_{0} I' : `c_{${j}} A${j > 1 ? `^{${j}}` : ''}`)).join(' + ');
  const steps: StepDraft[] = [
    {
      title: text('Not diagonalisable: divide λⁿ by χ', 'Non diagonalisable : diviser λⁿ par χ'),
      explanation: text(
        `A repeated eigenvalue has too few eigenvectors, so A is not diagonalisable. Write λⁿ = Q(λ)χ(λ) + r(λ) with r of degree < ${size}; by Cayley–Hamilton χ(A) = 0, so Aⁿ = r(A). At a root of multiplicity m, the derivatives of λⁿ and r agree up to order m − 1.`,
        `Une valeur propre multiple a trop peu de vecteurs propres : A n'est pas diagonalisable. On écrit λⁿ = Q(λ)χ(λ) + r(λ) avec r de degré < ${size} ; d'après Cayley–Hamilton χ(A) = 0, donc Aⁿ = r(A). En une racine de multiplicité m, les dérivées de λⁿ et de r coïncident jusqu'à l'ordre m − 1.`,
      ),
      formula: `r(\\lambda) = ${rLatex},\\quad ${condLatex.join(',\\ ')}`,
    },
    {
      title: text('Solve for the coefficients of r', 'Résoudre pour les coefficients de r'),
      explanation: zero
        ? text(`A linear system in c₀, …; the eigenvalue 0 contributes 0 for n ≥ ${zero.multiplicity}.`, `Un système linéaire en c₀, … ; la valeur propre 0 donne 0 pour n ≥ ${zero.multiplicity}.`)
        : text('A linear system in c₀, …, solved exactly.', 'Un système linéaire en c₀, …, résolu exactement.'),
      formula: `${coefficients.join(',\\ ')},\\quad A^{${n}} = ${aLatex}`,
    },
  ];
  return { entries, steps, from: zero ? zero.multiplicity : 0 };
}
