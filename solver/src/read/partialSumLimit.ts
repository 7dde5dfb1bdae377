import { toAscii } from '../format/ascii';
import { freeSymbols } from '../cas';
import { recognizeSum } from '../strategies/series/sumRecognize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The limit of partial sums, "lim_{n→∞} Σ_{k=1}^{n} 1/(k(k + 1))", « limite de S_n = Σ_{k=0}^{n} 1/2^k
 * quand n → +∞ »: when the term does not depend on n, the limit is the sum of the series.
 */
const TO_INFINITY = String.raw`\s*(?:->|tends?\s+to|tend\s+vers|goes\s+to|approaches)\s*\+?\s*(?:oo|infinity|l['’]\s*infini)`;
const LIMIT = new RegExp(
  String.raw`^\s*(?:(?:find|compute|evaluate|calculate|determine|calculer|d[ée]terminer|trouver)\s+)?(?:the\s+|la\s+)?(?:lim(?:it)?|limite)(?![a-z])\s*(?:_\s*\{?\s*([a-z])${TO_INFINITY}\s*\}?|(?:(?:as|when|quand|lorsque)\s+)?([a-z])${TO_INFINITY})?\s*,?\s*(?:of\s+|de\s+)?(.+?)(?:\s*,?\s*(?:as|when|quand|lorsque)\s+([a-z])${TO_INFINITY})?\s*[.?!]?\s*$`,
  'i',
);

export function readPartialSumLimit(problem: ProblemInput): TaskOf<'sum'> | null {
  const m = LIMIT.exec(problem.text);
  if (!m) return null;
  const n = m[1] ?? m[2] ?? m[4];
  if (!n) return null;
  const sp = recognizeSum(m[3]);
  if (!sp || sp.hi !== n || sp.k === n || freeSymbols(sp.summand).has(n)) return null;
  const lo = toAscii(sp.lo);
  if (!/^-?\d+$/.test(lo)) return null;
  return { kind: 'sum', summand: toAscii(sp.summand), index: sp.k, lo, hi: 'oo' };
}
