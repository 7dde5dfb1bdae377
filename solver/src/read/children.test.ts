import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { childrenAsked } from './children';

/** The reading when the children were counted (null when none were, or when their count was not placed). */
const counted = (text: string): { text: string; children: { n: number; min: number; max: number } } | null => {
  const r = childrenAsked(text);
  return r && 'children' in r ? r : null;
};

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'biology', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a probability over several children of one cross (binomial)', () => {
  it('reads how many of how many children, the number told in the question or before it', () => {
    expect(counted('Aa × Aa. What is the probability that all 4 children are aa?')?.children).toEqual({ n: 4, min: 4, max: 4 });
    expect(counted('They have three children. What is the probability that one or more of the three children have the disease?')?.children).toEqual({ n: 3, min: 1, max: 3 });
    expect(counted('Ils ont 3 enfants. Quelle est la probabilité que 2 des 3 enfants soient atteints ?')?.text).toBe('Ils ont enfants. Quelle est la probabilité que un enfant soit atteint ?');
    expect(childrenAsked('What is the probability that their child is affected?')).toBeNull();
    expect(childrenAsked('Aa × Aa: probability that both children are aa?')).toEqual({ text: 'Aa × Aa: probability that a child is aa?', children: { n: 2, min: 2, max: 2 } });
  });
  it('answers all, exactly, at least and none of the children from the one-child probability', () => {
    expect(answer('Hemochromatosis is an inherited disease caused by a recessive allele. A woman and her husband, who are both carriers, have three children. What is the probability that all three children are of normal phenotype?')).toEqual({ v: '27/64', ok: true });
    expect(answer('Hemochromatosis is caused by a recessive allele. Both parents are carriers and they have three children. What is the probability that one or more of the three children have the disease?')).toEqual({ v: '37/64', ok: true });
    expect(answer('Deux parents hétérozygotes Aa pour une maladie récessive ont 3 enfants. Quelle est la probabilité que 2 des 3 enfants soient atteints ?', 'fr')).toEqual({ v: '9/64', ok: true });
    expect(answer('Sickle-cell anemia is caused by a recessive gene. Both parents carry the gene but do not have the disease. If they have four children, what is the probability that at least three of the children develop the disease?')).toEqual({ v: '13/256', ok: true });
    expect(answer('Given Aa × aa, find the probability that all 3 offspring are aa.')).toEqual({ v: '1/8', ok: true });
    expect(answer('Two heterozygous parents (Aa x Aa) have 4 children. Probability that all 4 show the recessive phenotype?')).toEqual({ v: '1/256', ok: true });
    expect(answer('Albinism is recessive. Two carriers have 4 children. What is the probability that all four are albino?')).toEqual({ v: '1/256', ok: true });
    // one child of several told before is a binomial question too, never the share for one child
    expect(answer('If two heterozygous parents (Aa × Aa) have three children, what is the probability that exactly one child is affected?')).toEqual({ v: '27/64', ok: true });
  });
  it('leaves a count of children it cannot place to the refusal', () => {
    expect(answer('Aa × Aa. They have 3 children. What is the probability that all 4 children are aa?').v).toBeUndefined();
    expect(answer('Aa x Aa: probability that 2 of the children are aa?').v).toBeUndefined();
    expect(answer('Aa x Aa: probability that all the children are aa?').v).toBeUndefined();
    expect(answer('Aa × Aa: what is the probability that exactly one child is affected?').v).toBeUndefined();
  });
});
