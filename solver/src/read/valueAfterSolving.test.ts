import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the value of an expression once an equation is solved', () => {
  it('solves the equation, then computes the expression at each solution', () => {
    const s = solve('If 3x + 5 = 20, what is the value of 2x - 1?');
    expect([s.answer?.value, s.verified, s.finalAnswer, s.interpretation?.text]).toEqual(['9', true, '2x − 1 = 9', 'Solve 3x + 5 = 20 for x, then compute 2x − 1']);
    expect(solve('Sachant que 5x - 3 = 12, calculer 2x + 1', { locale: 'fr' }).finalAnswer).toBe('2x + 1 = 7');
    expect(solve('If x^2 = 9, what is the value of x^2 + x?').answer?.value).toBe('[6, 12]');
  });
  it('leaves the unknown itself, and the values given for a letter, to the other readers', () => {
    expect(solve('If 3x + 5 = 20, what is x?').finalAnswer).toBe('x = 5');
    expect(solve('If x = 3, find the value of x^2 - 1').finalAnswer).toBe('8');
  });
});
