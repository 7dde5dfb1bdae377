import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the orthogonal projection onto a plane given by its equation', () => {
  it('removes the normal component, in English and French', () => {
    const fr = solve('projection orthogonale du vecteur (1, 2, 3) sur le plan x + y + z = 0', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { kind: 'matrix', value: '[[-1], [0], [1]]' }, verified: true });
    expect(fr.steps.map((s) => s.title)).toEqual(['Lire un vecteur normal', 'Retirer la composante normale']);
    expect(solve('find the orthogonal projection of (1, 0, 2) onto the plane 2x - y + z = 0').answer?.value).toBe('[[-1/3], [2/3], [4/3]]');
    // a plane named, and one away from the origin (a point projected)
    expect(solve('projection of (1, 2, 3) onto the plane P: x - y = 0').answer?.value).toBe('[[3/2], [3/2], [3]]');
    expect(solve('projection of the point (1, 1, 1) on the plane x + 2y + 2z = 14').answer?.value).toBe('[[2], [3], [3]]');
  });

  it('leaves a plane that is not linear unanswered', () => {
    expect(solve('projection of (1, 2, 3) onto the plane x*y + z = 0').answer).toBeNull();
  });

  it('reads the plane named first and the question after: « Soit P le plan d\'équation …. Quel est le projeté … sur P ? »', () => {
    const fr = solve("Soit P le plan d'équation 2x − 2y + z − 4 = 0. Quel est le projeté orthogonal de A(1;1;1) sur P ?", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[5/3], [1/3], [4/3]]' }, verified: true });
    expect(solve('Let P be the plane x + y + z = 0. Find the projection of (1, 2, 3) onto P.').answer?.value).toBe('[[-1], [0], [1]]');
    expect(solve('Quel est le projeté orthogonal de A(0;1;0) sur le plan x + y + z = 0 ?', { locale: 'fr' }).answer?.value).toBe('[[-1/3], [2/3], [-1/3]]');
    // another plane's name: not this one
    expect(solve('Let P be the plane x + y + z = 0. Find the projection of (1, 2, 3) onto Q.').answer).toBeNull();
  });
});

