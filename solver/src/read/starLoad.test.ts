import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a balanced star-connected load given per phase', () => {
  it('gives the phase voltage, the line current and the power', () => {
    expect(answer('A three-phase star-connected heater has 20 Ω per phase on a 415 V, 50 Hz supply. Find the phase voltage.')).toEqual({ v: '240 V', ok: true });
    expect(answer('A three-phase star-connected heater has 20 Ω per phase on a 415 V, 50 Hz supply. Find the line current.')).toEqual({ v: '12.0 A', ok: true });
    expect(answer('Three-phase star load, 25 Ω per phase, 400 V supply, unity power factor. Calculate the total power.')).toEqual({ v: '6400 W', ok: true });
    expect(answer("Un récepteur triphasé équilibré couplé en étoile comporte 20 Ω par phase ; il est alimenté sous 400 V. Calculer l'intensité du courant en ligne.", 'fr')).toEqual({ v: '11.5 A', ok: true });
  });

  it('leaves a delta, or a connection not told, unread', () => {
    expect(answer('A three-phase delta-connected load has 20 Ω per phase on a 400 V supply. Find the line current.').v).toBeUndefined();
    expect(answer('A three-phase load has 20 Ω per phase on a 400 V supply. Find the line current.').v).toBeUndefined();
  });
});
