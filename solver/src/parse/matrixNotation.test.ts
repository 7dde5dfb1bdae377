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

  it('reads rows split by semicolons after a name, « la matrice A écrite dans B : » included', () => {
    expect(writeMatrices('on a la matrice A écrite dans B : -3 -2 -3 ; -2 6 6 ; 2 6 -2 . quelles sont les valeurs propres ?')).toBe(
      'on a la matrice A = [[-3, -2, -3], [-2, 6, 6], [2, 6, -2]]. quelles sont les valeurs propres ?',
    );
    expect(writeMatrices('the matrix A written in the basis B: 2 1 ; 1 2 . Find its eigenvalues.')).toBe('the matrix A = [[2, 1], [1, 2]]. Find its eigenvalues.');
    expect(writeMatrices('rank of A = 1 2 3; 2 4 6; 1 0 1')).toBe('rank of A = [[1, 2, 3], [2, 4, 6], [1, 0, 1]]');
    expect(writeMatrices('la matrice M écrite dans la base B : [[1, 2], [3, 4]]')).toBe('la matrice M = [[1, 2], [3, 4]]');
    // rows of different lengths: left as typed
    expect(writeMatrices('A = 1 2 ; 3')).toBe('A = 1 2 ; 3');
  });

  it('reads entries written flat after a name or a determinant: n² numbers, or rows split by slashes', () => {
    expect(writeMatrices('le déterminant 2 0 −1 1 4 0 3 1 1')).toBe('le déterminant [[2, 0, -1], [1, 4, 0], [3, 1, 1]]');
    expect(writeMatrices('rank of B = ( 1 2 2 4 )')).toBe('rank of B = [[1, 2], [2, 4]]');
    expect(writeMatrices('B = 5 1 / 2 7, find B^-1')).toBe('B = [[5, 1], [2, 7]], find B^-1');
  });

  it("reads Mathematica's rows in braces, letters included, and leaves a set of sets as typed", () => {
    expect(writeMatrices('det {{2, 1}, {1, 3}}')).toBe('det [[2, 1], [1, 3]]');
    expect(writeMatrices('Calculate det of {{x, 1, 1}, {1, x, 1}, {1, 1, x}}')).toBe('Calculate det of [[x, 1, 1], [1, x, 1], [1, 1, x]]');
    expect(writeMatrices('P({{1}, {1, 2}})')).toBe('P({{1}, {1, 2}})');
    expect(writeMatrices('\\frac{{1}}{{2}}')).toBe('\\frac{{1}}{{2}}');
  });

  it('leaves numbers that are no matrix as typed', () => {
    expect(writeMatrices('P = 2 3 4 5')).toBe('P = 2 3 4 5');
    expect(writeMatrices('det of A = 1 2 3 4 5')).toBe('det of A = 1 2 3 4 5');
    expect(writeMatrices('x = 3 -3y + 2z = 1, A^2')).toBe('x = 3 -3y + 2z = 1, A^2');
  });

  it("reads plain TeX's \\array{… \\cr …} as a matrix environment", () => {
    expect(writeMatrices(String.raw`B = \left (\array{ 3& 3& -2\cr 0& 1 & 2 } \right )`)).toContain(String.raw`\begin{matrix} 3& 3& -2 \\ 0& 1 & 2 \end{matrix}`);
  });

  it('reads rows as a tuple of tuples when the problem speaks of a matrix, never a pair of points', () => {
    expect(writeMatrices('eigenvalues of the matrix ((2,1),(1,2))')).toBe('eigenvalues of the matrix [[2, 1], [1, 2]]');
    expect(writeMatrices('déterminant de ((a,1,1),(1,a,1),(1,1,a))')).toBe('déterminant de [[a, 1, 1], [1, a, 1], [1, 1, a]]');
    expect(writeMatrices('Let B = ((1, −1), (0, 1)). Compute B^n.')).toBe('Let B = [[1, -1], [0, 1]]. Compute B^n.');
    expect(writeMatrices('distance between the points ((1,2),(3,4))')).toBe('distance between the points ((1,2),(3,4))');
    expect(writeMatrices('inverse of ((1,2),(3))')).toBe('inverse of ((1,2),(3))');
    // a basis written as its vectors' tuple stays one
    expect(writeMatrices("la matrice de f dans la base B' = ((1,1),(1,-1))")).toBe("la matrice de f dans la base B' = ((1,1),(1,-1))");
    expect(writeMatrices('the eigenvectors of the matrix ((1,1),(0,2)) form a basis')).toContain('[[1, 1], [0, 2]]');
  });
});
