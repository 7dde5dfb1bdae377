import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readEquivalent } from './equivalent';

const read = (s: string): ReturnType<typeof readEquivalent> => readEquivalent(normalize(s).text);

describe('an equivalent asked', () => {
  it('reads a sequence named before its term, with no point said (n → +∞) or the point after an arrow', () => {
    expect(read('Donner un équivalent de u_n = \\sqrt{n^2+1} - n')).toMatchObject({ expr: 'sqrt(n^2 + 1) - n', variable: 'n', point: 'oo', sequence: true, asks: 'equivalent' });
    expect(read('Donner un équivalent de u_n = √(n+1) − √n quand n → +∞')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('Give an equivalent of a_n = \\sqrt{n+2} - \\sqrt{n}')).toMatchObject({ variable: 'n', point: 'oo' });
    expect(read('Donner un équivalent de la suite de terme général u_n = \\frac{n^2+1}{n^3 - 2}')).toMatchObject({ expr: '(n^2 + 1)/(n^3 - 2)', point: 'oo' });
  });

  it('leaves a function of x with no point unread: the point is not n → +∞ by default', () => {
    expect(read('Donner un équivalent de x^2 + x')).toBeNull();
  });

  it('answers it in both languages', () => {
    const fr = solve('Donner un équivalent de u_n = \\sqrt{n^2+1} - n', { locale: 'fr' });
    expect(fr.answer?.value).toBe('1/(2*n)');
    expect(fr.verified).toBe(true);
    expect(solve('Find an equivalent of u_n = sqrt(n+1) - sqrt(n)').answer?.value).toBe('1/(2*sqrt(n))');
  });
});
