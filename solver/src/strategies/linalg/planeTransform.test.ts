import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the matrix of a transformation of the plane described in words', () => {
  it('rotations by multiples of 30° or 45°, either way round, with exact entries', () => {
    expect(solve('Find the standard matrix of the linear transformation T: R^2 -> R^2 that rotates each vector counterclockwise by 90 degrees.')).toMatchObject({ answer: { value: '[[0, -1], [1, 0]]' }, verified: true });
    expect(solve("Déterminer la matrice de la rotation d'angle π/3.", { locale: 'fr' }).answer?.value).toBe('[[1/2, -sqrt(3)/2], [sqrt(3)/2, 1/2]]');
    expect(solve('matrix of the rotation by 45° clockwise').answer?.value).toBe('[[sqrt(2)/2, sqrt(2)/2], [-sqrt(2)/2, sqrt(2)/2]]');
  });

  it('projections and reflections onto a line through the origin', () => {
    expect(solve('Find the matrix of the orthogonal projection of R^2 onto the line y = x.')).toMatchObject({ answer: { value: '[[1/2, 1/2], [1/2, 1/2]]' }, verified: true });
    expect(solve('Matrice de la symétrie orthogonale par rapport à la droite y = 2x', { locale: 'fr' }).answer?.value).toBe('[[-3/5, 4/5], [4/5, 3/5]]');
    expect(solve('matrix of the reflection across the y-axis').answer?.value).toBe('[[-1, 0], [0, 1]]');
  });

  it('shears given by a factor or by the image of a basis vector', () => {
    expect(solve('Find the standard matrix of the horizontal shear that maps e2 to e2 + 3e1 and leaves e1 unchanged.')).toMatchObject({ answer: { value: '[[1, 3], [0, 1]]' }, verified: true });
    expect(solve('matrix of the vertical shear with factor -2').answer?.value).toBe('[[1, 0], [-2, 1]]');
    // a horizontal shear cannot move e1
    expect(solve('matrix of the horizontal shear that maps e1 to e1 + 2e2').answer).toBeNull();
  });

  it('leaves an angle without a simple exact cosine, or other words, unanswered', () => {
    expect(solve('matrix of the rotation by 20 degrees').answer).toBeNull();
    expect(solve('matrix of the rotation by 90 degrees followed by a dilation').answer).toBeNull();
  });

  it('reads a line given by a direction vector: spanned by, engendrée par, dirigée par, in the direction of', () => {
    const fr = solve('Matrice de la projection orthogonale sur la droite engendrée par (1,2)', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[1/5, 2/5], [2/5, 4/5]]' }, verified: true });
    expect(solve('Find the standard matrix of the reflection across the line spanned by (3, 4)').answer?.value).toBe('[[-7/25, 24/25], [24/25, 7/25]]');
    expect(solve('matrix of the orthogonal projection onto the line through the origin in the direction of (2, -1)').answer?.value).toBe('[[4/5, -2/5], [-2/5, 1/5]]');
    expect(solve('matrice de la symétrie orthogonale par rapport à la droite dirigée par (1 ; 1)', { locale: 'fr' }).answer?.value).toBe('[[0, 1], [1, 0]]');
    // the zero vector spans no line
    expect(solve('matrix of the orthogonal projection onto the line spanned by (0, 0)').answer).toBeNull();
  });

  it('reads the plane named after the rotation: "rotation of R^2 by 60 degrees", « rotation du plan d\'angle π/3 »', () => {
    expect(solve('standard matrix of the rotation of R^2 by 60 degrees counterclockwise')).toMatchObject({ answer: { value: '[[1/2, -sqrt(3)/2], [sqrt(3)/2, 1/2]]' }, verified: true });
    expect(solve("matrice de la rotation du plan d'angle π/3", { locale: 'fr' }).answer?.value).toBe('[[1/2, -sqrt(3)/2], [sqrt(3)/2, 1/2]]');
    expect(solve('Find the matrix of the rotation in the plane through 45 degrees clockwise').answer?.value).toBe('[[sqrt(2)/2, sqrt(2)/2], [-sqrt(2)/2, sqrt(2)/2]]');
  });
});

describe('a reflection of the plane introduced with its space or in French', () => {
  it('"the reflection of R^2 across the line y = 2x", « la réflexion par rapport à la droite y = x »', () => {
    expect(solve('Find the standard matrix for the reflection of R^2 across the line y = 2x.')).toMatchObject({ answer: { value: '[[-3/5, 4/5], [4/5, 3/5]]' }, verified: true });
    expect(solve('Déterminer la matrice de la réflexion par rapport à la droite y = x', { locale: 'fr' })).toMatchObject({ answer: { value: '[[0, 1], [1, 0]]' }, verified: true });
  });

  it("reads an angle in radians with its sign, 'through −pi/4 radians', « d'angle −π/3 »", () => {
    expect(solve('Find the standard matrix of the linear transformation T: R^2 -> R^2 that rotates points through -pi/4 radians.')).toMatchObject({ answer: { value: '[[sqrt(2)/2, sqrt(2)/2], [-sqrt(2)/2, sqrt(2)/2]]' }, verified: true });
    expect(solve("Donner la matrice de la rotation d'angle -π/3 dans le plan", { locale: 'fr' }).answer?.value).toBe('[[1/2, sqrt(3)/2], [-sqrt(3)/2, 1/2]]');
    expect(solve('Find the matrix of the rotation by pi/2 radians counterclockwise').answer?.value).toBe('[[0, -1], [1, 0]]');
  });
});

