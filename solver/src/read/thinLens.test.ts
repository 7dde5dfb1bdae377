import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; error?: string } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified, ...(s.error ? { error: s.error.message } : {}) };
};

describe('a thin lens, 1/f = 1/do + 1/di', () => {
  it('places the image of a converging lens, the focal length given or its vergence, in the unit of the lengths given', () => {
    expect(answer('An object is placed 30 cm in front of a converging lens of focal length 10 cm. Where is the image formed?')).toEqual({ v: '15.0 cm', ok: true });
    expect(answer("Une lentille convergente a une vergence de 10,0 δ. Un objet est placé à 25 cm devant la lentille. À quelle distance de la lentille se forme l'image ?", 'fr')).toEqual({ v: '16.7 cm', ok: true });
    expect(answer("Un objet est situé à 40 cm devant une lentille convergente de distance focale 15 cm. Position de l'image ?", 'fr')).toEqual({ v: '24.0 cm', ok: true });
  });

  it('gives a diverging lens a negative focal length, its image virtual', () => {
    expect(answer('A diverging lens has a focal length of 20 cm. An object is 30 cm from the lens. Find the image distance.')).toEqual({ v: '-12.0 cm', ok: true });
  });

  it('refuses an object at the focal point by name, in both languages', () => {
    expect(answer('An object is placed 10 cm from a converging lens of focal length 10 cm. Where is the image?').error).toMatch(/infinity/);
    expect(answer("Un objet est placé à 10 cm d'une lentille convergente de distance focale 10 cm. Position de l'image ?", 'fr').error).toMatch(/infini/);
  });
  it("gives the image's height (negative when inverted) or the magnification, from the object's height", () => {
    expect(answer('A 20 cm high object is located 50 cm from a +20 cm focal length converging lens. Find the image height.')).toEqual({ v: '-13.3 cm', ok: true });
    expect(answer("Un objet AB de taille 3,0 cm est placé perpendiculairement à l'axe optique à 30 cm à gauche d'une lentille mince convergente de distance focale f' = 20 cm. Déterminer la taille de l'image A'B'.", 'fr')).toEqual({ v: '-6.00 cm', ok: true });
    expect(answer('An object of height $h_o = 5\\ \\text{cm}$ stands $d_o = 60\\ \\text{cm}$ in front of a convex lens with $f = 40\\ \\text{cm}$. Image height?')).toEqual({ v: '-10.0 cm', ok: true });
    expect(answer('A diverging lens of focal length 15 cm; object 10 mm tall at 30 cm. How tall is the image?')).toEqual({ v: '3.33 mm', ok: true });
    expect(answer('Un objet AB = 2,0 cm est à 60 cm d\'une lentille convergente de distance focale 20 cm. Calculer le grandissement.', 'fr')).toEqual({ v: '-0.5000', ok: true });
  });
  it("reads the object's size told right after the word object, its distance told after", () => {
    expect(answer("Une lentille divergente de distance focale 10 cm ; un objet de 2 cm est placé à 20 cm. Taille de l'image ?", 'fr')).toEqual({ v: '0.667 cm', ok: true });
    expect(answer('A converging lens has focal length 10 cm. A 3 cm object is placed at 30 cm. Find the image height.')).toEqual({ v: '-1.50 cm', ok: true });
  });
  it('takes the image distance when it is told in place of the object distance', () => {
    expect(answer('An object 6 cm tall is placed in front of a convex lens of focal length 20 cm and its image forms at 30 cm from the lens. What is the height of the image?')).toEqual({ v: '-3.00 cm', ok: true });
  });
  it('places the image of a spherical mirror, its focal length half its radius of curvature', () => {
    expect(answer('An object 2.6 cm high is 24 cm from a concave mirror whose radius of curvature is 16 cm. Determine the location of its image.')).toEqual({ v: '12.0 cm', ok: true });
    expect(answer("Un miroir concave de rayon de courbure 40 cm ; un objet de 4 cm de hauteur est placé à 30 cm du miroir. Quelle est la taille de l'image ?", 'fr')).toEqual({ v: '-8.00 cm', ok: true });
  });
});

