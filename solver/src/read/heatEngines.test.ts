import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('engines, heat pumps and refrigerators between two reservoirs', () => {
  it('gives the Carnot efficiency from the two temperatures, in kelvins or degrees Celsius', () => {
    expect(value('Carnot efficiency of an engine operating between 500 K and 300 K?')).toEqual({ v: '0.4000', ok: true });
    expect(value("Quel est le rendement maximal d'un moteur thermique fonctionnant entre deux sources à 800 K et 300 K ?", 'fr')).toEqual({ v: '0.6250', ok: true });
    expect(value('Let T_h = 600 K and T_c = 350 K be the reservoir temperatures of a Carnot engine. Find its efficiency.')).toEqual({ v: '0.4167', ok: true });
  });

  it('gives the ideal coefficient of performance of a heat pump or of a refrigerator', () => {
    expect(value('What is the best coefficient of performance for a heat pump that has a hot reservoir temperature of 50.0 °C and a cold reservoir temperature of -20.0 °C?')).toEqual({ v: '4.616', ok: true });
    expect(value('Une pompe à chaleur idéale fonctionne entre une source froide à 5 °C et une source chaude à 35 °C. Calculer son coefficient de performance.', 'fr')).toEqual({ v: '10.27', ok: true });
    expect(value('A refrigerator keeps its inside at −18 °C in a kitchen at 22 °C. What is its maximum COP?')).toEqual({ v: '6.379', ok: true });
  });

  it('gives the coefficient of performance from the heat delivered (or removed) and the work taken', () => {
    expect(value('A heat pump delivers 12 kW of heat while consuming 3 kW of electrical power. What is its COP?')).toEqual({ v: '4.000', ok: true });
    expect(value('A refrigerator removes 300 J of heat from its interior for every 100 J of work. Find its coefficient of performance.')).toEqual({ v: '3.000', ok: true });
    expect(value("Une pompe à chaleur fournit 20 MJ de chaleur à une maison en consommant 5 MJ d'énergie électrique. Calculer son coefficient de performance.", 'fr')).toEqual({ v: '4.000', ok: true });
    // the heat a heat pump takes from outside is not the heat it delivers
    expect(value('A heat pump takes 3 kW of electrical power and extracts 9 kW of heat from outside. What is its COP?').ok).toBe(false);
  });

  it('does not answer an actual machine from its temperatures alone', () => {
    expect(solve('A real engine working between 500 K and 300 K burns fuel. What is its actual efficiency?', { locale: 'en' }).verified).toBe(false);
  });
});

describe('work of a gas at constant pressure', () => {
  it('is the pressure times the change of volume, negative when the gas is compressed', () => {
    expect(value('An ideal gas expands at a constant pressure of 2.0 × 10^5 Pa from 0.010 m³ to 0.025 m³. How much work does the gas do?')).toEqual({ v: '3000 J', ok: true });
    expect(value('Un gaz se détend à pression constante p = 1,5 bar de 2 L à 5 L. Calculer le travail fourni par le gaz.', 'fr')).toEqual({ v: '450 J', ok: true });
    expect(value('A gas at constant pressure of 100 kPa is compressed from 4 L to 1 L. Find the work done by the gas.')).toEqual({ v: '-300 J', ok: true });
  });
});
