import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('waves as students type them', () => {
  it('answers the quantity asked after the data when the question runs on', () => {
    expect(answer('ultrasound wave period 50 µs, frequency?')).toEqual({ v: '20000 Hz', ok: true });
    expect(answer('a radio wave of frequency 2 MHz: its period?')).toEqual({ v: '5.00e-7 s', ok: true });
  });
  it('reads powers of ten written with a dot, as French courses do', () => {
    expect(answer("Une onde lumineuse de longueur d'onde 500 nm se propage à la célérité 3,00.10^8 m.s-1. Calculer sa fréquence.", 'fr')).toEqual({ v: '6.00e14 Hz', ok: true });
  });
  it('answers two quantities asked at once each on its own', () => {
    expect(answer('A wave: frequency 20 Hz, wavelength 3 m. Find its speed and period.').v).toBe('[60.0 m/s, 0.0500 s]');
  });
});
