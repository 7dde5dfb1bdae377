import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('a part swept into the formula a reader took', () => {
  it('is named in a refusal, never stated back inside the integrand', () => {
    const s = solve('∫_1^∞ x^(-p) dx, p > 1');
    expect(s.error?.message).toBe('We could not read "p > 1" in your problem: we answer only what we fully understand. Rephrase it, or type the formula alone.');
    expect(s.interpretation).toBeUndefined();
    expect(solve('∫_0^1 x^n dx, n > -1', { locale: 'fr' }).error?.message).toContain('« n > -1 »');
  });

  it('leaves conditions the readers take as such, and plain formulas, alone', () => {
    expect(solve('∫_0^∞ e^(-a x) dx, a > 0').answer?.value).toBe('1/a');
    expect(solve('lim x->0 sin(x)/x').answer?.value).toBe('1');
  });
});
