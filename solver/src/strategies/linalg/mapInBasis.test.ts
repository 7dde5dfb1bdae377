import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the matrix of a linear map in another basis', () => {
  it('is P⁻¹ M P, the basis given where it is asked or by its name, checked by M P = P M′', () => {
    const en = solve("f(x,y) = (x+2y, 3x+4y). Find the matrix of f in the basis B' = ((1,1),(1,-1)).");
    expect(en).toMatchObject({ answer: { kind: 'matrix', value: '[[5, -1], [-2, 0]]' }, verified: true, method: 'matrix.change_of_basis' });
    expect(en.steps[1].title).toBe('Write the change-of-basis matrix');
    const fr = solve("Soit f(x,y) = (x+2y, 3x+4y) et la base B' = ((1,1),(1,-1)). Déterminer la matrice de f dans la base B'.", { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[5, -1], [-2, 0]]');
    expect(fr.steps[2].title).toBe('Calculer P⁻¹ M P');
    expect(solve('Let f(x,y) = (x+2y, 3x+4y). Find the matrix of f with respect to the basis (1,1), (1,-1).').answer?.value).toBe('[[5, -1], [-2, 0]]');
  });

  it('leaves other questions and vectors that are no basis unanswered', () => {
    expect(solve("f(x,y) = (x+2y, 3x+4y). Find the matrix of f in the basis B' = ((1,1),(2,2)).").verified).toBe(false);
    expect(solve("f(x,y) = (x+2y, 3x+4y). Find the matrix of f in the basis B' = ((1,1),(1,-1)) and its determinant.").method).not.toBe('matrix.change_of_basis');
  });

  it('reads the map introduced in words, its space written, and the matrix asked as [T]_B', () => {
    const fr = solve("Soit f l'endomorphisme de ℝ³ défini par f(x,y,z) = (x+y, y+z, x+z). Donner la matrice de f dans la base B' = ((1,1,0),(0,1,1),(1,0,1)).", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[1, 1, 0], [0, 1, 1], [1, 0, 1]]' }, verified: true });
    const en = solve('Let T: R^2 → R^2, T(x, y) = (x + 2y, 3x − y). Find the matrix of T with respect to the basis B = {(1, 1), (1, −1)}.');
    expect(en).toMatchObject({ answer: { value: '[[5/2, 3/2], [1/2, -5/2]]' }, verified: true });
    const latex = solve(String.raw`Let T be the linear operator on \mathbb{R}^3 defined by T(x,y,z) = (2x - y, y + z, x). Find [T]_B where B = {(1,0,0),(1,1,0),(1,1,1)}.`);
    expect(latex).toMatchObject({ answer: { value: '[[2, 0, -1], [-1, 0, 1], [1, 1, 1]]' }, verified: true });
  });

  it('reads the formula written right after "the matrix of", in both languages', () => {
    expect(solve('Find the matrix of T(x, y) = (2x + y, x - y) in the basis B = {(1, 1), (1, -1)}.')).toMatchObject({ answer: { value: '[[3/2, 3/2], [3/2, -1/2]]' }, verified: true });
    const fr = solve("Déterminer la matrice de l'application f(x, y) = (x + 4y, 2x + 3y) dans la base ((1, -1), (2, 1)).", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[-1/3, -8/3], [-4/3, 13/3]]' }, verified: true });
    expect(solve('What is the matrix of the linear map T(x,y) = (x + 4y, 2x + 3y) relative to the basis {(1, -1), (2, 1)}?').answer?.value).toBe('[[-1/3, -8/3], [-4/3, 13/3]]');
  });
});
