import type { Text } from '../i18n';
import type { Outcome, StepDraft, Strategy } from '../strategy';
import { prose } from './prose';
import { withoutRepeats } from './latex';

/**
 * Every method's steps as the student reads them: titles, explanations and the verification are
 * sentences, so the formulas they quote (ASCII such as `x^2`, `2*x`, `oo`, or LaTeX such as
 * `\frac{0}{0}`) are written as Unicode text (x², 2x, ∞, 0/0). Formulas stay LaTeX, each link of a
 * chain a = b = c said once.
 */
export function writtenSteps(steps: StepDraft[]): StepDraft[] {
  return steps.map((s) => ({
    ...s,
    title: sentence(s.title),
    explanation: sentence(s.explanation),
    // a chain a = b = b says b once
    ...(s.formula ? { formula: withoutRepeats(s.formula) } : {}),
  }));
}

const sentence = (t: Text): Text => ({ en: prose(t.en), fr: prose(t.fr) });

export function written(o: Outcome): Outcome {
  return { ...o, steps: writtenSteps(o.steps), ...(o.verification ? { verification: sentence(o.verification) } : {}) };
}

/** The same method, its outcome written for the student. */
export function withWrittenSteps(s: Strategy): Strategy {
  return {
    name: s.name,
    solve(problem, ctx) {
      const o = s.solve(problem, ctx);
      return o ? written(o) : o;
    },
  };
}
