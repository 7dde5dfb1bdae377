import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';
import { readTask } from '../../read';
import { normalize } from '../../parse/normalize';
import { taskText } from '../../task/text';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('determinants of patterned n×n matrices', () => {
  it('answers the constant and tridiagonal patterns, in English and French, verified', () => {
    for (const [input, value] of [
      ['determinant of the n×n matrix with a on the diagonal and b everywhere else', '(b*(n - 1) + a)*(a - b)^(n - 1)'],
      ["déterminant de la matrice d'ordre n avec des x sur la diagonale et des 1 partout ailleurs", '(n + x - 1)*(x - 1)^(n - 1)'],
      ['déterminant de la matrice tridiagonale n×n avec des 2 sur la diagonale et des −1 sur les diagonales voisines', 'n + 1'],
      ['det of the tridiagonal matrix of order n with 3 on the diagonal, 1 above and 2 below the diagonal', '2^(n + 1) - 1'],
      ['determinant of the n x n identity matrix', '1'],
      ['determinant of the n×n matrix with 1 on the diagonal and 1 everywhere else', '0'],
      ['déterminant de la matrice n×n dont tous les coefficients valent 1 sauf la diagonale qui vaut 0', '(n - 1)*(-1)^(n - 1)'],
      ['det of the n x n matrix whose entries are all 1 except the diagonal, which is 2', 'n + 1'],
      ['determinant of the n by n tridiagonal matrix with 2 on the diagonal and 1 above and below', 'n + 1'],
      ["déterminant tridiagonal d'ordre n avec des 2 sur la diagonale et des 1 juste au-dessus et au-dessous", 'n + 1'],
    ]) {
      for (const locale of ['en', 'fr'] as const) {
        const s = solve(input, { locale });
        expect(s.answer?.value, input).toBe(value);
        expect(s.verified, input).toBe(true);
        for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
      }
    }
  });

  it('leaves other patterns unanswered rather than guess', () => {
    expect(solve('determinant of the n×n matrix with a on the diagonal and 0 below').answer).toBeNull();
    // complex characteristic roots
    expect(solve('determinant of the n×n tridiagonal matrix with 1 on the diagonal and 1 on the neighbouring diagonals').answer).toBeNull();
  });

  it('reads its canonical text back into the same task', () => {
    for (const input of ['determinant of the n×n matrix with a on the diagonal and b everywhere else', 'det of the tridiagonal matrix of order n with 3 on the diagonal, 1 above and 2 below the diagonal']) {
      const t = readTask(normalize(input)).task;
      expect(t?.kind).toBe('structured_det');
      if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
    }
  });

  it('verifies only the right formula', () => {
    const t: TaskOf<'structured_det'> = { kind: 'structured_det', structure: 'constant', diagonal: 'a', upper: 'b', lower: 'b', size: 'n' };
    expect(verifyTask(t, { kind: 'expr', value: '(a + (n - 1)*b)*(a - b)^(n - 1)' })).toBe(true);
    for (const wrong of ['(a + n*b)*(a - b)^(n - 1)', '(a + (n - 1)*b)*(a - b)^n', '(a - (n - 1)*b)*(a + b)^(n - 1)', 'a^n - b^n']) {
      expect(verifyTask(t, { kind: 'expr', value: wrong }), wrong).toBe(false);
    }
    const tri: TaskOf<'structured_det'> = { kind: 'structured_det', structure: 'tridiagonal', diagonal: '2', upper: '-1', lower: '-1', size: 'n' };
    expect(verifyTask(tri, { kind: 'expr', value: 'n + 1' })).toBe(true);
    expect(verifyTask(tri, { kind: 'expr', value: 'n' })).toBe(false);
    expect(verifyTask(tri, { kind: 'expr', value: '2^n' })).toBe(false);
  });

  it('reads a tridiagonal matrix described by its neighbours without the word tridiagonal', () => {
    expect(solve('Compute the n x n determinant with 2 on the diagonal and -1 on the super- and subdiagonals.')).toMatchObject({ answer: { value: 'n + 1' }, verified: true });
    expect(solve('Find the determinant of the n by n matrix with 3 on the main diagonal, 1 above it and 2 below it').answer?.value).toBe('2^(n + 1) - 1');
    expect(solve("Calculer le déterminant d'ordre n de la matrice tridiagonale avec des 2 sur la diagonale et des 1 de part et d'autre", { locale: 'fr' }).answer?.value).toBe('n + 1');
  });
});

