import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a file sent over a link', () => {
  it('gives the time from the size in bytes and the rate in bits per second', () => {
    expect(answer('How long does it take to download a 250 MB file over a 10 Mbps connection?')).toEqual({ v: '200 s', ok: true });
    expect(answer('How long will it take to upload a 3 gigabyte video at 100 megabits per second?')).toEqual({ v: '240 s', ok: true });
    expect(answer('À un débit de 40 Mbit/s, combien de minutes faut-il pour télécharger un fichier de 900 Mo ?', 'fr')).toEqual({ v: '3.00 min', ok: true });
    expect(answer('Un fichier de 2 Go est copié à 25 Mo/s. Durée du transfert ?', 'fr')).toEqual({ v: '80.0 s', ok: true });
  });

  it('gives the rate from the size and the time', () => {
    expect(answer('A 50 MB file is downloaded in 20 s. What is the data rate?')).toEqual({ v: '20.0 Mbit/s', ok: true });
  });

  it('leaves a transfer with a number it cannot place unanswered', () => {
    expect(answer('How long to download 3 files of 200 MB at 10 Mbps?').v).toBeUndefined();
  });
});
