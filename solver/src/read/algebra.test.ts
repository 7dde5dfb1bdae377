import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('a chemical formula no chemistry reader took', () => {
  it.each([
    ['H2O', 'en', 'chemistry', '"H2O" is a chemical formula'],
    ['Calculate of H2O.', 'en', undefined, '"H2O" is a chemical formula'],
    ['simplifier C6H12O6', 'fr', undefined, '« C6H12O6 » est une formule chimique'],
    ['CO2', 'en', 'chemistry', '"CO2" is a chemical formula'],
  ] as const)('is refused by name, never simplified as algebra (H2O as 2H·O): %s', (input, locale, subject, message) => {
    const s = solve(input, { locale, ...(subject ? { subject } : {}) });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(message);
  });

  it('leaves algebra and real chemistry questions alone', () => {
    expect(solve('simplify 2x + 3x', { subject: 'chemistry' }).answer?.value).toBe('5*x');
    expect(solve('balance H2 + O2 -> H2O').verified).toBe(true);
  });
});

describe('a chemistry quantity written as a word that no chemistry reader took', () => {
  it.each([
    ['What is the pH of the solution?', 'en', '"pH" is a quantity of chemistry'],
    ['Find the pH.', 'en', '"pH" is a quantity of chemistry'],
    ['Quel est le pH de la solution ?', 'fr', '« pH » est une grandeur de chimie'],
    ['Calculer le pKa.', 'fr', '« pKa » est une grandeur de chimie'],
  ] as const)('is refused by name, never solved as p·H = 0: %s', (input, locale, message) => {
    const s = solve(input, { locale });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(message);
  });

  it('leaves the pH questions a chemistry reader reads, and letters that are no quantity, alone', () => {
    expect(solve('What is the pH of a 0.01 M HCl solution?').answer?.value).toBe('2.000');
    expect(solve('Solve p*h = 6 for p').verified).toBe(true);
  });
});
