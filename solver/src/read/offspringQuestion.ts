import { SolverError } from '../errors';
import { isTrait } from './traitWords';

/**
 * Questions about offspring that the crosses do not answer, refused by name rather than answered
 * as another question. A probability about several children at once ("2 of 3 children are aa", "both children",
 * "les trois enfants") is a binomial question on top of the cross: the crosses answer one child
 * only, so such a question is refused by name rather than answered for one child.
 */
const N = String.raw`(?:\d|two|three|four|five|six)`;
const SEVERAL = new RegExp(String.raw`\b${N}\s+(?:out\s+)?of\s+(?:the\s+|their\s+)?${N}\b|\b(?:both|all\s+${N})\s+(?:of\s+)?(?:the\s+|their\s+)?(?:children|kids|offspring|babies|sons|daughters|puppies|kittens)|\b(?:first|next)\s+${N}\s+(?:children|kids|offspring|babies)|\b(?:has|have|having|had)\s+${N}\s+(?:children|kids|babies|sons|daughters)|\b(?:deux|trois|quatre|cinq|\d)\s+(?:premiers\s+)?(?:enfants|descendants|garçons|filles)\b|\btous\s+(?:les\s+)?(?:deux|trois|quatre|cinq|\d)\b|\ball\s+${N}\b|\b(?:two|three|four|five|six)\s+(?:children|kids|sons|daughters|babies|offspring|puppies|kittens)\b|\b(?:are|be|were)\s+all\b|\bsont\s+tou(?:te)?s\b|\bau\s+moins\s+un|\bat\s+least\s+(?:one|two|\d)\b`, 'i');

