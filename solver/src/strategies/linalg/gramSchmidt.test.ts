import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the Gram–Schmidt process', () => {
  it('gives an orthonormal basis, exact, in English and French', () => {
    const en = solve('Apply Gram-Schmidt to v1 = (1, 1, 0), v2 = (1, 0, 1)');
    expect(en).toMatchObject({ answer: { kind: 'matrix', value: '[[sqrt(2)/2, sqrt(6)/6], [sqrt(2)/2, -sqrt(6)/6], [0, sqrt(6)/3]]' }, verified: true });
    expect(en.steps.map((s) => s.title)).toEqual(['Compute w1', 'Compute w2', 'Normalise']);
    const fr = solve('orthonormaliser la famille (1, 0, 1), (1, 1, 0) par le procédé de Gram-Schmidt', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('base orthonormée : (√(2)/2, 0, √(2)/2), (√(6)/6, √(6)/3, -√(6)/6)');
    expect(solve('gram schmidt (3, 4), (1, 0)').answer?.value).toBe('[[3/5, 4/5], [4/5, -3/5]]');
  });

  it('stops at the orthogonal basis when that is asked', () => {
    const g = solve('find an orthogonal basis for the subspace spanned by (1, 1, 1, 1), (1, 2, 3, 4)');
    expect(g.answer?.value).toBe('[[1, -3/2], [1, -1/2], [1, 1/2], [1, 3/2]]');
    expect(g.verified).toBe(true);
  });

  it('leaves other words unanswered', () => {
    expect(solve('apply Gram-Schmidt to (1, 1), (1, 0) and find the QR factorization').answer).toBeNull();
  });
});
