import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { normalizeText } from '../parse/normalize';
import { taskText } from '../task/text';
import { value } from './test-helpers';

describe('crosses', () => {
  it('gives ratios and probabilities, in English and French', () => {
    expect(value('Aa x Aa: genotype ratio')).toEqual({ v: '1:2:1', ok: true });
    expect(value('Tt × tt : rapport phénotypique ?')).toEqual({ v: '1:1', ok: true });
    expect(value('AaBb × AaBb: phenotypic ratio')).toEqual({ v: '9:3:3:1', ok: true });
    expect(value('AaBb x AaBb: what is the probability of aabb?')).toEqual({ v: '1/16', ok: true });
    expect(value('Bb × Bb: probability of a homozygous recessive offspring?')).toEqual({ v: '1/4', ok: true });
    expect(value('Parmi les descendants de Gg × Gg de phénotype dominant, quelle proportion est hétérozygote ?').v).toBe('2/3');
    expect(value('test cross of an AaBb individual: phenotype ratio')).toEqual({ v: '1:1:1:1', ok: true });
    expect(value('F2 of a cross AABB × aabb: phenotypic ratio')).toEqual({ v: '9:3:3:1', ok: true });
  });
  it('reads the offspring asked by a trait word tied to an allele', () => {
    expect(value('In pea plants purple (P) is dominant to white (p). Pp × Pp gives 400 offspring. How many are expected to be white?')).toEqual({ v: '100', ok: true });
    expect(value('Two heterozygous black guinea pigs (Bb) are mated. What percentage of the offspring are expected to be white?')).toEqual({ v: '1/4', ok: true });
    expect(value('Chez le pois, la couleur jaune (J) domine la couleur verte (j). Jj × Jj : proportion de graines vertes ?')).toEqual({ v: '1/4', ok: true });
    expect(value('Round is dominant to wrinkled. Rr x Rr, 160 seeds: how many are wrinkled?')).toEqual({ v: '40', ok: true });
    expect(value('Tt x Tt: what fraction of the offspring are tall?')).toEqual({ v: '3/4', ok: true });
    expect(value('Aa × Aa : combien de descendants aa attend-on sur 240 issus ?')).toEqual({ v: '60', ok: true });
    expect(value('AaBb × AaBb: probability of A_bb')).toEqual({ v: '3/16', ok: true });
    expect(value('Cross two Gg plants. Genotypic ratio?')).toEqual({ v: '1:2:1', ok: true });
    expect(value('Dans un croisement AaBb × AaBb, combien de descendants sur 800 sont de phénotype [A, b] ?')).toEqual({ v: '150', ok: true });
    expect(value('Aa × Aa : proportion de phénotype [A] ?')).toEqual({ v: '3/4', ok: true });
    expect(value('If two carriers of cystic fibrosis (Ff) have a child, what is the probability the child has cystic fibrosis?')).toEqual({ v: '1/4', ok: true });
    expect(value("Deux parents porteurs sains (Aa) de la mucoviscidose : probabilité qu'un enfant soit atteint ?")).toEqual({ v: '1/4', ok: true });
    expect(value('Two heterozygous carriers (Aa) of albinism have a child. Probability that the child is unaffected?')).toEqual({ v: '3/4', ok: true });
    // which of two traits is recessive is not said, and the letter is no initial of its usual partner: nothing is guessed
    expect(value('Aa x Aa: what fraction of the offspring are short?').v).toBeUndefined();
  });
  it('reads a carrier asked as the heterozygote, one genotype before the question as both parents, and selfing', () => {
    expect(value('If two parents are carriers (Cc) for cystic fibrosis, what is the chance that their child will be a carrier?')).toEqual({ v: '1/2', ok: true });
    expect(value('Two carriers of cystic fibrosis have a child. Probability that the child is a carrier?')).toEqual({ v: '1/2', ok: true });
    expect(value('Two parents are carriers (Cc) for cystic fibrosis. What is the probability that their child will be Cc?')).toEqual({ v: '1/2', ok: true });
    expect(value('A heterozygous tall plant (Tt) self-pollinates. What fraction of the offspring are short?')).toEqual({ v: '1/4', ok: true });
  });
  it('asks a carrier of a healthy child among the healthy children, never over all children', () => {
    expect(value('Two carriers of cystic fibrosis have a healthy child. Probability that the child is a carrier?').v).toBeUndefined();
    expect(value('Two carriers of cystic fibrosis: what fraction of their healthy children are carriers?')).toEqual({ v: '2/3', ok: true });
    expect(value('Two unaffected parents have a child with cystic fibrosis. What is the probability that their unaffected daughter is a carrier?')).toEqual({ v: '2/3', ok: true });
  });
  it('refuses what it cannot place', () => {
    expect(value('Aa × Aa: ratio').v).toBeUndefined();
    expect(value('AaBb × AaBb: probability of a heterozygous offspring?').v).toBeUndefined();
  });
});

