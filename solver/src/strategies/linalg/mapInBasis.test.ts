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
});
