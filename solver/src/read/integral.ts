import { toAscii } from '../format/ascii';
import { looksLikeIntegral, readIntegral } from '../strategies/integral/recognize';
import { SolverError } from '../errors';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

export const unreadableIntegral = (): SolverError =>
  new SolverError('parse', text('We could not read the integral: write it as ∫ f(x) dx, or "integrate f(x) from a to b".', "Nous n'avons pas pu lire l'intégrale : écrivez-la ∫ f(x) dx, ou « intégrer f(x) de a à b »."));

/** An integral, definite or not: the integrand, the variable and the bounds as read. */
export function readIntegralTask(problem: ProblemInput): TaskOf<'integrate'> | SolverError | null {
  // "integral_0^1 f dx": the word written with the sign's bounds
  const t = problem.text.replace(/\bintegral\s*_/gi, 'int_');
  if (!looksLikeIntegral(t)) return null;
  const ip = readIntegral(t);
  if (ip === 'unreadable') return unreadableIntegral();
  if (!ip) return null;
  return {
    kind: 'integrate',
    integrand: toAscii(ip.integrand),
    variable: ip.variable,
    ...(ip.bounds ? { bounds: { lo: toAscii(ip.bounds.lo), hi: toAscii(ip.bounds.hi) } } : {}),
  };
}
