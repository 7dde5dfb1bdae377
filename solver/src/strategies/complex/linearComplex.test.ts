import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { linearComplexStrategy } from './linearComplex';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => linearComplexStrategy.solve(normalize(s), ctx);

describe('linear equations in a complex unknown', () => {
  it('gathers the z terms and divides by the conjugate, in both languages', () => {
    const o = run('solve (1 + i)z = 3 - i');
    expect(o?.answer?.value).toBe('[1 - 2*i]');
    expect(o?.verified).toBe(true);
    expect(o?.steps.map((s) => s.title)).toEqual([
      { en: 'Gather the terms in z', fr: 'Regrouper les termes en z' },
      { en: 'Divide by the coefficient', fr: 'Diviser par le coefficient' },
    ]);
    expect(run('solve z + 2i = 3 - z')?.answer?.value).toBe('[3/2 - i]');
    expect(run('résoudre dans C : (2 - i)z + 1 = 3i')?.answer?.value).toBe('[-1 + i]');
    expect(run('iz = 1')?.answer?.value).toBe('[-i]');
    expect(run('trouver le complexe z tel que (1 + i)z = 2')?.answer?.value).toBe('[1 - i]');
  });

  it('leaves other equations alone', () => {
    expect(run('z^2 + 1 = 0')).toBeNull();
    expect(run('x + 2 = 5')).toBeNull();
  });
});
