import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { exactLogAscii, logDiverges } from './factorialLog';

describe("factorial and binomial sequences by Stirling's formula", () => {
  it.each([
    ['lim_{n→∞} (n!)^{1/n}', 'oo'],
    ['\\lim_{n\\to\\infty} \\frac{\\sqrt[n]{n!}}{n}', 'exp(-1)'],
    ['lim_{n→∞} binomial(2n, n)/4^n', '0'],
    ['lim n→∞ C(2n,n)^(1/n)', '4'],
    ['lim n→∞ sqrt(n) binomial(2n,n)/4^n', '1/sqrt(pi)'],
    ['lim n→∞ n^n/(n! e^n)', '0'],
    ['lim n→∞ n!/n^(n/2)', 'oo'],
  ])('%s = %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('names the method in both languages', () => {
    expect(solve('lim n→∞ (n!)^(1/n)/n').steps.map((s) => s.title)).toContain("Stirling's formula");
    expect(solve('limite de (n!)^(1/n)/n', { locale: 'fr' }).steps.map((s) => s.title)).toContain('Formule de Stirling');
  });
});

describe('ln aₙ of a factorial sequence, exactly', () => {
  it('writes ln m! as lgamma(m + 1) and refuses a factorial in a sum', () => {
    expect(exactLogAscii('factorial(n)^(1/n)/n', 'n')).toBe('(1/n)*lgamma(n + 1) - ln(n)');
    expect(exactLogAscii('(factorial(n) + 2^n)/n^n', 'n')).toBeNull();
    expect(exactLogAscii('factorial(n)^n', 'n')).toBeNull();
  });

  it('tells a slow divergence (−½ ln n) from a convergence (1/n)', () => {
    expect(logDiverges('-ln(n)/2 + 1', 'n', -1)).toBe(true);
    expect(logDiverges('-1/n - 2', 'n', -1)).toBe(false);
    expect(logDiverges('n*ln(n)', 'n', 1)).toBe(true);
  });
});
