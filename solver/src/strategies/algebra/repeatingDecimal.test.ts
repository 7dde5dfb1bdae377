import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { both, titles } from './test-helpers';

describe('a repeating decimal as a fraction', () => {
  it.each([
    ['Write 0.363636... as a fraction', '4/11'],
    ['Express 0.\\overline{36} as a fraction in simplest form', '4/11'],
    ['Écrire 0,1666… sous forme de fraction irréductible', '1/6'],
    ['Convert 0.3 recurring to a fraction', '1/3'],
    ['Express 1.2\\overline{34} as a fraction', '611/495'],
    ['Write -0.8333... as a fraction', '-5/6'],
    ['0.(142857)', '1/7'],
  ])('%s = %s', (input, value) => {
    const { en } = both(input);
    expect(en.answer?.value).toBe(value);
    expect(en.verified).toBe(true);
  });

  it('calls it x, shifts the point, subtracts and simplifies, in both languages', () => {
    const { en, fr } = both('Write 0.1666... as a fraction');
    expect(titles(en)).toEqual(['Call the number x', 'Move the point past one block', 'Subtract: the tails cancel', 'Solve and simplify']);
    expect(titles(fr)[2]).toBe('Soustraire : les décimales s’annulent');
    expect(en.steps[2].formula).toBe('90x = 15');
  });

  it('refuses a decimal that trails off without repeating, in both languages', () => {
    const en = solve('Write 3.14159... as a fraction', { locale: 'en' });
    expect(en.error?.message).toContain('which digits repeat in 3.14159');
    const fr = solve('Écrire 3,14159… sous forme de fraction', { locale: 'fr' });
    expect(fr.error?.message).toContain('quels chiffres se répètent');
  });
});
