import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readPlaneRegion } from './planeRegion';
import { readInstructedIterated } from './integralInstructions';
import { SolverError } from '../errors';

const bounds = (text: string) => {
  const r = readPlaneRegion(normalize(text));
  return r instanceof SolverError ? r.message : r?.bounds.map((b) => [b.variable, b.lo, b.hi]);
};

describe('plane regions by inequalities, boxes and triangles', () => {
  it('integrates first the variable whose bounds depend on the other', () => {
    expect(bounds('∬_D xy dA, D = {(x,y) : 0 ≤ x ≤ 1, x² ≤ y ≤ √x}')).toEqual([['y', 'x^2', 'sqrt(x)'], ['x', '0', '1']]);
    expect(bounds('evaluate ∬_D y² dA, D = {(x, y) | −1 ≤ y ≤ 1, −y − 2 ≤ x ≤ y}')).toEqual([['x', '-y - 2', 'y'], ['y', '-1', '1']]);
  });

  it('keeps only the part of the outer range where the inner bounds do not cross', () => {
    expect(bounds('Calculer ∬_D (x² + y²) dxdy où D = {(x, y) ∈ R² : 1 ≤ y ≤ x², 0 ≤ x ≤ 2}')).toEqual([['y', '1', 'x^2'], ['x', '1', '2']]);
    expect(bounds('∬_D (x² + y²) dA, D = {(x, y) : x² ≤ y ≤ 1, −2 ≤ x ≤ 2}')).toEqual([['y', 'x^2', '1'], ['x', '-1', '1']]);
    expect(bounds('∬_D x dA, D = {(x,y) : 0 ≤ x ≤ 3, x ≤ y ≤ 2}')).toEqual([['y', 'x', '2'], ['x', '0', '2']]);
    // bounds meeting where no exact point is written: refused, never integrated with a sign
    expect(bounds('∬_D x dA, D = {(x,y) : 0 ≤ x ≤ 3, sin(x) ≤ y ≤ x/2}')).toContain('cross');
  });

  it('reads a triangle by its vertices as a type I or type II region', () => {
    expect(bounds('double integral of xy over the triangle with vertices (0,0), (1,0), (0,1)')).toEqual([['y', '0', '1 - x'], ['x', '0', '1']]);
    expect(bounds('Calculer ∬_D xy dx dy où D est le triangle de sommets (0,0), (1,0), (1,1)')).toEqual([['y', '0', 'x'], ['x', '0', '1']]);
    expect(bounds('∬_T x dA, T the triangle with vertices (0,0), (2,2), (0,2)')).toEqual([['y', 'x', '2'], ['x', '0', '2']]);
    // no side parallel to an axis: two pieces, not read
    expect(bounds('∬_T x dA over the triangle with vertices (0,0), (2,1), (1,3)')).toBeUndefined();
  });

  it('integrates the surface of a volume and the density of a mass', () => {
    expect(readPlaneRegion(normalize('find the volume under z = x² + y² above the rectangle [0,1] × [0,2]'))).toMatchObject({ integrand: 'x^2 + y^2' });
    expect(readPlaneRegion(normalize('Find the volume of the solid under the graph of f(x, y) = x + y over the square [0,1] × [0,1]'))).toMatchObject({ integrand: 'x + y' });
    expect(readPlaneRegion(normalize('mass of the lamina occupying the triangle with vertices (0,0), (2,0), (0,2) with density ρ(x,y) = x + y'))).toMatchObject({ integrand: 'x + y' });
  });

  it.each([
    ['find the volume under z = x² + y² above the rectangle [0,1] × [0,2]', '10/3', 'en'],
    ['volume of the solid under the plane z = 2x + y and above the triangle with vertices (0,0), (1,0), (1,1)', '5/6', 'en'],
    ['find the mass of the lamina occupying the triangle with vertices (0,0), (2,0), (0,2) with density ρ(x,y) = x + y', '8/3', 'en'],
    ['Calculer ∬_D xy dx dy où D est le triangle de sommets (0,0), (1,0), (1,1)', '1/8', 'fr'],
    ['Calculer ∬_D (x + y) dx dy où D est le triangle de sommets O(0,0), A(1,0) et B(0,1)', '1/3', 'fr'],
    ['Find the area of the region bounded by the parabola y = 4 − x² and the x-axis using a double integral', '32/3', 'en'],
    ['∬_D x dA, D = {(x,y): x ≥ 0, y ≥ 0, x + y ≤ 1}', '1/6', 'en'],
    ['∭_E x dV, E = {(x,y,z) : 0 ≤ x ≤ 1, 0 ≤ y ≤ x, 0 ≤ z ≤ x + y}', '3/8', 'en'],
    ['Evaluate the integral of e^(x+y) over the region 0 ≤ x ≤ 1, 0 ≤ y ≤ 1', 'exp(2) + 1 - 2*e', 'en'],
    ['integrate x y^2 over the rectangle 0 ≤ x ≤ 2, 1 ≤ y ≤ 3', '52/3', 'en'],
    ["Calculer l'intégrale de x + y sur le domaine 0 ≤ x ≤ 1, 0 ≤ y ≤ 2", '3', 'fr'],
  ])('%s', (input, value, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['Calculer ∬_D sin(x + y) dx dy avec D = {x ≥ 0, y ≥ 0, x + y ≤ π}', 'pi', 'fr'],
    ['Calculer ∬_D x dx dy avec D = {x ≥ 0, y ≥ 0, x + 2y ≤ pi/2}', 'pi^3/96', 'fr'],
    ['∬_D cos(x) dA over the triangle with vertices (0,0), (pi,0), (pi,pi)', '-2', 'en'],
  ])('keeps π in a triangle\'s vertices and sides: %s', (input, value, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads no plane region over an interval, nor a solid from three ranges without a triple integral named', () => {
    expect(readPlaneRegion(normalize('integrate x^2 over the interval 0 ≤ x ≤ 1'))).toBeNull();
    expect(readPlaneRegion(normalize('integral of x+y+z over the region 0≤x≤1, 0≤y≤1, 0≤z≤1'))).toBeNull();
  });

  it('refuses to guess an integrand with a letter the region does not bound', () => {
    expect(readPlaneRegion(normalize('∬_D xyz dA, D = {0 ≤ x ≤ 1, 0 ≤ y ≤ x}'))).toBeNull();
  });
});

