import { describe, expect, it } from 'vitest';
import { simpleLatexToAscii } from './latex';

describe('simple LaTeX read as ASCII', () => {
  it.each([
    ['\\frac{e^x}{x}', '((e^x)/(x))'],
    ['\\sqrt{x^2+1}', 'sqrt(x^2+1)'],
    ['\\sqrt[3]{x}', '(x)^(1/3)'],
    ['\\left(x^2 \\ln x\\right)', '(x^2 ln x)'],
    ['\\sin^{2} x \\cdot e^{-x}', 'sin^(2) x * e^(-x)'],
    ['\\frac{\\sin x}{x}', '((sin x)/(x))'],
    ['x^{1/3} + \\pi', 'x^(1/3) + pi'],
  ])('%s', (latex, ascii) => {
    expect(simpleLatexToAscii(latex)).toBe(ascii);
  });

  it('gives up on commands it does not know, so the LaTeX parser reads them', () => {
    expect(simpleLatexToAscii('\\binom{5}{2}')).toBeNull();
    expect(simpleLatexToAscii('\\frac{1}{x')).toBeNull();
  });
});
