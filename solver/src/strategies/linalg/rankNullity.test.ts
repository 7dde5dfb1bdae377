import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { solve } from '../../solve';
import { rankNullityOutcome } from './rankNullity';

const run = (s: string) => rankNullityOutcome(normalize(s));

describe('the rank theorem on a matrix known by its size and rank', () => {
  it('gives the kernel from the rank and the rank from the kernel, in both languages', () => {
    const o = run('A is a 4×6 matrix of rank 3. What is the dimension of its null space?');
    expect(o?.answer?.value).toBe('3');
    expect(o?.verified).toBe(true);
    expect(o?.steps[0].formula).toBe('\\dim \\ker A = 6 - 3 = 3');
    expect(run('Soit A une matrice 5×7 de rang 4. Quelle est la dimension du noyau de A ?')?.finalAnswer.fr).toBe('dim ker A = 3');
    expect(run('A 5x7 matrix has a 3-dimensional null space. What is its rank?')?.answer?.value).toBe('4');
    expect(run('A is a 6x4 matrix of rank 2. dimension of the column space?')?.answer?.value).toBe('2');
  });

  it('refuses a rank larger than the size allows, and leaves other words unanswered', () => {
    expect(() => run('A is a 3x5 matrix with rank 4. Find the nullity.')).toThrow(/at most 3/);
    expect(run('A is a 4×6 matrix of rank 3. What is the dimension of its null space and its trace?')).toBeNull();
    expect(run('A is a 4×6 matrix of rank 3. What is its rank?')).toBeNull();
  });

  it('is reached from the solver', () => {
    expect(solve('A is a 4×6 matrix of rank 3. What is the dimension of its null space?').answer?.value).toBe('3');
  });
});

describe('dimensions asked in the notation of Lay’s textbook', () => {
  it('reads dim Col(A), dim Row A and dim Nul A', () => {
    const col = solve('What is dim Col(A) for A = [[0, 2, 0, -4, 0, 6], [0, -4, -1, 7, 0, -16], [0, 6, 0, -12, 3, 15], [0, 4, -1, -9, 0, 8]]?');
    expect(col).toMatchObject({ answer: { value: '3' }, verified: true });
    expect(solve('dim Row A, A = [[1,2],[2,4]]').answer?.value).toBe('1');
    expect(solve('Determine the dimensions of Nul A for A = [[1, 0, 9, 5], [0, 0, 1, -4]]').answer?.value).toBe('2');
    expect(solve('find dim Nul(A) where A = [[1, 2, 3], [2, 4, 6]]').answer?.value).toBe('2');
  });
});
