import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('curvature at a point given by its coordinates', () => {
  it.each([
    ['Find the curvature of r(t) = ⟨t, t², t³⟩ at the point (1, 1, 1).', 'en', 't = 1'],
    ['Calculer la courbure de la courbe r(t) = (cos t, sin t, t) au point (1, 0, 0)', 'fr', 't = 0'],
    ['Find the curvature of the curve r(t) = (t^2, 2t) at the point (4, 4)', 'en', 't = 2'],
  ] as const)('%s', (input, locale, at) => {
    const s = solve(input, { locale });
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toContain(at);
  });

  it('asks for the parameter when the curve passes through the point at two values', () => {
    expect(solve('Find the curvature of r(t) = (t^2, t^2) at the point (1, 1)', { locale: 'en' }).error?.message).toMatch(/give the value of the parameter/);
  });
});
