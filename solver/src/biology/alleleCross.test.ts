import { describe, expect, it } from 'vitest';
import { readTask } from '../read';
import { normalizeText } from '../parse/normalize';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';
import { reading, refusal, value } from './test-helpers';

describe('X-linked crosses', () => {
  it('tells a son among the sons from a colour-blind son among all children', () => {
    expect(value('XHXh × XHY: probability that a son is colour-blind?')).toEqual({ v: '1/2', ok: true });
    // a son as the subject of the verb, with or without "that": among the sons
    expect(value('Colour blindness is X-linked recessive. A carrier mother and a normal father: probability a son is colour-blind?')).toEqual({ v: '1/2', ok: true });
    expect(value('Haemophilia is X-linked recessive. XHXh × XHY: what is the chance a boy is affected?')).toEqual({ v: '1/2', ok: true });
    expect(value('Haemophilia is X-linked recessive. A carrier woman marries a normal man. What is the probability for a son to be haemophiliac?')).toEqual({ v: '1/2', ok: true });
    expect(value('Colour blindness is X-linked recessive. A carrier mother and a colour-blind father: probability a daughter is colour-blind?')).toEqual({ v: '1/2', ok: true });
    expect(value('Colour blindness is X-linked recessive. A carrier mother and a normal father: probability of a colour-blind son?')).toEqual({ v: '1/4', ok: true });
    expect(reading('Colour blindness is X-linked recessive. A carrier mother and a normal father: probability a son is colour-blind?').i).toMatch(/among the sons/);
    expect(reading('Colour blindness is X-linked recessive. A carrier mother and a normal father: probability of a colour-blind son?').i).not.toMatch(/among the sons/);
    expect(value('X^H X^h x X^H Y: probability that a child is affected')).toEqual({ v: '1/4', ok: true });
    expect(value("Une femme conductrice XDXd et un homme sain XDY : probabilité d'avoir un garçon daltonien ?", 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('Haemophilia: XHXh × XhY, probability that a daughter is affected?')).toEqual({ v: '1/2', ok: true });
    expect(value('XᴴXʰ × XᴴY: probability of a carrier daughter')).toEqual({ v: '1/4', ok: true });
  });
  it('reads a capital and a small letter of two names as the dominant allele and its recessive (X^N, X^c)', () => {
    expect(value('Carrier female X^N X^c crossed with a normal male X^N Y. Probability of a colour blind son among all the children?')).toEqual({ v: '1/4', ok: true });
    expect(value('X^N X^c × X^N Y : probabilité qu’un garçon soit daltonien ?', 'fr')).toEqual({ v: '1/2', ok: true });
    expect(refusal('X^B X^O x X^O Y cats: proportion of tortoiseshell kittens?')).toContain('unsupported');
  });
  it('reads "a recessive son" as a son of the recessive phenotype, never a son alone', () => {
    expect(value('X^A X^a female crossed with X^a Y male. Probability of a recessive son?')).toEqual({ v: '1/4', ok: true });
  });
  it('asks among the sons for « un de leurs fils », « l’un de ses garçons »', () => {
    expect(value('Une femme conductrice de l’hémophilie a des enfants avec un homme sain. Quelle est la probabilité qu’un de leurs fils soit hémophile ?', 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('Une femme conductrice du daltonisme et un homme sain : probabilité que l’un de leurs fils soit daltonien ?', 'fr')).toEqual({ v: '1/2', ok: true });
  });
  it('reads a father said not affected in words as healthy, his words ending at a stop', () => {
    expect(value('Une femme conductrice du daltonisme et un homme non daltonien : probabilité d’avoir une fille daltonienne ?', 'fr')).toEqual({ v: '0', ok: true });
    expect(value('A carrier woman and a man who is not colour-blind: probability of a colour-blind daughter?')).toEqual({ v: '0', ok: true });
    expect(value('A carrier woman marries a colour-blind man. Probability of a colour-blind daughter?')).toEqual({ v: '1/4', ok: true });
    expect(refusal('A carrier woman marries a man; probability of a colour-blind son?')).toContain('father');
  });
  it('reads the father of a couple said unaffected as a whole', () => {
    expect(value('Un couple de non daltoniens ; la femme est porteuse de l’allèle du daltonisme (lié à l’X). Probabilité d’avoir un enfant daltonien ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('A normal couple; the mother is a carrier of hemophilia. Probability that a son has hemophilia?')).toEqual({ v: '1/2', ok: true });
  });
  it('reads the disease named after "with" as the affected phenotype, never the sex alone', () => {
    expect(value('X^H X^h × X^H Y: probability of a son with hemophilia?')).toEqual({ v: '1/4', ok: true });
    expect(value('A carrier woman and a man without haemophilia: probability of a child without haemophilia?')).toEqual({ v: '3/4', ok: true });
  });
  it('reads each parent from its own clause, and a normal daughter of an affected father as a carrier', () => {
    expect(value('Hemophilia is X-linked recessive. A man with hemophilia marries a normal woman whose father had hemophilia. What is the probability that their first son will have hemophilia?')).toEqual({ v: '1/2', ok: true });
    expect(value('A man with hemophilia marries a normal woman who is not a carrier. What is the probability that a daughter will have hemophilia?')).toEqual({ v: '0', ok: true });
    expect(value('The mother is a carrier of the hemophilia gene, and the father does not have hemophilia. What is the chance that each son will have hemophilia?')).toEqual({ v: '1/2', ok: true });
  });
  it('reads two parents of one colour after the verb: "we cross two pink plants", « on croise deux plantes roses »', () => {
    expect(value('Chez la belle-de-nuit (dominance incomplète), on croise deux plantes roses RB. Proportion de plantes à fleurs rouges ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('Chez la belle-de-nuit (dominance incomplète), on croise deux plantes à fleurs roses. Proportion de plantes à fleurs blanches ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('Incomplete dominance in snapdragons: we cross two pink plants. What fraction of the offspring are white?')).toEqual({ v: '1/4', ok: true });
  });
  it('crosses the F1 of true-breeding parents for the F2, and refuses the F2 of other parents', () => {
    expect(value('Cross a red-flowered (RR) with a white-flowered (rr) plant where R is incompletely dominant. F2 phenotypic ratio?')).toEqual({ v: '1:2:1', ok: true });
    expect(value('RR x WW snapdragons (incomplete dominance). F1 phenotypic ratio?')).toEqual({ v: '1', ok: true });
    expect(refusal('RW x WW snapdragons (incomplete dominance). F2 phenotypic ratio?')).toContain('true-breeding');
  });
  it('reads blood-group genotypes written in brackets', () => {
    expect(value('Type A mother (IAi) and type B father (IBi): probability of a type AB child?')).toEqual({ v: '1/4', ok: true });
  });
  it('asks among one sex when the data say the child is a son or a daughter', () => {
    expect(value('A woman heterozygous for colour blindness (XBXb) and a normal man (XBY) have a son. Probability that he is colour-blind?')).toEqual({ v: '1/2', ok: true });
    expect(value("Une femme conductrice (XDXd) et un homme sain (XDY) ont un garçon. Probabilité qu'il soit daltonien ?", 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('XHXh × XhY have a daughter. Probability that she is affected?')).toEqual({ v: '1/2', ok: true });
  });
  it('reads the parents in words', () => {
    expect(value('A carrier woman and a normal man have children. What fraction of their sons will be colour-blind?')).toEqual({ v: '1/2', ok: true });
    expect(value("Hémophilie : une femme conductrice et un homme hémophile. Probabilité qu'une fille soit hémophile ?", 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('What is the probability that a son is colour-blind if the mother is a carrier and the father has normal vision?')).toEqual({ v: '1/2', ok: true });
  });
  it('counts each sex as its own phenotype class', () => {
    expect(value('XBXb × XbY: phenotypic ratio')).toEqual({ v: '1:1:1:1', ok: true });
  });
});

describe('blood groups', () => {
  it('reads genotypes and blood groups in both languages', () => {
    expect(value('IAi × IBi: probability of blood type O')).toEqual({ v: '1/4', ok: true });
    expect(value('IAi x IBi: phenotypic ratio')).toEqual({ v: '1:1:1:1', ok: true });
    expect(value("Groupes sanguins : un père IAi et une mère IBi. Probabilité qu'un enfant soit du groupe AB ?", 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('A man with blood type AB and a woman with blood type O have children. Probability that a child has blood type A?')).toEqual({ v: '1/2', ok: true });
    expect(value('What are the chances that a child of IAIB and ii parents has blood type B?')).toEqual({ v: '1/2', ok: true });
    expect(value('Un homme du groupe AB et une femme du groupe O : proportions phénotypiques des enfants ?', 'fr')).toEqual({ v: '1:1', ok: true });
    expect(value('A woman heterozygous for blood type A marries a man heterozygous for blood type B. Probability their child is type O?')).toEqual({ v: '1/4', ok: true });
  });
  it('refuses a group A or B parent whose genotype is not given, naming it', () => {
    expect(refusal('A woman with blood type A and a man with blood type B have a child. Probability of a type O child?')).toContain('blood group A or B');
  });
});

describe('incomplete dominance and codominance', () => {
  it('gives the intermediate heterozygote its own class', () => {
    expect(value('In snapdragons red (RR) × white (WW) gives pink flowers. Two pink snapdragons are crossed. Phenotypic ratio of the offspring?')).toEqual({ v: '1:2:1', ok: true });
    expect(value('A red snapdragon is crossed with a white snapdragon (incomplete dominance). What fraction of the offspring are pink?')).toEqual({ v: '1', ok: true });
    expect(value('Incomplete dominance: CRCW × CRCW, probability of white offspring?')).toEqual({ v: '1/4', ok: true });
    expect(value('Incomplete dominance: Rr × Rr. What fraction of the offspring are pink?')).toEqual({ v: '1/2', ok: true });
    expect(value('Codominance in cattle: roan (RW) × roan (RW), 80 calves. How many are expected to be roan?')).toEqual({ v: '40', ok: true });
    expect(value('Dominance incomplète : belle-de-nuit rose × rose. Proportion de fleurs roses ?', 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value("In a cross between two pink four o'clock plants, what percentage of offspring will be white?")).toEqual({ v: '1/4', ok: true });
    expect(value('In chickens, black (BB) and white (WW) are codominant; BW is speckled (blue). Two speckled chickens mate. What fraction of chicks are black?')).toEqual({ v: '1/4', ok: true });
  });
  it('reads a cross in colour words inside the question, never the one told before it', () => {
    expect(value('In shorthorn cattle red x white gives all roan calves. What fraction of the calves from roan x roan will be roan?')).toEqual({ v: '1/2', ok: true });
    expect(value('In shorthorn cattle red x white gives all roan calves. What fraction of the calves from roan x roan will be red?')).toEqual({ v: '1/4', ok: true });
    expect(value('Chez les bovins, rouge x blanc donne des veaux rouans. Quelle proportion de veaux blancs issus du croisement rouan x rouan ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('reads « on croise un taureau rouan avec une vache rouanne »', () => {
    expect(value('Chez les bovins, rouge et blanc sont codominants. On croise un taureau rouan avec une vache rouanne. Quelle proportion de veaux blancs ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('reads a blood group’s genotype written in ABO letters, and refuses one that contradicts its group', () => {
    expect(value('Un homme de groupe sanguin A de génotype AO et une femme de groupe AB. Quelle est la probabilité d’avoir un enfant de groupe B ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('A man with blood type A (genotype AO) and a woman with blood type B (genotype BO). Probability of a child with type O?')).toEqual({ v: '1/4', ok: true });
    expect(refusal('A man with blood type A (genotype BO) and a woman with blood type O. Probability of a child with type O?')).toContain('genotype is not given');
  });
  it('reads two roan cattle said mated', () => {
    expect(value('Two roan cattle are mated. What fraction of the calves are white?')).toEqual({ v: '1/4', ok: true });
  });
  it('reads "the cross of a roan bull with a white cow", whose one ratio is both ratios', () => {
    expect(value('What would be the offspring ratio from the cross of a roan bull with a white cow?')).toEqual({ v: '1:1', ok: true });
    expect(value('Quel est le rapport phénotypique du croisement d’un taureau rouan et d’une vache blanche ?', 'fr')).toEqual({ v: '1:1', ok: true });
    expect(refusal('Red is dominant. What is the offspring ratio from the cross of Rr with rr?')).toContain('unsupported');
  });
  it('never answers such a cross as simple dominance', () => {
    expect(value('Incomplete dominance: Rr × Rr, phenotypic ratio').v).toBe('1:2:1');
  });
});

describe('the allele-cross task', () => {
  it('is written back into the same task', () => {
    for (const input of ['XHXh × XHY: probability that a son is colour-blind?', 'IAi × IBi: probability of blood type O', 'Codominance in cattle: roan (RW) × roan (RW), 80 calves. How many are expected to be roan?', 'XᴴXʰ × XᴴY: probability of a carrier daughter']) {
      const t = readTask({ raw: input, text: normalizeText(input), subject: 'biology' }).task;
      expect(t?.kind).toBe('allele_cross');
      if (!t) continue;
      const back = taskText(t);
      expect(readTask({ raw: back, text: normalizeText(back), subject: 'biology' }).task).toEqual(t);
    }
  });
  it('is checked by recounting from the parents’ alleles', () => {
    const t = readTask({ raw: 'XHXh × XHY: probability that a son is colour-blind?', text: 'XHXh × XHY: probability that a son is colour-blind?', subject: 'biology' }).task;
    expect(t).toBeTruthy();
    if (!t) return;
    expect(verifyTask(t, { kind: 'number', value: '1/2' })).toBe(true);
    expect(verifyTask(t, { kind: 'number', value: '1/4' })).toBe(false);
  });
});

describe('blood groups asked as every possible phenotype', () => {
  it('reads "both heterozygous" said once of the two parents', () => {
    expect(value('The mother has blood type B and the father blood type A, both heterozygous. What are the possible blood types of their children?')).toEqual({ v: '1:1:1:1', ok: true });
  });
  it('answers the possible blood groups with their shares, in English and French', () => {
    expect(value('A woman of blood type O and a man of blood type AB have children. What blood types are possible among them? List the possible phenotypes.')).toEqual({ v: '1:1', ok: true });
    expect(value('La mère est du groupe sanguin B hétérozygote et le père du groupe A hétérozygote. Quels sont les groupes sanguins possibles des enfants et leurs probabilités ?', 'fr')).toEqual({ v: '1:1:1:1', ok: true });
  });
  it('still refuses a parent of group A or B whose genotype is not given', () => {
    expect(refusal('A man with blood type A and a woman with blood type B have children. What are the possible blood types of the children?')).toContain('genotype is not given');
  });
});

describe('the MN blood group crossed', () => {
  it('reads the groups M, MN and N of the parents as codominant genotypes, in words or written with L', () => {
    expect(value('Both parents have MN blood. What fraction of their children will have type N blood?')).toEqual({ v: '1/4', ok: true });
    expect(value('A man with blood type M and a woman with blood type MN have a child. What is the probability that the child has blood type MN?')).toEqual({ v: '1/2', ok: true });
    expect(value('Un homme de groupe M et une femme de groupe MN : quelle est la probabilité d’avoir un enfant de groupe MN ?', 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('L^M L^N x L^M L^N: probability of a child with blood type N?')).toEqual({ v: '1/4', ok: true });
    expect(value('MN × MN: phenotypic ratio of the children’s MN blood groups?')).toEqual({ v: '1:2:1', ok: true });
    expect(value('A woman of blood group N has a child with a man of group MN; what proportion of their children are group M?')).toEqual({ v: '0', ok: true });
  });
  it('still asks the genotype of an ABO parent of group A or B', () => {
    expect(refusal('A man with blood type A and a woman with type B. Probability of type AB?')).toContain('genotype is not given');
  });
});
