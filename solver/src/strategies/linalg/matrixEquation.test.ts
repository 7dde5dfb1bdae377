import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { matrixEquationStrategy } from './matrixEquation';
import { matrixStrategy } from './matrixStrategy';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => matrixEquationStrategy.solve(normalize(s), ctx);

describe('matrix equations and French or LaTeX phrasings', () => {
  it('solves AX = B and XA = B through the inverse, with steps in both languages', () => {
    const l = run('solve AX = B with A = [[1,2],[3,4]] and B = [[5],[6]]');
    expect(l?.answer).toMatchObject({ kind: 'matrix', value: '[[-4], [9/2]]' });
    expect(l?.verified).toBe(true);
    expect(l?.steps[0].title).toEqual({ en: 'Isolate the unknown matrix', fr: 'Isoler la matrice inconnue' });
    const r = run('résoudre XA = B où A = [[2,1],[1,1]] et B = [[1,0],[0,1]]');
    expect(r?.answer?.value).toBe('[[1, -1], [-1, 2]]');
    expect(() => run('solve AX = B with A = [[1,2],[2,4]] and B = [[1],[1]]')).toThrow();
    expect(run('det [[1,2],[3,4]]')).toBeNull();
  });

  it('reads "calcule l\'inverse de" and \\det before a LaTeX matrix', () => {
    expect(matrixStrategy.solve(normalize("calcule l'inverse de [[1,2],[3,4]]"), ctx)?.answer?.value).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(matrixStrategy.solve(normalize('\\det\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}'), ctx)?.answer?.value).toBe('-2');
  });

  it('solves the equation with its matrices written out, X never read as a number', () => {
    expect(solve('Solve [[1,2],[3,4]] X = [[5,6],[7,8]] for X')).toMatchObject({ answer: { value: '[[-3, -4], [4, 5]]' }, verified: true });
    expect(solve('Solve for X: \\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} X = \\begin{pmatrix} 5 & 6 \\\\ 7 & 8 \\end{pmatrix}').answer?.value).toBe('[[-3, -4], [4, 5]]');
    expect(solve("Résoudre l'équation matricielle [[1,2],[3,4]] X = [[5,6],[7,8]]", { locale: 'fr' }).answer?.value).toBe('[[-3, -4], [4, 5]]');
    expect(solve('Find X if X [[1,2],[3,4]] = [[5,6],[7,8]]').answer?.value).toBe('[[-1, 2], [-2, 3]]');
  });
});

