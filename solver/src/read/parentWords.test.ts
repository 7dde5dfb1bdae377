import { describe, expect, it } from 'vitest';
import { parentsInWords } from './parentWords';
import { reading, value } from '../biology/test-helpers';

describe('parents of a one-gene cross described in words', () => {
  it('writes the parents as genotypes from the letters tied to trait words', () => {
    expect(parentsInWords('A heterozygous brown-eyed man and a blue-eyed woman have a child. B is brown, b is blue. What is the probability of a blue-eyed child?')).toMatch(/^Bb × bb\. /);
    expect(parentsInWords('In peas, yellow (Y) is dominant to green (y). A homozygous yellow plant is crossed with a green plant. What fraction of the F1 is yellow?')).toMatch(/^YY × yy\. /);
  });
  it('reads a parent named by its genotype class alone: heterozygous, homozygous dominant or recessive', () => {
    expect(reading('In pea plants, purple (P) is dominant over white (p). A heterozygous plant is crossed with a white plant. What percentage of offspring are white?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Pp × pp') });
    expect(reading('Tall (T) is dominant over short (t). A heterozygous plant is crossed with a homozygous recessive plant. What fraction of the offspring are short?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Tt × tt') });
    expect(reading('Chez le pois, la couleur jaune (J) domine le vert (j). On croise une plante hétérozygote avec une plante verte. Proportion de descendants verts ?', 'fr')).toMatchObject({ v: '1/2', ok: true });
  });
  it('reads two heterozygous parents as Ll × Ll', () => {
    expect(reading('In humans, brown eyes (B) are dominant over blue eyes (b). Two heterozygous parents have a child. What is the probability the child has blue eyes?')).toMatchObject({ v: '1/4', ok: true, i: expect.stringContaining('Bb × Bb') });
    expect(reading("Les yeux marron (M) dominent les yeux bleus (m). Deux parents hétérozygotes ont un enfant. Probabilité qu'il ait les yeux bleus ?", 'fr')).toMatchObject({ v: '1/4', ok: true });
  });
  it('answers the cross, question first or last, in English and French', () => {
    expect(reading('A heterozygous brown-eyed man and a blue-eyed woman have a child. B is brown, b is blue. What is the probability of a blue-eyed child?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Bb × bb') });
    expect(reading('What is the probability that a heterozygous brown-eyed man and a blue-eyed woman have a blue-eyed child? B is brown, b is blue.')).toMatchObject({ v: '1/2', ok: true });
    expect(reading("Un homme hétérozygote aux yeux marron et une femme aux yeux bleus ont un enfant. B = marron, b = bleu. Probabilité d'un enfant aux yeux bleus ?", 'fr')).toMatchObject({ v: '1/2', ok: true });
    expect(reading('Chez la souris, le pelage gris (G) domine le pelage blanc (g). Une souris grise hétérozygote est croisée avec une souris blanche. Proportion de descendants blancs ?', 'fr')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Gg × gg') });
    expect(reading('Black fur (B) is dominant to white fur (b). A heterozygous black guinea pig is mated with a white guinea pig. What percentage of the offspring will be white?')).toMatchObject({ v: '1/2', ok: true });
    expect(reading('A heterozygous tall plant is crossed with a short plant. T is tall, t is short. Out of 200 offspring, how many are tall?')).toMatchObject({ v: '100', ok: true });
  });
  it('reads nothing when a dominant parent is not said heterozygous or homozygous', () => {
    expect(parentsInWords('A brown-eyed man and a blue-eyed woman have a child. B is brown, b is blue. What is the probability of a blue-eyed child?')).toBeNull();
    expect(reading('A brown-eyed man and a blue-eyed woman have a child. B is brown, b is blue. What is the probability of a blue-eyed child?').v).toBeUndefined();
  });
});

describe('parents named as farm and wild animals', () => {
  it('reads a fox, « un renard », as a parent', () => {
    expect(reading('Chez le renard, le roux (B) domine le noir (b). On croise un renard roux hétérozygote avec un renard noir. Quelle proportion de renardeaux noirs ?', 'fr')).toMatchObject({ v: '1/2', ok: true });
    expect(reading('In foxes, red (R) is dominant to silver (r). A heterozygous red fox is crossed with a silver fox. What fraction of the pups are silver?')).toMatchObject({ v: '1/2', ok: true });
  });
});

