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

  it('reads the subject palettes: subscripts and charges as one index or power, arrows, units, logic', () => {
    expect(previewLatex('C₁₀H₂₂ + O₂ ⇌ CO₂')).toBe('C_{10}H_{22} + O_{2} \\rightleftharpoons CO_{2}');
    expect(previewLatex('SO₄²⁻ + Ba²⁺')).toBe('SO_{4}^{2-} + Ba^{2+}');
    expect(previewLatex('4 µF, 6 Ω, 25 °C')).toBe('4 \\mu F, 6 \\Omega , 25 ^{\\circ}C');
    expect(previewLatex("A ⊕ B'")).toBe("A \\oplus B'");
  });

  it('escapes characters KaTeX treats as markup', () => {
    expect(previewLatex('50% of {x}')).toBe('50\\% of \\{x\\}');
  });
});
