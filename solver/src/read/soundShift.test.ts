import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('beats and the Doppler effect', () => {
  it('gives the beat frequency of two sounds', () => {
    expect(answer('Deux diapasons de fréquences 256 Hz et 260 Hz vibrent ensemble. Quelle est la fréquence des battements ?', 'fr')).toEqual({ v: '4.00 Hz', ok: true });
    expect(answer('f₁ = 512 Hz and f₂ = 506 Hz are played together: how many beats per second are heard?')).toEqual({ v: '6.00 Hz', ok: true });
  });
  it('raises the pitch of a source coming closer and lowers that of one going away', () => {
    expect(answer('A police car with an 800 Hz siren drives towards a stationary pedestrian at 25 m/s. The speed of sound is 340 m/s. What frequency does the pedestrian hear?')).toEqual({ v: '863 Hz', ok: true });
    expect(answer("Un camion de pompiers s'éloigne à 20 m/s d'un piéton immobile ; sa sirène émet à 800 Hz. La célérité du son dans l'air est 340 m/s. Quelle fréquence perçoit le piéton ?", 'fr')).toEqual({ v: '756 Hz', ok: true });
    expect(answer('Given $v = 340\\,\\text{m/s}$ for the speed of sound, a train whistle of $f = 600\\,\\text{Hz}$ moves away from a man at rest at $25\\,\\text{m/s}$. Find the frequency he hears.')).toEqual({ v: '559 Hz', ok: true });
  });
  it('counts the crests a moving listener meets, and gives the speed of a source from the two frequencies', () => {
    expect(answer('A listener runs at 5 m/s towards a stationary speaker emitting 1000 Hz. Speed of sound 343 m/s. What frequency is heard?')).toEqual({ v: '1010 Hz', ok: true });
    expect(answer('A car horn emits 400 Hz. The car approaches a stationary listener and the frequency heard is 440 Hz. The speed of sound is 340 m/s. What is the speed of the car?')).toEqual({ v: '30.9 m/s', ok: true });
  });
  it('leaves a motion without its direction or without who is at rest, and one frequency with its beats, unread', () => {
    expect(answer('A siren of 500 Hz moves at 30 m/s. Speed of sound 340 m/s. What frequency is heard?').v).toBeUndefined();
    expect(answer('A 500 Hz siren approaches an observer at 30 m/s. The speed of sound is 340 m/s. What frequency is heard?').v).toBeUndefined();
    expect(answer('A tuning fork of 440 Hz gives 3 beats per second with a guitar string. What is the string’s frequency?').v).toBeUndefined();
  });
});
