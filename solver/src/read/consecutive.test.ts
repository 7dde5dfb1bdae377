import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readConsecutive } from './consecutive';

const read = (s: string) => readConsecutive(s.toLowerCase());

describe('readConsecutive', () => {
  it('reads the sum of consecutive integers with or without its article, and a negative sum', () => {
    expect(read('Sum of 3 consecutive odd integers is -3, what are the integers?')).toMatchObject({ relations: [{ lhs: 'x + y + z', rhs: '-3' }, { rhs: 'x + 2' }, { rhs: 'x + 4' }] });
    expect(read('Three consecutive odd integers have a sum of –21. Which integers are they?')).toMatchObject({ relations: [{ rhs: '-21' }, { rhs: 'x + 2' }, { rhs: 'x + 4' }] });
  });
  it('reads "whose sum is" and « dont la somme est » after the integers asked for', () => {
    expect(read('What are three consecutive integers whose sum is 72?')?.relations[0]).toEqual({ lhs: 'x + y + z', op: '=', rhs: '72' });
    expect(read('Find two consecutive odd integers whose sum is 36')?.relations).toEqual([{ lhs: 'x + y', op: '=', rhs: '36' }, { lhs: 'y', op: '=', rhs: 'x + 2' }]);
    expect(read('trouver trois entiers consecutifs dont la somme est 72.')?.relations[0]).toEqual({ lhs: 'x + y + z', op: '=', rhs: '72' });
    // no sum said: nothing to read
    expect(read('trouver trois entiers consecutifs est 72')).toBeNull();
  });
  it('reads a condition between some of the integers as one more relation, in the names of the unknowns', () => {
    expect(read('find three consecutive odd integers such that the sum of the middle and largest integer is 21 more than the smallest integer')?.relations[0]).toEqual({ lhs: 'y + z', op: '=', rhs: 'x + 21' });
    expect(read('Find 3 consecutive odd integers so that 3 times their sum is 5 more than 8 times the middle one?')?.relations[0]).toEqual({ lhs: '3*(x + y + z)', op: '=', rhs: '8*y + 5' });
    expect(read('Find two consecutive even integers such that twice the smaller exceeds the larger by 10')?.relations[0]).toEqual({ lhs: '2*x', op: '=', rhs: 'y + 10' });
  });
  it('steps aside when no such integers exist, or a word is not read', () => {
    // the first would be 4: no odd integers do it
    expect(read('find three consecutive odd integers such that the sum of the first and third is 12')).toBeNull();
    expect(read('find three consecutive integers such that the middle one is the square of the first')).toBeNull();
    // "middle" of two integers names none of them
    expect(read('find two consecutive integers such that the middle one is 4')).toBeNull();
  });
  it('solves them, each integer checked against the condition', () => {
    const s = solve('Find the largest of three consecutive odd integers, such that 3 times the middle integer is 1 more than the sum of the first and third');
    expect(s.finalAnswer).toBe('x = -1, y = 1, z = 3');
    expect(s.verified).toBe(true);
  });
});
