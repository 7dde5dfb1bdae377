import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readDomain } from './domain';

const read = (s: string) => readDomain(normalize(s));

describe('readDomain', () => {
  it('reads the conditions under which a formula is defined, in English and French', () => {
    expect(read('find the domain of f(x) = sqrt(2x + 6)')).toEqual({ kind: 'solve', relations: [{ lhs: '2*x + 6', op: '>=', rhs: '0' }], unknowns: ['x'], domain: { kind: 'real' } });
    expect(read('State the domain of g(t) = ln(t - 1) + sqrt(5 - t).')?.relations).toEqual([{ lhs: 't - 1', op: '>', rhs: '0' }, { lhs: '5 - t', op: '>=', rhs: '0' }]);
    expect(read("Déterminer l'ensemble de définition de f(x) = √(3 - x)")?.relations).toEqual([{ lhs: '3 - x', op: '>=', rhs: '0' }]);
  });
  it('leaves a denominator, a formula defined everywhere or another letter to the other readers', () => {
    expect(read('find the domain of f(x) = 1/(x - 2)')).toBeNull();
    expect(read('find the domain of f(x) = sqrt(x)/(x - 4)')).toBeNull();
    expect(read('find the domain of f(x) = x^2 + 1')).toBeNull();
    expect(read('find the domain of f(x) = sqrt(x - a)')).toBeNull();
  });
  it('answers the domain, verified', () => {
    const s = solve('Find the domain of the function f(x) = sqrt(9 - x^2)');
    expect(s.finalAnswer).toBe('x ∈ [-3, 3]');
    expect(s.verified).toBe(true);
  });
});
