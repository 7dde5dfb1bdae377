import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a circle, its centre and radius, or its equation', () => {
  it.each([
    ['Find the centre and radius of the circle x^2 + y^2 - 4x + 6y - 3 = 0', 'en', 'Centre (2, -3), radius 4.'],
    ['Find the centre and radius of 2x^2 + 2y^2 - 8x + 4y - 8 = 0', 'en', 'Centre (2, -1), radius 3.'],
    ["Déterminer le centre et le rayon du cercle d'équation x^2 + y^2 - 2x + 4y - 4 = 0", 'fr', 'Centre (1 ; -2), rayon 3.'],
    ['Find the equation of the circle with centre (2, -3) and radius 5', 'en', '(x − 2)² + (y + 3)² = 25'],
    ['Find the equation of the circle with center (-1, 4) passing through (2, 8)', 'en', '(x + 1)² + (y − 4)² = 25'],
    ['Déterminer une équation du cercle de centre A(1 ; 2) et de rayon 3', 'fr', '(x − 1)² + (y − 2)² = 9'],
    ['Find the equation of the circle with centre (0, 0) and radius √7', 'en', 'x² + y² = 7'],
  ] as const)('%s', (input, locale, words) => {
    const s = solve(input, { locale });
    expect([s.finalAnswer, s.verified]).toEqual([words, true]);
  });

  it('says when the equation is no circle', () => {
    expect(solve('Find the centre and radius of x^2 + y^2 + 2x + 2y + 5 = 0', { locale: 'en' }).finalAnswer).toContain('This is not a circle');
  });

  it('completes the squares as a step', () => {
    const s = solve('Find the centre and radius of the circle x^2 + y^2 - 4x + 6y - 3 = 0', { locale: 'en' });
    expect(s.steps.map((x) => x.title)).toEqual(['Complete the squares', 'Read the centre and the radius']);
    expect(s.steps[0].formula).toBe('\\left(x - 2\\right)^{2} + \\left(y + 3\\right)^{2} = 16');
  });
});
