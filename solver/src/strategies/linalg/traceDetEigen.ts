import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { FILLER } from './matrixRecognize';
import { polyToAscii, polyToLatex, quadraticRoots, surdToAscii, surdToLatex, surdToNumber } from './polynomial';

/**
 * A 2×2 matrix known only by its trace and determinant — "Given that tr(A) = 5 and det(A) = 6 for a
 * 2×2 matrix A, find its eigenvalues", « A ∈ M₂(ℝ) de trace 4 et de déterminant 3 : polynôme
 * caractéristique ? » — has χ(λ) = λ² − tr(A)·λ + det(A), so its eigenvalues are that quadratic's
 * roots. Checked: their sum is the trace and their product the determinant.
 */

const NUM = String.raw`(-?\s*\d+(?:[.,]\d+)?(?:\s*/\s*\d+)?)`;
const IS = String.raw`\s*(?:=|is|equals|est|vaut|of|de|égal\s+à|egal\s+a|equal\s+to)?\s*`;
const TRACE = new RegExp(String.raw`(?<![\p{L}])(?:tr(?:ace)?\s*\(\s*[A-Z]\s*\)|(?:the\s+|its\s+|la\s+|sa\s+|de\s+)?trace(?:\s+(?:of|de)\s+[A-Z](?![\p{L}]))?)${IS}${NUM}`, 'iu');
const DET = new RegExp(String.raw`(?<![\p{L}])(?:det\s*\(\s*[A-Z]\s*\)|\|\s*[A-Z]\s*\||(?:the\s+|its\s+|le\s+|son\s+|de\s+)?d[ée]terminant(?:\s+(?:of|de)\s+[A-Z](?![\p{L}]))?)${IS}${NUM}`, 'iu');
/** The size said: "2×2", "2 by 2", « d'ordre 2 », M₂(ℝ). */
const SIZE_TWO = /(?<![\d])2\s*(?:×|x|\*|by|par)\s*2(?![\d])|d['’]\s*ordre\s+2|(?:of\s+)?order\s+2|M_?\{?2\}?\s*\(\s*(?:ℝ|R|\\mathbb\{R\})\s*\)|M₂\s*\(\s*(?:ℝ|R)\s*\)/iu;
const ASKS_EIGENVALUES = /(?<![\p{L}])(?:eigen\s*values?|valeurs\s+propres|spectr(?:um|e))(?![\p{L}])/iu;
const ASKS_CHARPOLY = /(?<![\p{L}])(?:characteristic\s+(?:polynomial|equation)|polyn[ôo]me\s+caract[ée]ristique|[ée]quation\s+caract[ée]ristique)(?![\p{L}])/iu;
/** Words of such a statement that ask nothing more. */
const ALLOWED =
  /(?<![\p{L}])(?:given|that|suppose|assume|let|soit|sachant|on\s+suppose|square|real|r[ée]elle|carr[ée]e|has|have|with|avec|such|telle|que|qu|and|et|its|ses|son|sa|possible|be|for|pour|matrix|matrice|A|B|M|in|dans|∈|\\in|ℝ|R|deduce|hence|en\s+d[ée]duire|d[ée]duire|compute|calculer|d[ée]terminer|find|trouver|donner|give|what|quelles?|quels?|sont|are|is|les|le|la|l|of|de|du|des|a|an|une|un|the|then|puis|also|aussi)(?![\p{L}])/giu;

const parseNum = (s: string): Q | null => Q.parse(s.replace(/\s+/g, '').replace(',', '.'));

export function traceDetOutcome(input: string): Outcome | null {
  const s = input.replace(/\$/g, ' ');
  if (/\[|\\begin|⟦/.test(s) || !SIZE_TWO.test(s)) return null;
  const t = TRACE.exec(s);
  const d = DET.exec(s);
  if (!t || !d) return null;
  const eig = ASKS_EIGENVALUES.test(s);
  const chi = ASKS_CHARPOLY.test(s);
  if (eig === chi) return null;
  const tr = parseNum(t[1]);
  const det = parseNum(d[1]);
  if (!tr || !det) return null;
  const left = s
    .replace(t[0], ' ')
    .replace(d[0], ' ')
    .replace(SIZE_TWO, ' ')
    .replace(ASKS_EIGENVALUES, ' ')
    .replace(ASKS_CHARPOLY, ' ')
    .replace(ALLOWED, ' ')
    .replace(FILLER, ' ')
    .replace(/[?!:;,.()=₂'’-]/g, ' ');
  if (/[\p{L}\d]/u.test(left)) return null;
  const poly = [det, tr.neg(), Q.ONE];
  const steps: StepDraft[] = [
    {
      title: text('Characteristic polynomial of a 2×2 matrix', 'Polynôme caractéristique d’une matrice 2×2'),
      explanation: text('For n = 2, χ(λ) = λ² − tr(A)·λ + det(A): the trace and the determinant are all it needs.', 'Pour n = 2, χ(λ) = λ² − tr(A)·λ + det(A) : la trace et le déterminant suffisent.'),
      formula: `\\chi(\\lambda) = ${polyToLatex(poly, '\\lambda')}`,
    },
  ];
  if (chi) {
    const ascii = polyToAscii(poly, 'x');
    return {
      method: 'matrix.trace_det',
      category: 'matrix',
      steps,
      answer: { kind: 'expr', value: ascii, latex: polyToLatex(poly, 'x'), words: text(ascii, ascii) },
      finalAnswer: text(`p(x) = ${ascii}`, `p(x) = ${ascii}`),
      verified: true,
      verification: text('Checked: the coefficient of x is −tr(A) and the constant term det(A).', 'Vérifié : le coefficient de x vaut −tr(A) et le terme constant det(A).'),
    };
  }
  const { roots } = quadraticRoots(Q.ONE, tr.neg(), det);
  const same = roots[0].p.eq(roots[1].p) && roots[0].q.eq(roots[1].q);
  const shown = same ? [roots[0]] : roots;
  steps.push({
    title: text('Solve χ(λ) = 0', 'Résoudre χ(λ) = 0'),
    explanation: text('The discriminant Δ = tr² − 4·det decides: two real, one double or two complex eigenvalues.', 'Le discriminant Δ = tr² − 4·det décide : deux valeurs propres réelles, une double ou deux complexes.'),
    formula: `\\lambda = ${shown.map(surdToLatex).join(',\\ ')}`,
  });
  const nums = roots.map(surdToNumber);
  const sum = { re: nums[0].re + nums[1].re, im: nums[0].im + nums[1].im };
  const prod = { re: nums[0].re * nums[1].re - nums[0].im * nums[1].im, im: nums[0].re * nums[1].im + nums[0].im * nums[1].re };
  const close = (x: number, y: number): boolean => Math.abs(x - y) < 1e-9 * Math.max(1, Math.abs(y));
  const verified = close(sum.re, tr.toNumber()) && close(sum.im, 0) && close(prod.re, det.toNumber()) && close(prod.im, 0);
  const value = `[${shown.map(surdToAscii).join(', ')}]`;
  return {
    method: 'matrix.trace_det',
    category: 'matrix',
    steps,
    answer: { kind: 'solutions', value, latex: `\\lambda = ${shown.map(surdToLatex).join(',\\ ')}`, words: text(value, value) },
    finalAnswer: text(`λ = ${shown.map(surdToAscii).join(', ')}${same ? ' (double)' : ''}`, `λ = ${shown.map(surdToAscii).join(', ')}${same ? ' (double)' : ''}`),
    verified,
    verification: text('Checked: the eigenvalues add up to the trace and multiply to the determinant.', 'Vérifié : la somme des valeurs propres est la trace et leur produit le déterminant.'),
  };
}

export const traceDetStrategy: Strategy = {
  name: 'matrix-trace-det',
  solve(problem: ProblemInput): Outcome | null {
    return traceDetOutcome(problem.text);
  },
};
