import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const count = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return [s.answer?.value, s.verified, s.finalAnswer];
};

describe('the number of solutions of an equation', () => {
  it('solves the equation, then counts its solutions, in English and French', () => {
    expect(count('How many real roots does x^2 + x + 1 = 0 have?')).toEqual(['0', true, 'No real solution.']);
    expect(count('How many roots does x^3 - 6x^2 + 11x - 6 = 0 have?')).toEqual(['3', true, '3 real solutions: x = 1 or x = 2 or x = 3.']);
    expect(count('Combien de solutions réelles l’équation x^2 - 5x + 6 = 0 admet-elle ?', 'fr')).toEqual(['2', true, '2 solutions réelles : x = 2 ou x = 3.']);
    expect(count('How many solutions does sin x = 1/2 have on [0, 2π)?')[0]).toBe('2');
    expect(count('How many complex roots does z^4 = 1 have?')[0]).toBe('4');
  });

  it('counts the zeros of a function named by its graph, never solving for x in terms of y', () => {
    expect(count('How many x-intercepts does y = x^2 - 4 have?')[0]).toBe('2');
    expect(count('How many zeros does f(x) = x^2 + 4 have?')[0]).toBe('0');
    expect(solve('How many roots does x^2 + kx + 1 = 0 have?').answer).toBeNull();
  });

  it('states what is counted', () => {
    expect(solve('How many real roots does x^2 + x + 1 = 0 have?').interpretation?.text).toBe('Count the solutions of x² + x + 1 = 0 in ℝ: solve for x, then count');
  });
});
