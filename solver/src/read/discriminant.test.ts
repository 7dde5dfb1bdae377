import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readDiscriminant } from './discriminant';

describe('the discriminant of a quadratic, asked for itself', () => {
  it('reads b² − 4ac with the coefficients put in, from an expression or an equation = 0', () => {
    expect(readDiscriminant(normalize('Find the discriminant of 2x^2 - 3x + 5'))).toEqual({ kind: 'evaluate', expr: '(-3)^2 - 4*2*5', quantity: 'discriminant' });
    expect(readDiscriminant(normalize('What is the discriminant of the equation x^2 + x + 1 = 0?'))?.expr).toBe('1^2 - 4*1*1');
    expect(readDiscriminant(normalize('Calculer le discriminant du trinôme -x² + 4x - 4'))?.expr).toBe('4^2 - 4*(-1)*(-4)');
    expect(readDiscriminant(normalize('discriminant of x^3 - 1'))).toBeNull();
  });
  it('answers it, and never answers the expression itself', () => {
    const s = solve('Find the discriminant of 2x^2 - 3x + 5');
    expect([s.finalAnswer, s.verified]).toEqual(['-31', true]);
    expect(solve('Calculer le discriminant de 3x^2 + 2x - 1', { locale: 'fr' }).interpretation?.text).toBe('Calculer le discriminant Δ = b² − 4ac = 2² − 4·3(-1)');
    // a method's name beside an expression with nothing to solve is not dropped
    expect(solve('Use the quadratic formula on x^2 + 1').error?.message).toBe('We could not read "quadratic" in your problem: we answer only what we fully understand. Rephrase it, or type the formula alone.');
    expect(solve('Solve x^2 + 3x - 4 = 0 using the quadratic formula').finalAnswer).toBe('x = -4 or x = 1');
  });
});
