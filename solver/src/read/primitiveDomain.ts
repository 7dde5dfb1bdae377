import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readIntegralTask } from './integral';

/**
 * The interval named after an antiderivative: « une primitive de f sur ]0 ; +∞[ », "an antiderivative
 * of cos x on [0, π]", « sur ℝ », "on I". It is the domain on which the antiderivative is sought, never
 * bounds of integration: the answer is F(x) + C, with the interval stated. An integral in words or
 * with its sign (« intégrale de 0 à 1 », ∫_0^1) keeps its bounds and is read elsewhere.
 */
const ASKED = /(?<!\p{L})(?:antiderivatives?|anti-derivatives?|primitives?)(?!\p{L})/iu;
const INTEGRAL = /(?<!\p{L})(?:integral|intégrale|integrale)s?(?!\p{L})|∫|\\int(?!\p{L})|(?<!\p{L})int(?!\p{L})/iu;

const BRACKETED = String.raw`[[\]()]\s*[^,;[\]()]+?\s*[,;]\s*[^,;[\]()]+?\s*[[\]()]`;
const NAMED = String.raw`(?:ℝ|\\mathbb\s*\{?\s*R\s*\}?|R|I)(?![\p{L}\d])(?:\s*[*⁺₊+-]|\s*\^\s*[*+-])?`;
const DOMAIN = new RegExp(
  String.raw`\s*,?\s*(?<!\p{L})(?:on|over|sur|in|dans)\s+(?:the\s+interval\s+|l['’]\s*intervalle\s+)?(?:I\s*=\s*)?(${BRACKETED}|${NAMED})(?=\s|$|[,;.?!])`,
  'iu',
);

/** The text without the domain named after an antiderivative, and that domain as typed; null when there is none. */
export function primitiveDomain(text: string): { rest: string; domain: string } | null {
  if (!ASKED.test(text) || INTEGRAL.test(text)) return null;
  const m = DOMAIN.exec(text);
  if (!m) return null;
  return { rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.trim(), domain: m[1].trim() };
}

/** The interval as a student reads it back: ℝ, ∞ and π rather than their typed spellings. */
const shown = (d: string): string =>
  d.replace(/\\mathbb\s*\{?\s*R\s*\}?|^R(?![\p{L}])/u, 'ℝ').replace(/\\infty|(?<!\p{L})(?:oo|inf|infinity)(?!\p{L})/giu, '∞').replace(/\\pi|(?<!\p{L})pi(?!\p{L})/giu, 'π');

export function readPrimitiveDomain(problem: ProblemInput): TaskOf<'integrate'> | SolverError | null {
  const found = primitiveDomain(problem.text);
  if (!found) return null;
  const task = readIntegralTask({ ...problem, text: found.rest });
  if (task === null || task instanceof SolverError) return task;
  // bounds still read after the domain is taken out are another question than an antiderivative
  if (task.bounds || task.asks) return null;
  return { ...task, domain: shown(found.domain) };
}
