import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale, subject: 'physics' });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a liquid at rest', () => {
  it('gives the pressure of fresh water at a depth, its density not given', () => {
    expect(value("Calculer la pression hydrostatique à 10 m de profondeur dans l'eau.", 'fr')).toEqual({ v: '98100 Pa', ok: true });
    expect(value('What is the water pressure at a depth of 25 m in a lake? (g = 9.8 m/s²)')).toEqual({ v: '2.45e+5 Pa', ok: true });
    expect(value('What is the pressure at a depth of 10 m in seawater?').ok).toBe(false);
  });

  it('gives the fraction of a floating body under or above the surface', () => {
    expect(value('A wooden block of density 600 kg/m³ floats in water. What fraction of its volume is submerged?')).toEqual({ v: '0.6000', ok: true });
    expect(value("Un cube de glace (masse volumique 917 kg/m³) flotte sur de l'eau de mer (1025 kg/m³). Quelle fraction de son volume est immergée ?", 'fr')).toEqual({ v: '0.8946', ok: true });
    expect(value('An iceberg of density 920 kg/m^3 floats in seawater of density 1030 kg/m^3. What fraction of its volume is above the water?')).toEqual({ v: '0.1068', ok: true });
    expect(value('A block of density 700 kg/m³ floats in oil. What fraction is submerged?').ok).toBe(false);
  });
});