describe('a ratio asked by naming its two forms', () => {
  it('answers the phenotype ratio when the dominant form is named first', () => {
    expect(value('Yy x Yy: ratio of yellow to non-yellow?')).toEqual({ v: '3:1', ok: true });
    expect(value('Black is dominant to brown. Bb x Bb. What is the ratio of black to brown offspring?')).toEqual({ v: '3:1', ok: true });
    expect(value('Tt x tt: ratio of tall to short plants?')).toEqual({ v: '1:1', ok: true });
  });
  it('never turns the other order round', () => {
    expect(value('Black is dominant to brown. Bb x Bb. What is the ratio of brown to black offspring?').v).toBeUndefined();
  });
});

describe('Hardy–Weinberg', () => {
  it('goes from the recessive phenotype to alleles and carriers', () => {
    expect(value('In a population, 16% show the recessive phenotype. What is the frequency of the recessive allele q?')).toEqual({ v: '0.4', ok: true });
    expect(value('Une maladie récessive touche 1 sur 10 000 naissances. Quelle est la fréquence des porteurs ?')).toEqual({ v: '0.0198', ok: true });
    expect(value('Hardy-Weinberg: q^2 = 0.09 in a population of 1000. How many carriers?')).toEqual({ v: '420', ok: true });
    expect(value('Hardy-Weinberg: q^2 = 0.09. Frequency of homozygous dominant p^2?')).toEqual({ v: '0.49', ok: true });
    expect(value('49 AA, 42 Aa, 9 aa: frequency of a?')).toEqual({ v: '0.3', ok: true });
  });
  it('reads a count or a share of recessives in a population whose size ends at a comma', () => {
    expect(value('In a population of 500, 45 individuals show the recessive phenotype. How many are carriers?')).toEqual({ v: '210', ok: true });
    expect(value('In a population of 10,000, 1% are homozygous recessive. How many are homozygous dominant?')).toEqual({ v: '8100', ok: true });
    expect(value('Dans une population de 2 000 personnes, 4 % sont homozygotes récessifs. Combien de porteurs ?')).toEqual({ v: '640', ok: true });
    expect(value("Une population de 400 individus compte 16 individus de phénotype récessif. Fréquence de l'allèle dominant ?")).toEqual({ v: '0.8', ok: true });
    expect(value('In a sample, 180 AA, 240 Aa and 80 aa. What is the frequency of the a allele?')).toEqual({ v: '0.4', ok: true });
  });
  it('reads an allele frequency stated in words as p or q, not as a phenotype frequency', () => {
    expect(value("La fréquence allélique de l'allèle récessif est 0,2. Fréquence des hétérozygotes ?")).toEqual({ v: '0.32', ok: true });
    expect(value('The frequency of the dominant allele is 0.7. What is the frequency of heterozygotes?')).toEqual({ v: '0.42', ok: true });
  });
});

