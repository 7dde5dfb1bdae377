import { text } from '../../i18n';
import type { MathNode } from '../../cas';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import type { StepDraft } from '../../strategy';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { dependsOn, num, pow, substitute, sym } from '../derivative/expr';
import { expand, simplify as simplifyEx } from '../derivative/simplify';
import { toLatex as exLatex } from '../derivative/print';
import { rootsFactored } from './dlAtInfinity';
import { standardExpansion } from './standardDl';

/** The highest order tried: the first nonzero term of the terms students meet comes by x⁵. */
const MAX_ORDER = 6;

export interface DlEquivalent {
  /** c/kᵖ, the term's equivalent. */
  node: MathNode;
  step: StepDraft;
}

/**
 * A series' term whose usual equivalents cancel (1/n − sin(1/n), e^(1/n) − 1 − 1/n, √(n² + 1) − n …):
 * with t = 1/n → 0⁺ its développement limité at 0 starts with c·tᵖ, c ≠ 0, so aₙ ~ c/nᵖ — a term
 * of constant sign, and Σ aₙ has the nature of the Riemann series Σ 1/nᵖ (« par équivalence »).
 * Numbers alone cannot tell it: 1/n − sin(1/n) is lost in rounding past n = 10⁵.
 */
export function dlEquivalent(summand: MathNode, k: string): DlEquivalent | null {
  let f;
  try {
    f = fromMathJson(parseCalc(toAscii(summand)));
  } catch {
    return null;
  }
  const t = k === 't' ? 'u' : 't';
  if (dependsOn(f, t) || !dependsOn(f, k)) return null;
  const inT = simplifyEx(substitute(f, k, pow(sym(t), num(-1))));
  const factored = simplifyEx(rootsFactored(inT, t));
  for (let order = 1; order <= MAX_ORDER; order++) {
    const found = [factored, simplifyEx(expand(factored))].map((g) => standardExpansion(g, t, Q.ZERO, order)).find((r) => r !== null);
    if (!found) return null;
    const p = found.coeffs.findIndex((c) => !c.isZero());
    if (p < 0) continue;
    const c = found.coeffs[p];
    // c/kᵖ written as a teacher does: 1/(6n³), −1/(2n²)
    const power: MathNode = p === 1 ? k : ['Power', k, p];
    const below: MathNode = c.d === 1n ? power : ['Multiply', Number(c.d), power];
    const node: MathNode = p === 0 ? (c.d === 1n ? Number(c.n) : ['Divide', Number(c.n), Number(c.d)]) : ['Divide', Number(c.n), below];
    const shown = toAscii(node);
    return {
      node,
      step: {
        title: text('Equivalent by a développement limité', 'Équivalent par un développement limité'),
        explanation: text(
          `Set t = 1/${k} → 0⁺ and expand the term at t = 0 with the standard expansions: its first nonzero term gives aₙ ~ ${shown}. An equivalent keeps one sign for large ${k}, so both series converge or diverge together (limit comparison).`,
          `On pose t = 1/${k} → 0⁺ et on développe le terme en t = 0 avec les DL usuels : son premier terme non nul donne aₙ ~ ${shown}. Un équivalent garde un signe constant pour ${k} grand, donc les deux séries sont de même nature (comparaison par équivalents).`,
        ),
        formula: `${exLatex(inT)} = ${p === 0 ? '' : `${c.isOne() ? '' : c.toLatex()}t^{${p}}`}${p === 0 ? c.toLatex() : ''} + o\\left(t^{${p}}\\right)`,
      },
    };
  }
  return null;
}