/** A class negated ("not aa", "ne soit pas", "does not have"), two classes joined ("heterozygous or aa"), or one class among another named in passing ("of tall offspring, how many are …"). */
const NEGATED = /\bnot\b|n['’]t\b|\bne\s+(?:\S+\s+)?pas\b|\bn['’]\S+\s+pas\b|\bneither\b|\bnor\b|\bwithout\b|\bsans\b|\baucun/i;
const JOINED = /\bor\b|\bou\b|\beither\b/i;
const CONDITION = /(?:fraction|proportion|percentage|pourcentage|how\s+many|combien)\s+(?:of|des|de|d['’])\s+(?!the\b|all\b|their\b|these\b|those\b|les\b|ces\b|leurs\b|F[12₁₂]\b)([\p{L}-]+)\s+(?:offspring|plants|progeny|individuals|children|seeds|descendants|plantes|graines|individus|enfants)\s+(?:are|is|will|would|sont|seront)/iu;

/** A clause of the question that states data: the cross ("if two heterozygotes are crossed", « si on croise Aa × Aa ») or a dominance ("if T (tall) is dominant over t"). */
const DATA_CLAUSE = /[,;]?\s*\b(?:if|when|given\s+that|assuming(?:\s+that)?|si|sachant\s+que|lorsque|quand)\b(?=[^?]*?(?:\bcross|croise|\bmated|accoupl|dominan|\bdomine|r[ée]cessi|recessive|\(\s*[A-Za-z]\s*\)|[×✕]))[^?]*/i;
/** A dominance stated beside the question: "tall (T) is dominant over short (t)", « R domine r », « l'allèle nain est récessif ». */
const OVER = String.raw`(?:\s+(?:to|over|sur|par\s+rapport\s+(?:à|au))\s+(?:the\s+|le\s+)?[\p{L}-]+(?:\s*\(\s*[A-Za-z]\s*\))?)`;
const DOMINANCE = new RegExp(
  [
    // tall (T) is dominant over short (t); T is dominant
    String.raw`(?:\b[\p{L}-]+\s*(?:\(\s*[A-Za-z]\s*\)\s*)?|\b[A-Za-z]\s*(?:\([^)]*\)\s*)?)(?:is|est|are|sont)\s+(?:completely\s+)?(?:dominant|recessive|r[ée]cessi)\p{L}*${OVER}?`,
    // without a verb, beside a letter: N (grand) dominant sur n (nain), tall (T) dominant
    String.raw`\b[A-Za-z]\s*(?:\([^)]*\)\s*)?(?:dominant|r[ée]cessi)\p{L}*${OVER}`,
    String.raw`\b[\p{L}-]+\s*\(\s*[A-Za-z]\s*\)\s*(?:dominant|recessive|r[ée]cessi)\p{L}*${OVER}?`,
    // R domine r
    String.raw`\b[\p{L}-]+\s*(?:\(\s*[A-Za-z]\s*\)\s*)?domine\s+[\p{L}-]+(?:\s*\(\s*[A-Za-z]\s*\))?`,
  ].join('|'),
  'giu',
);

/**
 * The question alone: data told after its question mark, a clause stating the cross or a
 * dominance ("… will be short, if T (tall) is dominant over t (short)?", « … est aa si on croise
 * Aa × Aa ? ») are data, and their words (dominant, a parent's genotype) name no class asked.
 */
export function questionClause(asked: string): string {
  const q = asked.replace(/\?\s+\S[^]*$/, '?');
  const clause = DATA_CLAUSE.exec(q);
  // letters tied in brackets beside the question, "(P = purple, p = white)", are data as well
  return (clause ? q.slice(0, clause.index) + q.slice(clause.index + clause[0].length) : q).replace(DOMINANCE, ' ').replace(/\([^()]*(?<![\p{L}])[A-Za-z]\s*(?:=|:)[^()]*\)/gu, ' ');
}

function refusal(found: string, en: string, fr: string): SolverError {
  return new SolverError('unsupported', {
    en: `"${found}": ${en} was not understood, and nothing was answered in its place.`,
    fr: `« ${found} » : ${fr} n’a pas été comprise, et rien n’a été répondu à sa place.`,
  });
}

/** A trait word asked whose allele the text never says ("naine" beside Nn × nn alone): refused by name rather than guessed. */
export function untiedTraitRefusal(q: string): SolverError | null {
  const word = q.split(/[^\p{L}-]+/u).find(isTrait);
  return word ? refusal(word, 'which allele gives this trait (it is not said in the problem)', 'l’allèle qui donne ce caractère (l’énoncé ne le dit pas)') : null;
}

/** The first part of a question about offspring that no cross method answers, as a refusal naming it. */
export function unplacedOffspringQuestion(q: string): SolverError | null {
  const several = SEVERAL.exec(q);
  if (several) return refusal(several[0], 'a probability about several offspring at once (only one offspring at a time is answered)', 'une probabilité portant sur plusieurs descendants à la fois (on ne répond que pour un descendant à la fois)');
  const negated = NEGATED.exec(q);
  if (negated) return refusal(negated[0], 'a negated class (the complement is not computed)', 'une classe niée (le complémentaire n’est pas calculé)');
  const joined = JOINED.exec(q);
  if (joined) return refusal(joined[0], 'two classes joined (their union is not computed)', 'la réunion de deux classes (elle n’est pas calculée)');
  const condition = CONDITION.exec(q);
  if (condition) return refusal(condition[0], 'a class asked among other offspring', 'une classe demandée parmi d’autres descendants');
  return null;
}

/** The genotypes of one gene (L is its dominant allele) that a pattern names: L_ is LL and Ll. */
function members(pattern: string, L: string): string[] {
  const all = [L + L, L + L.toLowerCase(), L.toLowerCase() + L.toLowerCase()];
  return all.filter((g) => (pattern[1] === '_' ? g[0] === pattern[0] : g === pattern));
}

/** The pattern naming exactly these genotypes of one gene, if there is one (LL + Ll is L_; Ll + ll is none). */
function classOfSet(set: Set<string>, L: string): string | null {
  const l = L.toLowerCase();
  for (const p of [L + '_', L + L, L + l, l + l]) {
    const m = members(p, L);
    if (m.length === set.size && m.every((g) => set.has(g))) return p;
  }
  return null;
}

/**
 * One gene: a class negated ("not aa", "does not show the recessive phenotype", "ne soit pas
 * nain") or two classes joined ("AA or Aa", "homozygous dominant or heterozygous") that is itself a
 * class, read as that class; the complement of aa is A_, and AA or Aa is A_. Anything else (not Aa,
 * Aa or aa, several negations) is left to the refusals.
 */
export function equivalentClass(q: string, letter: string, classOf: (part: string) => string | null): string | null {
  if (SEVERAL.test(q) || CONDITION.test(q)) return null;
  const L = letter.toUpperCase();
  const negations = [...q.matchAll(new RegExp(NEGATED.source, 'gi'))];
  const joins = [...q.matchAll(new RegExp(JOINED.source, 'gi'))];
  if (negations.length === 1 && joins.length === 0) {
    const at = negations[0].index ?? 0;
    if (classOf(q.slice(0, at)) !== null) return null;
    const negated = classOf(q.slice(at + negations[0][0].length));
    if (!negated) return null;
    const kept = members(negated, L);
    return classOfSet(new Set(members(L + '_', L).concat(L.toLowerCase().repeat(2)).filter((g) => !kept.includes(g))), L);
  }
  if (joins.length === 1 && negations.length === 0) {
    const at = joins[0].index ?? 0;
    const words = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);
    const left = classOf(words(q.slice(0, at)).slice(-3).join(' '));
    const right = classOf(words(q.slice(at + joins[0][0].length)).slice(0, 3).join(' '));
    if (!left || !right) return null;
    return classOfSet(new Set([...members(left, L), ...members(right, L)]), L);
  }
  return null;
}
