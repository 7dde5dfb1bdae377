import { describe, expect, it, vi } from 'vitest';
import { solve } from '../solve';

// each case solves and verifies a multiple integral: slow on a loaded machine
vi.setConfig({ testTimeout: 30_000 });

const run = (input: string, locale: 'en' | 'fr' = 'en') => solve(input, { locale });

describe('volumes of solids whose sizes are several letters', () => {
  it.each([
    ['Find the volume of the ellipsoid x^2/a^2 + y^2/b^2 + z^2/c^2 = 1 using the substitution x = au, y = bv, z = cw.', 'en'],
    ['Using a triple integral, find the volume of the ellipsoid with semi-axes a, b and c.', 'en'],
    ["Calculer le volume de l'ellipsoïde x²/a² + y²/b² + z²/c² ≤ 1.", 'fr'],
    ["Soit E l'ellipsoïde d'équation $\\frac{x^2}{a^2}+\\frac{y^2}{b^2}+\\frac{z^2}{c^2}=1$. Calculer son volume.", 'fr'],
  ])('the ellipsoid: %s', (input, locale) => {
    const s = run(input, locale as 'en' | 'fr');
    expect(s.answer?.value).toBe('4*a*b*c*pi/3');
    expect(s.verified).toBe(true);
  });

  it.each([
    ['Find the volume of the tetrahedron bounded by the coordinate planes and the plane x/a + y/b + z/c = 1.', 'a*b*c/6', 'en'],
    ['Find the volume of the solid in the first octant under the plane x/p + y/q + z/s = 1', 'p*q*s/6', 'en'],
    ['Calculer le volume du tétraèdre limité par les plans de coordonnées et le plan x/a + y/b + z/c = 1', 'a*b*c/6', 'fr'],
  ])('the tetrahedron cut by x/a + y/b + z/c = 1: %s', (input, expected, locale) => {
    const s = run(input, locale as 'en' | 'fr');
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  });

  it('reads the integral asked as the method, not as an integral to parse', () => {
    const en = run('Use a triple integral to find the volume of a right circular cone having radius R and height h.');
    expect(en.answer?.value).toBe('R^2*h*pi/3');
    const fr = run("Calculer, à l'aide d'une intégrale triple, le volume du cône de rayon R et de hauteur h.", 'fr');
    expect(fr.answer?.value).toBe('R^2*h*pi/3');
    expect(fr.verified).toBe(true);
  });

  it('leaves half an ellipsoid and a radius called r (the coordinate of the bounds) unanswered', () => {
    expect(run('Find the volume of the upper half of the ellipsoid x^2/a^2+y^2/b^2+z^2/c^2 <= 1').answer).toBeFalsy();
    const cone = run('Find the volume of a cone of radius r and height h');
    expect(cone.verified).toBe(false);
    expect(cone.answer?.value ?? null).not.toBe('0');
  });
});

describe('regions sized by several letters, or by one that is no stretch', () => {
  it.each([
    ['Calculer le volume du domaine D = {(x,y,z) ∈ R³ : x² + y² ≤ R², 0 ≤ z ≤ h}', 'R^2*h*pi', 'fr'],
    ['Find the volume of the solid cylinder x^2 + y^2 <= a^2, 0 <= z <= h', 'a^2*h*pi', 'en'],
    ['Find the volume of the solid bounded by the paraboloid z = x^2 + y^2 and the plane z = h', 'h^2*pi/2', 'en'],
    ['Calculer le volume du domaine limité par le paraboloïde z = x² + y² et le plan z = h', 'h^2*pi/2', 'fr'],
  ])('%s → %s', (input, expected, locale) => {
    const s = run(input, locale as 'en' | 'fr');
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  });

  it('never reads a ball cut by another level than z = 0 as the whole ball', () => {
    expect(run('Find the volume of the solid inside x^2+y^2+z^2 <= 9 with z >= 1').answer?.value ?? null).not.toBe('36*pi');
    expect(run('Find the volume of the part of the ball x^2+y^2+z^2 <= 4 above the plane z = 1').answer?.value ?? null).not.toBe('32*pi/3');
  });
});

describe('an ellipsoid written with numbers', () => {
  it.each([
    ['Find the volume of the ellipsoid x^2/4 + y^2/9 + z^2/16 = 1', '32*pi', 'en'],
    ['Find the volume enclosed by the ellipsoid 4x^2 + 9y^2 + z^2 = 36', '48*pi', 'en'],
    ["Calculer le volume de l'ellipsoïde x²/9 + y²/4 + z² ≤ 1", '8*pi', 'fr'],
  ])('%s → %s', (input, expected, locale) => {
    const s = run(input, locale as 'en' | 'fr');
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  });
});
