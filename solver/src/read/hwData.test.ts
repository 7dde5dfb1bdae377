import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { genotypeCounts } from './hwData';

describe('Hardy–Weinberg genotype counts named by class', () => {
  it('reads the three classes in words, count before or after, in English and French', () => {
    expect(genotypeCounts('25 are homozygous recessive, 30 heterozygous and 45 homozygous dominant')).toEqual({ letter: 'A', AA: 45, Aa: 30, aa: 25 });
    expect(genotypeCounts('homozygous dominant: 60, heterozygous: 80, homozygous recessive: 60')).toEqual({ letter: 'A', AA: 60, Aa: 80, aa: 60 });
    expect(genotypeCounts("196 sont homozygotes pour l'allèle dominant, 168 sont hétérozygotes et 36 homozygotes pour l'allèle récessif")).toEqual({ letter: 'A', AA: 196, Aa: 168, aa: 36 });
  });

  it('reads nothing when a class is missing', () => {
    expect(genotypeCounts('25 are homozygous recessive and 30 heterozygous')).toBeNull();
  });

  it('counts the alleles rather than taking the square root of the recessive share', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['Population of 100: 25 are homozygous recessive, 30 heterozygous and 45 homozygous dominant. What is the frequency of the recessive allele?', 'en', '0.4'],
      ["Dans une population de 200 individus, 90 sont homozygotes dominants, 60 hétérozygotes et 50 homozygotes récessifs. Calculer la fréquence de l'allèle récessif.", 'fr', '0.4'],
      ['A sample contains 36 homozygous dominant, 48 heterozygous and 16 homozygous recessive individuals. How many heterozygotes are expected at Hardy-Weinberg equilibrium in a population of 1000?', 'en', '480'],
      ['Consider a population where homozygous dominant: 60, heterozygous: 80, homozygous recessive: 60. Find p.', 'en', '0.5'],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
  });

  it('expects counts in the sample counted when no other population is named, in English, French and without the word population', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['Among 200 snails, 72 are BB, 96 are Bb and 32 are bb. How many Bb would be expected under Hardy–Weinberg?', 'en', '96'],
      ['Given 49 AA, 42 Aa and 9 aa, how many heterozygotes are expected at equilibrium?', 'en', '42'],
      ["Un échantillon de 400 escargots compte 100 BB, 100 Bb et 200 bb. Combien d'hétérozygotes attend-on à l'équilibre de Hardy-Weinberg ?", 'fr', '187.5'],
      ['In a population of 1000, a sample shows 49 AA, 42 Aa and 9 aa. How many heterozygotes are expected in the whole population?', 'en', '420'],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale, subject: 'biology' });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
  });

  it('reads the dominant phenotype marked "(dominant)" beside its count, the other phenotype counted after it', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['In a population of 1,000 mice, 640 have black fur (dominant) and 360 have white fur. Assuming Hardy-Weinberg equilibrium, how many are heterozygous?', 'en', '480'],
      ['Dans une population de 500 souris, 320 ont le pelage noir (dominant) et 180 ont le pelage blanc. Combien de souris sont hétérozygotes ?', 'fr', '240'],
      ['Of 400 plants, 364 are tall (dominant) and 36 are short. What is the frequency of the short allele?', 'en', '0.3'],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale, subject: 'biology' });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
  });

  it('reads "(dominant)" said without a letter, and the share of the dominant phenotype told after a place', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['Pea seeds can be round (dominant) or wrinkled (recessive). In a field of wild peas 96% of the peas are round. What is the frequency of the wrinkled allele?', 'en', '0.2'],
      ['Flowers are purple (dominant) or white (recessive). 84% of the plants in a meadow have purple flowers. What is the frequency of the purple allele?', 'en', '0.6'],
      ["Les graines sont jaunes (dominant) ou vertes (récessif). Dans une population à l'équilibre, 91 % des graines sont jaunes. Quelle est la fréquence de l'allèle vert ?", 'fr', '0.3'],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale, subject: 'biology' });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
  });

  it('never takes a share told of the dominant phenotype for the recessive one', () => {
    const s = solve('Purple (dominant) or white (recessive) flowers: 84% of the plants growing near the old river bank have purple flowers. Frequency of the white allele?', { subject: 'biology' });
    expect(s.answer === null || s.answer.value === '0.4').toBe(true);
  });
});
