import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('Hardy–Weinberg shares asked among the unaffected', () => {
  it.each([
    ['16% of a population has a recessive disease (aa). Among unaffected individuals, what fraction are carriers?', 'en', '0.571429'],
    ['16 % d’une population est atteinte d’une maladie récessive (aa). Parmi les individus sains, quelle proportion est porteuse ?', 'fr', '0.571429'],
    ['A recessive disorder affects 4% of a population. What fraction of the healthy people are heterozygous?', 'en', '0.333333'],
    ['16% of a population has a recessive disease (aa). Among the phenotypically normal, what fraction are homozygous dominant?', 'en', '0.428571'],
    ['La phénylcétonurie, maladie autosomique récessive, touche 1 naissance sur 10 000. Quelle est la probabilité qu’un individu sain soit hétérozygote ?', 'fr', '0.019802'],
    ['La mucoviscidose touche un enfant sur 2500. Quelle est la probabilité qu’une personne non atteinte soit porteuse ?', 'fr', '0.0392157'],
    ['Given $q^2 = \\frac{1}{10000}$, find the probability that an unaffected individual is a carrier.', 'en', '0.019802'],
    ['Albinism affects 1 in 20,000 people. What is the chance that a normally pigmented person is heterozygous?', 'en', '0.0140428'],
  ] as const)('divides by p² + 2pq: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('keeps 2pq of the whole population when no condition is said', () => {
    expect(solve('16% of a population has a recessive disease (aa). What fraction are carriers?').answer?.value).toBe('0.48');
  });

  it('refuses another share asked among the unaffected rather than answer it of the whole population', () => {
    const s = solve('16% of a population has a recessive disease (aa). Among unaffected individuals, what is the frequency of the recessive allele?');
    expect(s.answer).toBeNull();
  });
});

describe('a phenotype counted among the data', () => {
  it('is no condition on the question', () => {
    const s = solve('Albinism is recessive. 16% of a population of healthy-looking humans are albino; 84 % are normal individuals. What fraction are carriers?');
    expect(s.answer?.value).toBe('0.48');
  });
});

