import { pick, text } from '../i18n';
import type { Locale, Solution, Step } from '../types';
import { pretty } from './prose';

type Monotonic = { name: string; derivative: string; direction: 'increasing' | 'decreasing'; positive?: string };

/**
 * Where a function is increasing, answered from the sign of its derivative: the step computing
 * f′ comes first, and points where f′ only touches 0 ({0} for x³ and f′ = 3x² ≤ 0) are no interval
 * of monotony, so they are dropped from the answer; when nothing else is left, the function is
 * monotonic nowhere and the question is refused rather than answered with points.
 */
export function asMonotonicity(solution: Solution, m: Monotonic, variable: string, locale: Locale, refuse: (message: { en: string; fr: string }) => Solution): Solution {
  const a = solution.answer;
  if (!a) return solution;
  // an unchecked sign study may have lost intervals: no answer rather than a wrong one
  if (a.kind !== 'interval' || !solution.verified) {
    return refuse({
      en: `The sign of ${m.name}′(${variable}) = ${pretty(m.derivative)} could not be established here.`,
      fr: `Le signe de ${m.name}′(${variable}) = ${pretty(m.derivative)} n'a pas pu être établi ici.`,
    });
  }
  const parts = a.value.split(/\s+U\s+/);
  const intervals = parts.filter((p) => !/^\{.*\}$/.test(p.trim()));
  if (intervals.length === 0) {
    return refuse({
      en: `${m.name}′(${variable}) has the sign asked only at isolated points: ${m.name} is ${m.direction} on no interval.`,
      fr: `${m.name}′(${variable}) n'a le signe voulu qu'en des points isolés : ${m.name} n'est ${m.direction === 'increasing' ? 'croissante' : 'décroissante'} sur aucun intervalle.`,
    });
  }
  const sign = m.direction === 'increasing' ? '≥' : '≤';
  const derivativeStep: Step = {
    title: pick(text('Differentiate', 'Dériver'), locale),
    explanation: pick(
      text(
        `${m.name}′(${variable}) = ${pretty(m.derivative)}. ${m.name} is ${m.direction} where ${m.name}′(${variable}) ${sign} 0, within its domain.${m.positive ? ` As ${pretty(m.positive)} > 0, ${m.name}′(${variable}) has the sign of the expression solved below.` : ''}`,
        `${m.name}′(${variable}) = ${pretty(m.derivative)}. ${m.name} est ${m.direction === 'increasing' ? 'croissante' : 'décroissante'} là où ${m.name}′(${variable}) ${sign} 0, sur son ensemble de définition.${m.positive ? ` Comme ${pretty(m.positive)} > 0, ${m.name}′(${variable}) a le signe de l'expression étudiée ci-dessous.` : ''}`,
      ),
      locale,
    ),
  };
  if (intervals.length === parts.length) return { ...solution, steps: [derivativeStep, ...solution.steps] };
  const value = intervals.join(' U ');
  const finalAnswer = `${variable} ∈ ${pretty(value)}`;
  const dropped: Step = {
    title: pick(text('Keep the intervals', 'Garder les intervalles'), locale),
    explanation: pick(
      text(
        `The isolated points where ${m.name}′ only reaches 0 are no interval of monotony: ${finalAnswer}.`,
        `Les points isolés où ${m.name}′ ne fait qu'atteindre 0 ne forment pas un intervalle : ${finalAnswer}.`,
      ),
      locale,
    ),
  };
  return { ...solution, answer: { ...a, value, latex: value }, finalAnswer, steps: [derivativeStep, ...solution.steps, dropped], plainText: `${solution.plainText}\n${finalAnswer}` };
}
