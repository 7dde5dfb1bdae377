import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readNamedRegionIntegral } from './namedRegionIntegral';

describe('a double integral over a region described after it', () => {
  it.each([
    ['Evaluate ∬_D x dA where D is the disk x^2 + y^2 <= 4.', 'en', '0'],
    ['Use polar coordinates to evaluate ∬_D (x^2 + y^2) dA where D is the disk x^2 + y^2 ≤ 4.', 'en', '8*pi'],
    ['Evaluate ∬_D (x^2 + y^2) dx dy where D is the disk x^2 + y^2 ≤ 4.', 'en', '8*pi'],
    ['Calculer ∬_D x y dx dy où D est le triangle de sommets (0,0), (1,0), (0,1).', 'fr', '1/24'],
    ['Evaluate \\iint_R e^{-x^2-y^2}\\,dA where R is the region between the circles x^2 + y^2 = 1 and x^2 + y^2 = 4.', 'en', 'pi*exp(-1) - pi*exp(-4)'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('never takes the description of another letter than the one under the sign', () => {
    expect(readNamedRegionIntegral(normalize('Evaluate ∬_D x dA where R is the disk x^2 + y^2 <= 4.'))).toBeNull();
  });
});

describe('the volume under a surface above a region named in words', () => {
  it.each([
    ['Use polar coordinates to find the volume of the solid under the paraboloid z = x^2 + y^2 and above the disk x^2 + y^2 ≤ 9.', 'en', '81*pi/2'],
    ['Calculer le volume du solide situé sous le paraboloïde z = x² + y² et au-dessus du disque x² + y² ≤ 9.', 'fr', '81*pi/2'],
    ['Find the volume of the solid that lies under the plane z = 2x + y and above the triangle with vertices (0,0), (1,0), (0,1).', 'en', '1/2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a disk off the origin named in words keeps its centre', () => {
  it.each([
    ["Use Green's theorem to evaluate ∮_C x^2 dy where C is the boundary of the disk (x-1)^2 + y^2 <= 1, counterclockwise", '2π'],
    ['Find the average value of f(x,y) = x over the disk (x-2)^2 + y^2 <= 1', 'Average value = 2'],
  ])('%s', (input, final) => {
    const s = solve(input);
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });
});
