import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { NUM, amount } from './moneyWords';

/**
 * A price with a percentage taken off, asked after the reduction, in English and French: "A shirt
 * costs $40 and is on sale for 25% off. What is the sale price?", "a $80 jacket with a 15%
 * discount, find the new price", « Un pull coûte 45 € ; il est soldé à −20 %. Quel est son nouveau
 * prix ? ». Read as P(1 − r/100), given to the cent. The statement must hold exactly one price and
 * one percentage off and ask the price after it; the amount saved or a percentage asked is left to
 * the other readers.
 */
const OFF = /(\d+(?:[.,]\d+)?)\s*%\s*(?:off|discount|reduction|de\s+(?:r[ée]duction|remise|rabais))\b|\b(?:discount|reduction|r[ée]duction|remise|rabais)\s+(?:of|de)\s+(\d+(?:[.,]\d+)?)\s*%|\bsold[ée]e?s?\s+[àa]\s+[-−–]\s*(\d+(?:[.,]\d+)?)\s*%/i;
const ASKED = /\b(?:sale|new|final|discounted|reduced)\s+price\b|\bprice\s+after\s+(?:the\s+)?(?:discount|reduction)\b|\bhow\s+much\s+(?:does|will|do|is)\b[^?]*\b(?:cost|pay|now)\b|\b(?:nouveau|prix)\s+(?:prix|sold[ée]|apr[èe]s\s+(?:la\s+)?(?:r[ée]duction|remise))\b|\bcombien\s+(?:co[uû]te|va\s+(?:t|-t)|paie|paye)/i;
const SAVED = /\b(?:save[sd]?|saving|amount\s+of\s+(?:the\s+)?discount|[ée]conomi|montant\s+de\s+la\s+(?:r[ée]duction|remise)|percent(?:age)?\s+(?:of\s+)?(?:the\s+)?discount)\b/i;
const MONEY = /[$€£]|\b(?:dollars?|euros?|pounds?)\b/i;

export function readDiscount(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const raw = (problem.raw ?? problem.text).replace(/\s+/g, ' ');
  const off = OFF.exec(raw);
  if (!off || !ASKED.test(raw) || SAVED.test(raw) || !MONEY.test(raw) || OFF.exec(raw.replace(off[0], ' '))) return null;
  const numbers = [...raw.replace(off[0], ' ').matchAll(new RegExp(NUM, 'g'))];
  if (numbers.length !== 1) return null;
  const rate = (off[1] ?? off[2] ?? off[3]).replace(',', '.');
  return { kind: 'evaluate', expr: `${amount(numbers[0][1])}*(1 - ${rate}/100)`, quantity: 'amount' };
}
