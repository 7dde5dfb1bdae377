import type { MathNode } from '../../cas/node';
import { Poly, toRatFunc } from '../../cas/poly';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text, type Text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft } from '../../strategy';
import { completePolySet, rootsSatisfy } from '../../verify/roots';
import { restrictToDomain, solutionsAnswer, step } from './common';
import { readOneUnknown, type OneUnknown } from './equation';

/** A polynomial equation P(x) = Q(x) (no unknown in a denominator), with P − Q as `p`. */
export interface PolyEquation extends OneUnknown {
  lhsPoly: Poly;
  rhsPoly: Poly;
  p: Poly;
}

export function readPolyEquation(problem: ProblemInput): PolyEquation | null {
  const one = readOneUnknown(problem);
  if (!one || one.rel.op !== 'Equal') return null;
  const l = toRatFunc(one.rel.lhs, one.x);
  const r = toRatFunc(one.rel.rhs, one.x);
  if (!l || !r || l.den.deg !== 0 || r.den.deg !== 0) return null;
  const lhsPoly = l.num.scale(l.den.coef(0).inv());
  const rhsPoly = r.num.scale(r.den.coef(0).inv());
  return { ...one, lhsPoly, rhsPoly, p: lhsPoly.sub(rhsPoly) };
}

/** The equation as typed, in LaTeX. */
export const equationLatex = (e: OneUnknown): string => toLatex(['Equal', e.rel.lhs, e.rel.rhs]);

/** Step "bring everything to one side" when the equation is not already P(x) = 0. */
export function standardFormStep(e: PolyEquation): StepDraft | null {
  const rhsZero = e.rhsPoly.isZero();
  const already = rhsZero && toAscii(e.rel.lhs) === toAscii(e.p.toNode(e.x));
  if (already) return null;
  return step(
    text('Bring every term to one side', 'Tout ramener dans un membre'),
    text('Subtract the right-hand side from both sides, expand and collect like terms.', 'On soustrait le membre de droite aux deux membres, on développe et on regroupe les termes semblables.'),
    `${toLatex(e.p.toNode(e.x))} = 0`,
  );
}

/** The outcome of a polynomial equation, checked by substitution and numeric completeness. */
export function polyOutcome(e: PolyEquation, method: string, steps: StepDraft[], allRoots: MathNode[]): Outcome {
  const asciiAll = allRoots.map(toAscii);
  const complete = completePolySet(e.p.c.map((q) => q.toNumber()), asciiAll, e.complex);
  const roots = restrictToDomain(e.x, allRoots, e.cmd.domain, steps);
  const { answer, finalAnswer } = solutionsAnswer(e.x, roots, e.complex);
  const asciiRoots = roots.map(toAscii);
  const satisfied = rootsSatisfy(toAscii(e.rel.lhs), toAscii(e.rel.rhs), e.x, asciiRoots);
  const verification: Text =
    roots.length === 0
      ? text('A numeric search finds no root either.', 'Une recherche numérique ne trouve pas non plus de racine.')
      : text(
          `Each root was substituted back into the equation, and a numeric root search finds the same ${roots.length === 1 ? 'root' : 'roots'}.`,
          `Chaque racine a été remplacée dans l'équation, et une recherche numérique des racines donne ${roots.length === 1 ? 'la même racine' : 'les mêmes racines'}.`,
        );
  steps.push(step(text('Solution set', 'Ensemble des solutions'), finalAnswer, answer.latex));
  return {
    method,
    category: e.p.deg <= 1 ? 'linear_eq' : 'poly_eq',
    steps,
    answer,
    finalAnswer,
    verified: satisfied && complete,
    verification,
  };
}
