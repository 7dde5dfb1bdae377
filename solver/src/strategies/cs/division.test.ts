import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): [string | undefined, boolean] => {
  const s = solve(input, { locale, subject: 'cs' });
  return [s.answer?.value, s.verified];
};

describe('a division in a base whose quotient does not end', () => {
  it('gives the remainder or the quotient of the long division asked', () => {
    expect(answer('Division of the binary numbers 101001 by 1011 will give remainder as?')).toEqual(['1000', true]);
    expect(answer('1011011 ÷ 101 in binary: what is the quotient?')).toEqual(['10010', true]);
    expect(answer('Effectuer la division binaire 11101 / 11 et donner le reste.', 'fr')).toEqual(['10', true]);
  });

  it('gives both when both are asked, in any base', () => {
    expect(answer('Divide 1101 by 11 in binary and give the quotient and remainder')).toEqual(['q = 100, r = 1', true]);
    expect(answer('0x64 divided by 0x7: quotient and remainder in hex')).toEqual(['q = E, r = 2', true]);
    expect(answer('$110101_2 \\div 101_2$, give the quotient and the remainder')).toEqual(['q = 1010, r = 11', true]);
  });

  it('cuts the quotient at the places asked', () => {
    expect(answer('Compute 1 ÷ 11 in binary to 6 binary places.')).toEqual(['0.010101', true]);
    expect(answer('Calculer 10 / 11 en binaire avec 4 chiffres après la virgule', 'fr')).toEqual(['0.1010', true]);
  });

  it('keeps an exact quotient as it is and refuses an endless one asked as such', () => {
    expect(answer('1101 / 100 in binary')).toEqual(['11.01', true]);
    const endless = solve('Divide 1 by 11 in binary', { locale: 'en', subject: 'cs' });
    expect(endless.answer).toBeNull();
    expect(JSON.stringify(endless)).toMatch(/remainder/);
    expect(JSON.stringify(solve('Diviser 1 par 11 en binaire', { locale: 'fr', subject: 'cs' }))).toMatch(/reste/);
  });
});
