import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale, subject: 'engineering' });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a pump lifting a liquid', () => {
  it('gives the hydraulic power ρgQh, the flow a rate or a volume per unit of time', () => {
    expect(value('A pump raises 500 L of water per minute through 12 m. What power is needed?')).toEqual({ v: '981 W', ok: true });
    expect(value('A pump lifts water at a rate of 20 L/s to a height of 15 m. Find the power output of the pump.')).toEqual({ v: '2940 W', ok: true });
    expect(value("Une pompe élève un débit de 36 m³/h d'eau à une hauteur de 20 m. Calculer la puissance hydraulique.", 'fr')).toEqual({ v: '1960 W', ok: true });
  });

  it('gives the power the pump takes, over its efficiency', () => {
    expect(value('A pump of efficiency 75% delivers 10 L/s of water to a tank 8 m higher. What power does its motor need to supply?')).toEqual({ v: '1050 W', ok: true });
  });

  it('does not guess the density of a liquid other than water', () => {
    expect(value('A pump lifts oil at a rate of 20 L/s to a height of 15 m. Find the power output of the pump.').ok).toBe(false);
  });
});
