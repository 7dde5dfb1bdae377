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

describe('a formula named after the command, and LaTeX data', () => {
  it('reads a decimal comma {,}, \\mu F and \\Omega in LaTeX and the formula asked at the end', () => {
    expect(answer('$R = 4{,}7\\,\\mathrm{k\\Omega}$ et $C = 10\\,\\mu F$, calculer $\\tau = RC$', 'fr')).toEqual({ v: '0.0470 s', ok: true });
    expect(answer('R = 4,7 kΩ et C = 10 µF, calculer τ = RC', 'fr')).toEqual({ v: '0.0470 s', ok: true });
    expect(answer('With $C = 220\\,\\mu\\text{F}$ and $R = 1{,}5\\,\\mathrm{k}\\Omega$, compute $\\tau = R C$.')).toEqual({ v: '0.330 s', ok: true });
    expect(answer('A 2.2 kΩ resistor is in series with a 47 µF capacitor. Find τ = RC.')).toEqual({ v: '0.103 s', ok: true });
  });
});

describe('a formula with a numeric coefficient typed before its data', () => {
  it('reads ½mv² and \\frac{1}{2}CV^2 as formulas, the data after them', () => {
    expect(answer('KE = \\frac{1}{2}mv^2 with m = 2 kg, v = 3 m/s')).toEqual({ v: '9.00 J', ok: true });
    expect(answer('$E_c = \\frac{1}{2} m v^2$ avec $m = 1{,}5\\,\\mathrm{kg}$ et $v = 4\\,\\mathrm{m/s}$', 'fr')).toEqual({ v: '12.0 J', ok: true });
    expect(answer('Ek = ½mv², m = 2 kg, v = 3 m/s')).toEqual({ v: '9.00 J', ok: true });
    expect(answer('E = \\frac{1}{2}CV^2 with C = 100 µF, V = 10 V')).toEqual({ v: '5.00 mJ', ok: true });
  });
});
