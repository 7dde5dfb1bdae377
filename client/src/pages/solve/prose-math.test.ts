import { describe, expect, it } from 'vitest';
import { readableProse } from './prose-math';

describe('readable prose', () => {
  it('leaves prose without LaTeX as it is', () => {
    const text = "Quotient de deux fonctions de x : (u/v)' = (u'v − uv')/v², avec u = x et v = {1, 2}.";
    expect(readableProse(text)).toBe(text);
  });

  it('reads LaTeX quoted in an explanation', () => {
    expect(readableProse("La fonction est appliquée à u = x^{2} : on multiplie par u' = 2 x : (\\sin u)' = \\cos u \\cdot u'.")).toBe(
      "La fonction est appliquée à u = x^2 : on multiplie par u' = 2 x : (sin u)' = cos u · u'.",
    );
    expect(readableProse("(xⁿ)' = n·xⁿ⁻¹ avec n = \\frac{3}{2}.")).toBe("(xⁿ)' = n·xⁿ⁻¹ avec n = 3/2.");
    expect(readableProse('On a la forme \\frac{\\infty}{\\infty}.')).toBe('On a la forme ∞/∞.');
  });

  it('keeps a power of several characters grouped', () => {
    expect(readableProse('on cherche des solutions e^{rx} ; x^{m−1}e^{rx}')).toBe('on cherche des solutions e^(rx) ; x^(m−1)e^(rx)');
    expect(readableProse('On a la forme 1^{\\infty} ou 0^{0}.')).toBe('On a la forme 1^∞ ou 0^0.');
  });
});
