import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { toAscii } from '../format/ascii';
import { freeSymbols } from '../cas';
import { nodeToQ, Q } from '../cas/rational';
import { parseNode } from '../parse/math';
import { recognizeSum } from '../strategies/series/sumRecognize';
import { powerForm } from '../strategies/series/powerSeriesForm';
import { evaluateReal } from '../verify/numeric';

/**
 * "radius of convergence of Σ n² xⁿ/5ⁿ", "rayon de convergence de la série entière Σ xⁿ/n!",
 * "interval of convergence of Σ (x − 3)ⁿ/n²", "for which x does Σ xⁿ/n converge?", "Σ xⁿ/n: find
 * the radius and interval of convergence": the general term, its index, the variable and the
 * centre of the power series (Σ alone runs over n ≥ 0).
 */
const WHAT = String.raw`(radius\s+(?:of\s+convergence\s+)?(?:and|&)\s+(?:the\s+)?interval|interval|radius|rayon\s+(?:de\s+convergence\s+)?et\s+(?:l['’]\s*)?intervalle|intervalle|domaine|rayon)\s+(?:of\s+convergence|de\s+convergence)`;
const ASK_FIRST = new RegExp(String.raw`^\s*(?:(?:find|give|compute|determine|state|what\s+is|d[ée]terminer|calculer|donner|trouver|quel\s+est)\s+)?(?:the\s+|le\s+|l['’]\s*)?${WHAT}(?:\s+(?:of|de|for|pour)\s+|\s*:\s*|\s+)(?:the\s+|la\s+)?(?:power\s+series|s[ée]rie\s+enti[èe]re|series|s[ée]rie)?\s*(.+?)\s*[.?]?\s*$`, 'i');
// « On considère la série entière Σ…. Déterminer son rayon de convergence R. », "Consider the power series Σ…. Find its radius of convergence."
const ASK_AFTER = new RegExp(String.raw`^\s*(?:(?:on\s+consid[èe]re|soit|consider|let)\s+)?(?:(?:the\s+|la\s+)?(?:power\s+series|s[ée]rie\s+enti[èe]re|series|s[ée]rie)\s+)?(.+?)\s*[,:;.]\s*(?:(?:find|give|compute|determine|d[ée]terminer|calculer|donner|trouver)\s+)?(?:its\s+|the\s+|son\s+|le\s+|l['’]\s*)?${WHAT}(?:\s+R)?\s*[.?]?\s*$`, 'i');
const FOR_WHICH = /^\s*(?:for\s+(?:which|what)\s+(?:values?\s+of\s+)?[a-z]\s+does|pour\s+quelles\s+valeurs\s+de\s+[a-z]\s+(?:la\s+s[ée]rie(?:\s+enti[èe]re)?)?)\s*(?:the\s+(?:power\s+)?series\s+)?(.+?)\s+(?:converge(?:-t-elle)?)\s*[.?]?\s*$/i;

const WORD_BOUNDS = /^(?:Σ|∑|\\sum|sum)\s+(?:of\s+|de\s+)?(.+?)\s*,?\s*(?:for\s+|pour\s+)?([a-z])\s+(?:from|de|allant\s+de|variant\s+de)\s+(-?\d+)\s+(?:to|[àa])\s+(?:\+\s*)?(?:∞|infinity|oo|l['’]\s*infini|\+∞)\s*$/i;

/** "Σ a_n zⁿ avec a_n = 1/(1 + n²)", "Σ c_n xⁿ where c_n = n/2ⁿ": the coefficient defined after the series. */
const COEFFICIENT = /\s*[,;]?\s*(?:avec|with|where|o[uù])\s+([a-z])\s*_\s*\{?\s*([a-z])\s*\}?\s*=\s*(.+?)\s*[.?]?\s*$/i;

function withCoefficient(text: string): string {
  const c = COEFFICIENT.exec(text);
  if (!c) return text;
  const name = new RegExp(String.raw`(?<![A-Za-z])${c[1]}\s*_\s*\{?\s*${c[2]}\s*\}?(?![A-Za-z])`, 'g');
  const series = text.slice(0, c.index);
  return name.test(series) ? series.replace(name, `(${c[3]})`) : text;
}

export function readRadius(problem: ProblemInput): TaskOf<'radius'> | null {
  const text = withCoefficient(problem.text);
  const first = ASK_FIRST.exec(text);
  const after = first ? null : ASK_AFTER.exec(text);
  const which = first || after ? null : FOR_WHICH.exec(text);
  let body: string;
  let interval: boolean;
  if (first) [body, interval] = [first[2], !/^(?:radius|rayon)$/i.test(first[1])];
  else if (after) [body, interval] = [after[1], !/^(?:radius|rayon)$/i.test(after[2])];
  else if (which) [body, interval] = [which[1], true];
  else return null;
  // "sum n xⁿ/4ⁿ, n from 0 to infinity", « Σ xⁿ/n, n allant de 1 à +∞ »: the bounds said in words after the term
  const said = WORD_BOUNDS.exec(body);
  if (said) body = `sum_{${said[2]}=${said[3]}}^{oo} (${said[1]})`;
  // a bare Σ with no bounds: the series over n ≥ 0
  const bare = /^(?:Σ|∑|\\sum|sum)\s*(?![_\s]*\{|_)/.test(body);
  body = body.replace(/^(?:Σ|∑|\\sum|sum)\s*(?![_\s]*\{|_)/, 'sum_{n=0}^{oo} ');
  const sp = recognizeSum(body);
  if (!sp || sp.hi !== 'PositiveInfinity') return null;
  const letters = [...freeSymbols(sp.summand)].filter((s) => s !== sp.k);
  if (letters.length !== 1) return null;
  try {
    parseNode(toAscii(sp.summand));
  } catch {
    return null;
  }
  const form = powerForm(sp.summand, sp.k, letters[0]);
  // "for which p does Σ 1/n^p converge" is no power series: left to the other readers
  if (which && !form) return null;
  // a bare Σ starts at the first index where the term is defined (1 for Σ xⁿ/n)
  const lo = bare ? Q.of(firstDefinedIndex(toAscii(sp.summand), sp.k, letters[0])) : nodeToQ(sp.lo);
  return {
    kind: 'radius',
    summand: toAscii(sp.summand),
    index: sp.k,
    variable: letters[0],
    ...(form && !form.center.isZero() ? { center: form.center.toString() } : {}),
    ...(interval ? { asks: 'interval' as const } : {}),
    ...(lo?.isInt() && lo.sign() >= 0 && lo.cmp(Q.of(10)) <= 0 ? { lo: Number(lo.n) } : {}),
  };
}

function firstDefinedIndex(summand: string, n: string, x: string): number {
  for (let k = 0; k < 3; k++) if (evaluateReal(summand, { [n]: k, [x]: 0.5 }) !== null) return k;
  return 3;
}
