import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a balanced Wheatstone bridge', () => {
  it('gives the fourth arm from three labelled ones, R1/R2 = R3/R4 or P/Q = R/S', () => {
    expect(answer('A Wheatstone bridge has R1 = 10 Ω, R2 = 20 Ω and R3 = 30 Ω. Determine R4 so that the bridge is balanced.')).toEqual({ v: '60.0 Ω', ok: true });
    expect(answer('What is the resistance of the unknown resistor in a balanced Wheatstone bridge if P = 4 Ω, Q = 8 Ω and R = 6 Ω (P/Q = R/S)?')).toEqual({ v: '12.0 Ω', ok: true });
    expect(answer('If a Wheatstone bridge is balanced when R1 = 590 Ω, R2 = 972 Ω, and R3 = 78.6 Ω, what is the value of the unknown resistance?')).toEqual({ v: '129 Ω', ok: true });
  });

  it('gives any arm the question names, in French too', () => {
    expect(answer("Un pont de Wheatstone est à l'équilibre avec R1 = 100 Ω, R3 = 220 Ω et R4 = 470 Ω. Calculer R2.", 'fr')).toEqual({ v: '214 Ω', ok: true });
  });

  it('leaves arms told without their labels unread', () => {
    expect(answer('A Wheatstone bridge is balanced with resistors of 10 Ω, 20 Ω and 30 Ω. Find the fourth resistor.').v).toBeUndefined();
  });
});
