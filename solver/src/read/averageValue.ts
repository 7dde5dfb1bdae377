import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { evaluateReal } from '../verify/numeric';
import { splitLetterProducts } from './letterProducts';

/**
 * The average value of a function on an interval: "average value of f(x) = x² on [0, 3]",
 * « valeur moyenne de f(x) = sin x sur [0 ; π] », "mean value of cos x from 0 to π/2". It is
 * (1/(b − a))∫ₐᵇ f: read as the integral of f/(b − a), marked so the description says what it is.
 */
const ASKED = /^\s*(?:(?:please\s+)?(?:find|compute|calculate|determine|evaluate|give|what\s+is|calculer|calculez|d[ée]terminer|donner|trouver)\s+)?(?:the\s+|la\s+)?(?:(?:average|mean)\s+value\s+of\s+(?:the\s+function\s+)?|valeur\s+moyenne\s+de\s+(?:la\s+fonction\s+)?)(.+?)\s*[.?!]?\s*$/i;
const BOUND = String.raw`[-+]?\s*(?:\d+(?:\.\d+)?(?:\s*\*?\s*(?:pi|e))?|pi|e)(?:\s*\/\s*\d+)?`;
const INTERVAL = new RegExp(String.raw`\s+(?:on|over|sur|in|dans)\s+(?:the\s+interval\s+|l['’]\s*intervalle\s+)?\[\s*(${BOUND})\s*[,;]\s*(${BOUND})\s*\]$|\s+(?:from|between|de|entre)\s+(?:[a-z]\s*=\s*)?(${BOUND})\s+(?:to|and|à|a|et)\s+(?:[a-z]\s*=\s*)?(${BOUND})$`, 'i');

const ascii = (s: string): string => toAscii(fromMathJson(parseCalc(splitLetterProducts(s))));

export function readAverageValue(problem: ProblemInput): TaskOf<'integrate'> | null {
  const m = ASKED.exec(problem.text);
  if (!m) return null;
  const range = INTERVAL.exec(m[1]);
  if (!range) return null;
  const [lo, hi] = [range[1] ?? range[3], range[2] ?? range[4]].map((b) => ascii(b.replace(/\s+/g, '')));
  const [a, b] = [evaluateReal(lo), evaluateReal(hi)];
  if (a === null || b === null || !(a < b)) return null;
  // "f(x) = x²", "y = x²": the name of the function is no part of it
  const body = m[1].slice(0, range.index).replace(/^[a-zA-Z]\s*(?:\(\s*[a-z]\s*\))?\s*=\s*/, '');
  let f: string;
  try {
    f = ascii(body);
  } catch {
    return null;
  }
  const vars = [...freeVars(fromMathJson(parseCalc(f)))];
  if (vars.length !== 1) return null;
  const length = toAscii(simplify(fromMathJson(parseCalc(`(${hi}) - (${lo})`))));
  return { kind: 'integrate', integrand: ascii(`(${f})/(${length})`), variable: vars[0], bounds: { lo, hi }, average: true };
}
