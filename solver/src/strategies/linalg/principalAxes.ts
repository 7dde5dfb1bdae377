import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { toLatex } from './matrix';
import { FILLER } from './matrixRecognize';
import { FORM_WORDS, FRAME, formMatrix, polynomialAfterName } from './definiteness';
import { stripFormLeadIn } from './formWording';
import { eigenvalues, eigenvectors } from './matrixEigen';
import { orthogonalDiagonalOutcome, type EigenGroup } from './orthogonalDiagonal';

/**
 * A quadratic form reduced in an orthonormal basis — "reduce q to a sum of squares using an
 * orthonormal basis", "the principal axes", "an orthogonal change of variables that eliminates the
 * cross-product term", « réduire q dans une base orthonormée » — is the orthogonal diagonalisation
 * of its symmetric matrix: q = λ₁y₁² + … + λₙyₙ² with X = PY, P orthogonal. Answered with D (the
 * coefficients of the squares), P and the reduced form among the steps.
 */
const ORTHONORMAL =
  /(?<![\p{L}])(?:(?:using|in|with\s+respect\s+to|by\s+means\s+of|dans|par)\s+)?(?:an?\s+|une\s+|the\s+|la\s+)?(?:orthonormal(?:e)?\s+(?:basis|base)|base\s+orthonorm(?:[ée]e|ale)|orthogonal\s+change\s+of\s+(?:variables?|coordinates)|changement\s+de\s+(?:variables?|base)\s+orthogonal|principal\s+axes(?:\s+theorem)?|axes\s+principaux|(?:an?\s+)?orthogonal\s+(?:matrix|substitution)|matrice\s+orthogonale)(?:\s*\(\s*(?:principal\s+axes|axes\s+principaux)\s*\))?(?![\p{L}])/giu;
const WORDS =
  /(?<![\p{L}])(?:reduce|r[ée]duire|r[ée]duisez|r[ée]duction|diagonali[sz]\p{L}*|write|[ée]crire|express|find|give|donner|trouver|d[ée]terminer|to|[àa]|a|une|sum|somme|of|de|squares|carr[ée]s|that|which|qui|eliminates?|removes?|[ée]limine|the|cross[- ]product|crossed|terms?|termes?|rectangles?|crois[ée]s?|diagonal|diagonale|matrix|matrice|reduced|r[ée]duite|form|forme|new|nouvelles?|variables?|coordinates|coordonn[ée]es|its|sa|son|use|using|and|et|then|puis|this|for|pour|in|en|dans|D)(?![\p{L}])/giu;

export function principalAxesOutcome(input: string): Outcome | null {
  if (!new RegExp(ORTHONORMAL.source, 'iu').test(input) || !(FORM_WORDS.test(input) || /(?<![\p{L}])[qQ]\s*\(/u.test(input))) return null;
  const s = stripFormLeadIn(input.replace(/\$/g, ' ').replace(ORTHONORMAL, ' '));
  const found = polynomialAfterName(s);
  if (!found) return null;
  const left = found.rest.replace(FORM_WORDS, ' ').replace(WORDS, ' ').replace(FRAME, ' ').replace(FILLER, ' ').replace(/(?<![\p{L}])[qQ](?![\p{L}])/gu, ' ').replace(/[?!:;,.()]/g, ' ');
  if (/\S/.test(left)) return null;
  const form = formMatrix(found.poly);
  if (!form) return null;
  const { a, vars } = form;
  const e = eigenvalues(a);
  const groups: EigenGroup[] = [];
  for (const v of e.values) {
    if (!('exact' in v) || !v.exact.q.isZero()) {
      throw new SolverError('unsupported', text('The reduction in an orthonormal basis is given here when the eigenvalues are rational; use Gauss’s reduction for the signature.', 'La réduction dans une base orthonormée n’est donnée ici que si les valeurs propres sont rationnelles ; la réduction de Gauss donne la signature.'));
    }
    groups.push({ lam: v.exact.p, vecs: eigenvectors(a, v.exact.p) });
  }
  groups.sort((u, v) => u.lam.cmp(v.lam));
  const steps: StepDraft[] = [
    {
      title: text('Matrix of the form', 'Matrice de la forme'),
      explanation: text(`q = XᵀAX with X = (${vars.join(', ')}) and A symmetric.`, `q = ᵗXAX avec X = (${vars.join(', ')}) et A symétrique.`),
      formula: `A = ${toLatex(a)}`,
    },
    ...e.steps,
  ];
  const o = orthogonalDiagonalOutcome(a, steps, groups);
  const ys = vars.map((_, k) => `y_{${k + 1}}`);
  const lambdas = groups.flatMap((g) => g.vecs.map(() => g.lam));
  const reduced = (latex: boolean): string =>
    lambdas
      .map((l, k) => {
        const abs = l.abs();
        const y = latex ? `${ys[k]}^2` : `y${k + 1}²`;
        const c = abs.isOne() ? '' : latex ? abs.toLatex() : `${abs.toString()}·`;
        return `${k === 0 ? (l.isNegative() ? '-' : '') : l.isNegative() ? ' - ' : ' + '}${c}${y}`;
      })
      .join('');
  o.steps.push({
    title: text('The reduced form', 'La forme réduite'),
    explanation: text('With X = PY (P orthogonal), q = YᵀDY: only squares remain, their coefficients the eigenvalues.', 'Avec X = PY (P orthogonale), q = ᵗYDY : il ne reste que des carrés, de coefficients les valeurs propres.'),
    formula: `q = ${reduced(true)}`,
  });
  return { ...o, method: 'matrix.principal_axes', finalAnswer: text(`${o.finalAnswer.en}; q = ${reduced(false)}`, `${o.finalAnswer.fr} ; q = ${reduced(false)}`) };
}

export const principalAxesStrategy: Strategy = {
  name: 'quadratic-form-principal-axes',
  solve(problem: ProblemInput): Outcome | null {
    return principalAxesOutcome(problem.text);
  },
};
