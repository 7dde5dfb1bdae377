import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { spokenNumbers } from './unitWriting';

const answer = (input: string, locale?: 'fr'): { v?: string; ok: boolean } => {
  const s = solve(input, locale ? { locale } : {});
  return { v: s.answer?.value, ok: s.verified };
};

describe('laws met in every physics course', () => {
  it('gives a simple pendulum’s period from its length, and its length from its period', () => {
    expect(answer('A simple pendulum has length 0.80 m. Find its period.')).toEqual({ v: '1.79 s', ok: true });
    expect(answer('What length must a pendulum have for a period of 2.0 s?')).toEqual({ v: '0.994 m', ok: true });
    expect(answer("Quelle est la période d'un pendule simple de longueur 1,2 m ?", 'fr')).toEqual({ v: '2.20 s', ok: true });
  });

  it('gives a photon’s energy in joules, or in electronvolts when asked', () => {
    expect(answer('What is the energy of a photon of wavelength 600 nm?')).toEqual({ v: '3.31e-19 J', ok: true });
    expect(answer('What is the energy of a photon of wavelength 600 nm in eV?')).toEqual({ v: '2.07 eV', ok: true });
    expect(answer("Calculer l'énergie d'un photon de longueur d'onde 600 nm en eV.", 'fr')).toEqual({ v: '2.07 eV', ok: true });
  });

  it('gives the critical angle from the denser medium into air', () => {
    expect(answer('Find the critical angle for glass (n=1.5) into air.')).toEqual({ v: '41.8 °', ok: true });
    expect(answer("Calculer l'angle limite pour un rayon passant de l'eau (n = 1,33) dans l'air.", 'fr')).toEqual({ v: '48.8 °', ok: true });
  });

  it('reads the energy stored in a capacitor asked by its name alone', () => {
    expect(answer('energy stored in a 470 microfarad capacitor charged to 25 V')).toEqual({ v: '147 mJ', ok: true });
    expect(answer('énergie emmagasinée dans un condensateur de 470 µF chargé sous 25 V', 'fr')).toEqual({ v: '147 mJ', ok: true });
    expect(answer('A capacitor holds a charge of 2 mC and has capacitance 100 µF. What energy does it store?')).toEqual({ v: '20.0 mJ', ok: true });
  });

  it('reads a number written in words before its unit', () => {
    expect(spokenNumbers('a 0.15 kg ball at forty m/s')).toBe('a 0.15 kg ball at 40 m/s');
    expect(spokenNumbers('twenty-five m/s, vingt m, two three kg')).toBe('25 m/s, 20 m, two three kg');
    expect(answer('Find the momentum of a 0.15 kg ball at forty m/s.')).toEqual({ v: '6.00 kg·m/s', ok: true });
    expect(answer('A 2 kg cart moves at twenty-five m/s. What is its momentum?')).toEqual({ v: '50.0 kg·m/s', ok: true });
  });
});

describe('the same laws in other writings', () => {
  it('reads the pendulum with its bob’s mass, or from its formula typed first', () => {
    expect(answer('A pendulum 2 m long and a 3 kg bob: find the period.')).toEqual({ v: '2.84 s', ok: true });
    expect(answer('$T = 2\\pi\\sqrt{L/g}$, L = 0.5 m. Find T.')).toEqual({ v: '1.42 s', ok: true });
    expect(answer('T = 2π√(L/g) avec L = 0,5 m', 'fr')).toEqual({ v: '1.42 s', ok: true });
  });

  it('gives no critical angle for light going into the denser medium', () => {
    expect(answer('Find the critical angle for light going from glass (n = 1.52) to water (n = 1.33).')).toEqual({ v: '61.0 °', ok: true });
    expect(answer('Light travels from air (n = 1.00) into glass (n = 1.50). Find the critical angle.').v).toBeUndefined();
    expect(answer('Light goes from air into glass (n = 1.5). Find the critical angle.').v).toBeUndefined();
  });

  it('reads French tens before a unit', () => {
    expect(answer('La balle de 0,15 kg va à quarante m/s. Calculer sa quantité de mouvement.', 'fr')).toEqual({ v: '6.00 kg·m/s', ok: true });
  });
});
