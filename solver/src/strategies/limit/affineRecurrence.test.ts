import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a recurrence u(n+1) = a·u(n) + b moving away from its fixed point', () => {
  it.each([
    ['Soit u_{n+1} = 1,5 u_n − 1 avec u_0 = 1. Déterminer la limite de (u_n).', 'fr', '-oo'],
    ['Soit u_{n+1} = 1,2 u_n avec u_0 = 1. Déterminer la limite de (u_n).', 'fr', 'oo'],
    ['Let u_{n+1} = 2u_n - 3 with u_0 = 5. Find the limit of (u_n).', 'en', 'oo'],
  ] as const)('tends to ±∞ with the sign of u₀ − ℓ, checked on the terms: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads an arithmetic sequence as tending to ∞ with the sign of its difference', () => {
    expect(solve('Let u_{n+1} = u_n - 2 with u_1 = 4. Find the limit of (u_n).', { locale: 'en' }).answer?.value).toBe('-oo');
    // a slow climb is still checked: its steps never shrink
    const slow = solve('u_{n+1} = u_n + 0,5 avec u_0 = 1. Déterminer la limite de u_n', { locale: 'fr' });
    expect(slow.answer?.value).toBe('oo');
    expect(slow.verified).toBe(true);
  });

  it('keeps the fixed point when the sequence starts on it, and the limit of a contraction', () => {
    expect(solve('Soit u_{n+1} = 2 u_n - 3 avec u_0 = 3. Déterminer la limite de (u_n).', { locale: 'fr' }).answer?.value).toBe('3');
    expect(solve('Soit u_{n+1} = 0,5 u_n + 3 avec u_0 = 2. Déterminer la limite de (u_n).', { locale: 'fr' }).answer?.value).toBe('6');
  });

  it('says there is no limit when the ratio is −1 or less, in both languages', () => {
    const fr = solve('Soit u_{n+1} = -2 u_n + 3 avec u_0 = 0. Déterminer la limite de (u_n).', { locale: 'fr' });
    expect(fr.answer).toBeNull();
    expect(fr.error?.message).toMatch(/n'a pas de limite/);
    expect(solve('Let u_{n+1} = -2u_n + 3 with u_0 = 0. Find the limit of (u_n).', { locale: 'en' }).error?.message).toMatch(/has no limit/);
  });
});
