import { describe, expect, it } from 'vitest';
import { reading, value } from './test-helpers';

describe('an expected count from the offspring of another class counted', () => {
  it('takes the whole brood as that count over its class’s share', () => {
    expect(reading('A heterozygous tall plant is crossed with a short plant and produces 41 tall offspring. What is the expected number of short offspring?')).toMatchObject({ v: '41', ok: true, i: expect.stringContaining('41 offspring are T_') });
    expect(value('Rr × Rr gives 300 round seeds. How many wrinkled seeds are expected?')).toEqual({ v: '100', ok: true });
  });
  it('reads the class said after the brood in French, by a word or in brackets', () => {
    expect(value('On croise deux plantes hautes hétérozygotes et on obtient 90 descendants hauts. Combien de descendants nains attend-on ?', 'fr')).toEqual({ v: '30', ok: true });
    expect(value('Un croisement Aa × aa donne 60 descendants [A]. Combien de descendants [a] attend-on ?', 'fr')).toEqual({ v: '60', ok: true });
  });
  it('never takes the count of one class for the whole brood', () => {
    expect(value('Aa × Aa donne 90 descendants verts. Combien de descendants aa attend-on ?', 'fr').v).toBeUndefined();
    expect(value('Rr × Rr gives 300 seeds. How many wrinkled seeds are expected?')).toEqual({ v: '75', ok: true });
  });
});
