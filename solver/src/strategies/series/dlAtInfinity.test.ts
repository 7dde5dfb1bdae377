import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'fr') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value ?? null, verified: s.verified, error: s.error?.message ?? '' };
};

describe('expansions at +∞ in powers of 1/x', () => {
  it('takes a power of t = 1/x out of a root, in both languages', () => {
    const fr = answer("Donner le DL à l'ordre 2 en +∞ de sqrt(x^2+x+1) - x");
    expect(fr.value).toBe('3/(8*x) - 3/(16*x^2) + 1/2');
    expect(fr.verified).toBe(true);
    expect(answer('asymptotic expansion of \\sqrt{x^2+x+1} - x at infinity up to order 2', 'en').value).toBe('3/(8*x) - 3/(16*x^2) + 1/2');
  });

  it('divides by the power of t left in front, and factors a denominator', () => {
    expect(answer("développement asymptotique en +∞ de x ln(1+1/x) à l'ordre 2").value).toBe('1/(3*x^2) - 1/(2*x) + 1');
    expect(answer('DL_2(+∞) de x^2 ln(1 + 1/x) - x').value).toBe('1/(3*x) - 1/(4*x^2) - 1/2');
    const q = answer('Expansion of (t+1)/(t-2) at +∞ to order 3', 'en');
    expect(q.value).toBe('3/t + 6/t^2 + 12/t^3 + 1');
    expect(q.verified).toBe(true);
  });

  it('refuses −∞ instead of expanding at 0', () => {
    const r = answer("DL à l'ordre 2 au voisinage de -∞ de sqrt(x^2+1) + x");
    expect(r.value).toBeNull();
    expect(r.error).toContain('en −∞, posez x = −t');
  });
});
