import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readExponentialGrowth } from './exponentialGrowth';

const read = (s: string): ReturnType<typeof readExponentialGrowth> => readExponentialGrowth(normalize(s));

describe('growth or decay at a rate proportional to the amount, in words', () => {
  it.each([
    ['A population grows at a rate proportional to its size and doubles in 3 hours. How long does it take to triple?', 'en', 't = 3(ln(3)/ln(2)) h'],
    ['A bacteria culture grows at a rate proportional to its size. Initially there are 500 bacteria and after 2 hours there are 800. How many after 6 hours?', 'en', 'N(6) = 2048'],
    ['A quantity decays exponentially. It starts at 200 and falls to 150 after 5 years. How much is left after 20 years?', 'en', 'N(20) = 2025/32 ≈ 63.2813'],
    ['Une population de bactéries croît exponentiellement. Au départ il y a 1000 bactéries et au bout de 3 heures il y en a 3000. Au bout de combien de temps y en aura-t-il 10000 ?', 'fr', 't = 3(ln(10)/ln(3)) h'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('states the model back: N′ = kN with k from the reading, or r^{t/t₁} = R for a time', () => {
    expect(read('A culture grows exponentially. It starts with 400 cells and there are 1000 cells after 3 days. When will there be 5000 cells?')).toMatchObject({ kind: 'solve', relations: [{ lhs: '(5/2)^(t/3)', op: '=', rhs: '25/2' }], units: { t: 'day' }, asked: ['t'] });
    expect(read('A bacteria culture grows at a rate proportional to its size. Initially there are 500 bacteria and after 2 hours there are 800. How many after 6 hours?')).toMatchObject({ kind: 'ode', equation: 'dN/dt - ln(8/5)*N/2 = 0', at: '6' });
  });

  it('answers the time asked as one value, not a set', () => {
    expect(solve('A population grows at a rate proportional to its size and doubles in 3 hours. How long does it take to triple?').answer).toMatchObject({ kind: 'expr', value: '3*(ln(3)/ln(2))' });
  });

  it('leaves unread a story with no reading, or a time asked in another unit', () => {
    expect(read('A population grows at a rate proportional to its size. How many after 6 hours?')).toBeNull();
    expect(read('A bacteria culture grows exponentially. Initially there are 500 bacteria and after 2 hours there are 800. How many after 3 days?')).toBeNull();
  });
});
