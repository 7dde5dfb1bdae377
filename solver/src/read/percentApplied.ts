import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { NUM, amount } from './moneyWords';

/**
 * One value changed by one or more percentages in a row, asked after the changes or before them,
 * in English and French: "A laptop costs $800. Its price rises by 10% and then falls by 5%. What
 * is the new price?", « Un article coûte 80 €. Son prix augmente de 15 % puis baisse de 20 %. Quel
 * est son nouveau prix ? », "A shirt costs $40 after a 20% discount. What was the original price?",
 * « Après une hausse de 8 %, un loyer est de 540 €. Quel était le loyer initial ? ». Each change is
 * a multiplier 1 ± p/100: the value after is V·Π(1 ± p/100), the value before V/Π(1 ± p/100).
 * Every percentage must be said to go up or down, and the statement must hold exactly one other
 * number; a rate per period, an interest or a percentage asked is left to the other readers.
 */
const PCT = String.raw`(\d+(?:[.,]\d+)?)\s*(?:%|percent\b|pour\s*cents?\b)`;
const UP_AFTER = /^\s*(?:increase|rise|raise|mark-?up|hike|(?:sales\s+)?tax|tip|hausse|augmentation|majoration|de\s+(?:hausse|plus|majoration|augmentation))\b/i;
const DOWN_AFTER = /^\s*(?:decrease|reduction|discount|off|drop|cut|markdown|mark-?down|rebate|less|baisse|diminution|r[ée]duction|remise|rabais|de\s+(?:baisse|moins|r[ée]duction|remise|rabais))\b/i;
const UP_BEFORE = /\b(?:increas(?:es|ed|e|ing)|rais(?:es|ed|e)|rises?|rose|goes\s+up|went\s+up|marked\s+up|grows?|grew|hikes?|hiked|augment(?:e|ée?|ent|er)|hausse|monte|major[ée]e?|(?:an?|une?)\s+(?:increase|rise|raise|mark-?up|hike|hausse|augmentation|majoration)|tax|tva)(?:\s+(?:the\s+|its\s+|their\s+|all\s+)?(?:prices?|rents?|costs?|salar(?:y|ies)|wages?|fares?|it|them))?\s+(?:of\s+|by\s+|de\s+|à\s+|a\s+)?(?:\+\s*)?$/i;
const DOWN_BEFORE = /\b(?:decreas(?:es|ed|e|ing)|reduc(?:es|ed|e)|lowered|falls?|fell|drops?|dropped|goes\s+down|went\s+down|marked\s+down|discounted|cut|diminu(?:e|ée?|ent)|baiss(?:e|ée?|ent)|sold[ée]e?s?\s+[àa]|(?:an?|une?)\s+(?:decrease|reduction|discount|drop|cut|markdown|baisse|diminution|r[ée]duction|remise|rabais))(?:\s+(?:the\s+|its\s+|their\s+|all\s+)?(?:prices?|rents?|costs?|salar(?:y|ies)|wages?|fares?|it|them))?\s+(?:of\s+|by\s+|de\s+)?(?:[-−–]\s*)?$/i;
const AGAIN = /\b(?:then|again|puis|encore|ensuite)\s+(?:by\s+|de\s+)?(?:another\s+|un\s+autre\s+)?$/i;
/** What the question asks: the value before the changes, or after them. */
const BEFORE_ASKED = /\b(?:original|initial|before|previous|pre-?tax|avant|initiale?|initialement|d'origine|de\s+d[ée]part|au\s+d[ée]part|[ée]tait|hors\s+taxes?|HT)\b/i;
const AFTER_ASKED = /\b(?:new|final|sale|now|after|pay|total|including|TTC|toutes\s+taxes|nouveau|nouvelle|finale?|maintenant|d[ée]sormais|apr[èe]s|payer)\b/i;
const OTHER = /\b(?:each|every|per|annual|annually|yearly|monthly|interest|invest\w*|compound\w*|par\s+an|chaque|int[ée]r[êe]ts?|plac[ée]e?|percentage|pourcentage|taux|rate|save[sd]?|saving|[ée]conomi\w*|what\s+percent|how\s+much\s+(?:less|more)|by\s+how\s+much)\b/i;
const ASKS = /\b(?:what|how\s+much|find|calculate|compute|determine|quel(?:le)?|combien|calculer|d[ée]terminer|trouver)\b/i;

/** Where the clause holding the value given starts: "if the original price was $50", « si le prix initial était de 50 € », "that costs $40 before a tip". */
const GIVEN_CLAUSE = /(?:^|[\s,])(?:if|when|whose|that|which|who|where|given|si|s'(?=ils?\b|elles?\b)|qui|dont|lorsque|quand|sachant)(?=[\s,']|$)/gi;
/** Or, failing a clause, the phrase naming it: "of a $50 item", « d'un article à 100 € HT ». */
const GIVEN_PHRASE = /(?:^|[\s,])(?:of|for|with|at|priced|costing|d'une?|pour|avec|à)(?=[\s,']|$)/gi;

