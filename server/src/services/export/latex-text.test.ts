import { describe, expect, it } from 'vitest';
import { latexToText, symbolsToText } from './latex-text';

describe('latexToText', () => {
  it('reads fractions, roots and powers', () => {
    expect(latexToText('\\frac{-b \\pm \\sqrt{b^{2} - 4ac}}{2a}')).toBe('(-b ± sqrt(b² - 4ac))/(2a)');
    expect(latexToText('x^{10} + e^{2x}')).toBe('x^10 + e^(2x)');
    expect(latexToText('\\sqrt[3]{x}')).toBe('root3(x)');
  });

  it('drops sizing and spacing commands and names functions', () => {
    expect(latexToText('\\left(x - 3\\right)\\left(x - 2\\right) = 0')).toBe('(x - 3)(x - 2) = 0');
    expect(latexToText('x = 2,\\ x = 3')).toBe('x = 2, x = 3');
    expect(latexToText('\\int x^2\\sin x\\,dx')).toBe('integral x²sin x dx');
    expect(latexToText('\\lim_{x\\to 0} \\frac{\\sin x}{x}')).toBe('lim_(x-> 0) (sin x)/x');
  });

  it('writes matrices row by row', () => {
    expect(latexToText('\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}')).toBe('[ 1 , 2 ; 3 , 4 ]');
  });

  it('turns palette symbols into words', () => {
    expect(symbolsToText('√x ≤ π')).toBe('sqrtx <= pi');
  });
});
