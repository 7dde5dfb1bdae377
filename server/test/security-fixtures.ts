import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../src/db/schema';
import type { OcrEngine } from '../src/services/ocr/types';
import type { SpeechService } from '../src/services/engines';
import { givePlan, inProcessSolver } from '../src/routes/solve-test-kit';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openTestDatabase, registerUser, type RegisteredUser, type TestApp } from './test-app';

export type Caller = 'signedOut' | 'student' | 'otherStudent' | 'admin';
export const CALLERS: readonly Caller[] = ['signedOut', 'student', 'otherStudent', 'admin'];

/** Objects owned by `student`, created through the API, that other callers try to reach. */
export interface OwnedObjects {
  problemId: string;
  solutionId: string;
  audioId: string;
  /** A payment order of the student's, not captured. */
  orderId: string;
  /** A topic with a one-question quiz (made by the admin). */
  topicId: string;
  /** The student's personal API token (the one `bearerHeaders('student')` sends). */
  apiTokenId: string;
}

export interface SecurityWorld {
  t: TestApp;
  student: RegisteredUser;
  otherStudent: RegisteredUser;
  admin: RegisteredUser;
  owned: OwnedObjects;
  /** A signed-in account made for one request that may end it (logout, deletion). */
  throwaway(role: 'student' | 'admin'): Promise<RegisteredUser>;
  /** A PNG the OCR route accepts, as a data URL. */
  pngDataUrl: string;
  /** Headers of a caller (cookie or none). */
  headers(caller: Caller | RegisteredUser): Record<string, string>;
  /** Headers of a caller on the public API: their personal API token as a bearer (none when signed out). */
  bearerHeaders(caller: Caller): Record<string, string>;
  /** A topic payload with a slug never used before. */
  topicPayload(): Record<string, unknown>;
}

// Engines that answer at once, so the suites test access and input handling, not OCR or speech.
const instantOcr: OcrEngine = { name: 'instant', recognize: async () => ({ text: 'x + 1 = 2', confidence: 0.9 }), reset: async () => {} };
const instantSpeech: SpeechService = {
  engine: async () => ({ name: 'instant', synthesize: async () => ({ audio: Buffer.from('ID3 test clip'), mime: 'audio/mpeg' as const, durationMs: 1000 }) }),
};

let slugCounter = 0;

/** An app with three signed-in users on the Pro plan (one an admin) and objects owned by the first. */
export async function createSecurityWorld(): Promise<SecurityWorld> {
  const { database, dispose } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test' }, { serveClient: false, apiRateLimitPerMinute: 100_000, apiTokenRateLimitPerMinute: 100_000, supportTicketsPerHour: 10_000 });
  const app = await buildApp({ database, config, solver: inProcessSolver(), engines: { ocr: instantOcr, speech: instantSpeech } });
  await app.ready();
  const t: TestApp = {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
  const db = database.db;

  const signUp = async (role: 'student' | 'admin'): Promise<RegisteredUser> => {
    const user = await registerUser(app);
    await givePlan(db, user.id, 'pro');
    if (role === 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    return user;
  };
  const [student, otherStudent, admin] = [await signUp('student'), await signUp('student'), await signUp('admin')];

  const headers = (caller: Caller | RegisteredUser): Record<string, string> => {
    if (typeof caller !== 'string') return { cookie: caller.cookie };
    if (caller === 'signedOut') return {};
    return { cookie: { student, otherStudent, admin }[caller].cookie };
  };
  const ok = async (method: 'POST' | 'PUT', url: string, who: RegisteredUser, payload: unknown) => {
    const response = await app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, unknown>>();
  };
  const topicPayload = () => {
    slugCounter += 1;
    return {
      level: 'HS',
      subject: 'algebra',
      topicSlug: `security-topic-${slugCounter}-${Date.now().toString(36)}`,
      titleEn: 'Linear equations',
      titleFr: 'Équations linéaires',
      contentEn: 'Isolate $x$.',
      contentFr: 'Isoler $x$.',
    };
  };

  const solved = await ok('POST', '/api/solve', student, { rawInput: '2x + 3 = 7', inputType: 'text' });
  const problemId = String(solved.problemId);
  const solutionId = String(solved.id);
  const tts = await ok('POST', '/api/tts', student, { text: 'two x plus three', solutionId });
  const audioId = String(tts.audioUrl).split('/').pop() ?? '';
  const order = await ok('POST', '/api/payments/order', student, { plan: 'pro', period: 'month' });
  const created = await ok('POST', '/api/admin/library/topics', admin, topicPayload());
  const topicId = String(created.id);
  const question = { en: 'What is 1 + 1?', fr: 'Combien font 1 + 1 ?' };
  await ok('PUT', `/api/admin/library/topics/${topicId}/quiz`, admin, {
    items: [{ question, options: [{ en: '2', fr: '2' }, { en: '3', fr: '3' }], answer: 0, explanation: { en: 'One and one.', fr: 'Un et un.' } }],
  });

  // Each user's personal API token, for the public API (/api/v1).
  const apiTokens = {
    student: await ok('POST', '/api/tokens', student, { name: 'security' }),
    otherStudent: await ok('POST', '/api/tokens', otherStudent, { name: 'security' }),
    admin: await ok('POST', '/api/tokens', admin, { name: 'security' }),
  };
  const bearerHeaders = (caller: Caller): Record<string, string> =>
    caller === 'signedOut' ? {} : { authorization: `Bearer ${String(apiTokens[caller].token)}` };

  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } }).png().toBuffer();

  return {
    t,
    student,
    otherStudent,
    admin,
    owned: { problemId, solutionId, audioId, orderId: String(order.id), topicId, apiTokenId: String(apiTokens.student.id) },
    throwaway: signUp,
    pngDataUrl: `data:image/png;base64,${png.toString('base64')}`,
    headers,
    bearerHeaders,
    topicPayload,
  };
}
