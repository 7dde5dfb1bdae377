import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { SolverError } from '../errors';
import { readFlux } from './flux';

describe('flux of a field through a surface', () => {
  it('uses the divergence theorem for a closed surface and F·(−g_x, −g_y, 1) for a graph', () => {
    expect(readFlux(normalize('Find the flux of F = (x, y, z) outward through the sphere x^2 + y^2 + z^2 = 4'))).toMatchObject({ integrand: '3', coordinates: 'spherical', flux: { field: ['x', 'y', 'z'] } });
    expect(readFlux(normalize('flux of F = (x, y, z) through the paraboloid z = 4 - x^2 - y^2 above the xy-plane, oriented downward'))).toMatchObject({ flux: { graph: '4 - x^2 - y^2', reversed: true } });
  });

  it.each([
    ['Find the flux of F = (x, y, z) outward through the sphere x^2 + y^2 + z^2 = 4', '32π', 'en', /outward through the boundary of the solid .* by the divergence theorem/],
    ['Calculer le flux sortant de F = (x, y, z) à travers la sphère de rayon 2', '32π', 'fr', /par la formule d’Ostrogradski/],
    ['flux of F = (x^2, y^2, z^2) out of the cube [0,1]×[0,1]×[0,1]', '3', 'en', /divergence theorem/],
    ['Find the outward flux of F = <x^2, y^2, z^2> across the unit sphere', '0', 'en', /0 ≤ ρ ≤ 1/],
    ['Calculer le flux sortant de F = (x, y, z) à travers la sphère unité', '4π', 'fr', /0 ≤ ρ ≤ 1/],
    ['Compute the flux of F = (0, 0, z) through the surface z = x^2 + y^2, x^2+y^2 ≤ 1, oriented upward', 'π/2', 'en', /through the surface z = x² \+ y² .* oriented upward/],
    ['flux of F = (x, y, z) through the part of the plane x + y + z = 1 in the first octant, oriented upward', '1/2', 'en', /z = 1 − x − y/],
    ['flux of F = (x, y, z) through the paraboloid z = 4 - x^2 - y^2 above the xy-plane, oriented downward', '-24π', 'en', /oriented downward/],
  ])('%s', (input, answer, locale, reading) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it('refuses a surface it does not read, and outward on an open graph', () => {
    const open = readFlux(normalize("Flux du champ F = (x, y, 0) à travers l'hyperboloïde x² + y² − z² = 1, 0 ≤ z ≤ 2, orienté vers l'extérieur"));
    expect(open).toBeInstanceOf(SolverError);
    expect((open as SolverError).text.fr).toMatch(/cette surface n’a pas été lue/);
    expect((open as SolverError).text.en).toMatch(/this surface was not read/);
    // the side of a cylinder is read, by its parametrisation
    expect(solve("Flux du champ F = (x, y, 0) à travers le cylindre x² + y² = 1, 0 ≤ z ≤ 2, orienté vers l'extérieur", { locale: 'fr' }).answer?.value).toBe('4*pi');
    const side = readFlux(normalize('flux of F = (x, y, z) outward through the surface z = x^2 + y^2 over the disk x^2 + y^2 <= 1'));
    expect((side as SolverError).text.en).toMatch(/upward or downward/);
  });

  it('reads the divergence theorem named instead of the flux, and a field in unit-vector notation', () => {
    expect(solve('Use the divergence theorem to find the outward flux of F = 2x i + y j - z k through the cube 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, 0 ≤ z ≤ 1').answer?.value).toBe('2');
    const gauss = solve('Let F = (x y, y z, x z) and E the box 0 ≤ x ≤ 1, 0 ≤ y ≤ 2, 0 ≤ z ≤ 1. Verify the divergence theorem for F on E.');
    expect(gauss.answer?.value).toBe('4');
    expect(gauss.verified).toBe(true);
    const planes = solve('Use the divergence theorem for F = yi + xj + 2zk over the cube bounded by the planes x = 0, y = 0, z = 0 and x = 2, y = 2, z = 2, outward');
    expect(planes.interpretation?.text).toContain('0 ≤ x ≤ 2');
    expect(planes.answer?.value).toBe('16');
  });
});

describe('a sphere whose equation ends the sentence', () => {
  it.each([
    ['Use the divergence theorem to find the outward flux of F = x^3 i + y^3 j + z^3 k across the sphere x^2 + y^2 + z^2 = 1.', 'en', '12*pi/5'],
    ['Calculer le flux sortant de F = (x, y, z) à travers la sphère x^2+y^2+z^2 = 4.', 'fr', '32*pi'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a field along one unit vector, and « à travers » after a field in unit vectors', () => {
  it.each([
    ['Find the flux of F = z k outward through the sphere x^2 + y^2 + z^2 = 4.', 'en', '32*pi/3'],
    ["Calculer le flux de F = x² i à travers la sphère unité, orientée vers l'extérieur.", 'fr', '0'],
    ["Calculer le flux de F = x i + y j + z k à travers la sphère unité, orientée vers l'extérieur.", 'fr', '4*pi'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
