import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { withSign } from './signedTemperature';

describe('a temperature below 0 °C', () => {
  it('is negative on the Celsius and Fahrenheit scales only', () => {
    expect(withSign('-', 40, '°C')).toBe(-40);
    expect(withSign('−', 4, '° F')).toBe(-4);
    expect(withSign(undefined, 40, '°C')).toBe(40);
    expect(withSign('-', 3, 'L')).toBe(3);
  });

  it('gives the ideal-gas volume at the temperature written, in English and in French', () => {
    const en = solve('What volume does 1 mol of an ideal gas occupy at -40 °C and 1 atm?', { locale: 'en' });
    expect({ v: en.answer?.value, ok: en.verified }).toEqual({ v: '19.13 L', ok: true });
    const fr = solve('Quelle quantité de matière de gaz occupe 24 L à −20 °C sous 1 bar ?', { locale: 'fr' });
    expect({ v: fr.answer?.value, ok: fr.verified }).toEqual({ v: '1.140 mol', ok: true });
  });
});
