import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { readRadius } from './radius';
import { solve } from '../solve';

describe('the radius of a power series whose coefficient is defined after it', () => {
  it('puts the coefficient in the general term', () => {
    expect(readRadius(normalize('Déterminer le rayon de convergence de la série entière ∑_{n≥0} a_n z^n avec a_n = 1/(1 + n²)'))).toMatchObject({ kind: 'radius', variable: 'z', summand: '(1/(1 + n^2))*z^n' });
    expect(readRadius(normalize('Find the radius of convergence of sum c_n x^n where c_n = n/2^n'))).toMatchObject({ variable: 'x', summand: '(n/2^n)*x^n' });
  });

  it('leaves a definition of another letter alone', () => {
    expect(readRadius(normalize('Find the radius of convergence of sum c_n x^n where b_n = n/2^n'))).toBeNull();
  });
});

describe('a power series whose bounds are said in words after its term', () => {
  it.each([
    ['Find the radius and interval of convergence for the power series sum n x^n / 4^n, n from 0 to infinity', 'en', '(-4, 4)'],
    ['Find the interval of convergence of sum n x^n / 4^n, n from 0 to infinity', 'en', '(-4, 4)'],
    ['Déterminer le rayon de convergence de Σ x^n/n!, n allant de 0 à +∞', 'fr', 'oo'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  }, 20_000);
});
