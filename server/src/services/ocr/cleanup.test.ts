import { describe, expect, it } from 'vitest';
import { cleanMathText } from './cleanup';

describe('OCR text cleanup for math', () => {
  it.each([
    ['2X + 3 = 7', '2x + 3 = 7'],
    ['3x-5=10', '3x - 5 = 10'],
    ['3x − 5 = 10', '3x - 5 = 10'],
    ['x² + 2x + 1 = 0', 'x^2 + 2x + 1 = 0'],
    ['x2 - 4 = 0', 'x^2 - 4 = 0'],
    ['4 × 5', '4 * 5'],
    ['  2x  +  1   =3 ', '2x + 1 = 3'],
    ['Résoudre 2x + 1 = 5', 'Résoudre 2x + 1 = 5'],
    ['log2(8)', 'log2(8)'],
    ['x ≤ 4', 'x ≤ 4'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanMathText(raw)).toBe(clean);
  });

  it('keeps lines and drops empty ones', () => {
    expect(cleanMathText('Solve\n\n 2x = 4 \n')).toBe('Solve\n2x = 4');
  });
});
