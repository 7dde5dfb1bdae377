import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import type { Locale } from '../types';

const answer = (input: string, locale: Locale = 'en') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value, verified: s.verified, read: s.interpretation?.text ?? '', error: s.error?.message ?? '' };
};

describe('a box cut by further inequalities: every inequality bounds the region', () => {
  it.each([
    ['Compute ∬ 1 dA over the region 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, y ≤ x', 'en', '1/2'],
    ['Compute ∬ 1 dA over 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, x + y ≥ 1', 'en', '1/2'],
    ['Compute ∬_D x^2 y dA where D = {(x, y) : 0 ≤ x ≤ 2, 0 ≤ y ≤ 3, y ≤ 3x/2}', 'en', '36/5'],
    ['Calculer ∬ x dxdy sur D = {0 ≤ x ≤ 2 ; 0 ≤ y ≤ 1 ; y ≤ x/2}', 'fr', '4/3'],
    ['Compute ∬ 1 dA over -1 ≤ x ≤ 1, 0 ≤ y ≤ 1, y ≥ x^2', 'en', '4/3'],
    ['Compute ∬ 1 dA over 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, x² + y² ≤ 1', 'en', 'pi/4'],
    ['Calculer ∬_D (x + y) dxdy avec D = {(x, y) ∈ R² : 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, x + y ≤ 1}', 'fr', '1/3'],
    // the cut alone bounds a variable on part of its range: the outer range is narrowed
    ['Compute ∬ 1 dA over 0 ≤ x ≤ 1, x ≤ y ≤ 1, y ≤ 0.5', 'en', '1/8'],
    ['Compute ∬ 1 dA over 0 ≤ x ≤ 2, 0 ≤ y ≤ 2, x ≤ y ≤ 2x', 'en', '1'],
    // strict signs, the bound on the right, LaTeX
    ['Compute ∬ 1 dA over 0 < x < 1, 0 < y < 1, 1 > x + y', 'en', '1/2'],
    ['$\\iint_D (x+y)\\,dA$ où $D = \\{(x,y) \\in \\mathbb{R}^2 : 0 \\leq x \\leq 2,\\ 0 \\leq y \\leq 2,\\ x + y \\leq 2\\}$', 'fr', '8/3'],
    ['Soit D = {(x, y) : 0 ⩽ x ⩽ 3 ; 0 ⩽ y ⩽ 3 ; x + 2y ⩽ 3}. Calculer ∬_D 1 dx dy', 'fr', '9/4'],
    // a side of a line or curve in words
    ['Compute ∬ xy dA over the square 0 ≤ x ≤ 1, 0 ≤ y ≤ 1 below the line y = x', 'en', '1/8'],
    ['Compute ∬ xy dA over the square 0 ≤ x ≤ 1, 0 ≤ y ≤ 1 above the curve y = x^2', 'en', '1/6'],
    ['Calculer ∬ x dxdy sur le carré 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, au-dessus de la droite y = x', 'fr', '1/6'],
    // solids: the cut, and the room the inner bounds leave (x + y + z ≤ 1 asks y ≤ 1 − z)
    ['Compute ∭ 1 dV over 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, 0 ≤ z ≤ 1, z ≤ x', 'en', '1/2'],
    ['Compute ∭ 1 dV over 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, 0 ≤ z ≤ 1, x + y + z ≤ 1', 'en', '1/6'],
  ] as const)('%s', (input, locale, value) => {
    const s = answer(input, locale);
    expect(s.value).toBe(value);
    expect(s.verified).toBe(true);
  }, 30_000);

  it('states every inequality read, the redundant ones included, then the bounds found', () => {
    const s = answer('Compute ∬_D xy dA where D = {(x, y) : 0 ≤ x ≤ 2, 0 ≤ y ≤ 3, x + y ≤ 2,5}', 'fr');
    expect(s.value).toBe('19/12');
    expect(s.verified).toBe(true);
    expect(s.read).toContain('0 ≤ y ≤ 3, x + y ≤ 5/2, soit');
  });

  it('leaves what is assumed of a constant (a > 0) out of the region', () => {
    const s = answer('Compute ∬ a x dA over 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, y ≤ x, where a > 0');
    expect(s.value).toBe('a/3');
    expect(s.verified).toBe(true);
  }, 30_000);

  it('refuses by name a region that needs pieces, and a condition it cannot read', () => {
    const pieces = answer('Compute ∬ 1 dA over 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, x y ≤ 1/2');
    expect(pieces.value).toBeUndefined();
    expect(pieces.error).toContain('x*y ≤ 1/2 cannot be described in one piece');
    expect(answer('Calculer ∬ 1 dxdy sur 0 ≤ x ≤ 1, 0 ≤ y ≤ 1, y ≤ a x', 'fr').error).toContain('la condition y ≤ a x du domaine');
  });
});
