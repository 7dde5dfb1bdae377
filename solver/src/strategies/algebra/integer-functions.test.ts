import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';

describe('gcd, lcm, remainders and binomial coefficients', () => {
  it.each([
    ['gcd(12, 18)', '6'],
    ['find the greatest common divisor of 84 and 36', '12'],
    ['le PGCD de 48 et 180', '12'],
    ['lcm(4, 6)', '12'],
    ['ppcm(12, 18, 30)', '180'],
    ['12 mod 5', '2'],
    ['remainder of 17 divided by 5', '2'],
    ['5 choose 2', '10'],
    ['C(5,2)', '10'],
    ['\\binom{6}{3}', '20'],
    ['P(5, 2)', '20'],
    ['Evaluate 7C3', '35'],
    ['⁷C₃', '35'],
    ['find {}^{10}C_{4}', '210'],
    ['calculer C_{10}^{4}', '210'],
    ['calculer A_7^3', '210'],
    ['what is 9 nCr 4?', '126'],
    ['7P3', '210'],
  ])('%s = %s', (input, value) => {
    const { en } = both(input);
    expect(en.answer?.value).toBe(value);
    expect(en.verified).toBe(true);
  });

  it('reads the counting notations inside a longer expression as the quotients of factorials they stand for', () => {
    const { en } = both('Compute 12C4 + 5P2');
    expect(en.answer?.value).toBe('515');
    expect(en.verified).toBe(true);
  });

  it('leaves 7C3 to the base conversions when a base is named', () => {
    const { en } = both('Convert 7C3 from hexadecimal to decimal');
    expect(en.finalAnswer).toContain('1987');
  });

  it("shows Euclid's algorithm, in both languages", () => {
    const { en, fr } = both('pgcd(84, 36)');
    expect(titles(en)).toEqual(["Euclid's algorithm"]);
    expect(titles(fr)).toEqual(["Algorithme d'Euclide"]);
    expect(en.steps[0].formula).toContain('84 = 2 \\times 36 + 12');
  });

  it('leaves other inputs to the other strategies', () => {
    expect(both('C(x) = 2x').en.method).not.toMatch(/^arithmetic\.(gcd|choose)/);
  });
});
