import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * Two or more percentage changes in a row, asked as one overall change, in English and French: "A
 * price increases by 20% and then decreases by 20%. What is the overall percentage change?",
 * « Un prix augmente de 20 % puis baisse de 20 %. Quel est le taux d'évolution global ? ». The
 * multipliers multiply: ((1 + 20/100)(1 − 20/100) − 1) × 100. The statement must hold only the
 * changes and the question; a starting value or a number of periods is left to the other readers.
 */
const UP = String.raw`increas(?:es|ed|e)|rises?|rose|goes\s+up|went\s+up|augmente|a\s+augment[ée]|hausse|monte`;
const DOWN = String.raw`decreas(?:es|ed|e)|falls?|fell|drops?|dropped|goes\s+down|went\s+down|diminue|a\s+diminu[ée]|baisse|a\s+baiss[ée]`;
const CHANGE = new RegExp(String.raw`\b(${UP}|${DOWN})\s+(?:by\s+|de\s+)?(\d+(?:[.,]\d+)?)\s*%`, 'gi');
const OVERALL = /\b(?:overall|total|global(?:e)?|net)\s+(?:percent(?:age)?\s+)?(?:change|increase|decrease|[ée]volution|variation)|\btaux\s+d'?\s*[ée]volution\s+global|\b(?:[ée]volution|variation)\s+globale/i;
const JOINED = /^\s*(?:[.,;]?\s*(?:and\s+)?then|,|puis|et\s+ensuite|ensuite|,?\s*et)\s*$/i;

export function readSuccessiveChanges(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const raw = (problem.raw ?? problem.text).replace(/\s+/g, ' ').replace(/’/g, "'");
  if (!OVERALL.test(raw)) return null;
  const changes = [...raw.matchAll(CHANGE)];
  if (changes.length < 2) return null;
  // the changes follow one another ("… and then …", « … puis … »), nothing between them
  for (let k = 1; k < changes.length; k++) {
    const prev = changes[k - 1];
    if (!JOINED.test(raw.slice((prev.index ?? 0) + prev[0].length, changes[k].index))) return null;
  }
  // no other number: a starting price or a duration is another question
  const rest = changes.reduce((s, m) => s.replace(m[0], ' '), raw);
  if (/\d/.test(rest)) return null;
  const factors = changes.map((m) => `(1 ${new RegExp(`^(?:${DOWN})$`, 'i').test(m[1]) ? '-' : '+'} ${m[2].replace(',', '.')}/100)`);
  return { kind: 'evaluate', expr: `(${factors.join('*')} - 1)*100`, quantity: 'percent_change' };
}
