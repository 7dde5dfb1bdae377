import type { MathNode } from '../../cas/node';
import { Poly, toRatFunc } from '../../cas/poly';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { close, evaluateAscii } from '../../verify/numeric';
import { realRootsNumeric } from '../../verify/polyroots';
import { rootsSatisfy } from '../../verify/roots';
import { solutionsAnswer, step } from './common';
import { readOneUnknown } from './equation';
import { solveByFactoring } from './roots';

/** Real zeros of a polynomial, exactly (as nodes), for domain exclusions. */
export function realZeros(p: Poly, x: string, ctx: Parameters<typeof solveByFactoring>[3]): MathNode[] {
  if (p.deg < 1) return [];
  return solveByFactoring(p, x, false, ctx, false).roots;
}

/**
 * Rational equations: state the forbidden values, multiply by the common denominator, solve the
 * polynomial equation, and reject any root that is a forbidden value.
 */
export const rationalEquationStrategy: Strategy = {
  name: 'algebra.rational_equation',
  solve(problem, ctx): Outcome | null {
    const e = readOneUnknown(problem);
    // Forbidden values and roots here are real ones: in ℂ the general method says what it cannot do.
    if (!e || e.rel.op !== 'Equal' || e.complex) return null;
    const l = toRatFunc(e.rel.lhs, e.x);
    const r = toRatFunc(e.rel.rhs, e.x);
    if (!l || !r || (l.den.deg < 1 && r.den.deg < 1)) return null;
    const { x } = e;
    const steps: StepDraft[] = [];
    const excluded = realZeros(l.den.mul(r.den), x, ctx);
    const exclVals = excluded.map((n) => evaluateAscii(toAscii(n))!.re);
    steps.push(
      step(
        text('Forbidden values', 'Valeurs interdites'),
        text(
          excluded.length ? `A denominator cannot be zero, so ${x} cannot be ${excluded.map(toAscii).join(' or ')}.` : `The denominators are never zero, so every real ${x} is allowed.`,
          excluded.length ? `Un dénominateur ne peut pas être nul, donc ${x} ne peut pas valoir ${excluded.map(toAscii).join(' ni ')}.` : `Les dénominateurs ne s'annulent jamais : tout réel ${x} est permis.`,
        ),
        excluded.length ? excluded.map((n) => `${x} \\neq ${toLatex(n)}`).join(',\\ ') : undefined,
      ),
    );
    const g = l.den.gcd(r.den);
    const lcd = l.den.mul(r.den).divmod(g).q;
    const L = l.num.mul(lcd.divmod(l.den).q);
    const R = r.num.mul(lcd.divmod(r.den).q);
    steps.push(
      step(
        text('Multiply by the common denominator', 'Multiplier par le dénominateur commun'),
        text(`Multiply both sides by ${toAscii(lcd.toNode(x))} to clear the fractions.`, `On multiplie les deux membres par ${toAscii(lcd.toNode(x))} pour supprimer les fractions.`),
        `${toLatex(L.toNode(x))} = ${toLatex(R.toNode(x))}`,
      ),
    );
    const p = L.sub(R);
    let candidates: MathNode[] = [];
    if (p.isZero()) {
      return null; // an identity on its domain: left to the general method, which says so
    }
    if (p.deg >= 1) {
      const sol = solveByFactoring(p, x, false, ctx);
      steps.push(
        step(
          text('Solve the polynomial equation', "Résoudre l'équation polynomiale"),
          text('Bring every term to one side.', 'On ramène tout dans un membre.'),
          `${toLatex(p.toNode(x))} = 0`,
        ),
      );
      steps.push(...sol.steps);
      candidates = sol.roots;
    }
    const kept: MathNode[] = [];
    const rejected: MathNode[] = [];
    for (const c of candidates) {
      const v = evaluateAscii(toAscii(c));
      if (v && exclVals.some((ex) => close(v.re, ex, 1e-9) && Math.abs(v.im) < 1e-12)) rejected.push(c);
      else kept.push(c);
    }
    if (rejected.length) {
      steps.push(
        step(
          text('Reject forbidden values', 'Écarter les valeurs interdites'),
          text(`${rejected.map(toAscii).join(', ')} makes a denominator zero, so it is not a solution.`, `${rejected.map(toAscii).join(', ')} annule un dénominateur : ce n'est pas une solution.`),
          rejected.map((n) => `${x} = ${toLatex(n)} \\text{ rejected}`).join(',\\ '),
        ),
      );
    }
    const { answer, finalAnswer } = solutionsAnswer(x, kept);
    steps.push(step(text('Solution set', 'Ensemble des solutions'), finalAnswer, answer.latex));
    const lhs = toAscii(e.rel.lhs);
    const rhs = toAscii(e.rel.rhs);
    const ok = rootsSatisfy(lhs, rhs, x, kept.map(toAscii));
    // Completeness: every real root of the cleared polynomial where the equation is defined.
    const expected = realRootsNumeric(p.c.map((q) => q.toNumber())).filter((v) => {
      const a = evaluateAscii(lhs, { [x]: v });
      const b = evaluateAscii(rhs, { [x]: v });
      return a !== null && b !== null && close(a, b, 1e-6);
    });
    const got = kept.map((n) => evaluateAscii(toAscii(n))?.re ?? Number.NaN);
    const complete = expected.length === got.length && expected.every((v) => got.some((w) => close(v, w, 1e-6)));
    return {
      method: 'algebra.rational_equation',
      category: 'nonlinear_eq',
      steps,
      answer,
      finalAnswer,
      verified: ok && complete,
      verification: text('Each solution was substituted back into the equation; no other value works.', "Chaque solution a été remplacée dans l'équation ; aucune autre valeur ne convient."),
    };
  },
};
