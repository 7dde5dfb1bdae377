import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('equations in a complex unknown', () => {
  it('gives complex roots for an equation in z or asked in ℂ, with steps in both languages', () => {
    const z = solve('z^2 + 2z + 5 = 0');
    expect(z.answer?.value).toBe('[-1 - 2*i, -1 + 2*i]');
    expect(z.verified).toBe(true);
    const fr = solve('résoudre dans C : z² − 4z + 13 = 0', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[2 - 3*i, 2 + 3*i]');
    expect(fr.steps.length).toBeGreaterThan(0);
    // zⁿ = w by the exponential form: the roots in order of their argument
    const cube = solve('z^3 = 1');
    expect(cube.answer?.value).toBe('[1, -1/2 + sqrt(3)/2*i, -1/2 - sqrt(3)/2*i]');
    expect(cube.method).toBe('algebra.polynomial.nth_roots');
    const quartic = solve('résoudre dans C z^4 = -1', { locale: 'fr' });
    expect(quartic.method).toBe('algebra.polynomial.nth_roots');
    expect(quartic.steps).toHaveLength(3);
    expect(quartic.answer?.value).not.toMatch(/\d\.\d/);
    // an equation in x keeps to the real numbers unless ℂ is asked for
    expect(solve('x^2 + 1 = 0').answer?.value).not.toContain('i');
  });
});

describe('words naming the kind of equation or value', () => {
  it('sets aside « bicarrée », "biquadratic", « valeur principale »', () => {
    const bi = solve('équation bicarrée z⁴ − 2z² + 4 = 0 dans ℂ', { locale: 'fr' });
    expect(bi.answer?.value).toBe('[(-sqrt(6) - sqrt(2)*i)/2, (-sqrt(6) + sqrt(2)*i)/2, (sqrt(6) - sqrt(2)*i)/2, (sqrt(6) + sqrt(2)*i)/2]');
    expect(bi.verified).toBe(true);
    const log = solve('valeur principale de Log(−1)', { locale: 'fr' });
    expect(log.answer?.value).toBe('pi*i');
    expect(log.verified).toBe(true);
  });
});

describe('a root given as a hint', () => {
  it('is read and checked, the equation solved in full', () => {
    const en = solve('z³ − 3z² + 4z − 2 = 0 (hint: z = 1 is a root)');
    expect(en.answer?.value).toBe('[1 - i, 1, 1 + i]');
    expect(en.verified).toBe(true);
    expect(solve('z³ + z² + z + 1 = 0 sachant que −1 est racine', { locale: 'fr' }).answer?.value).toBe('[-1, -i, i]');
    expect(solve('solve x^3 - 6x^2 + 11x - 6 = 0 given that x = 1 is a root').answer?.value).toBe('[1, 2, 3]');
  });

  it('refuses a hint that is no root, in both languages', () => {
    const en = solve('z^3 - 3z^2 + 4z - 2 = 0 (hint: z = 2 is a root)');
    expect(en.answer).toBeNull();
    expect(en.error?.message).toMatch(/hint says z = 2 is a root/);
    const fr = solve('z^3 - 3z^2 + 4z - 2 = 0 sachant que 2 est racine', { locale: 'fr' });
    expect(fr.error?.message).toMatch(/L'indication dit que z = 2 est racine/);
  });
});

describe('"over C" names the set, not a division', () => {
  it('solves z⁴ + 3z² − 4 = 0 over C in ℂ', () => {
    const s = solve('solve z^4 + 3z^2 - 4 = 0 over C');
    expect(s.answer?.value).toBe('[-1, -2*i, 2*i, 1]');
    expect(s.verified).toBe(true);
    expect(solve('3 over 4').answer?.value).toBe('3/4');
  });
});
