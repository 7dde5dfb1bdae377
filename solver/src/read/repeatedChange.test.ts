import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readRepeatedChange } from './repeatedChange';

const read = (s: string) => readRepeatedChange(normalize(s));

describe('a quantity changing by the same percentage each period', () => {
  it('reads the rate, the number of periods and the starting value, growth or decay', () => {
    expect(read('The population of a certain province increases by 10% each year. What will be the population of the province after five years from now if it is now 200 000?'))
      .toEqual({ kind: 'evaluate', expr: '200000*(1 + 10/100)^5' });
    expect(read('A car bought for $20,000 depreciates by 15% per year. What is its value after 3 years?'))
      .toEqual({ kind: 'evaluate', expr: '20000*(1 - 15/100)^3', quantity: 'amount' });
    expect(read('Un capital de 1 500 € diminue de 2 % par mois. Quelle est sa valeur au bout de 4 mois ?')?.expr).toBe('1500*(1 - 2/100)^4');
  });

  it('leaves a time asked, two rates or periods in another unit to the other readers', () => {
    expect(read('A population grows 5% per year. After how many years will it double if it is 1000 now?')).toBeNull();
    expect(read('A price rises by 10% per year then falls by 5% per year. What is it after 2 years if it is 100 now?')).toBeNull();
    expect(read('A town of 5000 grows by 3% per year. How many people after 10 months?')).toBeNull();
  });

  it('answers P₀(1 ± r/100)ⁿ, verified, money to the cent', () => {
    const s = solve('The population of a certain province increases by 10% each year. What will be the population of the province after five years from now if it is now 200 000?');
    expect(s.finalAnswer).toBe('322102');
    expect(s.verified).toBe(true);
    expect(solve('A car bought for $20,000 depreciates by 15% per year. What is its value after 3 years?').finalAnswer).toContain('12282.50');
  });

  it('reads a starting value with a scale word or in words whole (1.5 million, « deux cent mille »), never its first digits', () => {
    expect(read('A population of 1.5 million grows by 2% per year. What is it after 10 years?')).toMatchObject({ expr: '1500000*(1 + 2/100)^10' });
    expect(read("Une population de 1,5 million d'habitants augmente de 2 % par an. Combien d'habitants après 10 ans ?")).toMatchObject({ expr: '1500000*(1 + 2/100)^10' });
    expect(read('A town of one hundred and fifty thousand people grows by 2% per year. How many people after 3 years?')).toMatchObject({ expr: '150000*(1 + 2/100)^3' });
    expect(read("Une ville de deux cent mille habitants augmente de 3 % par an. Combien d'habitants après 2 ans ?")).toMatchObject({ expr: '200000*(1 + 3/100)^2' });
  });
});
