import { SolverError } from '../errors';
import { text } from '../i18n';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';

/**
 * Extrema under a constraint, as courses word them: "maximize f(x,y) = xy subject to x + y = 10",
 * "use Lagrange multipliers to find the maximum and minimum of f … subject to x² + y² = 2",
 * "extreme values of f … on the circle x² + y² = 1", « maximiser f(x,y) = x + 2y sous la
 * contrainte x² + y² = 5 », « extremums de f sur le cercle x² + y² = 8 ». The words before the
 * function must all be the request's own; anything else is named in a refusal.
 */
const CONSTRAINT = /\s*,?\s*\b(?:subject\s+to(?:\s+the\s+(?:constraint|condition)s?)?|with\s+the\s+constraints?|under\s+the\s+constraints?|constrained\s+(?:by|to)|on\s+the\s+(?:circle|ellipse|sphere|ellipsoid|curve|line|plane)|sous\s+(?:la\s+|les\s+)?contraintes?|avec\s+(?:la\s+|les\s+)?contraintes?|sur\s+(?:le\s+cercle|l['’]\s*ellipse|la\s+sph[èe]re|la\s+droite|la\s+courbe|le\s+plan|l['’]\s*ellipso[iï]de))\b\s*:?\s*/i;
const LAGRANGE = /\blagrange\b/i;
const MAX = /\bmax(?:imum|ima|imi[sz]e[sd]?|imiser|imal(?:e|es)?|imums?)?\b|\b(?:largest|greatest|plus\s+grande)\b/i;
const MIN = /\bmin(?:imum|ima|imi[sz]e[sd]?|imiser|imal(?:e|es)?|imums?)?\b|\b(?:smallest|least|plus\s+petite)\b/i;
const EXTREME = /\bextrem(?:e|a|um|ums|aux|ales?)\b|\bextr[êe]m(?:es|ales?|aux|um|ums)\b/i;

