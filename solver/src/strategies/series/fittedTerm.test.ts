import { describe, expect, it } from 'vitest';
import { fitGeneralTerm } from './fittedTerm';

const fit = (written: string): string | null => fitGeneralTerm(written.split(/\s*\+\s*/));

describe('the general term of a series written out', () => {
  it.each([
    ['1 + 1/4 + 1/9 + 1/16', '(1)/(k^2)'],
    ['1 + 1/2 + 1/3 + 1/4', '(1)/(k)'],
    ['1/3 + 1/5 + 1/7 + 1/9', '(1)/(2*k + 1)'],
    ['1/(1*2) + 1/(2*3) + 1/(3*4) + 1/(4*5)', '(1)/(k^2 + k)'],
  ])('%s', (written, term) => {
    expect(fit(written)).toBe(term);
  });

  it('fits a progression in the denominators', () => {
    expect(fit('1/2 + 2/4 + 3/8 + 4/16')).toBe('(k)/(2*2^(k - 1))');
  });

  it('guesses nothing from too few terms or no pattern', () => {
    expect(fit('1 + 1/8 + 1/27')).toBeNull();
    expect(fit('1 + 1/2 + 1/6 + 1/24')).toBeNull();
    expect(fit('1 + 1/4 + 1/9 + 1/17')).toBeNull();
    // terms that grow are no pattern of this kind
    expect(fit('1 + 2 + 4 + 7')).toBeNull();
  });
});
