import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('an integral that is one term of a longer expression', () => {
  it.each([
    ['Evaluate ∫_0^1 e^x dx − 1', 'en'],
    ['Evaluate 3∫_0^1 x dx + 1', 'en'],
    ['Evaluate 2 + ∫_0^3 x dx', 'en'],
    ['Evaluate \\int_0^1 x\\,dx - \\frac{1}{2}', 'en'],
    ['Evaluate ∫_0^π sin x dx + ∫_0^1 x dx', 'en'],
    ['Calculer 1 + ∫_0^2 x dx', 'fr'],
    ['Calculer ∫_0^1 e^x dx − e', 'fr'],
    ['Calculer x^2 + ∫_0^1 t dt', 'fr'],
    ['Evaluate 2 + 3∫_0^1 x dx', 'en'],
    ['∫ dx/(x+1) - 1', 'en'],
    ['Calculer ∫_0^1 dx/(1 + x^2) + 2', 'fr'],
  ] as const)('refuses %s rather than move the other term inside or read dx as d·x', (input, locale) => {
    const s = solve(input, { locale });
    expect(s.verified).toBe(false);
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(locale === 'fr' ? "n'est qu'un terme" : 'one term of a longer expression');
  });

  it('refuses a differential closing a bracket opened before the sign rather than read it as d·x', () => {
    const s = solve('Evaluate (−∫_0^1 x dx)');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('could not read the integral');
  });

  it('reads a function defined with a difference before the integral', () => {
    const s = solve('Given f(x) = x - 1, find ∫_0^2 f(x) dx');
    expect(s.answer?.value).toBe('0');
    expect(s.verified).toBe(true);
  });

  it.each([
    ['Compute 2∫_0^1 x dx', '1'],
    ['Evaluate -∫_0^1 x dx', '-1/2'],
    ['Evaluate ∫_0^1 (x + 1) dx', '3/2'],
    ['Evaluate ∫_0^1 x dx = ?', '1/2'],
  ])('still reads a factor before the sign or a lone integral: %s = %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a factor written after the differential', () => {
  it.each([
    ['Compute ∫_0^1 x^2 dx × 3.', 'en', '1'],
    ['Compute ∫_0^2 x dx · 5', 'en', '10'],
    ['Evaluate ∫_1^2 1/x dx × ln(2)', 'en', 'ln(2)^2'],
    ['Calculer ∫_0^π sin(x) dx × 2', 'fr', '4'],
  ] as const)('multiplies the integral: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
  it('refuses a factor holding the variable rather than read dx · x as d·x·x', () => {
    const s = solve('Compute ∫_0^1 x dx · x');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('one term of a longer expression');
  });
});
