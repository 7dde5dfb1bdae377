import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('light falling on a surface: intensity, power and energy received, a panel’s share', () => {
  it('gives the power and the energy received from an intensity in W/m², W·m⁻² or LaTeX', () => {
    expect(answer('Sunlight of intensity 1000 W/m² falls on a 2 m² panel for 3 hours. How much energy does it receive?')).toEqual({ v: '2.16e7 J', ok: true });
    expect(answer('Un panneau solaire de 1,6 m² reçoit un rayonnement de 800 W/m² pendant 3 h. Quelle énergie reçoit-il ?', 'fr')).toEqual({ v: '1.38e7 J', ok: true });
    expect(answer('A solar panel of area 2.5 m² pointed at the Sun receives 850 W of sunlight. What is the intensity of the sunlight?')).toEqual({ v: '340 W/m^2', ok: true });
  });
  it("leaves an electric current's intensity to the circuits", () => {
    expect(answer("Un fil de section 2 mm² transporte une puissance de 100 W. Quelle est l'intensité du courant ?", 'fr').v).toBeUndefined();
    expect(answer('Un panneau de 2 m² reçoit 1600 W. Quelle est l’intensité du rayonnement ?', 'fr')).toEqual({ v: '800 W/m^2', ok: true });
  });
  it('keeps the efficiency’s share: a power told with an efficiency is the useful one', () => {
    expect(answer('A solar collector is 12.0% efficient in gathering solar energy and converting it to heat. If the average intensity of sunlight is 700 W/m2, what area should the collector have to gather energy at the rate of 150 W?')).toEqual({ v: '1.79 m^2', ok: true });
    expect(answer('How much energy does a 1 m² solar panel with 20% efficiency produce in one hour under an irradiance of 1000 W/m²? Answer in kJ.')).toEqual({ v: '720 kJ', ok: true });
    expect(answer('Un panneau photovoltaïque de rendement 15 % et de surface 10 m² est éclairé par un flux de 900 W·m⁻². Quelle puissance électrique fournit-il ?', 'fr')).toEqual({ v: '1350 W', ok: true });
    expect(answer('Solar irradiance $I = 800\\ \\text{W/m}^2$, panel area $A = 1.2\\ \\text{m}^2$, efficiency 18 %. Electrical power output?')).toEqual({ v: '173 W', ok: true });
    expect(answer('A 1.5 m² panel under 1000 W/m² delivers 300 W. What is its efficiency?')).toEqual({ v: '0.2000', ok: true });
  });
});
