import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readMixingTank } from './mixingTank';

const read = (s: string): ReturnType<typeof readMixingTank> => readMixingTank(normalize(s));

describe('a stirred tank told as a story', () => {
  it.each([
    ['A tank contains 100 L of water with 10 kg of salt dissolved. Brine containing 0.5 kg of salt per litre enters at 4 L/min and the well-stirred mixture leaves at 4 L/min. Find the amount of salt in the tank after t minutes.', 'Q = 50 - 40*exp(-t/25)'],
    ['A tank contains 200 L of pure water. Brine containing 2 kg of salt per litre flows in at 5 L/min and the mixture flows out at the same rate. Find the amount of salt at time t.', 'Q = 400 - 400*exp(-t/40)'],
    ['A tank initially holds 100 gallons of brine with 50 lb of salt. Pure water enters at 3 gal/min and the mixture leaves at 2 gal/min. Find the amount of salt A(t) at time t.', 'A = 500000/(t + 100)^2'],
    // the volume of any liquid, the inflow 'introduced' or 'pumped into', a decimal comma before the rate
    ['A tank contains 350 liters of fluid in which 30 grams of salt is dissolved. Brine containing 1 gram of salt per liter is then pumped into the tank at a rate of 5 L/min; the well-mixed solution is pumped out at the same rate. Find the number A(t) of grams of salt in the tank at time t.', 'A = 350 - 320*exp(-t/70)'],
    ['A tank containing 400 liters of water has 10 kg of salt dissolved. Brine containing 0.03 kg/L of salt is introduced at 2 L/min and the mixture leaves at 2 L/min. Find Q(t), the salt in kg after t minutes.', 'Q = 12 - 2*exp(-t/200)'],
    ["Une cuve contient 200 L de liquide dans lequel sont dissous 20 kg de sel. On y introduit de la saumure à 0,5 kg/L au débit de 4 L/min et le mélange sort à 4 L/min. Déterminer la quantité de sel Q(t) à l'instant t.", 'Q = 100 - 80*exp(-t/50)'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('states the salt balance back, in French', () => {
    const s = solve("Une cuve contient 100 L d'eau dans laquelle sont dissous 10 kg de sel. De la saumure à 0,5 kg de sel par L entre à 4 L/min et le mélange sort à 4 L/min. Déterminer la quantité de sel Q(t) à l'instant t.", { locale: 'fr' });
    expect(s.interpretation?.text).toMatch(/dQ\/dt \+ Q\/25 = 2 avec Q\(0\) = 10/);
    expect(s.answer?.value).toBe('Q = 50 - 40*exp(-t/25)');
  });

  it('reads a value asked at one time as that point, and leaves unread rates it cannot tell apart, or mixed units', () => {
    expect(read('A tank contains 100 L of water with 10 kg of salt. Brine with 0.5 kg of salt per litre enters at 4 L/min and leaves at 4 L/min. How much salt is there after 10 minutes?')).toMatchObject({ kind: 'ode', at: '10' });
    expect(read('A tank contains 100 L of water with 10 kg of salt. Brine with 0.5 kg of salt per litre, 4 L/min, 3 L/min. Find the salt at time t.')).toBeNull();
    expect(read('A tank contains 100 gallons of water with 10 kg of salt. Brine with 0.5 kg of salt per litre enters at 4 L/min and leaves at 4 L/min. Find the salt at time t.')).toBeNull();
  });
});