/**
 * The question with the clause holding the value given taken out, so that the words labelling
 * that value are not read as the value asked. Without a number in the question, all of it.
 */
function askedPart(question: string): string {
  const blanked = question.replace(new RegExp(PCT, 'gi'), (m) => ' '.repeat(m.length));
  const value = new RegExp(NUM).exec(blanked);
  if (!value) return question;
  const at = value.index;
  const starts = (re: RegExp) => [...blanked.slice(0, at).matchAll(re)].map((m) => m.index ?? 0);
  const clause = starts(GIVEN_CLAUSE);
  const from = clause.length > 0 ? clause[clause.length - 1] : (starts(GIVEN_PHRASE)[0] ?? at);
  // a clause put first ends at its comma: "If the original price was $50, what is the new price?"
  const comma = blanked.indexOf(',', at);
  const to = from === at ? at + value[0].length : comma > at ? comma : question.length;
  return question.slice(0, from) + ' ' + question.slice(to);
}

type Change = { sign: '+' | '-'; rate: string };

function changes(t: string): Change[] | null {
  const found: Change[] = [];
  let from = 0;
  for (const m of t.matchAll(new RegExp(PCT, 'gi'))) {
    const at = m.index ?? 0;
    const before = t.slice(Math.max(from, at - 40), at);
    const after = t.slice(at + m[0].length);
    const up = UP_AFTER.test(after) || UP_BEFORE.test(before);
    const down = DOWN_AFTER.test(after) || DOWN_BEFORE.test(before);
    // "… by 10% and then by 20%", « … de 5 % puis de 3 % »: the same way as the change before
    const again = found.length > 0 && !up && !down && AGAIN.test(before);
    if (up === down && !again) return null;
    found.push({ sign: again ? found[found.length - 1].sign : up ? '+' : '-', rate: m[1].replace(',', '.') });
    from = at + m[0].length;
  }
  return found;
}

export function readPercentApplied(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const t = (problem.raw ?? problem.text).replace(/\s+/g, ' ').replace(/[’]/g, "'");
  if (!new RegExp(PCT, 'i').test(t) || OTHER.test(t)) return null;
  // the question is the last sentence asking something
  const sentences = t.split(/(?<=[.?!;])\s+/).filter((s) => s.trim() !== '');
  const question = sentences[sentences.length - 1];
  if (!ASKS.test(question)) return null;
  const steps = changes(t);
  if (!steps || steps.length === 0) return null;
  const values = [...t.replace(new RegExp(PCT, 'gi'), ' ').matchAll(new RegExp(NUM, 'g'))];
  if (values.length !== 1) return null;
  // "original", "HT", "before" may label the value given ("… if the original price was $50",
  // « … d'un article à 100 € HT »): only the question's object tells which value is asked
  const asked = askedPart(question);
  const before = BEFORE_ASKED.test(asked);
  if (before === AFTER_ASKED.test(asked)) return null;
  const factors = steps.map((c) => `(1 ${c.sign} ${c.rate}/100)`).join('*');
  const value = amount(values[0][1]);
  const money = /[$€£]|\b(?:dollars?|euros?|pounds?)\b/i.test(t);
  const expr = before ? (steps.length === 1 ? `${value}/${factors}` : `${value}/(${factors})`) : `${value}*${factors}`;
  return money ? { kind: 'evaluate', expr, quantity: 'amount' } : { kind: 'evaluate', expr };
}
