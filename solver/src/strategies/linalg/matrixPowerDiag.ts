import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { simplify } from '../../cas';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex as exprLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { parseNode } from '../../parse/math';
import { add, identity, inverse, mul, power, scale, toLatex, transpose, type Mat } from './matrix';
import { eigenvalues, eigenvectors } from './matrixEigen';
import { hermitePower } from './matrixPowerHermite';

/**
 * Aⁿ for every n of a square matrix with rational eigenvalues, as a course does it beyond 2×2:
 * diagonalisable, A = PDP⁻¹ and Aⁿ = PDⁿP⁻¹ (each entry a combination of the λᵢⁿ); one eigenvalue
 * λ only, A = λI + N with N nilpotent and Aⁿ = Σₖ C(n, k) λⁿ⁻ᵏ Nᵏ. Checked against the powers
 * computed exactly for n = 0…8 (n = 1…8 when 0 is an eigenvalue, where 0ⁿ = 0 is used).
 */
export function powerNByEigen(a: Mat, n: string): Outcome | null {
  const size = a.length;
  const e = eigenvalues(a);
  const lambdas: Q[] = [];
  for (const v of e.values) {
    if (!('exact' in v) || !v.exact.q.isZero()) return null;
    lambdas.push(v.exact.p);
  }
  const p = (q: Q): string => (q.isNegative() || !q.isInt() ? `(${q.toString()})` : q.toString());
  let entries: string[][];
  let steps: StepDraft[];
  let from = 0;
  if (lambdas.length === 1) {
    const lam = lambdas[0];
    if (lam.isZero()) return null;
    const nil = add(a, scale(identity(size), lam), -1);
    // C(n, k) as a polynomial in n: n(n − 1)…(n − k + 1)/k!
    const binom = (k: number): string => (k === 0 ? '1' : `${[...Array(k).keys()].map((j) => (j === 0 ? n : `(${n} - ${j})`)).join('*')}/${[...Array(k).keys()].reduce((f, j) => f * (j + 1), 1)}`);
    const powers: Mat[] = [identity(size)];
    while (powers.length < size && !powers[powers.length - 1].every((r) => r.every((x) => x.isZero()))) powers.push(mul(powers[powers.length - 1], nil));
    const terms = powers.filter((m) => !m.every((r) => r.every((x) => x.isZero())));
    entries = a.map((_, i) => a.map((__, j) => {
      const parts = terms.map((m, k) => (m[i][j].isZero() ? null : `${p(m[i][j])}*${binom(k)}*${p(lam)}^(${n} - ${k})`)).filter((s): s is string => s !== null);
      return parts.length ? toAscii(simplify(parseNode(parts.join(' + ')))) : '0';
    }));
    steps = [
      {
        title: text('One eigenvalue: split A = λI + N', 'Une seule valeur propre : écrire A = λI + N'),
        explanation: text(
          `λ = ${lam.toString()} is the only eigenvalue, so N = A − ${lam.toString()}I is nilpotent (N^${terms.length} = 0) and commutes with λI: the binomial formula applies.`,
          `λ = ${lam.toString()} est la seule valeur propre, donc N = A − ${lam.toString()}I est nilpotente (N^${terms.length} = 0) et commute avec λI : la formule du binôme s'applique.`,
        ),
        formula: `N = ${toLatex(nil)},\\quad A^{${n}} = \\sum_{k=0}^{${terms.length - 1}} \\binom{${n}}{k} ${lam.toLatex()}^{${n}-k} N^{k}`,
      },
    ];
  } else {
    const columns: Q[][] = [];
    const diagonal: Q[] = [];
    for (const lam of lambdas) {
      for (const v of eigenvectors(a, lam)) {
        columns.push(v);
        diagonal.push(lam);
      }
    }
    if (columns.length !== size) {
      const h = hermitePower(a, e.values.map((v, k) => ({ value: lambdas[k], multiplicity: v.multiplicity })), n);
      if (!h) return null;
      return powerOutcome(a, n, h.entries, [...e.steps, ...h.steps], h.from, 'matrix.power_n.cayley_hamilton');
    }
    const pm = transpose(columns);
    const pinv = inverse(pm).inverse;
    if (!pinv) return null;
    if (diagonal.some((l) => l.isZero())) from = 1;
    entries = a.map((_, i) => a.map((__, j) => {
      const parts: string[] = [];
      for (const lam of lambdas) {
        if (lam.isZero()) continue;
        const c = diagonal.reduce((s, l, k) => (l.eq(lam) ? s.add(pm[i][k].mul(pinv[k][j])) : s), Q.ZERO);
        if (!c.isZero()) parts.push(`${p(c)}*${p(lam)}^${n}`);
      }
      return parts.length ? toAscii(simplify(parseNode(parts.join(' + ')))) : '0';
    }));
    const dn = `\\begin{pmatrix}${diagonal.map((l, i) => diagonal.map((_, j) => (i === j ? `${l.isNegative() ? `(${l.toLatex()})` : l.toLatex()}^{${n}}` : '0')).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
    steps = [
      ...e.steps,
      {
        title: text('Diagonalise A = PDP⁻¹', 'Diagonaliser A = PDP⁻¹'),
        explanation: text(
          'The eigenvectors, as the columns of P, form a basis; D holds the eigenvalues in the same order.',
          'Les vecteurs propres, colonnes de P, forment une base ; D porte les valeurs propres dans le même ordre.',
        ),
        formula: `P = ${toLatex(pm)},\\quad P^{-1} = ${toLatex(pinv)}`,
      },
      {
        title: text('Raise D to the power n', 'Élever D à la puissance n'),
        explanation: text(
          `Aⁿ = PDⁿP⁻¹, and Dⁿ is diagonal with the λᵢⁿ${from ? ' (0ⁿ = 0 for n ≥ 1)' : ''}.`,
          `Aⁿ = PDⁿP⁻¹, et Dⁿ est diagonale de coefficients λᵢⁿ${from ? ' (0ⁿ = 0 pour n ≥ 1)' : ''}.`,
        ),
        formula: `A^{${n}} = P ${dn} P^{-1}`,
      },
    ];
  }
  return powerOutcome(a, n, entries, steps, from, lambdas.length === 1 ? 'matrix.power_n.nilpotent' : 'matrix.power_n.diagonal');
}

/** The entries of Aⁿ as the answer, checked against the powers of A computed exactly for n = from…8. */
function powerOutcome(a: Mat, n: string, entries: string[][], steps: StepDraft[], from: number, method: string): Outcome {
  const value = `[${entries.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
  let verified = !/\d\.\d/.test(value);
  for (let k = from; k <= 8 && verified; k++) {
    const exact = power(a, k);
    verified = entries.every((r, i) => r.every((x, j) => {
      const v = evaluateReal(x, { [n]: k });
      return v !== null && Math.abs(v - exact[i][j].toNumber()) <= 1e-9 * Math.max(1, Math.abs(exact[i][j].toNumber()));
    }));
  }
  const latex = `\\begin{pmatrix} ${entries.map((r) => r.map((x) => exprLatex(parseNode(x))).join(' & ')).join(' \\\\ ')} \\end{pmatrix}`;
  steps.push({
    title: text('Multiply out', 'Effectuer le produit'),
    explanation: from ? text(`For ${n} ≥ ${from}:`, `Pour ${n} ≥ ${from} :`) : text('Entry by entry:', 'Coefficient par coefficient :'),
    formula: `A^{${n}} = ${latex}`,
  });
  const final = from ? text(`A^${n} = ${value} for ${n} ≥ ${from}`, `A^${n} = ${value} pour ${n} ≥ ${from}`) : text(`A^${n} = ${value}`, `A^${n} = ${value}`);
  return {
    method,
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex, words: asciiToWords(value) },
    finalAnswer: final,
    verified,
    verification: verified ? text(`Checked against the powers of A computed exactly for n = ${from} to 8.`, `Vérifié avec les puissances de A calculées exactement pour n = ${from} à 8.`) : undefined,
  };
}

/**
 * A large power (A¹⁰⁰): the formula for Aⁿ, then n set to the exponent; the exact power, computed
 * by repeated squaring, is the answer, checked against the formula's value.
 */
export function largePowerOutcome(a: Mat, k: number, general: Outcome | null): Outcome | null {
  if (k > 2000 || !general?.verified || general.answer?.kind !== 'matrix') return null;
  const exact = power(a, k);
  const rowsOf = /^\[\[(.*)\]\]$/.exec(general.answer.value)?.[1].split('], [').map((r) => r.split(', '));
  if (!rowsOf || rowsOf.length !== a.length) return null;
  const n = /A\^(\w)/.exec(general.finalAnswer.en)?.[1] ?? 'n';
  const verified = rowsOf.every((r, i) => r.length === a.length && r.every((x, j) => {
    const v = evaluateReal(x, { [n]: k });
    const want = exact[i][j].toNumber();
    return v !== null && Math.abs(v - want) <= 1e-9 * Math.max(1, Math.abs(want));
  }));
  const steps: StepDraft[] = [
    ...general.steps,
    {
      title: text(`Take n = ${k}`, `Prendre n = ${k}`),
      explanation: text('Each entry of the formula at this exponent, computed exactly.', 'Chaque coefficient de la formule pour cet exposant, calculé exactement.'),
      formula: `A^{${k}} = ${toLatex(exact)}`,
    },
  ];
  const value = `[${exact.map((r) => `[${r.map((x) => x.toString()).join(', ')}]`).join(', ')}]`;
  return {
    method: `${general.method}.value`,
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex: toLatex(exact), words: asciiToWords(value) },
    finalAnswer: text(`A^${k} = ${value}`, `A^${k} = ${value}`),
    verified,
    verification: verified ? text('Checked: the power computed by repeated squaring equals the formula at this n.', 'Vérifié : la puissance calculée par élévations au carré successives égale la formule pour ce n.') : undefined,
  };
}
