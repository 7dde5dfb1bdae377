import { describe, expect, it } from 'vitest';
import { SolverError } from '../errors';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readProgressionTask } from './progression';

const read = (text: string) => readProgressionTask(normalize(text));

describe('arithmetic and geometric sequences', () => {
  it('reads a term asked by its rank, with the sequence listed, in words or by its first term and step', () => {
    expect(read('find the 20th term of the arithmetic sequence 2, 5, 8, ...')).toEqual({ kind: 'evaluate', expr: '2 + (20 - 1)*3' });
    expect(read('calculer le 15e terme de la suite arithmétique 7, 11, 15, …')).toEqual({ kind: 'evaluate', expr: '7 + (15 - 1)*4' });
    expect(read('find the 8th term of 2, 6, 18, ...')).toEqual({ kind: 'evaluate', expr: '2*3^(8 - 1)' });
    expect(read('a geometric sequence has first term 2 and common ratio -3. find the 6th term')).toEqual({ kind: 'evaluate', expr: '2*(-3)^(6 - 1)' });
  });

  it('counts a term named u₂₀ from the first term’s own index, and leaves it unread when that index is unknown', () => {
    expect(read('suite arithmétique u_0 = 2, r = 3, calculer u_20')).toEqual({ kind: 'evaluate', expr: '2 + 20*3' });
    expect(read('an arithmetic sequence has a1 = 4 and d = 3. find a10')).toEqual({ kind: 'evaluate', expr: '4 + (10 - 1)*3' });
    expect(read('u_0 = 100 et u_{n+1} = u_n − 4 : calculer u_10')).toEqual({ kind: 'evaluate', expr: '100 + 10*(-4)' });
    expect(read('the arithmetic sequence 2, 5, 8, ...: find u_20')).toBeNull();
  });

  it('reads sums of the first terms and the sum to infinity as sums from the first term', () => {
    expect(read('somme des 10 premiers termes de la suite géométrique de premier terme 3 et de raison 2')).toEqual({ kind: 'sum', summand: '3*2^k', index: 'k', lo: '0', hi: '9' });
    expect(read('geometric series with first term 5 and ratio 1/2, find the sum to infinity')).toEqual({ kind: 'sum', summand: '5*(1/2)^k', index: 'k', lo: '0', hi: 'oo' });
    expect(read('suite géométrique de premier terme 4 et de raison 0,5 : somme infinie')).toEqual({ kind: 'sum', summand: '4*(0.5)^k', index: 'k', lo: '0', hi: 'oo' });
  });

  it('reads a series written with plus signs, the sum of its first N terms said many ways, and the common ratio or difference asked', () => {
    expect(read('find the sum of the first 20 terms of the geometric series 2 + 6 + 18 + ...')).toEqual({ kind: 'sum', summand: '2*3^k', index: 'k', lo: '0', hi: '19' });
    expect(read('sum the series 4 + 7 + 10 + ... to 20 terms')).toEqual({ kind: 'sum', summand: '4 + k*3', index: 'k', lo: '0', hi: '19' });
    expect(read('find S_10 for the arithmetic sequence 5, 9, 13, ...')).toEqual({ kind: 'sum', summand: '5 + k*4', index: 'k', lo: '0', hi: '9' });
    expect(read('find the sum of the first 6 terms of 1 - 2 + 4 - 8 + ...')).toEqual({ kind: 'sum', summand: '(-2)^k', index: 'k', lo: '0', hi: '5' });
    expect(read('find the sum of the first n terms of 1 + 4 + 7 + ...')).toEqual({ kind: 'sum', summand: '1 + k*3', index: 'k', lo: '0', hi: 'n - 1' });
    expect(read('find the common ratio of the geometric sequence 81, 27, 9, ...')).toEqual({ kind: 'evaluate', expr: '1/3', quantity: 'common_ratio' });
    expect(read('déterminer la raison de la suite arithmétique 12 ; 7 ; 2 ; …')).toEqual({ kind: 'evaluate', expr: '-5', quantity: 'common_difference' });
    expect(read('geometric sequence with first term 2 and common ratio 3')).toBeNull();
  });

  it('reads the general term, counting from a₁ when an English statement does not name the first term', () => {
    expect(read('find the nth term of the arithmetic sequence 3, 7, 11, ...')).toEqual({ kind: 'transform', op: 'simplify', expr: '3 + (n - 1)*4' });
    expect(read('suite géométrique de premier terme u_1 = 5 et de raison 1/2 : terme général')).toEqual({ kind: 'transform', op: 'simplify', expr: '5*(1/2)^(n - 1)' });
    expect(read('suite arithmétique 3, 7, 11, … : terme général')).toBeNull();
  });

  it('says so when listed terms do not form the sequence named, and leaves a statement with words it does not use', () => {
    expect(() => read('arithmetic sequence 2, 4, 8, ... find the 5th term')).toThrow(SolverError);
    const refusal = (() => {
      try {
        read('suite géométrique 1, 3, 5, … : calculer le 10e terme');
      } catch (e) {
        return e instanceof SolverError ? e.text.fr : '';
      }
      return '';
    })();
    expect(refusal).toMatch(/^1 ; 3 ; 5 ; … n'est pas une suite géométrique/);
    expect(read('find the 20th term of the arithmetic sequence 2, 5, 8, ... in base 3')).toBeNull();
    expect(read('2, 5, 8, ...')).toBeNull();
  });

  it('answers with the value, verified, and states the computation', () => {
    const s = solve('find the 10th term of the geometric sequence 81, 27, 9, ...');
    expect(s.finalAnswer).toBe('1/243');
    expect(s.verified).toBe(true);
    const fr = solve('u_0 = 2 et u_{n+1} = u_n + 3 : calculer u_20', { locale: 'fr' });
    expect(fr.answer?.value).toBe('62');
    expect(fr.verified).toBe(true);
    expect(fr.interpretation?.text).toBe('Calculer 2 + 20·3');
  });
});

describe('a second question after the term', () => {
  it.each([
    ['suite arithmétique u0 = 5, raison r = 3. calculer u20 et u0+u1+...+u20', 'fr', 'u0+u1+...+u20'],
    ['arithmetic sequence a1 = 4 and d = 3, find a10 and the sum of the first 10 terms', 'en', 'the sum of the first 10 terms'],
  ] as const)('%s is refused with it named', (input, locale, part) => {
    const s = solve(input, { locale });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(part);
  });
});

describe('a long sum that is no progression', () => {
  it('is left to the other readers, its spaces read one way only (a space that a sign or a term could take made the reading try 2²⁰⁰ splits)', () => {
    expect(readProgressionTask(normalize(`${'1 + '.repeat(200)}1 = x`))).toBeNull();
    expect(readProgressionTask(normalize(`${'2, '.repeat(200)}2`))).toBeNull();
  });
});
