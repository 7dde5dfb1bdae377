import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { valueWithUnit } from './valueUnit';

describe('a value given with its unit in a formula question', () => {
  it('is refused by name rather than read with the unit multiplied in', () => {
    for (const [input, locale, written] of [
      ['Calculer ∂E/∂m pour E(m, v) = (1/2) m v² en m = 2 kg et v = 5 m/s', 'fr', 'm = 2 kg'],
      ['For f(s, t) = s²t, find ∂f/∂s at s = 2 and t = 3 s', 'en', 't = 3 s'],
      ['Calculer la dérivée de f(t) = 3t² + 2t en t = 1,5 s', 'fr', 't = 1,5 s'],
      ["Pour V(r) = (4/3)πr³, calculer V'(r) en r = 2 cm", 'fr', 'r = 2 cm'],
      ['Given K(m, v) = m v^2 / 2, find ∂K/∂v when m = 3 and v = 4 m/s', 'en', 'v = 4 m/s'],
    ] as const) {
      const s = solve(input, { locale });
      expect(s.answer ?? undefined, input).toBeUndefined();
      expect(s.error?.message, input).toContain(written);
    }
  }, 30_000);

  it('tells a unit from a letter of the question', () => {
    expect(valueWithUnit('t = 1,5 s')?.unit).toBe('s');
    expect(valueWithUnit('v = 5 m/s²')?.unit).toBe('m/s²');
    // x defined in s, the variable of ∂z/∂s: a definition, no unit
    expect(valueWithUnit('z = x^2 + y^2, x = 2 s, y = 3 t, find ∂z/∂s')).toBeNull();
    expect(valueWithUnit('f(x) = 3x + 2, x = 4')).toBeNull();
  });
});

describe('a partial derivative asked where every variable is given a value', () => {
  it.each([
    ['For f(s, t) = s²t, find ∂f/∂s at s = 2 and t = 3', 'en', '12'],
    ['Find ∂f/∂x at x = 1 and y = 2 for f(x, y) = x^2 y + y^3', 'en', '4'],
    ['Calculer ∂f/∂y en x = 1 et y = -1 pour f(x, y) = x y^2', 'fr', '-2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  }, 30_000);
});
