import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('identical cells grouped in rows', () => {
  it('gives the current of m rows of n cells in series: nE over nr/m + R', () => {
    expect(answer('24 identical cells, each of emf 1.5 V and internal resistance 0.6 Ω, are arranged in 4 rows of 6 cells in series, the rows being connected in parallel. Find the current through an external resistance of 3.6 Ω.')).toEqual({ v: '2.00 A', ok: true });
    expect(answer('Let 18 cells with $\\varepsilon = 2\\,\\text{V}$ and $r = 0.3\\,\\Omega$ each be arranged in 3 rows of 6 cells; find the current in a load $R = 5\\,\\Omega$.')).toEqual({ v: '2.14 A', ok: true });
    expect(answer('A 10 Ω resistor is connected across a battery made of 5 parallel rows, each row having 4 cells in series; each cell has an emf of 1.5 V and an internal resistance of 0.5 Ω. Find the current.')).toEqual({ v: '577 mA', ok: true });
    expect(answer('Six cells each of emf 2 V and internal resistance 0.5 Ω are arranged in two rows of three across a 4 Ω resistor. Find the current.')).toEqual({ v: '1.26 A', ok: true });
  });
  it('gives the EMF and the internal resistance of the group, in French too', () => {
    expect(answer('On associe 12 piles identiques de f.é.m. 1,5 V et de résistance interne 0,4 Ω en 3 branches en parallèle, chaque branche comportant 4 piles en série. Quelle est la résistance interne du générateur équivalent ?', 'fr')).toEqual({ v: '0.533 Ω', ok: true });
    expect(answer('Douze piles identiques (f.é.m. 1,5 V, résistance interne 0,4 Ω) forment 3 branches de 4 piles en série. Quelle est la force électromotrice de l’association ?', 'fr')).toEqual({ v: '6.00 V', ok: true });
  });
  it('gives the EMF and the internal resistance together, each in its unit', () => {
    expect(answer('Two identical cells of emf 1.5 V and internal resistance 0.5 Ω are connected in parallel. What is the emf and internal resistance of the combination?')).toEqual({ v: 'E = 1.50 V, r = 0.250 Ω', ok: true });
    expect(answer('Six piles identiques (f.é.m. 1,5 V, résistance interne 0,2 Ω) sont montées en 2 branches de 3 piles en série. Calculer la force électromotrice et la résistance interne du générateur équivalent.', 'fr')).toEqual({ v: 'E = 4.50 V, r = 0.300 Ω', ok: true });
  });
  it('reads cells all in series or all in parallel for the EMF or the internal resistance', () => {
    expect(answer('Six cells, each of emf 1.5 V and internal resistance 0.2 Ω, are connected in series. What is the emf of the battery?')).toEqual({ v: '9.00 V', ok: true });
    expect(answer('Quatre piles identiques de f.é.m. 4,5 V et de résistance interne 1,2 Ω chacune sont montées en parallèle. Quelle est la résistance interne de l’association ?', 'fr')).toEqual({ v: '0.300 Ω', ok: true });
  });
  it('reads a count written with the EMF of each cell, for the current or the terminal voltage', () => {
    expect(answer('Three 1.5 V cells, each with an internal resistance of 0.1 Ω, are connected in series to a 4.2 Ω resistor. What is the terminal voltage of the battery?')).toEqual({ v: '4.20 V', ok: true });
    expect(answer('Trois piles de 2 V, chacune de résistance interne 0,5 Ω, sont montées en série avec une résistance de 6 Ω. Quelle est l’intensité du courant ?', 'fr')).toEqual({ v: '800 mA', ok: true });
  });
  it('refuses by name a cell connected the other way round', () => {
    expect(answer('Six cells, each of emf 1.5 V and internal resistance 0.2 Ω, are connected in series but one of them is connected the wrong way round. What is the emf of the battery?').v).toBeUndefined();
    expect(answer('Six cells, each of emf 1.5 V and internal resistance 0.2 Ω, are connected in series, one of them reversed, to a 10 Ω resistor. Find the current.').v).toBeUndefined();
    expect(answer('On associe 12 piles identiques (E = 1,5 V, r = 0,4 Ω) en 3 branches de 4 piles en série ; une pile est montée à l’envers. Quelle est la force électromotrice de l’association ?', 'fr').v).toBeUndefined();
  });
  it('leaves a grouping whose count disagrees with the total, or whose connections are not told, unread', () => {
    expect(answer('20 identical cells, each of emf 1.5 V and internal resistance 0.6 Ω, are arranged in 4 rows of 6 cells. Find the current through an external resistance of 3.6 Ω.').v).toBeUndefined();
    expect(answer('Six cells each of emf 1.5 V and internal resistance 0.2 Ω are joined together. What is the emf of the battery?').v).toBeUndefined();
    expect(answer('Two rows of 3 cells each are connected in series; each cell has emf 1.5 V and internal resistance 0.5 Ω. What is the total emf?').v).toBeUndefined();
    expect(answer('Four identical cells each of emf 2 V and internal resistance 0.4 Ω are connected in parallel to a 1.9 Ω resistor. What is the current in each cell?').v).toBeUndefined();
  });
});
