import { SolverError } from '../errors';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';

/**
 * Two unknown numbers described by explicit facts, in English and French: "the sum of two numbers
 * is 25 and their difference is 7", « deux nombres ont pour somme 40 et pour différence 10 »,
 * "one number is 3 times the other". The first number is x (the larger, for a difference), the
 * other y; each sentence must be a fact read here or the question, and any other is named in
 * the refusal rather than dropped.
 */
const TRIGGER = /\b(?:two|2)\s+(?:real\s+)?numbers\b|\b(?:deux|2)\s+(?:nombres|reels)\b/i;

const N = String.raw`(-?\d+(?:\.\d+)?)`;
const IS = String.raw`(?:is|are|equals|is\s+equal\s+to|=|est|vaut|fait|est\s+egale?\s+a)`;
const PAIR = String.raw`(?:(?:of\s+)?(?:the\s+|these\s+|those\s+)?(?:two\s+)?(?:real\s+)?numbers|(?:de\s+|d')?(?:ces\s+|les\s+)?(?:deux\s+)?(?:nombres|reels))`;
/** What a word names, as a formula in x and y. */
const OPERATIONS: Record<string, string> = {
  sum: 'x + y', somme: 'x + y',
  difference: 'x - y',
  product: 'x*y', produit: 'x*y',
  quotient: 'x/y', ratio: 'x/y', rapport: 'x/y',
};
const OPERATION = String.raw`(sum|difference|product|quotient|ratio|somme|produit|rapport)`;
const MULTIPLES: Record<string, string> = { twice: '2', double: '2', triple: '3', thrice: '3', quadruple: '4' };

