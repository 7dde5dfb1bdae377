import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { lengthLetter } from './lengthScale';

describe('a region whose size is a letter (a radius a or R, a height h)', () => {
  it.each([
    ['Find the centroid of the half-disk x^2 + y^2 ≤ a^2, y ≥ 0', 'en', '[[0], [4*a/(3*pi)]]'],
    ['Déterminer le centre de gravité du demi-disque D = {(x,y) : x² + y² ≤ R², y ≥ 0}.', 'fr', '[[0], [4*R/(3*pi)]]'],
    ['Find the centroid of the quarter disc $x^2+y^2\\le R^2$, $x\\ge 0$, $y\\ge 0$', 'en', '[[4*R/(3*pi)], [4*R/(3*pi)]]'],
    ['Soit D le demi-disque de rayon a, y ≥ 0. Déterminer son centre de gravité.', 'fr', '[[0], [4*a/(3*pi)]]'],
    ['Find the centroid of the upper half of the disk of radius R centered at the origin', 'en', '[[0], [4*R/(3*pi)]]'],
    ['Find the centroid of the solid hemisphere x^2 + y^2 + z^2 ≤ a^2, z ≥ 0', 'en', '[[0], [0], [3*a/8]]'],
    ['Find the moment of inertia about the z-axis of a homogeneous disc x^2 + y^2 ≤ a^2 with constant density k', 'en', 'a^4*k*pi/2'],
    ['Find the mass of the lamina x^2 + y^2 ≤ a^2, y ≥ 0 with density ρ(x,y) = y', 'en', '2*a^3/3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('takes "a" for a letter only where no word follows it', () => {
    expect(lengthLetter('a disk of radius a')).toBe('a');
    expect(lengthLetter('a disk x^2 + y^2 ≤ 4')).toBeNull();
    expect(lengthLetter('x^2 + y^2 ≤ a^2, z ≤ h')).toBeNull();
  });
});
