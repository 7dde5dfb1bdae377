import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('gears and reductions', () => {
  it('turns the other side of a reduction given by its ratio', () => {
    expect(answer('Gear ratio 4:1, input speed 2000 rpm. Output speed?')).toEqual({ v: '500 rpm', ok: true });
    expect(answer('Un moteur tourne à 1500 tr/min et entraîne un réducteur de rapport de transmission 1/5. Vitesse de sortie ?', 'fr')).toEqual({ v: '300 rpm', ok: true });
    expect(answer("Réducteur : rapport de réduction 10, vitesse de sortie 150 tr/min. Vitesse d'entrée ?", 'fr')).toEqual({ v: '1500 rpm', ok: true });
    expect(answer('A gearbox with a ratio of 5:1 has an input torque of 12 N·m. Output torque?')).toEqual({ v: '60.0 N·m', ok: true });
    expect(answer('Input speed 1200 rpm, output speed 300 rpm. Gear ratio?')).toEqual({ v: '4.000', ok: true });
  });

  it('reads a French reducer by its fraction, with its efficiency, and the role word nearest each quantity', () => {
    // "couple de sortie … si le couple d'entrée vaut 15 N·m": 15 N·m is the input
    expect(answer("Couple de sortie d'un réducteur de rapport 1/4 si le couple d'entrée vaut 15 N·m (rendement 100 %) ?", 'fr')).toEqual({ v: '60.0 N·m', ok: true });
    expect(answer("Réducteur de rapport 1/5, rendement 90 %, couple d'entrée 10 N·m. Couple de sortie ?", 'fr')).toEqual({ v: '45.0 N·m', ok: true });
    expect(answer('Gear ratio 4:1. The output shaft turns at 250 rpm. Input speed?')).toEqual({ v: '1000 rpm', ok: true });
  });

  it('puts a speed on the gear its words name, and reads a gear named again in the question', () => {
    expect(answer('Un pignon de 12 dents entraîne une roue de 48 dents. La roue tourne à 250 tr/min. Vitesse du pignon ?', 'fr')).toEqual({ v: '1000 rpm', ok: true });
    expect(answer('A 20-tooth gear drives a 60-tooth gear. The driven gear turns at 100 rpm. Speed of the driver?')).toEqual({ v: '300 rpm', ok: true });
    // "the 15-tooth gear" in the question is the driven gear, not a third wheel
    expect(answer('A 15-tooth gear is driven by a 45-tooth gear turning at 100 rpm. Speed of the 15-tooth gear?')).toEqual({ v: '300 rpm', ok: true });
    // the question names the gear whose speed is given
    expect(answer('A 15-tooth gear is driven by a 45-tooth gear turning at 100 rpm. Speed of the 45-tooth gear?').v).toBeUndefined();
  });

  it('reads "the 40-tooth gear turns at …" as the gear named before, never as a third wheel', () => {
    expect(answer('A 40-tooth gear drives a 10-tooth gear. The 40-tooth gear turns at 100 rpm. What is the speed of the 10-tooth gear?')).toEqual({ v: '400 rpm', ok: true });
    expect(answer('a 12-tooth gear meshes with a 9-tooth gear; the 12-tooth gear turns at 300 rpm. speed of the 9-tooth gear?')).toEqual({ v: '400 rpm', ok: true });
    expect(answer('A 40-tooth gear drives a 10-tooth gear. The 10-tooth gear turns at 400 rpm. What is the speed of the 40-tooth gear?')).toEqual({ v: '100 rpm', ok: true });
    expect(answer('Une roue de 40 dents entraîne un pignon de 10 dents. La roue de 40 dents tourne à 100 tr/min. Vitesse du pignon de 10 dents ?', 'fr')).toEqual({ v: '400 rpm', ok: true });
    // the speed asked of the gear whose speed is given
    expect(answer('A 40-tooth gear drives a 10-tooth gear. The 40-tooth gear turns at 100 rpm. What is the speed of the 40-tooth gear?').v).toBeUndefined();
    // a third wheel of the same size is introduced with "a"
    expect(answer('gear A (20 teeth) drives gear B (40 teeth), which drives gear C (20 teeth); A turns at 100 rpm. speed of C?').v).toBe('100.0 rpm');
  });

  it('reads the quantity asked first, before the condition that gives the driver', () => {
    // "output speed if a 1200 rpm motor …": the 1200 rpm turns the driver
    expect(answer('output speed if a 1200 rpm motor drives a 15-tooth gear meshing with a 45-tooth gear')).toEqual({ v: '400 rpm', ok: true });
    expect(answer('output torque when a motor gives 10 N·m to a 12-tooth pinion driving a 48-tooth gear')).toEqual({ v: '40.0 N·m', ok: true });
  });

  it('gives a gear ratio from the teeth, N_driven : N_driver, and the French transmission ratio Z_menant : Z_menée', () => {
    expect(answer('gear ratio: driver gear 20 teeth, driven gear 60 teeth')).toEqual({ v: '3:1', ok: true });
    expect(answer('driven gear 60 teeth, driver 20 teeth: gear ratio')).toEqual({ v: '3:1', ok: true });
    expect(answer('a 15-tooth gear driven by a 45-tooth gear. gear ratio?')).toEqual({ v: '1:3', ok: true });
    expect(answer("Rapport de transmission d'un engrenage : pignon menant de 12 dents, roue menée de 36 dents", 'fr')).toEqual({ v: '1:3', ok: true });
    expect(answer('Une roue de 40 dents entraîne un pignon de 10 dents. Rapport de transmission ?', 'fr')).toEqual({ v: '4:1', ok: true });
    // which gear drives is not said: no order to read
    expect(answer('gear ratio of a 12-tooth gear meshing with a 36-tooth gear').v).toBeUndefined();
  });
});

