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
