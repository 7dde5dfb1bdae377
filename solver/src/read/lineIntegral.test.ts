import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import type { ProblemInput } from '../strategy';
import { readLineIntegral } from './lineIntegral';

describe('a closed curve run the way said, once round', () => {
  it('turns the integral round when the curve is said to run clockwise, in both languages', () => {
    for (const q of [
      'Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos t, y = 2 sin t, traversed clockwise.',
      'Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos t, y = 2 sin t, oriented clockwise.',
    ]) expect(solve(q, { locale: 'en' }).answer?.value, q).toBe('-12*pi');
    expect(solve("Calculer ∮_C −y dx + x dy où C est l'ellipse x = 3 cos t, y = 2 sin t, parcourue dans le sens horaire.", { locale: 'fr' }).answer?.value).toBe('-12*pi');
    expect(solve('Evaluate ∫_C −y dx + x dy where x = cos t, y = sin t, 0 ≤ t ≤ 2π, clockwise.', { locale: 'en' }).answer?.value).toBe('-2*pi');
    // a parametrisation already clockwise, said counterclockwise
    expect(solve('Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos t, y = -2 sin t, counterclockwise.', { locale: 'en' }).answer?.value).toBe('12*pi');
    expect(solve('Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos t, y = 2 sin t.', { locale: 'en' }).answer?.value).toBe('12*pi');
  }, 30_000);

  it('runs a curve once round over its smallest period', () => {
    const ELLIPSE_TWICE = 'Evaluate ∮_C −y dx + x dy where C is the ellipse x = 3 cos 2t, y = 2 sin 2t.';
    const task = readLineIntegral({ text: ELLIPSE_TWICE, raw: ELLIPSE_TWICE } as ProblemInput);
    expect(task).toMatchObject({ bounds: ['0', 'pi'] });
  });
});
