export { solve, solveTask, localise, failedSolution, MAX_INPUT_LENGTH } from './solve';
export type { Answer, AnswerKind, Interpretation, Locale, Solution, SolveErrorCode, SolveOptions, Step, StepTable } from './types';
export { task as taskSchema, type Task, type TaskKind } from './task/task';
export { taskText } from './task/text';
export { wordTask as wordTaskSchema, wordTaskShape, type WordTask } from './task/word';
export { solveWordTask, TRANSLATION_WARNING } from './word/solve';
export { checkEvidence, type CheckEvidence, type EvidenceKind, type EvidenceRow, type SolutionCheck } from './verify/evidence';
export { strictCheck, STRICT_DIGITS, type StrictOutcome } from './verify/strict';
export { answersMatch } from './verify/answer-match';
