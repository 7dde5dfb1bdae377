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
 * parameter needs the case a = 0 discussed apart, which is refused by name.
 */
const PARAMETER = /\b(?:for\s+(?:what|which)\s+values?\s+of\s+(?:the\s+(?:real\s+)?(?:number|constant|parameter)\s+)?|(?:find|determine)\s+(?:the\s+values?\s+of\s+|all\s+values\s+of\s+)?|pour\s+quel(?:le)?s?\s+valeurs?\s+(?:du\s+(?:reel|nombre|parametre)\s+)?(?:de\s+)?|(?:determiner|trouver)\s+(?:(?:les|la)\s+valeurs?\s+(?:du\s+(?:reel|nombre|parametre)\s+|de\s+)|le\s+(?:reel|parametre)\s+)?)([a-z])\b(?!\s*\()/i;
const COUNTS: Array<[RegExp, RelationOp, 'two' | 'one' | 'none' | 'some']> = [
  [/\b(?:two\s+(?:distinct\s+|different\s+|unequal\s+)?(?:real\s+)?(?:roots|solutions|zeros)|deux\s+(?:solutions|racines)(?:\s+(?:reelles\s+)?distinctes)?)\b/i, '>', 'two'],
  [/\b(?:equal\s+roots|(?:a\s+)?(?:double|repeated)\s+root|exactly\s+one\s+(?:real\s+)?(?:root|solution)|one\s+(?:real\s+)?(?:root|solution)|a\s+unique\s+solution|une?\s+(?:seule|unique)\s+(?:solution|racine)|une\s+solution\s+unique|une\s+racine\s+double)\b/i, '=', 'one'],
  [/\b(?:no\s+real\s+(?:roots|solutions?)|no\s+(?:roots|solutions?)|aucune\s+(?:solution|racine)(?:\s+reelle)?|pas\s+de\s+(?:solution|racine)s?(?:\s+reelles?)?)\b/i, '<', 'none'],
  [/\b(?:(?:at\s+least\s+one\s+|any\s+)?real\s+(?:roots|solutions)|des\s+(?:solutions|racines)(?:\s+reelles)?|au\s+moins\s+une\s+(?:solution|racine))\b/i, '>=', 'some'],
];
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
  const parameter = PARAMETER.exec(t)?.[1];
  const count = COUNTS.find(([re]) => re.test(t));
  if (!parameter || !count || parameter === 'x') return null;
  const text = equationText(t);
  if (!text) return null;
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
  if (freeSymbols(a).size > 0) {
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
    relations: [{ lhs: discriminant, op: count[1], rhs: '0' }],
    unknowns: [parameter],
    domain: { kind: 'real' },
    rootCount: { equation: toAscii(p), count: count[2] },
  };
}
