import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readPercentApplied } from './percentApplied';

const read = (s: string) => readPercentApplied(normalize(s));

describe('a value changed by percentages in a row', () => {
  it('reads the value after the changes, in English and French', () => {
    expect(read('Un article coûte 80 €. Son prix augmente de 15 % puis baisse de 20 %. Quel est son nouveau prix ?')).toEqual({ kind: 'evaluate', expr: '80*(1 + 15/100)*(1 - 20/100)', quantity: 'amount' });
    expect(read('A price of $50 increases by 10% and then by 20%. What is the new price?')?.expr).toBe('50*(1 + 10/100)*(1 + 20/100)');
    expect(read('A population of 2000 increases by 10% then decreases by 10%. What is the final population?')).toEqual({ kind: 'evaluate', expr: '2000*(1 + 10/100)*(1 - 10/100)' });
  });

  it('reads the value before the changes when the original is asked', () => {
    expect(read('A shirt costs $40 after a 20% discount. What was the original price?')?.expr).toBe('40/(1 - 20/100)');
    expect(read('A store increases prices by 10%. If a shirt costs $22 after the increase, what was the original price?')?.expr).toBe('22/(1 + 10/100)');
    expect(read('Après une hausse de 8 %, un loyer est de 540 €. Quel était le loyer initial ?')?.expr).toBe('540/(1 + 8/100)');
    expect(read('Un article coûte 120 € TTC avec une TVA de 20 %. Quel est son prix hors taxe ?')?.expr).toBe('120/(1 + 20/100)');
    expect(read('Un article coûte 100 € HT. Avec une TVA de 20 %, quel est son prix TTC ?')?.expr).toBe('100*(1 + 20/100)');
  });

  it('leaves a rate per period, an amount saved, a percentage asked or an unsigned percentage to the other readers', () => {
    expect(read('The population increases by 10% each year. What will it be after five years if it is now 200000?')).toBeNull();
    expect(read('A shirt costs $40 and is on sale for 25% off. How much do you save?')).toBeNull();
    expect(read('A price goes from $40 to $50. What is the percentage increase?')).toBeNull();
    expect(read('A shirt costs $40, which is 20% of something. What is the new price?')).toBeNull();
  });

  it('answers, verified', () => {
    const s = solve('A TV costs $500. It is 20% off and then another 10% off. What is the final price?');
    expect(s.answer?.value).toBe('360');
    expect(s.verified).toBe(true);
    expect(solve('After a 15% increase, a bike costs $230. What was the price before the increase?').answer?.value).toBe('200');
  });
  it('reads the value asked, not the words labelling the value given', () => {
    expect(read('A price increases by 10% and then decreases by 10%. What is the new price if the original price was $50?')?.expr).toBe('50*(1 + 10/100)*(1 - 10/100)');
    expect(read('Un prix augmente de 10 % puis baisse de 10 %. Quel est le nouveau prix si le prix initial était de 50 € ?')?.expr).toBe('50*(1 + 10/100)*(1 - 10/100)');
    expect(read("Quel est le prix TTC d'un article à 100 € HT avec une TVA de 20 % ?")?.expr).toBe('100*(1 + 20/100)');
    expect(read('What is the total cost of a meal that costs $40 before a 15% tip?')?.expr).toBe('40*(1 + 15/100)');
    expect(read('If the original price was $80, what is the final price after a 25% discount?')?.expr).toBe('80*(1 - 25/100)');
    expect(read('What was the original price of a coat that sells for $60 after a 25% discount?')?.expr).toBe('60/(1 - 25/100)');
    expect(read("Quel était le prix initial d'un article vendu 60 € après une remise de 25 % ?")?.expr).toBe('60/(1 - 25/100)');
    expect(read('What is the price including tax of an item that costs $80 before a 5% sales tax?')?.expr).toBe('80*(1 + 5/100)');
    // both asked at once: not read
    expect(read("Quel est le prix initial et le nouveau prix d'un article à 50 € après une hausse de 10 % ?")).toBeNull();
  });

  it('answers the value asked, verified', () => {
    expect(solve('A price increases by 10% and then decreases by 10%. What is the new price if the original price was $50?').answer?.value).toBe('99/2');
    expect(solve('What is the total cost of a meal that costs $40 before a 15% tip?').answer?.value).toBe('46');
  });
});
