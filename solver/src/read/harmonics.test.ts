import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('one harmonic from another', () => {
  it('gives any harmonic from the fundamental, and the fundamental from any harmonic', () => {
    expect(answer('Le fondamental d’une corde de guitare a pour fréquence 110 Hz. Quelle est la fréquence du 3e harmonique ?', 'fr')).toEqual({ v: '330 Hz', ok: true });
    expect(answer('The 4th harmonic of a violin string is 1760 Hz. What is the fundamental frequency?')).toEqual({ v: '440 Hz', ok: true });
    expect(answer('For a tube closed at one end, f₁ = 85 Hz. What is f₅?')).toEqual({ v: '425 Hz', ok: true });
  });
  it('goes from one harmonic to another through the fundamental', () => {
    expect(answer('Let 660 Hz be the frequency of the third harmonic of an open pipe. Find the frequency of the second harmonic.')).toEqual({ v: '440 Hz', ok: true });
    expect(answer("Une corde vibre sur l'harmonique de rang 2 à 300 Hz. Quelle est la fréquence de l'harmonique de rang 5 ?", 'fr')).toEqual({ v: '750 Hz', ok: true });
  });
  it('counts overtones by the ends: every harmonic on a string, odd ones only in a closed pipe', () => {
    expect(answer('A closed pipe’s first overtone is 300 Hz. What is its fundamental frequency?')).toEqual({ v: '100 Hz', ok: true });
    expect(answer('The second overtone of a guitar string is 450 Hz. Find the fundamental.')).toEqual({ v: '150 Hz', ok: true });
  });
  it('refuses an even harmonic of a closed pipe, and an overtone without the ends', () => {
    expect(answer('The second harmonic of a pipe closed at one end is 200 Hz. Find the fundamental.').v).toBeUndefined();
    expect(answer('The first overtone is 300 Hz. What is the fundamental frequency?').v).toBeUndefined();
  });
});

describe('the next harmonic, and ranks written as figures', () => {
  it('takes the next harmonic the ends allow', () => {
    expect(answer('If the fundamental frequency of a closed organ pipe is 200 Hz, what is the frequency of the next harmonic?')).toEqual({ v: '600 Hz', ok: true });
    expect(answer("Le fondamental d'une corde vaut 150 Hz. Quelle est la fréquence de l'harmonique suivant ?", 'fr')).toEqual({ v: '300 Hz', ok: true });
    expect(answer('3rd harmonic = 750 Hz; find the 1st harmonic.')).toEqual({ v: '250 Hz', ok: true });
  });
});
