import { describe, expect, it } from 'vitest';
import { both } from './test-helpers';

describe('a number written in another form', () => {
  it.each([
    ['Convert 0.375 to a percentage', '37.5%'],
    ['Write 3/8 as a percent', '37.5%'],
    ['Convert 1/3 to a percentage', '33.3̅%'],
    ['Express 12.5% as a decimal', '0.125'],
    ['Write 3/7 as a decimal', '0.4̅2̅8̅5̅7̅1̅'],
    ['Convert 45% to a fraction', '9/20'],
    ['Write 0.00045 in scientific notation', '4.5 × 10⁻⁴'],
    ['write 299 792 458 in scientific notation', '2.99792458 × 10⁸'],
    ['Write 2,5 \\times 10^{-3} as a decimal', '0.0025'],
    ['Write 5.07e6 as an ordinary number', '5070000'],
  ])('%s: %s', (input, words) => {
    const { en } = both(input);
    expect(en.finalAnswer).toBe(words);
    expect(en.verified).toBe(true);
  });

  it('reads "standard form" as scientific notation for a plain number, and as a decimal for one in scientific notation', () => {
    expect(both('Express 3 200 000 in standard form').en.finalAnswer).toBe('3.2 × 10⁶');
    expect(both('Write 3.2 × 10^4 in standard form').en.finalAnswer).toBe('32000');
  });

  it('answers in French with a decimal comma', () => {
    expect(both('Ecrire 0,000 72 en notation scientifique').fr.finalAnswer).toBe('7,2 × 10⁻⁴');
    expect(both('Écrire 0,35 en pourcentage').fr.finalAnswer).toBe('35 %');
  });

  it('moves the point and says by how many places', () => {
    const { en } = both('Write 0.00045 in scientific notation');
    expect(en.steps[0].explanation).toContain('Move the point 4 places to the right');
    expect(en.steps[0].formula).toBe('0.00045 = 4.5 \\times 10^{-4}');
  });
});
