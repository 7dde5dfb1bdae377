import { SolverError } from '../errors';

/** A refusal naming the part of the question that was not read, so that nothing is answered in its place. */
export function partNotUnderstood(en: string, fr: string): SolverError {
  return new SolverError('unsupported', {
    en: `${en}: this part of the question was not understood, and nothing was answered in its place.`,
    fr: `${fr} : cette partie de la question n’a pas été comprise, et rien n’a été répondu à sa place.`,
  });
}
