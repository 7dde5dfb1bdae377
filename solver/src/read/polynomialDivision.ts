import { freeSymbols, type MathNode } from '../cas/node';
import { toRatFunc } from '../cas/poly';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The remainder and factor theorems: "Find the remainder when x³ − 2x² + 4 is divided by x − 3",
 * « le reste de la division de P(x) = … par x − 1 », "Is x + 1 a factor of …?", "Show that x − 2
 * is a factor of …", "Find k if x − 2 is a factor of x³ + kx² − 4". The divisor is linear, ax − b:
 * the remainder is P(b/a), and ax − b divides P exactly when P(b/a) = 0.
 */
const POLY = String.raw`(?:(?:the\s+)?(?:polynomial\s+|polyn[ôo]me\s+)?(?:[A-Za-z]\s*\(\s*x\s*\)\s*=\s*)?)`;
const ASK = String.raw`(?:(?:find|determine|calculate|compute|what\s+is|give|d[ée]terminer|calculer|trouver|donner|quel\s+est)\s+)?`;
const REMAINDER = [
  new RegExp(String.raw`^\s*${ASK}(?:the\s+)?remainder\s+(?:when|if|of|on\s+dividing|after\s+dividing|in\s+the\s+division\s+of)\s+${POLY}(.+?)\s+(?:is\s+)?(?:divided\s+by|by|\/)\s+(.+?)\s*[.?]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*${ASK}le\s+reste\s+de\s+la\s+division\s+(?:euclidienne\s+)?(?:de\s+|du\s+)?${POLY}(.+?)\s+par\s+(.+?)\s*[.?]?\s*$`, 'i'),
];
const FACTOR = [
  new RegExp(String.raw`^\s*(?:show|prove|verify|check|determine|decide|find\s+out)\s+(?:that|whether|if)\s+(.+?)\s+is\s+a\s+factor\s+of\s+${POLY}(.+?)\s*[.?]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*is\s+(.+?)\s+a\s+factor\s+of\s+${POLY}(.+?)\s*\??\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:montrer|d[ée]montrer|v[ée]rifier|d[ée]terminer\s+si)\s+(?:que\s+)?(.+?)\s+(?:est\s+un\s+facteur\s+de|divise)\s+${POLY}(.+?)\s*[.?]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*(.+?)\s+(?:est[\s-]+il\s+un\s+facteur\s+de|divise[\s-]+t[\s-]+il)\s+${POLY}(.+?)\s*\??\s*$`, 'i'),
];
const IS_FACTOR = String.raw`(?:is\s+a\s+factor\s+of|est\s+un\s+facteur\s+de|divise)`;
const LETTER = String.raw`(?:the\s+value\s+of\s+|la\s+valeur\s+de\s+)?([a-wyz])`;
/** The parameter asked, the divisor and the polynomial, in either order of the sentence. */
const PARAMETER: Array<[RegExp, (m: RegExpExecArray) => [string, string, string]]> = [
  [new RegExp(String.raw`^\s*${ASK}${LETTER}\s+(?:if|given\s+that|such\s+that|so\s+that|for\s+which|pour\s+que|tel(?:le)?\s+que|sachant\s+que)\s+(.+?)\s+${IS_FACTOR}\s+${POLY}(.+?)\s*[.?]?\s*$`, 'i'), (m) => [m[1], m[2], m[3]]],
  [new RegExp(String.raw`^\s*(?:(?:given\s+that|if|sachant\s+que|si)\s+)?(.+?)\s+${IS_FACTOR}\s+${POLY}(.+?)\s*[,.;:]\s*${ASK}${LETTER}\s*[.?]?\s*$`, 'i'), (m) => [m[3], m[1], m[2]]],
];

/** The root b/a of a linear divisor ax − b, or null for any other divisor. */
function linearRoot(divisor: string): string | null {
  let node: MathNode;
  try {
    node = parseNode(divisor);
  } catch {
    return null;
  }
  const r = toRatFunc(node, 'x');
  if (!r || r.den.deg !== 0 || r.num.deg !== 1) return null;
  const root = r.num.coef(0).neg().div(r.num.coef(1));
  return root.toString();
}

