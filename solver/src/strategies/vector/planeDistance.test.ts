import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import { readPlaneDistance } from '../../read/planeDistance';
import { verifyTask } from '../../verify/task';

describe('distance from a point to a plane, and the closest point', () => {
  it('reads the plane as n·x = d and the point, or the origin', () => {
    expect(readPlaneDistance(normalize("Calculer la distance du point A(1, 2, 3) au plan d'équation 2x − y + 2z − 3 = 0"))).toEqual({ kind: 'vector_algebra', op: 'plane_distance', vectors: [['1', '2', '3'], ['2', '-1', '2']], level: '3' });
    expect(readPlaneDistance(normalize("Trouver le point du plan 2x - y + z = 1 le plus proche de l'origine"))).toMatchObject({ op: 'closest_point', vectors: [['0', '0', '0'], ['2', '-1', '1']], level: '1' });
    expect(readPlaneDistance(normalize('distance between the points (1, 2, 3) and (4, 5, 6)'))).toBeNull();
  });

  it.each([
    ['Find the shortest distance from the point (1, 0, -2) to the plane x + 2y + z = 4', '5√(6)/6', 'en', /distance from the point \(1, 0, -2\) to the plane x \+ 2y \+ z = 4/],
    ['distance from (1,2,3) to the plane x + 2y + 2z = 4', '7/3', 'en', /plane x \+ 2y \+ 2z = 4/],
    ["Trouver le point du plan 2x - y + z = 1 le plus proche de l'origine", '(1/3 ; -1/6 ; 1/6)', 'fr', /le plus proche de \(0, 0, 0\)/],
    ['Find the point on the plane x + y + z = 3 closest to the point (2, 1, 3)', '(1, 0, 2)', 'en', /closest to \(2, 1, 3\)/],
    ['distance from the point (1, 2) to the line 3x + 4y = 5', '6/5', 'en', /to the line 3x \+ 4y = 5/],
  ])('%s', (input, answer, locale, reading) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it('rejects a wrong distance or point', () => {
    const task = { kind: 'vector_algebra' as const, op: 'plane_distance' as const, vectors: [['1', '2', '3'], ['1', '2', '2']], level: '4' };
    expect(verifyTask(task, { kind: 'expr', value: '7/3' })).toBe(true);
    expect(verifyTask(task, { kind: 'expr', value: '7/9' })).toBe(false);
    expect(verifyTask({ ...task, op: 'closest_point' }, { kind: 'solutions', value: '[{x: 1, y: 0, z: 2}]' })).toBe(false);
  });

  it("reads a plane named before its equation: « au plan P d'équation … », 'the plane Π with equation …'", () => {
    const fr = solve("Déterminer la distance du point A(−1 ; 3 ; 2) au plan P d'équation x − 3y + 2z − 4 = 0", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '(5/7)*sqrt(14)' }, verified: true });
    expect(solve('Find the distance from the point Q(1, -2, 3) to the plane Π with equation 2x - y + 2z = 1').answer?.value).toBe('3');
  });
});


describe('a point written the French way, decimal commas and semicolons', () => {
  it('reads A(1,5 ; 2 ; 1) as (3/2, 2, 1), never the point (1, 5, 2)', () => {
    const s = solve('Calculer la distance du point A(1,5 ; 2 ; 1) au plan P : 2x − y + 2z = 4', { locale: 'fr' });
    expect([s.answer?.value, s.verified]).toEqual(['1/3', true]);
    expect(solve('Calculer la distance du point A(1 ; 2 ; 0,5) au plan d\'équation x + y + z = 1', { locale: 'fr' }).answer?.value).toBe('(5/6)*sqrt(3)');
  });
});
