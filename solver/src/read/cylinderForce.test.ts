import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('one hydraulic cylinder: force, pressure and bore', () => {
  it('gives the force from the pressure and the bore, in both languages', () => {
    expect(answer('Un vérin hydraulique de diamètre 80 mm est alimenté sous une pression de 100 bar. Calculer la force développée.', 'fr')).toEqual({ v: '50300 N', ok: true });
    expect(answer('A hydraulic cylinder with a bore of 80 mm works at a pressure of 100 bar. Find the force it exerts.')).toEqual({ v: '50300 N', ok: true });
  });

  it('gives the pressure a force needs, or the bore', () => {
    expect(answer('A piston of diameter 50 mm is pushed by a force of 2 kN. What is the pressure in the cylinder?')).toEqual({ v: '10.2 bar', ok: true });
    expect(answer('Quel diamètre doit avoir un vérin pour exercer une force de 10 kN sous 50 bar ?', 'fr')).toEqual({ v: '50.5 mm', ok: true });
  });

  it('leaves a size that is neither a diameter nor a radius unread', () => {
    expect(answer('A cylinder 80 mm long works at 100 bar. Find the force.').v).toBeUndefined();
  });
});
