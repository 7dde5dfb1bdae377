import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

/** [input, answer value, step titles in English, the same in French] — one rule per case. */
const CASES: Array<[string, string, string[], string[]]> = [
  ['d/dx (x^3 + 2x)', '3*x^2 + 2', ['Sum rule'], ["Dérivée d'une somme"]],
  ['d/dx 5x^4', '20*x^3', ['Constant multiple rule'], ['Multiplication par une constante']],
  ['d/dx x^7', '7*x^6', ['Power rule'], ["Dérivée d'une puissance"]],
  ['d/dx sqrt(x)', '1/(2*sqrt(x))', ['Power rule'], ["Dérivée d'une puissance"]],
  ['derivative of x^2 sin(x)', 'x^2*cos(x) + 2*x*sin(x)', ['Product rule'], ["Dérivée d'un produit"]],
  ['derivative of (x+1)/(x-1)', '-2/(x - 1)^2', ['Quotient rule'], ["Dérivée d'un quotient"]],
  ['d/dx sin(x^2)', '2*x*cos(x^2)', ['Chain rule'], ["Dérivée d'une fonction composée"]],
  ['d/dx e^(3x)', '3*exp(3*x)', ['Derivative of the exponential'], ["Dérivée de l'exponentielle"]],
  ['d/dx 2^x', '2^x*ln(2)', ['Derivative of an exponential in base a'], ["Dérivée d'une exponentielle de base a"]],
  ['d/dx log_3(x)', '1/(x*ln(3))', ['Derivative of a standard function'], ["Dérivée d'une fonction usuelle"]],
  ['d/dx ln(x^2+1)', '2*x/(x^2 + 1)', ['Chain rule'], ["Dérivée d'une fonction composée"]],
  ['d/dx cos(x)', '-sin(x)', ['Derivative of a standard function'], ["Dérivée d'une fonction usuelle"]],
  ['d/dx arctan(x)', '1/(x^2 + 1)', ['Derivative of a standard function'], ["Dérivée d'une fonction usuelle"]],
  ['d/dx arcsin(2x)', '2/sqrt(1 - 4*x^2)', ['Chain rule'], ["Dérivée d'une fonction composée"]],
  ['d/dx sinh(x)', 'cosh(x)', ['Derivative of a standard function'], ["Dérivée d'une fonction usuelle"]],
  ['d/dx cosh(x^2)', '2*x*sinh(x^2)', ['Chain rule'], ["Dérivée d'une fonction composée"]],
  ['derivative of x^x', 'x^x*(ln(x) + 1)', ['Logarithmic differentiation', 'Product rule'], ['Dérivation logarithmique', "Dérivée d'un produit"]],
  ['second derivative of x^4', '12*x^2', ['First derivative', 'Power rule', 'Second derivative', 'Constant multiple rule'],
    ['Dérivée première', "Dérivée d'une puissance", 'Dérivée seconde', 'Multiplication par une constante']],
  ['partial derivative of x^2 y + y^3 with respect to y', 'x^2 + 3*y^2', ['Rewrite with powers', 'Sum rule'], ['Réécrire avec des puissances', "Dérivée d'une somme"]],
  ['d/dx 7', '0', ['Derivative of a constant'], ["Dérivée d'une constante"]],
];

describe('differentiation rules, steps in both languages', () => {
  it.each(CASES)('%s', (input, value, en, fr) => {
    const a = solve(input);
    const b = solve(input, { locale: 'fr' });
    expect(a.answer?.value).toBe(value);
    expect(a.verified).toBe(true);
    // first step states the function, last one the result; the rules sit in between
    expect(a.steps.slice(1, -1).map((s) => s.title)).toEqual(en);
    expect(b.steps.slice(1, -1).map((s) => s.title)).toEqual(fr);
    expect(b.answer?.value).toBe(value);
  });

  it('names the sub-derivatives of the product rule', () => {
    const step = solve('derivative of x^2 sin(x)').steps.find((s) => s.title === 'Product rule');
    expect(step?.explanation).toContain("u' = 2x");
    expect(step?.explanation).toContain("v' = cos x");
  });

  it('states u in the chain rule', () => {
    const fr = solve('d/dx sin(x^2)', { locale: 'fr' }).steps.find((s) => s.title.startsWith('Dérivée d\'une fonction composée'));
    expect(fr?.explanation).toContain('u = x²');
  });

  it('evaluates the derivative at a point', () => {
    const r = solve("f(x) = x^3, f'(2) = ?");
    expect(r.answer?.value).toBe('12');
    expect(r.verified).toBe(true);
  });
});
