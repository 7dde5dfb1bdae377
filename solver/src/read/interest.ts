import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { NUM, WORD_NUMBERS, amount, onlyQuestionWords } from './moneyWords';

/**
 * The interest on a sum, or the amount it grows to, in English and French: "simple interest on
 * $1000 at 5% for 3 years", "$4000 at 4% compounded annually for 6 years", « intérêts simples ».
 * One amount, one rate and one duration, each taken once; every other word must be one of the
 * question's, otherwise the reader steps aside and the general reader names what it cannot read.
 */
const MONEY = new RegExp(String.raw`(?:[$€£]\s*${NUM}|${NUM}\s*(?:[$€£]|euros?|dollars?|pounds?))`, 'gi');
const RATE = new RegExp(String.raw`${NUM}\s*(?:%|percent|per\s*cent|pour\s*cent)`, 'gi');
const TIME = new RegExp(String.raw`(${NUM.slice(1, -1)}|${Object.keys(WORD_NUMBERS).join('|')})\s*(?:years?|yrs?|ans?|annees?|années?)\b`, 'gi');
const PERIODS: Array<[RegExp, number]> = [[/\b(?<!semi-?)annually\b|\b(?:yearly|annuellement|annuel|par\s+an)\b/i, 1], [/\b(?:semi-?annually|semestriellement)\b/i, 2], [/\b(?:quarterly|trimestriellement)\b/i, 4], [/\b(?:monthly|mensuellement)\b/i, 12], [/\bdaily\b/i, 365]];

/** "simple interest on $1000 at 5% for 3 years": P·r·t; "compounded quarterly": P(1 + r/n)^(nt). */
export function readInterest(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const raw = problem.raw ?? problem.text;
  const compound = /\bcompound(?:ed)?\b|\bint(?:e|é)r(?:e|ê)ts?\s+compos(?:e|é)s?\b/i.test(raw);
  if (!compound && !/\bsimple\s+interest\b|\bint(?:e|é)r(?:e|ê)ts?\s+simples?\b/i.test(raw)) return null;
  const money = [...raw.matchAll(MONEY)];
  const rates = [...raw.matchAll(RATE)];
  const times = [...raw.matchAll(TIME)];
  if (money.length !== 1 || rates.length !== 1 || times.length !== 1) return null;
  let rest = raw;
  for (const m of [money[0], rates[0], times[0]]) rest = rest.replace(m[0], ' ');
  // a person's name ("Sara puts $2000 …") says nothing of the sum
  if (!onlyQuestionWords(rest.replace(/(?<![\p{L}])\p{Lu}\p{Ll}+(?![\p{L}])/gu, (w) => (onlyQuestionWords(w) ? w : ' ')))) return null;
  const p = amount(money[0][1] ?? money[0][2]);
  const r = amount(rates[0][1]);
  const t = WORD_NUMBERS[times[0][1].toLowerCase()] ?? amount(times[0][1]);
  // the interest is asked unless the amount (balance, total, « valeur acquise ») is
  const interestAsked = /\binterest\s+(?:earned|received|charged|paid)\b|\bhow\s+much\s+interest\b|\bamount\s+of\s+interest\b|\b(?:what\s+is|find|calculate|compute|determine)\s+the\s+(?:simple\s+|compound\s+)?interest\b|\b(?:calculer|calculez|d(?:e|é)terminer|quel(?:s)?\s+(?:est|sont))\s+(?:le\s+montant\s+des\s+|les\s+|l')\s*int(?:e|é)r(?:e|ê)ts?\b/i.test(raw);
  // "how much is in the account", "how much will it be worth", "grow to", « combien aura-t-il », « quelle somme » ask the amount too
  const amountAsked = /\b(?:balance|total|(?:compound|final|future)\s+amount|valeur\s+acquise|montant\s+(?:final|acquis))\b|\bamount\s+after\b|\bin\s+the\s+account\b|\bworth\b|\bhow\s+much\s+(?:money\s+)?will\s+(?:there\s+be|(?:he|she|they|you|it)\s+(?:have|be))\b|\bcombien\s+(?:y\s+aura|aura|vaudra|poss[eè]dera|disposera)|\bgrows?\s+to\b|\bbecomes?\b|\bdeviendra\b|\bquelle\s+(?:somme|valeur)\b/i.test(raw);
  if (interestAsked === amountAsked && !(compound && amountAsked)) return null;
  if (!compound) {
    return interestAsked ? { kind: 'evaluate', expr: `${p}*${r}/100*${t}`, quantity: 'interest' } : { kind: 'evaluate', expr: `${p}*(1 + ${r}/100*${t})`, quantity: 'amount' };
  }
  const periods = PERIODS.filter(([re]) => re.test(raw)).map(([, n]) => n);
  if (periods.length !== 1 || interestAsked) return null;
  const n = periods[0];
  return { kind: 'evaluate', expr: n === 1 ? `${p}*(1 + ${r}/100)^${t}` : `${p}*(1 + ${r}/100/${n})^(${n}*${t})`, quantity: 'amount' };
}
