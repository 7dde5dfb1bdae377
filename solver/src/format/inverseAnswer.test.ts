import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('an inverse function stated alone', () => {
  it('says its domain, never the cases of the equation solved for it, in both languages', () => {
    expect(solve('Find the inverse of f(x) = (2x-3)/(x+4).', { locale: 'en' }).finalAnswer).toBe('f⁻¹(x) = (-4x − 3)/(x − 2) (for x ≠ 2)');
    expect(solve('Find the inverse function of $g(x) = \\frac{x+1}{x-3}$', { locale: 'en' }).finalAnswer).toBe('g⁻¹(x) = (3x + 1)/(x − 1) (for x ≠ 1)');
    expect(solve('Déterminer la réciproque de f(x) = (x+2)/(x-1).', { locale: 'fr' }).finalAnswer).toBe('f⁻¹(x) = (x + 2)/(x − 1) (pour x ≠ 1)');
    expect(solve('What is the inverse of h(x) = 3x - 5?', { locale: 'en' }).finalAnswer).toBe('h⁻¹(x) = x/3 + 5/3');
  }, 30_000);
});
