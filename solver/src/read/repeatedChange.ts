import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { spelledNumbers } from './numberSpelling';
import { NUM, WORD_NUMBERS, amount } from './moneyWords';

/**
 * A quantity changing by the same percentage each period, asked after a number of periods, in
 * English and French: "The population increases by 10% each year. What will it be after five
 * years if it is now 200 000?", "A car bought for $20,000 depreciates by 15% per year. What is its
 * value after 3 years?", « Une population augmente de 4 % par an ; elle compte 5 000 habitants.
 * Combien en comptera-t-elle dans 6 ans ? ». Read as P₀(1 ± r/100)ⁿ. The statement must hold
 * exactly one rate, one number of periods in the rate's unit and one starting value, and ask a
 * value; anything else (two rates, a time asked) is left to the other readers.
 */
const UP = String.raw`increas(?:es|ing|e)|grows?|growing|rises?|rising|appreciates?|gains?|augmente(?:nt)?|cro[iî]t|progresse`;
const DOWN = String.raw`decreas(?:es|ing|e)|depreciates?|depreciating|declines?|declining|falls?|drops?|loses?|decays?|diminue(?:nt)?|baisse(?:nt)?|d[ée]cro[iî]t|perd`;
const PERIOD = String.raw`(years?|yrs?|months?|weeks?|days?|hours?|ans?|ann[ée]es?|mois|semaines?|jours?|heures?)`;
const RATE = new RegExp(String.raw`\b(${UP}|${DOWN})\s+(?:by\s+|at\s+(?:a\s+rate\s+of\s+)?|de\s+)?(\d+(?:[.,]\d+)?)\s*%\s*(?:each|every|per|a|an|par|chaque)\s+${PERIOD}\b`, 'i');
const AFTER = new RegExp(String.raw`\b(?:after|in|au\s+bout\s+de|dans|apr[èe]s)\s+(\d+|${Object.keys(WORD_NUMBERS).join('|')})\s+${PERIOD}\b`, 'i');
const ASKS = /\b(?:what|how\s+(?:much|many)|find|calculate|compute|determine|estimate|quel(?:le)?|combien|calculer|d[ée]terminer|estimer)\b/i;

const UNIT: Record<string, string> = { year: 'year', yr: 'year', an: 'year', annee: 'year', month: 'month', moi: 'month', mois: 'month', week: 'week', semaine: 'week', day: 'day', jour: 'day', hour: 'hour', heure: 'hour' };
const unitOf = (u: string): string | undefined => {
  const s = u.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return UNIT[s] ?? UNIT[s.replace(/s$/, '')];
};

export function readRepeatedChange(problem: ProblemInput): TaskOf<'evaluate'> | null {
  // the starting value whole: "a population of 1.5 million", "two hundred thousand people" start at 1500000, 200000
  const raw = spelledNumbers((problem.raw ?? problem.text).replace(/\s+/g, ' '));
  if (!ASKS.test(raw)) return null;
  const rate = RATE.exec(raw);
  const after = AFTER.exec(raw);
  if (!rate || !after || RATE.exec(raw.replace(rate[0], ' ')) || AFTER.exec(raw.replace(after[0], ' '))) return null;
  if (unitOf(rate[3]) === undefined || unitOf(rate[3]) !== unitOf(after[2])) return null;
  // one number left: the starting value (200 000, $20,000, 5 000 habitants)
  const rest = raw.replace(rate[0], ' ').replace(after[0], ' ');
  const numbers = [...rest.matchAll(new RegExp(NUM, 'g'))];
  if (numbers.length !== 1) return null;
  const start = amount(numbers[0][1]);
  const n = WORD_NUMBERS[after[1].toLowerCase()] ?? after[1];
  const r = rate[2].replace(',', '.');
  const down = new RegExp(`^(?:${DOWN})$`, 'i').test(rate[1]);
  // a sum of money is also given to the cent
  const money = /[$€£]|\b(?:dollars?|euros?|pounds?)\b/i.test(raw);
  return { kind: 'evaluate', expr: `${start}*(1 ${down ? '-' : '+'} ${r}/100)^${n}`, ...(money ? { quantity: 'amount' as const } : {}) };
}
