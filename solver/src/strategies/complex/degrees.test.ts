import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the argument asked in degrees', () => {
  it('gives the phasor r∠θ° of a number written with j', () => {
    const s = solve('Convert to polar form, answer in degrees: 3 + j4');
    expect(s.finalAnswer).toBe('z ≈ 5∠53.13°');
    expect(s.verified).toBe(true);
    expect(s.steps.at(-1)?.title).toBe('Convert the angle to degrees');
  });

  it('keeps the angles of the unit circle exact, in both languages', () => {
    const en = solve('argument of -1 + i in degrees');
    expect(en.answer?.value).toBe('135°');
    expect(en.verified).toBe(true);
    const fr = solve('module et argument de 1 - i en degrés', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('|z| = √(2) et arg z = -45°');
    expect(fr.steps.at(-1)?.title).toBe("Convertir l'angle en degrés");
  });
});
