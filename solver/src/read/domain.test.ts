import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readDomain } from './domain';
import { verifyTask } from '../verify/task';

const read = (s: string) => readDomain(normalize(s));

describe('readDomain', () => {
  it('reads the conditions under which a formula is defined, in English and French', () => {
    expect(read('find the domain of f(x) = sqrt(2x + 6)')).toEqual({ kind: 'solve', relations: [{ lhs: '2*x + 6', op: '>=', rhs: '0' }], unknowns: ['x'], domain: { kind: 'real' } });
    expect(read('State the domain of g(t) = ln(t - 1) + sqrt(5 - t).')?.relations).toEqual([{ lhs: 't - 1', op: '>', rhs: '0' }, { lhs: '5 - t', op: '>=', rhs: '0' }]);
    expect(read("Déterminer l'ensemble de définition de f(x) = √(3 - x)")?.relations).toEqual([{ lhs: '3 - x', op: '>=', rhs: '0' }]);
  });
  it('reads a denominator as ≠ 0, the question ending with the notation asked', () => {
    expect(read('find the domain of f(x) = 1/(x - 2)')?.relations).toEqual([{ lhs: 'x - 2', op: '!=', rhs: '0' }]);
    expect(read('Give the domain of f(x)= (5x-2)/(x^2-5x+6) in interval notation')?.relations).toEqual([{ lhs: 'x^2 - 5*x + 6', op: '!=', rhs: '0' }]);
    expect(read('find the domain of f(x) = sqrt(x)/(x - 4)')?.relations).toEqual([{ lhs: 'x - 4', op: '!=', rhs: '0' }, { lhs: 'x', op: '>=', rhs: '0' }]);
  });
  it('leaves a formula defined everywhere or another letter to the other readers', () => {
    expect(read('find the domain of f(x) = x^2 + 1')).toBeNull();
    expect(read('find the domain of f(x) = sqrt(x - a)')).toBeNull();
  });
  it('answers the domain, verified', () => {
    const s = solve('Find the domain of the function f(x) = sqrt(9 - x^2)');
    expect(s.finalAnswer).toBe('x ∈ [-3, 3]');
    expect(s.verified).toBe(true);
    const quotient = solve('find the domain of g(x) = sqrt(x-2)/(x-5)');
    expect(quotient.answer?.value).toBe('[2, 5) U (5, oo)');
    expect(quotient.verified).toBe(true);
    // an answer that keeps the excluded value is caught by the check
    const task = read('find the domain of g(x) = sqrt(x-2)/(x-5)');
    expect(task && verifyTask(task, { kind: 'interval', value: '[2, oo)' })).toBe(false);
    expect(task && verifyTask(task, { kind: 'interval', value: '[2, 5) U (5, oo)' })).toBe(true);
    const fr = solve("Déterminer l'ensemble de définition de la fonction f(x) = 1/(x^2 - 9)", { locale: 'fr' });
    expect(fr.answer?.value).toBe('(-oo, -3) U (-3, 3) U (3, oo)');
    expect(fr.verified).toBe(true);
  });
  it('reads the function named before its formula, or the formula stated before the question', () => {
    const cases: Array<[string, string, 'en' | 'fr']> = [
      ["Déterminer l'ensemble de définition de la fonction f définie par f(x) = ln(2x − 4)", '(2, oo)', 'fr'],
      ['Soit f la fonction définie par f(x) = √(x+3)/(x−2). Déterminer son ensemble de définition.', '[-3, 2) U (2, oo)', 'fr'],
      ["Donner l'ensemble de définition de la fonction g définie sur son domaine par g(x) = \\frac{1}{x^2-9}", '(-oo, -3) U (-3, 3) U (3, oo)', 'fr'],
      ['Find the domain of the function f defined by f(x) = sqrt(5 - x)', '(-oo, 5]', 'en'],
      ['Let f be the function defined by f(x) = 1/(x^2 - 4). Find its domain.', '(-oo, -2) U (-2, 2) U (2, oo)', 'en'],
      ['What is the domain of the function given by g(t) = ln(t+1)?', '(-1, oo)', 'en'],
    ];
    for (const [input, value, locale] of cases) {
      const s = solve(input, { locale });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });
});