describe('Hardy–Weinberg data told in the question', () => {
  it('reads the clause after if / si / when as given, not asked', () => {
    expect(value('What is the frequency of the recessive allele if, in a sample of 400 people, 36 are homozygous recessive?')).toEqual({ v: '0.3', ok: true });
    expect(value('What percentage of the population is heterozygous if the frequency of the recessive phenotype is 9%?')).toEqual({ v: '0.42', ok: true });
    expect(value('How many carriers are expected in a population of 10,000 if q = 0.1?')).toEqual({ v: '1800', ok: true });
  });
  it('tells the genotypes asked apart by case, with the allele letter after its name', () => {
    expect(value('The frequency of the dominant allele A is 0.6 in a population of 2000. How many individuals are AA?')).toEqual({ v: '720', ok: true });
    expect(value('The frequency of the recessive allele (a) is 0.3. What is the frequency of Aa?')).toEqual({ v: '0.42', ok: true });
  });
  it('reads a count affected by a recessive disease in a sample', () => {
    expect(value("Dans un échantillon de 500 individus, 20 sont atteints d'une maladie récessive. Quelle est la fréquence des hétérozygotes ?")).toEqual({ v: '0.32', ok: true });
  });
  it('reads a phenotype said to be recessive beside its count', () => {
    expect(value('In a population of 500 mice, 45 have white fur (recessive). How many are expected to be heterozygous?')).toEqual({ v: '210', ok: true });
    expect(value("Dans une population de 400 souris, 36 ont le pelage blanc, caractère récessif. Combien d'hétérozygotes attendus ?")).toEqual({ v: '168', ok: true });
  });
});

describe('a recessive form named alone beside the letter of its usual dominant partner', () => {
  it('reads wrinkled with R, short with T, green with Y as the recessive homozygote', () => {
    expect(value('Rr x Rr, 80 seeds. how many wrinkled?')).toEqual({ v: '20', ok: true });
    expect(value('Tt × Tt: what fraction of the offspring is short?')).toEqual({ v: '1/4', ok: true });
    expect(value('Yy × Yy, 400 seeds: how many green seeds are expected?')).toEqual({ v: '100', ok: true });
  });
});

describe('a dihybrid cross asked about one gene only', () => {
  it('counts either phenotype of the gene the question does not name', () => {
    expect(value('TtYy × TtYy: what fraction of the offspring are tall, whatever the colour?')).toEqual({ v: '3/4', ok: true });
    expect(value('In peas, tall (T) is dominant to short (t) and yellow (Y) to green (y). TtYy x ttYy: what fraction of the offspring are short?')).toEqual({ v: '1/2', ok: true });
    // green is the usual partner of yellow (Y), as wrinkled is of round (R): read as yy, like a one-gene cross reads it
    expect(value('TtYy × TtYy: what fraction are tall and green?')).toEqual({ v: '3/16', ok: true });
    expect(value('TtYy × TtYy: what fraction are tall and blue?').v).toBeUndefined();
    expect(value('Croisement-test AaBb × aabb : proportion de descendants de phénotype [A], quel que soit le second caractère ?')).toEqual({ v: '1/2', ok: true });
    expect(value('AaBb × AaBb: fraction of offspring with phenotype [b]?')).toEqual({ v: '1/4', ok: true });
  });
});

describe('Hardy–Weinberg data written beside letters or as so many out of so many', () => {
  it('reads allele frequencies tagged with their letter ("0.19 (A) and 0.81 (a)", "the allele for brown wool (W) has an allele frequency of 0.19")', () => {
    expect(value('The frequencies of two alleles in a gene pool are 0.3 (A) and 0.7 (a). Assuming Hardy-Weinberg equilibrium, what is the percentage of heterozygous individuals?')).toEqual({ v: '0.42', ok: true });
    expect(value('Consider a population in Hardy-Weinberg equilibrium. If the allele for black fur (b) has an allele frequency of 0.6 while the allele for grey fur (B) has an allele frequency of 0.4, then the frequency of heterozygous individuals is')).toEqual({ v: '0.48', ok: true });
    expect(value('The frequencies of two alleles are 0.3 (A) and 0.6 (a). What is the frequency of heterozygotes?').ok).toBe(false);
  });
  it('reads "36 out of 400 individuals express the recessive phenotype" and a disease in 1 out of N people', () => {
    expect(value('If 36 out of 400 individuals in a population express the recessive phenotype, what percent would be heterozygotes?')).toEqual({ v: '0.42', ok: true });
    expect(value('Albinism occurs in 1 out of 40,000 people. What fraction of the population is heterozygous?')).toEqual({ v: '0.00995', ok: true });
  });
});

