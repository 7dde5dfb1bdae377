import { randomUUID } from 'node:crypto';
import type { Caller, SecurityWorld } from './security-fixtures';

export interface RuleRequest {
  /** The concrete URL (path parameters filled in); the route's own path when absent. */
  url?: string;
  payload?: Record<string, unknown>;
}

export interface RouteRule {
  /** What each caller sends: built per caller, so a request that uses an object up gets a fresh one. */
  request?(world: SecurityWorld, caller: Caller): Promise<RuleRequest> | RuleRequest;
  /** The status each caller gets. */
  expect: Readonly<Record<Caller, number>>;
  /**
   * The request ends the caller's session or removes data (sign-in, sign-out, account or history
   * deletion, library reseed): it runs last, from accounts made for it.
   */
  destructive?: boolean;
  /** The route takes uploads above the 1 MB JSON limit (it still refuses more than 16 MB). */
  largeBody?: boolean;
  /**
   * The route belongs to the public API (/api/v1): callers send their personal API token as
   * `Authorization: Bearer` instead of the session cookie (which it never reads).
   */
  auth?: 'bearer';
}

/** Anyone, signed in or not. */
const everyone = (status: number) => ({ signedOut: status, student: status, otherStudent: status, admin: status });
/** Any signed-in user, on their own data. */
const signedIn = (status = 200) => ({ signedOut: 401, student: status, otherStudent: status, admin: status });
/** Admins only: students are refused before anything else is looked at. */
const adminOnly = (status = 200) => ({ signedOut: 401, student: 403, otherStudent: 403, admin: status });
/** One object of the student's: nobody else learns it exists (not even an admin, through user routes). */
const ownerOnly = (status = 200) => ({ signedOut: 401, student: status, otherStudent: 404, admin: 404 });

let emailCounter = 0;

const quizBody = {
  items: [
    {
      question: { en: 'What is 2 + 2?', fr: 'Combien font 2 + 2 ?' },
      options: [
        { en: '4', fr: '4' },
        { en: '5', fr: '5' },
      ],
      answer: 0,
      explanation: { en: 'Two and two.', fr: 'Deux et deux.' },
    },
  ],
};

