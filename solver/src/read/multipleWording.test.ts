import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readTask } from './index';

const bounds = (input: string): string[][] | undefined => {
  const t = readTask(normalize(input)).task;
  return t?.kind === 'multiple' ? t.bounds.map((b) => [b.variable, b.lo, b.hi]) : undefined;
};

describe('multiple integrals worded as in exercise lists', () => {
  it.each([
    ['evaluate double integral xy dA where R is the region bounded by y = 2x and y = x^2', '8/3'],
    ['evaluate double integral x dydx where R is the region bounded by y = x and y = x^2', '1/12'],
    ['Evaluate the double integral of the function x + y over the region D between the functions y = x and y = x^2.', '3/20'],
    ['Evaluate the double integral $ I = \\iint_D x y \\ dx dy $ where $D$ is the closed triangular region with vertices $(0, 0)$, $(2, 0)$, $(0, 2)$.', '2/3'],
    ['Calculer ∬_D x dx dy où D est le domaine triangulaire de sommets (0,0), (1,0) et (0,1).', '1/6'],
  ])('a region in words: %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads bounds in words between brackets, and a region named before a sign without subscript', () => {
    expect(bounds('Evaluate the following iterated integral: ∫(0 to 1) ∫(x/2 to 1-x/2) ∫(0 to 2-x-2y) 1 dz dy dx')).toEqual([['z', '0', '2 - x - 2*y'], ['y', 'x/2', '1 - x/2'], ['x', '0', '1']]);
    expect(solve('D = [0, 2] × [0, 1]. Calculer ∫∫D (x² + y)dxdy', { locale: 'fr' }).answer?.value).toBe('11/3');
    expect(bounds('D = {(x, y) : 0 ≤ x ≤ 1, 0 ≤ y ≤ 2-x}. Calculer ∫∫D x²y dxdy.')).toEqual([['y', '0', '2 - x'], ['x', '0', '1']]);
    // a bound with an operator after it is never cut to its first number
    expect(bounds('Calculer ∫∫D x²y dxdy où D = {(x,y) : 0 ≤ x ≤ 1, 0 ≤ y ≤ 2 - x}')).not.toEqual([['y', '0', '2'], ['x', '0', '1']]);
  });

  it('reads a region letter glued to the integrand, as a copy without its subscript leaves it, when the letter is defined as a set', () => {
    const s = solve('∭E(x + y + z)dV, where E={(x,y,z)|0≤x≤1,0≤y≤1,0≤z≤2}');
    expect(s.answer?.value).toBe('4');
    expect(s.verified).toBe(true);
    // no set named by the letter: no region read into it
    expect(bounds('∬F(x)dA')).toBeUndefined();
  });

  it('reads "the circle of radius R" as the disk a double integral runs over', () => {
    const s = solve('Let D be the circle of radius 2 centered at the origin. Evaluate ∬_D (1 - x^2 - y^2) dxdy');
    expect(s.answer?.value).toBe('-4*pi');
    expect(s.verified).toBe(true);
  });

  it('reads each differential written after its own sign, the innermost first', () => {
    expect(bounds('∫_0^1 dy ∫_y^1 e^{-x^2} dx')).toEqual([['x', 'y', '1'], ['y', '0', '1']]);
    expect(bounds('∫_0^1 dx ∫_0^x dy ∫_0^y 1 dz')).toEqual([['z', '0', 'y'], ['y', '0', 'x'], ['x', '0', '1']]);
    const s = solve('Sketch the domain of integration, and calculate the iterated integral $$\\int_0^1 \\,dy \\int_y^1 e^{-x^2} \\,dx$$');
    expect(s.interpretation?.text).toBe('Compute the double integral of e^(-x²) for 0 ≤ y ≤ 1, y ≤ x ≤ 1');
    expect(s.verified).toBe(true);
  });

  it('reads bounds written against the next sign', () => {
    expect(bounds('$$\\int_0^3\\int_0^{3-x}\\int_0^{3-x-y}xyz\\,dz\\,dy\\,dx.$$')).toEqual([['z', '0', '3 - x - y'], ['y', '0', '3 - x'], ['x', '0', '3']]);
    expect(solve('$$\\int_0^3\\int_0^{3-x}\\int_0^{3-x-y}xyz\\,dz\\,dy\\,dx.$$').answer?.value).toBe('81/80');
  });

  it('reads the bounds in words after the differentials', () => {
    expect(bounds('integrate x*sqrt(x^2 +y) dx dy from x=0 to 1 y=0 to 3')).toEqual([['x', '0', '1'], ['y', '0', '3']]);
    expect(bounds('integrate xy dx dy from x=0 to y y=0 to 1')).toEqual([['x', '0', 'y'], ['y', '0', '1']]);
    expect(bounds('intégrer x y dx dy pour x de 0 à 1 et y de 0 à 2')).toEqual([['x', '0', '1'], ['y', '0', '2']]);
    // an outer bound that depends on the inner variable is no iterated integral
    expect(bounds('integrate xy dx dy from x=0 to 1 y=0 to x')).toBeUndefined();
  });

  it('refuses two differentials with the bounds of one, instead of reading d as a letter', () => {
    const s = solve('integrate xy dx dy from x=0 to 1');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toMatch(/iterated integral/);
  });
  it('reads an iterated integral named I, and one with nothing before its differentials', () => {
    expect(bounds('Calculer I = ∫_0^1 ∫_0^2 (x + 2y) dy dx')).toEqual([['y', '0', '2'], ['x', '0', '1']]);
    const v = solve('∫_0^1 ∫_0^{1-x} ∫_0^{1-x-y} dz dy dx');
    expect(v.answer?.value).toBe('1/6');
    expect(v.verified).toBe(true);
  });
});
