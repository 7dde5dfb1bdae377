import { describe, expect, it } from 'vitest';
import { value } from '../biology/test-helpers';

describe('a two-gene cross told in words', () => {
  it('reads each dominance, a parent heterozygous for both genes and one showing both recessive forms', () => {
    expect(value('In the garden pea, tall is dominant over dwarf and green pods dominant over yellow pods. Cross a tall, green-podded plant that is heterozygous for both traits with a dwarf yellow-podded plant. What is the phenotypic ratio?')).toEqual({ v: '1:1:1:1', ok: true });
    expect(value('Black fur is dominant to white fur and short tail is dominant to long tail. A mouse heterozygous for both traits is crossed with a white long mouse. What fraction of the offspring are white with a long tail?')).toEqual({ v: '1/4', ok: true });
    expect(value('Round seeds are dominant over wrinkled seeds and yellow is dominant over green. Two plants heterozygous for both traits are crossed. What fraction of the offspring are round and green?')).toEqual({ v: '3/16', ok: true });
  });
  it('reads the French « double hétérozygote »', () => {
    expect(value('Chez la drosophile, le caractère long domine le caractère vestigial et gris domine ébène. On croise un double hétérozygote avec une drosophile vestigiale ébène. Quel est le rapport phénotypique ?', 'fr')).toEqual({ v: '1:1:1:1', ok: true });
  });
  it('never reads parents of two genes as one gene’s', () => {
    expect(value('Two plants heterozygous for both traits are crossed. What is the phenotypic ratio?')).toEqual({ v: '9:3:3:1', ok: true });
    expect(value('Two plants heterozygous for both genes are crossed. What fraction of the offspring are homozygous recessive?')).toEqual({ v: '1/16', ok: true });
  });
  it('does not guess the genotype of a parent showing dominant forms', () => {
    expect(value('Tall is dominant over dwarf and green pods dominant over yellow pods. Cross a tall green plant with a dwarf yellow plant. Phenotypic ratio?').v).toBeUndefined();
  });
});

