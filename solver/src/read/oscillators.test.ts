import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a mass on a spring', () => {
  it('gives the period or the frequency from the mass and the stiffness', () => {
    expect(value('Une masse de 200 g est accrochée à un ressort de raideur 50 N/m. Calculer la période des oscillations.', 'fr')).toEqual({ v: '0.397 s', ok: true });
    expect(value('A 0.5 kg mass oscillates on a spring with k = 200 N/m. What is the frequency of oscillation?')).toEqual({ v: '3.18 Hz', ok: true });
    expect(value('Consider a spring of stiffness k = 80 N·m⁻¹ carrying a 2 kg block. Find the period of its vertical oscillations.')).toEqual({ v: '0.993 s', ok: true });
  });

  it('reads the period or the frequency asked by its letter, after « Soit … » or "Let … "', () => {
    expect(value('Let m = 0.25 kg and k = 100 N/m for a mass-spring oscillator. Find T.')).toEqual({ v: '0.314 s', ok: true });
    expect(value('Soit un oscillateur élastique de masse m = 500 g et de raideur k = 20 N/m. Calculer T₀.', 'fr')).toEqual({ v: '0.993 s', ok: true });
    expect(value('Given that a spring of constant k = 40 N/m carries a mass m = 0.1 kg, find f.')).toEqual({ v: '3.18 Hz', ok: true });
    // F is a force, not the frequency
    expect(value('A spring of constant k = 40 N/m carries a mass m = 0.1 kg. Find F.').v).not.toBe('3.18 Hz');
  });

  it('gives the stiffness from the period and the mass', () => {
    expect(value('A 1.2 kg mass on a spring oscillates with a period of 0.8 s. Find the spring constant.')).toEqual({ v: '74.0 N/m', ok: true });
  });

  it('leaves the angular frequency, which is no period, unread by this reading', () => {
    expect(value('A 0.5 kg mass oscillates on a spring with k = 200 N/m. What is the angular frequency?').v).not.toBe('3.18 Hz');
  });
});