describe('Hardy–Weinberg on the X', () => {
  it('reads the share of affected men as q and asks women for q² or carriers', () => {
    expect(value('8% of men are colour-blind. What fraction of women are colour-blind?')).toEqual({ v: '0.0064', ok: true });
    expect(value('7 % des hommes sont daltoniens. Quelle proportion des femmes est daltonienne ?')).toEqual({ v: '0.0049', ok: true });
    expect(value('1 in 10 men are colour-blind. What fraction of women are carriers?')).toEqual({ v: '0.18', ok: true });
  });
  it('leaves the men asked again, or women counted without their number, unanswered', () => {
    expect(value('8% of men are colour-blind. What fraction of men are colour-blind?').v).toBeUndefined();
    expect(value('8% of men are colour-blind. In a town of 10,000 women, how many women are colour-blind?').v).toBeUndefined();
  });
});

describe('magnification', () => {
  it('reads « grandissement » and refuses two sizes both said of the drawing', () => {
    expect(value('Une cellule mesure réellement 20 µm ; sur le dessin elle mesure 4 cm. Quel est le grandissement ?').v).toBe('2000');
    expect(value('Une cellule mesure 20 µm ; sur le dessin elle mesure 4 cm. Quel est le grossissement ?').v).toBeUndefined();
  });
  it('uses M = image / actual in consistent units', () => {
    expect(value('A cell measures 50 mm on a drawing magnified ×2000. What is the actual size in µm?')).toEqual({ v: '25 um', ok: true });
    expect(value('Objectif ×40 et oculaire ×10 : grossissement total ?')).toEqual({ v: '400', ok: true });
    expect(value('A mitochondrion 2 µm long is viewed at ×5000. Image size?')).toEqual({ v: '10 mm', ok: true });
    expect(value('taille de l’image 12 mm, taille réelle 40 µm : grossissement ?')).toEqual({ v: '300', ok: true });
  });
  it('reads an order followed by its data after a colon as the question', () => {
    expect(value('Calculate the magnification: the drawing is 60 mm long and the actual specimen is 0.2 mm.')).toEqual({ v: '300', ok: true });
    expect(value('Calculer le grossissement : le dessin mesure 45 mm et la cellule réelle mesure 30 µm.')).toEqual({ v: '1500', ok: true });
    expect(value('Find the actual size: the image is 25 mm at a magnification of ×500.')).toEqual({ v: '50 um', ok: true });
  });
  it('reads the size asked apart from the sizes given', () => {
    expect(value('A cell is 50 µm in diameter. Drawn at a magnification of ×200, how long is the image in mm?')).toEqual({ v: '10 mm', ok: true });
    expect(value('Image length 45 mm, magnification x1500, actual length in micrometres?')).toEqual({ v: '30 um', ok: true });
    expect(value('A bacterium 2 µm long is photographed at ×15 000. How long is it on the photograph, in mm?')).toEqual({ v: '30 mm', ok: true });
    expect(value('A cell 20 µm wide is viewed at ×400. How wide does it appear?')).toEqual({ v: '8 mm', ok: true });
    expect(value("The eyepiece is ×10 and the objective ×40; a cell's image is 4 mm long. What is its actual size?")).toEqual({ v: '10 um', ok: true });
  });
  it('scales a field of view, shares it between cells, and reads scale bars', () => {
    expect(value('The field of view is 4 mm in diameter at ×40. What is the diameter of the field of view at ×400?')).toEqual({ v: '0.4 mm', ok: true });
    expect(value("Le diamètre du champ d'observation est de 1,5 mm au grossissement ×100. Quel est-il au grossissement ×400 ?")).toEqual({ v: '0.375 mm', ok: true });
    expect(value('A field of view of 2 mm contains 8 cells across its diameter. Approximate length of one cell in µm?')).toEqual({ v: '250 um', ok: true });
    expect(value('A scale bar 20 mm long represents 5 µm. What is the magnification?')).toEqual({ v: '4000', ok: true });
    expect(value("Sur une micrographie, une barre d'échelle de 10 µm mesure 25 mm. Quel est le grossissement ?")).toEqual({ v: '2500', ok: true });
  });
});

