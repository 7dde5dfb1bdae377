import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { readPartialSumLimit } from './partialSumLimit';
import { solve } from '../solve';

const read = (s: string) => readPartialSumLimit(normalize(s));

describe('the limit of partial sums is the sum of the series', () => {
  it.each([
    ['lim_{n→∞} Σ_{k=0}^{n} 1/2^k', { summand: '1/2^k', index: 'k', lo: '0', hi: 'oo' }],
    ['limit as n → ∞ of Σ_{k=1}^{n} (2/3)^k', { summand: '(2/3)^k', lo: '1' }],
    ['limite quand n tend vers +∞ de Σ_{k=1}^{n} 1/k^2', { summand: '1/k^2', lo: '1' }],
  ])('%s', (input, task) => {
    expect(read(input)).toMatchObject({ kind: 'sum', ...task });
  });

  it('leaves a term that depends on n (a Riemann sum) and a sum to another bound alone', () => {
    expect(read('lim_{n→∞} Σ_{k=1}^{n} k/n^2')).toBeNull();
    expect(read('lim_{n→∞} Σ_{k=1}^{2n} 1/k^2')).toBeNull();
  });

  it('answers "Let S_n = Σ …. Find lim S_n." with the sum, checked', () => {
    const s = solve('Let S_n = Σ_{k=1}^{n} 1/(k(k+1)). Find lim S_n.');
    expect(s.answer?.value).toBe('1');
    expect(s.verified).toBe(true);
  });
});