/** P with x replaced by the root, and the letters P holds besides x. */
function atRoot(polynomial: string, root: string): { value: string; letters: string[] } | null {
  let node: MathNode;
  try {
    node = parseNode(polynomial);
  } catch {
    return null;
  }
  const letters = [...freeSymbols(node)];
  if (!letters.includes('x')) return null;
  const value = toAscii(node).replace(/(?<![A-Za-z])x(?![A-Za-z])/g, `(${root})`);
  return { value, letters: letters.filter((v) => v !== 'x') };
}

/** The division itself: "Divide x³ + 2x + 1 by x − 1", "the quotient and remainder when … is divided by …", « Effectuer la division euclidienne de … par … ». */
const DIVISION = [
  new RegExp(String.raw`^\s*(?:(?:use\s+(?:long|polynomial|synthetic)\s+division\s+to\s+)?divide|(?:perform|do)\s+the\s+(?:long\s+|polynomial\s+|synthetic\s+)?division\s+(?:of\s+)?)\s+${POLY}(.+?)\s+(?:by|\/)\s+(.+?)\s*[.?]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*${ASK}(?:the\s+)?quotient\s+and\s+(?:the\s+)?remainder\s+(?:when|if|of|on\s+dividing)\s+${POLY}(.+?)\s+(?:is\s+)?(?:divided\s+by|by|\/)\s+(.+?)\s*[.?]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:effectuer|faire|poser|calculer|d[ée]terminer)\s+(?:la\s+division\s+(?:euclidienne\s+)?|le\s+quotient\s+et\s+le\s+reste\s+de\s+la\s+division\s+(?:euclidienne\s+)?)(?:de\s+|du\s+)?${POLY}(.+?)\s+par\s+(.+?)\s*[.?]?\s*$`, 'i'),
];

/** Both sides polynomials in x, the divisor of degree at least 1 and at most the dividend's. */
function division(dividend: string, divisor: string): TaskOf<'transform'> | null {
  try {
    const [p, d] = [toRatFunc(parseNode(dividend), 'x'), toRatFunc(parseNode(divisor), 'x')];
    if (!p || !d || p.den.deg !== 0 || d.den.deg !== 0 || d.num.deg < 1 || d.num.deg > p.num.deg) return null;
    const [a, b] = [toAscii(parseNode(dividend)), toAscii(parseNode(divisor))];
    return { kind: 'transform', op: 'simplify', expr: `(${a})/(${b})`, division: { dividend: a, divisor: b } };
  } catch {
    return null;
  }
}

export function readPolynomialDivision(problem: ProblemInput): TaskOf<'evaluate'> | TaskOf<'claim'> | TaskOf<'solve'> | TaskOf<'transform'> | null {
  const text = problem.text;
  const asked = DIVISION.map((re) => re.exec(text)).find((m) => m !== null);
  if (asked) return division(asked[1], asked[2]);
  for (const [re, parts] of PARAMETER) {
    const m = re.exec(text);
    if (!m) continue;
    const [letter, divisor, polynomial] = parts(m);
    const root = linearRoot(divisor);
    const p = root === null ? null : atRoot(polynomial, root);
    if (!p || p.letters.length !== 1 || p.letters[0] !== letter) return null;
    return { kind: 'solve', relations: [{ lhs: p.value, op: '=', rhs: '0' }], unknowns: [letter], domain: { kind: 'real' } };
  }
  const f = FACTOR.map((re) => re.exec(text)).find((m) => m !== null);
  if (f) {
    const root = linearRoot(f[1]);
    const p = root === null ? null : atRoot(f[2], root);
    if (!p || p.letters.length > 0) return null;
    return { kind: 'claim', relation: { lhs: p.value, op: '=', rhs: '0' }, factor: { divisor: f[1].trim(), polynomial: f[2].trim() } };
  }
  const r = REMAINDER.map((re) => re.exec(text)).find((m) => m !== null);
  if (!r) return null;
  const root = linearRoot(r[2]);
  const p = root === null ? null : atRoot(r[1], root);
  if (!p || p.letters.length > 0) return null;
  return { kind: 'evaluate', expr: p.value, quantity: 'remainder', of: `(${r[1].trim()}) ÷ (${r[2].trim()})` };
}
