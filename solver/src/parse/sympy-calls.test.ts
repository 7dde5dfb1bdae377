import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { rewriteSympyCall } from './sympy-calls';

describe('computer-algebra calls', () => {
  it('rewrites SymPy calls into the requests they stand for', () => {
    expect(rewriteSympyCall('limit(sin(x)/x, x, 0)')).toBe('limit of sin(x)/x as x -> 0');
    expect(rewriteSympyCall("limit(1/x, x, 0, '+')")).toBe('limit of 1/x as x -> 0+');
    expect(rewriteSympyCall('summation(k^2, (k, 1, n))')).toBe('sum_{k=1}^{n} (k^2)');
    expect(rewriteSympyCall('series(exp(x), x, 0, 4)')).toBe('Taylor series of exp(x) at x = 0 up to order 3');
    expect(rewriteSympyCall('Matrix([[1, 2], [3, 4]]).det()')).toBe('determinant of [[1, 2], [3, 4]]');
    expect(rewriteSympyCall('det(1 2 3 ; 4 5 6 ; 7 8 10)')).toBe('determinant of [1 2 3 ; 4 5 6 ; 7 8 10]');
    expect(rewriteSympyCall('trigsimp(sin(x)^2 + cos(x)^2)')).toBe('simplify sin(x)^2 + cos(x)^2');
  });

  it('leaves other text alone', () => {
    expect(rewriteSympyCall('sin(x)/x')).toBeNull();
    expect(rewriteSympyCall('limit of sin(x)/x as x -> 0')).toBeNull();
    expect(rewriteSympyCall('f(x) = x^2')).toBeNull();
  });

  it('solves them with the usual steps, in both languages', () => {
    const en = solve('limit(sin(x)/x, x, 0)');
    const fr = solve('limit(sin(x)/x, x, 0)', { locale: 'fr' });
    expect(en.answer?.value).toBe('1');
    expect(en.verified).toBe(true);
    expect(en.steps[0].title).toBe('State the limit');
    expect(fr.steps[0].title).toBe('Écrire la limite');
    expect(solve('Matrix([[1, 2], [3, 4]]).inv()').answer?.value).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(solve('summation(k^2, (k, 1, 10))').answer?.value).toBe('385');
  });
});
