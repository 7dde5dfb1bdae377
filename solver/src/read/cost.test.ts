import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('the cost of running a device', () => {
  it('prices the energy taken in kWh, the price in a currency or in cents', () => {
    expect(answer('A 2 kW heater is used 3 hours a day for 30 days. Electricity costs $0.15 per kWh. What is the running cost?')).toEqual({ v: '27.00', ok: true });
    expect(answer("Calculer le coût de fonctionnement d'un radiateur de 1500 W utilisé 6 h par jour pendant 30 jours, à 0,15 € le kWh.", 'fr')).toEqual({ v: '40.50', ok: true });
    expect(answer('How much does it cost to run a 100 W bulb for 8 h if electricity is 12 cents per kWh?')).toEqual({ v: '0.09600', ok: true });
    expect(answer('Un appareil consomme 300 kWh. Le kWh coûte 0,18 €. Coût ?', 'fr')).toEqual({ v: '54.00', ok: true });
    expect(answer('Une ampoule de 60 W reste allumée 5 h. Le prix du kWh est de 0,17 €. Quel est le coût ?', 'fr')).toEqual({ v: '0.05100', ok: true });
  });

  it('sums a daily use over days or weeks, and refuses a daily use over no stated period by naming it', () => {
    expect(answer('A 1 kW kettle is used 30 min a day for 2 weeks. Cost at 0.15 € per kWh?')).toEqual({ v: '1.050', ok: true });
    expect(answer('A 2 kW heater runs 3 hours a day. Cost per day at $0.15 per kWh?')).toEqual({ v: '0.9000', ok: true });
    const refused = solve('Cost of running a 3 kW oven 1.5 h per day at €0.20/kWh', { subject: 'engineering', locale: 'en' });
    expect(refused.answer ?? undefined).toBeUndefined();
    expect(refused.error?.message).toContain('1.5 h per day');
    expect(solve('Un fer à repasser de 2200 W fonctionne 2 h par jour. Énergie consommée en kWh ?', { subject: 'physics', locale: 'fr' }).error?.message).toContain('2 h par jour');
  });

  it('leaves a cost without a price per kWh, or another question, unanswered', () => {
    expect(answer('A 2 kW heater is used for 3 h. What is the running cost?').v).toBeUndefined();
    expect(answer('A 2 kW heater is used for 3 h at $0.15 per kWh. How much energy does it use?').v).toBeUndefined();
  });
});
