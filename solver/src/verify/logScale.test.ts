import { describe, expect, it } from 'vitest';
import { logScaleDiverges, logScaleLimit, logScaleSettles } from './logScale';

describe('integrals over [a, ∞) read in t = ln x', () => {
  it('finds the limit of a tail shrinking like a power of ln x', () => {
    const v = logScaleLimit('1/(x*ln(x)^2)', 'x', 2);
    expect(v).not.toBeNull();
    expect(Math.abs((v as number) - 1 / Math.log(2))).toBeLessThan(1e-6);
    expect(logScaleSettles('1/(x*ln(x)^2)', 'x', 2)).toBe(true);
  });

  it('tells the growth of ∫ dx/(x ln x) and ∫ dx/(x √(ln x)) from convergence', () => {
    expect(logScaleDiverges('1/(x*ln(x))', 'x', 2, 1)).toBe(true);
    expect(logScaleDiverges('1/(x*sqrt(ln(x)))', 'x', 2, 1)).toBe(true);
    expect(logScaleSettles('1/(x*ln(x))', 'x', 2)).toBe(false);
    expect(logScaleLimit('1/(x*ln(x))', 'x', 2)).toBeNull();
    expect(logScaleDiverges('1/(x*ln(x)^2)', 'x', 2, 1)).toBe(false);
  });

  it('gives no verdict for a growth in ln ln x, nor for an integrand it cannot evaluate', () => {
    expect(logScaleSettles('1/(x*ln(x)*ln(ln(x)))', 'x', 3)).toBe(false);
    expect(logScaleDiverges('1/(x*ln(x)*ln(ln(x)))', 'x', 3, 1)).toBe(false);
    expect(logScaleLimit('1/(x*ln(x)^2)', 'x', 0)).toBeNull();
  });
});
