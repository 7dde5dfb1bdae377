import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { cancelFactorials } from './factorialCancel';

describe('sequences whose factorials cancel', () => {
  it('writes each factorial with the smallest of its family', () => {
    expect(cancelFactorials('factorial(n + 1)/(factorial(n)*n)', 'n')?.term).toBe('(n + 1)/n');
    expect(cancelFactorials('factorial(n)/factorial(n + 2)', 'n')?.term).toBe('1/((n + 1)*(n + 2))');
    expect(cancelFactorials('factorial(n)/(factorial(2)*factorial(n - 2))', 'n')?.term).toBe('n*(n - 1)/2');
  });
  it('leaves factorials that do not differ by a whole number to other methods', () => {
    expect(cancelFactorials('factorial(2*n)/factorial(n)^2', 'n')).toBeNull();
    expect(cancelFactorials('factorial(n)/n^n', 'n')).toBeNull();
  });
  it.each([
    ['lim_{n→∞} n!/(n+1)!', '0'],
    ['lim (n+2)!/(n!·n^2) as n→∞', '1'],
    ['lim_{n→∞} C(n, 2)/n²', '1/2'],
    ['lim_{n→∞} binomial(n, 3)/n^3', '1/6'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Cancel the factorials');
  });
  it('explains the cancellation in French', () => {
    const s = solve("limite de (n+1)!/(n!·n) quand n tend vers l'infini", { locale: 'fr' });
    expect(s.answer?.value).toBe('1');
    expect(s.steps[0].explanation).toContain('se simplifient');
  });
});
