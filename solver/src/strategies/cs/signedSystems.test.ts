import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): [string, string | undefined, boolean] => {
  const s = solve(input, { locale, subject: 'cs' });
  return [input, s.answer?.value, s.verified];
};

describe("ones' complement and sign-magnitude", () => {
  it("inverts the bits for the ones' complement of a pattern, however it is named", () => {
    expect(answer("Find the one's complement of 01001000 (8 bits)")).toEqual(["Find the one's complement of 01001000 (8 bits)", '10110111', true]);
    expect(answer("What is the 1's complement of 11100110?")[1]).toBe('00011001');
    expect(answer('Donner le complément à 1 sur 8 bits de 00101100', 'fr')[1]).toBe('11010011');
  });

  it('writes a negative value and reads a pattern back, in English, French and LaTeX', () => {
    expect(answer("Represent -10 in 8-bit one's complement")).toEqual(["Represent -10 in 8-bit one's complement", '11110101', true]);
    expect(answer("Let x = -7. Write x in 4-bit 1's complement.")[1]).toBe('1000');
    expect(answer("The 8-bit one's complement number 11111010 represents what decimal value?")[1]).toBe('-5');
    expect(answer('$(1011)_2$ en complément à un sur 4 bits : quelle valeur ?', 'fr')[1]).toBe('-4');
    expect(answer('What is the sign-magnitude representation of -25 in 8 bits?')).toEqual(['What is the sign-magnitude representation of -25 in 8 bits?', '10011001', true]);
    expect(answer('Quelle est la valeur décimale de 10011001 codé en signe et valeur absolue sur 8 bits ?', 'fr')[1]).toBe('-25');
    expect(answer("range of an 8-bit ones' complement integer")[1]).toBe('[-127, 127]');
  });

  it('negates a pattern whose width is said before "of", in two\'s complement too', () => {
    expect(answer('Donner le complément à 2 sur 8 bits de 00101100', 'fr')[1]).toBe('11010100');
  });

  it('refuses sign-magnitude sums and two representations named at once', () => {
    expect(answer('what is 0101 + 1100 in sign-magnitude on 4 bits')[1]).toBeUndefined();
    expect(answer("Find the 1's complement and the 2's complement of 0101")[1]).toBeUndefined();
  });
});
