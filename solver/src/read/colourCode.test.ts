import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe("a resistor's colour code", () => {
  it('reads two or three digits, a power of ten and a tolerance band that does not change the value', () => {
    expect(answer('Resistor colour code: brown black red. Value?')).toEqual({ v: '1.00 kΩ', ok: true });
    expect(answer("Quelle est la valeur d'une résistance jaune violet orange ?", 'fr')).toEqual({ v: '47.0 kΩ', ok: true });
    expect(answer('red red brown gold resistor value')).toEqual({ v: '220 Ω', ok: true });
    expect(answer('resistor bands: brown-black-black-red-brown. resistance?')).toEqual({ v: '10.0 kΩ', ok: true });
    expect(answer('Résistance marron, noir, or, or : valeur ?', 'fr')).toEqual({ v: '1.00 Ω', ok: true });
  });

  it('leaves a tolerance, a power, or a black first band unanswered', () => {
    expect(answer('Resistor brown black red gold: tolerance?').v).toBeUndefined();
    expect(answer('Resistor black brown red. Value?').v).toBeUndefined();
    // several resistors of one colour each, combined: no colour code of one resistor
    expect(answer('Three resistors: red, red, brown. Total resistance in series?').v).toBeUndefined();
  });
});
