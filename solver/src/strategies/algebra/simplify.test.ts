import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';
import { normalize } from '../../parse/normalize';
import type { SolveContext } from '../../strategy';
import { simplifyStrategy } from './simplify';

describe('simplify and expand', () => {
  it('cancels common factors of a rational expression', () => {
    const { en, fr } = both('simplifier (x^2+5x+6)/(x^2-4)');
    expect(en.answer?.value).toBe('(x + 3)/(x - 2)');
    expect(titles(en)).toEqual(['Factor the numerator and the denominator', 'Cancel the common factors']);
    expect(titles(fr)).toEqual(['Factoriser le numérateur et le dénominateur', 'Simplifier par les facteurs communs']);
    expect(en.steps[1].explanation).toContain('x ≠ −2');
    expect(both('simplify \\frac{x^2-9}{x+3}').en.answer?.value).toBe('x - 3');
  });
  it('expands and collects like terms', () => {
    const a = both('expand (x+3)^2');
    expect(a.en.answer?.value).toBe('x^2 + 6*x + 9');
    expect(titles(a.en)[0]).toBe('Use the square identity');
    const b = both('développer (2x-3)(x+4)');
    expect(b.en.answer?.value).toBe('2*x^2 + 5*x - 12');
    expect(titles(b.fr)[0]).toBe('Distribuer');
    expect(both('simplify 2x+3x-4+x^2').en.answer?.value).toBe('x^2 + 5*x - 4');
  });
  it('writes the identity or the distribution out, signs carried by the operations, in one step', () => {
    const a = both('développer (2x - 1)^2');
    expect(a.fr.steps).toHaveLength(1);
    expect(a.fr.steps[0].explanation).toMatch(/^\(a − b\)² = a² − 2ab \+ b²/);
    expect(a.fr.steps[0].formula).toBe('\\left(2x - 1\\right)^{2} = \\left(2x\\right)^{2} - 2 \\times 2x \\times 1 + 1^{2} = 4x^{2} - 4x + 1');
    const b = both('expand (x - 2)(x^2 + 1)');
    expect(b.en.steps).toHaveLength(1);
    expect(b.en.steps[0].formula).toBe('\\left(x - 2\\right)\\left(x^{2} + 1\\right) = x \\times x^{2} + x - 2 \\times x^{2} - 2 = x^{3} - 2x^{2} + x - 2');
  });
  it('cancels common factors of a fraction in several letters, steps in both languages', () => {
    const { en, fr } = both('simplify (a^2 - b^2)/(a - b)');
    expect(en.answer?.value).toBe('a + b');
    expect(en.verified).toBe(true);
    expect(titles(en)).toEqual(['Factor the numerator and the denominator', 'Cancel the common factors']);
    expect(titles(fr)).toEqual(['Factoriser le numérateur et le dénominateur', 'Simplifier les facteurs communs']);
  });
  it('expands around e and π without turning them into decimals', () => {
    const a = both('expand (e^x + 1)^2');
    expect(a.en.answer?.value).toBe('2*e^x + e^(2*x) + 1');
    expect(a.en.verified).toBe(true);
    expect(titles(a.fr)[0]).toBe('Développer');
    expect(both('expand (e^x - e^(-x))^2').en.answer?.value).toBe('e^(2*x) + e^(-2*x) - 2');
  });
  it('uses identities through the CAS, checked at random points', () => {
    const { en } = both('simplify sin(x)^2+cos(x)^2');
    expect(en.answer?.value).toBe('1');
    expect(en.verified).toBe(true);
  });

  it('leaves a letter raised to a power beyond a thousand, rather than spend the time limit on it', () => {
    const ctx: SolveContext = { locale: 'en', checkTime: () => undefined };
    expect(simplifyStrategy.solve(normalize('81*sqrt(3)/b^14400'), ctx)).toBeNull();
    expect(simplifyStrategy.solve(normalize('9*9√3÷b5!²'), ctx)).toBeNull();
  });
});
