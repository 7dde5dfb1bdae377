import { describe, expect, it } from 'vitest';
import { verifyChemistry } from './chemistry';

const q = (value: string) => ({ kind: 'quantity', value });

describe('verifyChemistry: the answer against the task as read', () => {
  const water = { kind: 'concentration', c1: 0.5, v1: 0.2, c2: 0.1, want: 'water' } as const;
  it('accepts the water to add and rejects the final volume given in its place', () => {
    expect(verifyChemistry(water, q('800.0 mL'))).toBe(true);
    expect(verifyChemistry(water, q('1000 mL'))).toBe(false);
  });

  const gasMass = { kind: 'gas_law', pressure: 101325, volume: 0.0056, temperature: 273.15, r: 8.314462618, gas: 'CO2', want: 'mass', unit: 'g' } as const;
  it('checks a mass of gas through its molar mass, never the amount in its place', () => {
    expect(verifyChemistry(gasMass, q('11.00 g'))).toBe(true);
    expect(verifyChemistry(gasMass, q('0.2499 mol'))).toBe(false);
    expect(verifyChemistry(gasMass, q('12.0 g'))).toBe(false);
  });
});

describe('verifyChemistry: percent composition', () => {
  const percent = { kind: 'molar_mass', formula: 'H2O', element: 'O' } as const;
  it('accepts the share of the element and rejects the share of another or the molar mass', () => {
    expect(verifyChemistry(percent, q('88.81 %'))).toBe(true);
    expect(verifyChemistry(percent, q('11.19 %'))).toBe(false);
    expect(verifyChemistry(percent, q('18.02 g/mol'))).toBe(false);
  });
});
