import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('sums of power series recognised as a standard function', () => {
  it.each([
    ['Σ_{n=0}^∞ (−1)^n x^(2n)/(2n)!', 'cos(x)'],
    ['Σ_{n=0}^∞ (-1)^n x^(2n+1)/(2n+1)!', 'sin(x)'],
    ['Σ_{n=0}^∞ x^(2n)/(2n)!', 'cosh(x)'],
    ['Σ_{n=0}^∞ (-1)^n x^(2n+1)/(2n+1)', 'atan(x)'],
    ['Σ_{n=0}^∞ x^(2n)', '1/(-x^2 + 1)'],
    ['Σ_{n=0}^∞ 2^n x^n/n!', 'e^(2*x)'],
    ['Σ_{n=1}^∞ (-1)^(n+1) x^n/n', 'ln(x + 1)'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('sums a numeric series as the standard function at that number', () => {
    expect(solve('sum of the series Σ_{n=0}^∞ (-1)^n π^(2n)/(2n)!')).toMatchObject({ answer: { value: '-1' }, verified: true });
    expect(solve('Σ_{n=0}^∞ (-1)^n (π/2)^(2n+1)/(2n+1)!')).toMatchObject({ answer: { value: '1' }, verified: true });
  });

  it('names the series it uses, in both languages', () => {
    const s = solve('somme de la série entière Σ_{n≥0} (−1)^n x^(2n)/(2n)!', { locale: 'fr' });
    expect(s.answer?.value).toBe('cos(x)');
    expect(s.steps[0]).toMatchObject({ title: 'Reconnaître une série usuelle' });
    expect(s.steps[0].explanation).toContain('la série de cos');
  });

  it('a term off by a factor that is not constant is no standard series', () => {
    expect(solve('Σ_{n=0}^∞ n x^(2n)/(2n)!').answer?.value).not.toBe('cosh(x)');
  });
});
