import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('standing waves on a string or in a pipe', () => {
  it('takes the length of a pipe closed at one end as a quarter wavelength of the fundamental', () => {
    expect(answer('A pipe closed at one end is 0.85 m long. If the speed of sound is 340 m/s, what is its fundamental frequency?')).toEqual({ v: '100 Hz', ok: true });
    expect(answer("Un tuyau d'orgue fermé à une extrémité mesure 85 cm. La célérité du son est 340 m/s. Calculer la fréquence de l'harmonique de rang 3.", 'fr')).toEqual({ v: '300 Hz', ok: true });
    expect(answer('An organ pipe open at one end is 1.2 m long; speed of sound 343 m/s. Find the frequency of the first overtone.')).toEqual({ v: '214 Hz', ok: true });
  });
  it('fits n half wavelengths on a string or in a pipe open at both ends', () => {
    expect(answer('A pipe has a length of 1 m and is open at both ends. The speed of sound in air is 340 m/s. What is the frequency of the third harmonic?')).toEqual({ v: '510 Hz', ok: true });
    expect(answer('Une corde de guitare de longueur 65 cm est fixée à ses deux extrémités ; la célérité des ondes sur la corde est 420 m/s. Quelle est la fréquence du mode fondamental ?', 'fr')).toEqual({ v: '323 Hz', ok: true });
    expect(answer('A string of length 80 cm vibrates in its fundamental mode at 200 Hz. What is the wave speed on the string?')).toEqual({ v: '320 m/s', ok: true });
  });
  it('leaves a pipe without its ends told, or an even harmonic of a closed pipe, unread', () => {
    expect(answer('Pipe of length 0.5 m, v = 340 m/s, frequency of the fundamental?').v).toBeUndefined();
    expect(answer('A closed pipe 0.4 m long, sound speed 340 m/s: wavelength of the second harmonic?').v).toBeUndefined();
  });
  it('fits n half wavelengths in a pipe closed at both ends, like an open one', () => {
    expect(answer('Un tuyau fermé aux deux extrémités mesure 0,85 m. La vitesse du son est 340 m/s. Quelle est la fréquence du mode fondamental ?', 'fr')).toEqual({ v: '200 Hz', ok: true });
    expect(answer('A closed pipe, closed at both ends, is 0.85 m long. The speed of sound is 340 m/s. What is the fundamental frequency?')).toEqual({ v: '200 Hz', ok: true });
    expect(answer('A pipe 0.85 m long has both ends closed. The speed of sound is 340 m/s. What is the frequency of the second harmonic?')).toEqual({ v: '400 Hz', ok: true });
    expect(answer('Un tuyau fermé à une extrémité mesure 0,85 m. La vitesse du son est 340 m/s. Quelle est la fréquence du mode fondamental ?', 'fr')).toEqual({ v: '100 Hz', ok: true });
    expect(answer('Un tuyau fermé par un bouchon à chaque extrémité mesure 0,85 m. La vitesse du son est 340 m/s. Quelle est la fréquence du mode fondamental ?', 'fr').v).toBeUndefined();
  });
  it('gives the air column a tuning fork makes resonate: the shortest (λ/4 closed, λ/2 open) or the k-th resonance', () => {
    expect(answer('A 440 Hz tuning fork is held over a tube closed at one end. The speed of sound is 343 m/s. What is the shortest length of the air column that resonates?')).toEqual({ v: '0.195 m', ok: true });
    expect(answer('A 512 Hz tuning fork is held above a resonance tube partly filled with water. The speed of sound is 340 m/s. Find the length of the air column at the second resonance.')).toEqual({ v: '0.498 m', ok: true });
    expect(answer('Un diapason de 256 Hz est placé devant un tube ouvert aux deux extrémités. La célérité du son est 340 m/s. Quelle est la longueur minimale du tube pour qu’il y ait résonance ?', 'fr')).toEqual({ v: '0.664 m', ok: true });
    expect(answer('Un diapason de fréquence 440 Hz vibre au-dessus d’un tube fermé à une extrémité. v = 340 m/s. Quelle est la plus petite longueur de la colonne d’air qui donne une résonance ?', 'fr')).toEqual({ v: '0.193 m', ok: true });
    expect(answer('Given a tuning fork of f = 384 Hz over an open-ended tube and v_{son} = 343 m/s, find the second resonance length.')).toEqual({ v: '0.893 m', ok: true });
  });
  it('leaves a tube whose ends are not told unread, even for its shortest resonance', () => {
    expect(answer('A 440 Hz tuning fork is held over a tube. The speed of sound is 343 m/s. What is the shortest length of the air column that resonates?').v).toBeUndefined();
  });
  it('still reads a wavelength told as one', () => {
    expect(answer('A sound wave has wavelength 0.85 m and speed 340 m/s. Frequency?')).toEqual({ v: '400 Hz', ok: true });
  });
});
