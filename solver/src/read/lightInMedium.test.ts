import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('light in a transparent medium, n = c / v', () => {
  it('gives the speed of light in the medium from its index, c given or 3.00 × 10⁸ m/s', () => {
    expect(answer('Light enters from air to glass having refractive index 1.50. What is the speed of light in the glass? The speed of light in vacuum is 3 × 10^8 m/s.')).toEqual({ v: '2.00e8 m/s', ok: true });
    expect(answer('The refractive index of diamond is 2.42. Find the speed of light in diamond.')).toEqual({ v: '1.24e8 m/s', ok: true });
    expect(answer("L'indice de réfraction de l'eau est n = 1,33. Quelle est la vitesse de la lumière dans l'eau ?", 'fr')).toEqual({ v: '2.26e8 m/s', ok: true });
  });

  it('gives the index from the speed in the medium, to four figures', () => {
    expect(answer('The speed of light in water is 2.25 × 10^8 m/s. What is the refractive index of water?')).toEqual({ v: '1.333', ok: true });
    expect(answer("La vitesse de la lumière dans le diamant vaut 1,24×10^8 m/s. Calculer l'indice de réfraction du diamant (c = 3,00×10^8 m/s).", 'fr')).toEqual({ v: '2.419', ok: true });
  });

  it('leaves an angle to Snell’s law and a stray number unread', () => {
    expect(answer('Light goes from air into glass of refractive index 1.5 at an angle of incidence of 30°. Speed of light in the glass and angle of refraction?').v).not.toBe('2.00e8 m/s');
    expect(answer('Light crosses 2 blocks of glass of refractive index 1.5. What is the speed of light in the glass?').v).toBeUndefined();
  });
});

describe('answers stated to the figures of their data', () => {
  it('never pads a result past the data (3.00 m/s², not 3.000 m/s²)', () => {
    expect(answer('A car accelerates from rest to 27 m/s in 9.0 s. What is its acceleration?').v).toBe('3.00 m/s^2');
    expect(answer('Une voiture part du repos et atteint 27 m/s en 9,0 s. Accélération ?', 'fr').v).toBe('3.00 m/s^2');
  });
});

describe('decimals written without their leading zero', () => {
  it('reads ".33" as 0.33 and "a .5 kg ball" as 0.5 kg', () => {
    expect(answer('A 5.3kg block is released from the top of a 20 degree incline. If the coefficient of kinetic friction is .33, what is the acceleration of the block down the incline?')).toEqual({ v: '0.313 m/s^2', ok: true });
    expect(answer('Une balle de .5 kg roule à 4 m/s. Énergie cinétique ?', 'fr')).toEqual({ v: '4.00 J', ok: true });
  });
});
