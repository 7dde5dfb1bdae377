import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';

describe('sequence limits by the ratio of consecutive terms', () => {
  it('sends factorial and power sequences to 0 or +∞, verified, in English and French', () => {
    for (const [input, value] of [
      ['lim_{n→∞} n!/n^n', '0'],
      ['lim n→∞ 2^n/n!', '0'],
      ['limite de la suite u_n = n!/n^n', '0'],
      ['lim n→∞ (n!)^2/(2n)!', '0'],
      ['lim n→∞ n!/2^n', 'oo'],
    ]) {
      for (const locale of ['en', 'fr'] as const) {
        const s = solve(input, { locale });
        expect(s.answer?.value, input).toBe(value);
        expect(s.verified, input).toBe(true);
        expect(s.method).toBe('limit.ratio');
        for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
      }
    }
  });

  it('reads an exclamation mark after a term as a factorial, not as the end of a sentence', () => {
    expect(solve('lim n→∞ 3^n/n!').answer?.value).toBe('0');
  });
});
