import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('the unknown parent of a test cross, from offspring counts', () => {
  it('infers one gene from a 1:1 ratio or from offspring all dominant', () => {
    expect(value('A tall plant crossed with a short one gives 48 tall and 52 short. What is the genotype of the tall parent?')).toEqual({ v: 'Tt', ok: true });
    expect(value('A tall plant is crossed with a short plant; all 60 offspring are tall. What is the genotype of the tall parent?')).toEqual({ v: 'TT', ok: true });
    expect(value('Une plante haute croisée avec une plante naine donne 48 plantes hautes et 52 plantes naines. Quel est le génotype du parent haut ?', 'fr')).toEqual({ v: 'Hh', ok: true });
    const steps = solve('A tall plant crossed with a short one gives 48 tall and 52 short. What is the genotype of the tall parent?', { locale: 'fr' }).steps;
    expect(steps.map((s) => s.explanation).join(' ')).toContain('χ²');
  });

  it('finds the parent’s phenotype in the question, and skips body-part nouns', () => {
    expect(value('In a test cross, a purple-flowered plant gives 98 purple and 102 white offspring. What was the genotype of the purple plant?')).toEqual({ v: 'Pp', ok: true });
    expect(value('Test cross: a purple-flowered plant × white-flowered plant gives 60 purple offspring and no white. What is the genotype of the purple parent?')).toEqual({ v: 'PP', ok: true });
    expect(value('Croisement test : une drosophile aux ailes longues croisée avec une drosophile aux ailes vestigiales donne 120 ailes longues. Génotype du parent aux ailes longues ?', 'fr')).toEqual({ v: 'LL', ok: true });
  });

  it('answers yes or no when the question asks whether the parent is heterozygous or homozygous', () => {
    expect(value('A black guinea pig crossed with a white one gives 5 black and 4 white offspring. Is the black parent heterozygous?')).toEqual({ v: 'yes', ok: true });
    expect(value('A black rabbit crossed with a white rabbit gives 10 black offspring and no white ones. Is the black parent heterozygous?')).toEqual({ v: 'no', ok: true });
    expect(value('A black rabbit crossed with a white rabbit gives 10 black offspring and no white ones. Is the black parent homozygous?')).toEqual({ v: 'yes', ok: true });
    expect(value('Croisement test : une souris grise × une souris blanche donne 8 grises et 7 blanches. La souris grise est-elle hétérozygote ?', 'fr')).toEqual({ v: 'yes', ok: true });
    const t = readTask({ raw: 'A black guinea pig crossed with a white one gives 5 black and 4 white offspring. Is the black parent heterozygous?', text: 'x' }).task;
    expect(t).toMatchObject({ kind: 'test_cross', want: 'parent', zygosity: 'heterozygous' });
    if (!t) throw new Error('not read');
    expect(verifyTask(t, { kind: 'bool', value: 'yes' })).toBe(true);
    expect(verifyTask(t, { kind: 'bool', value: 'no' })).toBe(false);
    expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
  });

  it('reads offspring told by a kind word on themselves, one share implying the rest', () => {
    expect(value('A tall plant crossed with a short one gives 50% recessive offspring. Is the tall plant heterozygous?')).toEqual({ v: 'yes', ok: true });
    expect(value('Un pois à fleurs rouges croisé avec un pois à fleurs blanches donne 50 % de descendants récessifs. Le parent rouge est-il homozygote ?', 'fr')).toEqual({ v: 'no', ok: true });
    expect(value('In a test cross 25 recessive offspring and 27 dominant offspring were produced. Is the parent heterozygous?')).toEqual({ v: 'yes', ok: true });
  });

  it('never answers for the unknown parent a question asked about the tester', () => {
    for (const question of ['Is the white parent heterozygous?', 'What is the genotype of the white parent?']) {
      const s = solve(`A black guinea pig crossed with a white one gives 5 black and 4 white offspring. ${question}`);
      expect(s.answer).toBeNull();
      expect(s.verified).toBe(false);
    }
  });

  it('reads offspring classes told by their kind, dominant or recessive phenotype', () => {
    expect(value('In a test cross, an individual with the dominant phenotype gives 48 offspring with the dominant phenotype and 52 with the recessive phenotype. What is the genotype of the individual?')).toEqual({ v: 'Aa', ok: true });
    expect(value("On croise un individu de phénotype dominant avec un homozygote récessif ; on obtient 50 % de descendants au phénotype dominant et 50 % au phénotype récessif. L'individu testé est-il hétérozygote ?", 'fr')).toEqual({ v: 'yes', ok: true });
    expect(value('Test cross: 100 % of the offspring show the dominant phenotype. Is the tested parent heterozygous?')).toEqual({ v: 'no', ok: true });
    expect(value("Croisement test : on obtient 50 % [A] et 50 % [a]. Génotype de l'individu testé ?", 'fr')).toEqual({ v: 'Aa', ok: true });
    expect(value("Croisement test : on obtient 48 [B] et 52 [b]. L'individu testé est-il hétérozygote ?", 'fr')).toEqual({ v: 'yes', ok: true });
  });

  it('infers two genes from four counts', () => {
    expect(value('A tall purple plant is crossed with a short white plant, giving 102 tall purple, 98 tall white, 97 short purple and 103 short white. What is the genotype of the tall purple parent?')).toEqual({ v: 'TtPp', ok: true });
    expect(value('A tall purple plant is crossed with a short white plant, giving 51 tall purple and 49 tall white. What is the genotype of the tall purple parent?')).toEqual({ v: 'TTPp', ok: true });
  });

  it('refuses counts that fit no genotype, and checks answers itself', () => {
    // far from 1:1:1:1 (linked genes): no Mendelian answer
    expect(value('A tall purple plant is crossed with a short white plant, giving 400 tall purple, 100 tall white, 100 short purple and 400 short white. What is the genotype of the tall purple parent?').ok).toBe(false);
    const t = readTask({ raw: 'A tall plant crossed with a short one gives 48 tall and 52 short. What is the genotype of the tall parent?', text: 'x' }).task;
    expect(t?.kind).toBe('test_cross');
    if (!t) return;
    expect(verifyTask(t, { kind: 'text', value: 'Tt' })).toBe(true);
    expect(verifyTask(t, { kind: 'text', value: 'TT' })).toBe(false);
    expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
  });
});

