import { describe, expect, it } from 'vitest';
import { value } from '../biology/test-helpers';
import { solve } from '../solve';
import { genotypeCounts } from './hwData';

describe('Hardy–Weinberg genotype counts written in sentences', () => {
  it('reads counts of any letter with words between, and the allele asked by that letter', () => {
    expect(value('In a population of 500 butterflies, 245 are MM, 210 are Mm and 45 are mm. What is the frequency of the m allele?')).toEqual({ v: '0.3', ok: true });
    expect(value('A population has 245 homozygous dominant (MM), 210 heterozygous (Mm) and 45 homozygous recessive (mm) butterflies. Frequency of the M allele?')).toEqual({ v: '0.7', ok: true });
    expect(value('BB: 50, Bb: 30, bb: 20. What is the frequency of the b allele?')).toEqual({ v: '0.35', ok: true });
  });
  it('still refuses counts of two different genes', () => {
    expect(value('45 BB, 30 Cc, 25 bb. Frequency of the b allele?').ok).toBe(false);
  });
});

describe('Hardy–Weinberg phenotypes counted by name', () => {
  it('reads which phenotype is dominant and counts it by its name', () => {
    expect(value('Brown hair (B) is dominant to blond hair (b). There are 168 brown haired people in a population of 200. What is the predicted frequency of heterozygotes?')).toEqual({ v: '0.48', ok: true });
    expect(value('Tall (T) is dominant over short (t). In a population of 1000 plants, 910 are tall. How many are heterozygous?')).toEqual({ v: '420', ok: true });
    expect(value('Pea seeds can be round (R: dominant) or wrinkled (r: recessive). In a field of wild peas 96% of the peas are round. What is the frequency of the recessive allele?')).toEqual({ v: '0.2', ok: true });
  });
  it('reads a recessive disease’s share of a population with the heterozygotes asked', () => {
    expect(value('9% of a population has sickle-cell anemia. What percentage is heterozygous?')).toEqual({ v: '0.42', ok: true });
    expect(value('If 9% of a population is born with a recessive disease (ss), what percentage of the population is heterozygous (Ss)?')).toEqual({ v: '0.42', ok: true });
  });
  it('reads a sample of people as the population', () => {
    expect(value('Brown eyes are dominant over blue eyes. Of 200 people, 32 have blue eyes. How many are heterozygous?')).toEqual({ v: '96', ok: true });
  });
  it('reads a French phenotype in its agreed form (blanc, blanches)', () => {
    expect(value('Le pelage noir (N) domine le pelage blanc (n). Dans une population de 400 souris, 64 sont blanches. Quelle est la fréquence des hétérozygotes ?', 'fr')).toEqual({ v: '0.48', ok: true });
  });
  it('reads nothing when the counted word is neither phenotype', () => {
    expect(value('Tall (T) is dominant over short (t). In a population of 1000 plants, 910 are green. How many are heterozygous?').v).toBeUndefined();
  });
});

describe('the MN blood group counted', () => {
  it('reads two codominant letters as the two alleles, whichever way the counts are written', () => {
    expect(value('In a population there are 80 individuals that are MM, 150 MN and 270 NN. What is the frequency of the M allele?')).toEqual({ v: '0.31', ok: true });
    expect(value('Dans une population, 600 individus sont de groupe MM, 300 de groupe MN et 100 de groupe NN. Quelle est la fréquence de l’allèle N ?', 'fr')).toEqual({ v: '0.25', ok: true });
    expect(value('In a sample, 49 people are blood type M, 42 are type MN and 9 are type N. What is the frequency of the N allele?')).toEqual({ v: '0.3', ok: true });
    expect(value('Sur 1000 personnes testées, 360 sont de groupe $L^M L^M$, 480 $L^M L^N$ et 160 $L^N L^N$. Fréquence de l’allèle $L^N$ ?', 'fr')).toEqual({ v: '0.4', ok: true });
  });
  it('skips short words between a count and its genotype, and reads no lone capital without the MN pair', () => {
    expect(value('80 of the people are MM, 150 of them MN and 270 NN; frequency of M?')).toEqual({ v: '0.31', ok: true });
    expect(value('In a sample, 49 people are blood type M and 9 are type N. What is the frequency of the N allele?').v).toBeUndefined();
  });
});

