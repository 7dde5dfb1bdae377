import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('two batteries with internal resistances and one load', () => {
  it('gives the voltage and the load current of two sources in parallel (Millman)', () => {
    expect(answer('Deux générateurs de f.é.m. E1 = 12 V, r1 = 1 Ω et E2 = 9 V, r2 = 0,5 Ω sont montés en parallèle aux bornes d’une résistance R = 10 Ω. Calculer l’intensité du courant dans R.', 'fr')).toEqual({ v: '968 mA', ok: true });
    expect(answer('Let $E_1 = 10\\,\\text{V}$, $r_1 = 2\\,\\Omega$, $E_2 = 6\\,\\text{V}$, $r_2 = 1\\,\\Omega$ be two batteries in parallel supplying a load $R = 4\\,\\Omega$. Find the current through the load.')).toEqual({ v: '1.57 A', ok: true });
    expect(answer('Two cells of emf 1.5 V and 2 V and internal resistance 1 ohm and 2 ohm respectively are connected in parallel through an external resistance of 5 ohm. Calculate the potential difference across the 5 ohm resistor.')).toEqual({ v: '1.47 V', ok: true });
  });
  it('adds the EMFs of sources in series aiding, and subtracts them when opposing', () => {
    expect(answer('Soit deux piles en série dans le même sens : E₁ = 4,5 V (r₁ = 1,5 Ω) et E₂ = 1,5 V (r₂ = 0,5 Ω), branchées sur une résistance R = 10 Ω. Quelle est l’intensité du courant ?', 'fr')).toEqual({ v: '500 mA', ok: true });
    expect(answer('Two batteries of emf 25 V and 10 V, each with internal resistance 0.4 Ω, are connected in series opposition with a 2.2 Ω resistor. Find the current.')).toEqual({ v: '5.00 A', ok: true });
  });
  it('gives the current in each battery by Kirchhoff’s laws, negative for one being charged', () => {
    expect(answer('Two batteries of emf 6 V and 2 V and internal resistances 2 Ω and 3 Ω are connected in parallel across a 5 Ω resistor. Calculate the current in each battery.')).toEqual({ v: 'I_1 = 1.23 A, I_2 = -516 mA', ok: true });
    expect(answer('Deux piles de f.é.m. 9 V et 6 V, de résistances internes 1 Ω et 2 Ω, sont branchées en dérivation aux bornes d’un résistor de 12 Ω. Calculer l’intensité du courant dans chacune des piles.', 'fr')).toEqual({ v: 'I_1 = 1.42 A, I_2 = -789 mA', ok: true });
    expect(answer('Let $E_1 = 12\\,\\text{V}$, $r_1 = 0.5\\,\\Omega$ and $E_2 = 10\\,\\text{V}$, $r_2 = 1\\,\\Omega$ be two batteries connected in parallel to a load $R = 4\\,\\Omega$. Find the currents through both batteries.')).toEqual({ v: 'I_1 = 3.08 A, I_2 = -462 mA', ok: true });
    expect(answer('Two batteries are connected in parallel: battery 1 has emf 9 V and internal resistance 0.5 Ω, battery 2 has emf 6 V and internal resistance 0.25 Ω. They supply a 3 Ω resistor. Find the currents I1 and I2 through the batteries.')).toEqual({ v: 'I_1 = 4.74 A, I_2 = -2.53 A', ok: true });
    expect(answer('Deux générateurs (E1 = 24 V ; r1 = 2 Ω) et (E2 = 12 V ; r2 = 1 Ω) sont branchés en parallèle sur un résistor R = 10 Ω. Calculer les intensités I1 et I2 débitées par les générateurs.', 'fr')).toEqual({ v: 'I_1 = 4.50 A, I_2 = -3.00 A', ok: true });
    expect(answer('Given that two cells with emf 2 V and 1.5 V and internal resistance 0.5 Ω and 0.25 Ω are connected in parallel across a 4 Ω resistor, find the current in each cell.')).toEqual({ v: 'I_1 = 800 mA, I_2 = -400 mA', ok: true });
    expect(answer('Two batteries, A and B, are connected in parallel and an 80 Ω resistor is connected across their terminals. Battery A has an e.m.f. of 100 V and an internal resistance of 5 Ω; battery B has an e.m.f. of 95 V and an internal resistance of 3 Ω. Find the current in each battery.')).toEqual({ v: 'I_1 = 1.07 A, I_2 = 115 mA', ok: true });
  });
  it('leaves the current in each battery of two in series, or a load it cannot tell apart, unread', () => {
    expect(answer('Two batteries of emf 6 V and 4 V with internal resistances 1 Ω and 2 Ω are connected in parallel with their positive terminals joined to the negative terminals across a 5 Ω resistor. Find the current in each battery.').v).toBeUndefined();
    expect(answer('Two batteries of emf 6 V and 2 V and internal resistances 2 Ω and 3 Ω are connected in series with a 5 Ω resistor. Find the current in each battery.').v).toBeUndefined();
    expect(answer('Two batteries of emf 6 V and 2 V, with resistances 2 Ω, 3 Ω and 5 Ω, are connected in parallel. Find the current.').v).toBeUndefined();
  });
});

describe('two identical sources told once', () => {
  it('takes the EMF and the internal resistance told "each" for both', () => {
    expect(answer('Two cells, each of emf 1.5 V and internal resistance 0.5 Ω, are connected in parallel across a 2 Ω resistor. Find the current in the resistor.')).toEqual({ v: '667 mA', ok: true });
    expect(answer('Deux piles identiques, chacune de f.é.m. 4,5 V et de résistance interne 1 Ω, sont montées en série avec une résistance de 7 Ω. Quelle est l’intensité du courant ?', 'fr')).toEqual({ v: '1.00 A', ok: true });
  });
});

describe('a lamp as the load', () => {
  it('takes a lamp fed by both sources as the load', () => {
    expect(answer('A 12 V battery with internal resistance 0.2 Ω is connected in parallel with a 10 V battery with internal resistance 0.3 Ω, and both supply a 5 Ω lamp. Find the current through the lamp.')).toEqual({ v: '2.19 A', ok: true });
  });
  it('gives the current through one source of two in parallel, named, ranked or told by its EMF', () => {
    expect(answer('Two batteries A and B are connected in parallel and an 80 Ω resistor is connected across their terminals. Battery A has emf 100 V and internal resistance 5 Ω; battery B has emf 95 V and internal resistance 3 Ω. Find the current in battery A.')).toEqual({ v: '1.07 A', ok: true });
    expect(answer('Deux générateurs de f.é.m. 12 V et 10 V, de résistances internes 0,5 Ω et 1 Ω, sont montés en parallèle et alimentent une résistance de 4 Ω. Calculer l’intensité du courant débité par le générateur de 12 V.', 'fr')).toEqual({ v: '3.08 A', ok: true });
    expect(answer('Let $E_1 = 6\\,\\text{V}$, $r_1 = 2\\,\\Omega$, $E_2 = 2\\,\\text{V}$, $r_2 = 3\\,\\Omega$ be two cells in parallel across a load $R = 5\\,\\Omega$. Find the current through $E_2$.')).toEqual({ v: '-516 mA', ok: true });
    expect(answer('A 5 Ω resistor is connected across two batteries in parallel: the first has emf 9 V and internal resistance 1 Ω, the second has emf 6 V and internal resistance 2 Ω. What current flows through the second battery?')).toEqual({ v: '-529 mA', ok: true });
  });
});
