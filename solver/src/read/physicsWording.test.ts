import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('physics as students word it', () => {
  it('reads a number joined to its unit by a hyphen ("a 2.0-kg cart", "a 12-V battery")', () => {
    expect(answer('A 3.0-kg trolley moving at 2.0 m/s collides with a stationary 1.0-kg trolley and they stick together. What is their velocity after the collision?')).toEqual({ v: '1.50 m/s', ok: true });
    expect(answer('A 60-W lamp runs on a 240-V supply. What current does it draw?')).toEqual({ v: '250 mA', ok: true });
  });
  it('pairs masses and speeds listed "respectively"', () => {
    expect(answer('Two balls with masses of 4.0 kg and 2.0 kg move toward each other with speeds of 3.0 m/s and 6.0 m/s, respectively, and stick together. Find their speed after the collision.')).toEqual({ v: '0 m/s', ok: true });
  });
  it('reads a friction coefficient named after the word friction, and a small n for newtons among forces', () => {
    expect(answer('A 5.0 kg crate is pulled along a level floor by a horizontal force of 30 N. Find its acceleration if the friction coefficient is 0.3.')).toEqual({ v: '3.06 m/s^2', ok: true });
    expect(answer('a 4 kg block is pushed with a force of 20 n. the friction force on it is 8 n. what is its acceleration?')).toEqual({ v: '3.00 m/s^2', ok: true });
  });
  it('reads a body that stops as slowing to zero, never as moving steadily', () => {
    expect(answer('A car moving at 30 m/s comes to a stop in 6 s. What distance does it cover?')).toEqual({ v: '90.0 m', ok: true });
    expect(answer('A car traveling at 30 m/s brakes uniformly and stops in 6.0 s. How far does it travel while braking?')).toEqual({ v: '90.0 m', ok: true });
    expect(answer("Une voiture roulant à 25 m/s freine et s'arrête en 5 s. Quelle distance parcourt-elle ?", 'fr')).toEqual({ v: '62.5 m', ok: true });
    expect(answer('A train moves at 20 m/s for 30 s. How far does it go?')).toEqual({ v: '600 m', ok: true });
  });
  it('reads temperatures whose scale is written once after both, and a ball kicked at an angle', () => {
    expect(answer('How much heat is required to heat a 500-gram piece of copper from 20 degrees to 225 degrees Celsius? The specific heat capacity of copper is 400 J/kg°C.')).toEqual({ v: '41.0 kJ', ok: true });
    expect(answer('How much energy is needed to raise the temperature of 2 kg of water from 15 degrees C to 85 degrees C? (c = 4200 J/kg°C)')).toEqual({ v: '588 kJ', ok: true });
    expect(answer('A ball is kicked at 20 m/s at 30 degrees above the horizontal. Find the range.')).toEqual({ v: '35.3 m', ok: true });
  });
  it('answers a statement left to complete by the quantity of its last clause', () => {
    expect(answer('A car starting from rest reaches 30 m/s in 10 s; the distance it covers is')).toEqual({ v: '150 m', ok: true });
    expect(answer('Une voiture de 1000 kg roule à 72 km/h. Son énergie cinétique est de', 'fr')).toEqual({ v: '2.00e+5 J', ok: true });
  });
});

describe('refraction and radioactive decay', () => {
  it("answers the angle of refraction (or of incidence) by Snell's law, air counted as 1.00, in degrees", () => {
    expect(answer('A ray of light in air (n = 1.00) strikes water (n = 1.33) at an angle of incidence of 50 degrees. Find the angle of refraction.')).toEqual({ v: '35.2 °', ok: true });
    expect(answer('Light travels from air into glass at an angle of incidence of 30°. The index of refraction of the glass is 1.5. Find the angle of refraction.')).toEqual({ v: '19.5 °', ok: true });
    expect(answer("Un rayon lumineux passe de l'air dans un verre d'indice n = 1,5 avec un angle de réfraction de 20°. Calculer l'angle d'incidence.", 'fr')).toEqual({ v: '30.9 °', ok: true });
  });
  it('refuses a ray that cannot leave (total reflection) and an angle measured from the surface', () => {
    expect(answer('Light goes from glass (n = 1.5) into air at an angle of incidence of 60°. Find the angle of refraction.').v).toBeUndefined();
    expect(answer('A ray of light in air makes an angle of 30° with the surface of water (n = 1.33). Find the angle of refraction.').v).toBeUndefined();
  });
  it('halves the mass every half-life, and finds the time from two masses', () => {
    expect(answer('The half-life of cobalt-60 is 5.3 years. How much of a 40 g sample is left after 10.6 years?')).toEqual({ v: '10.0 g', ok: true });
    expect(answer("La demi-vie de l'iode 131 est de 8 jours. Quelle masse reste-t-il d'un échantillon de 100 mg au bout de 24 jours ?", 'fr')).toEqual({ v: '12.5 mg', ok: true });
    expect(answer('Carbon-14 has a half-life of 5730 years. How long does it take for 10 g to decay to 2.5 g?')).toEqual({ v: '11500 yr', ok: true });
    expect(answer('A sample has a half-life of 8 days. How much of 100 g is left after 3 half-lives?').v).toBeUndefined();
  });
  it('reads quantities typed in LaTeX (a wavelength in \\text{m}, a frequency with \\times and \\mathrm)', () => {
    expect(answer('A sound of wavelength $\\lambda = 0.5\\ \\text{m}$ travels at $v = 340\\ \\text{m/s}$. Find the frequency.')).toEqual({ v: '680 Hz', ok: true });
    expect(answer('Light of frequency $6\\times10^{14}\\,\\mathrm{Hz}$ travels at $3\\times 10^{8}\\ \\mathrm{m/s}$. Wavelength?')).toEqual({ v: '5.00e-7 m', ok: true });
    expect(answer('A string fixed at both ends has length $L = 0.75$ m and wave speed $v = 300$ m/s. Find the frequency of the 2nd harmonic.')).toEqual({ v: '400 Hz', ok: true });
  });
});

