import { describe, expect, it } from 'vitest';
import { solveWordTask, wordTaskSchema } from '../../../solver/src/index';
import { loadRecordings } from './recordings';

/**
 * Every recorded translation the stand-in model answers is a valid word task, and the solver
 * answers it with the expected values and units, verified, rejecting the roots the meaning rules out.
 */
const recordings = loadRecordings();

describe('recorded translations', () => {
  it('cover every kind of word problem, in both languages', () => {
    expect(recordings.length).toBeGreaterThanOrEqual(60);
    const french = recordings.filter((r) => r.locale === 'fr').length;
    expect(french / recordings.length).toBeGreaterThanOrEqual(0.28);
    expect(new Set(recordings.map((r) => r.kind))).toEqual(new Set(['geometry', 'motion', 'physics', 'ages', 'percentages', 'mixtures', 'work', 'numbers', 'money']));
    expect(recordings.some((r) => r.expect.rejected && !/^(No solution|Pas de solution)$/.test(r.expect.final))).toBe(true);
    expect(recordings.some((r) => /^(No solution|Pas de solution)$/.test(r.expect.final))).toBe(true);
  });

  it.each(recordings.map((r) => [r.text, r] as const))('%s', (_text, r) => {
    const word = wordTaskSchema.parse(r.translation);
    const solution = solveWordTask(word, { locale: r.locale });
    expect(solution.error).toBeUndefined();
    expect(solution.finalAnswer).toBe(r.expect.final);
    expect(solution.verified).toBe(true);
    expect(solution.steps[0].title).toBe(r.locale === 'fr' ? 'Traduire l’énoncé en mathématiques' : 'Translate the words into mathematics');
    const check = solution.steps.find((s) => s.title === (r.locale === 'fr' ? 'Vérifier les conditions' : 'Check the conditions'));
    const rejections = check?.explanation.match(/is rejected|est rejeté/g)?.length ?? 0;
    expect(rejections).toBe(r.expect.rejected ?? 0);
  }, 20_000);
});
