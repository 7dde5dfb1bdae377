import { describe, expect, it } from 'vitest';
import { SolverError } from '../errors';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readTwoPoints } from './twoPoints';
import { verifyTask } from '../verify/task';

const read = (s: string) => readTwoPoints(normalize(s));

describe('readTwoPoints', () => {
  it('reads the slope of the line through two points, in English and French', () => {
    expect(read('find the slope of the line passing through (-1, 4) and (3, -2)')).toEqual({ kind: 'evaluate', expr: '(-2 - 4)/(3 - (-1))', quantity: 'slope' });
    expect(read('Déterminer le coefficient directeur de la droite (AB) avec A(1,5 ; 2) et B(3 ; -1)')).toEqual({ kind: 'evaluate', expr: '(-1 - 2)/(3 - 1.5)', quantity: 'slope' });
  });
  it('reads the distance between two points', () => {
    expect(read('What is the distance between (0, 0) and (5, 12)?')).toEqual({ kind: 'evaluate', expr: 'sqrt((5 - 0)^2 + (12 - 0)^2)', quantity: 'distance' });
  });
  it('refuses the slope of a vertical line, in both languages', () => {
    const r = read('slope of the line through (2, 1) and (2, 7)');
    expect(r).toBeInstanceOf(SolverError);
    expect((r as SolverError).text.en).toMatch(/vertical \(x = 2\)/);
    expect((r as SolverError).text.fr).toMatch(/verticale \(x = 2\)/);
  });
  it('steps aside for words it does not know or a third point', () => {
    expect(read('slope of the line through (1, 2) and (3, 4) and its y-intercept')).toBeNull();
    expect(read('slope of the line through (1, 2), (3, 4) and (5, 7)')).toBeNull();
    expect(read('the midpoint of (1, 2) and (3, 4) and its distance to the origin')).toBeNull();
  });
  it('reads the points given in a frame sentence first (« on donne les points »)', () => {
    expect(read('Dans un repère orthonormé, on considère les points A(1 ; 2) et B(4 ; 6). Calculer la longueur AB.')).toEqual({ kind: 'evaluate', expr: 'sqrt((4 - 1)^2 + (6 - 2)^2)', quantity: 'distance' });
    expect(solve('Given the points A(0, 0) and B(3, 4), find the distance AB.').answer?.value).toBe('5');
  });
  it('reads the midpoint as a point, stated and checked on the segment, in English and French', () => {
    expect(read('the midpoint of (1, 2) and (3, 4)')).toEqual({ kind: 'vector_algebra', op: 'midpoint', vectors: [['1', '2'], ['3', '4']] });
    const en = solve('find the midpoint between (-4, 3) and (6, 6)');
    expect(en.finalAnswer).toBe('M = (1, 9/2)');
    expect(en.verified).toBe(true);
    const fr = solve('Déterminer les coordonnées du milieu du segment [AB] avec A(2;3) et B(5;−1)', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('M(7/2 ; 1)');
    expect(fr.interpretation?.text).toBe("Déterminer le milieu du segment d'extrémités (2, 3) et (5, -1)");
    const task = read('midpoint of (0, 0) and (4, 2)');
    // a point as far from both ends but off the segment is no midpoint
    expect(task && 'kind' in task && verifyTask(task, { kind: 'matrix', value: '[[2], [1]]' })).toBe(true);
    expect(task && 'kind' in task && verifyTask(task, { kind: 'matrix', value: '[[1], [3]]' })).toBe(false);
  });
  it('reads the origin named in words as the second point, in the order written', () => {
    expect(read("Calculer la distance du point M(1 ; 2) à l'origine")).toEqual({ kind: 'evaluate', expr: 'sqrt((0 - 1)^2 + (0 - 2)^2)', quantity: 'distance' });
    expect(solve('Find the distance from the point P(3, 4) to the origin').answer?.value).toBe('5');
    expect(read('On donne \\(A(1\\,;\\,3)\\) et \\(B(4\\,;\\,7)\\). Calculer la distance AB.')).toEqual({ kind: 'evaluate', expr: 'sqrt((4 - 1)^2 + (7 - 3)^2)', quantity: 'distance' });
    expect(read('Find the midpoint of the segment from the origin to (4, 6)')).toEqual({ kind: 'vector_algebra', op: 'midpoint', vectors: [['0', '0'], ['4', '6']] });
  });
  it('reads the midpoint asked with « Trouver », its ends with decimal commas', () => {
    expect(solve('Trouver le milieu du segment [AB] avec A(−1,5 ; 2) et B(2,5 ; −1)', { locale: 'fr' }).finalAnswer).toBe('M(1/2 ; 1/2)');
  });
  it('reads the norm of the vector between two named points as their distance, only with their names', () => {
    for (const input of ['Calculer la norme du vecteur \\vec{AB} avec A(1 ; 2) et B(4 ; 6)', 'Soit A(1 ; 2) et B(4 ; 6). Calculer ‖AB‖.', 'Find the magnitude of the vector AB where A(1, 2) and B(4, 6)'])
      expect([input, read(input)]).toEqual([input, { kind: 'evaluate', expr: 'sqrt((4 - 1)^2 + (6 - 2)^2)', quantity: 'distance' }]);
    expect(read('Calculer la norme du vecteur AC avec A(1 ; 2) et B(4 ; 6)')).toBeNull();
    expect(read('Calculer la norme de u(1 ; 2) et de v(3 ; 4)')).toBeNull();
  });
  it('reads points named M and N as points, never as maxterms', () => {
    const s = solve('Calculer la distance entre les points M(1, 2) et N(4, 6)', { locale: 'fr' });
    expect([s.answer?.value, s.verified]).toEqual(['5', true]);
  });
  it('states the quantity computed and answers it, verified', () => {
    const s = solve('Calculez le coefficient directeur de la droite passant par A(-2 ; 1) et B(4 ; 4)', { locale: 'fr' });
    expect(s.finalAnswer).toBe('1/2');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(/^Calculer le coefficient directeur/);
    expect(solve('distance between (1, 1) and (4, 5)').interpretation?.text).toMatch(/^Compute the distance/);
  });
});
