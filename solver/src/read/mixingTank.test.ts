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
