import { describe, expect, it } from 'vitest';
import { solve } from '../../../solver/src/index';
import { MAX_SOLUTION_CHARS, solutionChars, withinOutputLimit } from './solver-pool-output';

describe('solution output limit', () => {
  it('counts the text of every field and keeps an ordinary solution as it is', () => {
    const solved = solve('2x + 3 = 7', { locale: 'en' });
    const chars = solutionChars(solved);
    expect(chars).toBeGreaterThan(solved.plainText.length);
    expect(chars).toBeLessThan(MAX_SOLUTION_CHARS);
    expect(withinOutputLimit(solved)).toBe(solved);
  });

  it('replaces a solution too long to save and send by a too_large refusal in its language', () => {
    const solved = solve('2x + 3 = 7', { locale: 'fr' });
    const huge = { ...solved, steps: [...solved.steps, { title: 'Long', explanation: 'x', formula: 'x'.repeat(MAX_SOLUTION_CHARS) }] };
    const refused = withinOutputLimit(huge);
    expect(refused.error?.code).toBe('too_large');
    expect(refused.error?.message).toMatch(/trop longue/);
    expect(refused.steps).toEqual([]);
    expect(refused.answer).toBeNull();
    expect(withinOutputLimit({ ...huge, locale: 'en' }).error?.message).toMatch(/too long/);
  });
});
