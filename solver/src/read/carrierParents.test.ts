import { describe, expect, it } from 'vitest';
import { carrierParentsText } from './carrierParents';
import { value } from '../biology/test-helpers';

describe('unaffected parents of an affected child', () => {
  it('reads both parents as carriers, in English and French', () => {
    expect(value('Two unaffected parents have a child with cystic fibrosis (autosomal recessive). What is the probability that their next child will have cystic fibrosis?')).toEqual({ v: '1/4', ok: true });
    expect(value('Healthy parents have a son with albinism. What is the chance their next child is a carrier?')).toEqual({ v: '1/2', ok: true });
    expect(value('Des parents sains ont eu un enfant atteint de mucoviscidose. Quelle est la probabilité que leur prochain enfant soit atteint ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('asks a carrier of their unaffected child among the unaffected children', () => {
    expect(value('Two unaffected parents have a child with cystic fibrosis. What is the probability that their unaffected daughter is a carrier?')).toEqual({ v: '2/3', ok: true });
    expect(value('Des parents sains ont eu un enfant atteint de mucoviscidose. Probabilité que leur enfant sain soit porteur ?', 'fr')).toEqual({ v: '2/3', ok: true });
  });
});

describe('parents of a recessive disease told by their status', () => {
  it('writes the cross before the text and takes the words that told it out', () => {
    expect(carrierParentsText('Albinism is recessive. What is the chance that a child of two heterozygous parents is albino?')).toBe('Carrier parents: Aa × Aa. Albinism is recessive. What is the chance that a child of parents is albino?');
    expect(carrierParentsText('One parent is a carrier of cystic fibrosis and the other parent has CF. Chance of a child with CF?')).toMatch(/^Carrier parents: Aa × aa\. /);
    expect(carrierParentsText('A carrier of PKU marries a woman who is not a carrier. Probability of a carrier child?')).toMatch(/^Carrier parents: Aa × AA\. /);
  });
  it('reads nothing of a dominant disease, nor of a parent told only healthy', () => {
    expect(carrierParentsText('Huntington disease is dominant. Two carriers have a child. Probability the child is affected?')).toBeNull();
    expect(carrierParentsText('One parent is a carrier of cystic fibrosis and the other is healthy. Probability of an affected child?')).toBeNull();
  });
  it('answers for the child asked, never for the parents’ words', () => {
    expect(value('Albinism is recessive. What is the probability that a child of two heterozygous parents will be albino?')).toEqual({ v: '1/4', ok: true });
    expect(value('What is the probability that a child of two heterozygous parents will be albino?')).toEqual({ v: '1/4', ok: true });
    expect(value('One parent is a carrier of cystic fibrosis and the other parent has CF. What is the chance of having a child with CF?')).toEqual({ v: '1/2', ok: true });
    expect(value('A carrier of PKU marries a woman with PKU. What is the probability that their child has PKU?')).toEqual({ v: '1/2', ok: true });
    expect(value('She has sickle cell trait and her partner has the trait. What is the chance that their baby gets sickle cell anemia?')).toEqual({ v: '1/4', ok: true });
  });
  it('reads the French statuses and the risk asked', () => {
    expect(value("Deux parents porteurs sains de la mucoviscidose : quel est le risque d'avoir un enfant malade ?", 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value("Deux parents hétérozygotes pour la mucoviscidose ont un enfant. Quelle est la probabilité qu'il soit atteint ?", 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('reads both parents named one by one, or said to carry the gene, as carriers', () => {
    expect(value('The mother and father are both carriers of cystic fibrosis. What is the probability that their child is affected?')).toEqual({ v: '1/4', ok: true });
    expect(value('Le père et la mère sont porteurs sains de la mucoviscidose. Quelle est la probabilité que leur enfant soit atteint ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('Sickle-cell anemia is caused by a recessive gene. Both parents carry the gene but do not have the disease. What is the probability that a child has the disease?')).toEqual({ v: '1/4', ok: true });
    expect(value('The mother and the father of five children are carriers (heterozygous) of an autosomal recessive allele that causes cystic fibrosis. What is the probability of having exactly three normal children among five?')).toEqual({ v: '135/512', ok: true });
  });
});
