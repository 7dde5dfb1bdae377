import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readDiscount } from './discount';

const read = (s: string) => readDiscount(normalize(s));

describe('a price with a percentage off', () => {
  it('reads the price and the percentage off, in English and French', () => {
    expect(read('A shirt costs $40 and is on sale for 25% off. What is the sale price?')).toEqual({ kind: 'evaluate', expr: '40*(1 - 25/100)', quantity: 'amount' });
    expect(read('a $80 jacket has a 15% discount. find the new price')?.expr).toBe('80*(1 - 15/100)');
    expect(read('Un pull coûte 45 € ; il est soldé à -20 %. Quel est son nouveau prix ?')?.expr).toBe('45*(1 - 20/100)');
  });

  it('leaves the amount saved, two reductions or a missing price to the other readers', () => {
    expect(read('A shirt costs $40 and is on sale for 25% off. How much do you save?')).toBeNull();
    expect(read('A TV costs $500. It is 20% off and then another 10% off. What is the final price?')).toBeNull();
    expect(read('A shirt is on sale for 25% off. What is the sale price?')).toBeNull();
  });

  it('answers the price to the cent, verified', () => {
    const s = solve('A shirt costs $40 and is on sale for 25% off. What is the sale price?');
    expect(s.finalAnswer).toBe('30');
    expect(s.verified).toBe(true);
    expect(solve('Un pull coûte 45 € ; il est soldé à -20 %. Quel est son nouveau prix ?', { locale: 'fr' }).interpretation?.text).toBe('Calculer le montant 45(1 − 20/100)');
  });
});