describe('two-word phenotypes asked of a two-gene cross written in letters', () => {
  it('gives each word to its gene: by its letter, its initial, or the usual partner of the other form', () => {
    expect(value('RrYy x RrYy: what fraction of the offspring have round seeds and green seed colour?')).toEqual({ v: '3/16', ok: true });
    expect(value('RRYY x RrYy: what is the probability of an offspring with wrinkled seeds and yellow seed colour?')).toEqual({ v: '0', ok: true });
    expect(value('RrJj × rrjj : proportion de graines rondes et vertes ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('$RrYy \\times rryy$: fraction of wrinkled, yellow offspring?')).toEqual({ v: '1/4', ok: true });
  });
  it('reads a genotype typed gene by gene with spaces as one genotype', () => {
    expect(value('Cross Yy Rr with yy rr. Probability of green, round peas?')).toEqual({ v: '1/4', ok: true });
    expect(value('Le croisement Aa Bb × Aa Bb donne quelle proportion de aabb ?', 'fr')).toEqual({ v: '1/16', ok: true });
    expect(value('Aa Bb x aa bb: phenotypic ratio?')).toEqual({ v: '1:1:1:1', ok: true });
  });
  it('keeps each stated dominance with its own gene', () => {
    expect(value('Chez le pois, lisse (L) domine ridé (l) et jaune (J) domine vert (j). On croise LlJj × lljj. Quelle proportion des descendants aura des graines lisses et vertes ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('Round is dominant to wrinkled and yellow is dominant to green. RrYy x rryy: fraction wrinkled yellow?')).toEqual({ v: '1/4', ok: true });
  });
});

describe('a parent said heterozygous for two forms, no letters written', () => {
  it('takes both forms for dominant, each over the other form of its character named', () => {
    expect(value('A plant heterozygous for tall and round is crossed with a short wrinkled plant. What fraction of the offspring will be tall and wrinkled?')).toEqual({ v: '1/4', ok: true });
    expect(value('What proportion of the offspring are short and round when a plant heterozygous for tall and round seeds is crossed with a short, wrinkled-seeded plant?')).toEqual({ v: '1/4', ok: true });
    expect(value('On croise un plant hétérozygote pour les caractères haut et lisse avec un plant nain à graines ridées. Quelle proportion des descendants sera naine et lisse ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('keeps a dominance the text says and reads the pea characters « lisse » and « ridé »', () => {
    expect(value('Tall is dominant to dwarf. A pea plant heterozygous for tall and round is crossed with a dwarf wrinkled plant: probability of a dwarf round offspring?')).toEqual({ v: '1/4', ok: true });
    expect(value('Un plant de pois hétérozygote pour les deux caractères (graines jaunes et lisses) est croisé avec un plant à graines vertes et ridées. Quelle proportion des descendants aura des graines vertes et lisses ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('pairs each form with the other form said of the same part', () => {
    expect(value('Consider a plant heterozygous for purple flowers and yellow seeds, crossed with a white-flowered, green-seeded plant. What proportion of the offspring have white flowers and yellow seeds?')).toEqual({ v: '1/4', ok: true });
    expect(value('Soit un plant de pois hétérozygote pour les caractères graines jaunes et fleurs violettes, croisé avec un plant à graines vertes et fleurs blanches. Quelle proportion des descendants aura des graines vertes et des fleurs violettes ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('reads nothing when a form has no other form named', () => {
    expect(value('A plant heterozygous for tall and round is crossed with another plant. What fraction of the offspring are tall?').v).toBeUndefined();
  });
});

describe('pure lines of two genes crossed in words, their F1 crossed among themselves', () => {
  it('reads each pure line by its forms and asks the F2', () => {
    expect(value('In pea plants, tallness is dominant over shortness, and round seed shape is dominant over wrinkled. Pure-breeding tall round plants are crossed with short wrinkled plants and the F1 self-fertilizes. What is the probability of obtaining a tall plant with wrinkled seeds in the F2?')).toEqual({ v: '3/16', ok: true });
    expect(value('Chez le pois, jaune domine vert et lisse domine ridé. On croise une lignée pure à graines jaunes et lisses avec une lignée pure à graines vertes et ridées. Les F1 sont autofécondées. Quelle proportion de graines vertes et lisses obtient-on en F2 ?', 'fr')).toEqual({ v: '3/16', ok: true });
    expect(value('Black fur is dominant to white fur and short tail is dominant to long tail. True-breeding black short-tailed mice are crossed with white long-tailed mice, and the F1 are mated among themselves. What fraction of the F2 are white with short tails?')).toEqual({ v: '3/16', ok: true });
  });
  it('does not take a parent showing a dominant form for a pure line unless it is said to be one', () => {
    expect(value('Tall is dominant to dwarf and purple is dominant to white. A pure-breeding tall white plant is crossed with a dwarf purple plant. What fraction of the F2 is tall and purple?').v).toBeUndefined();
  });
});

describe('two double heterozygotes crossed, however the cross is said, and the flower position', () => {
  it('reads « on croise deux individus hétérozygotes pour les deux caractères » and "cross two plants heterozygous for both traits"', () => {
    expect(value('On croise deux individus hétérozygotes pour les deux caractères (gènes indépendants). Quelle proportion des descendants présente les deux phénotypes récessifs ?', 'fr')).toEqual({ v: '1/16', ok: true });
    expect(value('Cross two plants heterozygous for both traits, round and yellow dominant. What fraction of the offspring show both recessive phenotypes?')).toEqual({ v: '1/16', ok: true });
  });
  it('knows axial and terminal flowers as forms of one character', () => {
    expect(value('In peas, tall is dominant to dwarf and axial flowers are dominant to terminal flowers. Two plants heterozygous for both traits are crossed. If 400 seeds are planted, how many are expected to be dwarf with terminal flowers?')).toEqual({ v: '25', ok: true });
    expect(value('Chez le pois, les fleurs axiales dominent les fleurs terminales et haut domine nain. On croise deux plantes hétérozygotes pour les deux caractères. Sur 320 descendants, combien seront nains à fleurs terminales ?', 'fr')).toEqual({ v: '20', ok: true });
  });
});
