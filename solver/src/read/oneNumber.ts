import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';
import { EN_NUMBER_WORDS, FR_NUMBER_WORDS } from './numberWords';
import { readConsecutive } from './consecutive';

/**
 * One unknown number described in words, in English and French: "a number increased by 20% is
 * 60", "seven times a number is the same as 12 more than 3 times the number", "a number is
 * tripled, then increased by seven. The result is 48", « un nombre augmenté de 30 % donne 65 »,
 * "the price after an increase of 20% is 60: find the original price"; and consecutive integers
 * with a given sum. Every sentence must be read as a fact or as the question: otherwise the
 * reader steps aside and the general reader names the words it could not read.
 */
const TRIGGER = /\b(?:an?|the|un|une|ce|le)\s+(?:(?:whole|real|certain|original|unknown|mystery)\s+)?(?:number|nombre)\b|\bconsecuti(?:ve|fs?)\b|\b(?:original|initial)e?\s+(?:value|price|amount)\b|\b(?:valeur|prix|montant)\s+(?:d'origine|initiale?|de\s+depart)\b/;

const WORDS: Record<string, number> = { ...EN_NUMBER_WORDS, ...FR_NUMBER_WORDS };
const NUM = String.raw`(\d+(?:[.,]\d+)?|${Object.keys(WORDS).join('|')})`;
const number = (s: string): string => String(WORDS[s] ?? s.replace(',', '.'));
const PERCENT = String.raw`\s*(%|percent|per\s+cent|pour\s*cent)?`;
/** A formula as a factor: bracketed unless it is one letter or one number. */
const par = (e: string): string => (/^(?:x|\d+(?:\.\d+)?)$/.test(e) ? e : `(${e})`);

/** The unknown itself. */
const UNKNOWN = /^(?:an?|the|this|that|the\s+same|said|un|une|le|ce|ledit)\s+(?:(?:whole|real|certain|original|unknown|mystery)\s+)?(?:number|nombre)$/;
const MULTIPLE: Record<string, string> = { twice: '2', double: '2', thrice: '3', triple: '3', quadruple: '4', half: '1/2', moitie: '1/2', tiers: '1/3', quart: '1/4' };
/** One step applied to a number: "tripled", "increased by 20%", « augmenté de 5 ». */
const STEP = new RegExp(String.raw`^(?:(doubled|tripled|quadrupled|halved|squared)|(increased|decreased|reduced|raised|lowered|augmente|diminue|baisse|multiplied|divided|multiplie|divise)\s+(?:by|of|de|par)\s+${NUM}${PERCENT}|(?:then\s+)?(added\s+to|subtracted\s+from)\s+${NUM})$`);

function applyStep(expr: string, step: string): string | null {
  const m = STEP.exec(step.trim());
  if (!m) return null;
  if (m[1]) return { doubled: `2*${par(expr)}`, tripled: `3*${par(expr)}`, quadrupled: `4*${par(expr)}`, halved: `${par(expr)}/2`, squared: `${par(expr)}^2` }[m[1]] ?? null;
  if (m[5]) return m[5] === 'added to' ? `${expr} + ${number(m[6])}` : `${number(m[6])} - ${par(expr)}`;
  const verb = m[2];
  const n = number(m[3]);
  if (/^(?:multipl)/.test(verb)) return m[4] ? null : `${n}*${par(expr)}`;
  if (/^divi/.test(verb)) return m[4] ? null : `${par(expr)}/${n}`;
  const up = /^(?:increased|raised|augmente)/.test(verb);
  if (m[4]) return `(1 ${up ? '+' : '-'} ${n}/100)*${par(expr)}`;
  return `${expr} ${up ? '+' : '-'} ${n}`;
}

/** A phrase naming a value built from the unknown, as a formula in x; null when not read. */
export function phrase(p: string): string | null {
  const s = p.trim().replace(/^(?:that|what|ce\s+que)\s+/, '');
  if (UNKNOWN.test(s)) return 'x';
  if (new RegExp(`^${NUM}$`).test(s)) return number(s);
  let m = new RegExp(String.raw`^(.+?)\s+(plus|minus|times|multiplied\s+by|divided\s+by|fois|moins|divise\s+par)\s+${NUM}$`).exec(s);
  if (m) {
    const a = phrase(m[1]);
    const op = { plus: '+', minus: '-', moins: '-', times: '*', fois: '*', 'multiplied by': '*', 'divided by': '/', 'divise par': '/' }[m[2].replace(/\s+/g, ' ')];
    return a && op ? `${/[*/]/.test(op) ? par(a) : a} ${op} ${number(m[3])}` : null;
  }
  m = /^(twice|double|thrice|triple|half(?:\s+of)?)\s+(.+)$/.exec(s);
  if (m) return wrap(MULTIPLE[m[1].split(/\s/)[0]], m[2]);
  m = /^(?:le|la|au)\s+(double|triple|quadruple|moitie|tiers|quart)\s+(?:de\s+|d')(.+)$/.exec(s);
  if (m) return wrap(MULTIPLE[m[1]], m[2]);
  m = new RegExp(String.raw`^${NUM}\s+(?:times|fois)\s+(.+)$`).exec(s);
  if (m) return wrap(number(m[1]), m[2]);
  m = new RegExp(String.raw`^${NUM}${PERCENT}\s+(?:of|de)\s+(.+)$`).exec(s);
  if (m && m[2]) return wrap(`${number(m[1])}/100`, m[3]);
  m = new RegExp(String.raw`^${NUM}\s+(more|less|fewer)\s+than\s+(.+)$`).exec(s);
  if (m) {
    const inner = phrase(m[3]);
    return inner && `${inner} ${m[2] === 'more' ? '+' : '-'} ${number(m[1])}`;
  }
  m = /^(?:the\s+)?(sum|difference|product)\s+of\s+(.+?)\s+and\s+(.+)$/.exec(s) ?? /^(?:la\s+|le\s+)?(somme|difference|produit)\s+(?:de\s+|d')(.+?)\s+et\s+(?:de\s+|d')?(.+)$/.exec(s);
  if (m) {
    const a = phrase(m[2]);
    const b = phrase(m[3]);
    const op = { sum: '+', somme: '+', difference: '-', product: '*', produit: '*' }[m[1]];
    return a && b ? `${par(a)} ${op} ${par(b)}` : null;
  }
  // "a number increased by 20%", « un nombre augmenté de 30 % »
  m = /^(.+?)\s+((?:increased|decreased|reduced|augmente|diminue)\s+.+)$/.exec(s);
  if (m) {
    const a = phrase(m[1]);
    return a && applyStep(a, m[2]);
  }
  return null;
}

const wrap = (factor: string | undefined, rest: string): string | null => {
  const inner = phrase(rest);
  return factor && inner ? `${factor}*${par(inner)}` : null;
};

/** "is", "is the same as", « donne », « est égal à »: a relation between two phrases. */
const IS = /\s+(?:is\s+the\s+same\s+as|is\s+equal\s+to|equals|is|gives|yields|results\s+in|will\s+be|donne|vaut|est\s+egale?\s+a|est)\s+/g;

function relationOf(sentence: string): Relation | null {
  for (const m of sentence.matchAll(IS)) {
    const lhs = phrase(sentence.slice(0, m.index));
    const rhs = phrase(sentence.slice((m.index ?? 0) + m[0].length));
    if (lhs && rhs && (lhs.includes('x') || rhs.includes('x'))) return { lhs, op: '=', rhs };
  }
  return null;
}

/** "a number is tripled, then increased by seven": the value built, or null. */
function story(sentence: string): string | null {
  const m = /^(?:if\s+|when\s+|si\s+)?(?:an?|the|un|une)\s+(?:(?:certain|unknown|mystery)\s+)?(?:number|nombre)\s+(?:is|est)\s+(.+)$/.exec(sentence);
  if (!m) return null;
  let expr = 'x';
  for (const step of m[1].split(/\s*,\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+|\s+and\s+|\s+puis\s+/)) {
    const next = applyStep(expr, step.replace(/^(?:then|puis)\s+/, ''));
    if (!next) return null;
    expr = next;
  }
  return expr;
}

/** "the result is 48", "to become 360", « on obtient 50 »: the value the story ends on. */
const RESULT = new RegExp(String.raw`^(?:and\s+)?(?:the\s+result\s+is|the\s+answer\s+is|(?:this|that|it)\s+(?:gives|equals|is)|to\s+(?:become|get|give|make)|(?:we|you)\s+get|le\s+resultat\s+est|on\s+obtient)\s+${NUM}$`);

/** The question: "what is the number?", "find the original number", « quel est ce nombre ? ». */
const QUESTION = /^(?:(?:so|then|alors)\s+)?(?:what\s+(?:is|was|were|are)|find|determine|calculate|how\s+do\s+you\s+find|quel(?:le)?s?\s+(?:est|etait|sont)|trouve[rz]?|determine[rz]?|calcule[rz]?|give|donne[rz]?)\s+(?:the|this|that|these|those|ce|cet|cette|ces|le|la|les)\s+(?:(?:original|initial|unknown|two|three|four|deux|trois|quatre)\s+)?(?:numbers?|nombres?|integers?|entiers?|value|price|amount|valeur|prix|montant)(?:\s+(?:d'origine|initiale?))?$/;

const SENTENCES = /\s*(?:[.?!;:](?:\s+|$)|\n|,\s*(?=(?:what|find|how|quel|trouve|determine|calcule)\b))\s*/;

function clean(raw: string): string {
  return raw.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘]/g, "'").toLowerCase().replace(/\s+/g, ' ').trim();
}

export function readOneNumber(problem: ProblemInput): TaskOf<'solve'> | null {
  const t = clean(problem.raw ?? problem.text);
  if (!TRIGGER.test(t)) return null;
  const consecutive = readConsecutive(t);
  if (consecutive) return consecutive;
  const original = readOriginal(t);
  if (original) return original;
  const relations: Relation[] = [];
  let pending: string | null = null;
  for (const sentence of t.split(SENTENCES).filter((s) => s !== '')) {
    if (QUESTION.test(sentence)) continue;
    const rel = relationOf(sentence);
    if (rel) {
      relations.push(rel);
      continue;
    }
    // "a number is tripled, then increased by seven [and the result is 48]"
    const parts = /^(.*?)(?:\s*,\s*|\s+)((?:and\s+)?(?:the\s+result\s+is|the\s+answer\s+is|to\s+(?:become|get|give|make)|on\s+obtient)\s+\S+)$/.exec(sentence);
    const built = story(parts ? parts[1] : sentence);
    const result = parts ? RESULT.exec(parts[2]) : RESULT.exec(sentence);
    if (built && parts && result) relations.push({ lhs: built, op: '=', rhs: number(result[1]) });
    else if (built && !parts) pending = built;
    else if (result && pending) {
      relations.push({ lhs: pending, op: '=', rhs: number(result[1]) });
      pending = null;
    } else return null;
  }
  if (relations.length !== 1 || pending) return null;
  return { kind: 'solve', relations, unknowns: ['x'], domain: { kind: 'real' } };
}

/** "after an increase of 20% the amount is 60: find the original value", « Trouvez la valeur d'origine si le montant est de 60 $ après une augmentation de 20 % ». */
function readOriginal(t: string): TaskOf<'solve'> | null {
  const fact = new RegExp(String.raw`(?:the\s+(?:amount|price|value|total)|le\s+(?:montant|prix)|la\s+valeur)\s+(?:is|was|est|etait)\s+(?:de\s+)?\$?\s*${NUM}\s*(?:\$|€|euros?|dollars?)?\s+(?:after|apres)\s+(?:an?|une)\s+(increase|raise|decrease|discount|reduction|augmentation|hausse|baisse|diminution|remise)\s+(?:of|de)\s+${NUM}\s*%`).exec(t);
  if (!fact) return null;
  const asked = /(?:find|what\s+(?:is|was)|trouve[rz]?|determine[rz]?|calcule[rz]?|quel(?:le)?\s+(?:est|etait))\s+(?:the|la|le)\s+(?:original|initial|valeur|prix|montant)/.test(t);
  const rest = t.replace(fact[0], ' ').replace(/(?:find|what\s+(?:is|was)|trouve[rz]?|determine[rz]?|calcule[rz]?|quel(?:le)?\s+(?:est|etait))\s+(?:the|la|le)\s+(?:(?:original|initial)\s+(?:value|price|amount)|(?:valeur|prix|montant)\s+(?:d'origine|initiale?|de\s+depart))/, ' ').replace(/\b(?:if|si|,)\b|[.?!,]/g, ' ').trim();
  if (!asked || rest !== '') return null;
  const up = /^(?:increase|raise|augmentation|hausse)$/.test(fact[2]);
  return { kind: 'solve', relations: [{ lhs: `(1 ${up ? '+' : '-'} ${number(fact[3])}/100)*x`, op: '=', rhs: number(fact[1]) }], unknowns: ['x'], domain: { kind: 'real' } };
}
