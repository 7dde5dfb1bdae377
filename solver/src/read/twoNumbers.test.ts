import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { SolverError } from '../errors';
import { readTwoNumbers } from './twoNumbers';

const read = (s: string) => readTwoNumbers(normalize(s));

describe('readTwoNumbers', () => {
  it('reads the facts about two numbers as a system in x and y, in English and French', () => {
    expect(read('The sum of two numbers is 25 and their difference is 7. Find the numbers.')).toEqual({
      kind: 'solve',
      relations: [{ lhs: 'x + y', op: '=', rhs: '25' }, { lhs: 'x - y', op: '=', rhs: '7' }],
      unknowns: ['x', 'y'],
      domain: { kind: 'real' },
    });
    expect(read('Two numbers add up to 50. One number is 8 more than the other. Find them.')).toMatchObject({ relations: [{ lhs: 'x + y', rhs: '50' }, { lhs: 'x', rhs: 'y + 8' }] });
    expect(read('One number is 3 times another and their sum is 48. Find the two numbers.')).toMatchObject({ relations: [{ lhs: 'x', rhs: '3*y' }, { lhs: 'x + y', rhs: '48' }] });
    expect(read('Deux nombres ont pour somme 21 et pour produit 108. Quels sont ces deux nombres ?')).toMatchObject({ relations: [{ lhs: 'x + y', rhs: '21' }, { lhs: 'x*y', rhs: '108' }] });
    expect(read("L'un est le triple de l'autre et leur somme vaut 36. Déterminer les deux nombres.")).toMatchObject({ relations: [{ lhs: 'x', rhs: '3*y' }, { lhs: 'x + y', rhs: '36' }] });
  });
  it('reads the question asked first, the facts after it', () => {
    expect(read('Find two numbers whose sum is 20 and whose product is 96.')).toMatchObject({ relations: [{ lhs: 'x + y', rhs: '20' }, { lhs: 'x*y', rhs: '96' }] });
    expect(read('Trouver deux nombres dont la somme est 20 et le produit 96.')).toMatchObject({ relations: [{ lhs: 'x + y', rhs: '20' }, { lhs: 'x*y', rhs: '96' }] });
    expect(read('Il faut choisir 2 nombres dont la différence est 3 et le produit 40')).toMatchObject({ relations: [{ lhs: 'x - y', rhs: '3' }, { lhs: 'x*y', rhs: '40' }] });
  });
  it('answers the numbers, verified', () => {
    const s = solve('La somme de deux nombres est 40 et leur différence est 10. Trouver ces nombres.', { locale: 'fr' });
    expect(s.answer?.value).toBe('[{x: 25, y: 15}]');
    expect(s.verified).toBe(true);
  });
  it('names a sentence it cannot read, and asks for two facts', () => {
    const r = read('The sum of two numbers is 25 and the larger is the square of the smaller. Find the numbers.');
    expect(r).toBeInstanceOf(SolverError);
    expect((r as SolverError).text.en).toContain('"the larger is the square of the smaller"');
    expect((r as SolverError).text.fr).toContain('« the larger is the square of the smaller »');
    expect((read('The sum of two numbers is 25. Find the numbers.') as SolverError).text.en).toMatch(/exactly two facts/);
  });
  it('leaves other problems alone', () => {
    expect(read('solve x + y = 3, x - y = 1')).toBeNull();
    expect(read('Find the gcd of two numbers 84 and 36')).toBeNull();
  });
});
