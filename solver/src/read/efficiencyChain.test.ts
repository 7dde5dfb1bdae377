import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale, subject: 'engineering' });
  return { v: s.answer?.value, ok: s.verified };
};

describe('machines in a chain', () => {
  it('multiplies the efficiencies for the overall one, percentages or decimals', () => {
    expect(value('A motor with an efficiency of 90% drives a gearbox of efficiency 95%. What is the overall efficiency?')).toEqual({ v: '0.8550', ok: true });
    expect(value("Un moteur de rendement 0,85 entraîne un réducteur de rendement 0,9 puis une pompe de rendement 0,7. Calculer le rendement global de l'installation.", 'fr')).toEqual({ v: '0.5355', ok: true });
  });

  it('passes a power through the chain', () => {
    expect(value('An input power of 5 kW is supplied to a motor (efficiency 80%) driving a pump (efficiency 75%). What is the output power of the pump?')).toEqual({ v: '3000 W', ok: true });
  });
});

describe("a motor's current from its rated power, the voltage and its efficiency", () => {
  it('is P/(ηU) on a direct or single supply', () => {
    expect(value('A 3 kW motor runs from a 400 V supply with an efficiency of 85%. Find the current drawn.')).toEqual({ v: '8.82 A', ok: true });
    expect(value("Un moteur à courant continu de puissance utile 1,5 kW alimenté sous 220 V a un rendement de 80 %. Calculer l'intensité absorbée.", 'fr')).toEqual({ v: '8.52 A', ok: true });
  });

  it('leaves a three-phase motor unread', () => {
    expect(value('A 2 kW three-phase motor on 400 V with efficiency 90%: current drawn?').ok).toBe(false);
  });
});
