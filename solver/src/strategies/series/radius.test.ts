import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';

describe('radius of convergence by the ratio test', () => {
  it.each([
    ['radius of convergence of Σ x^n/n!', 'oo'],
    ['radius of convergence of Σ n! x^n', '0'],
    ['radius of convergence of Σ n² x^n/5^n', '5'],
    ['rayon de convergence de la série entière Σ_{n≥0} 2^n x^n', '1/2'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('explains it with the French name of the test', () => {
    expect(solve('rayon de convergence de la série entière Σ_{n≥0} 2^n x^n', { locale: 'fr' }).steps[1].title).toBe("Appliquer le critère de d'Alembert");
  });

  it('the verifier follows |aₙ/aₙ₊₁| to the claimed radius', () => {
    const t = { kind: 'radius' as const, summand: 'n^2*x^n/5^n', index: 'n', variable: 'x' };
    expect(verifyTask(t, { kind: 'expr', value: '5' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '1/5' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: 'oo' })).toBe(false);
  });
});
