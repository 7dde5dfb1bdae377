import { z } from 'zod';
import { locale } from './auth';
import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, MAX_PROBLEM_LENGTH, SUBJECT_IDS, historySummary, solutionAnswer, solutionInterpretation, solutionStep } from './solve';

/**
 * Personal API tokens (Pro) and the versioned public API they open, /api/v1. Tokens are created,
 * listed and revoked from the account page with the session; /api/v1 takes the token alone, as
 * `Authorization: Bearer <token>`.
 */

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'swk_';
/** How many characters of a token are kept in clear to tell tokens apart (`swk_` and 8 more). */
export const API_TOKEN_SHOWN_LENGTH = 12;
/** Active tokens one user may hold. */
export const MAX_API_TOKENS = 20;
export const API_TOKEN_NAME_MAX = 100;

export const apiTokenName = z
  .string({ error: 'apiTokenNameRequired' })
  .trim()
  .min(1, { error: 'apiTokenNameRequired' })
  .max(API_TOKEN_NAME_MAX, { error: 'apiTokenNameTooLong' });

/** POST /api/tokens */
export const createApiTokenBody = z.object({ name: apiTokenName });
export type CreateApiTokenBody = z.input<typeof createApiTokenBody>;

/** A token as listed: never the token itself, which only its owner saw once. */
export const apiTokenSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, e.g. `swk_3fQk9aB2`. */
  prefix: z.string(),
  createdAt: z.string(),
  /** ISO 8601, to the minute: when the token was last used on /api/v1; null before its first use. */
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummary>;

/** The answer to POST /api/tokens: the only time the token is shown. */
export const createdApiToken = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenList = z.array(apiTokenSummary);

/** Any id up to 64 characters: a malformed one is answered like someone else's, 404. */
export const apiTokenParams = z.object({ id: z.string().max(64, { error: 'notFound' }) });

// ---- The public API, /api/v1 ----

export const PUBLIC_API_BASE = '/api/v1';

/** POST /api/v1/solve */
export const publicSolveBody = z.object({
  problem: z
    .string({ error: 'problemEmpty' })
    .trim()
    .min(1, { error: 'problemEmpty' })
    .max(MAX_PROBLEM_LENGTH, { error: 'problemTooLong' })
    .meta({
      description: 'The problem as a student would type it: an equation, an expression to simplify, derive or integrate, a physics question…',
      'x-description-fr': 'Le problème tel qu’un élève le taperait : une équation, une expression à simplifier, dériver ou intégrer, une question de physique…',
      examples: ['2x + 3 = 7'],
    }),
  locale: locale.optional().meta({ description: 'Language of the steps; the account language by default.', 'x-description-fr': 'Langue des étapes ; par défaut, celle du compte.' }),
  subject: z.enum(SUBJECT_IDS, { error: 'invalidSubject' }).optional().meta({ description: 'The school subject, when the problem alone does not say it.', 'x-description-fr': 'La matière, quand le problème seul ne la dit pas.' }),
});
export type PublicSolveBody = z.input<typeof publicSolveBody>;

/** A solved problem as the public API gives it: the web app's solution without its page-only fields. */
export const publicSolution = z.object({
  problemId: z.string().meta({ description: 'Id of the problem in the history (GET /api/v1/history/{id}).', 'x-description-fr': 'Identifiant du problème dans l’historique (GET /api/v1/history/{id}).' }),
  problem: z.string().meta({ description: 'The problem as it was sent.', 'x-description-fr': 'Le problème tel qu’il a été envoyé.' }),
  subject: z.string().nullable(),
  createdAt: z.string().meta({ description: 'When it was solved (ISO 8601).', 'x-description-fr': 'Date de résolution (ISO 8601).' }),
  interpretation: solutionInterpretation.nullable().meta({ description: 'The task as the solver read it, in words and LaTeX.', 'x-description-fr': 'La tâche telle que le solveur l’a lue, en mots et en LaTeX.' }),
  steps: z.array(solutionStep),
  answer: solutionAnswer.nullable(),
  finalAnswer: z.string().nullable(),
  verified: z.boolean().meta({ description: 'Whether an independent check confirmed the answer.', 'x-description-fr': 'Si une vérification indépendante a confirmé la réponse.' }),
  verification: z.string().nullable().meta({ description: 'What the independent check did.', 'x-description-fr': 'Ce que la vérification indépendante a fait.' }),
});
export type PublicSolution = z.infer<typeof publicSolution>;

/** GET /api/v1/history: newest first, continued with the last item's createdAt and problemId. */
export const publicHistoryQuery = z
  .object({
    limit: z.coerce
      .number({ error: 'invalidRequest' })
      .int()
      .min(1)
      .max(HISTORY_PAGE_MAX)
      .default(HISTORY_PAGE_DEFAULT)
      .meta({ description: 'Items per page.', 'x-description-fr': 'Éléments par page.' }),
    before: z.iso.datetime({ offset: true, error: 'invalidRequest' }).optional().meta({ description: 'Continue after this createdAt (the `next.before` of the previous page).', 'x-description-fr': 'Continuer après ce createdAt (le `next.before` de la page précédente).' }),
    beforeId: z.uuid({ error: 'invalidRequest' }).optional().meta({ description: 'With `before`: the problemId of the last item shown (`next.beforeId`).', 'x-description-fr': 'Avec `before` : le problemId du dernier élément affiché (`next.beforeId`).' }),
  })
  .refine((query) => query.beforeId === undefined || query.before !== undefined, { error: 'invalidRequest', path: ['beforeId'] });
export type PublicHistoryQuery = z.input<typeof publicHistoryQuery>;

export const publicHistoryPage = z.object({
  items: z.array(historySummary),
  next: z
    .object({ before: z.string(), beforeId: z.string() })
    .nullable()
    .meta({ description: 'The query of the next page; null on the last one.', 'x-description-fr': 'La requête de la page suivante ; null sur la dernière.' }),
});
export type PublicHistoryPage = z.infer<typeof publicHistoryPage>;

export const publicHistoryParams = z.object({ id: z.string().max(64, { error: 'notFound' }) });
