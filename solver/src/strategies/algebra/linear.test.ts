import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';

describe('linear equations', () => {
  it('collects and divides', () => {
    const { en, fr } = both('2x - 3 = 0');
    expect(en.answer?.value).toBe('[3/2]');
    expect(en.finalAnswer).toBe('x = 3/2');
    expect(titles(en)).toEqual(['Collect the x-terms', 'Divide by the coefficient of x', 'Solution set']);
    expect(titles(fr)).toEqual(['Regrouper les termes en x', 'Diviser par le coefficient de x', 'Ensemble des solutions']);
  });
  it('does not repeat ax = b as a collecting step when nothing crosses the = sign', () => {
    const { en, fr } = both('2(w + 2w) = 30');
    expect(titles(en)).toEqual(['Expand', 'Divide by the coefficient of w', 'Solution set']);
    expect(titles(fr)).toEqual(['Développer', 'Diviser par le coefficient de w', 'Ensemble des solutions']);
    expect(en.answer?.value).toBe('[5]');
  });
  it('clears fractions and expands brackets', () => {
    const a = both('(-2/3)x + 3/7 = 1/2');
    expect(a.en.answer?.value).toBe('[-3/28]');
    expect(titles(a.en)[0]).toBe('Clear the fractions');
    expect(titles(a.fr)[0]).toBe('Supprimer les fractions');
    const b = both('3(x+2)=12');
    expect(b.en.answer?.value).toBe('[2]');
    expect(titles(b.en)[0]).toBe('Expand');
    expect(both('résoudre (x+1)/3 = 4').en.answer?.value).toBe('[11]');
    expect(both('\\frac{2x-1}{3} = \\frac{x+2}{4}').en.answer?.value).toBe('[2]');
  });
  it('recognises no solution and every real number', () => {
    const none = both('2x+1=2x+3');
    expect(none.en.answer?.value).toBe('[]');
    expect(none.en.verified).toBe(true);
    const all = both('solve 2(x+3) = 2x + 6');
    expect(all.en.answer).toMatchObject({ kind: 'interval', value: '(-oo, oo)' });
    expect(all.fr.finalAnswer).toContain('Tout réel');
  });
  it('solves for the named unknown', () => {
    expect(both('Solve for y: 2y + 3 = 7').en.answer?.value).toBe('[2]');
    const lit = both('solve a x + b = c for x');
    expect(lit.en.answer?.value).toBe('[(-b + c)/a]');
    expect(lit.en.verified).toBe(true);
  });
});
