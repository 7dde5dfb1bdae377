import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a source whose resistance is written with its EMF, without the word internal', () => {
  it('reads "(E, r)" after the source as its EMF and internal resistance', () => {
    expect(answer('Two identical cells (2.0 V, 0.4 Ω) are connected in parallel across a 1.8 Ω resistor. What current flows through the resistor?')).toEqual({ v: '1.00 A', ok: true });
    expect(answer('Cell A (2.0 V, 0.4 Ω) and cell B (1.5 V, 0.2 Ω) are connected in series with a 2 Ω resistor. Find the current.')).toEqual({ v: '1.35 A', ok: true });
    expect(answer('Une pile (1,5 V ; 3 Ω) alimente un conducteur ohmique de 12 Ω. Calculer l’intensité du courant débité.', 'fr')).toEqual({ v: '100 mA', ok: true });
    expect(answer('Deux piles identiques (1,5 V ; 0,5 Ω) sont montées en série avec une lampe de 5 Ω. Calculer l’intensité du courant.', 'fr')).toEqual({ v: '500 mA', ok: true });
  });
  it('reads "with r", "E, r battery", "each of r" and « de E et r »', () => {
    expect(answer('A 12 V battery with 0.5 Ω is connected to a 5.5 Ω load. What is the terminal voltage?')).toEqual({ v: '11.0 V', ok: true });
    expect(answer('A 12 V battery with 0.20 Ω and a 3.0 V battery with 0.10 Ω are connected in series, same direction, with a 3.3 Ω resistor. What is the current?')).toEqual({ v: '4.17 A', ok: true });
    expect(answer('A 12 V, 0.5 Ω battery drives a 5.5 Ω load. Find the current.')).toEqual({ v: '2.00 A', ok: true });
    expect(answer('Four 1.5 V cells, each of 0.15 Ω, are connected in series to a 5.4 Ω bulb. Find the current in the bulb.')).toEqual({ v: '1.00 A', ok: true });
    expect(answer('Une pile de 4,5 V et 1,5 Ω est branchée aux bornes d’une résistance de 7,5 Ω. Quelle est la tension aux bornes de la pile ?', 'fr')).toEqual({ v: '3.75 V', ok: true });
    expect(answer('Given a cell (E = 1.5 V, r = 0.5 Ω) connected to a 2.5 Ω resistor, find the terminal voltage.')).toEqual({ v: '1.25 V', ok: true });
  });
  it('reads "battery A: E, r", a source that has both, and « de E, de résistance r »', () => {
    expect(answer('Battery A: 6 V, 0.5 Ω; battery B: 3 V, 0.3 Ω. They are connected in series, aiding, with a 4.2 Ω resistor. Find the current.')).toEqual({ v: '1.80 A', ok: true });
    expect(answer('A cell has an emf of 1.5 V and a resistance of 0.5 Ω. It is connected to a 1 Ω resistor. Find the current.')).toEqual({ v: '1.00 A', ok: true });
    expect(answer('A battery with an emf of 12 V and 1 Ω is connected across a 5 Ω resistor. Find the current.')).toEqual({ v: '2.00 A', ok: true });
    expect(answer('Une pile de 4,5 V, de résistance 1,5 Ω, est branchée sur une lampe de 6 Ω. Calculer l’intensité.', 'fr')).toEqual({ v: '600 mA', ok: true });
    expect(answer('La pile a une f.é.m. de 4,5 V et une résistance de 1,5 Ω. Elle alimente une lampe de 6 Ω. Calculer l’intensité du courant.', 'fr')).toEqual({ v: '600 mA', ok: true });
  });
  it('keeps a resistor of its own as a part of the circuit', () => {
    // the resistor across the battery is the load: no internal resistance is read
    expect(answer('A 9 V battery with 1 Ω connected across it. Find the current.')).toEqual({ v: '9.00 A', ok: true });
    expect(answer('A 6 V battery with a 10 Ω resistor. Find the current.')).toEqual({ v: '600 mA', ok: true });
    expect(answer('A battery of emf 12 V and a resistance of 4 Ω are connected in series. Find the current.')).toEqual({ v: '3.00 A', ok: true });
  });
});