describe('cross and population phrasings', () => {
  it('reads uniform genotypes beside a cross sign and "fraction of offspring showing …" as the target', () => {
    expect(value("Croisement Aa × AA : proportion d'hétérozygotes ?", 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('AABb × aabb: fraction of offspring showing both dominant traits')).toEqual({ v: '1/2', ok: true });
  });
  it('reads Hardy–Weinberg from a count of recessive homozygotes or a bare q?', () => {
    expect(value("Dans une population de 1000 individus, 90 sont aa. Nombre attendu d'hétérozygotes ?", 'fr')).toEqual({ v: '420', ok: true });
    expect(value('albinism occurs in 1 in 10,000 people. q?')).toEqual({ v: '0.01', ok: true });
  });
});

describe('crosses described in words and growth parameters', () => {
  it('reads two heterozygous parents named by their trait', () => {
    expect(value('two heterozygous tall pea plants are crossed — probability an offspring is tall?')).toEqual({ v: '3/4', ok: true });
    expect(value('Deux plantes hautes hétérozygotes sont croisées : proportion de descendants hauts ?', 'fr')).toEqual({ v: '3/4', ok: true });
    expect(value('Two heterozygous purple plants are crossed. Probability of a homozygous recessive offspring?')).toEqual({ v: '1/4', ok: true });
    // the other form of the same character is the recessive one; a word of another character says no allele
    expect(value('two heterozygous tall pea plants are crossed — probability an offspring is short?')).toEqual({ v: '1/4', ok: true });
    expect(value('two heterozygous tall pea plants are crossed — probability an offspring is green?').v).toBeUndefined();
  });
  it('reads N0 = 1000, r = … with a comma after the value, and "N after …"', () => {
    expect(value('N0 = 1000, r = 0.05 per year (continuous). N after 10 years?')).toEqual({ v: '1648.72', ok: true });
  });
});

describe('kinds of gametes', () => {
  it('counts two choices per heterozygous gene', () => {
    expect(value('Combien de types de gamètes différents produit un individu AaBbCc ?', 'fr')).toEqual({ v: '8', ok: true });
    expect(value('How many kinds of gametes does AaBBCc produce?')).toEqual({ v: '4', ok: true });
    const t = readTask({ raw: 'How many kinds of gametes does AaBBCc produce?', text: 'x' }).task;
    expect(t && verifyTask(t, { kind: 'number', value: '8' })).toBe(false);
    if (t) expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
  });
});

describe('shares written as one person in so many, and growth from one cell', () => {
  it('reads "1 person in 2500", « 1 personne sur 2500 » and q² = 1/2500 as the share', () => {
    expect(value('Cystic fibrosis, a recessive disorder, affects 1 person in 2500. What is the frequency of carriers?')).toEqual({ v: '0.0392', ok: true });
    expect(value("La mucoviscidose, maladie récessive, touche 1 personne sur 2500. Quelle est la fréquence de l'allèle récessif ?", 'fr')).toEqual({ v: '0.02', ok: true });
    expect(value('q² = 1/2500. 2pq?')).toEqual({ v: '0.0392', ok: true });
    expect(value('In a population of 1000, 1/100 are homozygous recessive. How many heterozygotes are expected?')).toEqual({ v: '180', ok: true });
  });
  it('starts from one cell when a single one divides, and compounds a yearly percentage', () => {
    expect(value('A single bacterium divides every 20 minutes. How many cells after 4 hours?')).toEqual({ v: '4096', ok: true });
    expect(value("Une bactérie se divise toutes les 20 minutes. Combien de bactéries obtient-on au bout de 2 heures à partir d'une seule cellule ?", 'fr').v).toBe('64');
    expect(value('A population of 500 grows at 3% per year. How many after 10 years?').v).toBe('671.958');
  });
});

describe('a condition told before the question, and a ratio asked as proportions', () => {
  it('reads the condition of "If …, what …?" as data', () => {
    expect(value('If the frequency of the dominant phenotype is 0.91, what is q?')).toEqual({ v: '0.3', ok: true });
    expect(value('If a population of 500 grows by 3% per year, what will it be after 10 years?').v).toBe('671.958');
    expect(value('Si une population de 500 individus croît de 3 % par an, quel sera son effectif dans 10 ans ?', 'fr').v).toBe('671.958');
  });
  it('reads a start told as "starting at" or « partant de »', () => {
    expect(value('A population doubles every 5 years. Starting at 1000, how many after 20 years?')).toEqual({ v: '16000', ok: true });
    expect(value('Une population de bactéries double toutes les 20 min. Partant de 100 bactéries, combien après 2 h ?', 'fr')).toEqual({ v: '6400', ok: true });
  });
  it('answers "the expected phenotypic proportions" with the ratio', () => {
    expect(value('What are the expected phenotypic proportions of Tt x tt?')).toEqual({ v: '1:1', ok: true });
  });
});

describe('allele letters, homozygous dominant shares and sizes written in words', () => {
  it('reads a share of homozygous dominants as p² and an allele named by its letter', () => {
    expect(value('49% of the population is homozygous dominant (AA). What is q?')).toEqual({ v: '0.3', ok: true });
    expect(value('In a population of 10 000, the frequency of allele A is 0.8. How many are aa?')).toEqual({ v: '400', ok: true });
    expect(value("Dans une population de 2500 individus, la fréquence de l'allèle a est de 0,2. Combien d'individus sont hétérozygotes ?", 'fr')).toEqual({ v: '800', ok: true });
    expect(value('A population has 360 AA, 480 Aa and 160 aa individuals. What is the frequency of allele A?')).toEqual({ v: '0.6', ok: true });
  });
  it('reads micromètres, micrometres, a size that appears on a photo and a magnification of 400 times', () => {
    expect(value('Une cellule mesure 5 cm sur un dessin au grossissement ×1000. Taille réelle en micromètres ?', 'fr')).toEqual({ v: '50 um', ok: true });
    expect(value('Un globule rouge de 7 µm de diamètre apparaît avec un diamètre de 2,8 cm sur la photo. Quel est le grossissement ?', 'fr')).toEqual({ v: '4000', ok: true });
    expect(value('What is the actual size of a cell that measures 12 mm in an image magnified 400 times? Answer in µm.')).toEqual({ v: '30 um', ok: true });
  });
  it('asks what the population will be', () => {
    expect(value('A town has 20 000 people and grows 2% per year. What will its population be in 5 years?').v).toBe('22081.6');
  });
});

describe('dihybrid classes in trait words and parents crossed with words between them', () => {
  it('reads each trait word by the letter the text ties it to', () => {
    expect(value('In peas, yellow (Y) is dominant to green (y) and round (R) is dominant to wrinkled (r). YyRr × YyRr: what fraction of offspring are yellow and wrinkled?')).toEqual({ v: '3/16', ok: true });
    expect(value("Chez le pois, l'allèle jaune (J) domine vert (j) et lisse (L) domine ridé (l). Croisement JjLl × JjLl : proportion de graines vertes et ridées ?", 'fr')).toEqual({ v: '1/16', ok: true });
    // a trait word tied to no letter, by no initial nor usual partner, names no class
    expect(value('YyRr × YyRr, yellow (Y), green (y): what fraction of offspring are yellow and short?').v).toBeUndefined();
    expect(value('YyRr × YyRr, yellow (Y), green (y): what fraction of offspring are yellow and wrinkled?')).toEqual({ v: '3/16', ok: true });
  });
  it('reads parents crossed in words and a question written around them', () => {
    expect(value('In peas, yellow (Y) is dominant to green (y) and round (R) to wrinkled (r). A YyRr plant is crossed with a yyrr plant. How many of 200 offspring are green and round?')).toEqual({ v: '50', ok: true });
    expect(value('Mendel crossed true-breeding tall plants (TT) with short plants (tt). What fraction of the F2 is short?')).toEqual({ v: '1/4', ok: true });
    expect(value('On croise une lignée pure à fleurs violettes (VV) avec une lignée pure à fleurs blanches (vv). Proportion de fleurs blanches en F2 ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('What proportion of the offspring of AaBbCc × AaBbCc will be A_B_C_?')).toEqual({ v: '27/64', ok: true });
  });
});

describe('dominance told without a verb, p or q given in the question, and decreasing populations', () => {
  it('reads « N (grand) dominant sur n (nain) » as data tying each letter to its trait', () => {
    expect(value('Combien de plantes naines sur 120 descendants du croisement Nn × Nn, N (grand) dominant sur n (nain) ?', 'fr')).toEqual({ v: '30', ok: true });
  });
  it('reads "if q = 0.4" and "1/400 people are homozygous recessive"', () => {
    expect(value('What percentage of the population is heterozygous if q = 0.4?')).toEqual({ v: '0.48', ok: true });
    expect(value('What is p if 1/400 people are homozygous recessive?')).toEqual({ v: '0.95', ok: true });
  });
  it('reads a population that decreases by a share each year, with its sign written once', () => {
    const s = solve('Une population de 1000 individus diminue de 5 % par an. Effectif après 3 ans ?', { locale: 'fr' });
    expect(s.answer?.value).toBe('857.375');
    expect(s.steps.map((x) => x.formula).join(' ')).toContain('1 - 0{,}05');
    expect(value('A population of 400 decreases by 10% per year. How many after 2 years?').v).toBe('324');
  });
});

describe('generation times after a colon, « tous les 10 ans » and data in a relative clause', () => {
  it('reads them as data', () => {
    expect(value('Temps de génération : 20 min. Nombre de cellules après 2 h à partir de 50 cellules ?', 'fr')).toEqual({ v: '3200', ok: true });
    expect(value("Combien de temps faut-il pour qu'une population de 500 individus atteigne 4000 si elle double tous les 10 ans ?", 'fr')).toEqual({ v: '30 year', ok: true });
    expect(value('A bacterial population with a generation time of 25 min starts with 200 cells. Number after 100 min?')).toEqual({ v: '3200', ok: true });
    expect(value('Quelle est la fréquence des hétérozygotes dans une population où 1 personne sur 10 000 est albinos ?', 'fr')).toEqual({ v: '0.0198', ok: true });
  });
});

describe('a size that "measures" with no image named, and one person in so many written in words', () => {
  it('reads a cell that measures 100 µm as the object, on a micrograph as the image', () => {
    expect(value('A cell measures 100 um. At x400 what is the size of the image in cm?')).toEqual({ v: '4 cm', ok: true });
    expect(value('Un organite mesure 2,5 µm. Au grossissement × 2000, quelle est la taille de son image en mm ?', 'fr')).toEqual({ v: '5 mm', ok: true });
    expect(value('A mitochondrion measures 12 mm on a micrograph at ×24 000. Real length in µm?')).toEqual({ v: '0.5 um', ok: true });
  });
  it('reads « une personne sur 2500 » and "one in 10,000"', () => {
    expect(value('Une personne sur 2500 est atteinte de mucoviscidose. Fréquence des porteurs ?', 'fr')).toEqual({ v: '0.0392', ok: true });
    expect(value('One in 10,000 babies is born with PKU (recessive). What is the frequency of carriers?')).toEqual({ v: '0.0198', ok: true });
  });
});

describe('the unknown parent when every offspring shows one trait, in French', () => {
  it('reads « on croise » and « ont des fleurs rouges »', () => {
    expect(value('Les graines jaunes dominent les graines vertes. On croise une plante à graines jaunes avec une plante à graines vertes ; tous les descendants ont des graines jaunes. Quel est le génotype de la plante à graines jaunes ?', 'fr')).toEqual({ v: 'JJ', ok: true });
  });
});

describe('the unknown parent of a test cross, worded in other ways', () => {
  it('reads the tested parent after the test cross named, its hyphenated trait, and « son génotype »', () => {
    expect(value('A long-winged fly is test crossed and gives 52 long-winged and 48 vestigial-winged offspring. What is the genotype of the fly?')).toEqual({ v: 'Ll', ok: true });
    expect(value("On réalise un croisement test avec une drosophile aux ailes longues : on obtient 50 % d'ailes longues et 50 % d'ailes vestigiales. Quel est le génotype de la drosophile testée ? (L = longues, l = vestigiales)", 'fr')).toEqual({ v: 'Ll', ok: true });
    expect(value('A test cross of a black rabbit gave 6 black and 5 white young. What is its genotype?')).toEqual({ v: 'Bb', ok: true });
  });
  it('answers "homozygous or heterozygous?" with the genotype, never yes or no', () => {
    expect(value('A purple-flowered plant is crossed with a white-flowered plant and gives 40 purple and 38 white. Was the purple parent homozygous or heterozygous?')).toEqual({ v: 'Pp', ok: true });
    expect(value('Une souris grise est croisée avec une souris blanche ; on obtient 20 grises. La souris grise est-elle homozygote ou hétérozygote ?', 'fr')).toEqual({ v: 'GG', ok: true });
  });
});
