import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('where two lines or curves meet', () => {
  it.each([
    ['Find the point of intersection of y = 2x + 1 and y = -x + 7', 'en', '[{x: 2, y: 5}]'],
    ['Where do the lines y = 3x - 2 and y = x + 4 intersect?', 'en', '[{x: 3, y: 7}]'],
    ['Find the point where the lines y = 4x - 1 and y = -2x + 11 meet', 'en', '[{x: 2, y: 7}]'],
    ['Find the points of intersection of the circle x^2 + y^2 = 25 and the line y = x + 1', 'en', '[{x: -4, y: -3}, {x: 3, y: 4}]'],
    ['Where does y = x^2 - 4 cross the x-axis?', 'en', '[{x: -2, y: 0}, {x: 2, y: 0}]'],
    ['Where does the line 2x + 3y = 12 meet the y-axis?', 'en', '[{x: 0, y: 4}]'],
    ["Déterminer les coordonnées du point d'intersection des droites d'équations y = 2x - 3 et y = -x + 6", 'fr', '[{x: 3, y: 3}]'],
    ["Déterminer les points d'intersection de la parabole y = x^2 - 1 et de la droite y = x + 1", 'fr', '[{x: -1, y: 0}, {x: 2, y: 3}]'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('says when parallel lines never meet', () => {
    expect(solve('Find the point of intersection of y = 2x + 1 and y = 2x + 5', { locale: 'en' }).finalAnswer).toBe('No solution: the system is inconsistent.');
  });
});