describe('capacitors after a number of time constants, and the current while charging', () => {
  it('gives the voltage after n τ, never the time constant', () => {
    expect(answer('R = 47 kΩ, C = 22 µF. After one time constant of charging from 12 V, what is the capacitor voltage?')).toEqual({ v: '7.59 V', ok: true });
    expect(answer('Capacitor voltage after 2τ when charging from a 5 V source')).toEqual({ v: '4.32 V', ok: true });
    expect(answer('Un condensateur chargé sous 10 V se décharge. Tension après 3 constantes de temps ?', 'fr')).toEqual({ v: '498 mV', ok: true });
  });

  it('gives the current after a time', () => {
    expect(answer('charging current of a capacitor through 10 kΩ from 12 V after 0.2 s, C = 20 µF')).toEqual({ v: '441 µA', ok: true });
    expect(answer('A 100 µF capacitor charged to 10 V discharges through 1 kΩ. Current after 0.1 s?')).toEqual({ v: '3.68 mA', ok: true });
  });
});

describe('sections, safety and machines', () => {
  it('reads a rectangular section and a factor of safety from a load on a bolt', () => {
    expect(answer('A column with a 50 mm × 50 mm square cross-section carries a compressive load of 100 kN. Stress?')).toEqual({ v: '40.0 MPa', ok: true });
    expect(answer('A 10 mm diameter bolt of ultimate strength 400 MPa carries 5 kN. Factor of safety?')).toEqual({ v: '6.283', ok: true });
    expect(answer('A pulley system has a velocity ratio of 4 and an efficiency of 75 %. Effort needed to lift 600 N?')).toEqual({ v: '200 N', ok: true });
  });

  it('asks a wire its length when its resistance is given', () => {
    expect(answer('A 1 mm diameter copper wire (ρ = 1.7×10^-8 Ω·m) has a resistance of 0.5 Ω. Length?')).toEqual({ v: '23.1 m', ok: true });
    expect(answer("Quelle est la capacité d'un condensateur qui stocke 2 mC sous 20 V ?", 'fr')).toEqual({ v: '100 µF', ok: true });
  });
});
