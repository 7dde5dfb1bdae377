import { describe, expect, it } from 'vitest';
import { statementPieces } from './statement-pieces';

describe('a statement cut into words and math', () => {
  it('keeps the words as text, spaces included, and the math between them', () => {
    expect(statementPieces('\\text{Solve } x^2-5x+6=0 \\text{ for } x')).toEqual([
      { kind: 'text', value: 'Solve ' },
      { kind: 'math', value: 'x^2-5x+6=0' },
      { kind: 'text', value: ' for ' },
      { kind: 'math', value: 'x' },
    ]);
  });

  it('reads French words and the characters the solver escapes', () => {
    expect(statementPieces("\\text{Résoudre } x^2=4 \\text{ d'inconnue x (50\\% \\& plus)}")).toEqual([
      { kind: 'text', value: 'Résoudre ' },
      { kind: 'math', value: 'x^2=4' },
      { kind: 'text', value: " d'inconnue x (50% & plus)" },
    ]);
  });

  it('leaves notation with braces in one math piece', () => {
    expect(statementPieces('\\text{Find } \\frac{\\partial f}{\\partial y}\\text{ for }f = \\frac{a \\sin y}{x}')).toEqual([
      { kind: 'text', value: 'Find ' },
      { kind: 'math', value: '\\frac{\\partial f}{\\partial y}' },
      { kind: 'text', value: ' for ' },
      { kind: 'math', value: 'f = \\frac{a \\sin y}{x}' },
    ]);
  });

  it('gives up when the words sit inside a group or a bracket pair, or carry commands', () => {
    expect(statementPieces('\\sqrt{\\text{area}}')).toEqual([{ kind: 'math', value: '\\sqrt{\\text{area}}' }]);
    expect(statementPieces('\\left( a \\text{ and } b \\right)')).toBeNull();
    expect(statementPieces('\\text{Solve \\textbf{now}} x')).toBeNull();
    expect(statementPieces('\\text{Solve  x')).toBeNull();
    expect(statementPieces('x}{')).toBeNull();
  });

  it('is only math when there are no words', () => {
    expect(statementPieces('x^2 = 4')).toEqual([{ kind: 'math', value: 'x^2 = 4' }]);
  });
});
