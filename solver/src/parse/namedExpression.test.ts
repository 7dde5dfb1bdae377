import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { SolverError } from '../errors';
import { normalizeText } from './normalize';
import { rewriteNamedExpression } from './namedExpression';

const rewrite = (s: string) => rewriteNamedExpression(normalizeText(s));

describe('rewriteNamedExpression', () => {
  it('replaces the named expression in the question asked after it', () => {
    expect(rewrite('Soit A = (2x − 1)² − 9. Développer A.')).toBe('Developper ((2x - 1)^2 - 9).');
    expect(rewrite('Let E = (x - 3)^2 - 16. Factor E.')).toBe('Factor ((x - 3)^2 - 16).');
    expect(rewrite('On pose B = 3/4 − 5/6. Calculer B.')).toBe('Calculer (3/4 - 5/6).');
  });
  it('refuses two questions in a row by naming the second', () => {
    const r = rewrite('Soit A = (2x − 1)² − 9. Développer A puis factoriser A.');
    expect(r).toBeInstanceOf(SolverError);
    expect((r as SolverError).text.fr).toContain('« factoriser A »');
    expect((r as SolverError).text.en).toContain('"factoriser A"');
  });
  it('leaves alone what is no named expression', () => {
    expect(rewrite('Soit f(x) = 2x − 5. Résoudre f(x) = 3.')).toBeNull();
    expect(rewrite('Let x = 2. Solve y = 3x.')).toBeNull();
    expect(rewrite('factor x^2 - 4')).toBeNull();
    // a region named before its integral stays the integral's
    expect(rewrite('D = [0, 2] × [0, 1]. Calculer ∫∫D (x² + y) dx dy')).toBeNull();
    expect(rewrite('D = {(x, y) : 0 ≤ x ≤ 1, 0 ≤ y ≤ x}. Calculer ∫∫D xy dx dy')).toBeNull();
  });
});

describe('an expression named by a capital letter', () => {
  it('is transformed or computed, never solved for', () => {
    for (const [input, value] of [
      ['Soit A = 3/4 − 5/6. Calculer A et donner le résultat sous forme irréductible.', '-1/12'],
      ['Factoriser A = x² − 9', '(x - 3)*(x + 3)'],
      ['Développer et réduire A = (3x − 2)(x + 4)', '3*x^2 + 10*x - 8'],
      ['Calculer A = 2/3 + 1/4 × 8/3', '4/3'],
    ] as const) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });
});

describe('a matrix named by a capital letter', () => {
  it('is left to the matrix methods, its two-part question read there', () => {
    expect(rewrite('Soit M = [[2, 1], [a, 3]]. Calculer det M puis en déduire pour quelles valeurs de a la matrice M est inversible.')).toBeNull();
    expect(rewrite('Let A = [1 2; 3 4]. Find det A, then A^-1.')).toBeNull();
  });
});
