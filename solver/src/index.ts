export { solve, localise, failedSolution, MAX_INPUT_LENGTH } from './solve';
export type { Answer, AnswerKind, Locale, Solution, SolveErrorCode, SolveOptions, Step } from './types';
