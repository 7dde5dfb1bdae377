import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { simplify } from '../../cas';

/**
 * The general term of an endless series written out by its first terms, "1 + 1/4 + 1/9 + 1/16 + …",
 * "1/2 + 2/4 + 3/8 + 4/16 + …": the numerators, as written, are constant or linear in k and the
 * denominators a polynomial in k (found by finite differences, confirmed by one term more than its
 * degree needs) or a geometric progression. Anything else is no pattern read here.
 */
const MAX_DEGREE = 3;

function integerValue(s: string): number | null {
  try {
    const v = Number(toAscii(simplify(parseNode(s))));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/** P(k) with P(1), P(2), … the values given, as Newton's forward differences write it; null when no degree up to the most allowed is confirmed. */
function polynomial(values: number[], most: number): string | null {
  const rows: number[][] = [values];
  for (let d = 0; d <= most && values.length >= d + 2; d++) {
    const last = rows[d];
    const next = last.slice(1).map((v, j) => v - last[j]);
    if (next.every((v) => v === 0)) {
      const parts = rows.slice(0, d + 1).map((row, j) => `${row[0]}*${Array.from({ length: j }, (_, i) => `(k - ${i + 1})`).concat('1').join('*')}/${factorial(j)}`);
      return toAscii(simplify(parseNode(parts.join(' + '))));
    }
    rows.push(next);
  }
  return null;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** a·r^(k − 1) when each value is the previous one times r (three values at least). */
function geometric(values: number[]): string | null {
  if (values.length < 3) return null;
  const r = values[1] / values[0];
  if (!Number.isInteger(r) || r < 2 || !values.every((v, j) => j === 0 || v === values[j - 1] * r)) return null;
  return values[0] === 1 ? `${r}^(k - 1)` : `${values[0]}*${r}^(k - 1)`;
}

/** The general term in k, from k = 1, of the positive terms shown, or null. */
export function fitGeneralTerm(shown: string[]): string | null {
  if (shown.length < 4) return null;
  const split = shown.map((t) => /^\(?([^/()]+|\([^()]*\))\)?\s*(?:\/\s*(.+))?$/.exec(t.trim()));
  if (split.some((m) => m === null)) return null;
  const nums = split.map((m) => integerValue((m as RegExpExecArray)[1]));
  const dens = split.map((m) => ((m as RegExpExecArray)[2] === undefined ? 1 : integerValue((m as RegExpExecArray)[2])));
  if (nums.some((v) => v === null) || dens.some((v) => v === null)) return null;
  const fit = (values: number[], most: number): string | null => (values.every((v) => v === values[0]) ? String(values[0]) : polynomial(values, most) ?? geometric(values));
  // the terms shrink as the series of textbooks do: a numerator at most linear over a denominator that grows
  const num = fit(nums as number[], 1);
  const den = fit(dens as number[], MAX_DEGREE);
  if (num === null || den === null || /^\d+$/.test(den)) return null;
  return `(${num})/(${den})`;
}
