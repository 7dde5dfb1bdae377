import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('a source labelled Vs or Us is the supply, not an output', () => {
  it.each([
    ['R1 = 4 Ω and R2 = 8 Ω in series to a source Vs = 12 V. What is the current?', 'en', '1.00 A'],
    ['R1 = 4 Ω et R2 = 8 Ω en série avec une source Us = 12 V. Quelle est l’intensité du courant ?', 'fr', '1.00 A'],
    ['A supply V_s = 6 V drives R1 = 2 Ω and R2 = 4 Ω in series. Find the current.', 'en', '1.00 A'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('still reads Vout named with two labelled resistors as a divider', () => {
    expect(solve('R1 = 4 Ω and R2 = 8 Ω in series to a source Vs = 12 V. What is Vout across R2?').answer?.value).toBe('8.00 V');
  });
});

describe('the kinetic energy read backwards', () => {
  it.each([
    ['Un camion possède une énergie cinétique égale à 250 kJ. Le camion roule à 40 km/h. Calculer sa masse.', 'fr', '4050 kg'],
    ['A car with 300 kJ of kinetic energy travels at 20 m/s. What is its mass?', 'en', '1500 kg'],
    ['$E_c = 250\\,\\text{kJ}$ et $v = 40\\,\\mathrm{km/h}$. Calculer la masse $m$.', 'fr', '4050 kg'],
    ['An A380 of mass 560 t has kinetic energy 18 GJ; find its speed in km/h', 'en', '913 km/h'],
    ["Un avion de masse 560 t a une énergie cinétique de 18 GJ. Calculer sa vitesse en km/h.", 'fr', '913 km/h'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