describe('population growth', () => {
  it('reads the growth rate over one stated period as the share gained, a continuous model named as r in e^(rt)', () => {
    expect(value('A population of rabbits increases from 1200 to 1500 in one year. What is the annual growth rate?')).toEqual({ v: '0.25', ok: true });
    expect(value('Une population de lapins passe de 1200 à 1500 individus en un an. Quel est le taux d’accroissement annuel ?', 'fr')).toEqual({ v: '0.25', ok: true });
    expect(value('A deer herd went from 400 to 460 in a year; what was its growth rate?')).toEqual({ v: '0.15', ok: true });
    expect(value('N0 = 250, N = 300 after 1 year. Find r in N = N0 e^{rt}.')).toEqual({ v: '0.182322', ok: true });
  });
  it('reads two times of day as the time elapsed between two counts', () => {
    expect(value('A bacterial culture has 5000 cells at 9 am and 40000 cells at 3 pm. What is the doubling time?')).toEqual({ v: '2 h', ok: true });
    expect(value('Une culture compte 2000 bactéries à 8 h et 32 000 à 12 h. Quel est le temps de génération ?', 'fr')).toEqual({ v: '1 h', ok: true });
    expect(value('At 10:00 am there are 300 yeast cells; at 1:00 pm there are 2400. Find the doubling time.')).toEqual({ v: '1 h', ok: true });
  });
  it('takes the largest logistic growth rate at N = K/2', () => {
    expect(value('A population of butterflies grows according to the logistic equation with carrying capacity K = 500 and r = 0.1 per month. What is the maximum possible population growth rate dN/dt?')).toEqual({ v: '12.5', ok: true });
    expect(value('Croissance logistique : K = 2000 individus, r = 0,3 par an. Quelle est la vitesse de croissance maximale dN/dt ?', 'fr')).toEqual({ v: '150', ok: true });
    expect(value('Logistic growth with r = 0.2 per day and carrying capacity 800. What is the maximum growth rate?')).toEqual({ v: '40', ok: true });
  });
  it('reads the generation time asked from two counts as the doubling time', () => {
    expect(value('Une population de bactéries passe de 1 000 à 16 000 individus en 8 heures. Quel est le temps de génération ?', 'fr')).toEqual({ v: '2 h', ok: true });
    expect(value('A culture grows from 2 x 10^3 to 6.4 x 10^4 cells in 10 hours. What is the mean generation time?')).toEqual({ v: '2 h', ok: true });
  });
  it('exponential, discrete, doubling and logistic', () => {
    expect(value('A population of 200 grows exponentially with r = 0.1 per year. Population after 10 years?')).toEqual({ v: '543.656', ok: true });
    expect(value('Une population de 1000 individus augmente de 5 % par an. Effectif au bout de 3 ans ?')).toEqual({ v: '1157.63', ok: true });
    expect(value('Exponential growth with r = 0.05 per day: doubling time?')).toEqual({ v: '13.8629 day', ok: true });
    expect(value('Logistic growth: r = 0.2, K = 1000. What is dN/dt when N = 400?')).toEqual({ v: '48', ok: true });
  });

  it('never cuts a number short to escape its unit, and reads the start named in the question', () => {
    expect(value('Une population de bactéries double toutes les 20 minutes. Combien de bactéries après 2 heures à partir de 100 bactéries ?')).toEqual({ v: '6400', ok: true });
    expect(value('Bacteria double every 30 minutes. How many after 3 hours, starting with 50 cells?')).toEqual({ v: '3200', ok: true });
  });

  it('reads a growth by a percentage as compounded, and a question cut by a decimal point', () => {
    expect(value('A population of 1000 mice grows by 8% per year. How many mice after 3 years?')).toEqual({ v: '1259.71', ok: true });
    expect(value('How long does it take a population growing continuously at r = 0.07 per year to double?')).toEqual({ v: '9.9021 year', ok: true });
  });

  it('reads a per capita rate over one period as the share gained, and one period in words', () => {
    expect(value('A population of deer grows from 1200 to 1500 in one year. Per capita growth rate?')).toEqual({ v: '0.25', ok: true });
    expect(value('Une population passe de 1200 à 1500 individus en un an. Taux de croissance par individu ?')).toEqual({ v: '0.25', ok: true });
  });
  it('reads a division by mitosis or binary fission every so often as the doubling time', () => {
    expect(value('A cell divides by mitosis every 2 hours. How many cells after 10 hours?')).toEqual({ v: '32', ok: true });
    expect(value('Une cellule se divise par mitose toutes les 2 heures. Combien de cellules après 10 heures ?')).toEqual({ v: '32', ok: true });
  });
  it('reads a start of one in words', () => {
    expect(value('A bacterium divides every 30 minutes. How many bacteria after 3 hours starting from one?')).toEqual({ v: '64', ok: true });
    expect(value("Une bactérie se divise toutes les 30 minutes. Combien de bactéries après 3 heures à partir d'une seule bactérie ?")).toEqual({ v: '64', ok: true });
  });
  it('reads cells that divide, or a generation time, as the doubling time', () => {
    expect(value('How many bacteria are there after 3 hours if a culture starts with 500 bacteria and divides every 30 min?')).toEqual({ v: '32000', ok: true });
    expect(value('Une population de 200 bactéries se divise toutes les 30 minutes. Combien de bactéries au bout de 2 heures ?')).toEqual({ v: '3200', ok: true });
    expect(value('A bacterium has a generation time of 20 min. Starting with 100 cells, how many cells after 1 hour?')).toEqual({ v: '800', ok: true });
    expect(value('Des levures ont un temps de génération de 90 min. À partir de 1000 cellules, combien de cellules après 6 h ?')).toEqual({ v: '16000', ok: true });
  });
  it('gives a time in the unit of the rate ("per year", "par an")', () => {
    expect(value('doubling time for r = 0.035 per year')).toEqual({ v: '19.8042 year', ok: true });
    expect(value('taux de croissance r = 0,04 par an : temps de doublement ?')).toEqual({ v: '17.3287 year', ok: true });
  });
});

