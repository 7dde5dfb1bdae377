import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { SolverError } from '../errors';
import { readStokes } from './stokes';

describe("Stokes' theorem around the curve where a plane meets a cylinder", () => {
  it.each([
    ['Use Stokes theorem to evaluate ∫_C F·dr where F = -y^2 i + x j + z^2 k and C is the curve of intersection of the plane y + z = 2 and the cylinder x^2 + y^2 = 1, oriented counterclockwise from above', 'en', 'pi'],
    ["Calculer la circulation de F = (y, -x, z) le long de l'intersection du plan x + y + z = 1 et du cylindre x^2 + y^2 = 4, parcourue dans le sens direct vu d'en haut", 'fr', '-8*pi'],
    ['evaluate ∮_C F · dr, F = (z, x, y), C the intersection of the cylinder x^2 + y^2 = 1 and the plane z = 3, clockwise when viewed from above', 'en', '-pi'],
  ] as const)('integrates curl F over the part of the plane inside the cylinder: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? 'Formule de Stokes' : "Stokes' theorem");
  });

  it('refuses, in both languages, a surface it does not read rather than guess its boundary', () => {
    const r = readStokes(normalize('use Stokes theorem to evaluate ∬_S curl F · dS where F = (z, x, y) and S is the ellipsoid x^2/4 + y^2 + z^2 = 1'));
    expect(r).toBeInstanceOf(SolverError);
    expect((r as SolverError).text.en).toMatch(/Stokes' theorem to the curve where a plane meets a cylinder x² \+ y² = R², or to a cap/);
    expect((r as SolverError).text.fr).toMatch(/théorème de Stokes à la courbe intersection/);
  });

  it('leaves an intersection with no line integral asked to other readers', () => {
    expect(solve('find the volume of the intersection of the plane z = 1 and the cylinder x^2 + y^2 = 1').steps[0]?.title).not.toBe("Stokes' theorem");
  });
});

describe("the flux of a curl through a cap, by Stokes' theorem", () => {
  it.each([
    ['Use Stokes theorem to evaluate ∬_S curl F · dS where F = (2y cos z, e^x sin z, x e^y) and S is the hemisphere x^2 + y^2 + z^2 = 9, z ≥ 0, oriented upward', 'en', '-18*pi'],
    ['∬_S curl F · dS, F = (z, x, y), S the part of the paraboloid z = 4 - x^2 - y^2 above the xy-plane, oriented upward', 'en', '4*pi'],
    ['use Stokes theorem to evaluate ∬_S curl F · dS where F = (x^2 z^2, y^2 z^2, xyz) and S is the part of the paraboloid z = x^2 + y^2 that lies inside the cylinder x^2 + y^2 = 4, oriented upward', 'en', '0'],
    ['∬_S curl F · dS where F = (y, -x, z) and S is the part of the paraboloid z = x^2 + y^2 below the plane z = 1, oriented downward', 'en', '2*pi'],
    ["Calculer le flux du rotationnel de F = (-y, x, z) à travers l'hémisphère supérieur x^2 + y^2 + z^2 = 1, orienté vers le haut", 'fr', '2*pi'],
    ['∬_S (∇ × F) · dS where F = (z, x, y) and S is the part of the paraboloid z = 4 - x^2 - y^2 above the xy-plane', 'en', '4*pi'],
  ] as const)('is the circulation around the rim: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? 'Formule de Stokes' : "Stokes' theorem");
    expect(s.finalAnswer).toMatch(/^(Flux of the curl|Flux du rotationnel)/);
  });
});

describe('the curl and a flux asked side by side', () => {
  it('is never read as the flux of the curl', () => {
    expect(solve('compute the curl of F = (y, -x, z) and the flux of F through the hemisphere x^2 + y^2 + z^2 = 1, z ≥ 0').finalAnswer).not.toMatch(/Flux of the curl/);
  });
});

describe('the flux of a curl through a whole closed surface', () => {
  it.each([
    ["Use Stokes' theorem to compute the flux of curl F through the sphere x^2+y^2+z^2 = 4, where F = <y, z, x>", 'en', /outward flux of curl F, F = \(y, z, x\).*div\(curl F\) = 0/],
    ['Calculer ∬_S rot F · dS où S est la sphère unité et F = (x y, y z, z x)', 'fr', /flux sortant de rot F.*div\(rot F\) = 0/],
    ['Find \\iint_S (\\nabla \\times F) \\cdot dS for F = (z^2, x^2, y^2) over the surface of the cube [0,1]×[0,1]×[0,1]', 'en', /outward flux of curl F/],
  ] as const)('%s', (input, locale, reading) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe('0');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it('keeps a hemisphere or a cap for Stokes’ theorem along its boundary', () => {
    const s = solve("Use Stokes' theorem to evaluate ∬_S curl F · dS where F = <-y, x, z> and S is the upper hemisphere x^2+y^2+z^2 = 1, z ≥ 0, oriented upward");
    expect(s.answer?.value).toBe('2*pi');
  });
});

describe('the flux of a curl through a sphere cut across x or y', () => {
  it.each([
    ['∬_S curl F·dS, F = <z, x, y>, S the sphere x²+y²+z² = 1 with y ≥ 0', 'en'],
    ['∬_S curl F·dS, F = <z, x, y>, S the part of the sphere x^2+y^2+z^2 = 4 with x < 0', 'en'],
    ['∬_S curl F · dS, F = (y, z, x), S the right half of the sphere x^2 + y^2 + z^2 = 1', 'en'],
    ['Calculer ∬_S rot F · dS, F = (z, x, y), S la sphère x²+y²+z² = 1 avec y ≥ 0', 'fr'],
    ['Calculer ∬_S rot F · dS, F = (z, x, y), S la sphère x^2+y^2+z^2 = 1 avec 0 ≤ x', 'fr'],
  ] as const)('is an open surface, never the 0 of a closed one: %s', (input, locale) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).not.toBe('0');
    expect(s.verified).toBe(false);
  });

  it('still reads a box given by its bounds as closed', () => {
    const s = solve('Find ∬_S curl F · dS for F = (z^2, x^2, y^2) over the surface of the box 0 ≤ x ≤ 1, 0 ≤ y ≤ 2, 0 ≤ z ≤ 3');
    expect(s.answer?.value).toBe('0');
  });

  it('still reads the lower hemisphere as a part, never as the whole sphere', () => {
    expect(solve('∬_S curl F·dS, F = <z, x, y>, S the sphere x²+y²+z² = 1 with z ≤ 0').answer?.value).not.toBe('0');
  });
});
