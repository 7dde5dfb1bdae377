import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { phrase, readOneNumber } from './oneNumber';

const read = (s: string) => readOneNumber(normalize(s));
const relation = (s: string) => read(s)?.relations;

describe('phrase', () => {
  it('builds the value a phrase names from the unknown x', () => {
    expect(phrase('twice a number plus 5')).toBe('2*x + 5');
    expect(phrase('4 less than 5 times the number')).toBe('5*x - 4');
    expect(phrase('the sum of a number and nine')).toBe('x + 9');
    expect(phrase('a number increased by 15%')).toBe('(1 + 15/100)*x');
    expect(phrase('un nombre diminue de 8')).toBe('x - 8');
    expect(phrase('le triple du nombre')).toBeNull();
    expect(phrase('a number squared')).toBeNull();
  });
});

describe('readOneNumber', () => {
  it('reads a sentence about a number as an equation in x, in English and French', () => {
    expect(read('A number increased by 25% is 45. Find the number.')).toEqual({ kind: 'solve', relations: [{ lhs: '(1 + 25/100)*x', op: '=', rhs: '45' }], unknowns: ['x'], domain: { kind: 'real' } });
    expect(relation('Six times a number is the same as 20 more than twice the number. What is the number?')).toEqual([{ lhs: '6*x', op: '=', rhs: '2*x + 20' }]);
    expect(relation('Un nombre augmenté de 10 % donne 77. Quel est ce nombre ?')).toEqual([{ lhs: '(1 + 10/100)*x', op: '=', rhs: '77' }]);
  });
  it('follows a number through the steps done to it, up to the result', () => {
    expect(relation('A number is doubled, then decreased by 3. The result is 19. What is the number?')).toEqual([{ lhs: '2*x - 3', op: '=', rhs: '19' }]);
    expect(relation('If a number is decreased by 10% and the result is 36, what was the original number?')).toEqual([{ lhs: '(1 - 10/100)*x', op: '=', rhs: '36' }]);
    expect(relation('A number is increased by 40% to become 56. Find the original number.')).toEqual([{ lhs: '(1 + 40/100)*x', op: '=', rhs: '56' }]);
  });
  it('reads the original value before a percentage change', () => {
    expect(relation('Find the original price if the price is $90 after a discount of 25%.')).toEqual([{ lhs: '(1 - 25/100)*x', op: '=', rhs: '90' }]);
    expect(relation('Quel est le prix initial si le prix est de 42 € après une hausse de 5 % ?')).toEqual([{ lhs: '(1 + 5/100)*x', op: '=', rhs: '42' }]);
  });
  it('reads consecutive integers with a given sum as one unknown each', () => {
    expect(read('The sum of four consecutive integers is 58. Find the integers.')).toMatchObject({ relations: [{ lhs: 'x + y + z + w', rhs: '58' }, { lhs: 'y', rhs: 'x + 1' }, { lhs: 'z', rhs: 'x + 2' }, { lhs: 'w', rhs: 'x + 3' }], unknowns: ['x', 'y', 'z', 'w'] });
    expect(read('Three consecutive odd integers add up to 45.')).toMatchObject({ relations: [{ rhs: '45' }, { rhs: 'x + 2' }, { rhs: 'x + 4' }] });
    expect(read('La somme de trois entiers consécutifs est égale à 33. Trouver ces nombres.')).toMatchObject({ unknowns: ['x', 'y', 'z'] });
    // no three consecutive even integers add up to an odd number
    expect(read('The sum of three consecutive even integers is 45.')).toBeNull();
  });
  it('steps aside when a sentence is not read, so that the words are named', () => {
    expect(read('A number is tripled. Then compute its square root.')).toBeNull();
    expect(read('The sum of three consecutive integers is 72. Find their product.')).toBeNull();
    expect(solve('A number is tripled, then increased by 4. Find its cube.').error?.message).toMatch(/"cube"|"its"/);
  });
  it('answers the number, verified', () => {
    const s = solve('If a number is increased by 20% and the result is 90, what was the original number?');
    expect(s.finalAnswer).toBe('x = 75');
    expect(s.verified).toBe(true);
    const c = solve('la somme de trois entiers consécutifs est 48', { locale: 'fr' });
    expect(c.answer?.value).toBe('[{x: 15, y: 16, z: 17}]');
    expect(c.interpretation?.text).toMatch(/^Résoudre le système/);
  });
});
