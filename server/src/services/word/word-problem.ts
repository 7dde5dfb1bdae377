import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES, type Locale, type MessageCode } from '../../../../contract/src';
import type { Solution } from '../../../../solver/src/index';
import { HttpError } from '../../http-error';
import { equationExample, looksLikeWords } from './examples';
import { wordTranslatorFor, WordTranslationError, type TranslationFailure } from './translator';

/**
 * Whether the text reader's refusal was about words it could not read, so the problem is worth
 * translating: a parse or unsupported refusal with nothing read (no interpretation), of a text
 * made of words.
 */
export function isWordProblemRefusal(solution: Solution, text: string): boolean {
  return (solution.error?.code === 'parse' || solution.error?.code === 'unsupported') && !solution.interpretation && looksLikeWords(text);
}

const FAILURES: Record<Exclude<TranslationFailure, 'notConfigured'>, { status: number; code: MessageCode }> = {
  timeout: { status: 504, code: 'wordTranslationTimeout' },
  rateLimited: { status: 503, code: 'wordTranslationBusy' },
  providerError: { status: 502, code: 'wordTranslationFailed' },
  invalidOutput: { status: 502, code: 'wordTranslationInvalid' },
  emptyOutput: { status: 502, code: 'wordTranslationInvalid' },
};

/**
 * A word problem: the language model translates it (here, in the server), the solver answers the
 * translation in the worker pool. Every failure is an HttpError with its message in the student's
 * language; the caller gives the quota unit back.
 */
export async function solveWordProblem(app: FastifyInstance, reply: FastifyReply, log: FastifyBaseLogger, text: string, locale: Locale): Promise<Solution> {
  const translator = wordTranslatorFor(app.config.llm);
  if (!translator.configured) {
    const { sentence, example, kind } = equationExample(text, locale);
    throw new HttpError(422, 'wordProblemNeedsProvider', { message: `${MESSAGES.wordProblemNeedsProvider[locale]} ${sentence}`, example, kind });
  }
  let word;
  try {
    word = await translator.translate(text);
  } catch (error) {
    if (!(error instanceof WordTranslationError) || error.reason === 'notConfigured') throw error;
    log.warn({ reason: error.reason, detail: error.message }, 'word problem translation failed');
    const { status, code } = FAILURES[error.reason];
    if (error.reason === 'rateLimited') reply.header('retry-after', String(error.retryAfterSeconds ?? 30));
    throw new HttpError(status, code, { message: MESSAGES[code][locale] });
  }
  if (!app.solver.solveWord) throw new Error('this solver does not solve word problems');
  // The solver's time limit counts from here: the translation had its own (LLM_TIMEOUT_MS).
  return app.solver.solveWord(word, locale, { arrivedAt: Date.now() });
}
