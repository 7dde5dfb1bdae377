import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a sound level in decibels', () => {
  it('gives the level from the intensity, L = 10 log(I/I₀)', () => {
    expect(answer('What is the sound intensity level in decibels of a normal conversation of intensity 3.2 × 10^-6 W/m²?')).toEqual({ v: '65.1 dB', ok: true });
    expect(answer('Given I = 10^{-10} W/m², find the intensity level β in dB.')).toEqual({ v: '20.0 dB', ok: true });
  });
  it('gives the intensity from the level, in French too', () => {
    expect(answer('Le niveau sonore d’une rame de métro est de 98 dB. Quelle est l’intensité sonore correspondante ?', 'fr')).toEqual({ v: '0.00631 W/m^2', ok: true });
  });
  it('spreads a source’s power over a sphere', () => {
    expect(answer('A loudspeaker radiates 0.5 W of sound uniformly in all directions. What is the sound level 10 m away?')).toEqual({ v: '86.0 dB', ok: true });
    expect(answer('A source emits sound with a power of 2 W. What is the intensity 5 m from the source?')).toEqual({ v: '0.00637 W/m^2', ok: true });
    expect(answer('Une sirène émet une puissance sonore de 10 W. Quel est le niveau sonore à 20 m ?', 'fr')).toEqual({ v: '93.0 dB', ok: true });
  });
  it('gives the level at another distance from a point source, 20 log(r₂/r₁) lower', () => {
    expect(answer('The sound level 10 m from a source is 80 dB. What is it at 20 m?')).toEqual({ v: '74.0 dB', ok: true });
    expect(answer('À 5 m d’une sirène, le niveau sonore est de 100 dB. Quel est le niveau sonore à 50 m ?', 'fr')).toEqual({ v: '80.0 dB', ok: true });
    expect(answer('A siren produces a sound level of 120 dB at a distance of 2.0 m. Treating it as a point source, find the intensity level heard at 12 m.')).toEqual({ v: '104 dB', ok: true });
  });
  it('leaves two levels, or a threshold other than 10⁻¹² W/m², unread', () => {
    expect(answer('A speaker produces 60 dB. What is the level if the intensity doubles?').v).toBeUndefined();
    expect(answer('The sound level 10 m from a source is 80 dB. What is the intensity at 20 m?').v).toBeUndefined();
  });
});
