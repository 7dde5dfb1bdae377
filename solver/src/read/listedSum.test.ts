import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('a sum written out with two terms and the last', () => {
  it.each([
    ['3 + 6 + … + 768', 'fr', 'suite arithmétique'],
    ['3 + 6 + ... + 768', 'en', 'arithmetic sequence'],
    ['S = 1 + 2 + \\ldots + 64', 'en', 'geometric'],
  ] as const)('%s fits two patterns and is refused', (input, locale, said) => {
    const s = solve(input, { locale });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(said);
  });

  it.each([
    ['calculer 3 + 6 + ... + 99', '1683'],
    ['S = 2 + 5 + \\ldots + 101', '1751'],
    ['3 + 6 + 12 + ... + 768', '1533'],
    ['3 + 6 + 9 + ... + 768', '98688'],
    ['1 + 2 + ... + 100', '5050'],
  ] as const)('%s is the one pattern that fits', (input, value) => {
    expect(solve(input, { locale: 'en' }).answer?.value).toBe(value);
  });
});
