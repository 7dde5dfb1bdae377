import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';

describe('the inverse by Cayley–Hamilton', () => {
  it('reads the theorem named before, after or around the question, in both languages', () => {
    for (const [input, value] of [
      ['Use the Cayley-Hamilton theorem to find the inverse of A = [[1,0,0],[0,1,1],[0,-2,4]]', '[[1, 0, 0], [0, 2/3, -1/6], [0, 1/3, 1/6]]'],
      ['Verify Cayley-Hamilton theorem hence find A^-1 if A = [[1,2,-2],[-1,3,0],[0,-2,1]]', '[[3, 2, 6], [1, 1, 2], [2, 2, 5]]'],
      ['Let A = [[1,2],[-1,4]]. Using the Cayley–Hamilton theorem, express A^{-1} in terms of A and I and compute it.', '[[2/3, -1/3], [1/6, 1/6]]'],
      ["À l'aide du théorème de Cayley-Hamilton, calculer l'inverse de $A=\\begin{pmatrix} 2 & 1 \\\\ 1 & 3\\end{pmatrix}$", '[[3/5, -1/5], [-1/5, 2/5]]'],
      ['B = (2 0 1; 0 1 0; 1 0 2). By Cayley Hamilton find B^{-1}', '[[2/3, 0, -1/3], [0, 1, 0], [-1/3, 0, 2/3]]'],
    ]) {
      const s = solve(input, { locale: input.startsWith('À') ? 'fr' : 'en' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
      expect(s.steps.some((t) => /^(Apply|Appliquer) Cayley–Hamilton$/.test(t.title)), input).toBe(true);
      for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
    }
  });

  it('writes A⁻¹ as a polynomial in A, and says why a singular matrix has none', () => {
    const s = solve('Let A = [[1,2],[-1,4]]. Using the Cayley–Hamilton theorem, express A^{-1} in terms of A and I.', { locale: 'fr' });
    expect(s.steps.map((t) => t.formula)).toContain('A^{2} - 5A + 6I = 0');
    expect(s.steps.map((t) => t.formula)).toContain('A^{-1} = -\\frac{1}{6}\\left(A - 5I\\right)');
    expect(s.steps.some((t) => t.title === 'Appliquer Cayley–Hamilton')).toBe(true);
    const singular = solve('Use Cayley-Hamilton to find the inverse of [[1, 2], [2, 4]]');
    expect(singular.answer?.value ?? null).toBeNull();
    expect(singular.finalAnswer).toMatch(/no inverse/);
  });
});

describe('a power asked after a diagonalisation', () => {
  it('takes "diagonalise A then compute Aⁿ" as the power by diagonalisation', () => {
    for (const [input, value] of [
      ['Soit A = [[7,-4],[8,-5]]. Diagonaliser A puis calculer A^n pour tout entier n ≥ 1.', '[[2*3^n - (-1)^n, -3^n + (-1)^n], [2*(-(-1)^n + 3^n), 2*(-1)^n - 3^n]]'],
      ['Diagonalise la matrice M = [[4, -2], [1, 1]], puis en déduire M^n', '[[2*3^n - 2^n, -2*(-2^n + 3^n)], [-2^n + 3^n, 2*2^n - 3^n]]'],
      ['Diagonalize M = [[6, 8], [-4, -6]] and compute M^100', '[[1267650600228229401496703205376, 0], [0, 1267650600228229401496703205376]]'],
      ['Diagonalize $A=\\begin{pmatrix}1&2\\\\2&1\\end{pmatrix}$, then find A^{10}', '[[29525, 29524], [29524, 29525]]'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });

  it('reads A⁻¹ asked as a polynomial in A or a combination of I and A, the theorem named or not', () => {
    expect(solve('Let A = (1 2; 3 4). Use Cayley-Hamilton to find A^{-1} as a polynomial in A.')).toMatchObject({ answer: { value: '[[-2, 1], [3/2, -1/2]]' }, verified: true });
    expect(solve('Express A^{-1} as a linear combination of I and A for A = [[1,2],[3,4]].')).toMatchObject({ answer: { value: '[[-2, 1], [3/2, -1/2]]' }, verified: true });
    const fr = solve('Soit A = [[2, 1], [1, 2]]. Exprimer A^{-1} comme combinaison linéaire de I et de A.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[2/3, -1/3], [-1/3, 2/3]]' }, verified: true, method: 'matrix.inverse.cayley_hamilton' });
  });
});
