import { describe, expect, it } from 'vitest';
import type { TaskOf } from '../task/task';
import { verifyMatrixTask } from './matrixTask';

const task = (op: TaskOf<'matrix'>['op'], matrix: string[][]): TaskOf<'matrix'> => ({ kind: 'matrix', op, matrix });
const A = [['1', '2'], ['3', '4']];

describe('verifyMatrixTask', () => {
  it('recomputes numbers: determinant, trace, rank, nullity', () => {
    expect(verifyMatrixTask(task('det', A), { kind: 'expr', value: '-2' })).toBe(true);
    expect(verifyMatrixTask(task('det', A), { kind: 'expr', value: '2' })).toBe(false);
    expect(verifyMatrixTask(task('trace', A), { kind: 'expr', value: '5' })).toBe(true);
    expect(verifyMatrixTask(task('rank', [['1', '2'], ['2', '4']]), { kind: 'expr', value: '1' })).toBe(true);
    expect(verifyMatrixTask(task('nullity', [['1', '2', '3'], ['2', '4', '6']]), { kind: 'expr', value: '2' })).toBe(true);
    expect(verifyMatrixTask(task('nullity', [['1', '2', '3'], ['2', '4', '6']]), { kind: 'expr', value: '1' })).toBe(false);
  });

  it('checks a basis of the kernel or of the column space: its size, independence and each vector in the space', () => {
    const B = [['1', '2', '3'], ['2', '4', '6']];
    expect(verifyMatrixTask(task('kernel', B), { kind: 'matrix', value: '[[-2, -3], [1, 0], [0, 1]]' })).toBe(true);
    expect(verifyMatrixTask(task('kernel', B), { kind: 'matrix', value: '[[-2, -4], [1, 2], [0, 0]]' })).toBe(false);
    expect(verifyMatrixTask(task('kernel', B), { kind: 'matrix', value: '[[-2], [1], [0]]' })).toBe(false);
    expect(verifyMatrixTask(task('kernel', B), { kind: 'matrix', value: '[[1, -3], [1, 0], [0, 1]]' })).toBe(false);
    expect(verifyMatrixTask(task('kernel', A), { kind: 'matrix', value: '[]' })).toBe(true);
    expect(verifyMatrixTask(task('kernel', B), { kind: 'matrix', value: '[]' })).toBe(false);
    expect(verifyMatrixTask(task('columns', B), { kind: 'matrix', value: '[[3], [6]]' })).toBe(true);
    expect(verifyMatrixTask(task('columns', B), { kind: 'matrix', value: '[[1], [3]]' })).toBe(false);
    expect(verifyMatrixTask(task('columns', A), { kind: 'matrix', value: '[[1, 0], [0, 1]]' })).toBe(true);
  });

  it('checks matrices: inverse by the product, cofactors and adjugate by minors, transpose', () => {
    expect(verifyMatrixTask(task('inverse', A), { kind: 'matrix', value: '[[-2, 1], [3/2, -1/2]]' })).toBe(true);
    expect(verifyMatrixTask(task('inverse', A), { kind: 'matrix', value: '[[-2, 1], [3/2, 1/2]]' })).toBe(false);
    expect(verifyMatrixTask(task('cofactors', A), { kind: 'matrix', value: '[[4, -3], [-2, 1]]' })).toBe(true);
    expect(verifyMatrixTask(task('adjugate', A), { kind: 'matrix', value: '[[4, -2], [-3, 1]]' })).toBe(true);
    expect(verifyMatrixTask(task('adjugate', A), { kind: 'matrix', value: '[[4, -3], [-2, 1]]' })).toBe(false);
    expect(verifyMatrixTask(task('transpose', [['1', '2', '3']]), { kind: 'matrix', value: '[[1], [2], [3]]' })).toBe(true);
  });

  it('accepts only the reduced row echelon form of the same matrix', () => {
    const m = [['1', '2', '3'], ['2', '4', '7']];
    expect(verifyMatrixTask(task('rref', m), { kind: 'matrix', value: '[[1, 2, 0], [0, 0, 1]]' })).toBe(true);
    // an echelon form that is not reduced, and the form of another matrix
    expect(verifyMatrixTask(task('rref', m), { kind: 'matrix', value: '[[1, 2, 3], [0, 0, 1]]' })).toBe(false);
    expect(verifyMatrixTask(task('rref', m), { kind: 'matrix', value: '[[1, 0, 0], [0, 1, 0]]' })).toBe(false);
  });

  it('checks the whole spectrum, multiplicities included, and complex eigenvalues', () => {
    const diag = [['2', '0', '0'], ['0', '2', '0'], ['0', '0', '3']];
    expect(verifyMatrixTask(task('eigenvalues', diag), { kind: 'solutions', value: '[2, 3]' })).toBe(true);
    expect(verifyMatrixTask(task('eigenvalues', diag), { kind: 'solutions', value: '[2]' })).toBe(false);
    expect(verifyMatrixTask(task('eigenvalues', [['1', '-2'], ['1', '3']]), { kind: 'solutions', value: '[2 - i, 2 + i]' })).toBe(true);
    expect(verifyMatrixTask(task('eigenvalues', A), { kind: 'solutions', value: '[5/2 - sqrt(33)/2, 5/2 + sqrt(33)/2]' })).toBe(true);
    expect(verifyMatrixTask(task('eigenvalues', A), { kind: 'solutions', value: '[5/2 - sqrt(33)/2]' })).toBe(false);
  });

  it('accepts the characteristic polynomial in either sign convention (odd sizes), in any letter', () => {
    expect(verifyMatrixTask(task('charpoly', A), { kind: 'expr', value: 'x^2 - 5*x - 2' })).toBe(true);
    expect(verifyMatrixTask(task('charpoly', [['2', '0', '0'], ['0', '1', '0'], ['0', '0', '1']]), { kind: 'expr', value: '-(lambda - 2)*(lambda - 1)^2' })).toBe(true);
    expect(verifyMatrixTask(task('charpoly', A), { kind: 'expr', value: 'x^2 - 5*x + 2' })).toBe(false);
    // for an even size both conventions give the same polynomial: its opposite is a sign error
    expect(verifyMatrixTask(task('charpoly', A), { kind: 'expr', value: '-(x^2 - 5*x - 2)' })).toBe(false);
  });
});
