import { SolverError } from '../errors';
import { box, expand, toNode } from '../cas';
import type { MathNode } from '../cas/node';
import { freeSymbols } from '../cas/node';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { RelationOp, TaskOf } from '../task/task';

/**
 * For which values of a parameter a quadratic equation has two, one or no real solutions, in
 * English and French: "For what values of k does x² + kx + 9 = 0 have equal roots?", "Find k such
 * that x² − 4x + k = 0 has two distinct real roots", « Pour quelles valeurs de m l'équation
 * x² + mx + 1 = 0 admet-elle une unique solution ? ». Read as a condition on the discriminant
 * Δ = b² − 4ac (> 0, = 0, < 0, ≥ 0 for "real roots"). A leading coefficient depending on the
 * parameter adds a ≠ 0 when two (distinct or complex) roots are asked; for the other counts the
 * case a = 0 would need discussing apart, which is refused by name.
 */
const PARAMETER = /\b(?:for\s+(?:what|which)\s+(?:values?\s+of\s+)?(?:the\s+(?:real\s+)?(?:number|constant|parameter)\s+)?|(?:find|determine)\s+(?:the\s+values?\s+of\s+|all\s+values\s+of\s+)?|pour\s+quel(?:le)?s?\s+valeurs?\s+(?:du\s+(?:reel|nombre|parametre)\s+)?(?:de\s+)?|(?:determiner|trouver)\s+(?:(?:les|la)\s+valeurs?\s+(?:du\s+(?:reel|nombre|parametre)\s+|de\s+)|le\s+(?:reel|parametre)\s+)?)([a-z])\b(?!\s*\()/i;
type Count = 'two' | 'one' | 'none' | 'some' | 'complex' | 'notTwo' | 'notOne';
const ROOT_NOUN = /^(?:roots?|solutions?|zero(?:e?s)?|racines?)$/;
// the words a root phrase may be made of: a count before the noun, qualifiers on either side
const COUNT_WORDS: Array<[RegExp, 'two' | 'one' | 'none' | 'some']> = [
  [/^(?:exactly\s+|only\s+)?(?:two|2|deux)$/, 'two'],
  [/^(?:(?:exactly|only)\s+one|one|1|a|an|a\s+single|a\s+unique|une?|une?\s+(?:seule|unique)|qu'une?|qu'une?\s+(?:seule|unique))$/, 'one'],
  [/^(?:no|aucune?|pas\s+de|pas\s+d'|not\s+any)$/, 'none'],
  [/^(?:any|some|at\s+least\s+one|des|au\s+moins\s+une?)$/, 'some'],
];
const QUALIFIER = /^(?:real|reelles?|nonreal|complex|complexes?|imaginary|imaginaires?|conjugate|conjuguees?|distinct|distinctes?|different|differentes?|unequal|equal|egales?|double|doubles|repeated|coincident|confondues?|identical|unique|single|et|and)$/;
const NONREAL = /^(?:nonreal|complex|complexes?|imaginary|imaginaires?|conjugate|conjuguees?)$/;
const REAL = /^(?:real|reelles?)$/;
const DISTINCT = /^(?:distinct|distinctes?|different|differentes?|unequal)$/;
const EQUAL = /^(?:equal|egales?|double|doubles|repeated|coincident|confondues?|identical)$/;
const UNIQUE = /^(?:unique|single)$/;

/**
 * The condition on Δ the whole root phrase asks for, or null when a word of it is not understood.
 * Each qualifier counts: "two complex conjugate roots" is Δ < 0 although it says two, and a
 * negation (« n'a-t-elle pas de racine double ? ») asks for the complement (Δ ≠ 0).
 */
function readCount(t: string): [RelationOp, Count] | null {
  // outside the formula only: its letters are no words of the sentence
  const words = t
    .toLowerCase()
    .replace(/\bnon[\s-]+(?:real|reelles?)\b/g, 'nonreal')
    .replace(/\b(?:does|do|did|can|could|will|would|should|is|are)n't\b/g, ' not ')
    .replace(/\bcannot\b/g, 'can not')
    .replace(/\b(qu|d|n)'/g, "$1' ")
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
  const nouns = words.flatMap((w, i) => (ROOT_NOUN.test(w) ? [i] : []));
  if (nouns.length !== 1) return null;
  const at = nouns[0];
  // qualifiers just before the noun (English) and just after it (French), then the count before them
  let lo = at;
  while (lo > 0 && QUALIFIER.test(words[lo - 1])) lo--;
  let hi = at + 1;
  while (hi < words.length && QUALIFIER.test(words[hi])) hi++;
  const qualifiers = [...words.slice(lo, at), ...words.slice(at + 1, hi)].filter((w) => w !== 'et' && w !== 'and');
  let count: 'two' | 'one' | 'none' | 'some' | undefined;
  for (const n of [3, 2, 1]) {
    const phrase = words.slice(Math.max(0, lo - n), lo).join(' ').replace(/' /g, "'");
    const found = lo - n >= 0 ? COUNT_WORDS.find(([re]) => re.test(phrase)) : undefined;
    if (found) {
      count = found[1];
      lo -= n;
      break;
    }
  }
  // a qualifier word anywhere else ("the roots … are real") is not read: refuse rather than guess
  const rest = [...words.slice(0, lo), ...words.slice(hi)];
  if (rest.some((w) => QUALIFIER.test(w) && w !== 'et' && w !== 'and' && w !== 'a')) return null;
  if (qualifiers.some((w) => UNIQUE.test(w)) && count === undefined) count = 'one';
  // a negation of the verb: "not", « ne … pas » (« ne … que » only restricts, « ne … aucune » is the count)
  const before = words.slice(0, lo);
  const french = before.some((w) => w === 'ne' || w === "n'");
  const restrictive = words[lo]?.startsWith("qu'") || words[lo - 1] === 'que';
  const frenchNot = french && !restrictive && count !== 'none';
  if (french && !restrictive && count !== 'none' && !before.includes('pas') && !before.includes('jamais')) return null;
  const englishNot = before.some((w) => w === 'not' || w === 'never');
  if (rest.some((w) => /^(?:neither|nor|sauf|except|unless|but)$/.test(w))) return null;
  if (englishNot && count === 'none') return null;
  const negated = frenchNot || englishNot;
  const has = (re: RegExp): boolean => qualifiers.some((w) => re.test(w));
  const [nonreal, real, distinct, equal] = [has(NONREAL), has(REAL), has(DISTINCT), has(EQUAL)];
  if ((nonreal && (real || equal)) || (distinct && equal)) return null;
  let op: RelationOp;
  if (nonreal) {
    // a negated "complex" may mean any root at all: refused
    if (negated || count === 'none' || count === 'one') return null;
    return ['<', 'complex'];
  }
  if (equal) {
    if (count === 'none') return negated ? null : ['!=', 'notOne'];
    op = '=';
  } else if (distinct) {
    if (count === 'none' || count === 'one') return null;
    op = '>';
  } else if (count === 'two') op = '>';
  else if (count === 'one') op = '=';
  else if (count === 'none') op = '<';
  else if (count === 'some' || (count === undefined && real && /s$/.test(words[at]))) op = '>=';
  else return null;
  if (!negated) return [op, ({ '>': 'two', '=': 'one', '<': 'none', '>=': 'some' } as const)[op as '>' | '=' | '<' | '>=']];
  // the complement: not two distinct roots is Δ ≤ 0, not a single one Δ ≠ 0, no real one Δ < 0
  if (op === '>') return ['<=', 'notTwo'];
  if (op === '=') return ['!=', 'notOne'];
  if (op === '>=') return ['<', 'none'];
  return null;
}
const MATH_WORDS = /^(?:sqrt|sin|cos|tan|ln|log|exp)$/i;

/** The equation's text around its one `=`: math characters only, single letters as variables. */
function equationText(t: string): string | null {
  const eq = t.indexOf('=');
  if (eq < 0 || t.indexOf('=', eq + 1) >= 0) return null;
  const isMath = (s: string): boolean => /^[\s\d.,a-z^²³+\-−*/()·]$/i.test(s);
  let lo = eq;
  while (lo > 0 && isMath(t[lo - 1])) lo--;
  let hi = eq + 1;
  while (hi < t.length && isMath(t[hi])) hi++;
  // a word (three letters or more and no function, or a short word of the sentence) ends the formula on either side
  const isWord = (w: string): boolean => (/^[a-z]{3,}$/i.test(w) && !MATH_WORDS.test(w)) || /^(?:of|is|if|to|de|la|le|du|un|si|et|and|or|ou)$/i.test(w);
  const leftWords = t.slice(lo, eq).split(/\s+/);
  const lastWord = leftWords.map((w) => isWord(w.replace(/[^a-z]/gi, ''))).lastIndexOf(true);
  const left = leftWords.slice(lastWord + 1).join(' ');
  const rightWords = t.slice(eq + 1, hi).split(/\s+/);
  const firstWord = rightWords.findIndex((w) => isWord(w.replace(/[^a-z]/gi, '')));
  const right = rightWords.slice(0, firstWord < 0 ? undefined : firstWord).join(' ').replace(/[\s,.]+$/, '');
  return left.trim() && right.trim() ? `${left.trim()} = ${right.trim()}` : null;
}

export function readRootCount(problem: ProblemInput): TaskOf<'solve'> | SolverError | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'");
  // "for which x² + …" names the unknown, not the parameter: the next match may
  const parameter = [...t.matchAll(new RegExp(PARAMETER.source, 'gi'))].map((m) => m[1]).find((v) => v.toLowerCase() !== 'x');
  if (!parameter) return null;
  const text = equationText(t);
  if (!text) return null;
  // the sentence without its formula and without the parameter's own "real number"
  const sentence = t
    .replace(text.split(' = ')[0], ' ')
    .replace(text.split(' = ')[1], ' ')
    .replace(/\b(?:real|reel)\s+(?:number|constant|parameter|nombre|parametre)\b/gi, ' ');
  const count = readCount(sentence);
  if (!count) return null;
  const [lhs, rhs] = text.split(' = ');
  let p: MathNode;
  try {
    p = expand(['Subtract', parseNode(lhs), parseNode(rhs)]);
  } catch {
    return null;
  }
  const symbols = freeSymbols(p);
  if (!symbols.has('x') || !symbols.has(parameter) || symbols.size !== 2 || MATH_WORDS.test(lhs)) return null;
  const d = (n: MathNode): MathNode => toNode(box(['D', n, 'x']).evaluate());
  const at0 = (n: MathNode): MathNode => toNode(box(n).subs({ x: 0 }).evaluate());
  const [d1, d2] = [d(p), d(d(p))];
  if (toAscii(d(d2)) !== '0') return null;
  const a = toNode(box(['Divide', d2, 2]).evaluate());
  if (toAscii(a) === '0') return null;
  // two distinct roots, or two complex ones, need the equation to stay of degree 2: a ≠ 0 joins Δ's
  // condition; the other counts would take the case a = 0 (a linear equation) in as well
  const leadingVaries = freeSymbols(a).size > 0;
  if (leadingVaries && count[1] !== 'two' && count[1] !== 'complex') {
    return new SolverError('unsupported', {
      en: `The coefficient of x² depends on ${parameter}: the case where it is 0 (a linear equation) must be discussed apart, which we do not do yet.`,
      fr: `Le coefficient de x² dépend de ${parameter} : le cas où il est nul (équation du premier degré) doit être étudié à part, ce que nous ne faisons pas encore.`,
    });
  }
  const [b, c] = [at0(d1), at0(p)];
  const discriminant = toAscii(expand(['Subtract', ['Power', b, 2], ['Multiply', 4, a, c]]));
  if (!discriminant.includes(parameter)) return null;
  return {
    kind: 'solve',
    relations: [{ lhs: discriminant, op: count[0], rhs: '0' }, ...(leadingVaries ? [{ lhs: toAscii(a), op: '!=' as const, rhs: '0' }] : [])],
    unknowns: [parameter],
    domain: { kind: 'real' },
    rootCount: { equation: toAscii(p), count: count[1] },
  };
}
