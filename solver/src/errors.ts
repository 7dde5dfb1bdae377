import type { SolveErrorCode } from './types';
import type { Text } from './i18n';

/** Thrown anywhere in the solver to stop with a clear, bilingual message. */
export class SolverError extends Error {
  constructor(
    readonly code: SolveErrorCode,
    readonly text: Text,
  ) {
    super(text.en);
    this.name = 'SolverError';
  }
}
