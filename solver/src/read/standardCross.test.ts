import { describe, expect, it } from 'vitest';
import { standardCrossText } from './standardCross';
import { value } from '../biology/test-helpers';

describe('a textbook cross named without genotypes', () => {
  it('is written back as the genotypes it stands for', () => {
    expect(standardCrossText('phenotypic ratio of a dihybrid cross')).toContain('AaBb × AaBb');
    expect(standardCrossText('F2 genotypic ratio of a monohybrid cross')).toContain('AA × aa');
    expect(standardCrossText('Expected phenotypic ratio of a dihybrid test cross?')).toContain('AaBb × aabb');
    expect(standardCrossText('Tt × Tt: fraction tall?')).toBeNull();
  });
  it('answers the ratios of the F2 and of test crosses', () => {
    expect(value('What is the expected phenotypic ratio in the F2 of a dihybrid cross?')).toEqual({ v: '9:3:3:1', ok: true });
    expect(value('F2 genotypic ratio of a monohybrid cross')).toEqual({ v: '1:2:1', ok: true });
    expect(value("Rapport phénotypique en F2 d'un croisement monohybride ?", 'fr')).toEqual({ v: '3:1', ok: true });
    expect(value('Expected phenotypic ratio of a dihybrid test cross?')).toEqual({ v: '1:1:1:1', ok: true });
  });
});

describe('more ways a class or a datum is told', () => {
  it('reads « doubles récessifs », a recessive phenotype asked, parameters in the question and an actual size asked first', () => {
    expect(value('AaBb × AaBb : fraction de descendants doubles récessifs ?', 'fr')).toEqual({ v: '1/16', ok: true });
    expect(value('The frequency of the dominant allele is 0.9. What proportion of the population shows the recessive phenotype?')).toEqual({ v: '0.01', ok: true });
    expect(value('N0 = 100, doubling time 20 min, N after 2 h?')).toEqual({ v: '6400', ok: true });
    expect(value('N0 = 500, r = 0.1/h, t = 10 h: N?').v).toBe('1359.14');
    expect(value('actual size if image = 18 mm and magnification = ×600 (in µm)')).toEqual({ v: '30 um', ok: true });
    expect(value('A cell 25 um long at x1000 — image length in mm?')).toEqual({ v: '25 mm', ok: true });
  });
});

describe('two carriers of a recessive disease named without letters', () => {
  it('crosses Aa × Aa and asks the affected child as aa, the healthy one as A_', () => {
    expect(value('Albinism is recessive. Two carriers have a child. What is the probability the child is albino?')).toEqual({ v: '1/4', ok: true });
    expect(value("L'albinisme est récessif. Deux parents hétérozygotes ont un enfant. Quelle est la probabilité qu'il soit albinos ?", 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('Cystic fibrosis is recessive. Both parents are carriers. What is the probability that their child is unaffected?')).toEqual({ v: '3/4', ok: true });
  });
  it('never reads a dominant disease as carried by the recessive allele', () => {
    expect(value('Huntington disease is autosomal dominant. Two heterozygous parents (Hh × Hh). Probability a child is affected?').v).toBeUndefined();
  });
});
