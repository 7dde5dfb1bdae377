import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe("an eigenspace's dimension", () => {
  it('is n − rank(A − λI), in both languages and notations', () => {
    for (const [input, value] of [
      ['Quelle est la dimension du sous-espace propre associé à la valeur propre 2 de A = [[2,1,0],[0,2,0],[0,0,3]] ?', '1'],
      ['Find the dimension of the eigenspace of A = [[1,0,0],[0,1,0],[0,0,2]] for λ = 1', '2'],
      ['dimension of the eigenspace corresponding to the eigenvalue 3 of $\\begin{pmatrix}3&1\\\\0&3\\end{pmatrix}$', '1'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });

  it('still gives the eigenspace itself when no dimension is asked', () => {
    expect(solve('Find the eigenspace of A = [[1,0,0],[0,1,0],[0,0,2]] for λ = 1').answer?.kind).not.toBe('expr');
  });
});
