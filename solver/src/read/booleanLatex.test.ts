import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { booleanFromLatex } from './booleanLatex';

describe('Boolean algebra typed in LaTeX', () => {
  it('writes a bar over capital letters as their complement, operators as symbols', () => {
    expect(booleanFromLatex('Simplifier : $A\\cdot B + A\\cdot\\overline{B}$')).toBe("Simplifier : A· B + A·B'");
    expect(booleanFromLatex('\\overline{\\overline{A}+B}')).toBe("(A'+B)'");
    expect(booleanFromLatex('\\lnot A \\lor \\bar B')).toBe("¬A + B'");
  });

  it('leaves a bar over a lowercase letter (a conjugate, a mean) as typed', () => {
    expect(booleanFromLatex('z + \\overline{z} = 4')).toBe('z + \\overline{z} = 4');
    expect(booleanFromLatex('\\bar{x} = 5')).toBe('\\bar{x} = 5');
  });

  it('simplifies A·B + A·B̄ to A, in French and English, with \\overline, \\bar and ¬', () => {
    const fr = solve('Simplifier : $A\\cdot B + A\\cdot\\overline{B}$', { locale: 'fr' });
    expect([fr.answer?.value, fr.verified]).toEqual(['A', true]);
    for (const [input, answer] of [
      ['Simplify the Boolean expression $\\overline{A} B + A B$', 'B'],
      ['Simplify $\\bar{A}B + AB$', 'B'],
      ['Simplify A·B + A·¬B', 'A'],
      ['Simplify $\\lnot A \\land B \\lor A \\land B$', 'B'],
      ['Simplify \\overline{A + B} + A', "A + B'"],
    ]) {
      const s = solve(input, {});
      expect([input, s.answer?.value, s.verified]).toEqual([input, answer, true]);
    }
    expect(solve('Is $\\overline{A \\cdot B} = \\overline{A} + \\overline{B}$ true?', {}).answer?.value).toBe('True');
  });

  it('still reads a bar over z as the complex conjugate', () => {
    expect(solve('z = 1 + i, compute \\overline{z}', {}).answer?.value).toBe('1 - i');
  });
});
