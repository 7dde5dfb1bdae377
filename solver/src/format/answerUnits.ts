import { pick, text, type Text } from '../i18n';
import type { TaskOf } from '../task/task';
import type { Locale, Solution } from '../types';

export type Unit = NonNullable<TaskOf<'solve'>['units']>[string];

/** How a unit is written after a value: symbols for lengths and h/min, words for days and weeks. */
const WRITTEN: Record<Unit, Text> = {
  h: text('h', 'h'), min: text('min', 'min'), day: text('days', 'jours'), week: text('weeks', 'semaines'),
  mm: text('mm', 'mm'), cm: text('cm', 'cm'), m: text('m', 'm'), km: text('km', 'km'), in: text('in', 'in'), ft: text('ft', 'ft'), yd: text('yd', 'yd'),
  mm2: text('mm²', 'mm²'), cm2: text('cm²', 'cm²'), m2: text('m²', 'm²'), km2: text('km²', 'km²'), in2: text('in²', 'in²'), ft2: text('ft²', 'ft²'), yd2: text('yd²', 'yd²'),
};

/** A unit as written after a value, in each language. */
export const unitWords = (unit: Unit): Text => WRITTEN[unit];

/**
 * A word problem's answer with the unit its statement gave ("t = 2 h", "L = 12 cm, W = 9 cm"):
 * a time or a length without its unit is no answer to the question asked. Each "unknown = value"
 * of the final answer gets its unknown's unit; the value checked (answer.value) stays a number.
 */
export function withUnits(solution: Solution, units: NonNullable<TaskOf<'solve'>['units']>, locale: Locale): Solution {
  if (!solution.answer || (solution.answer.kind !== 'solutions' && solution.answer.kind !== 'expr')) return solution;
  let finalAnswer = solution.finalAnswer;
  for (const [v, unit] of Object.entries(units)) {
    finalAnswer = finalAnswer.replace(new RegExp(String.raw`(?<![\p{L}\d])(${v}\s*=\s*[^,;]+?)(?=\s*(?:[,;]|$|\s(?:or|ou)\s))`, 'gu'), `$1 ${pick(WRITTEN[unit], locale)}`);
  }
  return { ...solution, finalAnswer, plainText: solution.plainText.replace(solution.finalAnswer, finalAnswer) };
}
