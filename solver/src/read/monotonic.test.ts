import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readMonotonic } from './monotonic';

const read = (s: string) => readMonotonic(normalize(s));
const answer = (s: string, locale: 'en' | 'fr' = 'en') => {
  const r = solve(s, { locale });
  return { value: r.answer?.value, verified: r.verified, error: r.error?.message };
};

describe('readMonotonic', () => {
  it('reads where a function is increasing as the sign of its derivative, in English and French', () => {
    expect(read('On what interval is f(x) = x^2 - 6x + 5 increasing?')?.relations).toEqual([{ lhs: '2*x - 6', op: '>=', rhs: '0' }]);
    expect(read('Sur quel intervalle la fonction f(x) = x² - 6x + 5 est-elle croissante ?')?.relations).toEqual([{ lhs: '2*x - 6', op: '>=', rhs: '0' }]);
    expect(read('Find where g(t) = t^3 - 3t is decreasing')?.monotonic).toMatchObject({ name: 'g', direction: 'decreasing' });
  });
  it('keeps the conditions under which the function is defined, and takes positive factors out', () => {
    expect(read('Soit f(x) = ln(x) - x. Déterminer les intervalles où f est décroissante.')?.relations).toEqual([{ lhs: '1/x - 1', op: '<=', rhs: '0' }, { lhs: 'x', op: '>', rhs: '0' }]);
    expect(read('where is f(x) = x e^{-x} increasing')?.relations).toEqual([{ lhs: '-x + 1', op: '>=', rhs: '0' }]);
  });
  it('leaves a restriction to an interval or another request to the other readers', () => {
    expect(read('Where is f(x) = x^2 increasing on [1, 5]?')).toBeNull();
    expect(read('Find the derivative of f(x) = x^2 and say where it is increasing at x = 2')).toBeNull();
    expect(read('f(x) = x^2 - 4')).toBeNull();
    expect(read('Find the intervals on which f(x) = x^3 - 3x is increasing or decreasing')).toBeNull();
  });
  it('answers the intervals, verified, whatever the notation', () => {
    expect(answer('Where is f(x) = x^3 - 3x increasing?')).toMatchObject({ value: '(-oo, -1] U [1, oo)', verified: true });
    expect(answer('f(x) = (x^2+3)/(x-1). Sur quels intervalles f est-elle décroissante ?', 'fr')).toMatchObject({ value: '[-1, 1) U (1, 3]', verified: true });
    expect(answer('On what intervals is h(x) = \\sqrt{x}(x-3) decreasing?')).toMatchObject({ value: '[0, 1]', verified: true });
    expect(answer('Determine where the function y = x^4 - 2x^2 is decreasing.')).toMatchObject({ value: '(-oo, -1] U [0, 1]', verified: true });
    expect(answer('Determine the interval(s) where g(x) = −x² + 4x − 1 is increasing.')).toMatchObject({ value: '(-oo, 2]', verified: true });
    expect(answer('Find the open intervals on which f(x) = x/(x^2 + 4) is decreasing')).toMatchObject({ value: '(-oo, -2) U (2, oo)', verified: true });
  });
  it('refuses a function monotonic on no interval rather than answering points', () => {
    expect(answer('On which intervals is g(t) = t^3 decreasing?').error).toMatch(/no interval/);
    expect(answer('Sur quels intervalles g(t) = t^3 est-elle décroissante ?', 'fr').error).toMatch(/aucun intervalle/);
  });
});
