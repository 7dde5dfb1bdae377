import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { value } from './test-helpers';

describe('cell division', () => {
  it('doubles the cells at each mitosis', () => {
    expect(value('A cell undergoes 5 rounds of mitosis. How many cells are produced?')).toEqual({ v: '32', ok: true });
    expect(value('Une cellule subit 4 mitoses successives. Nombre de cellules obtenues ?', 'fr')).toEqual({ v: '16', ok: true });
    expect(value('3 cells each divide 3 times by mitosis: how many cells?')).toEqual({ v: '24', ok: true });
  });
  it('halves the chromosomes in meiosis and keeps them in mitosis', () => {
    expect(value('Une cellule diploïde (2n = 46) subit la méiose. Combien de chromosomes dans chaque cellule fille ?', 'fr')).toEqual({ v: '23', ok: true });
    expect(value('A cell with 2n = 8 divides by mitosis. How many chromosomes in each daughter cell?')).toEqual({ v: '8', ok: true });
    expect(value('How many cells are made when one cell undergoes meiosis?')).toEqual({ v: '4', ok: true });
    expect(value('How many gametes are produced when one cell undergoes meiosis?')).toEqual({ v: '4', ok: true });
    expect(value('Une cellule à 2n = 8 chromosomes subit une mitose. Nombre de chromosomes de chaque cellule fille ?', 'fr')).toEqual({ v: '8', ok: true });
  });
  it('refuses chromosomes after fertilisation or counted as chromatids, naming the word', () => {
    expect(solve('A cell with 2n = 46 undergoes meiosis followed by fertilization. How many chromosomes in the zygote?', { subject: 'biology' }).error?.message).toContain('fertilization');
    expect(solve('2n = 46, mitosis: how many chromosomes at metaphase?', { subject: 'biology' }).answer).toBeFalsy();
  });
  it('refuses a number it cannot place', () => {
    expect(solve('A cell undergoes 5 rounds of mitosis in 3 hours. How many cells?', { subject: 'biology' }).error?.message).toContain('3');
  });
});

describe('surface area to volume', () => {
  it('gives 6/s for a cube', () => {
    expect(value('Surface area to volume ratio of a cube-shaped cell with side 2 µm?')).toEqual({ v: '3 um^-1', ok: true });
    expect(value('cube cell 3 cm side: SA:V ratio')).toEqual({ v: '2 cm^-1', ok: true });
  });
  it('leaves a solid without a cell to geometry', () => {
    expect(solve('surface area to volume ratio of a cube of side 3 cm').category).not.toBe('surface_volume');
  });
  it('refuses other shapes', () => {
    expect(solve('surface area to volume ratio of a spherical cell of radius 3 µm', { subject: 'biology' }).error?.message).toContain('not a cube');
  });
});