describe('tasks written back', () => {
  it('reads its own canonical text into the same task', () => {
    for (const input of ['AaBb × aaBb: phenotypic ratio', 'Cystic fibrosis affects 1 in 2500. Carrier frequency 2pq?', 'image 3 mm long at ×400: actual size?', 'The field of view is 4 mm in diameter at ×40. What is the diameter of the field of view at ×400?', 'A field of view of 2 mm contains 8 cells across its diameter. Approximate length of one cell in µm?', 'A population of 2000 has 150 births, 50 deaths, 20 immigrants and 10 emigrants in one year. What is the per capita growth rate?']) {
      const t = readTask({ raw: input, text: normalizeText(input), subject: 'biology' }).task;
      expect(t).toBeTruthy();
      if (!t) continue;
      const back = taskText(t);
      expect(readTask({ raw: back, text: normalizeText(back), subject: 'biology' }).task).toEqual(t);
    }
  });
});

describe('a population balance over one period', () => {
  it('gives the per capita rate, the net change and the size at the end', () => {
    expect(value('A population of 2000 has 150 births, 50 deaths, 20 immigrants and 10 emigrants in one year. What is the per capita growth rate?')).toEqual({ v: '0.055', ok: true });
    expect(value('Population de 500 individus : 60 naissances et 20 décès en un an. Taux de croissance par individu ?')).toEqual({ v: '0.08', ok: true });
    expect(value('Une population de 1 500 cerfs : naissances = 200, décès = 120, immigration = 30, émigration = 10. Taux de croissance annuel ?')).toEqual({ v: '0.0666667', ok: true });
    expect(value('In one year a town had 250 births, 100 deaths, 30 immigrants and 80 emigrants. What is the net change in population?')).toEqual({ v: '100', ok: true });
    expect(value('A population of 800 rabbits has 120 births and 70 deaths in a year. What is the population size at the end of the year?')).toEqual({ v: '850', ok: true });
  });
  it('reads migrants and deaths told by verbs, and refuses a flow named but not read', () => {
    expect(value('In a population of 250 frogs there were 40 births and 15 deaths last year, 5 frogs immigrated and 10 emigrated. What was the population growth rate?')).toEqual({ v: '0.08', ok: true });
    const s = solve('A population of 300 had 30 births and 10 deaths; some animals emigrated. Per capita growth rate?', { subject: 'biology' });
    expect(s.answer).toBeFalsy();
    expect(JSON.stringify(s)).toContain('emigrants');
  });
  it('refuses a size after several periods, naming it', () => {
    const s = solve('In a population of 1000, there were 120 births and 80 deaths per year. How many individuals after 2 years?', { subject: 'biology' });
    expect(s.answer).toBeFalsy();
    expect(JSON.stringify(s)).toContain('after 2 years');
    expect(value('In a population of 1000, there were 120 births and 80 deaths this year. How many individuals at the end of the year?')).toEqual({ v: '1040', ok: true });
  });
  it('refuses a rate per individual without the size, naming it', () => {
    const s = solve('There were 50 births and 20 deaths in a population this year. What is the per capita growth rate?', { subject: 'biology' });
    expect(s.answer).toBeFalsy();
    expect(JSON.stringify(s)).toContain('size of the population');
  });
});

