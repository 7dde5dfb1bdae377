import { factorPoly } from '../../cas/factor';
import { Q } from '../../cas/rational';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { factorSteps } from './factor';
import { polyOutcome, readPolyEquation, standardFormStep } from './poly-equation';
import { quadraticFormula, solveByFactoring } from './roots';
import { step } from './common';

/**
 * Quadratic equations: factor at sight (common factor, identities), otherwise the discriminant and
 * the quadratic formula; complex roots only when asked in ℂ.
 */
export const quadraticStrategy: Strategy = {
  name: 'algebra.quadratic',
  solve(problem, ctx): Outcome | null {
    const e = readPolyEquation(problem);
    if (!e || e.p.deg !== 2) return null;
    const steps: StepDraft[] = [];
    const sf = standardFormStep(e);
    if (sf) steps.push(sf);
    const a = e.p.coef(2);
    const b = e.p.coef(1);
    const c = e.p.coef(0);
    const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c));
    // A common factor (c = 0), a difference of squares (b = 0) or a perfect square (Δ = 0) is
    // factored at sight; any other trinomial is solved with the discriminant, as taught in French
    // and English classes alike.
    if (disc.sign() >= 0 && disc.sqrt() && (b.isZero() || c.isZero() || disc.isZero())) {
      const f = factorPoly(e.p);
      steps.push(...factorSteps(e.p, e.x, f));
      const r = solveByFactoring(e.p, e.x, e.complex, ctx, false);
      steps.push(...r.steps);
      return polyOutcome(e, 'algebra.quadratic.factor', steps, r.roots);
    }
    const r = quadraticFormula(e.p, e.x, e.complex);
    steps.push(...r.steps);
    if (r.roots.length === 0) {
      steps.push(step(text('Conclusion', 'Conclusion'), text('The equation has no real solution; in the complex numbers it would have two.', "L'équation n'a pas de solution réelle ; dans les complexes, elle en aurait deux."), '\\Delta < 0'));
    }
    return polyOutcome(e, e.complex && disc.sign() < 0 ? 'algebra.quadratic.complex' : 'algebra.quadratic.formula', steps, r.roots);
  },
};
