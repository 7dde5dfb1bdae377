import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { SolverError } from '../errors';
import { readSurfaceArea } from './surfaceArea';

describe('the area of a surface z = g(x, y) over a plane region', () => {
  it('integrates the area element over the region named after the surface', () => {
    expect(readSurfaceArea(normalize('area of the surface z = x^2 + y^2 over the disk x^2 + y^2 <= 4'))).toMatchObject({ integrand: 'sqrt(4*x^2 + 4*y^2 + 1)', surface: 'x^2 + y^2', coordinates: 'polar' });
    expect(readSurfaceArea(normalize('surface area of the part of the plane 2x + y + z = 4 in the first octant'))).toMatchObject({ surface: '4 - 2*x - y', bounds: [{ variable: 'y', lo: '0', hi: '4 - 2*x' }, { variable: 'x', lo: '0', hi: '2' }] });
  });

  it.each([
    ['Find the area of the part of the paraboloid z = x^2 + y^2 that lies under the plane z = 1', '5π·√(5)/6 − π/6', 'en'],
    ["Calculer l'aire de la portion du paraboloïde z = x² + y² située au-dessus du disque x² + y² ≤ 4", '17π·√(17)/6 − π/6', 'fr'],
    ['Find the surface area of z = 2 + 3x + 4y over the rectangle 0 ≤ x ≤ 1, 0 ≤ y ≤ 2', '2√(26)', 'en'],
    ['area of the paraboloid z = 4 - x^2 - y^2 above the xy-plane', '17π·√(17)/6 − π/6', 'en'],
    ['area of the part of z = xy inside the cylinder x^2 + y^2 = 1', '4π·√(2)/3 − 2π/3', 'en'],
  ])('%s → %s', (input, expected, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.finalAnswer).toBe(expected);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(/area of the surface z =|aire de la surface z =/);
  });

  it('refuses a surface whose region it cannot read instead of giving the area of a region alone', () => {
    const r = readSurfaceArea(normalize('Find the area of the part of the sphere x^2 + y^2 + z^2 = 4 inside the cylinder x^2 + y^2 = 1'));
    expect(r).toBeInstanceOf(SolverError);
    expect((r as SolverError).text.en).toMatch(/region under the surface whose area is asked/);
    expect((r as SolverError).text.fr).toMatch(/domaine sous la surface dont l'aire est demandée/);
  });

  it('leaves the area of a plane region to the region readers', () => {
    expect(readSurfaceArea(normalize('area of the disk x^2+y^2 <= 4'))).toBeNull();
    expect(readSurfaceArea(normalize('find the volume under z = x² + y² above the rectangle [0,1] × [0,2]'))).toBeNull();
  });
});

describe('the surface integral of a function over a graph z = g(x, y)', () => {
  it.each([
    ['Evaluate the surface integral ∬_S y dS where S is the surface z = x + y^2, 0 ≤ x ≤ 1, 0 ≤ y ≤ 2', '13*sqrt(2)/3', 'en'],
    ['∬_S xyz dS, S is the part of the plane x + y + z = 1 in the first octant', 'sqrt(3)/120', 'en'],
    ["Calculer l'intégrale de surface de z sur la partie du paraboloïde z = x^2 + y^2 située au-dessus du disque x^2 + y^2 ≤ 1", 'pi/60 + 5*pi*sqrt(5)/12', 'fr'],
  ])('takes f on the surface times its area element: %s', (input, value, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(/surface integral of|intégrale de surface de/);
  });

  it('refuses a surface it cannot read as a graph, in both languages, rather than integrate f·d·S over a plane region', () => {
    const r = readSurfaceArea(normalize('evaluate ∬_S x^2 dS where S is the torus obtained by rotating a circle'));
    expect(r).toBeInstanceOf(SolverError);
    expect((r as SolverError).text.en).toMatch(/could not read the surface of this surface integral/);
    expect((r as SolverError).text.fr).toMatch(/pas pu lire la surface de cette intégrale de surface/);
  });

  it('leaves a field dotted with dS to the flux reader', () => {
    expect(readSurfaceArea(normalize('∬_S F · dS where F = (x, y, z) and S is the surface z = 1 - x^2 - y^2 above the xy-plane'))).toBeNull();
  });
});

describe('surfaces sized by letters, and a paraboloid cut by z ≤ c', () => {
  it.each([
    ['Calculate the area of the triangle in which the plane x/a + y/b + z/c = 1 (a,b,c>0) intersects the first octant.', 'sqrt(a^2*b^2 + a^2*c^2 + b^2*c^2)/2', 'en'],
    ["Calculer l'aire de la partie du plan x/a + y/b + z/c = 1 située dans le premier octant", 'sqrt(a^2*b^2 + a^2*c^2 + b^2*c^2)/2', 'fr'],
    ['Find the surface area of the paraboloid z = x^2 + y^2 below the plane z = h', 'pi*(4*h + 1)^(3/2)/6 - pi/6', 'en'],
    ["Calculer l'aire de la portion du paraboloïde z = x² + y², 0 ≤ z ≤ h", 'pi*(4*h + 1)^(3/2)/6 - pi/6', 'fr'],
    ["Calculer l'aire de la portion du paraboloïde définie par z = x^2 + y^2, 0 ≤ z ≤ 2", '13*pi/3', 'fr'],
    ['Find the surface area of the part of z = x^2+y^2 with z <= 4', '17*pi*sqrt(17)/6 - pi/6', 'en'],
  ])('%s → %s', (input, expected, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  }, 30_000);
});

describe('a scalar surface integral over a sphere centred at the origin', () => {
  it.each([
    ["Calculer l'intégrale de surface ∬_S x² dS où S est la sphère unité x² + y² + z² = 1.", 'fr', '4*pi/3'],
    ['Evaluate ∬_S (x^2 + y^2) dS where S is the sphere x^2 + y^2 + z^2 = 4.', 'en', '128*pi/3'],
    ['Evaluate ∬_S z dS where S is the upper hemisphere x^2 + y^2 + z^2 = 9, z ≥ 0.', 'en', '27*pi'],
    ['Evaluate \\iint_S z^2\\,dS where S is the sphere of radius 2 centered at the origin.', 'en', '64*pi/3'],
  ] as const)('takes x = R sin φ cos θ, y = R sin φ sin θ, z = R cos φ, dS = R² sin φ dφ dθ: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('refuses a sphere centred elsewhere, or a hemisphere without its half', () => {
    expect(readSurfaceArea(normalize('Evaluate ∬_S z dS where S is the sphere of radius 2 centred at (1, 0, 0).'))).toBeInstanceOf(SolverError);
    expect(readSurfaceArea(normalize('Evaluate ∬_S z dS where S is the hemisphere x^2 + y^2 + z^2 = 9.'))).toBeInstanceOf(SolverError);
  });
});
