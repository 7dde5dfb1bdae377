import { describe, expect, it } from 'vitest';
import { mendelPeaDominance } from './peaCharacters';
import { value } from '../biology/test-helpers';

describe('pea characters named without their dominance', () => {
  it('reads two true-breeding pea plants in words with Mendel’s dominance, in English and French', () => {
    expect(value('A true-breeding pea plant with round green seeds is crossed with a true-breeding plant with wrinkled yellow seeds. The F1 plants are self-pollinated. What fraction of the F2 will be round and green?')).toEqual({ v: '3/16', ok: true });
    expect(value('On croise un pois de lignée pure à graines rondes et vertes avec un pois de lignée pure à graines ridées et jaunes. Les F1 sont croisés entre eux. Quelle proportion de la F2 a des graines rondes et vertes ?', 'fr')).toEqual({ v: '3/16', ok: true });
    expect(value('A heterozygous tall pea plant is crossed with a dwarf pea plant. What fraction of the offspring are dwarf?')).toEqual({ v: '1/2', ok: true });
  });
  it('leaves alone a text that says its own dominance, names pods, or is not about peas', () => {
    expect(mendelPeaDominance('Wrinkled is dominant over round in this pea strain. …')).toBeNull();
    expect(mendelPeaDominance('A pea plant with green pods is crossed with one with yellow pods.')).toBeNull();
    expect(mendelPeaDominance('A tall dog is crossed with a short dog.')).toBeNull();
  });
});
