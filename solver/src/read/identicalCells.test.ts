import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('n identical cells feeding one load', () => {
  it('adds the EMFs and the internal resistances of cells in series', () => {
    expect(answer('Three cells each of emf 1.5 V and internal resistance 0.5 Ω are connected in series to a 6 Ω resistor. What is the current?')).toEqual({ v: '600 mA', ok: true });
    expect(answer("Quatre piles identiques, chacune de f.é.m. 4,5 V et de résistance interne 1,5 Ω, sont montées en série et alimentent un conducteur ohmique de 12 Ω. Calculer l'intensité du courant.", 'fr')).toEqual({ v: '1.00 A', ok: true });
    expect(answer('A 10 Ω resistor is connected to six cells in series, each having an emf of 2 V and an internal resistance of 0.5 Ω. Find the current.')).toEqual({ v: '923 mA', ok: true });
  });
  it('keeps one EMF and divides the internal resistance by n in parallel', () => {
    expect(answer('Let 5 identical cells, each with $\\varepsilon = 2\\,\\text{V}$ and $r = 0.4\\,\\Omega$, be connected in parallel across a $R = 3.92\\,\\Omega$ resistor. Find the current in R.')).toEqual({ v: '500 mA', ok: true });
  });
  it('reads cells grouped in rows as rows in parallel, and leaves a connection not told unread', () => {
    expect(answer('Six cells each of emf 2 V and internal resistance 0.5 Ω are arranged in two rows of three across a 4 Ω resistor. Find the current.')).toEqual({ v: '1.26 A', ok: true });
    expect(answer('Three cells each of emf 1.5 V and internal resistance 0.5 Ω are connected to a 6 Ω resistor. What is the current?').v).toBeUndefined();
  });
});
