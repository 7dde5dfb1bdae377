import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a liquid through a pipe', () => {
  it('gives the flow rate from the section and the speed, or the speed from the flow rate', () => {
    expect(answer('Oil moves at 1.5 m/s along a pipe of cross-sectional area 0.04 m². Find the flow rate.')).toEqual({ v: '0.0600 m^3/s', ok: true });
    expect(answer("Calculer le débit d'une canalisation de section 20 cm² dans laquelle l'eau circule à 5 m/s.", 'fr')).toEqual({ v: '0.0100 m^3/s', ok: true });
    expect(answer('A flow rate of 0.3 m³/s passes through a section of 0.1 m². What is the speed of the water?')).toEqual({ v: '3.00 m/s', ok: true });
  });

  it('leaves a flow whose section is not an area unanswered', () => {
    expect(answer('Water flows at 2 m/s in a pipe 10 cm in diameter and 5 m long. Flow rate?').v).toBeUndefined();
  });
});

describe('a flow through a round pipe told by its diameter', () => {
  it('takes the section πD²/4 for the speed, the flow rate or the diameter, in both languages', () => {
    expect(answer("Une pompe débite 36 m³/h dans une conduite de diamètre 100 mm. Calculer la vitesse de l'eau.", 'fr')).toEqual({ v: '1.27 m/s', ok: true });
    expect(answer('A pump delivers 0.05 m³/s of water through a pipe of diameter 150 mm. Find the flow velocity.')).toEqual({ v: '2.83 m/s', ok: true });
    expect(answer('Water flows at 2 m/s through a pipe of 50 mm diameter. What is the flow rate?')).toEqual({ v: '0.00393 m^3/s', ok: true });
  });
});
