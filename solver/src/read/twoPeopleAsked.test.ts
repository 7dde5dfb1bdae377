import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const read = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; why: string } => {
  const s = solve(input, { subject: 'biology', locale });
  return { v: s.answer?.value, ok: s.verified, why: s.error?.message ?? '' };
};

describe('two people asked about at once, in Hardy–Weinberg', () => {
  it('squares the share of carriers for two unrelated people', () => {
    expect(read('Cystic fibrosis affects 1 in 2500 births. What is the probability that two unrelated phenotypically normal people are both carriers?')).toMatchObject({ v: '0.00153787', ok: true });
    // unaffected said after another word of the two people: still among the unaffected
    expect(read('La mucoviscidose touche 1 personne sur 2500. Quelle est la probabilité que deux personnes non apparentées, non atteintes, soient toutes deux porteuses ?', 'fr')).toMatchObject({ v: '0.00153787', ok: true });
    expect(read('La mucoviscidose touche 1 personne sur 2500. Quelle est la probabilité que deux personnes non apparentées soient toutes deux porteuses ?', 'fr')).toMatchObject({ v: '0.00153664', ok: true });
  });
  it('does not answer one of the two only with the square', () => {
    expect(read('Cystic fibrosis affects 1 in 2500 births. What is the probability that exactly one of two phenotypically normal parents is a carrier?')).toMatchObject({ v: undefined, why: expect.stringMatching(/exactly one/) });
    expect(read('Sickle-cell anaemia affects 1 in 400 births. Two unrelated unaffected partners: what is the probability that just one of them is a carrier?').v).toBeUndefined();
    expect(read("La mucoviscidose touche 1 naissance sur 2500. Quelle est la probabilité qu'un seul des deux parents, non atteints, soit porteur ?", 'fr')).toMatchObject({ v: undefined, why: expect.stringMatching(/une seule|l’une des deux/) });
  });
  it('does not square the share for relatives', () => {
    expect(read('Cystic fibrosis affects 1 in 2500 births. What is the probability that a man and his sister are both carriers?')).toMatchObject({ v: undefined, why: expect.stringMatching(/Relatives/) });
    expect(read('Albinism affects 1 in 10,000 people. Find the probability that two brothers are both carriers.').v).toBeUndefined();
    expect(read("La mucoviscidose touche 1 naissance sur 2500. Quelle est la probabilité qu'un homme et sa sœur soient tous deux porteurs ?", 'fr').v).toBeUndefined();
  });
  it('does not drop an affected child asked besides', () => {
    expect(read('Cystic fibrosis affects 1 in 2500 births. What is the probability that two phenotypically normal parents are both carriers and have an affected child?')).toMatchObject({ v: undefined, why: expect.stringMatching(/child/) });
    expect(read('La mucoviscidose touche 1 naissance sur 2500. Quelle est la probabilité que les deux parents, non atteints, soient porteurs et aient un enfant atteint ?', 'fr')).toMatchObject({ v: undefined, why: expect.stringMatching(/enfant/) });
    expect(read('PKU occurs in $\\frac{1}{10000}$ newborns. What is the chance that two healthy spouses are both heterozygous and that their first child is affected?').v).toBeUndefined();
  });
  it('does not take two normal parents for two carriers', () => {
    expect(read('Cystic fibrosis affects 1 in 2500 births. Two phenotypically normal parents have a child. What is the probability that the child is affected?').v).toBeUndefined();
    expect(read('Two phenotypically normal parents have a child. What is the probability that the child is affected?').v).toBeUndefined();
    expect(read('La mucoviscidose touche 1 naissance sur 2500. Deux parents sains ont un enfant. Quelle est la probabilité que l’enfant soit atteint ?', 'fr').v).toBeUndefined();
    // parents of an affected child are carriers
    expect(read('Two unaffected parents have a child with cystic fibrosis. What is the probability that their next child is affected?')).toMatchObject({ v: '1/4', ok: true });
  });
});