/** Words a request for constrained extrema is made of (method, verbs, articles), in both languages. */
const REQUEST_WORDS = /^(?:use|using|the|method|of|lagrange(?:'s)?|multipliers?|to|find|determine|compute|calculate|what|are|is|and|values?|points?|absolute|global|maxim\w*|minim\w*|max|min|extrem\w*|extr[êe]m\w*|largest|smallest|greatest|least|the|function|a|utiliser|en|utilisant|la|les|le|l|m[ée]thode|des|de|du|d|multiplicateurs?|pour|trouver|d[ée]terminer|calculer|quels?|quelles?|sont|est|et|valeurs?|fonction|plus|grande|petite|by|par|with|avec|optimi[sz]e|optimiser|on|veut|we|want|wish|cherche|souhaite)$/i;

const unreadWords = (words: string[]): SolverError =>
  new SolverError('parse', text(
    `We could not read "${words.join(' ')}" in this problem of extrema under a constraint: write it as "maximize f(x, y) = … subject to g(x, y) = c".`,
    `Nous n'avons pas pu lire « ${words.join(' ')} » dans ce problème d'extremums sous contrainte : écrivez-le « maximiser f(x, y) = … sous la contrainte g(x, y) = c ».`,
  ));

function ascii(s: string): string {
  return toAscii(fromMathJson(parseCalc(splitLetterProducts(s))));
}

/**
 * "… subject to the given constraint. f(x, y) = x² − y²; x² + y² = 1", as textbook exercise lists
 * write it: the function and the constraint after the request, separated by a semicolon.
 */
/** Positivity written after the constraint: "x, y, z > 0", "x > 0, y > 0", "where x, y and z are positive", « avec x, y, z > 0 ». */
const POSITIVE = /\s*[,;(]?\s*(?:(?:with|where|for|and|avec|o[uù]|pour|et)\s+)?(?:[a-z](?:\s*(?:,|\band\b|\bet\b)\s*[a-z])*\s*>\s*0(?:\s*,\s*[a-z]\s*>\s*0)*|(?:[a-z](?:\s*(?:,|\band\b|\bet\b)\s*[a-z])*)\s+(?:are\s+|sont\s+)?(?:all\s+|tous\s+)?(?:positive|strictement\s+positifs|positifs))\s*\)?\s*$/i;

const GIVEN_AFTER = /\s*\b(?:subject\s+to|under|with)\s+the\s+(?:given|indicated|stated)\s+constraints?\s*[.:]\s*([^;]+?)\s*;\s*([^;]+?)\s*[.?!]?\s*$/i;

/**
 * The function defined in a sentence of its own before the question names it: « Soit f définie par
 * f(x, y) = 2x + y. Trouver le maximum de f sous la contrainte … », "Let f(x, y) = xy. Find the
 * extreme values of f subject to …". The question is read with the formula in place of the name.
 */
const DEFINED_FIRST = /^\s*(?:(?:soit|let|consider|given|on\s+(?:consid[èe]re|pose|d[ée]finit))\s+)?(?:(?:la\s+|the\s+)?(?:fonction|function)\s+)?(?:([a-z])\s+(?:d[ée]finie\s+(?:sur\s+\S+\s+)?par|defined\s+(?:on\s+\S+\s+)?by|be\s+(?:defined|given)\s+by)\s*:?\s*)?([a-z])\s*\(\s*([a-z](?:\s*[,;]\s*[a-z]){1,2})\s*\)\s*=\s*([^.;]+?)\s*[.;]\s+(.+)$/i;

function definedFirst(text: string): string {
  const m = DEFINED_FIRST.exec(text);
  if (!m || (m[1] && m[1] !== m[2])) return text;
  const [, , name, args, body, rest] = m;
  const use = new RegExp(String.raw`(?<![\p{L}\d])${name}(?![\p{L}\d(])`, 'u');
  return use.test(rest) ? rest.replace(use, `${name}(${args.replace(/;/g, ',')}) = ${body}`) : text;
}

export function readLagrange(problem: ProblemInput): TaskOf<'vector'> | SolverError | null {
  const text0 = definedFirst(problem.text);
  const given = GIVEN_AFTER.exec(text0);
  const t = given ? `${text0.slice(0, given.index)} ${given[1]} subject to ${given[2]}` : text0;
  const split = CONSTRAINT.exec(t);
  if (!split || !(LAGRANGE.test(t) || MAX.test(t) || MIN.test(t) || EXTREME.test(t))) return null;
  const head = t.slice(0, split.index);
  // the constraint, without "using Lagrange multipliers", « (multiplicateurs de Lagrange) » or a closing question mark after it
  let tail = t.slice(split.index + split[0].length)
    .replace(/\s*\([^()]*\blagrange\b[^()]*\)/i, '')
    .replace(/\s*,?\s*(?:(?:by\s+|en\s+)?(?:using|use|utilisant|with|avec|par)\s+(?:the\s+|la\s+)?(?:method\s+of\s+|m[ée]thode\s+des?\s+)?(?:lagrange\s+multipliers?|multiplicateurs?\s+de\s+lagrange|lagrange)\b.*)$/i, '')
    .replace(/\s*[.?!]\s*$/, '')
    // « … = 8. Quelle est la valeur maximale de f ? »: the question asked in a sentence of its own after the constraint
    .split(/[.;]\s+(?=\p{Lu})|;\s*(?=\p{L}{3,})/u)[0];
  // "x, y, z > 0", "where x, y and z are positive", « avec x, y, z > 0 »: the part of the constraint where they are positive
  const sign = POSITIVE.exec(tail);
  const positive = sign ? [...new Set(sign[0].match(/(?<![\p{L}])[a-z](?![\p{L}])/gu) ?? [])] : undefined;
  if (sign) tail = tail.slice(0, sign.index);
  // two constraints: "x + y + z = 1 and y² + z² = 4", « x + y = 1 et y + z = 2 »
  const pieces = tail.split('=').length === 3 ? tail.split(/\s*(?:[,;]|\band\b|\bet\b)\s*/).filter((x) => x.trim() !== '') : [tail];
  const equations = pieces.map((x) => x.split('='));
  if (pieces.length > 2 || equations.some((e) => e.length !== 2 || !e[0].trim() || !e[1].trim())) return unreadWords([tail.trim()]);
  const sides = equations[0];
  // "f(x, y) = …" or "of x² + y²" before the constraint
  const named = /\b([a-zA-Z])\s*(?:\(\s*([a-z](?:\s*,\s*[a-z]){1,2})\s*\))?\s*=\s*(.+?)\s*,?\s*$/.exec(head);
  const bare = named ? null : /\b(?:of|de|du)\s+(.+?)\s*,?\s*$/i.exec(head);
  const body = named ? named[3] : bare?.[1];
  if (!body) return unreadWords([head.trim()]);
  const before = head.slice(0, named ? named.index : (bare?.index ?? 0) + (bare ? bare[0].indexOf(bare[1]) : 0));
  const words = before.split(/[^\p{L}']+/u).filter((w) => w !== '');
  const unread = words.filter((w) => !REQUEST_WORDS.test(w));
  if (unread.length) return unreadWords(unread);
  let f: string;
  let constraint: [string, string];
  try {
    f = ascii(body);
  } catch {
    return unreadWords([body]);
  }
  // conditions such as "x, y > 0" after the constraint are not handled: named, never dropped
  let constraint2: [string, string] | undefined;
  try {
    constraint = [ascii(sides[0].trim()), ascii(sides[1].trim())];
    if (equations[1]) constraint2 = [ascii(equations[1][0].trim()), ascii(equations[1][1].trim())];
  } catch {
    return unreadWords([tail.trim()]);
  }
  const letters = new Set<string>();
  for (const c of [f, ...constraint, ...(constraint2 ?? [])]) for (const v of freeVars(fromMathJson(parseCalc(c)))) if (v !== 'e' && v !== 'pi') letters.add(v);
  const declared = named?.[2]?.split(/\s*,\s*/);
  const variables = declared ?? [...letters].sort();
  if (variables.length < 2 || variables.length > 3 || [...letters].some((v) => !variables.includes(v))) return null;
  // two constraints leave a curve only in three variables
  if (constraint2 && variables.length !== 3) return unreadWords([tail.trim()]);
  const max = MAX.test(t);
  const min = MIN.test(t);
  const extremum = max && !min && !EXTREME.test(t) ? 'max' : min && !max && !EXTREME.test(t) ? 'min' : undefined;
  if (positive && positive.some((v) => !variables.includes(v))) return unreadWords([sign?.[0].trim() ?? '']);
  return { kind: 'vector', op: 'lagrange', components: [f], variables, constraint, ...(constraint2 ? { constraint2 } : {}), ...(extremum ? { extremum } : {}), ...(positive?.length ? { positive } : {}) };
}
