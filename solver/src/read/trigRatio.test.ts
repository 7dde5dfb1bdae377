import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('a trigonometric ratio from another and the quadrant', () => {
  it.each([
    ['Given sin θ = 3/5 and θ is acute, find cos θ', 'en', '4/5'],
    ['If cos A = -5/13 and 90° < A < 180°, find tan A', 'en', '-12/5'],
    ['Sachant que sin x = 0,6 et x ∈ ]π/2 ; π[, calculer cos x', 'fr', '-4/5'],
    ['If cos A = 0.6, find sin 2A given A is acute', 'en', '24/25'],
    ['Given tan x = 3/4 and x is in the third quadrant, find sin x', 'en', '-3/5'],
    ['If sin θ = 1/3 and θ is obtuse, find cos 2θ', 'en', '7/9'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('asks for the quadrant when the sign depends on it, in both languages', () => {
    expect(solve('Given sin θ = 3/5, find cos θ', { locale: 'en' }).error?.message).toContain('depends on the quadrant of θ');
    expect(solve('Sachant que sin x = 0,6, calculer cos x', { locale: 'fr' }).error?.message).toContain('dépend du quadrant de x');
  });

  it('needs no quadrant when the sign does not depend on it', () => {
    expect(solve('Given sin θ = 3/5, find cos 2θ', { locale: 'en' }).answer?.value).toBe('7/25');
  });
});