describe('how many different genotypes or phenotypes a cross gives', () => {
  const ask = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
    const s = solve(input, { subject: 'biology', locale });
    return { v: s.answer?.value, ok: s.verified };
  };
  it('counts the classes of the Punnett square, checked by a recount of the offspring', () => {
    expect(ask('AaBb × AaBb : nombre de phénotypes différents ?', 'fr')).toEqual({ v: '4', ok: true });
    expect(ask('Combien de génotypes différents dans la descendance de AaBb × AaBb ?', 'fr')).toEqual({ v: '9', ok: true });
    expect(ask('How many different genotypes can result from Aa × Aa?')).toEqual({ v: '3', ok: true });
    expect(ask('How many phenotypes are possible among the offspring of AaBb x aabb?')).toEqual({ v: '4', ok: true });
  });
});

describe('population growth stated back', () => {
  it('names the unit of time in the student’s language', () => {
    const input = 'Une population de 500 individus augmente de 3 % par an. Quelle sera sa taille dans 10 ans ?';
    expect(solve(input, { locale: 'fr', subject: 'biology' }).interpretation?.text).toContain('(temps en années)');
    expect(solve(input, { locale: 'en', subject: 'biology' }).interpretation?.text).toContain('(time in years)');
  });
  it('reads the size asked as "quelle est sa taille", "what is its size"', () => {
    expect(solve('Une population de 500 individus croît de 3 % par an. Quelle est sa taille après 10 ans ?', { locale: 'fr', subject: 'biology' }).answer?.value).toBe('671.958');
    expect(solve('A population of 500 grows by 3% per year. What is its size after 10 years?', { subject: 'biology' }).answer?.value).toBe('671.958');
  });
});

describe('Hardy–Weinberg questions asked two at a time', () => {
  it('refuses the allele frequencies asked with a genotype class, naming them', () => {
    const s = solve('In a town of 5000 people, 4% show a recessive trait. Assuming Hardy–Weinberg equilibrium, what are the allele frequencies and how many people are carriers?', { subject: 'biology' });
    expect(s.answer).toBeFalsy();
    expect(s.error?.message).toContain('allele frequencies');
    expect(value('In a town of 5000 people, 4% show a recessive trait. Assuming Hardy–Weinberg equilibrium, how many people are carriers?')).toEqual({ v: '1600', ok: true });
  });
});

describe('magnification from two sizes told in sentences', () => {
  it('reads the image size after several words ("in the image had a diameter of 0.6 cm")', () => {
    expect(value('A root hair cell has a width of 0.02 mm. Seen under a microscope, the cell in the photograph had a width of 8 mm. Calculate the magnification used.')).toEqual({ v: '400', ok: true });
  });
});

