import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a body weighed in air, then under a fluid', () => {
  it('gives the upthrust, the volume and the density of the body', () => {
    expect(answer('A stone weighs 12 N in air and 7.5 N when fully submerged in water. What is the buoyant force on it?')).toEqual({ v: '4.50 N', ok: true });
    expect(answer("Un objet pèse 380 N dans l'air, mais seulement 320 N immergé dans l'eau. Quel est son volume ?", 'fr')).toEqual({ v: '0.00612 m^3', ok: true });
    expect(answer("Un solide pèse 45 N dans l'air, mais seulement 25 N immergé dans un liquide de masse volumique 800 kg/m³. Quelle est sa masse volumique ?", 'fr')).toEqual({ v: '1800 kg/m^3', ok: true });
  });

  it('needs the fluid for a volume: sea water without its density is not fresh water', () => {
    expect(answer('A stone weighs 12 N in air and 7.5 N in sea water. What is its volume?').v).toBeUndefined();
  });
});
