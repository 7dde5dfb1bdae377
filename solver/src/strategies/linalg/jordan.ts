import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { numericRank, type NumMat } from '../../verify/linalg';
import { Q } from '../../cas/rational';
import { add, identity, mul, rank, scale, toLatex, trace, type Mat } from './matrix';
import { charPoly, degree, polyToLatex, rationalRoots } from './polynomial';

/**
 * The Jordan form of a square matrix whose eigenvalues are all rational: for each eigenvalue λ of
 * multiplicity m, the ranks of (A − λI)ᵏ, k = 1 … m, give the number of blocks of size ≥ k
 * (rank(A − λI)^(k−1) − rank(A − λI)^k), hence the block sizes. Blocks are written by increasing
 * eigenvalue, the larger first. The check compares, for every λ and k, the rank of (J − λI)ᵏ with
 * that of (A − λI)ᵏ computed in floating point, and the traces.
 */
const powerOf = (m: Mat, k: number): Mat => {
  let p = identity(m.length);
  for (let i = 0; i < k; i++) p = mul(p, m);
  return p;
};

const shifted = (a: Mat, l: Q): Mat => add(a, scale(identity(a.length), l.neg()));

/** Block sizes for λ from the ranks r₀ = n, r₁, r₂, … of (A − λI)ᵏ. */
function blockSizes(ranks: number[]): number[] {
  const atLeast = ranks.slice(1).map((r, k) => ranks[k] - r);
  const sizes: number[] = [];
  atLeast.forEach((count, k) => {
    const exactly = count - (atLeast[k + 1] ?? 0);
    for (let i = 0; i < exactly; i++) sizes.push(k + 1);
  });
  return sizes.sort((x, y) => y - x);
}

function jordanMatrix(blocks: Array<{ value: Q; size: number }>, n: number): Mat {
  const j = identity(n).map((r) => r.map(() => Q.ZERO));
  let at = 0;
  for (const b of blocks) {
    for (let i = 0; i < b.size; i++) {
      j[at + i][at + i] = b.value;
      if (i + 1 < b.size) j[at + i][at + i + 1] = Q.ONE;
    }
    at += b.size;
  }
  return j;
}

export function jordanOutcome(a: Mat, na: NumMat, pre: StepDraft[]): Outcome {
  const n = a.length;
  const poly = charPoly(a);
  const { roots, rest } = rationalRoots(poly);
  if (degree(rest) > 0) {
    throw new SolverError('unsupported', text('We give the Jordan form only when every eigenvalue is rational.', 'Nous ne donnons la forme de Jordan que lorsque toutes les valeurs propres sont rationnelles.'));
  }
  const values = [...new Map(roots.map((r) => [r.toString(), r])).values()].sort((x, y) => x.toNumber() - y.toNumber());
  const steps: StepDraft[] = [
    ...pre,
    {
      title: text('Find the eigenvalues', 'Trouver les valeurs propres'),
      explanation: text('The roots of the characteristic polynomial, with their multiplicities.', 'Les racines du polynôme caractéristique, avec leurs multiplicités.'),
      formula: `\\chi_A(\\lambda) = ${polyToLatex(poly, '\\lambda')},\\quad ${values.map((v) => `\\lambda = ${v.toLatex()}\\ (\\times ${roots.filter((r) => r.eq(v)).length})`).join(',\\ ')}`,
    },
  ];
  const blocks: Array<{ value: Q; size: number }> = [];
  for (const v of values) {
    const m = roots.filter((r) => r.eq(v)).length;
    const ranks = [n];
    for (let k = 1; k <= m && ranks[k - 1] > n - m; k++) ranks.push(rank(powerOf(shifted(a, v), k)));
    const sizes = blockSizes(ranks);
    blocks.push(...sizes.map((size) => ({ value: v, size })));
    steps.push({
      title: text(`Count the blocks for λ = ${v.toString()}`, `Compter les blocs pour λ = ${v.toString()}`),
      explanation: text(
        `The number of blocks of size ≥ k is rank (A − λI)^(k−1) − rank (A − λI)^k. Block sizes: ${sizes.join(', ')}.`,
        `Le nombre de blocs de taille ≥ k est rg (A − λI)^(k−1) − rg (A − λI)^k. Tailles des blocs : ${sizes.join(', ')}.`,
      ),
      formula: ranks.slice(1).map((r, k) => `\\operatorname{rank}(A - ${v.isNegative() ? `(${v.toLatex()})` : v.toLatex()}I)${k > 0 ? `^{${k + 1}}` : ''} = ${r}`).join(',\\quad '),
    });
  }
  const j = jordanMatrix(blocks, n);
  steps.push({
    title: text('Write the Jordan form', 'Écrire la forme de Jordan'),
    explanation: text('One Jordan block per size found, by increasing eigenvalue.', 'Un bloc de Jordan par taille trouvée, par valeur propre croissante.'),
    formula: `J = ${toLatex(j)}`,
  });
  const numeric = (m: Mat): NumMat => m.map((r) => r.map((x) => x.toNumber()));
  const verified =
    Math.abs(trace(j).toNumber() - na.reduce((s, r, i) => s + r[i], 0)) < 1e-9 &&
    values.every((v) => [1, 2, 3, 4].slice(0, n).every((k) => rank(powerOf(shifted(j, v), k)) === numericRank(numeric(powerOf(shifted(a, v), k)))));
  const value = `[${j.map((r) => `[${r.map((x) => x.toString()).join(', ')}]`).join(', ')}]`;
  return {
    method: 'matrix.jordan',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex: toLatex(j), words: text(value, value) },
    finalAnswer: text(`J = ${value}`, `J = ${value}`),
    verified,
    verification: verified ? text('Checked: J and A have the same trace, and (J − λI)ᵏ and (A − λI)ᵏ (in floating point) the same ranks.', 'Vérifié : J et A ont la même trace, et (J − λI)ᵏ et (A − λI)ᵏ (en virgule flottante) les mêmes rangs.') : undefined,
  };
}
