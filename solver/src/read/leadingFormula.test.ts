import { describe, expect, it } from 'vitest';
import { leadingFormula } from './leadingFormula';
import { solve } from '../solve';

const answer = (input: string, locale?: 'fr'): { v?: string; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', ...(locale ? { locale } : {}) });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a formula typed before its data', () => {
  it('asks the formula’s left letter in words and keeps the data', () => {
    expect(leadingFormula('σ = F/A, F = 12 kN, A = 80 mm²')).toBe('F = 12 kN, A = 80 mm². Find the stress.');
    expect(leadingFormula('E = σ/ε, σ = 210 MPa, ε = 0.0015. Find E')).toBe("σ = 210 MPa, ε = 0.0015. Find the Young's modulus.");
    // a letter the formula leaves ambiguous, or a datum instead of a formula, is left as typed
    expect(leadingFormula('Q = mcΔT, m = 2 kg')).toBe('Q = mcΔT, m = 2 kg');
    expect(leadingFormula('V = 12 V, R = 4 Ω. Current?')).toBe('V = 12 V, R = 4 Ω. Current?');
  });

  it('solves circuits and bars written that way, in English and French', () => {
    expect(answer('σ = F/A, F = 12 kN, A = 80 mm²')).toEqual({ v: '150 MPa', ok: true });
    expect(answer('E = σ/ε, σ = 210 MPa, ε = 0.0015')).toEqual({ v: '140 GPa', ok: true });
    expect(answer('I = V/R, V = 5 V, R = 1 kΩ').ok).toBe(true);
    expect(answer('R = ρL/A, ρ = 1.7e-8 Ω·m, L = 10 m, A = 1 mm². Find R')).toEqual({ v: '0.170 Ω', ok: true });
    expect(answer('T = P/ω, P = 5 kW, ω = 1450 rpm')).toEqual({ v: '32.9 N·m', ok: true });
    expect(answer('σ = F/S avec F = 5 kN et S = 100 mm²', 'fr')).toEqual({ v: '50.0 MPa', ok: true });
  });
});