describe('Hardy–Weinberg asked of two people at once', () => {
  it.each([
    ['Tay-Sachs affects 1 in 3600 births in a population. What is the probability that two phenotypically normal parents are both carriers?', 'en', '0.00107498'],
    ['Cystic fibrosis affects 1 in 2500 people. What is the probability that two unrelated people are both carriers?', 'en', '0.00153664'],
    ['La mucoviscidose touche 1 naissance sur 2500. Quelle est la probabilité que les deux parents, non atteints, soient porteurs ?', 'fr', '0.00153787'],
  ] as const)('squares the share of one, never reads a cross of carriers: %s', (input, locale, value) => {
    const s = solve(input, { locale, subject: 'biology' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
  it('still crosses two carriers named as parents', () => {
    expect(solve('Two carriers of cystic fibrosis have a child. What is the probability that the child has CF?', { subject: 'biology' }).answer?.value).toBe('1/4');
  });
});

describe('a frequency asked by its letter alone', () => {
  it.each([
    ['Dans une population, 19 % des individus présentent le phénotype dominant. Calculer q.', 'fr', '0.9'],
    ['In a population, 19% of individuals show the dominant phenotype. Calculate q.', 'en', '0.9'],
    ['In a population 16% are homozygous recessive. Find p.', 'en', '0.6'],
  ] as const)('reads "calculate q", « calculer q »: %s', (input, locale, value) => {
    const s = solve(input, { locale, subject: 'biology' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
});

describe('a growth law written out', () => {
  it.each([
    ['Une population de 1000 bactéries croît selon N(t) = N0 e^{0,2 t} (t en heures). Quelle est la population après 5 h ?', 'fr', '2718.28'],
    ['A population of 1000 bacteria grows as N(t) = N0 e^(0.2t), t in hours. What is the population after 5 h?', 'en', '2718.28'],
    ['A culture follows N(t) = 200·e^(0.1t) (t in min). How many bacteria after 30 min?', 'en', '4017.11'],
  ] as const)('takes r from the exponent and N0 from the law or the text: %s', (input, locale, value) => {
    const s = solve(input, { locale, subject: 'biology' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
  it('leaves a bare exponential to mathematics', () => {
    expect(solve("N(t) = 500 e^{0.03t}. Find N'(t).", {}).answer?.value).toBe('15*exp(3*t/100)');
  });
});

describe('Hardy–Weinberg with an allele named with "a" or « un »', () => {
  it('reads "the frequency of a dominant allele is .65" and "the heterozygous" asked', () => {
    for (const [input, locale, answer] of [
      ['The frequency of a dominant allele is .65. What is the frequency of the heterozygous?', 'en', 0.455],
      ['The frequency of the dominant allele is 65%. What is the frequency of heterozygous individuals?', 'en', 0.455],
      ['The frequency of a recessive allele is 0.3. What is the frequency of the homozygous dominant?', 'en', 0.49],
      ["La fréquence d'un allèle dominant est 0,65. Quelle est la fréquence des hétérozygotes ?", 'fr', 0.455],
    ] as const) {
      const s = solve(input, { locale });
      expect([input, Number(s.answer?.value), s.verified]).toEqual([input, answer, true]);
    }
  });
});

describe('Hardy–Weinberg from a phenotype counted in a sample', () => {
  it('reads "970 of 1000 show the dominant trait" as p² + 2pq = 0.97, the sample as the population', () => {
    for (const [input, locale, answer] of [
      ['970 of 1000 show the dominant trait; frequency of the recessive allele?', 'en', 0.173205],
      ['970 out of 1,000 people have the dominant phenotype. Find q.', 'en', 0.173205],
      ['In a sample, 36 of 400 plants show the recessive phenotype. What is the frequency of the recessive allele?', 'en', 0.3],
      ["970 individus sur 1000 présentent le caractère dominant. Quelle est la fréquence de l'allèle récessif ?", 'fr', 0.173205],
    ] as const) {
      const s = solve(input, { locale });
      expect([input, Number(s.answer?.value), s.verified]).toEqual([input, answer, true]);
    }
    expect(solve("970 individus sur 1000 présentent le caractère dominant. Quelle est la fréquence de l'allèle récessif ?", { locale: 'fr' }).interpretation?.text).toContain('N = 1000');
  });
});

describe('Hardy–Weinberg with both allele frequencies asked', () => {
  it('refuses naming the frequency that would go unanswered, and still answers one asked alone', () => {
    const en = solve('In a population, MM = 245, Mm = 210, mm = 45. Find p and q.', {});
    expect([en.answer, en.error?.message]).toEqual([null, 'Both allele frequencies are asked: we answer one at a time, and p would go unanswered. Ask for p and for q separately (q = 1 − p).']);
    const fr = solve('Dans une population, MM = 245, Mm = 210, mm = 45. Calculer p et q.', { locale: 'fr' });
    expect(fr.error?.message).toContain('p resterait sans réponse');
    expect(Number(solve('In a population, MM = 245, Mm = 210, mm = 45. Find p.', {}).answer?.value)).toBe(0.7);
  });
});

describe('the F2 of heterozygotes crossed among themselves', () => {
  it.each([
    ['TtRr self-fertilizes; 300 F2 plants. How many are expected to have round seeds?', 'en', '225'],
    ['Les plantes F1 AaBb sont autofécondées. Sur 160 plantes de la F2, combien sont [ab] ?', 'fr', '10'],
    ['TT x tt, F2 of 400 plants: how many are short?', 'en', '100'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr', subject: 'biology' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('does not take the F2 label for a number of offspring', () => {
    expect(solve('TtRr x TtRr gives 300 F2 plants. How many are tall?', { subject: 'biology' }).answer?.value).toBe('225');
  });
});

describe('a cross told in words around its genotypes', () => {
  it.each([
    // a couple, the second described before being named
    ['A woman heterozygous for brown eyes (Bb) and a blue-eyed man (bb) have 4 children. What is the expected number of blue-eyed children?', 'en', '2'],
    ['Une femme aux yeux marron hétérozygote (Bb) et un homme aux yeux bleus (bb) ont 8 enfants. Combien d’enfants aux yeux bleus peut-on attendre ?', 'fr', '4'],
    // "mated" is a cross; "the expected number of tall offspring" asks that class
    ['A black cat (Bb) is mated with a white cat (bb). Out of 6 kittens, how many are expected to be white?', 'en', '3'],
    ['Tt x Tt, 400 offspring. What is the expected number of tall offspring?', 'en', '300'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr', subject: 'biology' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('reads blue eyes as recessive to brown under the letter B, and keeps a phenotype asked among others as a condition', () => {
    expect(solve('Bb x bb, 4 children. How many blue-eyed children are expected?', { subject: 'biology' }).answer?.value).toBe('2');
    expect(solve('Bb x Bb: probability of a blue-eyed child?', { subject: 'biology' }).answer?.value).toBe('1/4');
    expect(solve('Tt x Tt: what proportion of the tall progeny will be homozygous?', { subject: 'biology' }).answer?.value).toBe('1/3');
  });
});

describe('Hardy–Weinberg from a count of affected individuals with no verb before the trait', () => {
  it.each([
    ["Une population de 2500 individus compte 100 individus atteints d'une maladie récessive. Combien d'individus hétérozygotes ?", 'fr', '800'],
    ['A population of 2500 has 100 individuals affected by a recessive disease. How many are heterozygous?', 'en', '800'],
    ["Soit une population de 900 personnes dont 36 personnes atteintes d'une maladie génétique récessive. Combien de porteurs sains ?", 'fr', '288'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr', subject: 'biology' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
});

describe('an allele frequency with the population named between the allele and its value', () => {
  it.each([
    ['The frequency of the recessive allele in a population of 2,000 rabbits is 20%. How many rabbits would you expect to be heterozygous?', 'en', '640'],
    ['The frequency of the recessive allele in a population of 2,000 rabbits is 0.2. How many rabbits are homozygous dominant?', 'en', '1280'],
    ["La fréquence de l'allèle récessif dans une population de 2000 lapins est de 20 %. Combien de lapins sont hétérozygotes ?", 'fr', '640'],
    ['The frequency of the recessive allele in a population of 400 is 0.1. What is the frequency of heterozygotes?', 'en', '0.18'],
    ['The frequency of allele a in a population of 1,500 plants is 30%. How many plants are homozygous recessive?', 'en', '135'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr', subject: 'biology' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
});
