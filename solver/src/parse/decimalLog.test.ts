import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { decimalLog } from './decimalLog';

describe('log in a French statement is the decimal logarithm', () => {
  it('writes a bare log with base 10, and leaves other logarithms alone', () => {
    expect(decimalLog('calculer log(1000)')).toBe('calculer log10(1000)');
    expect(decimalLog('résoudre \\log(x) = 2')).toBe('résoudre \\log_{10}(x) = 2');
    expect(decimalLog('résoudre ln(x) + log_2(x) = 1')).toBeNull();
    expect(decimalLog('Résoudre log(2x) = 3 où log désigne le logarithme népérien')).toBeNull();
    expect(decimalLog('calculer le logarithme en base 2 de 64')).toBeNull();
    expect(decimalLog('valeur principale de Log(−1)')).toBeNull();
    expect(decimalLog('résoudre log(z) = i dans ℂ')).toBeNull();
  });
  it('answers in French with log₁₀ and says so', () => {
    const value = solve('calculer log(1000)', { locale: 'fr' });
    expect(value.answer?.value).toBe('3');
    expect(value.verified).toBe(true);
    expect(value.interpretation?.text).toContain('log désigne le logarithme décimal');
    const equation = solve('Résoudre log(x) = 3', { locale: 'fr' });
    expect(equation.answer?.value).toBe('[1000]');
    expect(equation.interpretation?.text).toContain('log désigne le logarithme décimal');
    expect(solve('Résoudre log x + log(x - 3) = 1', { locale: 'fr' }).answer?.value).toBe('[5]');
  });
  it('keeps the natural logarithm in English and when the French statement says so', () => {
    expect(solve('compute log(1000)', { locale: 'en' }).answer?.value).toBe('3*ln(10)');
    const english = solve('solve log(x) = 3', { locale: 'en' });
    expect(english.answer?.value).toBe('[e^3]');
    // said with the interpretation, as school books differ on it
    expect(english.interpretation?.text).toContain('log is read as the natural logarithm ln; write log10 for base 10');
    expect(solve('solve ln(x) = 3', { locale: 'en' }).interpretation?.text).not.toContain('natural logarithm');
    expect(solve('Résoudre log(2x) = 3 où log désigne le logarithme népérien', { locale: 'fr' }).answer?.value).toBe('[e^3/2]');
  });
});