type Fact = (m: RegExpExecArray) => Relation;
const FACTS: Array<[RegExp, Fact]> = [
  // "the sum of two numbers is 25", "their difference is 7", « la somme de deux nombres est 40 », « leur produit vaut 21 »
  [new RegExp(String.raw`^(?:the\s+|their\s+|whose\s+|dont\s+|la\s+|le\s+|leur\s+)*${OPERATION}\s*(?:${PAIR}\s*)?(?:${IS}\s+)?${N}$`, 'i'), (m) => ({ lhs: OPERATIONS[m[1].toLowerCase()], op: '=', rhs: m[2] })],
  // "two numbers add up to 40", "they have a sum of 12", « deux nombres ont pour somme 40 », « et pour différence 10 »
  [new RegExp(String.raw`^(?:${PAIR}\s+|they\s+|ils\s+)?(?:have\s+a\s+|has\s+a\s+|ont\s+)?(?:pour\s+)?${OPERATION}\s+(?:of\s+|de\s+|egale?\s+a\s+)?${N}$`, 'i'), (m) => ({ lhs: OPERATIONS[m[1].toLowerCase()], op: '=', rhs: m[2] })],
  [new RegExp(String.raw`^(?:${PAIR}\s+|they\s+)?(?:add\s+up\s+to|sum\s+to|total)\s+${N}$`, 'i'), (m) => ({ lhs: 'x + y', op: '=', rhs: m[1] })],
  [new RegExp(String.raw`^(?:${PAIR}\s+|they\s+)?differ\s+by\s+${N}$`, 'i'), (m) => ({ lhs: 'x - y', op: '=', rhs: m[1] })],
  // "one (number) is 8 more than the other", "the larger is 3 less than …", « l'un dépasse l'autre de 8 »
  [new RegExp(String.raw`^(?:one|the\s+(?:first|larger|greater|bigger)(?:\s+one)?)(?:\s+(?:of\s+them|number))?\s+is\s+${N}\s+(more|greater|larger|less|smaller)\s+than\s+(?:the\s+(?:other|second|smaller)(?:\s+(?:one|number))?|another(?:\s+number)?)$`, 'i'), (m) => ({ lhs: 'x', op: '=', rhs: /less|smaller/i.test(m[2]) ? `y - ${m[1]}` : `y + ${m[1]}` })],
  [new RegExp(String.raw`^(?:l'un|le\s+premier|le\s+plus\s+grand)\s+depasse\s+l'autre\s+de\s+${N}$`, 'i'), (m) => ({ lhs: 'x', op: '=', rhs: `y + ${m[1]}` })],
  // "one number is 3 times the other", "one is twice the other", « l'un est le triple de l'autre », « l'un est égal à 4 fois l'autre »
  [/^(?:one|the\s+(?:first|larger|greater|bigger))(?:\s+(?:of\s+them|number))?\s+is\s+(twice|thrice|\d+(?:\.\d+)?\s+times)(?:\s+as\s+(?:large|big)\s+as)?\s+(?:the\s+(?:other|second|smaller)(?:\s+(?:one|number))?|another(?:\s+number)?)$/i, (m) => ({ lhs: 'x', op: '=', rhs: `${MULTIPLES[m[1].toLowerCase()] ?? m[1].replace(/\s+times$/i, '')}*y` })],
  [/^(?:l'un|le\s+premier|le\s+plus\s+grand)\s+est\s+(?:le\s+(double|triple|quadruple)\s+de|egal\s+a\s+(\d+(?:\.\d+)?)\s+fois)\s+l'autre$/i, (m) => ({ lhs: 'x', op: '=', rhs: `${m[1] ? MULTIPLES[m[1].toLowerCase()] : m[2]}*y` })],
];

/** The question: "find the numbers", "what are they?", « trouver ces nombres », « quels sont ces deux nombres ? ». */
const QUESTION = /^(?!.*\d)(?:(?:find|determine|what\s+are|give|calculate|trouver|determiner|calculer|donner|quels\s+sont)\b.*|find\s+them|les\s+(?:trouver|determiner))$/i;
/** The question first, the facts after it: "find two numbers whose sum is 20 and …", « trouver deux nombres dont la somme est 20 et … ». */
const ASKED_FIRST = /^\s*(?:find|determine|what\s+are|choose|trouver|determiner|quels\s+sont|(?:il\s+faut\s+)?choisir)\s+(?:the\s+)?(?:two|2|deux)\s+(?:real\s+)?(?:numbers|nombres|reels)\s+(?:whose|such\s+that|where|if|dont|tels\s+que|si)\s+/i;
/** Words that only set the scene before the facts: "two numbers are such that", « on considère deux nombres tels que ». */
const SCENE = /^(?:(?:we\s+have\s+|there\s+are\s+|consider\s+|on\s+(?:considere|cherche|a)\s+)?(?:two|2|deux)\s+(?:real\s+)?(?:numbers|nombres|reels)(?:\s+(?:such\s+that|where|tels\s+que|dont))?)$/i;

const notRead = (clause: string): SolverError =>
  new SolverError('unsupported', text(
    `We could not read "${clause}" as a fact about the two numbers: we answer only what we fully understand.`,
    `Nous n'avons pas pu lire « ${clause} » comme une donnée sur les deux nombres : nous ne répondons qu'à ce que nous comprenons entièrement.`,
  ));

export function readTwoNumbers(problem: ProblemInput): TaskOf<'solve'> | SolverError | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/’/g, "'");
  if (!TRIGGER.test(t)) return null;
  const relations: Relation[] = [];
  const unread: string[] = [];
  const first = ASKED_FIRST.exec(t);
  // "the sum of two numbers is 25 and their difference is 7. Find the numbers."
  const clauses = t.slice(first?.[0].length ?? 0).split(/\s*(?:[.;?!:]\s+|[.;?!]$|,\s*(?:and\s+|et\s+)?|\s+(?:and|et|while|whereas|alors\s+que)\s+)\s*/i).map((c) => c.trim().replace(/[.?!]+$/, '')).filter((c) => c !== '');
  for (const clause of clauses) {
    if (QUESTION.test(clause) || SCENE.test(clause)) continue;
    const fact = FACTS.map(([re, make]) => {
      const m = re.exec(clause);
      return m ? make(m) : null;
    }).find((r) => r !== null);
    if (fact) relations.push(fact);
    else unread.push(clause);
  }
  // nothing read as a fact: another kind of problem about two numbers (their gcd, consecutive numbers)
  if (relations.length === 0) return null;
  if (unread.length > 0) return notRead(unread[0]);
  if (relations.length !== 2) {
    return new SolverError('unsupported', text(
      `Two numbers are found from exactly two facts about them; we read ${relations.length} here.`,
      `Deux nombres se trouvent à partir d'exactement deux données ; nous en avons lu ${relations.length} ici.`,
    ));
  }
  return { kind: 'solve', relations, unknowns: ['x', 'y'], domain: { kind: 'real' } };
}
