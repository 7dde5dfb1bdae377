import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { NUM, amount, onlyQuestionWords } from './moneyWords';

/**
 * A percentage change between two values, in English and French: "what is the percent change
 * from 50 to 40?", « taux d'évolution de 80 à 100 ». Read as (new − old)/old × 100; every other
 * word must be one of the question's, otherwise the reader steps aside and the general reader
 * names what it cannot read.
 */
const CHANGE = /\b(?:percent(?:age)?\s+(?:of\s+)?(?:change|increase|decrease)|taux\s+d'?\s*(?:e|é)volution|pourcentage\s+d'?\s*(?:e|é)volution|(?:pourcentage|taux)\s+(?:d'augmentation|de\s+(?:baisse|hausse|diminution)))\b/i;
const FROM_TO = new RegExp(String.raw`\b(?:from|de|passe\s+de)\s+[$€£]?\s*${NUM}\s*(?:[$€£]|euros?|dollars?)?\s+(?:to|a|à)\s+[$€£]?\s*${NUM}\s*(?:[$€£]|euros?|dollars?)?`, 'i');

/** "percent change from 50 to 40": (40 − 50)/50 × 100. */
export function readPercentChange(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const raw = problem.raw ?? problem.text;
  if (!CHANGE.test(raw)) return null;
  const m = FROM_TO.exec(raw);
  if (!m || !onlyQuestionWords(raw.replace(m[0], ' '))) return null;
  const [a, b] = [amount(m[1]), amount(m[2])];
  if (Number(a) === 0) return null;
  return { kind: 'evaluate', expr: `(${b} - ${a})/${a}*100`, quantity: 'percent_change' };
}
