import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import type { ProblemInput } from '../strategy';
import { readLineIntegral } from './lineIntegral';

describe('a closed curve run the way said, once round', () => {
  it('turns the integral round when the curve is said to run clockwise, in both languages', () => {
    for (const q of [
      'Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos t, y = 2 sin t, traversed clockwise.',
      'Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos t, y = 2 sin t, oriented clockwise.',
    ]) expect(solve(q, { locale: 'en' }).answer?.value, q).toBe('-12*pi');
    expect(solve("Calculer ∮_C −y dx + x dy où C est l'ellipse x = 3 cos t, y = 2 sin t, parcourue dans le sens horaire.", { locale: 'fr' }).answer?.value).toBe('-12*pi');
    expect(solve('Evaluate ∫_C −y dx + x dy where x = cos t, y = sin t, 0 ≤ t ≤ 2π, clockwise.', { locale: 'en' }).answer?.value).toBe('-2*pi');
    // a parametrisation already clockwise, said counterclockwise
    expect(solve('Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos t, y = -2 sin t, counterclockwise.', { locale: 'en' }).answer?.value).toBe('12*pi');
    expect(solve('Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos t, y = 2 sin t.', { locale: 'en' }).answer?.value).toBe('12*pi');
  }, 30_000);

  it('runs a curve once round over its smallest period', () => {
    const ELLIPSE_TWICE = 'Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos 2t, y = 2 sin 2t.';
    const task = readLineIntegral({ text: ELLIPSE_TWICE, raw: ELLIPSE_TWICE } as ProblemInput);
    expect(task).toMatchObject({ bounds: ['0', 'pi'] });
  });
});

describe('a circle in a horizontal plane, its radius perhaps a letter', () => {
  it.each([
    ["Use Stokes' theorem to evaluate ∮_C F · dr where F = (−y, x, z) and C is the circle x^2 + y^2 = 4 in the plane z = 0, oriented counterclockwise.", 'en', '8*pi'],
    ['Calculer la circulation de F = (-y, x, z²) le long du cercle x² + y² = R² dans le plan z = 3, parcouru dans le sens direct.', 'fr', '2*R^2*pi'],
    ['Evaluate the line integral of F = (z, x, y) around the circle of radius a centred at the origin in the xy-plane, counterclockwise.', 'en', 'a^2*pi'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a helix run between two of its points', () => {
  it.each([
    ['Find the work done by the force field F(x,y,z) = −½x i − ½y j + ¼ k on a particle that moves along the helix r(t) = cos t i + sin t j + t k from (1,0,0) to (−1,0,3π).', '3*pi/4', 'en'],
    ['Find the work done by F = (y, x, z) along the helix r(t) = (cos t, sin t, t) from (1, 0, 0) to (1, 0, 4π)', '8*pi^2', 'en'],
    ["Calculer le travail du champ F = (−y, x, 1) le long de l'hélice r(t) = (cos t, sin t, t) du point (1, 0, 0) au point (−1, 0, 3π).", '6*pi', 'fr'],
  ])('%s → %s', (input, expected, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  }, 30_000);
});
