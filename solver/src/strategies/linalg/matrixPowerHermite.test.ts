import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';

describe('Aⁿ of a matrix that is not diagonalisable, with several eigenvalues', () => {
  it('divides λⁿ by χ and answers r(A), checked against the exact powers, in both languages', () => {
    for (const [input, value] of [
      ['A = [[1, 1, 0], [0, 1, 0], [0, 0, 2]], compute A^n', '[[1, n, 0], [0, 1, 0], [0, 0, 2^n]]'],
      ['Calculer A^n pour tout n, où A = [[1, 1, 0, 0], [0, 1, 0, 0], [0, 0, 2, 1], [0, 0, 0, 2]]', '[[1, n, 0, 0], [0, 1, 0, 0], [0, 0, 2^n, n*2^(n - 1)], [0, 0, 0, 2^n]]'],
    ]) {
      for (const locale of ['en', 'fr'] as const) {
        const s = solve(input, { locale });
        expect(s.answer?.value, input).toBe(value);
        expect(s.verified, input).toBe(true);
        for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
      }
    }
    const fr = solve('A = [[2, 1, 0], [0, 2, 0], [1, 0, -1]], calculer A^n', { locale: 'fr' });
    expect(fr.verified).toBe(true);
    expect(fr.steps.map((st) => st.title)).toContain('Non diagonalisable : diviser λⁿ par χ');
  });

  it('a repeated zero eigenvalue: the formula holds from n equal to its multiplicity, and says so', () => {
    const s = solve('compute A^n for A = [[0, 1, 0], [0, 0, 0], [0, 0, 3]]', { locale: 'en' });
    expect(s.answer?.value).toBe('[[0, 0, 0], [0, 0, 0], [0, 0, 3^n]]');
    expect(s.finalAnswer).toContain('for n ≥ 2');
    expect(s.verified).toBe(true);
  });

  it('a power asked at one exponent uses the same formula', () => {
    const s = solve('A = [[1, 1, 0], [0, 1, 0], [0, 0, 2]]. Find A^100.', { locale: 'en' });
    expect(s.answer?.value).toBe(`[[1, 100, 0], [0, 1, 0], [0, 0, ${(2n ** 100n).toString()}]]`);
    expect(s.verified).toBe(true);
  });
});

describe('the method of Aⁿ named in the question', () => {
  it('reads "using diagonalization", « en diagonalisant A » and a split A = λI + N, checked', () => {
    expect(solve('Find A^5 using diagonalization, where A = [[1, 2], [2, 1]]', { locale: 'en' }).answer?.value).toBe('[[121, 122], [122, 121]]');
    expect(solve('Calculer A^n en diagonalisant A, où A = [[1, 2], [0, 3]]', { locale: 'fr' }).answer?.value).toBe('[[1, 3^n - 1], [0, 3^n]]');
    const split = solve('Soit A = [[1, 1, 0], [0, 1, 1], [0, 0, 1]]. En écrivant A = I + N avec N nilpotente, calculer A^n.', { locale: 'fr' });
    expect(split.answer?.value).toBe('[[1, n, (1/2)*n^2 + (-1/2)*n], [0, 1, n], [0, 0, 1]]');
    expect(split.verified).toBe(true);
    expect(solve('Write A = 2I + N where N is nilpotent and deduce A^n, A = [[2, 1], [0, 2]]', { locale: 'en' }).answer?.value).toBe('[[2^n, n*2^(n - 1)], [0, 2^n]]');
    // a split that is not one is refused, naming why
    expect(solve('Write A = 3I + N where N is nilpotent and deduce A^n, A = [[2, 1], [0, 2]]', { locale: 'en' }).error?.message).toBe('A − 3I is not nilpotent: A is not 3I + N with N nilpotent.');
  });
});
