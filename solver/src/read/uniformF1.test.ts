import { describe, expect, it } from 'vitest';
import { value } from '../biology/test-helpers';

describe('a first cross told in words, its offspring crossed among themselves', () => {
  it('takes the form every offspring shows as dominant and crosses two heterozygotes', () => {
    expect(value('A black mouse mates with a brown mouse and all the offspring are black. If two of the black offspring mate with each other, what ratio of black to brown offspring do you expect?')).toEqual({ v: '3:1', ok: true });
    expect(value('A black mouse mates with a brown mouse and all the offspring are black. If two of the black offspring mate, what fraction of their offspring are brown?')).toEqual({ v: '1/4', ok: true });
    expect(value('Pure-breeding tall pea plants were crossed with dwarf pea plants. All the F1 plants were tall. The F1 were self-pollinated. What is the phenotypic ratio of the F2?')).toEqual({ v: '3:1', ok: true });
  });
  it('reads the F1 said to self-fertilize', () => {
    expect(value('A plant with round seeds is crossed with a plant with wrinkled seeds; all F1 have round seeds. The F1 self-fertilize. What fraction of F2 seeds are wrinkled?')).toEqual({ v: '1/4', ok: true });
  });
  it('reads « les F1 sont croisés entre eux »', () => {
    expect(value('On croise une souris noire avec une souris blanche. Tous les descendants sont noirs. Les F1 sont croisés entre eux. Quelle proportion de souris blanches en F2 ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
  it('crosses the F1 of a blend among themselves, never answering for the F1', () => {
    expect(value('A red flower is crossed with a white flower and all the offspring are pink. The F1 are crossed with each other. Fraction of pink flowers?')).toEqual({ v: '1/2', ok: true });
  });
  it('refuses a ratio asked in the other order rather than turn it round', () => {
    expect(value('A black mouse mates with a brown mouse and all the offspring are black. If two of the black offspring mate with each other, what ratio of brown to black offspring do you expect?').v).toBeUndefined();
  });
});

describe('the F2 of two true-breeding genotypes, the F1 crossed among themselves', () => {
  it('reads "among themselves" as the F1 crossed, never as a condition', () => {
    expect(value('RR x rr. The F1 are crossed among themselves. What fraction of the F2 are rr?')).toEqual({ v: '1/4', ok: true });
    expect(value('RRyy x rrYY. The F1 are crossed among themselves. What fraction of the F2 are round and green?')).toEqual({ v: '3/16', ok: true });
    expect(value('On croise RRyy × rrYY ; les F1 sont croisés entre eux. Quelle proportion de la F2 est rryy ?', 'fr')).toEqual({ v: '1/16', ok: true });
  });

  it('reads the F2 asked as the offspring of the F1, the F1 crossed or not said', () => {
    expect(value('A pure-breeding black mouse is crossed with a pure-breeding brown mouse; all F1 are black. What proportion of the F2 is brown?')).toEqual({ v: '1/4', ok: true });
    expect(value('A true-breeding black mouse is crossed with a true-breeding brown mouse. All the F1 mice are black. What proportion of the F2 are brown?')).toEqual({ v: '1/4', ok: true });
    expect(value('Une souris noire de lignée pure est croisée avec une souris brune de lignée pure. Toute la F1 est noire. Quelle proportion de la F2 est brune ?', 'fr')).toEqual({ v: '1/4', ok: true });
  });
});
