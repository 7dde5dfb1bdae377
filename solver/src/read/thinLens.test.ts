import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; error?: string } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified, ...(s.error ? { error: s.error.message } : {}) };
};

describe('a thin lens, 1/f = 1/do + 1/di', () => {
  it('places the image of a converging lens, the focal length given or its vergence', () => {
    expect(answer('An object is placed 30 cm in front of a converging lens of focal length 10 cm. Where is the image formed?')).toEqual({ v: '0.150 m', ok: true });
    expect(answer("Une lentille convergente a une vergence de 10,0 δ. Un objet est placé à 25 cm devant la lentille. À quelle distance de la lentille se forme l'image ?", 'fr')).toEqual({ v: '0.167 m', ok: true });
    expect(answer("Un objet est situé à 40 cm devant une lentille convergente de distance focale 15 cm. Position de l'image ?", 'fr')).toEqual({ v: '0.240 m', ok: true });
  });

  it('gives a diverging lens a negative focal length, its image virtual', () => {
    expect(answer('A diverging lens has a focal length of 20 cm. An object is 30 cm from the lens. Find the image distance.')).toEqual({ v: '-0.120 m', ok: true });
  });

  it('refuses an object at the focal point by name, in both languages', () => {
    expect(answer('An object is placed 10 cm from a converging lens of focal length 10 cm. Where is the image?').error).toMatch(/infinity/);
    expect(answer("Un objet est placé à 10 cm d'une lentille convergente de distance focale 10 cm. Position de l'image ?", 'fr').error).toMatch(/infini/);
  });
});
