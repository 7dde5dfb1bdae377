import { describe, expect, it } from 'vitest';
import { readLethalCross } from './lethalCross';
import { SolverError } from '../errors';
import { reading } from '../biology/test-helpers';

describe('a cross of two animals showing a trait lethal when homozygous', () => {
  it('crosses two heterozygotes and counts only the survivors', () => {
    expect(readLethalCross('The yellow allele is lethal when homozygous. Two yellow mice are crossed. Ratio of yellow to non-yellow?')).toEqual({ kind: 'monohybrid', parents: ['Yy', 'Yy'], lethal: 'YY', want: 'phenotype_ratio' });
    expect(reading('In mice, the yellow allele is lethal when homozygous. Two yellow mice are mated. What is the ratio of yellow to nonyellow among the surviving offspring?')).toEqual({ v: '2:1', ok: true, i: 'Phenotype ratio of Yy × Yy (YY lethal)' });
    expect(reading('In mice the yellow allele is lethal when homozygous. Two yellow mice are crossed. What fraction of the surviving offspring are yellow?')).toMatchObject({ v: '2/3', ok: true });
  });
  it('reads the other phenotype named by another trait word, in French', () => {
    expect(reading("Chez la souris, l'allèle taches blanches est dominant et létal à l'état homozygote. On croise deux souris à taches blanches : quelle proportion de souriceaux noirs ?", 'fr')).toMatchObject({ v: '1/3', ok: true });
  });
  it('refuses by name what it cannot place, never answering an ordinary cross', () => {
    expect(readLethalCross('Yy x Yy, YY is lethal. What fraction of the offspring are yellow?')).toBeInstanceOf(SolverError);
    expect(readLethalCross('The tailless allele is lethal when homozygous. Two tailless cats are mated. What fraction of the kittens die?')).toBeInstanceOf(SolverError);
    expect(reading('The tailless allele is lethal when homozygous. Two tailless cats are mated. What fraction of the kittens die?').v).toBeUndefined();
  });
});

describe('a cross written in genotypes with the genotype that dies named', () => {
  it('reads the cross as without it, then counts only the survivors', () => {
    // "yellow" is read as Y_ as in the same cross without a lethal genotype (3/4 there)
    expect(reading('Yy x Yy, YY is lethal. What fraction of the offspring are yellow?')).toMatchObject({ v: '2/3', ok: true, i: 'Probability of Y_ from Yy × Yy (YY lethal)' });
    expect(reading('Cc x Cc where cc individuals die before birth. What fraction of the surviving offspring are Cc?')).toMatchObject({ v: '2/3', ok: true });
    expect(reading('Tt x tt, TT is lethal. Genotypic ratio of the offspring?')).toMatchObject({ v: '1:1', ok: true });
  });
  it('reads the lethal genotype in French and as the task is written back', () => {
    expect(reading('Chez la souris, Aa x Aa, les AA meurent avant la naissance. Quelle proportion des souriceaux vivants sont hétérozygotes ?', 'fr')).toMatchObject({ v: '2/3', ok: true });
    expect(reading('Yy x Yy (YY lethal): phenotypic ratio')).toMatchObject({ v: '2:1', ok: true });
  });
  it('leaves a genotype of another gene to the other readers', () => {
    expect(reading('Aa x Aa, BB is lethal. What fraction of the offspring are Aa?').i ?? 'refused').not.toContain('lethal');
  });
});

describe('genotypes named by what they look like, one of them lethal', () => {
  it('writes each name used after its statement as the genotype, in English and French', () => {
    expect(reading('In cattle, DD is normal (Kerry), Dd has short legs (Dexter) and dd is lethal. Two Dexter cattle are mated. What proportion of the surviving calves will be Dexter?')).toMatchObject({ v: '2/3', ok: true, i: expect.stringContaining('Dd × Dd') });
    expect(reading('Chez les bovins, DD est normal (Kerry), Dd est Dexter et dd est létal. On croise deux bovins Dexter. Quelle proportion des veaux survivants sera Dexter ?', 'fr')).toMatchObject({ v: '2/3', ok: true });
    expect(reading('In mice, YY is lethal, Yy is yellow and yy is agouti. Two yellow mice are crossed. What fraction of the surviving offspring are agouti?')).toMatchObject({ v: '1/3', ok: true });
  });
});
