import type { StepDraft } from '../../../strategy';
import { text } from '../../../i18n';
import type { Expr } from '../sym/expr';
import { toLatex } from '../sym/print';
import { withoutRepeats } from '../../../format/latex';

/** `\int f\,dx` with brackets around a sum. */
export function intTex(f: Expr, x: Expr): string {
  // ∫ dx, not ∫ 1 dx
  if (f.k === 'num' && f.v.n === 1n && f.v.d === 1n) return `\\int d${toLatex(x)}`;
  const body = f.k === 'add' ? `\\left(${toLatex(f)}\\right)` : toLatex(f);
  return `\\int ${body}\\,d${toLatex(x)}`;
}

export const tex = toLatex;

export function step(titleEn: string, titleFr: string, explEn: string, explFr: string, formula?: string): StepDraft {
  return { title: text(titleEn, titleFr), explanation: text(explEn, explFr), ...(formula ? { formula: withoutRepeats(formula) } : {}) };
}

/** On the stack of a computation inside integration by parts, where the letters u and v are taken. */
export const PARTS_NAMES = 'names:uv';
