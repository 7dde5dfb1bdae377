import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the antiderivative with a given value', () => {
  it.each([
    ['Trouver la primitive F de f(x) = 2x + 1 telle que F(1) = 0', 'fr', 'F = x^2 + x - 2'],
    ['Find the antiderivative of 3x^2 - 2 with F(0) = 5', 'en', 'F = x^3 - 2*x + 5'],
    ["Déterminer la primitive de f(x) = e^x qui s'annule en 0", 'fr', 'F = exp(x) - 1'],
    ['Déterminer la primitive de x ↦ cos x qui vaut 2 en 0', 'fr', 'F = sin(x) + 2'],
    ['find the antiderivative of 1/x whose graph passes through (1, 3)', 'en', 'F = ln(x) + 3'],
    ['Soit f(x) = 4x^3. Déterminer la primitive F de f telle que F(1) = 2.', 'fr', 'F = x^4 + 1'],
    ['Find the antiderivative G of g(t) = sin t such that G(0) = 0', 'en', 'G = 1 - cos(t)'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('states the condition it used', () => {
    expect(solve("primitive de f(x) = 2x qui s'annule en 1", { locale: 'fr' }).interpretation?.text).toContain('F(1) = 0');
  });

  it('leaves a condition on another function than the one named to the other readers', () => {
    expect(solve('Find the antiderivative G of g(t) = sin t such that F(0) = 0').answer).toBeNull();
  });
});
