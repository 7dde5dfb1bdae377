import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en', subject = 'engineering'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject, locale });
  return { v: s.answer?.value, ok: s.verified };
};
const num = (v: string | undefined): number => Number(/^-?[\d.e+-]+/.exec(v ?? '')?.[0]);

describe('engineering problems with units written in words', () => {
  it('reads volts, ohms and amperes named in words', () => {
    const r = answer('A 24 volt battery drives two resistors wired in parallel, 40 Ohms and 120 Ohms. What current does the battery supply?');
    expect(r.ok).toBe(true);
    expect(num(r.v)).toBeCloseTo(800, 6);
    expect(answer('Find the tensile stress in a bar of 20 mm diameter carrying a load of 50 KN.')).toEqual({ v: '159 MPa', ok: true });
  });

  it('reads a speed labelled N1 as a speed, not as a count of teeth', () => {
    const r = answer('Le pignon moteur a Z1 = 15 dents, la roue menée Z2 = 60 dents. N1 = 1200 tr/min. Calculer la vitesse de rotation de sortie.', 'fr');
    expect(r).toEqual({ v: '300 rpm', ok: true });
  });
});
