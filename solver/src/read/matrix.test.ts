import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readTask } from './index';

const read = (input: string) => readTask(normalize(input)).task;

describe('readMatrixTask: one operation on one matrix of numbers', () => {
  it('reads the operation and the entries, whatever the command words and notation', () => {
    expect(read('rank of [[1, 2], [2, 4]]')).toEqual({ kind: 'matrix', op: 'rank', matrix: [['1', '2'], ['2', '4']] });
    expect(read('valeurs propres de A = [[4, 1], [2, 3]]')).toMatchObject({ kind: 'matrix', op: 'eigenvalues' });
    expect(read('row reduce A = [[0, 2], [1, 1]] to reduced echelon form')).toMatchObject({ kind: 'matrix', op: 'rref' });
    expect(read('find the inverse of [[1, 0.5], [0, 2]]')).toEqual({ kind: 'matrix', op: 'inverse', matrix: [['1', '1/2'], ['0', '2']] });
    expect(read('déterminant de \\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}')).toMatchObject({ kind: 'matrix', op: 'det' });
    expect(read('adj(A) for A = [[1, 0, 2], [2, 1, 0], [0, 3, 1]]')).toMatchObject({ kind: 'matrix', op: 'adjugate' });
  });

  it('leaves products, several questions and other readings of a matrix to the matrix methods', () => {
    expect(read('compute AB for A = [[1, 2], [3, 4]] and B = [[0, 1], [1, 0]]')).toBeNull();
    expect(read('the trace and the determinant of [[1, 2], [3, 4]]')).toBeNull();
    expect(read('is (1, 1) an eigenvector of [[2, 1], [1, 2]]?')).toBeNull();
    expect(read('solve the system whose augmented matrix is [[1, 1, 2], [1, -1, 0]]')).toBeNull();
  });

  it('states the task back above the steps, in both languages, and verifies the answer against it', () => {
    const en = solve('eigenvalues of [[2, 1], [1, 2]]');
    expect(en.interpretation?.text).toBe('Find the eigenvalues of [[2, 1], [1, 2]]');
    expect(en.interpretation?.latex).toContain('\\begin{pmatrix}2 & 1 \\\\ 1 & 2\\end{pmatrix}');
    expect(en.verified).toBe(true);
    const fr = solve('rang de la matrice [[1, 2, 1], [2, 4, 2]]', { locale: 'fr' });
    expect(fr.interpretation?.text).toBe('Déterminer le rang de [[1, 2, 1], [2, 4, 2]]');
    expect(fr.answer?.value).toBe('1');
    expect(fr.verified).toBe(true);
  });

  it('reads a basis of the kernel or of the image asked of one matrix, and states it back', () => {
    const kernel = solve('find a basis for the null space of [[1, 2, 3], [2, 4, 6]]');
    expect(kernel.interpretation?.text).toBe('Find a basis of the kernel (null space) of [[1, 2, 3], [2, 4, 6]]');
    expect(kernel.verified).toBe(true);
    const image = solve("déterminer une base de l'image de A = [[1, 2], [3, 4], [5, 6]]", { locale: 'fr' });
    expect(image.interpretation?.text).toBe("Déterminer une base de l'image (espace des colonnes) de [[1, 2], [3, 4], [5, 6]]");
    expect(image.verified).toBe(true);
  });
});