describe('parents in words when the text ties no letter to a trait', () => {
  it('takes the letter from the trait declared dominant', () => {
    expect(reading('In rabbits, the black allele is dominant over the brown allele. A heterozygous rabbit is crossed with a homozygous recessive rabbit. What percentage of the offspring will be black?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Bb × bb') });
    expect(reading('In mice, grey fur is dominant. A homozygous grey mouse is crossed with a heterozygous mouse. What fraction of the offspring are heterozygous?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('GG × Gg') });
  });
  it('writes A for parents told by their class alone, in English and French', () => {
    expect(reading('A heterozygous individual is crossed with a homozygous recessive individual. What is the phenotypic ratio of the offspring?')).toMatchObject({ v: '1:1', ok: true, i: expect.stringContaining('Aa × aa') });
    expect(reading('On croise un individu hétérozygote avec un homozygote récessif. Quel est le rapport phénotypique de la descendance ?', 'fr')).toMatchObject({ v: '1:1', ok: true });
  });
  it('reads a class in brackets and a misspelt class', () => {
    expect(reading('Black coat (B) is dominant over white coat (b). A heterozygous (hybrid) black rabbit is mated with a homozygous (purebred) white rabbit. What fraction of the offspring are white?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Bb × bb') });
    expect(reading('two hetrozygous purple plants are crossed. what is the phenotypic ratio?')).toMatchObject({ v: '3:1', ok: true, i: expect.stringContaining('Pp × Pp') });
    expect(reading('For a cross between a heterozygous mother and homozygous recessive father, what is the probability that a child is heterozygous?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Aa × aa') });
  });
  it('reads the other form of the same character as recessive, and no word of another character', () => {
    expect(reading('Two heterozygous tall plants are crossed. What fraction of the offspring are dwarf?')).toMatchObject({ v: '1/4', ok: true });
    expect(reading('Two heterozygous tall plants are crossed. What fraction of the offspring have green seeds?').v).toBeUndefined();
  });
  it('asks a class among the offspring of one phenotype', () => {
    expect(reading('Two heterozygous round-seeded plants are crossed. What fraction of the round offspring are heterozygous?')).toMatchObject({ v: '2/3', ok: true, i: expect.stringContaining('among') });
    expect(reading('Tt x Tt: what fraction of offspring that are tall are heterozygous?')).toMatchObject({ v: '2/3', ok: true });
    expect(reading('In garden peas, tall being dominant to short, two heterozygous plants are crossed. What proportion of the tall progeny will be homozygous?')).toMatchObject({ v: '1/3', ok: true });
  });
});

describe('the dominance told by the parents’ classes, and every phenotype asked', () => {
  it('reads the trait of a parent said heterozygous or homozygous recessive after it', () => {
    expect(reading('Predict the offspring of a cross between a short bean plant (homozygous recessive) and a tall bean plant (heterozygous). Give the phenotypic ratio.')).toMatchObject({ v: '1:1', ok: true, i: expect.stringContaining('tt × Tt') });
  });
  it('answers "the probability of each colour" as the phenotype ratio', () => {
    expect(reading('Grey coat is dominant to white coat. A heterozygous rabbit is crossed with a white rabbit. What is the probability of each coat colour among the offspring?')).toMatchObject({ v: '1:1', ok: true, i: expect.stringContaining('Gg × gg') });
  });
});

describe('letters and counts told in more ways', () => {
  it('does not read a letter inside a word ("vestigiales" is no "v est igiales")', () => {
    expect(reading('Chez la drosophile, le caractère ailes longues domine le caractère ailes vestigiales. On croise une drosophile hétérozygote avec une drosophile aux ailes vestigiales. Proportions phénotypiques attendues ?', 'fr')).toMatchObject({ v: '1:1', ok: true, i: expect.stringContaining('Ll × ll') });
  });
  it('reads a trait named with its organ and its colour ("purple flower colour is dominant")', () => {
    expect(reading('Red flower colour is dominant to white. A homozygous red plant is crossed with a white plant. What percentage of the F1 will be red?')).toMatchObject({ v: '1', ok: true, i: expect.stringContaining('RR × rr') });
  });
  it('counts a litter named by its young ("if they have 8 puppies")', () => {
    expect(reading('In dogs, black coat is dominant to brown. Two heterozygous black dogs are mated. If they have 12 puppies, how many are expected to be brown?')).toMatchObject({ v: '3', ok: true });
  });
});

describe('parents told by a relative clause', () => {
  it('reads "a plant that is heterozygous" and "one that has only …"', () => {
    expect(reading('Yellow pods (Y) are dominant over green pods (y). A plant that is heterozygous for pod colour is crossed with one that has only green pods. What fraction of the offspring will have green pods?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Yy × yy') });
  });
  it('reads "two parents heterozygous for this trait"', () => {
    expect(reading('Free earlobes are dominant to attached earlobes. Two parents heterozygous for this trait have a child. What is the probability that the child has attached earlobes?')).toMatchObject({ v: '1/4', ok: true });
  });
});

