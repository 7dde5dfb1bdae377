import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';

describe('Aⁿ beyond 2×2, and large powers', () => {
  it('diagonalisable: Aⁿ = PDⁿP⁻¹, verified, steps that render', () => {
    for (const [input, value] of [
      ['calculer A^n où A = [[1, 0, 0], [0, 2, 0], [0, 0, 3]]', '[[1, 0, 0], [0, 2^n, 0], [0, 0, 3^n]]'],
      ['A^n for A = [[1, 1, 1], [1, 1, 1], [1, 1, 1]]', '[[3^(n - 1), 3^(n - 1), 3^(n - 1)], [3^(n - 1), 3^(n - 1), 3^(n - 1)], [3^(n - 1), 3^(n - 1), 3^(n - 1)]]'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
      for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
    }
  });

  it('one eigenvalue: the binomial formula with the nilpotent part', () => {
    const s = solve('Compute A^n for A = [[1, 1, 0], [0, 1, 1], [0, 0, 1]]');
    expect(s.answer?.value).toBe('[[1, n, (1/2)*n^2 + (-1/2)*n], [0, 1, n], [0, 0, 1]]');
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('One eigenvalue: split A = λI + N');
  });

  it('a large power is the formula at that n, computed exactly', () => {
    const s = solve('find A^100 for A = [[1, 0], [0, -1]]');
    expect(s.answer?.value).toBe('[[1, 0], [0, 1]]');
    expect(s.verified).toBe(true);
    expect(solve('A = [[1, 1], [0, 1]], compute A^1000').answer?.value).toBe('[[1, 1000], [0, 1]]');
  });

  it('a matrix neither diagonalisable nor with one eigenvalue goes by Cayley–Hamilton', () => {
    const s = solve('A^n for A = [[2, 1, 0], [0, 2, 0], [0, 0, 3]]');
    expect(s.answer?.value).toBe('[[2^n, n*2^(n - 1), 0], [0, 2^n, 0], [0, 0, 3^n]]');
    expect(s.verified).toBe(true);
  });
});

describe('the first powers asked before the general one', () => {
  it('answers Aⁿ after « Calculer A², A³. En déduire Aⁿ » or "compute A², then deduce Aⁿ"', () => {
    for (const [input, value] of [
      ['Soit A = [[1, 2], [2, 4]]. Calculer A^2 et en déduire A^n', '[[5^(n - 1), 2*5^(n - 1)], [2*5^(n - 1), 4*5^(n - 1)]]'],
      ['Let A = [[1,1],[1,1]]. Compute A^2, then deduce A^n for n ≥ 1', '[[2^(n - 1), 2^(n - 1)], [2^(n - 1), 2^(n - 1)]]'],
      ['Soit M = [[2, 0], [0, 3]]. Calculer M², M³. En déduire M^n.', '[[2^n, 0], [0, 3^n]]'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });
});
