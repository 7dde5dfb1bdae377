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

describe('who emits and who hears, in the Doppler effect', () => {
  it('takes a vehicle at rest for the listener when the question says someone in it hears', () => {
    expect(answer('A train approaching a stationary car at 30 m/s sounds its whistle at 500 Hz. The speed of sound is 340 m/s. What frequency does the driver of the car hear?')).toEqual({ v: '548 Hz', ok: true });
    expect(answer('A car sounds its horn at 500 Hz while moving at 30 m/s towards a stationary truck. The speed of sound is 340 m/s. What frequency does the driver of the truck hear?')).toEqual({ v: '548 Hz', ok: true });
    expect(answer('Un train roulant à 30 m/s se dirige vers une voiture arrêtée en sifflant à 500 Hz. La célérité du son est 340 m/s. Quelle fréquence entend le conducteur de la voiture ?', 'fr')).toEqual({ v: '548 Hz', ok: true });
    expect(answer('A motorcycle moving at 25 m/s toward a stationary bus blows its horn at 600 Hz. Take 343 m/s for the speed of sound. Find the frequency heard by a passenger in the bus.')).toEqual({ v: '647 Hz', ok: true });
  });
  it('takes a vehicle at rest for the source when another one is named as hearing', () => {
    expect(answer('A stationary car sounds its horn at $f = 500\\,\\text{Hz}$. A cyclist rides towards it at $10\\,\\text{m/s}$; the speed of sound is $340\\,\\text{m/s}$. What frequency does the cyclist hear?')).toEqual({ v: '515 Hz', ok: true });
    expect(answer("Une voiture immobile klaxonne à 400 Hz. Un camion s'en éloigne à 20 m/s. La célérité du son est 340 m/s. Quelle fréquence perçoit le conducteur du camion ?", 'fr')).toEqual({ v: '376 Hz', ok: true });
  });
  it('leaves unread a vehicle at rest with no one named as hearing, an echo, and a motion towards a wall', () => {
    expect(answer('A car sounds its horn at 500 Hz while moving at 30 m/s towards a stationary truck. The speed of sound is 340 m/s. What frequency does the driver hear?').v).toBeUndefined();
    expect(answer('A source emitting 500 Hz moves at 30 m/s towards a wall. A stationary observer stands behind the source. The speed of sound is 340 m/s. What frequency does the observer hear?').v).toBeUndefined();
    expect(answer('A bat flying at 10 m/s towards a stationary wall emits 40 kHz. The speed of sound is 350 m/s. What frequency does the bat hear from the echo?').v).toBeUndefined();
    expect(answer("Une chauve-souris vole à 10 m/s vers une falaise et émet à 40 kHz. La célérité du son est 350 m/s. Quelle fréquence perçoit-elle après réflexion ?", 'fr').v).toBeUndefined();
  });
});

describe('who is still, past a quantity, and the speed of sound by its label', () => {
  it('reads "a stationary 500 Hz source" as the source at rest, the listener moving', () => {
    expect(answer('A listener moves away from a stationary 500 Hz source at 15 m/s. The speed of sound is 343 m/s. What frequency does the listener hear?')).toEqual({ v: '478 Hz', ok: true });
    expect(answer('A stationary 700 Hz siren is approached by a cyclist riding at 10 m/s. Speed of sound 340 m/s. What frequency does the cyclist hear?')).toEqual({ v: '721 Hz', ok: true });
  });
  it('takes "v sound = …" or "c = …" as the speed of sound', () => {
    expect(answer('A listener moves at 15 m/s away from a stationary 500 Hz source. v sound = 343 m/s. Observed frequency?')).toEqual({ v: '478 Hz', ok: true });
    expect(answer('Source at rest emitting f = 600 Hz; an observer moves toward it at 25 m/s; c = 340 m/s. Find the frequency heard.')).toEqual({ v: '644 Hz', ok: true });
    expect(answer("Un auditeur s'approche à 20 m/s d'une sirène immobile de 800 Hz. Célérité du son : 340 m/s. Fréquence perçue ?", 'fr')).toEqual({ v: '847 Hz', ok: true });
  });
});

describe('the speed of sound told by the formula’s letter', () => {
  it('takes a speed labelled v beside one told in words as the speed of sound', () => {
    expect(answer('A car horn of frequency 400 Hz moves away from a stationary listener at 30 m/s. What frequency does the listener hear? (v = 340 m/s)')).toEqual({ v: '368 Hz', ok: true });
    expect(answer('Une sirène de 500 Hz se rapproche à 25 m/s d’un observateur immobile (v = 340 m/s). Quelle fréquence perçoit-il ?', 'fr')).toEqual({ v: '540 Hz', ok: true });
  });
  it('leaves two labelled speeds, neither told as the sound’s, unread', () => {
    expect(answer('A 400 Hz source moves away from a stationary listener, v = 30 m/s, u = 340 m/s. What frequency is heard?').v).toBeUndefined();
  });
});
