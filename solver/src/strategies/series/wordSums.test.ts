import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { sumStrategy } from './sumStrategy';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => sumStrategy.solve(normalize(s), ctx);

describe('sums named in words', () => {
  it('reads a range of integers, squares or cubes, in both languages', () => {
    const fr = run('Calculer la somme des entiers de 1 à 100');
    expect(fr?.answer?.value).toBe('5050');
    expect(fr?.verified).toBe(true);
    expect(fr?.steps[0].title.fr).toBe('Écrire la somme avec Σ');
    expect(run('the sum of the squares from 1 to 10')?.answer?.value).toBe('385');
  });

  it('reads the words before a series written out with an ellipsis', () => {
    expect(run('Compute the sum of the geometric series 3 + 1 + 1/3 + 1/9 + ...')?.answer?.value).toBe('9/2');
    expect(run('la somme de la série géométrique 2 + 1 + 1/2 + ...')?.answer?.value).toBe('4');
    expect(run('Calculer la somme 1 + 2 + 4 + ... + 512')?.answer?.value).toBe('1023');
  });

  it('writes the sum with Σ first, in both languages', () => {
    const o = run('sum of the first n odd numbers');
    expect(o?.answer?.value).toBe('n^2');
    expect(o?.verified).toBe(true);
    expect(o?.steps[0].title).toEqual({ en: 'Write the sum with Σ', fr: 'Écrire la somme avec Σ' });
    expect(run('the sum of the first 100 positive integers')?.answer?.value).toBe('5050');
    expect(run('somme des 10 premiers carrés')?.answer?.value).toBe('385');
    expect(run('the sum of the first few terms')).toBeNull();
  });
});
