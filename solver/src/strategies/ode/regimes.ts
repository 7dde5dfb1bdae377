import type { Outcome, StepDraft } from '../../strategy';
import type { Relation } from '../../task/task';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import type { Ex } from '../derivative/expr';
import { toAscii, toLatex } from '../derivative/print';
import type { Regime } from './regime';

/**
 * m x'' + c x' + k x = 0 with letters and nothing said of their sizes: the three regimes
 * discussed, as a course does — Δ > 0 (two real roots), Δ = 0 (a double root), Δ < 0 (complex
 * roots) — each general solution stated with its condition and checked at values meeting it.
 */
export interface RegimeCase {
  regime: Regime;
  general: Ex;
  /** Δ > 0, Δ = 0 or Δ < 0 as a relation on the letters. */
  condition: Relation;
  steps: StepDraft[];
  verified: boolean;
}

const NAMES: Record<Regime, { en: string; fr: string }> = {
  over: { en: 'two real roots (overdamped, aperiodic)', fr: 'deux racines réelles (régime apériodique)' },
  critical: { en: 'a double root (critically damped)', fr: 'une racine double (régime critique)' },
  under: { en: 'two complex conjugate roots (underdamped, pseudo-periodic)', fr: 'deux racines complexes conjuguées (régime pseudo-périodique)' },
};

export function discussedRegimes(unknown: string, intro: StepDraft, cases: RegimeCase[]): Outcome {
  const steps: StepDraft[] = [intro, {
    title: text('Discuss the sign of the discriminant', 'Discuter selon le signe du discriminant'),
    explanation: text(
      'The letters are not given values: the roots of the characteristic equation, and the form of the solutions, depend on the sign of the discriminant. Each case is solved in turn.',
      'Les lettres n’ont pas de valeur : les racines de l’équation caractéristique, et la forme des solutions, dépendent du signe du discriminant. On traite chaque cas.',
    ),
  }];
  const lines: string[] = [];
  for (const c of cases) {
    const cond = `${c.condition.lhs} ${c.condition.op} ${c.condition.rhs}`;
    const y = `${unknown} = ${toAscii(c.general)}`;
    lines.push(`${y} if ${cond}`);
    steps.push({
      title: text(`Case ${cond}`, `Cas ${cond}`),
      explanation: text(`${NAMES[c.regime].en}.`, `${NAMES[c.regime].fr}.`),
      formula: `${unknown} = ${toLatex(c.general)}`,
    });
  }
  const value = lines.join('; ');
  const fr = cases.map((c) => `${unknown} = ${toAscii(c.general)} si ${c.condition.lhs} ${c.condition.op} ${c.condition.rhs}`).join(' ; ');
  return {
    method: 'ode.regimes',
    category: 'ode',
    steps,
    answer: { kind: 'ode', value, latex: cases.map((c) => `${unknown} = ${toLatex(c.general)}`).join(',\\quad '), words: text(asciiToWords(value).en, asciiToWords(value).fr) },
    finalAnswer: text(value, fr),
    verified: cases.every((c) => c.verified),
    verification: text('Each case substituted into the equation at values of the letters meeting its condition.', "Chaque cas substitué dans l'équation pour des valeurs des lettres vérifiant sa condition."),
  };
}
