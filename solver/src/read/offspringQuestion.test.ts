import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { refusal } from '../biology/test-helpers';

describe('a probability about several offspring at once', () => {
  it('is refused by name, never answered for one offspring', () => {
    expect(refusal('IAi × IBi: probability that 2 of 3 children have blood type O?')).toContain('2 of 3');
    expect(refusal('Bb x Bb: what is the probability that at least one of 4 puppies is bb?')).toContain('at least one');
    expect(refusal('IAi × IBi: probability that both children have blood type O?')).toContain('both children');
    expect(refusal('XHXh × XHY: probability that their three sons are all colour-blind?')).toContain('three sons');
    // « tous les 4 » with no noun after it: several children still, not one (1/256 is not 1/4)
    expect(refusal('Deux parents hétérozygotes Aa × Aa ont 4 enfants. Probabilité que tous les 4 soient aa ?', 'fr')).toContain('tous les 4');
  });
  it('refuses a negated or joined class and a class among others named in passing', () => {
    expect(refusal('Aa × Aa: probability that an offspring is not Aa?')).toContain('not');
    expect(refusal("Croisement Aa × Aa : probabilité qu'un descendant ne soit pas Aa ?")).toContain('ne soit pas');
    expect(refusal('Aa x Aa: probability that an offspring is Aa or aa?')).toContain('or');
    expect(refusal('IAi × IBi: probability that a child does not have blood type O?')).toContain('not');
    expect(refusal('Aa x Aa: probability of a heterozygous or homozygous recessive offspring?')).toContain('or');
    expect(refusal('Aa x Aa: what fraction of spotted offspring are heterozygous?')).toContain('spotted offspring');
  });
  it('answers a negated or joined class of one gene that is a class itself', () => {
    const answer = (input: string): { v: string | undefined; ok: boolean; i: string } => {
      const s = solve(input, { subject: 'biology', locale: input.includes("'") ? 'fr' : 'en' });
      return { v: s.answer?.value, ok: s.verified, i: JSON.stringify(s.interpretation) };
    };
    expect(answer('What fraction of the offspring of Aa × Aa are not aa?')).toMatchObject({ v: '3/4', ok: true, i: expect.stringContaining('A_') });
    expect(answer("Tt × Tt : probabilité qu'un descendant ne soit pas tt ?")).toMatchObject({ v: '3/4', ok: true });
    expect(answer('Aa x aa: probability that an offspring is AA or Aa?')).toMatchObject({ v: '1/2', ok: true });
    expect(answer('Aa × Aa: probability that an offspring is heterozygous or homozygous dominant?')).toMatchObject({ v: '3/4', ok: true });
    expect(answer('Two carriers (Ff) have a child. What is the probability that the child does not have cystic fibrosis?')).toMatchObject({ v: '3/4', ok: true, i: expect.stringContaining('F_') });
  });
  it('answers a class among the offspring of a trait named by word', () => {
    expect(solve('Tt x Tt: among the tall offspring, what fraction are heterozygous?', { subject: 'biology' })).toMatchObject({ answer: { value: '2/3' }, verified: true });
    expect(solve('Tt x Tt: among the tall offspring, what fraction are homozygous?', { subject: 'biology' })).toMatchObject({ answer: { value: '1/3' }, verified: true });
  });
  it('leaves a count out of many offspring to the cross', () => {
    expect(solve('Aa × Aa, 400 offspring: probability of aa?', { subject: 'biology' }).answer?.value).toBe('1/4');
  });
});

describe('the question alone, without the data told in it', () => {
  const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; i: string } => {
    const s = solve(input, { subject: 'biology', locale });
    return { v: s.answer?.value, ok: s.verified, i: JSON.stringify(s.interpretation) };
  };
  it('never reads the dominance of a condition clause as the class asked', () => {
    expect(answer('How many of the 240 offspring of a Tt × Tt cross will be short, if T (tall) is dominant over t (short)?')).toMatchObject({ v: '60', ok: true, i: expect.stringContaining('tt') });
    expect(answer('What fraction of the offspring will be homozygous recessive if two heterozygotes (Aa) are crossed?')).toMatchObject({ v: '1/4', ok: true });
  });
  it('reads a French question asked before its cross', () => {
    expect(answer('Combien de descendants auront des fleurs blanches sur 240 ? Rr × Rr, R (rouge) domine r (blanc).', 'fr')).toMatchObject({ v: '60', ok: true });
    expect(answer('Quelle proportion de la descendance est aa si on croise Aa × Aa ?', 'fr')).toMatchObject({ v: '1/4', ok: true });
    expect(answer('Quelle proportion des descendants sera hétérozygote si on croise Aa et aa ?', 'fr')).toMatchObject({ v: '1/2', ok: true });
  });
  it('reads a trait the text declares dominant or recessive without a letter, and refuses one it does not', () => {
    expect(answer('In pea plants, tall is dominant to short. Two heterozygous tall plants are crossed. What fraction of offspring are short?')).toMatchObject({ v: '1/4', ok: true });
    expect(answer('Chez le pois, le caractère nain est récessif. On croise deux plants hétérozygotes. Quelle proportion de plants nains ?', 'fr')).toMatchObject({ v: '1/4', ok: true });
    expect(refusal('Aa × Aa: fraction short?')).toContain('short');
  });
});

describe('a brood counted with "among", letters tied in brackets, and a mutant trait word', () => {
  const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
    const s = solve(input, { subject: 'biology', locale });
    return { v: s.answer?.value, ok: s.verified };
  };
  it('reads "among 400 offspring" as the brood and "(P = purple, p = white)" as data', () => {
    expect(answer('How many white-flowered plants are expected among 400 offspring of Pp × Pp (P = purple, p = white)?')).toEqual({ v: '100', ok: true });
    expect(answer('How many of the 96 puppies from Bb × bb will have brown fur if B (black) is dominant to b (brown)?')).toEqual({ v: '48', ok: true });
  });
  it('refuses a mutant trait word whose allele the text does not say, instead of guessing from its initial', () => {
    expect(refusal("Quelle proportion de la descendance sera naine si l'on croise Nn × nn ?")).toContain('naine');
  });
});
