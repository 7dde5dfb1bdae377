import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the period and the amplitude of a sinusoid', () => {
  it.each([
    ['Find the period of y = 3sin(2x)', 'en', 'Period π.'],
    ['Find the amplitude of y = -4cos(3x)', 'en', 'Amplitude 4.'],
    ['Find the period and amplitude of y = 2sin(x/2) + 1', 'en', 'Period 4π, amplitude 2.'],
    ['Déterminer la période de f(x) = cos(πx/2)', 'fr', 'Période 4.'],
    ['What is the period of y = tan(3x)?', 'en', 'Period π/3.'],
    ['Find the amplitude of y = 5 - 2sin(4x - 1)', 'en', 'Amplitude 2.'],
  ] as const)('%s', (input, locale, words) => {
    const s = solve(input, { locale });
    expect([s.finalAnswer, s.verified]).toEqual([words, true]);
  });

  it('gives no amplitude to a tangent', () => {
    expect(solve('Find the amplitude of y = tan(2x)', { locale: 'en' }).answer).toBeNull();
  });
});
