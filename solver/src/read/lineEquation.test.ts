import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readLineEquation } from './lineEquation';

describe('the equation of a line through two points, or through a point with a slope', () => {
  it('reads y = m(x − x₁) + y₁ from the points or the slope given, in English and French', () => {
    expect(readLineEquation(normalize('Find the equation of the line through (1, 2) and (3, 8)'))).toEqual({ kind: 'transform', op: 'expand', expr: '3*(x - 1) + 2', through: { points: [['1', '2'], ['3', '8']] } });
    expect(readLineEquation(normalize('Find the equation of the line with slope -1/2 passing through (4, 1)'))?.expr).toBe('(-1/2)*(x - 4) + 1');
    expect(readLineEquation(normalize("Déterminer l'équation de la droite passant par A(1 ; 2) et B(3 ; 8)"))?.expr).toBe('3*(x - 1) + 2');
    // another question about the line is another reader's
    expect(readLineEquation(normalize('Find the slope of the line through (1, 2) and (3, 8) and its length'))).toBeNull();
  });

  it('states the line as its equation, checked through the points', () => {
    const s = solve('equation of the line through the points (-1, 4) and (2, -2)');
    expect([s.finalAnswer, s.verified, s.interpretation?.text]).toEqual(['y = -2x + 2', true, 'Find the line through (-1, 4) and (2, -2): expand y = -2(x + 1) + 4']);
    expect(solve('Find the equation of the line through (2, 1) and (2, 5)').error?.message).toBe('The line through these two points is vertical (x = 2): it is no function of x, so it has no equation y = mx + p.');
  });
});
