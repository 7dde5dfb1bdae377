import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('partial derivatives written in Leibniz notation before French words', () => {
  it.each([
    ['Calculer la dérivée partielle seconde ∂²f/∂x∂y de f(x,y) = x³y² + sin(xy)', '∂²f/∂x∂y = 6x²·y − x·y·sin(x·y) + cos(x·y)'],
    ['Calculer la dérivée partielle seconde ∂²f/∂y² de f(x,y) = x³y²', '∂²f/∂y² = 2x³'],
  ])('reads "de" as the word, not a differential: %s', (input, answer) => {
    const s = solve(input, { locale: 'fr' });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });
});
