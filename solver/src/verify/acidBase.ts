import type { TaskOf } from '../task/task';

/**
 * Acid–base answers put back into the equilibrium: the answer gives [H₃O⁺] (or [OH⁻]) through
 * Ke = 10⁻¹⁴, and for a weak acid or base the constant's quotient x²/(C − x) computed from it must
 * give the K of the task; from a given pH, pOH or concentration, both ion products must agree.
 */
export function verifyAcidBase(t: TaskOf<'acid_base'>, answer: { kind: string; value: string }): boolean {
  const m = /^\s*(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(mol\/L)?\s*$/.exec(answer.value);
  if (!m) return false;
  const x = Number(m[1]);
  const unit = m[2] ?? '';
  const wantsConc = t.want === 'H' || t.want === 'OH';
  if ((wantsConc ? unit !== 'mol/L' || answer.kind !== 'quantity' : unit !== '' || answer.kind !== 'number') || (wantsConc && !(x > 0))) return false;
  // [H₃O⁺] from the answer, and how far its rounding can move it (relative)
  const h = t.want === 'pH' ? 10 ** -x : t.want === 'pOH' ? 10 ** (x - 14) : t.want === 'H' ? x : 1e-14 / x;
  const digits = m[1].replace(/e.*$/, '').split('.')[1]?.length ?? 0;
  const slack = wantsConc ? 0.5 * 10 ** -Math.max(0, (m[1].replace(/e.*$/, '').replace(/^-?0\.0*/, '').replace('.', '').length - 1)) : Math.LN10 * 0.5 * 10 ** -digits;
  if (t.k !== undefined && t.concentration !== undefined) {
    const ion = t.base ? 1e-14 / h : h;
    // diluted before: the amount c₀·V₀ over the final volume (V₀ + water), or c₀ over the factor
    const d = t.diluted;
    const c = !d ? t.concentration : d.v1 !== undefined ? (t.concentration * d.v1) / (d.v2 ?? d.v1 + (d.water ?? NaN)) : t.concentration / (d.factor ?? NaN);
    if (!(ion > 0 && ion < c)) return false;
    const quotient = (ion * ion) / (c - ion);
    // the quotient moves about twice as fast as the ion concentration
    return Math.abs(quotient / t.k - 1) <= 2.5 * slack + 1e-3;
  }
  const g = t.given;
  if (!g) return false;
  const hGiven = g.quantity === 'pH' ? 10 ** -g.value : g.quantity === 'pOH' ? 10 ** (g.value - 14) : g.quantity === 'H' ? g.value : 1e-14 / g.value;
  return Math.abs(h / hGiven - 1) <= 1.2 * slack + 1e-9;
}
