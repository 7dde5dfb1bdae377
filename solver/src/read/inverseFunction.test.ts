import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the inverse of a function', () => {
  it('swaps x and y and solves for y, the reading stated, in English and French', () => {
    const en = solve('The function is one to one. Find the inverse function f^{-1}. f(x)= (2x-3)/(x+4)');
    expect(en.interpretation?.text).toBe('Find the inverse of f(x) = (2x − 3)/(x + 4): solve x·(y + 4) = 2y − 3 for y');
    expect(en.answer?.value).toBe('(-4*x - 3)/(x - 2)');
    expect(en.answer?.kind).toBe('expr');
    // with its domain: x = 2 is the value f never takes
    expect(en.finalAnswer).toBe('f⁻¹(x) = (-4x − 3)/(x − 2) (for x ≠ 2)');
    expect(en.verified).toBe(true);
    const fr = solve('Déterminer la fonction réciproque de la fonction f définie par f(x) = (x+1)/(x-2)', { locale: 'fr' });
    expect(fr.interpretation?.text).toContain('Déterminer la réciproque de f(x)');
    expect(fr.answer?.value).toBe('(2*x + 1)/(x - 1)');
    expect(fr.verified).toBe(true);
    expect(fr.finalAnswer).toBe('f⁻¹(x) = (2x + 1)/(x − 1) (pour x ≠ 1)');
  });

  it('reads y = …, g⁻¹ and odd powers', () => {
    expect(solve('What is the inverse function of y=3x-4?').answer?.value).toBe('(1/3)*x + 4/3');
    expect(solve('g(x) = 5 - 2x, find g^-1(x)').finalAnswer).toBe('g⁻¹(x) = -x/2 + 5/2');
    expect(solve('g(x) = 5 - 2x, find g^-1(x)').answer?.value).toBe('(-1/2)*x + 5/2');
    expect(solve('find f⁻¹(x) if f(x) = x^3 + 2').answer?.value).toBe('cbrt(x - 2)');
  });

  it('refuses a function not one-to-one by its form, or constant, by name', () => {
    const square = solve('find the inverse of f(x) = x^2');
    expect(square.answer).toBeNull();
    expect(square.error?.message).toContain('one-to-one');
    const constant = solve('find the inverse of f(x) = (2x+2)/(x+1)', { locale: 'fr' });
    expect(constant.answer).toBeNull();
    expect(constant.error?.message).toContain("n'a pas de réciproque");
  });

  it('leaves the inverse of a matrix and inverse trigonometric functions to their readers', () => {
    expect(solve('find the inverse of the matrix [[1,2],[3,4]]').answer?.value).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(solve('evaluate tan^-1(1)').answer?.value).toBe('pi/4');
  });
});
