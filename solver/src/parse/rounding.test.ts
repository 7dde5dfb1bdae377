import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readRounding } from './rounding';

describe('a rounding asked beside the question', () => {
  it('reads the places asked, in English and French', () => {
    expect(readRounding('solve 3^x = 10, round to the nearest hundredth')).toEqual({ question: 'solve 3^x = 10', places: 2 });
    expect(readRounding('solve x^2 = 3 (to 3 decimal places)')).toEqual({ question: 'solve x^2 = 3', places: 3 });
    expect(readRounding('résoudre e^x = 5 (donner la valeur exacte puis arrondir à 10^-3 près)')).toEqual({ question: 'résoudre e^x = 5', places: 3 });
    expect(readRounding('résoudre 2^x = 9, arrondir au dixième')).toEqual({ question: 'résoudre 2^x = 9', places: 1 });
    expect(readRounding('résoudre x^2 = 7 à 0,01 près')).toBeNull();
  });
  it('gives the exact answer, then its values rounded', () => {
    const s = solve('solve 3^x = 10, round to the nearest hundredth');
    expect(s.answer?.value).toBe('[ln(10)/ln(3)]');
    expect(s.finalAnswer).toMatch(/\(≈ 2\.10\)$/);
    expect(s.steps.at(-1)?.explanation).toBe('Rounded to 2 decimal places, as asked: 2.10.');
    expect(solve('résoudre x^2 = 3, arrondir au centième', { locale: 'fr' }).finalAnswer).toMatch(/\(≈ -1,73 ou ≈ 1,73\)$/);
  });
  it('refuses to round an answer that has no numeric value', () => {
    expect(solve('expand (x + 1)^2, round to the nearest tenth').error?.message).toBe('The answer (x^2 + 2*x + 1) has no numeric value to round to 1 decimal place.');
  });

  it('answers a rounding asked by its verb with the rounded value itself', () => {
    const s = solve('Round 3.14159 to 2 decimal places');
    expect([s.answer?.value, s.finalAnswer, s.verified, s.interpretation?.text]).toEqual(['3.14', '3.14', true, 'Compute 314159/100000, rounded to 2 decimal places']);
    expect(solve('round sqrt(2) to the nearest hundredth').answer?.value).toBe('1.41');
    expect(solve('Arrondir 2,718 au dixième', { locale: 'fr' }).finalAnswer).toBe('2,7');
    // beside another question, the rounding only adds the rounded values
    expect(solve('Solve x^2 = 5, round to 2 decimal places').answer?.value).toBe('[-sqrt(5), sqrt(5)]');
  });
});
