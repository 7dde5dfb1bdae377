import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const en = (s: string) => solve(s, { locale: 'en' });
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('the matrix of an orthogonal projection', () => {
  it('onto a plane through the origin, its equation read whole', () => {
    const s = en('Give the standard matrix of the projection T: R^3 -> R^3 that projects a vector on the plane x+y+z=0.');
    expect(s.answer?.value).toBe('[[2/3, -1/3, -1/3], [-1/3, 2/3, -1/3], [-1/3, -1/3, 2/3]]');
    expect(s.verified).toBe(true);
    expect(fr("Déterminer la matrice dans la base canonique de la projection orthogonale sur le plan d'équation x - 2y + z = 0.").answer?.value).toBe('[[5/6, 1/3, -1/6], [1/3, 1/3, 1/3], [-1/6, 1/3, 5/6]]');
  });

  it('onto a line spanned by a vector or written x = 2y = 3z', () => {
    expect(en('Find the matrix of the orthogonal projection onto the line spanned by (1, 2, 2)').answer?.value).toBe('[[1/9, 2/9, 2/9], [2/9, 4/9, 4/9], [2/9, 4/9, 4/9]]');
    expect(fr('Quelle est la matrice de la projection orthogonale sur la droite x = 2y = 3z ?').answer?.value).toBe('[[36/49, 18/49, 12/49], [18/49, 9/49, 6/49], [12/49, 6/49, 4/49]]');
  });

  it('applies the projection named before to the vector asked', () => {
    const s = en('F is the linear transformation that orthogonally projects each vector in R3 onto the plane defined by x+2y+2z=0. Enter F(2,2,1).');
    expect(s.answer?.value).toBe('[[10/9], [2/9], [-7/9]]');
    expect(s.verified).toBe(true);
    expect(fr('Soit P la projection orthogonale sur le plan x + y + z = 0. Calculer P(1, 2, 3).').finalAnswer).toBe('P(1, 2, 3) = (-1, 0, 1)');
    expect(en('Let T be the orthogonal projection onto the line spanned by (1, 1, 0). Find T(3, 1, 2).').answer?.value).toBe('[[2], [2], [0]]');
  });

  it('leaves a plane missing the origin unanswered', () => {
    expect(en('Find the matrix of the orthogonal projection onto the plane x + y + z = 1').answer).toBeNull();
  });
});

describe('the matrix of a reflection across a plane or a line of R^3', () => {
  it('across a plane, S = I − 2 n nᵀ/(nᵀn), however the map is introduced', () => {
    const s = en('Find the matrix of the reflection across the plane x + y + z = 0');
    expect(s).toMatchObject({ answer: { value: '[[1/3, -2/3, -2/3], [-2/3, 1/3, -2/3], [-2/3, -2/3, 1/3]]' }, verified: true });
    expect(s.steps.map((x) => x.title)).toContain('The matrix of the reflection');
    const named = en('Let T : R^3 → R^3 be a reflection across the plane −x + y + 2z = 0. Find the matrix of this linear transformation using the standard basis.');
    expect(named).toMatchObject({ answer: { value: '[[2/3, 1/3, 2/3], [1/3, 2/3, -2/3], [2/3, -2/3, -1/3]]' }, verified: true });
    expect(en('Find the matrix of the reflection in the plane x1 + x2 + x3 = 0 in R^3.').answer?.value).toBe('[[1/3, -2/3, -2/3], [-2/3, 1/3, -2/3], [-2/3, -2/3, 1/3]]');
  });

  it('« la symétrie orthogonale par rapport au plan … », the map named in lower case', () => {
    const s = fr("Soit s la symétrie orthogonale par rapport au plan P d'équation x + 2y - z = 0. Écrire la matrice de s dans la base canonique.");
    expect(s).toMatchObject({ answer: { value: '[[2/3, -2/3, 1/3], [-2/3, -1/3, 2/3], [1/3, 2/3, 2/3]]' }, verified: true });
    expect(s.finalAnswer).toContain('S = ');
    expect(fr('Donner la matrice de la réflexion par rapport au plan $P : 2x - y + 2z = 0$.').verified).toBe(true);
  });

  it('across a line, S = 2 u uᵀ/(uᵀu) − I; a projection and a reflection asked together are not read', () => {
    expect(en('Find the matrix of the reflection about the line spanned by (1, 2, 2)').answer?.value).toBe('[[-7/9, 4/9, 4/9], [4/9, -1/9, 8/9], [4/9, 8/9, -1/9]]');
    expect(en('Find the matrix of the projection onto the plane x + y + z = 0 and of the reflection across it').answer).toBeNull();
  });

  it('reads x_1, x_2, x_3 as the coordinates of a projection too', () => {
    expect(en('Calculate the matrix P for the linear transformation of an orthogonal projection of vectors onto the plane 2x_1 + 2x_2 + x_3 = 0').answer?.value).toBe('[[5/9, -4/9, -2/9], [-4/9, 5/9, -2/9], [-2/9, -2/9, 8/9]]');
  });
});

describe('a line by parametric equations or a plane of coordinates', () => {
  it('projects onto "the line x = t, y = 2t, z = 2t", « la droite D : x = t, y = t, z = −t », never solving them as a system', () => {
    expect(en('Find the matrix of the orthogonal projection onto the line x = t, y = 2t, z = 2t')).toMatchObject({ answer: { value: '[[1/9, 2/9, 2/9], [2/9, 4/9, 4/9], [2/9, 4/9, 4/9]]' }, verified: true });
    expect(fr('Matrice de la projection orthogonale sur la droite D : x = t, y = t, z = -t')).toMatchObject({ answer: { value: '[[1/3, 1/3, -1/3], [1/3, 1/3, -1/3], [-1/3, -1/3, 1/3]]' }, verified: true });
    expect(en('Find the matrix of the projection onto the line x = 1 + t, y = 2t, z = t').answer).toBeNull();
  });

  it('reflects across "the xy-plane", « le plan (xOy) », and projects onto "the xz-plane"', () => {
    expect(en('Find the standard matrix of the reflection across the xy-plane in R^3')).toMatchObject({ answer: { value: '[[1, 0, 0], [0, 1, 0], [0, 0, -1]]' }, verified: true });
    expect(fr('Matrice de la symétrie orthogonale par rapport au plan (xOy)').answer?.value).toBe('[[1, 0, 0], [0, 1, 0], [0, 0, -1]]');
    expect(en('Find the matrix of the orthogonal projection onto the xz-plane').answer?.value).toBe('[[1, 0, 0], [0, 0, 0], [0, 0, 1]]');
  });
});

describe('the map named by « on note » or "denote by"', () => {
  it('« On note s la symétrie … la matrice de s », "Denote by p the orthogonal projection … the matrix of p"', () => {
    expect(fr('On note s la symétrie orthogonale par rapport au plan P : x + y + z = 0. Déterminer la matrice de s dans la base canonique.')).toMatchObject({ answer: { value: '[[1/3, -2/3, -2/3], [-2/3, 1/3, -2/3], [-2/3, -2/3, 1/3]]' }, verified: true });
    expect(en('Denote by p the orthogonal projection onto the plane x - 2y + 2z = 0. Find the matrix of p.')).toMatchObject({ answer: { value: '[[8/9, 2/9, -2/9], [2/9, 5/9, 4/9], [-2/9, 4/9, 5/9]]' }, verified: true });
  });
});
