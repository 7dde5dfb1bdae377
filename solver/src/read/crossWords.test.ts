import { describe, expect, it } from 'vitest';
import { reading, value } from '../biology/test-helpers';

describe('one-gene crosses worded by the parents', () => {
  it('reads the class and the trait in either order, with a comma, and "another"', () => {
    for (const q of [
      'A tall, heterozygous pea plant is crossed with another tall, heterozygous pea plant. What is the probability that an offspring will be a short plant?',
      'A heterozygous, tall plant is crossed with another heterozygous, tall plant. What fraction of the offspring are dwarf?',
      'Two heterozygous tall plants are crossed. What fraction of the offspring are short?',
    ]) expect(value(q)).toEqual({ v: '1/4', ok: true });
    expect(value("Une plante haute hétérozygote est croisée avec une autre plante haute hétérozygote. Quelle est la probabilité d'obtenir une plante naine ?", 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('Deux plantes hautes hétérozygotes sont croisées. Quelle proportion des descendants sont naines ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('takes the phrase after "will be", « d’obtenir » for the offspring asked, not for a third parent', () => {
    expect(reading('A heterozygous black guinea pig is crossed with a white one. What is the probability of getting a white guinea pig?')).toMatchObject({ v: '1/2', ok: true });
  });
  it('reads a parent named the recessive homozygote (« un double récessif », "a homozygous recessive") as the tester of a test cross', () => {
    expect(value('On croise un individu hétérozygote Aa avec un double récessif. Quelle proportion des descendants présente le phénotype récessif ?', 'fr')).toEqual({ v: '1/2', ok: true });
    expect(value('Soit un croisement entre un double récessif et un dihybride AaBb : proportion de descendants aabb ?', 'fr')).toEqual({ v: '1/4', ok: true });
    expect(value('$EeFf$ crossed with a double recessive: probability of $eeff$?')).toEqual({ v: '1/4', ok: true });
    expect(value('A plant heterozygous Rr is crossed with a homozygous recessive plant. What fraction of offspring are rr?')).toEqual({ v: '1/2', ok: true });
    expect(value('A Gg plant is crossed with a double recessive. What is the genotypic ratio?')).toEqual({ v: '1:1', ok: true });
  });

  it('reads a colour always said with one shade as that colour (« noir argenté »), and « roux » and « rousse » as one trait', () => {
    expect(value('Chez le renard, la fourrure rousse (B) domine le noir argenté (b). On croise un renard roux hétérozygote avec un renard noir argenté. Quelle proportion des descendants sera noir argenté ?', 'fr')).toEqual({ v: '1/2', ok: true });
    expect(reading('Chez le renard, la fourrure rousse (B) domine le noir argenté (b). On croise un renard roux hétérozygote avec un renard noir argenté. Quelle proportion des descendants sera rousse ?', 'fr')).toMatchObject({ v: '1/2', ok: true });
    expect(value('Light brown (B) is dominant to dark brown (b). A heterozygous light brown mouse is crossed with a dark brown mouse. What fraction of offspring are dark brown?').v).toBeUndefined();
  });
  it('takes "the percentage of homozygous black offspring" for the class asked, not a condition', () => {
    expect(value('If you crossed a homozygous (BB) guinea pig for black fur color with a heterozygous (Bb) guinea pig, what is the predicted percentage of homozygous black-furred offspring?')).toEqual({ v: '1/2', ok: true });
    expect(value('Le noir (N) domine le blanc (n). Nn × Nn : proportion de descendants homozygotes noirs ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });

  it('reads the order of a genotype ratio written out when it is the order given, and refuses another', () => {
    expect(value('Tt × Tt — give the genotypic ratio TT:Tt:tt')).toEqual({ v: '1:2:1', ok: true });
    expect(value('Rr × Rr : rapport génotypique RR:Rr:rr ?', 'fr')).toEqual({ v: '1:2:1', ok: true });
    expect(value('Aa x aa: genotype ratio Aa:aa')).toEqual({ v: '1:1', ok: true });
    expect(value('Tt × Tt — give the genotypic ratio tt:Tt:TT').v).toBeUndefined();
  });
});
