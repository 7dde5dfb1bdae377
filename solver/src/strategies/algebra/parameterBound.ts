import { evaluateReal } from '../../verify/numeric';

/**
 * A bound on a parameter written after an equation ("where a > 0", « avec m ≤ 1 »): the cases of
 * the discussion in that parameter are told only where it holds.
 */
export interface ParameterBound {
  p: string;
  /** The bound holds at this value of the parameter. */
  holdsAt(v: number): boolean;
  /** The bound holds somewhere strictly between lo and hi (either may be infinite). */
  meets(lo: number, hi: number): boolean;
}

/** The bound read from its relation ("a > 0", "m <= 1/2"); null when it is not one letter against a number. */
export function readParameterBound(relation: string | undefined): ParameterBound | null {
  const m = relation ? /^([a-zA-Z])\s*(<=|>=|<|>)\s*(.+)$/.exec(relation.trim()) : null;
  if (!m) return null;
  const c = evaluateReal(m[3], {});
  if (c === null || !Number.isFinite(c)) return null;
  const op = m[2];
  const above = op === '>' || op === '>=';
  return {
    p: m[1],
    holdsAt: (v) => (op === '>' ? v > c : op === '>=' ? v >= c : op === '<' ? v < c : v <= c),
    // an open interval meets [c, ∞) or (c, ∞) exactly when it reaches past c, and the same below
    meets: (lo, hi) => (above ? hi > c : lo < c),
  };
}
