import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): string | undefined => solve(input, { locale }).answer?.value;
const error = (input: string, locale: 'en' | 'fr' = 'en'): string | undefined => solve(input, { locale }).error?.message;

describe('a condition written after an equation', () => {
  it('restricts the solutions to the bound, in brackets or after a word', () => {
    expect(value('solve x^2 = 4 (x > 0)')).toBe('[2]');
    expect(value('solve 2x^2 = 8 (x < 0)')).toBe('[-2]');
    expect(value('solve x^2 - 9 = 0 for x > 0')).toBe('[3]');
    expect(value('solve x^2 - 5x + 6 = 0 with x > 2.5')).toBe('[3]');
    expect(value('solve x^2 - 1 = 0 for x ≥ -1')).toBe('[-1, 1]');
    expect(value('solve x^2 = 4, x > 0')).toBe('[2]');
    expect(value('résoudre x^2 = 9 pour x < 0', 'fr')).toBe('[-3]');
    expect(value('x^2 - 2x - 3 = 0 and x > 0')).toBe('[3]');
    expect(value('Résoudre x² = 9 et x < 0', 'fr')).toBe('[-3]');
    expect(value('solve 2x+1 > 3 and x < 5')).toBe('(1, 5)');
  });
  it('reads the sign in words: English "positive" excludes 0, French "positif" includes it', () => {
    expect(value('solve x^2 = x where x is positive')).toBe('[1]');
    expect(value('solve x^2 = 16 with x negative')).toBe('[-4]');
    expect(value('résoudre x^2 = x avec x positif', 'fr')).toBe('[0, 1]');
    expect(value('résoudre x^2 = x avec x strictement positif', 'fr')).toBe('[1]');
  });
  it('checks the kept roots against the interval, with an infinite end', () => {
    for (const input of ['solve x^2 = 4 (x > 0)', 'solve x^2 = 16 where x is positive', 'solve x^2 = 4 (x < -5)']) expect(solve(input, { locale: 'en' }).verified, input).toBe(true);
  });
  it('reads "dans ℝ" beside the condition', () => {
    expect(value('résoudre dans ℝ x^2 = 2 avec x > 0', 'fr')).toBe('[sqrt(2)]');
  });
  it('says which interval it kept in the interpretation', () => {
    expect(solve('solve x^2 = 4 (x > 0)', { locale: 'en' }).interpretation?.text).toContain('(0, ∞)');
  });
  it('joins a bound to an inequality as one more inequality', () => {
    expect(value('solve x^2 - 4 > 0 (x > 0)')).toBe('(2, oo)');
    expect(value('solve x^2 - 4 > 0 for x > 0')).toBe('(2, oo)');
  });
  it('refuses a condition it cannot apply, naming it, rather than dropping it', () => {
    expect(error('solve x^3 - x = 0, x ≠ 0')).toContain('x ≠ 0');
    expect(error('résoudre x^3 - x = 0 avec x ≠ 0', 'fr')).toContain('« x ≠ 0 »');
    expect(error('solve x^2 - x - 6 = 0 with x an integer')).toContain('integer');
  });
  it('refuses an inequality asked on an interval rather than answer outside it', () => {
    expect(value('solve sin x > 1/2 on [0, 2pi]')).toBeUndefined();
    expect(error('solve sin x > 1/2 on [0, 2pi]')).toContain('[0, 2*pi]');
  });
});