describe('iterated integrals with the method asked around them', () => {
  it.each([
    ['reverse the order and evaluate ∫_0^1 ∫_x^1 sin(y²) dy dx', '1/2 - cos(1)/2'],
    ['Sketch the region and reverse the order of integration: ∫_0^4 ∫_{√x}^2 1/(y³ + 1) dy dx', '2*ln(3)/3'],
    ['Evaluate ∫_0^2 ∫_0^{√(4−x²)} e^{-(x²+y²)} dy dx by converting to polar coordinates', 'pi/4 - pi*exp(-4)/4'],
    ["inverser l'ordre d'intégration et calculer ∫_0^1 ∫_x^1 e^{y²} dy dx", 'e/2 - 1/2'],
    ["Intervertir l'ordre d'intégration puis calculer ∫_0^1 ∫_y^1 sin(x^2) dx dy", '1/2 - cos(1)/2'],
    ["En inversant l'ordre d'intégration, calculer ∫_0^1 ∫_x^1 e^{y^2} dy dx", 'e/2 - 1/2'],
    ['By reversing the order of integration, evaluate ∫_0^1 ∫_{√x}^1 e^{y^3} dy dx', 'e/3 - 1/3'],
    ['Evaluate the iterated integral ∫_0^π ∫_0^{sin x} y dy dx', 'pi/4'],
  ])('%s', (input, value) => {
    expect((readInstructedIterated(normalize(input)) as { kind?: string } | null)?.kind).toBe('multiple');
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('refuses an iterated integral it cannot read rather than read one sign of it', () => {
    const s = solve('∫_0^∞ ∫_0^∞ e^{-x-y} dx dy');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toMatch(/iterated integral/);
    expect(solve('∫_0^∞ ∫_0^∞ e^{-x-y} dx dy', { locale: 'fr' }).error?.message).toMatch(/intégrale itérée/);
  });

  it('exchanges a rectangle\'s order when the written one has no elementary antiderivative', () => {
    const s = solve('double integral of x cos(xy) over 0 ≤ x ≤ π, 0 ≤ y ≤ 1');
    expect(s.answer?.value).toBe('2');
    expect(s.steps[0].title).toBe('Reverse the order of integration');
  });

  it('reads decimal commas in a region and refuses an interval whose comma cannot be told from one', () => {
    expect(bounds('Calculer ∬_D 1 dx dy où D = {0 ≤ x ≤ 2, 0 ≤ y ≤ 1,5}')).toEqual([['x', '0', '2'], ['y', '0', '3/2']]);
    expect(bounds('Evaluate ∬_D x dA where D = {(x,y) : 0 ≤ x ≤ 1, 0 ≤ y ≤ 2,5x}')).toEqual([['y', '0', '(5/2)*x'], ['x', '0', '1']]);
    expect(bounds('Calculer ∬_D 1 dx dy où D = {0 ≤ x ≤ 1 ; x² ≤ y ≤ 1,5}')).toEqual([['y', 'x^2', '3/2'], ['x', '0', '1']]);
    expect(bounds('Calculer ∬_R xy dA, R = [0 ; 1,5] × [0 ; 2]')).toEqual([['x', '0', '3/2'], ['y', '0', '2']]);
    expect(bounds('Calculer ∬_R xy dA, R = [0,1,5] × [0,2]')).toContain('[0,1,5]');
    expect(bounds('Evaluate ∬_R xy dA, R = [0, 1,5] × [0, 2]')).toContain('decimal comma');
  });
});