async function newTopicId(world: SecurityWorld): Promise<string> {
  const response = await world.t.app.inject({ method: 'POST', url: '/api/admin/library/topics', payload: world.topicPayload(), headers: world.headers('admin') });
  if (response.statusCode !== 201) throw new Error(`topic: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function newOrderId(world: SecurityWorld): Promise<string> {
  const response = await world.t.app.inject({ method: 'POST', url: '/api/payments/order', payload: { plan: 'pro', period: 'month' }, headers: world.headers('student') });
  if (response.statusCode !== 200) throw new Error(`order: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function newTicketId(world: SecurityWorld, withSolution = false): Promise<string> {
  const payload = { subject: 'Matrix question', message: 'How do I read step 2?', ...(withSolution ? { problemId: world.owned.problemId } : {}) };
  const response = await world.t.app.inject({ method: 'POST', url: '/api/support/tickets', payload, headers: world.headers('student') });
  if (response.statusCode !== 201) throw new Error(`ticket: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function newShareLink(world: SecurityWorld): Promise<{ id: string; token: string }> {
  const response = await world.t.app.inject({ method: 'POST', url: '/api/share-links', payload: { problemId: world.owned.problemId }, headers: world.headers('student') });
  if (response.statusCode !== 201) throw new Error(`share link: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; token: string }>();
}

/** Gives the caller (the student when signed out) a logo, so a logo route has one to serve. */
async function uploadLogo(world: SecurityWorld, caller: Caller): Promise<void> {
  const who = caller === 'signedOut' ? 'student' : caller;
  const response = await world.t.app.inject({ method: 'PUT', url: '/api/branding/logo', payload: { logoData: world.pngDataUrl }, headers: world.headers(who) });
  if (response.statusCode !== 200) throw new Error(`logo: ${response.statusCode} ${response.body}`);
}

async function newApiTokenId(world: SecurityWorld): Promise<string> {
  const response = await world.t.app.inject({ method: 'POST', url: '/api/tokens', payload: { name: 'matrix' }, headers: world.headers('student') });
  if (response.statusCode !== 201) throw new Error(`API token: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** An open reading of the student's study plan (the plan is built first when they have none). */
async function studentPlanItemId(world: SecurityWorld): Promise<string> {
  const read = async () => {
    const response = await world.t.app.inject({ method: 'GET', url: '/api/study-plan', headers: world.headers('student') });
    if (response.statusCode !== 200) throw new Error(`study plan: ${response.statusCode} ${response.body}`);
    return response.json<{ plan: { items: Array<{ id: string; kind: string }> } | null }>().plan;
  };
  let plan = await read();
  if (!plan?.items.some((i) => i.kind === 'read')) {
    const response = await world.t.app.inject({ method: 'POST', url: '/api/study-plan', payload: { level: 'HS', subject: 'algebra', days: 3 }, headers: world.headers('student') });
    if (response.statusCode !== 200) throw new Error(`study plan: ${response.statusCode} ${response.body}`);
    plan = await read();
  }
  const item = plan?.items.find((i) => i.kind === 'read');
  if (!item) throw new Error('the study plan has no reading');
  return item.id;
}

/**
 * The expected answer of every API route for each kind of caller, keyed by "METHOD path" as
 * Fastify registered it. A route without a rule here fails the authorization matrix test.
 */
export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  'GET /api/health': { expect: everyone(200) },
  'GET /api/ready': { expect: everyone(200) },

  'POST /api/auth/register': {
    request: () => {
      emailCounter += 1;
      return { payload: { email: `matrix.${emailCounter}.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' } };
    },
    expect: everyone(201),
    // Signing up or in ends the browser's previous session (a new token every time).
    destructive: true,
  },
  'POST /api/auth/login': { request: (w) => ({ payload: { email: w.student.email, password: w.student.password } }), expect: everyone(200), destructive: true },
  'POST /api/auth/logout': { expect: everyone(200), destructive: true },
  'GET /api/login': { expect: everyone(302) },
  'GET /api/logout': { expect: everyone(302), destructive: true },
  'GET /api/auth/user': { expect: signedIn() },
  'PUT /api/auth/profile': { request: () => ({ payload: { firstName: 'Ada', lastName: 'Lovelace', locale: 'en' } }), expect: signedIn() },
  'DELETE /api/auth/account': { expect: signedIn(), destructive: true },
  'GET /api/account/export': { expect: signedIn() },

  'POST /api/solve': { request: () => ({ payload: { rawInput: '3x = 12', inputType: 'text' } }), expect: signedIn() },
  'GET /api/quota': { expect: signedIn() },
  'GET /api/history': { expect: signedIn() },
  'DELETE /api/history': { expect: signedIn(), destructive: true },
  'GET /api/history/:id': { request: (w) => ({ url: `/api/history/${w.owned.problemId}` }), expect: ownerOnly() },
  'GET /api/history/:id/export.pdf': { request: (w) => ({ url: `/api/history/${w.owned.problemId}/export.pdf` }), expect: ownerOnly() },
  'GET /api/stats': { expect: signedIn() },
  'GET /api/solutions/:id/check': { request: (w) => ({ url: `/api/solutions/${w.owned.solutionId}/check` }), expect: ownerOnly() },
  'POST /api/solutions/:id/recheck': { request: (w) => ({ url: `/api/solutions/${w.owned.solutionId}/recheck` }), expect: ownerOnly() },

  'GET /api/study-plan': { expect: signedIn() },
  'POST /api/study-plan': { request: () => ({ payload: { level: 'HS', subject: 'algebra', days: 3 } }), expect: signedIn() },
  // a reading is completed without a body (a practice answer or quiz answers are optional fields)
  'POST /api/study-plan/items/:id/done': { request: async (w) => ({ url: `/api/study-plan/items/${await studentPlanItemId(w)}/done` }), expect: ownerOnly() },

  'POST /api/tts': { request: (w) => ({ payload: { text: 'two x plus three', solutionId: w.owned.solutionId } }), expect: ownerOnly() },
  'GET /api/audio/:id': { request: (w) => ({ url: `/api/audio/${w.owned.audioId}` }), expect: ownerOnly() },
  'POST /api/ocr': { request: (w) => ({ payload: { imageData: w.pngDataUrl } }), expect: signedIn(), largeBody: true },

  'GET /api/subscription': { expect: signedIn() },
  'POST /api/subscription': { request: () => ({ payload: { action: 'resume' } }), expect: signedIn() },
  'GET /api/payments/setup': { expect: signedIn() },
  'POST /api/payments/order': { request: () => ({ payload: { plan: 'pro', period: 'month' } }), expect: signedIn() },
  'POST /api/payments/order/:id/capture': {
    // The student captures a fresh order of theirs; everyone else tries the student's pending one.
    request: async (w, caller) => ({ url: `/api/payments/order/${caller === 'student' ? await newOrderId(w) : w.owned.orderId}/capture` }),
    expect: ownerOnly(),
  },
  'GET /api/payments/orders': { expect: signedIn() },

  'GET /api/library/topics': { expect: signedIn() },
  'GET /api/library/topics/:id/quiz': { request: (w) => ({ url: `/api/library/topics/${w.owned.topicId}/quiz` }), expect: signedIn() },
  'POST /api/library/topics/:id/quiz/attempts': {
    request: (w) => ({ url: `/api/library/topics/${w.owned.topicId}/quiz/attempts`, payload: { answers: [0] } }),
    expect: signedIn(),
  },
  'POST /api/library/topics/:id/view': { request: (w) => ({ url: `/api/library/topics/${w.owned.topicId}/view` }), expect: signedIn() },
  'GET /api/library/progress': { expect: signedIn() },
  'GET /api/library/related': { request: () => ({ url: '/api/library/related?method=linear&category=algebra' }), expect: signedIn() },

  'GET /api/admin/stats': { expect: adminOnly() },
  'GET /api/admin/status': { expect: adminOnly() },
  'GET /api/admin/activity': { expect: adminOnly() },
  'GET /api/admin/subscriptions': { expect: adminOnly() },
  'GET /api/admin/users': { expect: adminOnly() },
  'PATCH /api/admin/users/:id': {
    request: async (w) => ({ url: `/api/admin/users/${(await w.throwaway('student')).id}`, payload: { role: 'student' } }),
    expect: adminOnly(),
  },
  'GET /api/admin/reports/analytics.csv': { expect: adminOnly() },
  'POST /api/admin/cache/clear': { expect: adminOnly() },
  'POST /api/admin/library/topics': { request: (w) => ({ payload: w.topicPayload() }), expect: adminOnly(201) },
  'PUT /api/admin/library/topics/:id': { request: async (w) => ({ url: `/api/admin/library/topics/${await newTopicId(w)}`, payload: w.topicPayload() }), expect: adminOnly() },
  'DELETE /api/admin/library/topics/:id': { request: async (w) => ({ url: `/api/admin/library/topics/${await newTopicId(w)}` }), expect: adminOnly() },
  'GET /api/admin/library/topics/:id/quiz': { request: (w) => ({ url: `/api/admin/library/topics/${w.owned.topicId}/quiz` }), expect: adminOnly() },
  'PUT /api/admin/library/topics/:id/quiz': { request: (w) => ({ url: `/api/admin/library/topics/${w.owned.topicId}/quiz`, payload: quizBody }), expect: adminOnly() },
  'POST /api/admin/library/reseed': { expect: adminOnly(), destructive: true },

  'POST /api/support/tickets': { request: () => ({ payload: { subject: 'Matrix question', message: 'How do I read step 2?' } }), expect: signedIn(201) },
  'GET /api/support/tickets': { expect: signedIn() },
  'GET /api/admin/support/tickets': { expect: adminOnly() },
  'GET /api/admin/support/tickets/:id/solution': { request: async (w) => ({ url: `/api/admin/support/tickets/${await newTicketId(w, true)}/solution` }), expect: adminOnly() },
  'POST /api/admin/support/tickets/:id/reply': {
    request: async (w) => ({ url: `/api/admin/support/tickets/${await newTicketId(w)}/reply`, payload: { reply: 'Read it as a difference of squares.' } }),
    expect: adminOnly(),
  },
  'POST /api/admin/support/tickets/:id/close': { request: async (w) => ({ url: `/api/admin/support/tickets/${await newTicketId(w)}/close` }), expect: adminOnly() },
  'GET /api/admin/support/outbox': { expect: adminOnly() },

  // White-label: every caller here is on the Pro plan (Free and Basic are refused in branding.test.ts).
  'GET /api/branding': { expect: signedIn() },
  'PUT /api/branding': { request: () => ({ payload: { displayName: 'Matrix Tutoring', accentColor: '#0f766e' } }), expect: signedIn() },
  'DELETE /api/branding': { expect: signedIn(), destructive: true },
  'PUT /api/branding/logo': { request: (w) => ({ payload: { logoData: w.pngDataUrl } }), expect: signedIn() },
  'DELETE /api/branding/logo': { expect: signedIn(), destructive: true },
  'GET /api/branding/logo': {
    request: async (w, caller) => {
      await uploadLogo(w, caller);
      return {};
    },
    expect: signedIn(),
  },
  'POST /api/share-links': { request: (w) => ({ payload: { problemId: w.owned.problemId } }), expect: ownerOnly(201) },
  'GET /api/share-links': { expect: signedIn() },
  'DELETE /api/share-links/:id': { request: async (w) => ({ url: `/api/share-links/${(await newShareLink(w)).id}` }), expect: ownerOnly() },
  'GET /api/share/:token': { request: async (w) => ({ url: `/api/share/${(await newShareLink(w)).token}` }), expect: everyone(200) },
  'GET /api/share/:token/logo': {
    request: async (w) => {
      await uploadLogo(w, 'student');
      return { url: `/api/share/${(await newShareLink(w)).token}/logo` };
    },
    expect: everyone(200),
  },

  // Personal API tokens (Pro: every caller here is; Free and Basic are refused in api-tokens.test.ts).
  'POST /api/tokens': { request: () => ({ payload: { name: 'Matrix' } }), expect: signedIn(201) },
  'GET /api/tokens': { expect: signedIn() },
  'DELETE /api/tokens/:id': {
    // The student revokes a fresh token of theirs; everyone else tries the student's own.
    request: async (w, caller) => ({ url: `/api/tokens/${caller === 'student' ? await newApiTokenId(w) : w.owned.apiTokenId}` }),
    expect: ownerOnly(),
  },

  // The public API: a bearer token, never the cookie (signed out = no token).
  'GET /api/v1/openapi.json': { expect: everyone(200) },
  'POST /api/v1/solve': { request: () => ({ payload: { problem: '3x = 12' } }), expect: signedIn(), auth: 'bearer' },
  'GET /api/v1/history': { expect: signedIn(), auth: 'bearer' },
  'GET /api/v1/history/:id': { request: (w) => ({ url: `/api/v1/history/${w.owned.problemId}` }), expect: ownerOnly(), auth: 'bearer' },
};