describe('parents written around a cross sign by their class and trait', () => {
  it('reads « hétérozygote jaune x vert » and "heterozygous tall × dwarf", and « des phénotypes » asked as their proportions', () => {
    expect(reading('Chez le pois, la couleur jaune est dominante sur le vert. Quelles sont les proportions des phénotypes du croisement hétérozygote jaune x vert ?', 'fr')).toMatchObject({ v: '1:1', ok: true, i: expect.stringContaining('Jj × jj') });
    expect(reading('Chez le pois, la couleur jaune est dominante sur la couleur verte. Proportions des phénotypes du croisement homozygote jaune × vert ?', 'fr')).toMatchObject({ v: '1', ok: true, i: expect.stringContaining('JJ × jj') });
    expect(reading('Tall is dominant to dwarf. What is the phenotypic ratio of the cross heterozygous tall x dwarf?')).toMatchObject({ v: '1:1', ok: true, i: expect.stringContaining('Tt × tt') });
  });
});

describe('two parents heterozygous for both genes, in words', () => {
  it('reads "two plants heterozygous for both traits", "two dihybrid plants" and « deux plantes hétérozygotes pour les deux caractères »', () => {
    expect(reading('Tall (T) is dominant to dwarf (t) and axial flowers (A) are dominant to terminal flowers (a). Two pea plants heterozygous for both traits are crossed. If 800 seeds are planted, how many will be expected to be dwarf with terminal flowers?')).toMatchObject({ v: '50', ok: true, i: expect.stringContaining('TtAa × TtAa') });
    expect(reading('Round seeds (R) are dominant to wrinkled seeds (r) and yellow (Y) is dominant to green (y). Two dihybrid plants are crossed. What is the phenotypic ratio?')).toMatchObject({ v: '9:3:3:1', ok: true });
    expect(reading("Chez le pois, l'allèle lisse (L) domine l'allèle ridé (l) et l'allèle jaune (J) domine l'allèle vert (j). On croise deux plantes hétérozygotes pour les deux caractères. Quelle proportion de graines lisses et vertes ?", 'fr')).toMatchObject({ v: '3/16', ok: true });
  });
});

describe('parents told with their noun between the trait and its letter, or after a verb', () => {
  it('reads "tall plants (T) are dominant over short plants (t)" and a parent of five words', () => {
    expect(reading('In beans, tall plants (T) are dominant over short plants (t). A heterozygous tall bean plant is crossed with a homozygous recessive short bean plant. What fraction of the offspring will be short?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Tt × tt') });
  });
  it('reads "one dog is heterozygous for black coat and the other is homozygous for white coat"', () => {
    expect(reading('Black is dominant to white. One dog is heterozygous for black coat and the other dog is homozygous for white coat. What fraction of the puppies will be black?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Bb × bb') });
  });
  it('reads « 2 parents gris hétérozygotes », a numeral and a trait between', () => {
    expect(reading("Chez la souris, l'allèle gris est dominant et l'allèle blanc est récessif. Quelle proportion de souriceaux blancs donneront 2 parents gris hétérozygotes ?", 'fr')).toMatchObject({ v: '1/4', ok: true });
  });
});