describe('a phenotype asked with its zygosity, carriers and shares in French', () => {
  it('narrows the dominant phenotype to the homozygote when the question says so', () => {
    expect(value('A homozygous (TT) tall pea plant is crossed with a heterozygous (Tt) one. T is tall. What percentage of the offspring are homozygous tall plants?')).toEqual({ v: '1/2', ok: true });
  });
  it('reads « deux parents sont porteurs sains »', () => {
    expect(value("Deux parents sont porteurs sains d'une maladie récessive. Quelle est la probabilité que leur enfant soit malade ?")).toEqual({ v: '1/4', ok: true });
  });
  it('reads a test cross whose offspring are given as shares', () => {
    expect(value('On croise un lapin noir de génotype inconnu avec un lapin blanc homozygote récessif. On obtient 50 % de lapins noirs et 50 % de lapins blancs. Quel est le génotype du lapin noir ?')).toEqual({ v: 'Nn', ok: true });
  });
});

describe('homozygous offspring asked without saying which', () => {
  it('counts both homozygotes of one gene, and says so', () => {
    expect(value('Aa x Aa: what fraction of the offspring are homozygous?')).toEqual({ v: '1/2', ok: true });
    expect(value('Tt × Tt : proportion de descendants homozygotes ?')).toEqual({ v: '1/2', ok: true });
    expect(value('Aa x Aa, 200 offspring. How many homozygous?')).toEqual({ v: '100', ok: true });
    expect(solve('Aa x Aa: what fraction of the offspring are homozygous?', { subject: 'biology' }).interpretation?.text).toBe('Probability of AA or aa from Aa × Aa');
    expect(value('Aa x Aa: what fraction of the offspring are homozygous dominant?')).toEqual({ v: '1/4', ok: true });
  });
  it('reads the F2 of a homozygous male crossed with a female of the other trait', () => {
    expect(value('A male homozygous black mouse is crossed with a female brown mouse. Black (B) is dominant to brown (b). If the F1 are crossed with each other, what percentage of the F2 will be homozygous?')).toEqual({ v: '1/2', ok: true });
  });
  it('refuses homozygous of several genes rather than guess', () => {
    expect(value('AaBb x AaBb: what fraction of the offspring are homozygous?').v).toBeUndefined();
  });
});

describe('crosses told as a couple, a recessive trait alone, or results asked', () => {
  it('reads a couple each told with a genotype in brackets', () => {
    expect(value('The father is albino (aa) and the mother is heterozygous (Aa). What is the probability that a child is albino?')).toEqual({ v: '1/2', ok: true });
    expect(value("Le père est albinos (aa) et la mère est hétérozygote (Aa). Quelle est la probabilité qu'un enfant soit albinos ?")).toEqual({ v: '1/2', ok: true });
  });
  it('reads "short is a recessive trait" with two heterozygous plants and the seeds planted', () => {
    expect(value('If short is a recessive trait, how many short plants would you expect if you cross two heterozygous plants and plant 200 seeds?')).toEqual({ v: '50', ok: true });
  });
  it('reads "the expected phenotypic results" as the phenotype ratio', () => {
    expect(value('A heterozygous purple plant (Pp) is crossed with a white plant (pp). What are the expected phenotypic results?')).toEqual({ v: '1:1', ok: true });
  });
});

describe('parents told across two sentences, or heterozygous beside one tied form', () => {
  it('reads "… has the genotype Rr. It is crossed with a plant … rr"', () => {
    expect(value('A pea plant with round seeds has the genotype Rr. It is crossed with a pea plant with wrinkled seeds and the genotype rr. What is the probability that an offspring has wrinkled seeds?')).toEqual({ v: '1/2', ok: true });
  });
  it('reads two heterozygous parents when only the recessive form is tied to its letter', () => {
    expect(value('E = no freckles, e = freckles. Two heterozygous parents are crossed. What fraction of the offspring would be heterozygous?')).toEqual({ v: '1/2', ok: true });
  });
});

describe('Hardy–Weinberg: homozygous for a trait', () => {
  it('reads "homozygous for the dominant trait" as p², never the dominant phenotype', () => {
    expect(value('25% of a population show the recessive phenotype. Assuming Hardy-Weinberg equilibrium, what fraction is homozygous for the dominant trait?')).toEqual({ v: '0.25', ok: true });
    expect(value('25% of a population show the recessive phenotype. Assuming Hardy-Weinberg equilibrium, what fraction shows the dominant trait?')).toEqual({ v: '0.75', ok: true });
  });
});
