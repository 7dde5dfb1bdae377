import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the matrix of a rotation of R^3 about a coordinate axis', () => {
  it('reads the axis and the angle in either order, in English', () => {
    expect(solve('Find the standard matrix of the rotation about the z-axis through an angle of π/3.')).toMatchObject({
      answer: { value: '[[1/2, -sqrt(3)/2, 0], [sqrt(3)/2, 1/2, 0], [0, 0, 1]]' },
      verified: true,
    });
    expect(solve('rotation matrix about the x-axis by 90 degrees').answer?.value).toBe('[[1, 0, 0], [0, 0, -1], [0, 1, 0]]');
    expect(solve('Find the matrix of the rotation by 45° around the y axis').answer?.value).toBe('[[sqrt(2)/2, 0, sqrt(2)/2], [0, 1, 0], [-sqrt(2)/2, 0, sqrt(2)/2]]');
  });

  it('turns the other way when clockwise is said', () => {
    const s = solve('Find the matrix of the linear transformation T : R^3 → R^3 that rotates vectors clockwise by 30° about the positive z-axis');
    expect(s).toMatchObject({ answer: { value: '[[sqrt(3)/2, 1/2, 0], [-1/2, sqrt(3)/2, 0], [0, 0, 1]]' }, verified: true });
  });

  it('« la rotation d’axe (Ox) et d’angle π/2 », « autour de l’axe des cotes »', () => {
    const fr = (q: string) => solve(q, { locale: 'fr' });
    expect(fr("Écrire la matrice de la rotation d'axe (Ox) et d'angle π/2 dans la base canonique de R^3.")).toMatchObject({ answer: { value: '[[1, 0, 0], [0, 0, -1], [0, 1, 0]]' }, verified: true });
    expect(fr("Matrice de la rotation d'angle π/3 autour de l'axe des cotes").answer?.value).toBe('[[1/2, -sqrt(3)/2, 0], [sqrt(3)/2, 1/2, 0], [0, 0, 1]]');
    expect(fr("Donner la matrice de la rotation d'axe Oy d'angle 2π/3").finalAnswer).toContain('R = ');
  });

  it('leaves an axis other than a coordinate axis, or an angle in letters, unanswered', () => {
    expect(solve('Find the matrix of the rotation about the axis spanned by (1,1,1) by 120°').answer).toBeNull();
    expect(solve('rotation about the z-axis by angle theta').answer).toBeNull();
  });
});
