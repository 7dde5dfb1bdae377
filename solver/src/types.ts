/**
 * The solver's public types. Everything the server and the CLI see of a solution is here;
 * strategies, the parser and the verifiers keep their own types to themselves.
 */

import type { SolutionCheck } from './verify/evidence';

export type Locale = 'en' | 'fr';

/** How an answer is meant to be compared (mirrors the benchmark's `kind`). */
export type AnswerKind =
  | 'expr' // a value or an expression (arithmetic, simplify, derivative, definite integral, limit, sum, complex)
  | 'antiderivative' // an expression up to an additive constant; `value` ends with "+ C"
  | 'solutions' // a set of roots `[2, 3]`, or of assignments `[{x: 1, y: 2}]` for systems; `[]` when none
  | 'interval' // `(-1, 2]`, unions with `U`, `(-oo, oo)` for all reals, `EmptySet` for none
  | 'matrix' // `[[1, 2], [3, 4]]`
  | 'ode' // `y = C1*exp(2*x) + C2*x*exp(2*x)`
  | 'bool' // `True` / `False`
  | 'text' // digits in a base or a bit pattern: `FF`, `1010.101`, `11110000`
  | 'boolean' // a Boolean expression: `BC'D' + AB' + AC`
  | 'chem_equation' // a balanced chemical equation `2H2 + O2 → 2H2O`
  | 'quantity' // a number with its unit `58.44 g/mol`, `75.1 %`
  | 'number' // a plain number `2.000` (a pH)
  | 'ratio'; // parts of a whole `9:3:3:1` (offspring of a cross)

export interface Step {
  /** Short name of the move, e.g. "Apply the quadratic formula". */
  title: string;
  /** One or two sentences saying what is done and why, in the solution's language. */
  explanation: string;
  /** Optional LaTeX shown under the explanation. */
  formula?: string;
  /** A table the step shows (cells inline LaTeX); `formula` then holds the same table as an array. */
  table?: StepTable;
}

export interface StepTable {
  header: string[];
  rows: string[][];
  /** The first cell of each row names the row. */
  rowHeaders?: boolean;
}

export interface Interpretation {
  /** A sentence in the solution's language; formulas in plain unicode math. */
  text: string;
  /** The same statement as LaTeX (words in \text{}), for display. */
  latex: string;
}

export interface Answer {
  kind: AnswerKind;
  /** Plain ASCII math a machine can parse: `^` powers, `sqrt()`, `pi`, `e`, `i`, `ln`. */
  value: string;
  /** The same answer as LaTeX, for display. */
  latex: string;
  /** The answer in words, in the solution's language, for speech. */
  words: string;
}

export type SolveErrorCode =
  | 'empty' // nothing to solve
  | 'too_long' // input over the size limit
  | 'parse' // could not read the input (unbalanced brackets, unknown function, ...)
  | 'unsupported' // read it, but no method for it yet
  | 'too_large' // numbers or work would explode (9^9^9, 1000000!)
  | 'timeout'; // ran past its time budget

export interface Solution {
  /** A short machine name of the method family used, e.g. "quadratic", "integral.parts". */
  method: string;
  /** The benchmark category this problem belongs to, when known (e.g. "poly_eq", "limit"). */
  category?: string;
  /**
   * The task as the solver read it, stated back in the solution's language ("Find ∂f/∂y for
   * f(x, y) = a·sin y / x"), as text and as LaTeX; absent when nothing could be read.
   */
  interpretation?: Interpretation;
  /** Numbered in order of the array; the UI numbers them from 1. */
  steps: Step[];
  /** The answer as a sentence for display, e.g. "x = 2 or x = 3". Empty when there is none. */
  finalAnswer: string;
  /** The structured answer, or null when the solver has none (error or unsupported). */
  answer: Answer | null;
  /** True only when an independent check (not the CAS that produced it) confirmed the answer. */
  verified: boolean;
  /** What the independent check did, in the solution's language (shown with the badge). */
  verification?: string;
  /**
   * The task the answer was checked against, the answer and the evidence of the check (values
   * substituted, sample points, quadrature…); absent when nothing was read or nothing answered.
   */
  check?: SolutionCheck;
  /** The whole solution as plain text, in the solution's language (copy, speech). */
  plainText: string;
  /** Set when the solver could not answer; `message` is in the solution's language. */
  error?: { code: SolveErrorCode; message: string };
  locale: Locale;
}

export interface SolveOptions {
  locale?: Locale;
  /** The subject the user picked; the solver only does mathematics and may ignore it. */
  subject?: string;
  /** Soft time budget in ms; a strategy that runs past it gives up with `timeout`. Default 4000. */
  timeLimitMs?: number;
}
