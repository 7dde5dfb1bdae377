import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a quadratic form reduced in an orthonormal basis', () => {
  it('diagonalises its matrix by an orthogonal P and gives D, in both languages', () => {
    const en = solve('Reduce the quadratic form q(x, y) = 5x² + 4xy + 2y² to a sum of squares using an orthonormal basis (principal axes). Give the diagonal matrix.');
    expect(en).toMatchObject({ answer: { value: '[[1, 0], [0, 6]]' }, verified: true });
    expect(en.finalAnswer).toMatch(/q = y1² \+ 6y2²$/);
    expect(solve('Find an orthogonal change of variables that eliminates the cross-product term in Q(x1, x2) = x1^2 - 8x1x2 - 5x2^2.').answer?.value).toBe('[[-7, 0], [0, 3]]');
    const fr = solve('Réduire dans une base orthonormée la forme quadratique q(x,y,z) = 2xy + 2xz + 2yz.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[-1, 0, 0], [0, -1, 0], [0, 0, 2]]' }, verified: true });
    expect(fr.steps.at(-1)?.title).toBe('La forme réduite');
  });

  it('refuses, saying why, when the eigenvalues are not rational', () => {
    expect(solve('Reduce q(x, y) = x^2 + 4xy + 2y^2 in an orthonormal basis').error?.message).toMatch(/^The reduction in an orthonormal basis is given here when the eigenvalues are rational/);
  });
});
