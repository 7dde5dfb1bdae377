import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('waves on a stretched string', () => {
  it('gives the speed from the tension and the mass per unit length, v = √(T/μ)', () => {
    expect(answer('Soit une corde tendue de masse linéique 2 g/m soumise à une tension de 80 N. Quelle est la célérité des ondes ?', 'fr')).toEqual({ v: '200 m/s', ok: true });
    expect(answer('$T = 64\\,\\text{N}$, $\\mu = 0.01\\,\\text{kg/m}$. Find the speed of a transverse wave on the string.')).toEqual({ v: '80.0 m/s', ok: true });
  });
  it('takes μ = m/L from the mass and length of the string, and T = mg from a mass hung on it', () => {
    expect(answer('A 1.5 m wire of mass 3 g is stretched with a tension of 200 N. How fast do waves travel along it?')).toEqual({ v: '316 m/s', ok: true });
    expect(answer('A 2 kg mass hangs from a string of linear density 0.005 kg/m. Find the wave speed.')).toEqual({ v: '62.6 m/s', ok: true });
  });
  it('gives the tension or the linear density from the speed', () => {
    expect(answer('Given that the wave speed on a rope is 25 m/s and its tension is 50 N, what is the rope’s linear density?')).toEqual({ v: '0.0800 kg/m', ok: true });
    expect(answer('Quelle tension faut-il appliquer à une corde de masse linéique 4 g/m pour que les ondes s’y propagent à 50 m/s ?', 'fr')).toEqual({ v: '10.0 N', ok: true });
  });
  it('gives the frequency of a named harmonic from the length', () => {
    expect(answer('Une corde de 65 cm, de masse linéique 1,2 g/m, est tendue sous 70 N. Calculer la fréquence du mode fondamental.', 'fr')).toEqual({ v: '186 Hz', ok: true });
  });
  it('leaves a rope holding a load, with no wave, to other readers', () => {
    expect(answer('A 5 kg lamp hangs from two ropes. Tension in each rope?').v).toBeUndefined();
  });
});
