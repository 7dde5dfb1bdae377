export { solve, localise, failedSolution, MAX_INPUT_LENGTH } from './solve';
export type { Answer, AnswerKind, Interpretation, Locale, Solution, SolveErrorCode, SolveOptions, Step } from './types';
