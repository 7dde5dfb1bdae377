import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { symbolicMatrixStrategy } from './symbolicMatrix';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => symbolicMatrixStrategy.solve(normalize(s), ctx);

describe('matrices with letters', () => {
  it('expands determinants, with steps in both languages', () => {
    const d = run('det [[a, b], [c, d]]');
    expect(d?.answer?.value).toBe('-b*c + a*d');
    expect(d?.verified).toBe(true);
    expect(d?.steps[0].title).toEqual({ en: 'Apply det = ad − bc', fr: 'Appliquer det = ad − bc' });
    const t = run('déterminant de [[a, 1, 0], [1, a, 1], [0, 1, a]]');
    expect(t?.answer?.value).toBe('a^3 - 2*a');
    expect(t?.steps[0].title.fr).toBe('Développer selon la première ligne');
    expect(run('\\det\\begin{pmatrix}x&1\\\\1&x\\end{pmatrix}')?.answer?.value).toBe('x^2 - 1');
  });

  it('inverts by the adjugate and states when the inverse exists', () => {
    const i = run('inverse of [[1, a], [0, 1]]');
    expect(i?.answer).toMatchObject({ kind: 'matrix', value: '[[1, -a], [0, 1]]' });
    expect(i?.verified).toBe(true);
    expect(i?.steps[1].title.fr).toBe('Inversible quand det A ≠ 0');
    expect(run('transpose of [[a, b], [c, d]]')?.answer?.value).toBe('[[a, c], [b, d]]');
    expect(run('trace of [[x, 2], [3, x^2]]')?.answer?.value).toBe('x^2 + x');
  });

  it('leaves numeric matrices to the exact strategy', () => {
    expect(run('det [[1, 2], [3, 4]]')).toBeNull();
  });
});
