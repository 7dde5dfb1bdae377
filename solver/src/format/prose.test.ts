import { describe, expect, it } from 'vitest';
import { pretty, prose } from './prose';

describe('prose', () => {
  it('writes ASCII math by hand', () => {
    expect(prose("Numerator: (exp(x) - x - 1)' = exp(x) - 1; denominator: (x^2)' = 2*x.")).toBe("Numerator: (eˣ − x − 1)' = eˣ − 1; denominator: (x²)' = 2x.");
    expect(prose('x tends to +oo, then to -oo')).toBe('x tends to +∞, then to −∞');
    expect(prose('multiply by sqrt(x + 1) + 1 and by sqrt(2)')).toBe('multiply by √(x + 1) + 1 and by √2');
    expect(prose('n*sin(n*x), e^(2*x), 8^(1/3), pi/6')).toBe('n·sin(n·x), e²ˣ, 8^(1/3), π/6');
  });
  it('writes numbers in E notation as powers of ten, and leaves e as a constant alone', () => {
    expect(pretty('The distance is 1.350e+5 m.')).toBe('The distance is 1.350 × 10⁵ m.');
    expect(pretty('q = 2e-7 C, n = 6.022e23')).toBe('q = 2 × 10⁻⁷ C, n = 6.022 × 10²³');
    expect(pretty('y = 2*e^5 and x2e3')).toBe('y = 2e⁵ and x2e3');
  });
  it('writes LaTeX by hand', () => {
    expect(prose('The form is \\frac{0}{0}.')).toBe('The form is 0/0.');
    expect(prose("u = x^{3} + x, u' = 3 x^{2} + 1: (\\ln u)' = \\frac{u'}{u}")).toBe("u = x³ + x, u' = 3x² + 1: (ln u)' = u'/u");
    expect(prose('\\frac{x^{2}}{2 x^{2} - 3}, \\sqrt{x + 1}, k \\in \\mathbb{Z}, 1^{\\infty}')).toBe('x²/(2x² − 3), √(x + 1), k ∈ ℤ, 1^∞');
  });
  it('leaves words and hyphens alone', () => {
    expect(prose('a second-order equation, c’est-à-dire')).toBe('a second-order equation, c’est-à-dire');
  });
  it('keeps the task statement printer as it was', () => {
    expect(pretty('x^2 + 3*x - 1 <= oo')).toBe('x² + 3x − 1 ≤ ∞');
  });
  it('writes exp as a power of e and keeps the dot after a numbered constant', () => {
    expect(pretty('C1*exp(-2*x) + exp(x)/3')).toBe('C1·e⁻²ˣ + eˣ/3');
    expect(pretty('C1*exp(-x^2) + 1/2')).toBe('C1·e^(-x²) + 1/2');
    expect(pretty('3*x + 2*sqrt(2)')).toBe('3x + 2√(2)');
    expect(pretty('1/2 + 5/2*i')).toBe('1/2 + 5/2·i');
    expect(pretty('x = 2*k*pi + pi/6')).toBe('x = 2kπ + π/6');
    expect(pretty('ln(abs(x - 1))/2')).toBe('ln(|x − 1|)/2');
    // the CAS's own name, with brackets inside
    expect(pretty('Abs(2*x - 1) < 5')).toBe('|2x − 1| < 5');
    expect(pretty('Abs((x - 1)/2) = 3')).toBe('|(x − 1)/2| = 3');
    expect(pretty('log(x, 2) + log(x - 2, 2) = 3')).toBe('log₂(x) + log₂(x − 2) = 3');
    expect(pretty('log(x^2 + 1, 10)')).toBe('log₁₀(x² + 1)');
    expect(pretty('x^n/factorial(n)')).toBe('x^n/n!');
    expect(pretty('atan(1) + asin(x/2)')).toBe('arctan(1) + arcsin(x/2)');
    expect(pretty('x^(2*n)/factorial(2*n)')).toBe('x^(2n)/(2n)!');
  });
});

describe('a fraction times one factor', () => {
  it('is written over its denominator, the sign of a negative one outside', () => {
    expect(pretty('(5/6)*pi')).toBe('5π/6');
    expect(pretty('(1/6)*pi^2')).toBe('π²/6');
    expect(pretty('sqrt(2)*exp(i*(-pi/4))')).toBe('√(2)·e^(−iπ/4)');
    expect(pretty('2*exp(i*(2*pi/3))')).toBe('2e^(2iπ/3)');
    expect(pretty('(2/3)*x^(3/2)')).toBe('(2/3)·x^(3/2)');
    expect(pretty('(3/2)*n^2 + (-1/2)*n')).toBe('3n²/2 − n/2');
    expect(pretty('(1/2)*(x + 1)')).toBe('(1/2)·(x + 1)');
  });
  it('leaves a fractional exponent where it is: 2^(1/6)·i, never 2^i/6', () => {
    expect(pretty('(sqrt(2)/2)*2^(1/6)*i')).toBe('(√(2)/2)·2^(1/6)·i');
    expect(prose('x^(1/3)*y')).toBe('x^(1/3)·y');
  });
});
