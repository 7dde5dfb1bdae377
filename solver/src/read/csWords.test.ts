import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('computer-science words', () => {
  it('reads the base asked as "the binary representation of", « l\'écriture en hexadécimal de »', () => {
    expect(solve('What is the binary representation of 100?', {}).answer?.value).toBe('1100100');
    const fr = solve("Donner l'écriture en hexadécimal de 255", { locale: 'fr' });
    expect([fr.answer?.value, fr.verified]).toEqual(['FF', true]);
  });

  it('reads "bit à bit" as one word, never its first "bit" as a width', () => {
    const s = solve('13 ET 11 bit à bit, résultat en décimal', { locale: 'fr' });
    expect([s.answer?.value, s.verified]).toEqual(['9', true]);
    expect(solve('13 AND 11 bit-à-bit', {}).answer?.value).toBe('9');
    expect(solve('NON bit à bit de 00001111 sur 8 bits', {}).answer?.value).toBe('11110000');
  });

  it('cuts a non-terminating expansion at the places asked, and verifies that cut', () => {
    const s = solve('Convert 0.1 to binary (8 places)', {});
    expect([s.answer?.value, s.verified]).toEqual(['0.00011001', true]);
    expect(s.interpretation?.text).toContain('8 places after the point');
    expect(solve('0.2 in binary with 6 fractional bits', {}).answer?.value).toBe('0.001100');
    const fr = solve('Convertir 0,1 en base 2 avec 8 chiffres après la virgule', { locale: 'fr' });
    expect([fr.answer?.value, fr.interpretation?.text]).toEqual(['0.00011001', 'Convertir 0,1_10 en binaire (8 chiffres après la virgule)']);
    expect(solve('convert 0.625 to binary', {}).answer?.value).toBe('0.101');
  });

  it('reads AND/OR/NOT/XOR, ET/OU/NON and a dot between letters as Boolean operators', () => {
    expect(solve('Is (A AND B) OR (NOT A) equivalent to NOT A OR B?', {}).answer?.value).toBe('True');
    expect(solve('A ET (B OU C) = (A ET B) OU (A ET C) ? vrai ou faux', { locale: 'fr' }).answer?.value).toBe('True');
    const dot = solve("Simplifier l'expression booléenne A.B + A.B' + A'.B", { locale: 'fr' });
    expect([dot.answer?.value, dot.verified]).toEqual(['A + B', true]);
    expect(solve("Simplify the Boolean expression (A + B).(A + B')", {}).answer?.value).toBe('A');
    expect(solve("Simplifier A.B.C + A.B.C' + A'.B.C", { locale: 'fr', subject: 'cs' }).answer?.value).toBe('AB + BC');
    expect(solve('Simplify NOT(A AND B) OR A', { subject: 'cs' }).answer?.value).toBe('1');
    expect(solve('A XOR B = (A + B)(A\' + B\') ? true or false', {}).answer?.value).toBe('True');
  });

  it('decides a contradiction as an expression always 0', () => {
    const s = solve("Is A·A' a contradiction?", {});
    expect([s.answer?.value, s.verified]).toEqual(['True', true]);
    expect(s.interpretation?.text).toContain('contradiction');
    expect(solve('(A ET B) OU NON A est-elle une contradiction ?', { locale: 'fr' }).answer?.value).toBe('False');
    expect(solve('Is p ∧ ¬p a contradiction?', {}).answer?.value).toBe('True');
  });

  it('keeps every bit of a decimal shifted left without a width, as a program does', () => {
    expect(solve('13 << 2', { subject: 'cs' }).answer?.value).toBe('52');
    expect(solve('00010110 << 2', {}).answer?.value).toBe('01011000');
    expect(solve('29 >> 2', {}).answer?.value).toBe('7');
  });

  it('gives the range, smallest or largest value of a signed width', () => {
    const s = solve('What is the range of an 8-bit signed integer?', {});
    expect([s.answer?.value, s.verified, s.interpretation?.text]).toEqual(['[-128, 127]', true, "Find the range of a 8-bit two's complement integer"]);
    expect(solve('Quelle est la plage des entiers signés sur 8 bits ?', { locale: 'fr' }).interpretation?.text).toBe("Trouver la plage de valeurs d'un entier en complément à deux sur 8 bits");
    expect(solve("Smallest value in 8-bit two's complement", {}).answer?.value).toBe('-128');
    expect(solve('Plus grand entier signé sur 12 bits', { locale: 'fr' }).answer?.value).toBe('2047');
    expect(solve("What are the smallest and largest numbers in 6-bit two's complement?", {}).answer?.value).toBe('[-32, 31]');
  });

  it('writes the truth table of an expression and answers its output column, first variable most significant', () => {
    const s = solve('truth table of (A ∧ B) ∨ ¬C', {});
    expect([s.answer?.kind, s.answer?.value, s.verified, s.interpretation?.text]).toEqual(['text', '10101011', true, 'Write the truth table of (A ∧ B) ∨ ¬C (A most significant)']);
    expect(s.steps[1].table?.rows).toHaveLength(8);
    expect(solve('Write the truth table for A AND (B OR C)', {}).answer?.value).toBe('00000111');
    expect(solve("F = A'B + C: truth table?", {}).answer?.value).toBe('01110101');
    expect(solve('truth table of p → q', {}).answer?.value).toBe('1101');
    const fr = solve('Dresser la table de vérité de (A + B)·C', { locale: 'fr' });
    expect([fr.answer?.value, fr.verified, fr.interpretation?.text]).toEqual(['00010101', true, 'Dresser la table de vérité de (A + B)·C (A de poids fort)']);
    // the variables in the order F lists them
    expect(solve('table de vérité de F(C, B, A) = A·B + C', { locale: 'fr' }).answer?.value).toBe('00011111');
    // an expression that cannot be read is refused, never tabled in part
    expect(solve('truth table of A + B +', {}).answer).toBeFalsy();
  });

  it('gives the range, smallest or largest value of an unsigned width, from 0 to 2ⁿ − 1', () => {
    const s = solve('What is the range of an 8-bit unsigned integer?', {});
    expect([s.answer?.value, s.verified, s.interpretation?.text]).toEqual(['[0, 255]', true, 'Find the range of a 8-bit unsigned integer']);
    expect(solve('Largest unsigned value on 12 bits', {}).answer?.value).toBe('4095');
    const fr = solve("Valeur maximale d'un entier non signé sur 16 bits", { locale: 'fr' });
    expect([fr.answer?.value, fr.verified, fr.interpretation?.text]).toEqual(['65535', true, "Trouver la plus grande valeur d'un entier non signé sur 16 bits"]);
    // a value read without sign is no range question
    expect(solve('Unsigned value of 11111111 on 8 bits', {}).answer?.value).not.toBe('[0, 255]');
  });

  it('reads bits grouped by four as one number, and a value told beside a binary number', () => {
    const grouped = solve('Effectuer 1001 0110 + 0010 0011 en binaire', { locale: 'fr' });
    expect([grouped.answer?.value, grouped.verified, grouped.interpretation?.text]).toEqual(['10111001', true, "Calculer 10010110_2 + 100011_2 et l'écrire en binaire"]);
    expect(solve('Subtract 1100 (12 decimal) - 101 (5 decimal) in binary', {}).answer?.value).toBe('111');
    // a value told beside it that disagrees is no annotation to drop
    expect(solve('Subtract 1100 (13 decimal) - 101 (5 decimal) in binary', {}).answer).toBeNull();
  });

  it('reads the operands after "add the two … numbers" and "multiply … and …"', () => {
    expect(solve('Add the two hex numbers 2B and 17', {}).answer?.value).toBe('42');
    expect(solve('Multiply the binary numbers 101 and 11', {}).answer?.value).toBe('1111');
  });

  it('takes a width in bytes without reading it as a number to encode', () => {
    const fr = solve('Représentation en complément à 2 de -20, sur 1 octet ?', { locale: 'fr' });
    expect([fr.answer?.value, fr.verified]).toEqual(['11101100', true]);
  });
});

