import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe("sums by Gosper's form F(k) = R(k)·t(k)", () => {
  it.each([
    ['Σ_{k=1}^{n} k·k!', 'factorial(n + 1) - 1'],
    ['Σ_{k=1}^{n} k/(k+1)!', '(-n - 2)/factorial(n + 2) + 1'],
    ['∑_{k=0}^{n} (4k + 1) k!/(2k + 1)!', '(factorial(n + 1)/factorial(2*(n + 1) + 1))*(-4*n - 6) + 2'],
    ['Σ_{k=1}^{n} 1/(k(k+1)(k+2))', '-1/(2*(n^2 + 3*n + 2)) + 1/4'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.some((st) => st.title === 'Look for an antidifference')).toBe(true);
  });

  it('sums an infinite series when F(N) tends to 0, in French too', () => {
    expect(solve('Σ_{n=1}^∞ n/(n+1)!')).toMatchObject({ answer: { value: '1' }, verified: true });
    const s = solve('somme de la série Σ_{n≥1} 1/(n(n+1)(n+2))', { locale: 'fr' });
    expect(s).toMatchObject({ answer: { value: '1/4' }, verified: true });
    expect(s.steps.map((st) => st.title)).toContain('Télescoper');
  });

  it('leaves a term without such an antidifference alone', () => {
    expect(solve('Σ_{k=1}^{n} 1/k').answer).toBeNull();
  });
});
