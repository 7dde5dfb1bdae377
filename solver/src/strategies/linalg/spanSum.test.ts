import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the sum and the intersection of two spanned subspaces', () => {
  it('gives dim(F + G) as the rank of both families', () => {
    const o = solve('Let F = span{(1,2,3,4),(1,1,1,3),(2,1,1,1)} and G = span{(1,2,3,4),(-1,0,-1,2),(2,3,0,1)} in R^4. Find dim(F+G).');
    expect(o).toMatchObject({ answer: { value: '4' }, verified: true, finalAnswer: 'dim(F + G) = 4' });
    const basis = solve('U = span{(1,0,0), (0,1,0)} and W = span{(0,1,0),(0,0,1)}: find a basis of U + W');
    expect(basis).toMatchObject({ answer: { value: '[[1, 0, 0], [0, 1, 0], [0, 0, 1]]' }, verified: true });
  });

  it("gives dim(F ∩ G) by Grassmann's formula, in French with Vect", () => {
    const fr = solve('Soient F = Vect((1,2,3,4),(1,1,1,3),(2,1,1,1)) et G = Vect((1,2,3,4),(-1,0,-1,2),(2,3,0,1)). Déterminer la dimension de F ∩ G.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '2' }, verified: true, finalAnswer: 'dim(F ∩ G) = 2' });
  });

  it('leaves a basis of the intersection, and subspaces not both named, unanswered', () => {
    expect(solve('U = span{(1,0,0), (0,1,0)} and W = span{(0,1,0),(0,0,1)}: find a basis of U ∩ W').answer).toBeNull();
    expect(solve('U = span{(1,0,0), (0,1,0)} and W = span{(0,1,0),(0,0,1)}: find dim(U + V)').answer).toBeNull();
  });
});
