import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('a potential asked as "f such that ∇f = (…)"', () => {
  it.each([
    ['find f such that ∇f = (2x y^3, 3x^2 y^2 + 1)', 'en', 'Potential function: x²·y³ + y'],
    ['trouver f telle que ∇f = (2xy, x^2 + 1)', 'fr', 'Fonction potentiel : x²·y + y'],
  ])('%s', (input, locale, answer) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });
});
