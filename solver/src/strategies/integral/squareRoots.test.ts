import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a perfect square under a square root', () => {
  it.each([
    ['integrate sqrt(4 + 4t^2 + 1/t^2) from 1 to e', 'exp(2)'],
    ['integrate sqrt(1+tan(x)^2) from 0 to pi/4', 'ln(1 + sqrt(2))'],
    ['find the arc length of r(t) = <2t, t^2, ln t> for 1 <= t <= e', 'exp(2)'],
    ['Find the arc length of the curve y = ln(cos x) from 0 to pi/4', 'ln(1 + sqrt(2))'],
    ['find the length of the arc of y = cosh x from 0 to 1', 'sinh(1)'],
    ['find the length of the curve x = cos^3 t, y = sin^3 t for 0 <= t <= pi/2', '3/2'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('is written |R|, and the bars are dropped with the sign R keeps between the bounds', () => {
    const s = solve('integrate sqrt(x^2 + 2x + 1) from 0 to 1');
    expect(s.answer?.value).toBe('3/2');
    expect(s.steps.map((step) => step.title).slice(0, 2)).toEqual(['A square under the root', 'Drop the absolute value']);
    expect(solve('integrate abs(2t + 1/t) from 1 to e').answer?.value).toBe('exp(2)');
    expect(solve('integrate sqrt(x^2+2x+1) from -2 to 1').answer?.value).toBe('5/2');
  });

  it('leaves a radicand that is no square alone', () => {
    expect(solve('integrate sqrt(x^2 + 1) from 0 to 1').steps.some((step) => step.title === 'A square under the root')).toBe(false);
  });
});
