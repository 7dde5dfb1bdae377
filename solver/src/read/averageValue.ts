import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { evaluateReal } from '../verify/numeric';
import { splitLetterProducts } from './letterProducts';
import { planeRegionFrom } from './regionWords';

/**
 * The average value of a function on an interval: "average value of f(x) = x² on [0, 3]",
 * « valeur moyenne de f(x) = sin x sur [0 ; π] », "mean value of cos x from 0 to π/2". It is
 * (1/(b − a))∫ₐᵇ f: read as the integral of f/(b − a), marked so the description says what it is.
 */
const ASKED = /^\s*(?:(?:please\s+)?(?:find|compute|calculate|determine|evaluate|give|what\s+is|calculer|calculez|d[ée]terminer|donner|trouver)\s+)?(?:the\s+|la\s+)?(?:(?:average|mean)\s+value\s+of\s+(?:the\s+function\s+)?|valeur\s+moyenne\s+de\s+(?:la\s+fonction\s+)?)(.+?)\s*[.?!]?\s*$/i;
const BOUND = String.raw`[-+]?\s*(?:\d+(?:\.\d+)?(?:\s*\*?\s*(?:pi|e))?|pi|e)(?:\s*\/\s*\d+)?`;
const INTERVAL = new RegExp(String.raw`\s+(?:on|over|sur|in|dans)\s+(?:the\s+interval\s+|l['’]\s*intervalle\s+)?\[\s*(${BOUND})\s*[,;]\s*(${BOUND})\s*\]$|\s+(?:from|between|de|entre)\s+(?:[a-z]\s*=\s*)?(${BOUND})\s+(?:to|and|à|a|et)\s+(?:[a-z]\s*=\s*)?(${BOUND})$`, 'i');

const ascii = (s: string): string => toAscii(fromMathJson(parseCalc(splitLetterProducts(s))));

/**
 * The average value of a function of x and y over a plane region named in words: "the average
 * value of f(x, y) = x²y over the rectangle R with vertices …", « la valeur moyenne de f(x, y) = xy
 * sur le domaine D limité par … », "Let f(x, y) = …; find the average value of f over the disk …".
 * It is ∬_D f dA / ∬_D dA: the region's double integral of f, marked as an average.
 */
const OVER_REGION = /\b(?:(?:average|mean)\s+value|valeur\s+moyenne)\s+(?:of|de)\s+(?:the\s+function\s+|la\s+fonction\s+)?(.+?)\s+(?:over|on|across|in|sur|dans)\s+(.+?)\s*[.?!]?\s*$/i;

function averageOverRegion(text: string): TaskOf<'multiple'> | null {
  const m = OVER_REGION.exec(text);
  if (!m) return null;
  // "f(x, y) = x²y" in place, or its name alone ("of f over …"), the function defined elsewhere in the text
  const named = /^([a-zA-Z])(?:\s*\(\s*x\s*,\s*y\s*\))?$/.exec(m[1].trim());
  const defined = named ? new RegExp(String.raw`\b${named[1]}\s*\(\s*x\s*,\s*y\s*\)\s*=\s*(.+?)\s*(?:[.;]|,\s|\s+(?:over|on|and|find|sur|et|calculer|d[ée]terminer)\b)`).exec(text)?.[1] : m[1].replace(/^[a-zA-Z]\s*\(\s*x\s*,\s*y\s*\)\s*=\s*/, '');
  const region = planeRegionFrom(m[2]);
  if (!defined || !region) return null;
  let f: string;
  try {
    f = ascii(defined);
  } catch {
    return null;
  }
  // a function of x and y alone: another letter would be a constant or a third variable not integrated
  if ([...freeVars(fromMathJson(parseCalc(f)))].some((v) => v !== 'x' && v !== 'y')) return null;
  return { kind: 'multiple', integrand: f, ...region, average: true };
}

export function readAverageValue(problem: ProblemInput): TaskOf<'integrate'> | TaskOf<'multiple'> | null {
  const m = ASKED.exec(problem.text);
  if (!m) return averageOverRegion(problem.text);
  const range = INTERVAL.exec(m[1]);
  if (!range) return averageOverRegion(problem.text);
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
