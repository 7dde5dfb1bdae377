import { describe, expect, it } from 'vitest';
import { oscillatingSettles, oscillatoryIntegral, trigFrequency } from './oscillatory';

describe('oscillating integrals over a half-line, period by period', () => {
  it.each([
    ['sin(x)/x', 0, Math.PI / 2],
    ['sin(x)^2/x^2', 0, Math.PI / 2],
    ['(1 - cos(x))/x^2', 0, Math.PI / 2],
    ['cos(x)/(1 + x^2)', 0, Math.PI / (2 * Math.E)],
    ['sin(x)/x', -Infinity, Math.PI],
  ])('∫ %s from %s', (f, a, value) => {
    const v = oscillatoryIntegral(f, 'x', a);
    expect(v).not.toBeNull();
    expect(Math.abs((v as number) - value)).toBeLessThan(1e-8);
  });

  it('gives no value when the running integral keeps swinging or grows', () => {
    expect(oscillatoryIntegral('sin(x)', 'x', 0)).toBeNull();
    expect(oscillatoryIntegral('x*sin(x)', 'x', 0)).toBeNull();
  });

  it('needs one frequency, linear in x', () => {
    expect(trigFrequency('sin(3*x)/x', 'x')).toBeCloseTo(3, 12);
    expect(trigFrequency('sin(x^2)', 'x')).toBeNull();
    expect(trigFrequency('sin(x)*cos(2*x)', 'x')).toBeNull();
    expect(trigFrequency('1/(1 + x^2)', 'x')).toBeNull();
  });

  it('sees a slow tail settle, and a growing mean not settle', () => {
    expect(oscillatingSettles('cos(x)/sqrt(x)', 'x', 1)).toBe(true);
    expect(oscillatingSettles('sin(x)^2/x', 'x', 1)).toBe(false);
    expect(oscillatingSettles('sin(x)', 'x', 1)).toBe(false);
  });
});
