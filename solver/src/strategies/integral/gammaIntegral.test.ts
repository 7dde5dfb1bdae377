import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('∫_0^∞ x^(n + j) e^(−ax) dx with n a natural number', () => {
  it.each([
    ['∫_0^∞ x^n e^{-x} dx for n a positive integer', 'factorial(n)', 'n!'],
    ['∫_0^∞ x^(n+1) e^(-2x) dx, n ∈ ℕ', 'factorial(n + 1)/2^(n + 2)', '\\frac{(n + 1)!}{2^{n + 2}}'],
    ['∫_0^∞ 3x^n e^{-x/2} dx for every integer n ≥ 0', '3*2^(n + 1)*factorial(n)', '3\\cdot 2^{n + 1}\\cdot n!'],
  ])('%s = %s, by parts and induction, checked for n = 0 … 5', (input, value, latex) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'expr', value, latex });
    expect(s.verified).toBe(true);
    expect(s.steps.map((st) => st.title)).toEqual(['Name the integrals', 'Integrate by parts', 'Start and repeat', 'Answer']);
  });

  it('reads the French sheet, named integral and all', () => {
    const s = solve('Calculer I_n = ∫_0^{+∞} t^n e^{-t} dt pour n ∈ ℕ', { locale: 'fr' });
    expect(s.answer?.value).toBe('factorial(n)');
    expect(s.interpretation?.text).toBe("Calculer l'intégrale de 0 à ∞ de t^n·e^(-t) dt, avec n ∈ ℕ");
    expect(s.steps[1].title).toBe('Intégrer par parties');
    expect(s.verified).toBe(true);
  });

  it('leaves other integrands to the other methods, and refuses a condition on the variable', () => {
    expect(solve('∫_0^∞ x^n e^{-x^2} dx, n ∈ ℕ').verified).toBe(false);
    const v = solve('∫_0^∞ x^n e^{-x} dx (x ∈ ℕ)');
    expect(v.error?.message).toContain('(x in N)');
  });
});
