import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';

describe('rational, radical, absolute-value, exponential and logarithmic equations', () => {
  it('rational: forbidden values, clear denominators, reject excluded roots', () => {
    const a = both('résoudre (3 + x)/(x² + 3) = 1');
    expect(a.en.answer?.value).toBe('[0, 1]');
    expect(titles(a.fr)[0]).toBe('Valeurs interdites');
    const b = both('x/(x-1) = 1/(x-1)');
    expect(b.en.answer?.value).toBe('[]');
    expect(titles(b.en)).toContain('Reject forbidden values');
    expect(b.en.verified).toBe(true);
    expect(both('6/x + 8/(2x) = 10').en.answer?.value).toBe('[1]');
  });
  it('radical: isolate, square, check for extraneous roots', () => {
    const { en, fr } = both('sqrt(x+1) = x - 1');
    expect(en.answer?.value).toBe('[3]');
    expect(titles(en)).toEqual(['Isolate the square root', 'Square both sides', 'Solve the polynomial equation', 'Factor', 'Zero-product property', 'Check each candidate', 'Solution set']);
    expect(fr.steps.find((s) => s.title === 'Vérifier chaque candidat')?.explanation).toContain('racine parasite');
    expect(both('sqrt(x)+sqrt(x-5)=5').en.answer?.value).toBe('[9]');
  });
  it('radical: the other root kept whole when one is isolated, a root at the edge of the domain verified', () => {
    const { en } = both('√(3x+1) − √(x−1) = 2');
    expect(en.steps[0].formula).toBe('\\sqrt{3x + 1} = \\sqrt{x - 1} + 2');
    expect(en.answer?.value).toBe('[1, 5]');
    expect(en.verified).toBe(true);
  });
  it('radical: a candidate that puts a negative number under a square root is rejected, saying why', () => {
    const { en, fr } = both('x√(x − 1) = 0');
    expect(en.answer?.value).toBe('[1]');
    expect(en.verified).toBe(true);
    expect(en.steps.find((s) => s.title === 'Check each candidate')?.explanation).toContain('square root of a negative number');
    expect(fr.steps.find((s) => s.title === 'Vérifier chaque candidat')?.explanation).toContain("n'est pas un réel");
  });
  it('absolute value: cases', () => {
    const { en, fr } = both('|2x-1| = |x+2|');
    expect(en.answer?.value).toBe('[-1/3, 3]');
    expect(titles(fr)[0]).toBe('Distinguer des cas');
    expect(both('|x+1| = -2').en.answer?.value).toBe('[]');
  });
  it('exponential: same base, logarithms, substitution', () => {
    expect(both('2^(x+1)=8').en.answer?.value).toBe('[2]');
    expect(both('4^x = 8^(x-1)').en.answer?.value).toBe('[3]');
    expect(both('e^x = 5').en.answer?.value).toBe('[ln(5)]');
    const s = both('e^(2x)-3e^x+2=0');
    expect(s.en.answer?.value).toBe('[0, ln(2)]');
    expect(titles(s.fr)[0]).toBe('Changer de variable');
    expect(both('4^x - 3*2^x - 4 = 0').en.answer?.value).toBe('[2]');
  });
  it('logarithmic: combine, exponentiate, domain', () => {
    const { en, fr } = both('ln(x)+ln(x-1)=ln(6)');
    expect(en.answer?.value).toBe('[3]');
    expect(titles(en)).toContain('Check the domain');
    expect(titles(fr)).toContain('Regrouper les logarithmes');
    expect(both('log_2(x)=3').en.answer?.value).toBe('[8]');
    expect(both('ln(x) = 2').en.answer?.value).toBe('[e^2]');
    // e⁴ is within 3·10⁻¹⁰ of 53124/973: only a value equal to double precision counts as a fraction
    const four = both('ln(x) = 4');
    expect(four.en.answer?.value).toBe('[e^4]');
    expect(titles(four.fr)).toContain('Supprimer le logarithme');
  });
});

describe('exponents and bases', () => {
  it('solves a polynomial exponent and a fractional base', () => {
    expect(both('2^(x^2) = 16').en.answer?.value).toBe('[-2, 2]');
    expect(both('(1/2)^x = 8').en.answer?.value).toBe('[-3]');
    expect(both('2^(x^2 - 3x) = 1/4').en.answer?.value).toBe('[1, 2]');
  });
  it('reads French imperatives and LaTeX', () => {
    expect(both('Résous \\sqrt{2x+1} = x - 1').en.answer?.value).toBe('[4]');
    expect(both('évaluer e^{2x} = 5').en.answer?.value).toBe('[ln(5)/2]');
  });
});

describe('cube roots', () => {
  it('isolates and cubes, keeping negative values', () => {
    const { en, fr } = both('∛(2x - 1) = -3');
    expect(en.answer?.value).toBe('[-13]');
    expect(en.verified).toBe(true);
    expect(titles(fr)).toContain('Élever au cube');
  });
});
