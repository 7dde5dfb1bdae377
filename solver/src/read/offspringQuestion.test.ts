import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const refusal = (input: string): string => {
  const s = solve(input, { subject: 'biology' });
  expect(s.answer).toBeFalsy();
  return JSON.stringify(s);
};

describe('a probability about several offspring at once', () => {
  it('is refused by name, never answered for one offspring', () => {
    expect(refusal('Aa x Aa: probability that 2 of 3 children are aa?')).toContain('2 of 3');
    expect(refusal('Bb x Bb: what is the probability that at least one of 4 puppies is bb?')).toContain('at least one');
    expect(refusal('IAi × IBi: probability that both children have blood type O?')).toContain('both children');
    expect(refusal('XHXh × XHY: probability that their three sons are all colour-blind?')).toContain('three sons');
  });
  it('refuses a negated or joined class and a class among others named in passing', () => {
    expect(refusal('Aa × Aa: probability that an offspring is not aa?')).toContain('not');
    expect(refusal("Croisement Aa × Aa : probabilité qu'un descendant ne soit pas aa ?")).toContain('ne soit pas');
    expect(refusal('IAi × IBi: probability that a child does not have blood type O?')).toContain('not');
    expect(refusal('Aa x Aa: probability of a heterozygous or homozygous recessive offspring?')).toContain('or');
    expect(refusal('Tt x Tt: what fraction of tall offspring are heterozygous?')).toContain('tall offspring');
  });
  it('leaves a count out of many offspring to the cross', () => {
    expect(solve('Aa × Aa, 400 offspring: probability of aa?', { subject: 'biology' }).answer?.value).toBe('1/4');
  });
});
