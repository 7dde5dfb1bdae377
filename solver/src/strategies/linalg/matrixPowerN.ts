import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { simplify, type MathNode } from '../../cas';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex as exprLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { parseNode } from '../../parse/math';
import { power, toAscii as matAscii, toLatex, type Mat } from './matrix';

/** "A^n", "A^k" over the matrix placeholder: the power asked for every n. */
export const POWER_N = /^⟦0⟧\s*\^\s*\(?\{?\s*([nk])\s*\}?\)?$/;

/**
 * The exponent's range said beside Aⁿ, which the formula answers anyway: "for every n ≥ 1", "for all
 * positive integers n", « pour tout entier naturel n », "(n ∈ ℕ*)", "where n is a positive integer".
 * (Normalised text: ≥ is >=, ∈ ℕ is "in N".)
 */
const RANGE_WORDS = String.raw`(?:for|pour)\s+(?:(?:every|all|each|any|tout|toute|chaque)\s+)?(?:(?:positive|non-?negative|natural|strictly\s+positive)\s+)?(?:(?:integers?|numbers?|entiers?)\s+)?(?:(?:naturels?|positifs?|strictement\s+positifs?|non\s+nuls?)\s+)?|(?:where|with|o[ùu]|avec)\s+`;
const RANGE_TAIL = String.raw`\s+(?:in|∈)\s+(?:N|Z|ℕ)(?:\^?\*)?|\s*(?:>=|>|≥)\s*[01]|\s+(?:is|est)\s+(?:an?|un)\s+(?:positive\s+|non-?negative\s+|natural\s+)?(?:integer|entier)(?:\s+(?:naturel|positif|strictement\s+positif|non\s+nul))?`;
export const EXPONENT_RANGE = new RegExp(
  String.raw`[(,]?\s*(?:(?:${RANGE_WORDS})[nk](?![\p{L}\d])(?:${RANGE_TAIL})?|(?<![\p{L}\d^])(?<!\^\s*[({]\s*)[nk](?:${RANGE_TAIL}))\s*\)?`,
  'giu',
);

/**
 * Aⁿ for a 2×2 matrix with rational eigenvalues, by Cayley–Hamilton: the remainder of λⁿ divided
 * by the characteristic polynomial, αₙλ + βₙ, gives Aⁿ = αₙA + βₙI, with αₙ and βₙ from the
 * eigenvalues (two distinct ones, or one double one). Checked against the powers computed exactly
 * for n = 0…8. Other sizes and irrational eigenvalues are left unanswered.
 */
