import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('vectors with a letter: the values making them dependent or a basis', () => {
  it('dependent at the roots of the determinant of their matrix, in English and French', () => {
    const dep = solve('For which values of k are the vectors (1, 1, 0), (1, k, 1), (0, 1, k) linearly dependent?');
    expect(dep.answer).toMatchObject({ kind: 'solutions', value: '[1/2 - sqrt(5)/2, 1/2 + sqrt(5)/2]' });
    expect(dep.verified).toBe(true);
    expect(dep.steps[0].title).toBe('Put the vectors in the columns of a matrix');
    const libre = solve('pour quelles valeurs de a la famille (1, a), (a, 4) est-elle libre ?', { locale: 'fr' });
    expect(libre.answer).toMatchObject({ kind: 'interval', value: '(-oo, -2) U (-2, 2) U (2, oo)' });
    expect(libre.steps[0].title).toBe('Mettre les vecteurs en colonnes dans une matrice');
  });

  it('a basis of Rⁿ at every other value', () => {
    expect(solve('find t such that (1, t, 0), (0, 1, t), (t, 0, 1) form a basis of R^3').answer?.value).toBe('(-oo, -1) U (-1, oo)');
  });

  it('leaves other words, or a space of another size, unanswered', () => {
    expect(solve('for which k are (1, k), (k, 1) linearly dependent and orthogonal?').answer).toBeNull();
    expect(solve('for which k do (1, k), (k, 1) form a basis of R^3?').answer).toBeNull();
  });
});

describe('the condition on a parameter for a basis', () => {
  it('reads « À quelle condition sur le réel a … » and a family named (e1, e2, e3) with its vectors given after', () => {
    const s = solve('À quelle condition sur le réel a, la famille (e1, e2), avec e1 = (a, 2), e2 = (2, a) est-elle une base de R2 ?', { locale: 'fr' });
    expect(s.answer?.value).toBe('(-oo, -2) U (-2, 2) U (2, oo)');
    expect(s.verified).toBe(true);
  });
});
