import type { StepDraft } from '../../../strategy';
import type { Expr } from '../sym/expr';

/** An antiderivative and the steps a teacher would write to reach it. */
export interface Integration {
  F: Expr;
  steps: StepDraft[];
  /** Set when the whole integral was one table lookup, so a sum of them can share one step. */
  table?: { name: TableName; formula: string };
  /** Set by a u-substitution at the top: u = u0(x), the integrand h(u) and its integration. */
  sub?: { u0: Expr; u: Expr; h: Expr; inner: Integration };
}

export type TableName =
  | 'constant' | 'power' | 'log' | 'exp' | 'expBase' | 'trig' | 'trigSquare' | 'trigProduct'
  | 'arctan' | 'arcsin' | 'hyperbolic' | 'sqrtQuadratic' | 'abs';

export interface IntCtx {
  checkTime(): void;
  depth: number;
  /** Integrands being worked on up the call chain (keys), so a rule never loops back on itself. */
  stack: string[];
  /** Work done so far in this problem (rule attempts), shared by all calls, to bound the search. */
  budget: { used: number; cutoffs: number; failed: Set<string>; solved: Map<string, Integration>; deadline: number };
  /** Top-level call: integrate(f, x) with this context. */
  integrate(f: Expr, x: Expr, ctx: IntCtx): Integration | null;
}

export type Rule = (f: Expr, x: Expr, ctx: IntCtx) => Integration | null;
