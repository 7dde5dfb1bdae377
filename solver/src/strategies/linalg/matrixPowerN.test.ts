import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';

describe('Aⁿ for every n, by Cayley–Hamilton', () => {
  it('answers distinct and double eigenvalues exactly, verified, in English and French', () => {
    for (const [input, value] of [
      ['find A^n for A = [[1, 1], [0, 1]]', '[[1, n], [0, 1]]'],
      ['compute A^n where A = [[2, 1], [0, 2]]', '[[2^n, n*2^(n - 1)], [0, 2^n]]'],
      ['A^n for A = [[4, 1], [2, 3]]', '[[(1/3)*2^n + (2/3)*5^n, 1/3*(-2^n + 5^n)], [2/3*(-2^n + 5^n), (1/3)*5^n + (2/3)*2^n]]'],
    ]) {
      for (const locale of ['en', 'fr'] as const) {
        const s = solve(input, { locale });
        expect(s.answer?.value, input).toBe(value);
        expect(s.verified, input).toBe(true);
        for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
      }
    }
    expect(solve('calculer A^n pour A = [[1, 2], [2, 1]]', { locale: 'fr' }).steps[1].title).toBe('Diviser λⁿ par le polynôme caractéristique');
  });

  it('a zero eigenvalue gives Aⁿ = μⁿ⁻¹A for n ≥ 1, with no 0ⁿ left in the entries', () => {
    const s = solve('calculer A^n pour A = [[1, 1], [1, 1]]', { locale: 'fr' });
    expect(s.answer?.value).toBe('[[2^(n - 1), 2^(n - 1)], [2^(n - 1), 2^(n - 1)]]');
    expect(s.verified).toBe(true);
    expect(s.finalAnswer).toContain('pour n ≥ 1');
    for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
  });

  it('leaves complex eigenvalues unanswered', () => {
    expect(solve('A^n, A = [[0, 1], [-1, 0]]').answer).toBeNull();
  });
});

describe('entries of Aⁿ read back as expressions', () => {
  it('never starts and ends an entry with brackets, which a list reader takes for a row', () => {
    const value = solve('Let A = [[1, 2], [2, -2]]. Find a closed form for A^n.').answer?.value ?? '';
    expect(value).toBe('[[(1/5)*(-3)^n + (4/5)*2^n, 2/5*(-(-3)^n + 2^n)], [2/5*(-(-3)^n + 2^n), (1/5)*2^n + (4/5)*(-3)^n]]');
  });
});