export function powerNOutcome(a: Mat, n: string): Outcome | null {
  if (a.length !== 2 || a[0].length !== 2) return null;
  const t = a[0][0].add(a[1][1]);
  const d = a[0][0].mul(a[1][1]).sub(a[0][1].mul(a[1][0]));
  const root = t.mul(t).sub(d.mul(Q.of(4))).sqrt();
  if (!root) return null;
  const [l1, l2] = [t.add(root).div(Q.of(2)), t.sub(root).div(Q.of(2))];
  const p = (q: Q): string => (q.isNegative() || !q.isInt() ? `(${q.toString()})` : q.toString());
  let alpha: string;
  let beta: string;
  let solved: string;
  if (l1.eq(l2)) {
    // λⁿ = αλ + β and nλⁿ⁻¹ = α at the double root
    alpha = `${n}*${p(l1)}^(${n} - 1)`;
    beta = `(1 - ${n})*${p(l1)}^${n}`;
    solved = `\\lambda^{${n}} = \\alpha_{${n}}\\lambda + \\beta_{${n}},\\ ${n}\\lambda^{${n}-1} = \\alpha_{${n}} \\text{ at } \\lambda = ${l1.toLatex()}`;
  } else if (l1.isZero() || l2.isZero()) {
    // a zero eigenvalue: 0ⁿ = 0 for n ≥ 1, so λⁿ = αλ + β gives β = 0 and α = μⁿ⁻¹ (μ the other one)
    const mu = l1.isZero() ? l2 : l1;
    alpha = `${p(mu)}^(${n} - 1)`;
    beta = '0';
    solved = `${mu.toLatex()}^{${n}} = ${mu.toLatex()}\\,\\alpha_{${n}} + \\beta_{${n}},\\quad 0 = \\beta_{${n}}\\ (${n} \\geq 1)`;
  } else {
    const gap = l1.sub(l2).toString();
    alpha = `(${p(l1)}^${n} - ${p(l2)}^${n})/(${gap})`;
    beta = `(${p(l1)}*${p(l2)}^${n} - ${p(l2)}*${p(l1)}^${n})/(${gap})`;
    solved = `${l1.toLatex()}^{${n}} = ${l1.toLatex()}\\,\\alpha_{${n}} + \\beta_{${n}},\\quad ${l2.isNegative() ? `(${l2.toLatex()})` : l2.toLatex()}^{${n}} = ${l2.isNegative() ? `(${l2.toLatex()})` : l2.toLatex()}\\,\\alpha_{${n}} + \\beta_{${n}}`;
  }
  // a double root: αₙa + βₙ written λⁿ + nλⁿ⁻¹(a − λ) on the diagonal and nλⁿ⁻¹a off it, which the
  // CAS would not gather by itself
  const doubleEntry = (i: number, j: number): string => {
    const shift = i === j ? a[i][j].sub(l1) : a[i][j];
    const nilpotent = shift.isZero() ? '' : `${n}*${p(l1)}^(${n} - 1)*${p(shift)}`;
    if (i !== j) return nilpotent || '0';
    return nilpotent ? `${p(l1)}^${n} + ${nilpotent}` : `${p(l1)}^${n}`;
  };
  const entry = (i: number, j: number): MathNode =>
    simplify(l1.eq(l2) ? parseNode(doubleEntry(i, j)) : ['Add', ['Multiply', parseNode(alpha), a[i][j].toNode()], i === j ? parseNode(beta) : 0]);
  let entries: string[][];
  try {
    entries = [0, 1].map((i) => [0, 1].map((j) => toAscii(entry(i, j))));
  } catch {
    return null;
  }
  const value = `[${entries.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
  // the formula against the exact powers
  let verified = !/\d\.\d/.test(value);
  const from = beta === '0' ? 1 : 0;
  for (let k = from; k <= 8 && verified; k++) {
    const exact = power(a, k);
    verified = entries.every((r, i) => r.every((e, j) => {
      const v = evaluateReal(e, { [n]: k });
      return v !== null && Math.abs(v - exact[i][j].toNumber()) <= 1e-9 * Math.max(1, Math.abs(exact[i][j].toNumber()));
    }));
  }
  const latex = `\\begin{pmatrix} ${entries.map((r) => r.map((e) => exprLatex(parseNode(e))).join(' & ')).join(' \\\\ ')} \\end{pmatrix}`;
  const steps: StepDraft[] = [
    {
      title: text('Eigenvalues from the characteristic polynomial', 'Valeurs propres par le polynôme caractéristique'),
      explanation: text('χ(λ) = λ² − (tr A)λ + det A.', 'χ(λ) = λ² − (tr A)λ + det A.'),
      formula: `\\lambda^{2} - ${t.isNegative() ? `(${t.toLatex()})` : t.toLatex()}\\lambda + ${d.isNegative() ? `(${d.toLatex()})` : d.toLatex()} = 0 \\iff ${l1.eq(l2) ? `\\lambda = ${l1.toLatex()}\\ \\text{(double)}` : `\\lambda = ${l1.toLatex()} \\text{ or } \\lambda = ${l2.toLatex()}`}`,
    },
    {
      title: text('Divide λⁿ by the characteristic polynomial', 'Diviser λⁿ par le polynôme caractéristique'),
      explanation: text(
        'λⁿ = Q(λ)χ(λ) + αₙλ + βₙ; by Cayley–Hamilton χ(A) = 0, so Aⁿ = αₙA + βₙI. The eigenvalues give αₙ and βₙ.',
        'λⁿ = Q(λ)χ(λ) + αₙλ + βₙ ; d’après Cayley–Hamilton χ(A) = 0, donc Aⁿ = αₙA + βₙI. Les valeurs propres donnent αₙ et βₙ.',
      ),
      formula: `${solved} \\;\\Rightarrow\\; \\alpha_{${n}} = ${exprLatex(simplify(parseNode(alpha)))},\\ \\beta_{${n}} = ${exprLatex(simplify(parseNode(beta)))}`,
    },
    {
      title: text('Write Aⁿ = αₙA + βₙI', 'Écrire Aⁿ = αₙA + βₙI'),
      explanation: text(`With A = ${matAscii(a)}.`, `Avec A = ${matAscii(a)}.`),
      formula: `A^{${n}} = \\alpha_{${n}} ${toLatex(a)} + \\beta_{${n}} I = ${latex}`,
    },
  ];
  return {
    method: 'matrix.power_n',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex, words: asciiToWords(value) },
    finalAnswer: from === 1 ? text(`A^${n} = ${value} for ${n} ≥ 1`, `A^${n} = ${value} pour ${n} ≥ 1`) : text(`A^${n} = ${value}`, `A^${n} = ${value}`),
    verified,
    verification: verified ? text(`Checked against the powers of A computed exactly for n = ${from} to 8.`, `Vérifié avec les puissances de A calculées exactement pour n = ${from} à 8.`) : undefined,
  };
}
