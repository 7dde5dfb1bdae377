import { describe, expect, it } from 'vitest';
import { previewLatex } from './preview-latex';

describe('previewLatex', () => {
  it('turns powers, roots and palette symbols into LaTeX', () => {
    expect(previewLatex('x^2 - 5x + 6 = 0')).toBe('x^{2} - 5x + 6 = 0');
    expect(previewLatex('x² - 5x + 6 = 0')).toBe('x^{2} - 5x + 6 = 0');
    expect(previewLatex('√(x+1) ≤ π')).toBe('\\sqrt{x+1} \\le \\pi');
    expect(previewLatex('e^(2x) * sin x')).toBe('e^{2x} \\cdot \\sin x');
  });

  it('keeps command words as text and LaTeX as written', () => {
    expect(previewLatex('solve 2x = 4')).toBe('\\text{solve} 2x = 4');
    expect(previewLatex('\\frac{1}{2}')).toBe('\\frac{1}{2}');
    expect(previewLatex('   ')).toBe('');
  });

  it('escapes characters KaTeX treats as markup', () => {
    expect(previewLatex('50% of {x}')).toBe('50\\% of \\{x\\}');
  });
});
