/**
 * An assumption stated with the task ("Given that a > 0, …", "Assume x > 0. …", « On suppose que
 * a > 0. … », "…, where n is a positive integer", « Soit a un réel strictement positif. … »): the
 * condition as a relation, and the task without it.
 */
export interface Assumption {
  /** The condition as ASCII maths: `a > 0`, `x in (0, pi/2)`, `a < b`. */
  condition: string;
  /** The letters it constrains. */
  letters: string[];
  /** The task, without the assumption. */
  task: string;
  /** Stated before the task ("Given that a > 0, …"), not after it ("…, where a > 0"). */
  first: boolean;
}

const LEAD = String.raw`(?:given\s+that|given|assume(?:\s+that)?|assuming(?:\s+that)?|suppose(?:\s+that)?|let|on\s+suppose\s+que|supposons\s+que|sachant\s+que|on\s+admet\s+que|soit|soient)`;
const TRAIL = String.raw`(?:where|given\s+that|assuming(?:\s+that)?|provided\s+that|with|sachant\s+que|avec|o[uù])`;
const LETTERS = String.raw`[a-zA-Zα-ω](?:\s*,\s*[a-zA-Zα-ω])*(?:\s*(?:and|et)\s*[a-zA-Zα-ω])?`;
const SIGNS: Array<[RegExp, string]> = [
  [/^(?:is\s+|are\s+|be\s+|est\s+|sont\s+)?(?:an?\s+|un\s+|une\s+|des\s+)?(?:strictly\s+)?positive(?:\s+(?:real\s+)?(?:numbers?|reals?|constants?|integers?))?$/i, '> 0'],
  [/^(?:is\s+|are\s+|be\s+)?(?:an?\s+)?(?:strictly\s+)?negative(?:\s+(?:real\s+)?(?:numbers?|reals?|constants?|integers?))?$/i, '< 0'],
  [/^(?:is\s+|are\s+|be\s+)?(?:an?\s+)?non-?\s?negative(?:\s+(?:real\s+)?(?:numbers?|reals?|constants?|integers?))?$/i, '>= 0'],
  [/^(?:est\s+|sont\s+)?(?:un\s+|une\s+|des\s+)?(?:(?:nombres?\s+)?r[ée]els?\s+|entiers?\s+(?:naturels?\s+)?|constantes?\s+)?(?:strictement\s+)?positi(?:f|fs|ve|ves)(?:\s+non\s+nuls?)?$/i, '> 0'],
  [/^(?:est\s+|sont\s+)?(?:un\s+|une\s+|des\s+)?(?:(?:nombres?\s+)?r[ée]els?\s+|constantes?\s+)?(?:strictement\s+)?n[ée]gati(?:f|fs|ve|ves)$/i, '< 0'],
  [/^(?:est\s+|sont\s+)?(?:un\s+|des\s+)?entiers?\s+naturels?\s+non\s+nuls?$/i, '> 0'],
];
/** A relation between letters and numbers: "a > 0", "0 < x < π/2", "a < b", "x ≥ 1". */
const RELATION = /^[\w\s.+\-*/^()πp]*?(?:<=|>=|<|>|≤|≥)[\w\s.+\-*/^()πp]*?(?:(?:<=|>=|<|>|≤|≥)[\w\s.+\-*/^()πp]*)?$/;
/** "x in (0, π/2)", « x ∈ ]0 ; π[ », "x is in [0, pi]". */
const MEMBER = /^([a-zA-Zα-ω])\s+(?:is\s+)?(?:in|∈|dans|appartient\s+à)\s+(.+)$/i;

const letterList = (s: string): string[] => s.split(/\s*(?:,|\band\b|\bet\b)\s*/).filter(Boolean);

/** The condition a phrase states, or null when it states none we can write as a relation. */
export function readCondition(phrase: string): { condition: string; letters: string[] } | null {
  const p = phrase.trim().replace(/\s*[.,;]$/, '').replace(/≤/g, '<=').replace(/≥/g, '>=');
  const member = MEMBER.exec(p);
  // « A ∈ M₃(ℝ) », "A in GL_2(R)": the size of a matrix, which its methods read, no condition on a letter
  if (member && /^(?:M|GL|SL|O|S|\\mathcal\s*\{\s*M\s*\})\s*(?:_|[₀-₉])/.test(member[2].trim())) return null;
  if (member) return { condition: `${member[1]} in ${member[2].trim()}`, letters: [member[1]] };
  // "a, b be real numbers with a < b": the relation after "with"
  const withRelation = new RegExp(String.raw`^(?:${LETTERS})\s+(?:be|are|sont|deux|des)\b.*?\b(?:with|such\s+that|tels?\s+que|avec)\s+(.+)$`, 'i').exec(p);
  if (withRelation) return readCondition(withRelation[1]);
  const named = new RegExp(String.raw`^(${LETTERS})\s+(.+)$`, 'i').exec(p);
  if (named) {
    const sign = SIGNS.find(([re]) => re.test(named[2].trim()));
    if (sign) {
      const letters = letterList(named[1]);
      return { condition: letters.map((l) => `${l} ${sign[1]}`).join(', '), letters };
    }
  }
  if (RELATION.test(p) && /[a-zA-Z]/.test(p) && !/\b(?:and|et|or|ou)\b/i.test(p)) {
    const letters = [...new Set(p.replace(/\bpi\b/g, '').match(/\b[a-zA-Z]\b/g) ?? [])];
    return letters.length ? { condition: p.replace(/\s+/g, ' '), letters } : null;
  }
  return null;
}

/** The assumption a question states before or after its task, or null. */
export function readAssumption(text: string): Assumption | null {
  const t = text.trim();
  const before = new RegExp(String.raw`^${LEAD}\s+(.+?)\s*(?:[,.;:]|\s+then)\s+(.+)$`, 'is').exec(t);
  if (before) {
    const read = readCondition(before[1]);
    if (read && /\p{L}/u.test(before[2])) return { ...read, task: before[2].trim(), first: true };
  }
  const after = new RegExp(String.raw`^(.+?)\s*,?\s+${TRAIL}\s+(.+?)\s*[.]?$`, 'is').exec(t);
  if (after) {
    const read = readCondition(after[2]);
    if (read) return { ...read, task: after[1].trim(), first: false };
  }
  return null;
}
