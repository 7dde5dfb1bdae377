import { describe, expect, it } from 'vitest';
import { writeMatrices } from './matrixNotation';

describe('writeMatrices', () => {
  it('reads LaTeX that lost its backslashes: a cell of two numbers ends a row', () => {
    expect(writeMatrices('det of B=(arrayccc4 & 0 & 1 2 & 3 & -1 5 & 5 & 2array)')).toBe('det of B= [[4, 0, 1], [2, 3, -1], [5, 5, 2]] ');
    expect(writeMatrices('M = bmatrix 7 & -2 3 & 1 bmatrix')).toContain('[[7, -2], [3, 1]]');
    expect(writeMatrices('C=beginpmatrix 2&0 1&5endpmatrix')).toContain('[[2, 0], [1, 5]]');
  });

  it('keeps the bars of a determinant and refuses rows of different lengths', () => {
    expect(writeMatrices('|arraycc 1 & 2 3 & 4array|')).toContain('|[[1, 2], [3, 4]]|');
    expect(writeMatrices('arrayccc 1 & 2 3 & 4 array')).toBe('arrayccc 1 & 2 3 & 4 array');
  });

  it('reads \\cr between rows, matrix(r, c, …) and mat(…; …)', () => {
    expect(writeMatrices('\\begin{pmatrix} 1 & 0 \\cr\\cr 2 & 5 \\end{pmatrix}')).toBe('\\begin{pmatrix} 1 & 0  \\\\ 2 & 5 \\end{pmatrix}');
    expect(writeMatrices('inverse of {{{matrix(2,2, 5,1, 4,1)}}}')).toBe('inverse of  [[5, 1], [4, 1]] ');
    expect(writeMatrices('eigenvalues of mat(1 2; 0 3)')).toBe('eigenvalues of [1 2; 0 3]');
  });

  it('reads entries written flat after a name or a determinant: n² numbers, or rows split by slashes', () => {
    expect(writeMatrices('le déterminant 2 0 −1 1 4 0 3 1 1')).toBe('le déterminant [[2, 0, -1], [1, 4, 0], [3, 1, 1]]');
    expect(writeMatrices('rank of B = ( 1 2 2 4 )')).toBe('rank of B = [[1, 2], [2, 4]]');
    expect(writeMatrices('B = 5 1 / 2 7, find B^-1')).toBe('B = [[5, 1], [2, 7]], find B^-1');
  });

  it('leaves numbers that are no matrix as typed', () => {
    expect(writeMatrices('P = 2 3 4 5')).toBe('P = 2 3 4 5');
    expect(writeMatrices('det of A = 1 2 3 4 5')).toBe('det of A = 1 2 3 4 5');
    expect(writeMatrices('x = 3 -3y + 2z = 1, A^2')).toBe('x = 3 -3y + 2z = 1, A^2');
  });

  it("reads plain TeX's \\array{… \\cr …} as a matrix environment", () => {
    expect(writeMatrices(String.raw`B = \left (\array{ 3& 3& -2\cr 0& 1 & 2 } \right )`)).toContain(String.raw`\begin{matrix} 3& 3& -2 \\ 0& 1 & 2 \end{matrix}`);
  });
});
