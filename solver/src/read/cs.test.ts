import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readCs } from './cs';

describe("the two's complement of a pattern written with a base marker", () => {
  it('keeps every digit of (…)₂, …_2, $(…)_{2}$ and 0b…, the leading zeros giving the width', () => {
    for (const input of [
      "Find the two's complement of (01001)₂",
      "Find the two's complement of (01001)_2",
      "Find the two's complement of 01001_2",
      "Find the two's complement of $(01001)_{2}$",
      "Find the two's complement of 0b01001",
      "Find the two's complement of 01001",
    ]) {
      const s = solve(input, {});
      expect([input, s.answer?.value, s.verified]).toEqual([input, '10111', true]);
    }
  });

  it('reads the same in French and with the pattern named as a binary number', () => {
    const fr = solve('Trouver le complément à deux de (01001)₂', { locale: 'fr' });
    expect([fr.answer?.value, fr.verified, fr.interpretation?.text]).toEqual(['10111', true, "Trouver le complément à deux (l'opposé) de 01001_2 sur 5 bits"]);
    expect(solve('Donner le complément à 2 du nombre $01001_2$', { locale: 'fr' }).answer?.value).toBe('10111');
    expect(solve("What is the 2's complement of the binary number (00101100)_2?", {}).answer?.value).toBe('11010100');
  });

  it('widens a shorter pattern to the width told, and reads a hexadecimal pattern as four bits a digit', () => {
    expect(solve('Complément à 2 de (0110)_2 sur 8 bits', { locale: 'fr' }).answer?.value).toBe('11111010');
    expect(solve("two's complement of 0x3A", {}).answer?.value).toBe('11000110');
  });

  it('still reads the value asked of a marked pattern as its signed value', () => {
    expect(solve("value of (11111010)₂ in two's complement", {}).answer?.value).toBe('-6');
  });
});

describe('digits that read as a power of ten (1e3)', () => {
  it.each([
    ['Convert 1e3 (decimal) to binary', 'en', '1111101000'],
    ['Convertir 1e3 (base 10) en binaire', 'fr', '1111101000'],
    ['Convert 1e3 in decimal to binary', 'en', '1111101000'],
    ['Convert decimal 2.5e2 to hexadecimal', 'en', 'FA'],
    ['Convert 1E3 (hex) to decimal', 'en', '483'],
    ['Convert 0x1E3 to binary', 'en', '111100011'],
  ] as const)('%s reads the base named for it', (input, locale, value) => {
    const s = solve(input, { locale, subject: 'cs' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('names both readings when no base is named, and answers neither', () => {
    const en = solve('Convert 1e3 to binary', { locale: 'en', subject: 'cs' });
    expect(en.answer).toBeNull();
    expect(en.error?.message).toMatch(/decimal number 1 × 10\^3 = 1000, or the hexadecimal digits 1E3/);
    const fr = solve('Convertir 1e3 en hexadécimal', { locale: 'fr', subject: 'cs' });
    expect(fr.answer).toBeNull();
    expect(fr.error?.message).toMatch(/nombre décimal 1 × 10\^3 = 1000, ou les chiffres hexadécimaux 1E3/);
  });
});

describe('m(…) and M(…) are minterms and maxterms only in a Boolean question', () => {
  it('reads M(1, 2) in a calculus or geometry question as a point', () => {
    const at = solve('Calculer ∂f/∂x en M(1, 2) pour f(x, y) = x²y', { locale: 'fr' });
    expect([at.answer?.value, at.verified]).toEqual(['4', true]);
    expect(solve('Find the gradient of f(x, y) = xy at the point M(2, 3)', {}).answer?.value).toBe('[[3], [2]]');
    expect(solve('Calculer la dérivée de f(x) = x³ au point M(2, 8)', { locale: 'fr' }).answer?.value).toBe('12');
  });

  it('still reads minterms given to a Boolean function, or named by Boolean words', () => {
    for (const [input, value] of [
      ['F(A,B,C) = m(1,3,5,7), simplify', 'C'],
      ['Simplifier la fonction logique F = M(0, 3)', "AB' + A'B"],
      ['Minimal sum of products for m(0,1,2,3,5)', "A' + B'C"],
      ['F(A,B) = Σm(0,3)', "AB + A'B'"],
    ]) expect([input, solve(input, {}).answer?.value]).toEqual([input, value]);
    // a function named without its variables, F = m(…), still gives minterms
    expect(readCs(normalize('F = m(1, 3, 5)'))).toMatchObject({ kind: 'boolean', minterms: [1, 3, 5] });
    expect(readCs(normalize('Calculer la distance entre les points M(1, 2) et N(4, 6)'))).toBeNull();
  });
});
