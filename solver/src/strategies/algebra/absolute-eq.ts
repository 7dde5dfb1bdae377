import type { MathNode } from '../../cas/node';
import { toRatFunc } from '../../cas/poly';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { evaluateAscii } from '../../verify/numeric';
import { step } from './common';
import { containsHead, readOneUnknown } from './equation';
import { replaceAbs } from './inequality';
import { nonlinearOutcome } from './nonlinear-outcome';
import { solveByFactoring } from './roots';

function collectAbsArgs(n: MathNode, out: MathNode[]): void {
  if (!Array.isArray(n)) return;
  if (n[0] === 'Abs') out.push(n[1] as MathNode);
  for (const a of n.slice(1)) collectAbsArgs(a as MathNode, out);
}

/**
 * Absolute-value equations by cases: between consecutive zeros of the expressions inside the bars
 * every |A| is A or −A, which leaves an ordinary equation; a root counts only inside its case.
 */
export const absoluteEquationStrategy: Strategy = {
  name: 'algebra.absolute_equation',
  solve(problem, ctx): Outcome | null {
    const e = readOneUnknown(problem);
    // |z| = 1 in ℂ is a circle of solutions, not the cases ±1 of the real line.
    if (!e || e.rel.op !== 'Equal' || e.complex) return null;
    const { x, rel } = e;
    if (!containsHead(rel.lhs, ['Abs']) && !containsHead(rel.rhs, ['Abs'])) return null;
    const args: MathNode[] = [];
    collectAbsArgs(rel.lhs, args);
    collectAbsArgs(rel.rhs, args);
    const splits: number[] = [];
    const splitNodes: MathNode[] = [];
    for (const a of args) {
      const r = toRatFunc(a, x);
      if (!r || r.den.deg !== 0) return null;
      if (r.num.deg >= 1) {
        for (const z of solveByFactoring(r.num, x, false, ctx, false).roots) {
          const v = evaluateAscii(toAscii(z))!.re;
          if (!splits.some((s) => Math.abs(s - v) < 1e-12)) {
            splits.push(v);
            splitNodes.push(z);
          }
        }
      }
    }
    const order = splits.map((v, k) => k).sort((a, b) => splits[a] - splits[b]);
    const bounds = [-Infinity, ...order.map((k) => splits[k]), Infinity];
    const f: MathNode = ['Add', rel.lhs, ['Negate', rel.rhs]];
    const steps: StepDraft[] = [];
    const caseLines: string[] = [];
    const roots: MathNode[] = [];
    const fmt = (v: number): string => toLatex(splitNodes[splits.indexOf(v)] ?? v);
    for (let k = 0; k + 1 < bounds.length; k++) {
      const lo = bounds[k];
      const hi = bounds[k + 1];
      const t = Number.isFinite(lo) && Number.isFinite(hi) ? (lo + hi) / 2 : Number.isFinite(lo) ? lo + 1 : Number.isFinite(hi) ? hi - 1 : 0;
      const piece = replaceAbs(f, x, t);
      const r = toRatFunc(piece, x);
      if (!r) return null;
      const range = !Number.isFinite(lo) && !Number.isFinite(hi) ? `${x} \\in \\mathbb{R}` : !Number.isFinite(lo) ? `${x} \\le ${fmt(hi)}` : !Number.isFinite(hi) ? `${x} \\ge ${fmt(lo)}` : `${fmt(lo)} \\le ${x} \\le ${fmt(hi)}`;
      if (r.num.isZero()) return null; // an identity on a whole interval: the answer is an interval, not a root list
      const found = r.num.deg >= 1 ? solveByFactoring(r.num, x, false, ctx, false).roots : [];
      const inside = found.filter((z) => {
        const v = evaluateAscii(toAscii(z))!.re;
        return v >= lo - 1e-12 && v <= hi + 1e-12 && Math.abs(r.den.evalNum(v)) > 1e-12;
      });
      roots.push(...inside);
      caseLines.push(
        `${range}:\\ ${toLatex(r.num.toNode(x))} = 0 ${found.length ? `\\Rightarrow ${found.map((z) => `${x} = ${toLatex(z)}${inside.includes(z) ? '' : '\\ (\\times)'}`).join(',\\ ')}` : '\\Rightarrow \\varnothing'}`,
      );
    }
    steps.push(
      step(
        text('Split into cases', 'Distinguer des cas'),
        text(
          '|A| = A when A ≥ 0 and |A| = −A when A < 0. Between the zeros of the expressions inside the bars, each case is an ordinary equation; a root counts only if it lies in its case.',
          '|A| = A quand A ≥ 0 et |A| = −A quand A < 0. Entre les zéros des expressions entre barres, chaque cas est une équation ordinaire ; une racine ne compte que si elle est dans son cas.',
        ),
        caseLines.join(' \\\\ '),
      ),
    );
    return nonlinearOutcome(x, rel, roots, steps, 'algebra.absolute_equation', e.cmd.domain);
  },
};
