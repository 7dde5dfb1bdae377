import type { AnswerKind, Locale } from './types';
import type { Text } from './i18n';
import type { Task } from './task/task';

/** What a strategy receives: the input as typed and its normalised form (see parse/normalize.ts). */
export interface ProblemInput {
  /** Exactly what the student typed. */
  raw: string;
  /** Unicode symbols and spacing normalised to ASCII math; command words and LaTeX kept. */
  text: string;
  /** The task as the reader read it (read/); absent when no reader knows the problem's kind. */
  task?: Task;
  /** The subject the student picked (a hint to the reader, never a requirement). */
  subject?: string;
  /**
   * The student's language, when known: it decides what a comma between digits is (1,500 kg is
   * 1500 kg in English, 1,5 kg in French). Absent (a task solved without its statement), the
   * readers guess from the words.
   */
  locale?: Locale;
}

export interface SolveContext {
  locale: Locale;
  /** Throws SolverError('timeout') once the time budget is spent: call it inside loops. */
  checkTime(): void;
}

/** A step with its words in both languages; the formula is LaTeX. */
export interface StepDraft {
  title: Text;
  explanation: Text;
  formula?: string;
  table?: TableDraft;
  /**
   * Shown in this language only: where English- and French-speaking classrooms teach different
   * methods for the same task (integrating factor / variation de la constante), each reads its own.
   */
  only?: Locale;
}

/** A step's table before it is put into one language: a header cell may be words (`\text{…}` in each language). */
export interface TableDraft {
  header: Array<string | Text>;
  rows: string[][];
  rowHeaders?: boolean;
}

export interface AnswerDraft {
  kind: AnswerKind;
  value: string;
  latex: string;
  words: Text;
}

/** A strategy's result before it is put into the requested language. */
export interface Outcome {
  method: string;
  category: string;
  steps: StepDraft[];
  answer: AnswerDraft | null;
  /** The answer as a sentence ("x = 2 or x = 3"). */
  finalAnswer: Text;
  /** True only when an independent check passed (see verify/). */
  verified: boolean;
  /** What was checked, e.g. "Both roots substituted back into the equation." */
  verification?: Text;
}

/**
 * One kind of problem. `solve` returns null when the input is not of its kind, so the next
 * strategy in the registry (strategies/index.ts) can try; it throws SolverError when the input is
 * of its kind but cannot be done.
 */
export interface Strategy {
  name: string;
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null;
}
