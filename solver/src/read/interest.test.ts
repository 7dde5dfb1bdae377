import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readInterest } from './interest';

const read = (s: string) => readInterest(normalize(s));

describe('readInterest', () => {
  it('reads simple interest, or the amount it grows to', () => {
    expect(read('Find the simple interest on $2,500 at 4% for 3 years.')).toEqual({ kind: 'evaluate', expr: '2500*4/100*3', quantity: 'interest' });
    expect(read('What is the total amount after 2 years if $800 is invested at 5% simple interest?')).toMatchObject({ expr: '800*(1 + 5/100*2)', quantity: 'amount' });
    expect(read("Calculer les intérêts simples d'un capital de 1 200 € placé à 2,5 % pendant trois ans.")).toMatchObject({ expr: '1200*2.5/100*3' });
  });
  it('reads a compound amount with its compounding period', () => {
    expect(read('$1000 invested at 6% compounded annually for 3 years. Find the balance.')).toMatchObject({ expr: '1000*(1 + 6/100)^3' });
    expect(read('Find the balance of $1000 after 2 years at 8% compounded quarterly.')).toMatchObject({ expr: '1000*(1 + 8/100/4)^(4*2)' });
  });
  it('steps aside when a value is missing, repeated, or two things are asked', () => {
    expect(read('simple interest on $500 and $700 at 3% for 2 years')).toBeNull();
    expect(read('$1000 at 6% compounded for 3 years, find the balance')).toBeNull();
    expect(read('Find the compound amount and the amount of interest earned: $4000 at 4% compounded annually for 6 years')).toBeNull();
  });
  it('answers a sum of money to the cent, verified', () => {
    const s = solve('$1000 invested at 5% compounded annually for 3 years. Find the balance.');
    expect(s.finalAnswer).toBe('≈ 1157.63');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(/^Compute the amount/);
    const fr = solve('Un capital de 3 000 € est placé à intérêts composés au taux annuel de 2 % pendant 4 ans. Calculer la valeur acquise.', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('≈ 3247,30');
  });
  it('reads the amount asked as what is in the account, what it is worth or what someone will have', () => {
    expect(read('$5000 is invested at 4% interest compounded annually. How much is in the account after 3 years?')?.expr).toBe('5000*(1 + 4/100)^3');
    expect(read('Sara puts $2000 in a savings account at 3% interest compounded monthly. How much will she have after 5 years?')?.expr).toBe('2000*(1 + 3/100/12)^(12*5)');
    expect(read('An investment of $10,000 earns 6% compounded quarterly. What will it be worth in 8 years?')?.expr).toBe('10000*(1 + 6/100/4)^(4*8)');
    expect(read('On place 1500 € à intérêts composés au taux de 2 % par an. Combien aura-t-on au bout de 4 ans ?')?.expr).toBe('1500*(1 + 2/100)^4');
  });
  it('reads "if you invest", "grow to", "become", « sa valeur acquise », « quelle somme »', () => {
    expect(read('If you invest $5000 at 4% interest compounded annually, how much will you have after 3 years?')?.expr).toBe('5000*(1 + 4/100)^3');
    expect(read('How much will $800 grow to after 4 years at 5% compounded quarterly?')?.expr).toBe('800*(1 + 5/100/4)^(4*4)');
    expect(read('What will $2000 become after 3 years at 6% compounded annually?')?.expr).toBe('2000*(1 + 6/100)^3');
    expect(read('Un capital de 2000 € est placé à intérêts composés au taux annuel de 3 %. Quelle est sa valeur acquise au bout de 5 ans ?')?.expr).toBe('2000*(1 + 3/100)^5');
    expect(read('On place 1500 euros à intérêts composés au taux de 2 % par an. Quelle somme aura-t-on au bout de 10 ans ?')?.expr).toBe('1500*(1 + 2/100)^10');
  });
});
