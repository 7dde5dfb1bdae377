import { eq, sql } from 'drizzle-orm';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryItem, SolutionInterpretation, SolveResponse } from '../../../contract/src';
import type { Locale, Solution } from '../../../solver/src/index';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { solutions } from '../db/schema';
import type { SpeechService } from '../services/engines';
import type { SolverService } from '../services/solve/solver-service';
import { stripSsml } from '../services/tts/ssml';
import type { SpeechLocale } from '../services/tts/types';
import { givePlan, inProcessSolver } from './solve-test-kit';

const READ: Record<Locale, SolutionInterpretation> = {
  en: { text: 'Solve x² − 5x + 6 = 0 for x', latex: '\\text{Solve } x^2-5x+6=0 \\text{ for } x' },
  fr: { text: "Résoudre x² − 5x + 6 = 0 d'inconnue x", latex: "\\text{Résoudre } x^2-5x+6=0 \\text{ d'inconnue } x" },
};

/**
 * The real solver in-process, with its interpretation fixed by the test: the quadratic is read as
 * READ says, and every other problem comes back without one, as from a solver that read nothing.
 */
function solverWithInterpretations(): SolverService {
  const real = inProcessSolver();
  return {
    async solve(input: string, locale: Locale): Promise<Solution> {
      const solved = { ...(await real.solve(input, locale)) };
      if (input.startsWith('x^2 - 5x + 6')) return { ...solved, interpretation: READ[locale] };
      delete solved.interpretation;
      return solved;
    },
    close: () => real.close(),
  };
}

/** Records the speech text it is asked to say and answers a few bytes in place of an MP3. */
function recordingSpeech() {
  const said: { text: string; locale: SpeechLocale }[] = [];
  const service: SpeechService = {
    async engine() {
      return {
        name: 'recording',
        async synthesize(text, locale) {
          said.push({ text, locale });
          return { audio: Buffer.from('ID3 recorded'), mime: 'audio/mpeg', durationMs: 1000 };
        },
      };
    },
    close: async () => undefined,
  };
  return { service, said };
}

/** The text a pdf-lib document draws with its standard fonts (hex strings in the page streams). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(Buffer.from(match[1], 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

describe('the task as the solver read it (interpretation)', { timeout: 60_000 }, () => {
  let t: TestApp;
  let student: RegisteredUser;
  const speech = recordingSpeech();
  const solve = (user: RegisteredUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/solve', headers: { cookie: user.cookie }, payload: { inputType: 'text', ...payload } });
  const get = (user: RegisteredUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

  beforeAll(async () => {
    t = await createTestApp({ apiRateLimitPerMinute: 10_000 }, { solver: solverWithInterpretations(), engines: { speech: speech.service } });
    student = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('is saved with the solution and returned by POST /api/solve and the history detail', async () => {
    const response = await solve(student, { rawInput: 'x^2 - 5x + 6 = 0' });
    expect(response.statusCode).toBe(200);
    const solved = response.json<SolveResponse>();
    expect(solved.interpretation).toEqual(READ.en);

    const [row] = await t.database.db.select({ interpretation: solutions.interpretation }).from(solutions).where(eq(solutions.id, solved.id));
    expect(row.interpretation).toEqual(READ.en);

    const detail = (await get(student, `/api/history/${solved.problemId}`)).json<HistoryItem>();
    expect(detail.solution?.interpretation).toEqual(READ.en);
  });

  it('is in the language of the solution', async () => {
    const response = await solve(student, { rawInput: 'x^2 - 5x + 6 = 0', locale: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SolveResponse>().interpretation).toEqual(READ.fr);
  });

  it('is null when the solver read nothing, and for solutions saved before the column existed', async () => {
    const plain = (await solve(student, { rawInput: '2x + 3 = 7' })).json<SolveResponse>();
    expect(plain.interpretation).toBeNull();
    expect((await get(student, `/api/history/${plain.problemId}`)).json<HistoryItem>().solution?.interpretation).toBeNull();

    // An older row: the column is SQL NULL, not a JSON null.
    const older = (await solve(student, { rawInput: 'x^2 - 5x + 6 = 0' })).json<SolveResponse>();
    await t.database.db.update(solutions).set({ interpretation: null }).where(eq(solutions.id, older.id));
    const [row] = await t.database.db.select({ isNull: sql<boolean>`${solutions.interpretation} IS NULL` }).from(solutions).where(eq(solutions.id, older.id));
    expect(row.isNull).toBe(true);
    expect((await get(student, `/api/history/${older.problemId}`)).json<HistoryItem>().solution?.interpretation).toBeNull();
  });

  it('is the first thing the spoken explanation says, in the solution language', async () => {
    const reader = await registerUser(t.app);
    await givePlan(t.database.db, reader.id, 'basic');
    const en = (await solve(reader, { rawInput: 'x^2 - 5x + 6 = 0' })).json<SolveResponse>();
    const fr = (await solve(reader, { rawInput: 'x^2 - 5x + 6 = 0', locale: 'fr' })).json<SolveResponse>();
    const plain = (await solve(reader, { rawInput: '3x = 12' })).json<SolveResponse>();

    for (const solution of [en, fr, plain]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/tts', headers: { cookie: reader.cookie }, payload: { text: 'x', solutionId: solution.id } });
      expect(response.statusCode).toBe(200);
    }
    const [saidEn, saidFr, saidPlain] = speech.said.slice(-3).map((s) => ({ ...s, words: stripSsml(s.text) }));
    expect(saidEn.locale).toBe('en');
    expect(saidEn.words).toMatch(/^We read your problem as: Solve x squared minus 5 x plus 6 equals 0 for x\. Step 1\./);
    expect(saidFr.locale).toBe('fr');
    expect(saidFr.words).toMatch(/^Nous avons compris : Résoudre x au carré moins 5 x plus 6 égale 0 d'inconnue x\. Étape 1\./);
    expect(saidPlain.words).toMatch(/^Step 1\./);
  });

  it('is written under the problem in the exported PDF', async () => {
    const pro = await registerUser(t.app);
    await givePlan(t.database.db, pro.id, 'pro');
    const solved = (await solve(pro, { rawInput: 'x^2 - 5x + 6 = 0' })).json<SolveResponse>();
    const plain = (await solve(pro, { rawInput: '2x + 3 = 7' })).json<SolveResponse>();

    const pdf = await get(pro, `/api/history/${solved.problemId}/export.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('We read your problem as\nSolve x² - 5x + 6 = 0 for x\nSteps');
    expect(text.indexOf('x^2 - 5x + 6 = 0')).toBeLessThan(text.indexOf('We read your problem as'));

    const without = await pdfText((await get(pro, `/api/history/${plain.problemId}/export.pdf`)).rawPayload);
    expect(without).toContain('Problem\n2x + 3 = 7\nSteps');
    expect(without).not.toContain('We read your problem as');
  });
});
