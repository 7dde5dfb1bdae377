import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the Jordan form of a small matrix', () => {
  it('counts the blocks from the ranks of (A − λI)ᵏ, in English and French', () => {
    const two = solve('Jordan form of A = [[5, 1], [-1, 3]]');
    expect(two).toMatchObject({ answer: { kind: 'matrix', value: '[[4, 1], [0, 4]]' }, verified: true });
    expect(two.steps.map((s) => s.title)).toEqual(['Find the eigenvalues', 'Count the blocks for λ = 4', 'Write the Jordan form']);
    expect(solve('Find the Jordan normal form of [[2, 1, 0], [0, 2, 0], [0, 0, 3]]').answer?.value).toBe('[[2, 1, 0], [0, 2, 0], [0, 0, 3]]');
    const fr = solve('réduite de Jordan de A = [[3, -1, 1], [2, 0, 1], [1, -1, 2]]', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[1, 0, 0], [0, 2, 1], [0, 0, 2]]');
    expect(fr.verified).toBe(true);
    expect(solve('jordan form [[2, 0], [0, 2]]').answer?.value).toBe('[[2, 0], [0, 2]]');
    expect(solve('forme de Jordan de la matrice [[1, 1, 0], [0, 1, 1], [0, 0, 1]]', { locale: 'fr' }).answer?.value).toBe('[[1, 1, 0], [0, 1, 1], [0, 0, 1]]');
  });

  it('refuses, naming why, when an eigenvalue is not rational', () => {
    expect(solve('Jordan form of [[0, 1], [-1, 0]]').error?.message).toBe('We give the Jordan form only when every eigenvalue is rational.');
  });
});
