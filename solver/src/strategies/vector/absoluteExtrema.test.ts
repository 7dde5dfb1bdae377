import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import { readAbsoluteExtrema } from '../../read/absoluteExtrema';
import { verifyTask } from '../../verify/task';

describe('absolute extrema on a closed region', () => {
  it('reads a rectangle, a polygon by its vertices and a disk', () => {
    expect(readAbsoluteExtrema(normalize('Find the absolute maximum and minimum values of f(x,y) = x^2 - 2xy + 2y on the rectangle 0 ≤ x ≤ 3, 0 ≤ y ≤ 2'))).toMatchObject({ op: 'absolute_extrema', vertices: [['0', '0'], ['3', '0'], ['3', '2'], ['0', '2']] });
    expect(readAbsoluteExtrema(normalize('Déterminer les extrema absolus de f(x,y) = x² + y² − 2x sur le disque fermé x² + y² ≤ 4'))).toMatchObject({ radius2: '4' });
    expect(readAbsoluteExtrema(normalize('find the critical points of f(x,y) = x^2 + y^2'))).toBeNull();
  });

  it.each([
    ['Find the absolute maximum and minimum values of f(x,y) = x^2 - 2xy + 2y on the rectangle 0 ≤ x ≤ 3, 0 ≤ y ≤ 2', 'en', 'Absolute maximum 9 at (3, 0); absolute minimum 0 at (0, 0), (2, 2).'],
    ['Déterminer les extrema absolus de f(x,y) = x² + y² − 2x sur le disque fermé x² + y² ≤ 4', 'fr', 'Maximum absolu 8 en (-2, 0) ; minimum absolu -1 en (1, 0).'],
    ['absolute max and min of f(x,y) = 2 + 2x + 2y - x^2 - y^2 on the triangular region with vertices (0,0), (9,0), (0,9)', 'en', 'Absolute maximum 4 at (1, 1); absolute minimum -61 at (9, 0), (0, 9).'],
  ])('%s', (input, locale, answer) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });

  it('finds extrema on the circle and rejects values that are not the extremes', () => {
    const s = solve('Find the global extrema of f(x, y) = xy on the disk x^2 + y^2 ≤ 1');
    expect(s.answer?.value).toBe('[-1/2, 1/2]');
    expect(s.verified).toBe(true);
    const task = { kind: 'vector' as const, op: 'absolute_extrema' as const, components: ['x*y'], variables: ['x', 'y'], radius2: '1' };
    expect(verifyTask(task, { kind: 'solutions', value: '[-1/4, 1/4]' })).toBe(false);
    expect(verifyTask(task, { kind: 'solutions', value: '[-1, 1]' })).toBe(false);
  });
});
