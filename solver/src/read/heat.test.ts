import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('heat: warming, change of state, conduction', () => {
  it('reads a specific heat typed with a star, J/(g*°C), as the capacity and answers the heat asked', () => {
    expect(answer('How much heat is released when 150 g of iron cools from 525 °C to 100 °C? The heat capacity is 0.44 J/(g*°C).')).toEqual({ v: '28.1 kJ', ok: true });
    expect(answer('How much heat is absorbed when 500 g of copper goes from 25.0 °C to 35.0 °C? The heat capacity of copper is 0.385 J/(g*°C).')).toEqual({ v: '1930 J', ok: true });
    expect(answer("Quelle chaleur faut-il fournir à 2 kg d'eau pour la chauffer de 20 °C à 80 °C ? c = 4,18 kJ/(kg*°C).", 'fr')).toEqual({ v: '502 kJ', ok: true });
  });

  it('gives q of a body that cools with its sign when asked by its symbol, and the heat released as an amount', () => {
    expect(answer('A 200 g copper sample (c = 0.385 J/(g·°C)) cools from 95 °C to 30 °C. Find q.')).toEqual({ v: '-5010 J', ok: true });
    expect(answer('Un échantillon de cuivre de 200 g (c = 0,385 J/(g·°C)) refroidit de 95 °C à 30 °C. Calculer Q.', 'fr')).toEqual({ v: '-5010 J', ok: true });
    expect(answer('A 500 g block of iron, c = 450 J/(kg*K), is cooled from 80 °C to 20 °C. What is q?')).toEqual({ v: '-13.5 kJ', ok: true });
    expect(answer('A 200 g copper sample (c = 0.385 J/(g·°C)) cools from 95 °C to 30 °C. How much heat is released?')).toEqual({ v: '5010 J', ok: true });
    expect(answer('Un échantillon de cuivre de 200 g (c = 0,385 J/(g·°C)) refroidit de 95 °C à 30 °C. Quelle chaleur est cédée ?', 'fr')).toEqual({ v: '5010 J', ok: true });
    expect(answer('A 200 g copper sample (c = 0.385 J/(g·°C)) is heated from 30 °C to 95 °C. Find q.')).toEqual({ v: '5010 J', ok: true });
  });

  it('gives the heat to warm a body from two temperatures or a rise, in kJ from 10 kJ', () => {
    expect(answer('How much heat is needed to raise the temperature of 2.0 kg of water from 20 °C to 80 °C? c = 4186 J/(kg·K)')).toEqual({ v: '502 kJ', ok: true });
    expect(answer("Quelle énergie faut-il pour chauffer 500 g d'eau de 15 °C à 100 °C ? c(eau) = 4180 J·kg⁻¹·K⁻¹", 'fr')).toEqual({ v: '178 kJ', ok: true });
    expect(answer('How much energy to heat 3 kg of aluminium (c = 900 J/kg·K) by 40 K?')).toEqual({ v: '108 kJ', ok: true });
    // a volume of water weighs 1 kg per litre; another liquid's density must be given
    expect(answer('Calculate the energy needed to heat 250 mL of water from 20°C to 100°C (c = 4.18 J/g°C)')).toEqual({ v: '83.6 kJ', ok: true });
    expect(answer("Calculer l'énergie thermique Q nécessaire pour élever de 25 °C la température de 3 L d'eau. c = 4185 J/(kg·°C), masse volumique 1 kg/L", 'fr')).toEqual({ v: '314 kJ', ok: true });
    expect(answer('Energy to heat 2 L of oil by 30 K? c = 2000 J/(kg·K)').v).toBeUndefined();
  });

  it('finds the temperature change, the specific heat or the mass, a change in °C written in °C', () => {
    expect(answer('Q = mcΔT, Q = 12 kJ, m = 0.5 kg, c = 900 J/kg°C, find ΔT')).toEqual({ v: '26.7 °C', ok: true });
    expect(answer("On fournit 41,8 kJ à 1 kg d'eau (c = 4180 J/(kg·°C)). De combien s'élève sa température ?", 'fr')).toEqual({ v: '10.0 °C', ok: true });
    expect(answer('A 0.25 kg block of metal absorbs 2.3 kJ of heat and its temperature rises by 20 °C. What is its specific heat capacity?')).toEqual({ v: '460 J/(kg·K)', ok: true });
    expect(answer('m = 2 kg, c = 385 J/kg K, ΔT = 30 K. Q = ?')).toEqual({ v: '23.1 kJ', ok: true });
    expect(answer('Q=mcΔT: find c if Q = 5000 J, m = 0.1 kg, ΔT = 50 °C')).toEqual({ v: '1000 J/(kg·K)', ok: true });
    // a metal named is no amount to count in moles
    expect(answer('Un bloc de fer de 2 kg (chaleur massique 450 J·kg⁻¹·K⁻¹) passe de 20 °C à 120 °C. Énergie reçue ?', 'fr')).toEqual({ v: '90.0 kJ', ok: true });
  });

  it('gives the final temperature of a body warmed from a given temperature, in its scale', () => {
    expect(answer('What is the final temperature when 20 kJ is added to 1 kg of water at 20 °C? c = 4200 J/kg·K')).toEqual({ v: '24.8 °C', ok: true });
    expect(answer("On fournit 20 kJ à 1 kg d'eau à 20 °C, c = 4200 J/(kg·K). Température finale ?", 'fr')).toEqual({ v: '24.8 °C', ok: true });
    // a body that loses heat is not read as warmed
    expect(answer('1 kg of water at 80 °C loses 20 kJ, c = 4200 J/kg·K. Final temperature?').v).toBeUndefined();
  });

  it('reads a change of state, the temperature it happens at being no datum', () => {
    expect(answer('Heat required to melt 0.5 kg of ice at 0 °C? Lf = 334 kJ/kg')).toEqual({ v: '167 kJ', ok: true });
    expect(answer("Calculer l'énergie nécessaire pour vaporiser 200 g d'eau à 100 °C. Lv = 2260 kJ/kg", 'fr')).toEqual({ v: '452 kJ', ok: true });
  });

  it('gives the rate of heat flow through a wall or a window', () => {
    expect(answer('Rate of heat conduction through a glass window 1.2 m × 0.8 m, 4 mm thick, k = 0.8 W/(m·K), inside 20 °C outside 5 °C')).toEqual({ v: '2880 W', ok: true });
    expect(answer("Un mur de 15 m² et de 30 cm d'épaisseur a une conductivité λ = 0,8 W/(m·K). Écart de température 20 K. Flux thermique ?", 'fr')).toEqual({ v: '800 W', ok: true });
  });

  it('leaves a single temperature that is no change, or a question naming nothing missing, unanswered', () => {
    expect(answer('2 kg of water at 20 °C, c = 4186 J/(kg·K). Heat needed?').v).toBeUndefined();
    expect(answer('Q = 12 kJ, m = 0.5 kg, c = 900 J/kg°C. Mass?').v).toBeUndefined();
    // a warming that goes on to boil the water is two steps, the latent heat not given
    expect(answer('Heat needed to warm 2 kg of water by 30 °C, then to boil it away. c = 4186 J/kg·K').v).toBeUndefined();
    // a capacity spelled out in words is no heat of that many joules
    expect(answer('Heat needed to warm a 300 g aluminium block from 10 °C to 50 °C? Its specific heat is 900 joules per kilogram per degree.').v).toBeUndefined();
  });
});

describe('a heater warming a body with all its power', () => {
  it('gives the time from the power, or the power from the time, water taking its own capacity and density', () => {
    expect(answer('A 3 kW kettle heats 1.5 kg of water from 20 °C to 100 °C. How long does it take? c = 4200 J/kg°C.')).toEqual({ v: '168 s', ok: true });
    expect(answer("Combien de temps faut-il à une bouilloire de 2000 W pour chauffer 1 L d'eau de 20 °C à 100 °C ?", 'fr')).toEqual({ v: '167 s', ok: true });
    expect(answer('What power is needed to heat 2 kg of water from 15 °C to 75 °C in 5 minutes?')).toEqual({ v: '1670 W', ok: true });
  });

  it('leaves a body of unknown capacity unread', () => {
    expect(answer('A 500 W heater warms 2 kg of oil from 20 °C to 60 °C. How long does it take?').v).toBeUndefined();
  });
});
