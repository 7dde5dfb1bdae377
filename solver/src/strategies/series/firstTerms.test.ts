import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';

describe('the first N nonzero terms of a Taylor series', () => {
  it.each([
    ['first three nonzero terms of the Maclaurin series of cos x', '(1/24)*x^4 + (-1/2)*x^2 + 1'],
    ['first four nonzero terms of the Maclaurin series for sin(x²)', '(-1/5040)*x^14 + (1/120)*x^10 + (-1/6)*x^6 + x^2'],
    ['first four terms of the Maclaurin series of e^x sin x', '(-1/30)*x^5 + (1/3)*x^3 + x^2 + x'],
    ['Find the first 3 nonzero terms of the Taylor series of ln(x) at x = 1', 'x - 1 + (-1/2)*(x - 1)^2 + (1/3)*(x - 1)^3'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads the French count of terms and says what it answers', () => {
    const s = solve('les trois premiers termes non nuls du développement en série de Taylor de arctan(x) en 0', { locale: 'fr' });
    expect(s.interpretation?.text).toContain('3 premiers termes non nuls');
    expect(s.answer?.value).toBe('(1/5)*x^5 + (-1/3)*x^3 + x');
  });

  it('the verifier wants exactly N nonzero terms, each one right', () => {
    const t = { kind: 'series' as const, expr: 'cos(x)', variable: 'x', point: '0', order: 2, terms: 3 };
    expect(verifyTask(t, { kind: 'expr', value: '1 - x^2/2 + x^4/24' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '1 - x^2/2' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: '1 - x^2/2 + x^4/24 - x^6/720' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: '1 - x^2/2 + x^4/12' })).toBe(false);
  });
});
