/**
 * Reading trigonometry problems: degrees (30°, "degrees", "degrés") become multiples of π, and
 * the command words decide between an identity to prove or test, a simplification, an equation
 * to solve, or a value to compute.
 */
import { parseNode } from '../../parse/math';
import type { MathNode } from '../../cas/node';
import * as X from '../integral/sym/expr';
import type { Expr } from '../integral/sym/expr';
import { fromMathJson, type MathJson } from '../integral/sym/fromMathJson';

export type TrigTask = 'identity' | 'simplify' | 'solve' | 'value' | 'unknown';

const TRIG_FN = /(?<![a-z])(sin|cos|tan|cot|sec|csc|cosec|cotan|tg|arcsin|arccos|arctan|asin|acos|atan|sinh|cosh|tanh)(?![a-z])|\\(sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan)/i;

export const hasTrig = (s: string): boolean => TRIG_FN.test(s);

const IDENTITY = /(?<![\p{L}])(identity|identité|identite|prove|prouver|prouvez|show that|montrer que|montrez que|démontrer|demontrer|démontrez|verify|vérifier|verifier|vérifiez|true or false|vrai ou faux|is it true|est-ce vrai|est-il vrai|for all|pour tous|pour tout|always true|toujours vrai)(?![\p{L}])/iu;
const SIMPLIFY = /(?<![\p{L}])(simplify|simplifier|simplifiez|reduce|réduire|write .* in terms of|express|exprimer)(?![\p{L}])/iu;
const SOLVE = /(?<![\p{L}])(solve|résoudre|resoudre|résolvez|find all|trouver tous|solutions?|general solution|solution générale)(?![\p{L}])/iu;
const VALUE = /(?<![\p{L}])(evaluate|évaluer|evaluer|compute|calculate|calculer|calculez|find|trouver|exact value|valeur exacte|what is|quelle est|value of|valeur de)(?![\p{L}])/iu;

/** "for all real x", « pour tout réel x »: after a command to solve, the unknown's range, not a claim. */
const FOR_ALL = /(?<![\p{L}])(?:for all|for every|pour tous|pour tout)(?![\p{L}])/giu;
const SOLVE_FIRST = /^\s*(?:solve|résoudre|resoudre|résolvez|find all|trouver tous)(?![\p{L}])/iu;

export function taskOf(text: string): TrigTask {
  if (SOLVE_FIRST.test(text) && !IDENTITY.test(text.replace(FOR_ALL, ' '))) return 'solve';
  if (IDENTITY.test(text)) return 'identity';
  if (SIMPLIFY.test(text)) return 'simplify';
  if (SOLVE.test(text)) return 'solve';
  if (VALUE.test(text)) return 'value';
  return 'unknown';
}

/** Degrees written with ° (or the word) become radians: 30° → 30·π/180. */
export function degreesToRadians(s: string): { text: string; degrees: boolean } {
  let degrees = /°|\bdeg(rees?|rés?)?\b|\\circ/i.test(s);
  let t = s.replace(/(\d+(?:\.\d+)?)\s*(?:°|\^\s*\{?\\circ\}?|\\degree)/g, '($1*pi/180)');
  t = t.replace(/\(?\s*\b(in degrees|en degrés|en degres|degrees|degrés|degres)\b\s*\)?/gi, ' ');
  if (/°/.test(t)) degrees = true;
  t = t.replace(/°/g, '');
  return { text: t, degrees };
}

/** Removes the command words, leaving the formula. */
export function stripWords(s: string): string {
  return s
    // "for all x", "pour tout réel x", "for all x and y": the quantifier names letters, not factors.
    .replace(/\b(?:true\s+)?(?:for\s+all|for\s+every|for\s+any|pour\s+tou[st]|quel(?:le)?s?\s+que\s+soi(?:en)?t)\s+(?:real\s+(?:numbers?\s+)?|r[ée]els?\s+)?(?:x|y|t|θ|theta)(?:\s*(?:,|and|et)\s*(?:x|y|t|θ|theta))*(?:\s*(?:∈|in)\s*(?:R|ℝ))?(?![\p{L}])/giu, ' ')
    .replace(/(?<![\p{L}])(the following identity|the identity|l'identité|l’identité|l'identite|cette identité|is|est-ce que|est ce que|est-ce|est-il vrai que|is it true that|vrai ou faux|true or false|an identity|une identité|identity|identité|prove that|prove|prouver que|prouvez que|show that|montrer que|montrez que|démontrer que|demontrer que|démontrez que|verify that|verify|vérifier que|vérifiez que|vérifier|simplify|simplifier|simplifiez|reduce|réduire|solve|résoudre|resoudre|résolvez|the equation|l'équation|l’équation|evaluate|évaluer|evaluer|compute|calculate|calculer|calculez|find the exact value of|find the value of|find|trouver|exact value of|the exact value of|valeur exacte de|la valeur exacte de|what is|quelle est|the value of|la valeur de|value of|valeur de|is it true that|true for all|for all real numbers|for all real|for all|for every|pour tous les réels|pour tous les réels|pour tout réel|pour tous|pour tout|always true|always|toujours vrai|toujours|true|false|vrai|faux|the expression|l'expression|exactly|exactement|please|svp)(?![\p{L}])/giu, ' ')
    .replace(/\b(x|y|t|θ|theta)\s*(,\s*(x|y|t|θ|theta))*\s*(∈|in)\s*(R|ℝ)\b/g, ' ')
    .replace(/(?:^|\s)(x|y|t|theta)(\s*,\s*(x|y|t|theta))+\s*[.?!]?\s*$/, ' ')
    .replace(/[?!]/g, ' ')
    .replace(/^\s*[:,.]\s*|\s*[:,.]\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function toExpr(n: MathNode): Expr | null {
  return fromMathJson(n as MathJson);
}

export function parseSides(s: string): { lhs: Expr; rhs: Expr } | { expr: Expr } | null {
  let node: MathNode;
  try {
    node = parseNode(s);
  } catch {
    return null;
  }
  if (Array.isArray(node) && node[0] === 'Equal' && node.length === 3) {
    const lhs = toExpr(node[1] as MathNode);
    const rhs = toExpr(node[2] as MathNode);
    return lhs && rhs ? { lhs, rhs } : null;
  }
  if (Array.isArray(node) && typeof node[0] === 'string' && /^(Less|Greater|NotEqual)/.test(node[0])) return null;
  const e = toExpr(node);
  return e ? { expr: e } : null;
}

export function variables(e: Expr): string[] {
  const out = new Set<string>();
  const walk = (n: Expr): void => {
    if (n.k === 'sym' && n.name !== 'pi' && n.name !== 'e') out.add(n.name);
    else if (n.k === 'add' || n.k === 'mul') n.args.forEach(walk);
    else if (n.k === 'pow') {
      walk(n.base);
      walk(n.exp);
    } else if (n.k === 'fn') walk(n.arg);
  };
  walk(e);
  return [...out].sort();
}

export { X };
