import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { symbolicMatrixStrategy } from './symbolicMatrix';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => symbolicMatrixStrategy.solve(normalize(s), ctx);

describe('the rank of a matrix for every value of its letter', () => {
  it('finds the special values from the determinant and row reduces at each, in both languages', () => {
    const o = run('Discuter le rang de la matrice [[m, 1, 1], [1, m, 1], [1, 1, m]] selon les valeurs de m');
    expect(o?.answer?.value).toBe('Piecewise((2, Eq(m, -2)), (1, Eq(m, 1)), (3, True))');
    expect(o?.finalAnswer.fr).toBe('rang = 3 si m ≠ -2 et m ≠ 1 ; rang = 2 si m = -2 ; rang = 1 si m = 1');
    expect(o?.verified).toBe(true);
    expect(o?.steps.map((s) => s.title.en)).toEqual(['Compute the determinant', 'Find the special values', 'Row reduce at m = -2', 'Row reduce at m = 1']);
    expect(run('Rank of A = [[1, 1, 1], [1, k, 1], [1, 1, k]] according to the values of k')?.finalAnswer.en).toBe('rank = 3 if k ≠ 1; rank = 1 if k = 1');
    expect(run('Étudier le rang de A = [[1, 1, a], [1, a, 1], [a, 1, 1]] en fonction du paramètre réel a')?.answer?.value).toBe('Piecewise((2, Eq(a, -2)), (1, Eq(a, 1)), (3, True))');
  });

  it('tells values with the same rank together, and reads non-square matrices by their minors', () => {
    expect(run('rang de la matrice [1 a; a 1] en fonction de a')?.answer?.value).toBe('Piecewise((1, Or(Eq(a, -1), Eq(a, 1))), (2, True))');
    const r = run('rank of [[1, 2, k], [2, 4, 6]] depending on k');
    expect(r?.finalAnswer.en).toBe('rank = 2 if k ≠ 3; rank = 1 if k = 3');
    expect(r?.steps[0].title.en).toBe('Find the largest minors not always 0');
    expect(run('rank of [[1, k], [0, 1]]')?.answer?.value).toBe('2');
  });

  it('gives the values of the letter for which the rank is the one asked', () => {
    const o = run('For what values of a does the matrix [[a, 1], [1, a]] have rank 1?');
    expect(o?.answer).toMatchObject({ kind: 'solutions', value: '[-1, 1]' });
    expect(o?.verified).toBe(true);
    expect(run('Pour quelles valeurs de m la matrice [[m, 1, 1], [1, m, 1], [1, 1, m]] est-elle de rang 2 ?')?.answer?.value).toBe('[-2]');
    const all = run('for which k is the rank of [[1, 1, 1], [1, k, 1], [1, 1, k]] equal to 3');
    expect(all?.answer).toMatchObject({ kind: 'interval', value: '(-oo, 1) U (1, oo)' });
    expect(all?.finalAnswer.fr).toBe('tout k sauf 1');
  });

  it('gives the dimension of the kernel by the rank theorem', () => {
    expect(run('dimension of the kernel of [[1, 1], [1, t]] for each value of t')?.finalAnswer.en).toBe('dim ker = 0 if t ≠ 1; dim ker = 1 if t = 1');
  });

  it('names irrational special values instead of answering, and leaves other words unanswered', () => {
    expect(() => run('rank of [[k, 1, 0], [1, k, 1], [0, 1, k]] according to k')).toThrow(/not rational/);
    expect(run('rank of [[1, k], [k, 1]] when k is prime')).toBeNull();
  });
});

describe('the values giving one rank, the matrix said between the rank and its value', () => {
  it('"the rank of the matrix … equal to 2"', () => {
    expect(solve('For which values of m is the rank of the matrix [[1, 1, m], [1, m, 1], [m, 1, 1]] equal to 2?')).toMatchObject({ answer: { value: '[-2]' }, verified: true });
  });

  it('« le rang de la matrice … est-il égal à 2 »', () => {
    expect(solve('Pour quelles valeurs de m le rang de la matrice [[1, 1, m], [1, m, 1], [m, 1, 1]] est-il égal à 2 ?', { locale: 'fr' })).toMatchObject({ answer: { value: '[-2]' }, verified: true });
  });

  it('« rg(A) = 2, où A = … »', () => {
    expect(solve('Déterminer les valeurs de m pour lesquelles rg(A) = 2, où A = [[1, 1, m], [1, m, 1], [m, 1, 1]]', { locale: 'fr' }).answer?.value).toBe('[-2]');
  });
});
