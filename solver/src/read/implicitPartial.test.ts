import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readImplicitPartial } from './implicitPartial';

describe('two partial derivatives of a function defined implicitly, asked together', () => {
  it.each([
    ['find z_x and z_y if x e^z + yz = 1', 'en', '[[-exp(z)/(exp(z)*x + y)], [-z/(exp(z)*x + y)]]', /Find ∂z\/∂x and ∂z\/∂y/],
    ['Soit z définie implicitement par x² + y² + z² = 4. Calculer ∂z/∂x et ∂z/∂y', 'fr', '[[-x/z], [-y/z]]', /Calculer ∂z\/∂x et ∂z\/∂y/],
    ['x^2 + 2y^2 + 3z^2 = 6: find ∂z/∂y and ∂z/∂x', 'en', '[[-2*y/(3*z)], [-x/(3*z)]]', /Find ∂z\/∂y and ∂z\/∂x/],
  ] as const)('%s', (input, locale, value, reading) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it('reads the second only in the same notation, of the same function, for another variable', () => {
    expect(readImplicitPartial(normalize('If x^2 + y^2 + z^2 = 3xyz, find ∂z/∂x and ∂z/∂y').text)).toMatchObject({ variable: 'x', alsoVariable: 'y', name: 'z' });
    expect(readImplicitPartial(normalize('find ∂z/∂x if x^2 + y^2 + z^2 = 1').text)).not.toHaveProperty('alsoVariable');
    expect(readImplicitPartial(normalize('find z_x and z_x if x e^z + yz = 1').text)).toBeNull();
  });
});

describe('a function declared before its implicit equation, second derivatives and points given by x and y', () => {
  it.each([
    ['Soit z = z(x,y) définie implicitement par x^2+y^2+z^2=1. Calculer ∂z/∂x', 'fr', '-x/z'],
    ['Let z = f(x, y) be defined implicitly by e^z = xyz. Find \\frac{\\partial z}{\\partial y}', 'en', 'x*z/(exp(z) - x*y)'],
    ['Calculer ∂z/∂x sachant que x^2+y^2+z^2=1 définit z comme fonction de x et y', 'fr', '-x/z'],
    ["Soit z = z(x,y) définie implicitement par l'équation x^2 + y^2 + z^2 = 4. Calculer ∂²z/∂x².", 'fr', '-1/z - x^2/z^3'],
    ['Given that z=z(x,y) satisfies x^2+y^2+z^2=9, find \\frac{\\partial^2 z}{\\partial y^2}', 'en', '-1/z - y^2/z^3'],
    ['Suppose z is defined implicitly by F(x, y, z) = x z^2 + y^2 z + x y - 1 = 0. Calculate z_y.', 'en', '-(2*y*z + x)/(y^2 + 2*x*z)'],
    ['z is defined implicitly by x^2 + yz - z^3 = 0. Calculate ∂z/∂x at (x, y) = (1, 0).', 'en', '2/3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('states a second derivative back as one', () => {
    expect(solve('If x^2+y^2+z^2=4 defines z implicitly, find ∂²z/∂x²', { locale: 'en' }).interpretation?.text).toMatch(/Find ∂²z\/∂x² where z is defined by/);
  });

  it('refuses a mixed second derivative and a point above which the surface has two heights', () => {
    expect(solve('Let z = z(x, y) be defined implicitly by x y z = 1; find ∂^2z/∂x∂y', { locale: 'en' }).error?.message).toMatch(/mixed second derivative/);
    expect(solve('x^2+y^2+z^2=1 defines z; find z_x at (x,y)=(0,0)', { locale: 'fr' }).error?.message).toMatch(/ne donne pas une seule valeur de z en \(0, 0\) \(il y en a 2\)/);
  });
});
