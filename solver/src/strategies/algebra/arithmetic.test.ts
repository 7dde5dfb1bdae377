import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { both, titles } from './test-helpers';

describe('arithmetic', () => {
  it('shows each product before the sum it belongs to, and calls an integer result a value', () => {
    const { en, fr } = both('2 + (20 - 1) * 3');
    expect(en.answer?.value).toBe('59');
    expect(en.steps.map((s) => s.formula)).toEqual(['20 - 1 = 19', '19 \\times 3 = 57', '2 + 57 = 59', expect.stringContaining('= 59')]);
    expect(titles(fr)).toContain('Multiplier');
    expect(en.steps.at(-1)?.explanation).toBe('The exact value.');
  });
  it('adds fractions over a common denominator', () => {
    const { en, fr } = both('calculer 4/9 + 3/5');
    expect(en.answer?.value).toBe('47/45');
    expect(en.verified).toBe(true);
    expect(titles(en)).toContain('Use a common denominator');
    expect(titles(fr)).toContain('Réduire au même dénominateur');
    expect(en.steps[0].formula).toContain('\\frac{20}{45} + \\frac{27}{45}');
  });
  it('reduces the result and shows it', () => {
    const { en, fr } = both('add the fractions 4/10 + 3/5');
    expect(en.answer?.value).toBe('1');
    expect(titles(en)).toContain('Reduce the fraction');
    expect(titles(fr)).toContain('Simplifier la fraction');
    // The reduced fraction is typeset: its LaTeX starts with \frac, not a form-feed character.
    expect(en.steps[0].formula).toBe('\\frac{4}{10} = \\frac{2}{5}');
  });
  it('computes powers, factorials, quotients of fractions exactly', () => {
    expect(both('2^10 - 3*4').en.answer?.value).toBe('1012');
    expect(both('10!/8!').en.answer?.value).toBe('90');
    const { en, fr } = both('(1/2)/(3/4)');
    expect(en.answer?.value).toBe('2/3');
    expect(titles(fr)).toContain("Diviser, c'est multiplier par l'inverse");
    expect(both('0.25 + 1/8').en.answer?.value).toBe('3/8');
  });
  it('takes a rational power of a perfect power exactly, the root first', () => {
    const { en, fr } = both('Evaluate 27^(2/3)');
    expect(en.answer?.value).toBe('9');
    expect(en.verified).toBe(true);
    expect(en.steps[0].formula).toBe('27^{\\frac{2}{3}} = \\left(\\sqrt[3]{27}\\right)^{2} = 3^{2} = 9');
    expect(titles(fr)[0]).toBe('Extraire la racine, puis la puissance');
    expect(both('16^(-3/4)').en.answer?.value).toBe('1/8');
    expect(both('(8/27)^(2/3)').en.answer?.value).toBe('4/9');
  });
  it('simplifies exact roots', () => {
    const { en } = both('sqrt(8) + sqrt(2)');
    expect(en.answer?.value).toBe('3*sqrt(2)');
    expect(en.verified).toBe(true);
  });
  it('refuses numbers too large to compute', () => {
    for (const big of ['9^9^9', '1000000!']) {
      const s = solve(big, { locale: 'fr' });
      expect(s.error?.code).toBe('too_large');
      expect(s.error?.message).toMatch(/trop grand/);
    }
  });
});

describe('arithmetic forms', () => {
  it('reads percentages, exact roots and reduces fractions', () => {
    expect(both('What is 15% of 80?').en.answer?.value).toBe('12');
    expect(both('sqrt(16) + cbrt(27)').en.answer?.value).toBe('7');
    const { en, fr } = both('simplify 12/18');
    expect(en.answer?.value).toBe('2/3');
    expect(titles(fr)).toContain('Simplifier la fraction');
  });
  it('reads n!! as the double factorial and factorial(n) as n!', () => {
    const { en, fr } = both('5!!');
    expect(en.answer?.value).toBe('15');
    expect(en.verified).toBe(true);
    expect(titles(fr)).toContain('Calculer la double factorielle');
    expect(both('factorial(5)').en.answer?.value).toBe('120');
  });
});

describe('a square root in the denominator', () => {
  it('multiplies by the conjugate and shows the identity that removes the root, in both languages', () => {
    const { en, fr } = both('simplify 1/(1+sqrt(2))');
    expect(titles(en)).toEqual(['Rationalise the denominator', 'Simplify exactly']);
    expect(titles(fr)[0]).toBe('Rendre le dénominateur rationnel');
    expect(en.steps[0].formula).toBe('\\frac{1}{1 + \\sqrt{2}} = \\frac{1 - \\sqrt{2}}{\\left(1 + \\sqrt{2}\\right)\\left(1 - \\sqrt{2}\\right)} = \\frac{1 - \\sqrt{2}}{1^{2} - \\left(\\sqrt{2}\\right)^{2}} = \\frac{1 - \\sqrt{2}}{-1}');
    expect(en.answer?.value).toBe('-1 + sqrt(2)');
    expect(en.verified).toBe(true);
  });
  it('multiplies by the root alone when it is the whole denominator; a decimal comma in French', () => {
    const { en, fr } = both('simplify 6/sqrt(3)');
    expect(en.steps[0].explanation).toBe('Multiply the numerator and the denominator by √3, since √3 × √3 = 3.');
    expect(en.answer?.value).toBe('2*sqrt(3)');
    expect(fr.finalAnswer).toMatch(/≈ 3,46/);
  });
  it('gives no decimal value beside a result that is already a plain number', () => {
    const { en } = both('|-3| + |2|');
    expect(en.finalAnswer).toBe('5');
  });

  it('gives the logarithm of a rational power of its base exactly, with the power as a step', () => {
    const s = solve('evaluate log_2(32) + log_3(1/9)');
    expect(s.finalAnswer).toBe('3');
    expect(s.verified).toBe(true);
    expect(s.steps.map((x) => x.explanation)).toContain('3 to the power −2 is 1/9, so the logarithm is −2.');
    expect(solve('log_4(8)').finalAnswer).toBe('3/2');
    expect(solve('Calculer log_{10}(0,001)', { locale: 'fr' }).finalAnswer).toBe('-3');
    // no rational power of 2 is 3: the logarithm stays as it is
    expect(solve('log_2(3)').finalAnswer).toBe('log₂(3) ≈ 1.584962501');
  });
});
