import { toAscii } from '../format/ascii';
import { recognizeSum } from '../strategies/series/sumRecognize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/** A finite or infinite sum: the summand, the index and its bounds. */
export function readSumTask(problem: ProblemInput): TaskOf<'sum'> | null {
  // "telescoping sum Σ …", "la série géométrique Σ …": the name of the method says nothing more
  const sp = recognizeSum(problem.text
    .replace(/^\s*(?:the\s+|la\s+|le\s+)?(?:telescoping|t[ée]lescopique|geometric|g[ée]om[ée]trique|arithmetic|arithm[ée]tique)\s+(?:sum|series|somme|s[ée]rie)\s*:?\s*(?=\S)/i, '')
    // "the sum of the series Σ …", "somme de la série (entière) Σ …": the sign says it already
    // "|x| < 1": where a power series converges, said with it; the sum is given there
    .replace(/\s*[,;]?\s*(?:(?:for|pour|with|avec|o[uù])\s+)?\|\s*[a-z]\s*\|\s*<\s*[\d./]+\s*[.?!]?\s*$/i, '')
    .replace(/^\s*(?:(?:find|compute|calculer|d[ée]terminer)\s+)?(?:the\s+|la\s+)?(?:sum\s+of\s+the\s+(?:power\s+)?series|somme\s+de\s+la\s+s[ée]rie(?:\s+enti[èe]re)?)\s*:?\s*(?=[Σ∑\\]|sum(?![a-z]))/i, ''));
  if (!sp) return null;
  return {
    kind: 'sum',
    summand: toAscii(sp.summand),
    index: sp.k,
    lo: toAscii(sp.lo),
    hi: sp.hi === 'PositiveInfinity' ? 'oo' : toAscii(sp.hi),
  };
}
