import { describe, expect, it } from 'vitest';
import type { MathNode } from '../cas/node';
import { toAscii } from './ascii';
import { toLatex } from './latex';
import { asciiToWords } from './words';

describe('toAscii', () => {
  it('writes unambiguous ASCII', () => {
    const cases: Array<[MathNode, string]> = [
      [['Rational', 3, 4], '3/4'],
      [['Add', 'x', ['Negate', 3]], 'x - 3'],
      [['Multiply', ['Rational', -2, 3], 'x'], '(-2/3)*x'],
      [['Negate', ['Multiply', ['Add', 'x', 1], ['Add', 'x', 2]]], '-(x + 1)*(x + 2)'],
      [['Power', ['Add', 'x', -1], 2], '(x - 1)^2'],
      [['Divide', 1, ['Multiply', 2, 'x']], '1/(2*x)'],
      [['Sqrt', 2], 'sqrt(2)'],
      [['Power', 'ExponentialE', ['Multiply', 2, 'x']], 'e^(2*x)'],
      [['Ln', 'x'], 'ln(x)'],
      [['Multiply', 'Pi', 'ImaginaryUnit'], 'pi*i'],
      [['Power', 2, ['Rational', 1, 3]], '2^(1/3)'],
      [['Complex', 0, 2], '2*i'],
      [['Complex', 3, -1], '3 - i'],
    ];
    for (const [n, s] of cases) expect(toAscii(n)).toBe(s);
  });
  it('writes LaTeX', () => {
    expect(toLatex(['Divide', ['Add', 'x', 1], 3])).toBe('\\frac{x + 1}{3}');
    expect(toLatex(['Multiply', 2, 'x'])).toBe('2x');
    expect(toLatex(['LessEqual', 'x', 3])).toBe('x \\le 3');
  });
  it('reads answers aloud in both languages', () => {
    expect(asciiToWords('x^2 + 1')).toEqual({ en: 'x squared plus 1', fr: 'x au carré plus 1' });
  });
});