describe('an allele frequency named by what the allele does', () => {
  it('reads a mutant or disease allele as the recessive one, its frequency as a fraction or a percentage', () => {
    expect(value('La phénylcétonurie est autosomique récessive et l’allèle muté a une fréquence de 1/100. Calculer la fréquence des hétérozygotes.', 'fr')).toEqual({ v: '0.0198', ok: true });
    expect(value('The mutant allele has a frequency of 1 in 50. What proportion of the population are carriers?')).toEqual({ v: '0.0392', ok: true });
    expect(value('If the frequency of the disease allele is 2%, what is the carrier frequency?')).toEqual({ v: '0.0392', ok: true });
    expect(value('In a population the normal allele has a frequency of 0.9. What is the frequency of heterozygotes?')).toEqual({ v: '0.18', ok: true });
  });
});

describe('a phenotype share written after its name, and an allele named by its phenotype', () => {
  it('reads "blonds occur in 36%", « les souris blanches représentent 16 % »', () => {
    expect(value('Brown hair is dominant over blond hair. If blonds occur in 36% of the population, what is the frequency of the dominant allele B?')).toEqual({ v: '0.4', ok: true });
    expect(value('Le pelage noir domine le pelage blanc. Les souris blanches représentent 16 % de la population. Quelle est la fréquence des hétérozygotes ?', 'fr')).toEqual({ v: '0.48', ok: true });
  });
  it('asks p or q by the phenotype the allele gives', () => {
    expect(value('Tall is dominant to short. Short plants make up 49% of a population. What is the frequency of the tall allele?')).toEqual({ v: '0.3', ok: true });
    expect(value('Le pelage noir domine le pelage blanc. Les souris blanches représentent 16 % de la population. Quelle est la fréquence de l’allèle blanc ?', 'fr')).toEqual({ v: '0.4', ok: true });
  });
  it('counts "168 of 200 people", never the total after "of"', () => {
    expect(value('Brown hair is dominant over blond hair. 168 of 200 people have brown hair. What is the frequency of the blond allele?')).toEqual({ v: '0.4', ok: true });
  });
});

describe('the MN blood group from an allele frequency', () => {
  it('reads the groups M, MN and N as the three genotypes, the system named beside them as no group', () => {
    expect(value('In a population in Hardy-Weinberg equilibrium the frequency of the L^M allele is 0.7. What proportion of people have blood type MN?')).toEqual({ v: '0.42', ok: true });
    expect(value('Dans une population à l’équilibre, la fréquence de l’allèle N est 0,4. Quelle proportion de personnes est du groupe MN ?', 'fr')).toEqual({ v: '0.48', ok: true });
    expect(value('The frequency of the M allele is 0.6 in a population at Hardy-Weinberg equilibrium. What fraction of people are blood type N? (MN blood group)')).toEqual({ v: '0.16', ok: true });
    expect(value('MN blood group: the frequency of allele N is 0.2. What proportion of the population is type M?')).toEqual({ v: '0.64', ok: true });
  });
});

describe('genotype counts written as a table row', () => {
  it('reads "MM 245, Mm 210, mm 45" as the three counts, in English and French', () => {
    expect(genotypeCounts('MM 245, Mm 210, mm 45: find p')).toEqual({ letter: 'M', AA: 245, Aa: 210, aa: 45 });
    expect(Number(solve('MM 245, Mm 210, mm 45: find p', {}).answer?.value)).toBe(0.7);
    expect(Number(solve("MM 245, Mm 210, mm 45 : calculer la fréquence de l'allèle dominant.", { locale: 'fr' }).answer?.value)).toBe(0.7);
    expect(solve('MM 245, Mm 210, mm 45: find p and q', {}).error?.message).toContain('p would go unanswered');
  });
});
