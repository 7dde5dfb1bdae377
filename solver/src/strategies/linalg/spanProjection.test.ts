import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the orthogonal projection onto a spanned subspace', () => {
  it('projects onto the line spanned by one vector', () => {
    const o = solve('Find the projection of u = (1, 2, 3) onto the line spanned by (1, 1, 1)');
    expect(o).toMatchObject({ answer: { value: '[[2], [2], [2]]' }, verified: true, finalAnswer: 'p = (2, 2, 2)' });
  });

  it('projects onto Span(v1, v2) with the vectors named and defined after, by the normal equations', () => {
    const o = solve('determine the orthogonal projection of the vector v=(2, 4, 2) on the subspace Span(v1, v2) where v1=(1, 0, 1), v2=(5, 1, 1)');
    expect(o).toMatchObject({ answer: { value: '[[26/9], [4/9], [10/9]]' }, verified: true });
    expect(solve('Find the orthogonal projection of y = (1, 3, -2) onto W = span{u1, u2}, where u1 = (1, 1, 0) and u2 = (-1, 1, 0)').answer?.value).toBe('[[1], [3], [0]]');
    expect(solve('project b = (1, 2, 3, 4) onto span{(1,0,0,0), (0,1,1,0)}').answer?.value).toBe('[[1], [5/2], [5/2], [0]]');
  });

  it('reads the French wording and Vect in LaTeX', () => {
    const fr = solve('Calculer le projeté orthogonal de u = (3, 1, 2) sur le plan engendré par (1, 0, 1) et (0, 1, 1)', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[7/3], [1/3], [8/3]]' }, verified: true });
    const latex = solve(String.raw`Calculer le projeté orthogonal de u = (3, 1, 2) sur $\operatorname{Vect}\left((1, 0, 1), (0, 1, 1)\right)$`, { locale: 'fr' });
    expect(latex.answer?.value).toBe('[[7/3], [1/3], [8/3]]');
  });

  it('leaves a vector of another size or an unknown name unanswered', () => {
    expect(solve('project (1, 2) onto the line spanned by (1, 1, 1)').answer).toBeNull();
    expect(solve('project v = (1, 2, 3) onto span{w1, w2}').answer).toBeNull();
  });

  it('projects onto a column space spanned by given vectors', () => {
    expect(solve('Find the orthogonal projection of b = (6, 3, 0) onto the column space spanned by (1, 0, 1) and (1, 1, 0)').answer?.value).toBe('[[5], [4], [1]]');
  });

  it('projects onto one vector named or written, as onto the line it spans', () => {
    expect(solve('Let u = (1, 2, 2) and v = (2, 0, 1). Find the projection of v onto u.')).toMatchObject({ answer: { value: '[[4/9], [8/9], [8/9]]' }, verified: true });
    expect(solve('Soit u = (1, 2, 2). Calculer le projeté orthogonal de v = (2, 0, 1) sur u.', { locale: 'fr' })).toMatchObject({ answer: { value: '[[4/9], [8/9], [8/9]]' }, verified: true });
  });

  it('reads the spanning vectors given with their names in the list, "spanned by u1 = (…) and u2 = (…)"', () => {
    expect(solve('Find the orthogonal projection of y = (1, 2, 3) onto the plane spanned by u1 = (1, 1, 0) and u2 = (0, 1, 1)')).toMatchObject({ answer: { value: '[[1/3], [8/3], [7/3]]' }, verified: true });
    expect(solve('Déterminer le projeté orthogonal de u = (1, 2, 3) sur le plan engendré par a = (1, 1, 0) et b = (0, 1, 1).', { locale: 'fr' }).answer?.value).toBe('[[1/3], [8/3], [7/3]]');
  });

  it('reads vectors typed as Matlab rows, v = [3 1 2]', () => {
    expect(solve('Find the orthogonal projection of v = [3 1 2] onto the span of u1 = [1 0 1] and u2 = [0 1 0].')).toMatchObject({ answer: { value: '[[5/2], [1], [5/2]]' }, verified: true });
  });
});

