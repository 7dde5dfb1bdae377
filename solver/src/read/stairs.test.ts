import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a person running up stairs', () => {
  it('gives the power m g h / t, the rise told as a height', () => {
    expect(answer('A 70 kg student runs up a staircase 8 m high in 10 s. What is his power?')).toEqual({ v: '549 W', ok: true });
    expect(answer('In a time of 10 s, a 70 kg student runs up 2 flights of stairs whose combined vertical height is 8.0 m. Compute the student’s power output in doing work against gravity.')).toEqual({ v: '549 W', ok: true });
    expect(answer('Un élève de 60 kg monte en courant un escalier de 3,5 m de haut en 4 s. Quelle puissance développe-t-il ? (g = 9,8 N/kg)', 'fr')).toEqual({ v: '515 W', ok: true });
  });
  it('takes the rise as the number of steps times one step’s height', () => {
    expect(answer('For an experiment to measure his power, a student runs up a flight of 28 steps, each 20 cm high, in 5.4 s. His mass is 55 kg. Calculate the power of the student. (g = 9.8 m/s²)')).toEqual({ v: '559 W', ok: true });
    expect(answer('A 65 kg girl runs up a staircase with 20 15-cm-high steps in 4 s. What is her power?')).toEqual({ v: '478 W', ok: true });
    expect(answer('Une personne de 80 kg gravit 15 marches de 18 cm en 3 s. Calculer sa puissance.', 'fr')).toEqual({ v: '706 W', ok: true });
  });
});
