import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): [string | undefined, boolean] => {
  const s = solve(input, { locale, subject: 'cs' });
  return [s.answer?.value, s.verified];
};

describe("sums in ones' complement, with the end-around carry", () => {
  it('adds decimal values written on the width asked', () => {
    expect(answer("Add -2 and -4 using 4-bit one's complement arithmetic.")).toEqual(['1001', true]);
    expect(answer("Using 5-bit one's complement, compute +12 + (-5).")).toEqual(['00111', true]);
    expect(answer("Effectuer en complément à 1 sur 8 bits l'addition de 25 et -13.", 'fr')).toEqual(['00001100', true]);
    expect(answer("$-7 + 3$ in 5-bit ones' complement")).toEqual(['11011', true]);
  });

  it('adds bit patterns, their own width the width, however the operands are introduced', () => {
    expect(answer("Add the one's complement numbers 11100 and 10110 (end-around carry).")).toEqual(['10011', true]);
    expect(answer("what is 0101 + 1100 in one's complement on 4 bits")).toEqual(['0010', true]);
    expect(answer('Calculer 0110 + 1101 en complément à 1 sur 4 bits', 'fr')).toEqual(['0100', true]);
  });

  it('subtracts by adding the inverted subtrahend, in words and in notation', () => {
    expect(answer("Subtract 0011 from 0101 using 4-bit ones' complement")).toEqual(['0010', true]);
    expect(answer("(0111)₂ − (0010)₂ in 4-bit 1's complement")).toEqual(['0101', true]);
  });

  it('says the steps in the language asked and keeps refusing sign-magnitude sums', () => {
    const fr = solve('Calculer 0110 + 1101 en complément à 1 sur 4 bits', { locale: 'fr', subject: 'cs' });
    expect(JSON.stringify(fr.steps)).toMatch(/retenue/);
    expect(answer('0101 + 1100 in 4-bit sign-magnitude')[0]).toBeUndefined();
  });
});
