import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { partsOfText } from './parameterParts';

describe('real and imaginary parts of numbers written with real letters', () => {
  it('splits sums, products, powers and quotients into a pair of real expressions', () => {
    expect(partsOfText('(a + i)/(1 - i)')).toEqual(['a/2 - 1/2', 'a/2 + 1/2']);
    expect(partsOfText('(x + i*y)^2')).toEqual(['x^2 - y^2', '2*x*y']);
    expect(partsOfText('sin(i)')).toBeNull();
  });

  it.each([
    ['Re((a + i)/(1 - i))', 'en', 'a/2 - 1/2'],
    ['imaginary part of (1 + ix)/(1 - ix) where x is real', 'en', '2*x/(x^2 + 1)'],
    ['partie imaginaire de (1 + ix)/(1 - ix) où x est réel', 'fr', '2*x/(x^2 + 1)'],
    ['Find the real and imaginary parts of z = (a + i)/(1 - i) where a is real', 'en', 'Re(z) = a/2 - 1/2, Im(z) = a/2 + 1/2'],
    ['Re((2 + bi)/(1 + i)), b real', 'en', 'b/2 + 1'],
    ['Soit z = (x + i)/(x - i) avec x réel. Déterminer la partie réelle de z.', 'fr', 'x^2/(x^2 + 1) - 1/(x^2 + 1)'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('gives both parts of a number asked together', () => {
    const s = solve('parties réelle et imaginaire de (2 + 3i)/(1 - i)', { locale: 'fr' });
    expect(s.answer?.value).toBe('Re(z) = -1/2, Im(z) = 5/2');
    expect(s.verified).toBe(true);
  });

  it('never reads Re and Im as products of letters, and refuses a complex letter by naming the notation', () => {
    expect(solve('Im of (1 + 2i)/(3 - 4i)').answer?.value).toBe('2/5');
    const s = solve('Re(z^2)');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('"Re"');
    expect(solve('Im(z^2)', { locale: 'fr' }).error?.message).toContain('« Im »');
  });
});