describe('a parent test crossed, or named "one" after its kind', () => {
  it('crosses a parent said test crossed with the recessive homozygote, in English and French', () => {
    expect(value('A heterozygous black guinea pig is test crossed. What proportion of the offspring will be white? (black is dominant)')).toEqual({ v: '1/2', ok: true });
    expect(value('Tall is dominant over short. A heterozygous tall plant is testcrossed. What fraction of the offspring are short?')).toEqual({ v: '1/2', ok: true });
    expect(value('On réalise un croisement test avec une plante haute hétérozygote (haut domine nain). Quelle proportion de plantes naines ?', 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('Purple (P) is dominant to white (p). A homozygous purple plant is test-crossed. What percentage of the offspring are purple?')).toEqual({ v: '1', ok: true });
  });
  it('reads "a white one" as a parent of the kind just named', () => {
    expect(reading('Black is dominant to white. A heterozygous black guinea pig is crossed with a white one. What proportion of the offspring will be white?')).toMatchObject({ v: '1/2', ok: true, i: expect.stringContaining('Bb × bb') });
  });
});

describe('parents of a two-gene cross described in words', () => {
  it('reads each gene of a parent on its own words, a class said of both genes, and a test cross', () => {
    expect(reading('In Drosophila, red eyes (R) are dominant to white eyes (r) and long wings (L) are dominant to vestigial wings (l). A fly heterozygous for both traits is crossed with a white-eyed, vestigial-winged fly. What proportion of the offspring will have red eyes and vestigial wings?')).toMatchObject({ v: '1/4', ok: true, i: expect.stringContaining('RrLl × rrll') });
    expect(value('Round (R) is dominant to wrinkled (r) and yellow (Y) to green (y). A plant heterozygous for both traits is test crossed. What fraction of the offspring are wrinkled and green?')).toEqual({ v: '1/4', ok: true });
    expect(value('Chez la drosophile, ailes longues (L) domine ailes vestigiales (l) et corps gris (G) domine corps ébène (g). On croise une drosophile double hétérozygote avec une drosophile aux ailes vestigiales et au corps ébène. Proportion de drosophiles aux ailes longues et au corps ébène ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('reads two genes named by no trait word, a double recessive tester, and never a one-gene cross in their place', () => {
    expect(reading('On réalise un croisement test entre une drosophile hétérozygote pour deux gènes indépendants et une drosophile double récessive. Quelle proportion des descendants aura le phénotype double récessif ?', 'fr')).toMatchObject({ v: '1/4', ok: true, i: expect.stringContaining('AaBb × aabb') });
    expect(value('A fly heterozygous for two independent genes is test crossed with a double recessive fly. What proportion of the offspring show the double recessive phenotype?')).toEqual({ v: '1/4', ok: true });
    expect(value('A plant heterozygous for both genes is crossed with a double recessive plant. What is the phenotypic ratio?')).toEqual({ v: '1:1:1:1', ok: true });
    expect(value('A white guinea pig is test crossed. What fraction of offspring are white? (black is dominant)').v).toBeUndefined();
  });
  it('reads no gene of a parent whose phrase names neither its form nor both genes', () => {
    expect(value('Tall (T) is dominant to dwarf (t) and purple (P) to white (p). A heterozygous tall plant is crossed with a dwarf white plant. Ratio of phenotypes?').v).toBeUndefined();
  });
});

describe('a parent named by its form alone, "a pure black", « un noir pur »', () => {
  it('reads the form as the parent after an indefinite article, its purity as homozygous', () => {
    expect(value("Le poil noir chez les cochons d'Inde est un caractère dominant et blanc est le caractère récessif. Quelle proportion de la F2 sera hétérozygote si l'on croise un noir pur et un blanc ?", 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('Black fur is dominant and white is recessive in guinea pigs. A pure black is crossed with a white. What proportion of the F2 will be white?')).toEqual({ v: '1/4', ok: true });
    expect(value('Chez la souris, le pelage gris domine le blanc. On croise un gris de race pure avec un blanc. Quelle proportion des F2 est grise ?', 'fr')).toEqual({ v: '3/4', ok: true });
  });
  it('does not guess the genotype of a form shown without its purity', () => {
    expect(value('Tall is dominant to short. A tall plant is crossed with a short. What fraction of the offspring are short?').v).toBeUndefined();
  });
});

describe('a test cross of a heterozygote told by the form it has', () => {
  it('reads « à fleurs violettes », « au pelage noir », "with purple flowers" as the dominant form', () => {
    expect(value("Dans un croisement test d'une plante hétérozygote à fleurs violettes, quelle proportion des descendants aura des fleurs blanches ?", 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value("On réalise un croisement-test d'un cobaye hétérozygote au pelage noir. Quelle proportion des descendants aura le pelage blanc ?", 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('A heterozygous plant with purple flowers is test crossed. Out of 120 offspring, how many are expected to have white flowers?')).toEqual({ v: '60', ok: true });
  });
});

describe('pure lines named in the plural, the dominance marked in brackets', () => {
  it('reads the parents of the F1 and the F2 they give', () => {
    expect(value('Pure-breeding purple-flowered pea plants are crossed with white-flowered plants (purple dominant). The F1 are self-fertilised and give 400 F2 plants. How many F2 plants are expected to have white flowers?')).toEqual({ v: '100', ok: true });
    expect(value('True-breeding tall plants are crossed with dwarf plants (tall dominant). The F1 are selfed. What fraction of the F2 is dwarf?')).toEqual({ v: '1/4', ok: true });
    expect(value('Des souris grises de lignée pure sont croisées avec des souris blanches (gris dominant). Les F1 sont croisées entre elles. Quelle proportion des F2 est blanche ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('does not take plants showing the dominant form for a pure line unless said so', () => {
    expect(value('Purple-flowered plants are crossed with white-flowered plants (purple dominant). What fraction of the offspring is white?').v).toBeUndefined();
  });
});
