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
