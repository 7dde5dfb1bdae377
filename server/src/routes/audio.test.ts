import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { audioClips, problems, solutions, subscriptions, users } from '../db/schema';
import type { SpeechService } from '../services/engines';
import { stripSsml } from '../services/tts/ssml';
import { createSpeechEngine } from '../services/tts/engine';
import { readMp3Info } from '../services/tts/mp3-info';
import type { SpeechEngine, SpeechLocale } from '../services/tts/types';
import { inProcessSolver } from './solve-test-kit';

async function grantPlan(t: TestApp, user: RegisteredUser, plan: 'basic' | 'pro') {
  const values = { userId: user.id, plan, status: 'active', period: 'month' as const, renewsAt: new Date(Date.now() + 86_400_000) };
  await t.database.db.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/** The real offline engine (in its worker thread), with every synthesis recorded. */
function recordingSpeech() {
  const calls: { text: string; locale: SpeechLocale }[] = [];
  let failing = false;
  let real: Promise<SpeechEngine> | undefined;
  const service: SpeechService = {
    async engine() {
      const engine = await (real ??= createSpeechEngine({}));
      return {
        name: engine.name,
        solutionText: engine.solutionText,
        async synthesize(text, locale) {
          calls.push({ text, locale });
          if (failing) throw new Error('speech engine down');
          return engine.synthesize(text, locale);
        },
      };
    },
    close: async () => (await real)?.close?.(),
  };
  return { service, calls, fail: (on: boolean) => (failing = on) };
}

describe('audio explanations: POST /api/tts and GET /api/audio/:id', { timeout: 120_000 }, () => {
  let t: TestApp;
  let basic: RegisteredUser;
  let other: RegisteredUser;
  const speech = recordingSpeech();
  const tts = (user: RegisteredUser | null, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/tts', headers: { ...(user ? { cookie: user.cookie } : {}), ...headers }, payload });
  const fetchAudio = (user: RegisteredUser | null, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(user ? { cookie: user.cookie } : {}), ...headers } });

  beforeAll(async () => {
    t = await createTestApp({ apiRateLimitPerMinute: 10_000 }, { engines: { speech: speech.service }, solver: inProcessSolver() });
    basic = await registerUser(t.app);
    await grantPlan(t, basic, 'basic');
    other = await registerUser(t.app);
    await grantPlan(t, other, 'pro');
  });
  afterAll(() => t.close());

  it('needs a session and a Basic or Pro plan, and says so in the caller’s language', async () => {
    expect((await tts(null, { text: 'Hello.' })).statusCode).toBe(401);
    const free = await registerUser(t.app);
    const refused = await tts(free, { text: 'Hello.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'planRequired', requiredPlan: 'basic', message: 'This feature needs the Basic or Pro plan. Please upgrade your plan.' });
    await t.database.db.update(users).set({ locale: 'fr' }).where(eq(users.id, free.id));
    expect((await tts(free, { text: 'Bonjour.' })).json()).toMatchObject({ message: 'Cette fonctionnalité nécessite l’offre Essentiel ou Pro. Veuillez changer d’offre.' });
    expect(speech.calls).toHaveLength(0);
  });

  it('refuses empty and over-long text', async () => {
    const empty = await tts(basic, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'ttsTextEmpty' });
    const long = await tts(basic, { text: 'a'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'ttsTextTooLong', message: 'This text is too long to read aloud (20,000 characters at most)' });
  });

  it('speaks plain text as an MP3 that decodes, about as long as the words take to say', async () => {
    const response = await tts(basic, { text: 'The derivative of x squared is two x.\nWe check it by integrating again.' });
    expect(response.statusCode).toBe(200);
    const { audioUrl } = response.json<{ audioUrl: string }>();
    expect(audioUrl).toMatch(/^\/api\/audio\/[0-9a-f-]{36}$/);

    const clip = await fetchAudio(basic, audioUrl);
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('audio/mpeg');
    expect(clip.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(clip.headers['accept-ranges']).toBe('bytes');
    const info = readMp3Info(clip.rawPayload);
    expect(info).not.toBeNull();
    expect(info!.frames).toBeGreaterThan(50);
    // Thirteen words and a pause at a teaching pace: a few seconds.
    expect(info!.durationMs).toBeGreaterThan(2500);
    expect(info!.durationMs).toBeLessThan(9000);
    const [row] = await t.database.db.select().from(audioClips).where(eq(audioClips.userId, basic.id));
    expect(Math.abs(row.durationMs! - info!.durationMs)).toBeLessThan(150);

    const again = await fetchAudio(basic, audioUrl, { 'if-none-match': clip.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('serves byte ranges so the player can seek, and 416 outside the clip', async () => {
    const { audioUrl } = (await tts(basic, { text: 'Seek within me.' })).json<{ audioUrl: string }>();
    const whole = (await fetchAudio(basic, audioUrl)).rawPayload;
    const first = await fetchAudio(basic, audioUrl, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(first.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const tail = await fetchAudio(basic, audioUrl, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
    const open = await fetchAudio(basic, audioUrl, { range: `bytes=${whole.length - 5}-` });
    expect(open.headers['content-length']).toBe('5');
    const outside = await fetchAudio(basic, audioUrl, { range: `bytes=${whole.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${whole.length}`);
    expect(outside.json()).toMatchObject({ code: 'rangeNotSatisfiable' });
    // A stale If-Range gets the whole clip instead of a piece of a different one.
    const stale = await fetchAudio(basic, audioUrl, { range: 'bytes=0-9', 'if-range': '"another"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(whole.length);
  });

  it('serves a clip to its owner only; other and guessed ids are not found', async () => {
    const { audioUrl } = (await tts(basic, { text: 'Only mine.' })).json<{ audioUrl: string }>();
    expect((await fetchAudio(null, audioUrl)).statusCode).toBe(401);
    expect((await fetchAudio(other, audioUrl)).statusCode).toBe(404);
    expect((await fetchAudio(basic, '/api/audio/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await fetchAudio(basic, '/api/audio/not-an-id')).statusCode).toBe(404);
  });

  it('synthesizes the same text once per user, even when requests arrive together', async () => {
    const text = 'Say this only once, please.';
    const before = speech.calls.length;
    const urls = await Promise.all([1, 2, 3].map(async () => (await tts(basic, { text })).json<{ audioUrl: string }>().audioUrl));
    expect(new Set(urls).size).toBe(1);
    expect((await tts(basic, { text })).json()).toEqual({ audioUrl: urls[0] });
    expect(speech.calls.length - before).toBe(1);
    // Another user gets a clip of their own.
    const theirs = (await tts(other, { text })).json<{ audioUrl: string }>().audioUrl;
    expect(theirs).not.toBe(urls[0]);
    expect(speech.calls.length - before).toBe(2);
  });

  it('reads a stored solution’s steps in its language, formulas in words, and attaches the clip', async () => {
    const { db } = t.database;
    const [problem] = await db.insert(problems).values({ userId: basic.id, rawInput: 'x^2 = 4' }).returning();
    const [solution] = await db
      .insert(solutions)
      .values({
        problemId: problem.id,
        locale: 'fr',
        stepsJson: [{ number: 1, title: 'Isoler le carré', explanation: 'On prend la racine des deux membres', formula: 'x^2 = 4' }],
        finalAnswer: 'x = -2 ou x = 2',
        answer: { kind: 'solutions', value: 'x = -2, x = 2', latex: 'x = \\pm 2' },
        plainText: 'Isoler le carré',
      })
      .returning();
    const before = speech.calls.length;
    const response = await tts(basic, { text: 'Isoler le carré', solutionId: solution.id });
    expect(response.statusCode).toBe(200);
    const { audioUrl } = response.json<{ audioUrl: string }>();
    const spoken = speech.calls.slice(before);
    expect(spoken).toHaveLength(1);
    expect(spoken[0].locale).toBe('fr');
    const words = stripSsml(spoken[0].text);
    expect(words).toContain('Étape 1. Isoler le carré.');
    expect(words).toContain('x au carré égale 4');
    expect(words).toContain('La réponse.');

    const item = await t.app.inject({ method: 'GET', url: `/api/history/${problem.id}`, headers: { cookie: basic.cookie } });
    expect(item.json()).toMatchObject({ solution: { id: solution.id, audioUrl } });
    // The problem's id names its latest solution too, and the stored clip is reused.
    expect((await tts(basic, { text: 'Isoler le carré', problemId: problem.id })).json()).toEqual({ audioUrl });
    expect(speech.calls.length - before).toBe(1);
    // Nobody else can read or attach audio to it.
    expect((await tts(other, { text: 'x', solutionId: solution.id })).statusCode).toBe(404);
    expect((await tts(other, { text: 'x', problemId: problem.id })).statusCode).toBe(404);
  });

  it.each([
    ['en', 'We read your problem as: Solve x squared minus 5 x plus 6 equals 0', 'Step 1.', 'x squared', 'The answer.'],
    ['fr', 'Nous avons compris : Résoudre x au carré moins 5 x plus 6 égale 0', 'Étape 1.', 'x au carré', 'La réponse.'],
  ] as const)('reads a freshly solved problem aloud in %s, how it was read first, formulas in words rather than LaTeX', async (locale, readAs, step, square, answer) => {
    const solved = await t.app.inject({ method: 'POST', url: '/api/solve', headers: { cookie: basic.cookie }, payload: { rawInput: 'x^2 - 5x + 6 = 0', locale } });
    expect(solved.statusCode).toBe(200);
    const solution = solved.json<{ id: string; problemId: string; plainText: string; audioUrl: string | null }>();
    expect(solution.audioUrl).toBeNull();
    const before = speech.calls.length;
    const response = await tts(basic, { text: solution.plainText, solutionId: solution.id, problemId: solution.problemId });
    expect(response.statusCode).toBe(200);
    const [call] = speech.calls.slice(before);
    expect(call.locale).toBe(locale);
    const words = stripSsml(call.text);
    expect(words.startsWith(readAs)).toBe(true);
    expect(words).toMatch(new RegExp(`\\. ${step.replace('.', '\\.')} `));
    expect(words).toContain(square);
    expect(words).toContain(answer);
    expect(words).not.toMatch(/[\\^{}]/);
    const info = readMp3Info((await fetchAudio(basic, response.json<{ audioUrl: string }>().audioUrl)).rawPayload);
    // Several steps at a teaching pace: well over ten seconds of speech.
    expect(info!.durationMs).toBeGreaterThan(10_000);
  });

  it('speaks the solution right away when /api/solve is asked to, for plans with audio only', async () => {
    const solve = (user: RegisteredUser) =>
      t.app.inject({ method: 'POST', url: '/api/solve', headers: { cookie: user.cookie }, payload: { rawInput: '4x = 8', generateAudio: true, locale: 'en' } });
    const withAudio = (await solve(basic)).json<{ problemId: string; audioUrl: string | null }>();
    expect(withAudio.audioUrl).toMatch(/^\/api\/audio\//);
    expect((await fetchAudio(basic, withAudio.audioUrl!)).headers['content-type']).toBe('audio/mpeg');
    const stored = await t.app.inject({ method: 'GET', url: `/api/history/${withAudio.problemId}`, headers: { cookie: basic.cookie } });
    expect(stored.json()).toMatchObject({ solution: { audioUrl: withAudio.audioUrl } });
    // A free account still gets its solution, without audio.
    const free = await registerUser(t.app);
    const plain = await solve(free);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ audioUrl: null });
  });

  it('answers a synthesis failure with the spec’s message', async () => {
    speech.fail(true);
    try {
      const response = await tts(basic, { text: 'This will not be spoken.' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'audioFailed', message: 'Failed to generate audio explanation' });
    } finally {
      speech.fail(false);
    }
  });
});
