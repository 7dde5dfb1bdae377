import { evaluateReal } from '../../verify/numeric';

/**
 * Letters other than the limit variable (lim (aˣ − 1)/x) are parameters. The methods decide the
 * form (0/0, ∞/∞, 1^∞) from numbers, so while a limit with parameters is worked out each
 * parameter stands for one generic positive value; the expressions themselves stay symbolic and
 * the answer is then checked at other values of the parameters.
 */
let parameterValues: Record<string, number> = {};

/** Runs `work` with the parameters set to the given sample values. */
export function withParameters<T>(values: Record<string, number>, work: () => T): T {
  const saved = parameterValues;
  parameterValues = { ...values };
  try {
    return work();
  } finally {
    parameterValues = saved;
  }
}

/** evaluateReal with the current parameter values in scope. */
export function evalReal(ascii: string, scope: Record<string, number> = {}): number | null {
  return evaluateReal(ascii, { ...parameterValues, ...scope });
}
