import { describe, expect, it } from 'vitest';
import { recognizeEvaluateAt } from './evaluate-at';
import { both, titles } from './test-helpers';

describe('value of an expression at given values', () => {
  it('substitutes then computes, with steps in both languages', () => {
    const { en, fr } = both('evaluate x^2 + 3x at x = 2');
    expect(en.answer?.value).toBe('10');
    expect(en.verified).toBe(true);
    expect(titles(en)[0]).toBe('Substitute the values');
    expect(titles(fr)[0]).toBe('Remplacer par les valeurs');
    expect(en.steps[0].formula).toBe('x^{2} + 3x = 2^{2} + 3 \\cdot 2');
    expect(both('valeur de 2x + 1 pour x = 5').fr.answer?.value).toBe('11');
    expect(both('x + y when x = 2 and y = -3').en.answer?.value).toBe('-1');
    expect(both('cos(2x) en x = π/6').en.answer?.value).toBe('1/2');
  });
  it('reads function notation', () => {
    const a = both('f(x) = x^2 + 1, find f(3)');
    expect(a.en.answer?.value).toBe('10');
    expect(a.en.finalAnswer).toBe('f(3) = 10');
    expect(a.en.steps[0].formula).toBe('f(3) = 3^{2} + 1');
    expect(both('g(x) = x^2, g(-2)').en.steps[0].formula).toBe('g(-2) = \\left(-2\\right)^{2}');
    expect(both('find f(4) if f(x) = sqrt(x) + 1').en.answer?.value).toBe('3');
    expect(both('si f(x) = 2x + 1, que vaut f(4) ?').fr.answer?.value).toBe('9');
  });
  it('names the value at a fraction of π as written, f(π/3), never f(3)', () => {
    expect(both('Find f(π/3) for f(x) = cos x.').en.finalAnswer).toBe('f(π/3) = 1/2');
    expect(both('Soit f(x) = x^2 ; calculer f(-1/2).').fr.finalAnswer).toBe('f(-1/2) = 1/4');
  });
  it('leaves equations, derivatives and conditions on equations to other methods', () => {
    expect(recognizeEvaluateAt('solve x^2 = 4 for x')).toBeNull();
    expect(recognizeEvaluateAt("y' = 2y, y(0) = 3")).toBeNull();
    expect(recognizeEvaluateAt('x + y = 3 when y = 1')).toBeNull();
    expect(recognizeEvaluateAt('x^2 + 1 when y = 3')).toBeNull();
  });
});
