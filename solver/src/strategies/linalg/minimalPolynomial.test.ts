import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the minimal polynomial', () => {
  it('is the first relation between I, A, A², …, in both languages and notations', () => {
    for (const [input, value] of [
      ['Find the minimal polynomial of A = [[2,0,0],[0,2,0],[0,0,3]]', 'x^2 - 5*x + 6'],
      ['Find the minimal polynomial of $A=\\begin{pmatrix}3&1&0\\\\0&3&0\\\\0&0&3\\end{pmatrix}$', 'x^2 - 6*x + 9'],
      ['Déterminer le polynôme minimal de M = (1 0 0; 0 1 0; 0 0 2)', 'x^2 - 3*x + 2'],
      ['minimal polynomial of [[0,-1],[1,0]]', 'x^2 + 1'],
      ['polynôme minimal de la matrice [[1,1,0],[0,1,1],[0,0,1]]', 'x^3 - 3*x^2 + 3*x - 1'],
      ['minimal polynomial of [[4, 0], [0, 4]]', 'x - 4'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });

  it('names Cayley–Hamilton in its steps', () => {
    const s = solve('minimal polynomial of [[2,0,0],[0,2,0],[0,0,3]]');
    expect(s.steps[0].explanation).toMatch(/Cayley–Hamilton/);
    expect(s.steps[1].formula).toContain('A^{2} - 5A + 6I = 0');
  });
});
