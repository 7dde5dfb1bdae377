import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { both } from './test-helpers';

describe('logarithmic equations, as a teacher writes them', () => {
  it('combines the logarithms with the constant side simplified (ln 6, not −(−ln 6))', () => {
    for (const locale of ['en', 'fr'] as const) {
      const s = solve('solve ln(x) + ln(x - 1) = ln(6)', { locale });
      const combine = s.steps.find((st) => /Combine|Regrouper/.test(st.title));
      expect(combine?.formula).toBe('\\ln\\left(x \\left(x - 1\\right)\\right) = \\ln\\left(6\\right)');
      expect(s.answer?.value).toBe('[3]');
      expect(s.verified).toBe(true);
    }
  });
  it('keeps a plain constant on the right: ln(x) + ln(x + 2) − ln(3) = 0', () => {
    const s = solve('ln(x) + ln(x + 2) - ln(3) = 0');
    const combine = s.steps.find((st) => st.title === 'Combine the logarithms');
    expect(combine?.formula).not.toMatch(/-\\left\(-/);
    expect(s.answer?.value).toBe('[1]');
  });
  it('divides by a fractional coefficient by multiplying by its inverse', () => {
    expect(both('solve 5e^(0.2t) = 20').en.answer?.value).toBe('[5*ln(4)]');
    expect(both('e^(1.5x) = 4').en.answer?.value).toBe('[2*ln(4)/3]');
    expect(both('e^(-x/2) = 3').en.verified).toBe(true);
  });
  it('writes the root of two different bases without a zero term, its denominator positive', () => {
    expect(solve('Solve 5^(2x) = 3^(x+1)').answer?.value).toBe('[ln(3)/(2*ln(5) - ln(3))]');
    expect(solve('Résoudre 2^(x+1) = 3^x', { locale: 'fr' }).answer?.value).toBe('[ln(2)/(-ln(2) + ln(3))]');
  });
});