describe("two's complement written with a digit", () => {
  it("reads 2's complement, 2s complement and a base named as 'base 10'", () => {
    expect(solve("Convert the decimal number -45 to its 8-bit binary 2's complement form.", {}).answer?.value).toBe('11010011');
    expect(solve('What is the decimal value of the 8-bit 2s complement number 10110101?', {}).answer?.value).toBe('-75');
    expect(solve("Translate the base 10 value -45 into 8-bit two's complement representation.", {}).answer?.value).toBe('11010011');
  });

  it('reads ÷ between based numbers as a division, never (…)2 as a product by 2', () => {
    for (const q of ['Déterminer (1101001)2 ÷ (101)2', '(1101001)_2 ÷ (101)_2', 'Calculer 1101001₂ ÷ 101₂']) {
      const s = solve(q, { subject: 'cs', locale: 'fr' });
      expect([s.answer?.value, s.verified]).toEqual(['10101', true]);
    }
    expect(solve('0x3C ÷ 0x5 in hex', {}).answer?.value).toBe('C');
  });

  it("gives the n-bit pattern of a sum or difference in two's complement, a pattern as wide as the width read as signed", () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ["Subtract 1010 from 1101 using 4-bit two's complement", 'en', '0011'],
      ["10010110 - 10000001 using 8-bit two's complement", 'en', '00010101'],
      ['Calculer 0101 - 0111 en complément à 2 sur 4 bits', 'fr', '1110'],
      ["Compute −25 + 14 in 8-bit two's complement", 'en', '11110101'],
      ["$0110_2 - 1001_2$ in 4-bit two's complement", 'en', '1101'],
    ];
    for (const [q, locale, v] of cases) {
      const s = solve(q, { subject: 'cs', locale });
      expect([s.answer?.value, s.verified], q).toEqual([v, true]);
    }
    expect(solve('Effectuer 01110000 + 00110000 en complément à deux sur 8 bits', { locale: 'fr' }).finalAnswer).toMatch(/dépassement/);
  });

  it('never takes the 2 of a base marker for an operand, and answers an overflow asked with yes or no', () => {
    const s = solve("$0110_2 - 1001_2$ in 4-bit two's complement: does it overflow?", { subject: 'cs' });
    expect([s.answer?.value, s.verified]).toEqual(['True', true]);
    expect(solve("Does 0110₂ + 0011₂ overflow in 4-bit two's complement?", {}).answer?.value).toBe('True');
  });

  it('answers a sum asked with its overflow as the n-bit pattern, the overflow said beside it', () => {
    const s = solve("Find the 8-bit two's complement sum of -45 and -90 and state whether overflow occurs.", { subject: 'cs' });
    expect([s.answer?.value, s.verified]).toEqual(['01111001', true]);
    expect(s.finalAnswer).toMatch(/overflow/);
    const fr = solve('Calculer la somme de 01100100 et 00110010 en complément à deux sur 8 bits ; y a-t-il dépassement ?', { subject: 'cs', locale: 'fr' });
    expect([fr.answer?.value, fr.finalAnswer]).toEqual(['10010110', '10010110 (dépassement : 150 ne tient pas sur 8 bits)']);
  });

  it('puts the values of operands named by a letter into the operation', () => {
    expect(solve("On an 8-bit processor, a = 30 and b = 70. Calculate b − a in two's complement: is there overflow?", { subject: 'cs' }).answer?.value).toBe('False');
    expect(solve('Sur 8 bits, x = 100 et y = 50. Le calcul x + y en complément à deux provoque-t-il un dépassement ?', { subject: 'cs', locale: 'fr' }).answer?.value).toBe('True');
    expect(solve("With a = 30 and b = 70, compute a - b in 8-bit two's complement", { subject: 'cs' }).answer?.value).toBe('11011000');
  });
});

describe('a bar over a letter typed in unicode', () => {
  it('reads B̄ (combining bar) and Ā (precomposed) as complements, never as the letter itself', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['Simplify: A·B + A·B̄', 'en', 'A'],
      ['Simplifier Ā·B + A·B', 'fr', 'B'],
      ['Simplify A̅B̅ + A̅B', 'en', "A'"],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale, subject: 'cs' });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
    expect(solve('Is A + ĀB = A + B?', { subject: 'cs' }).answer?.value).toBe('True');
  });
});
