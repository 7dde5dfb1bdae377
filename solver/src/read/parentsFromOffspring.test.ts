import { describe, expect, it } from 'vitest';
import { readParentsFromOffspring } from './parentsFromOffspring';
import { taskText } from '../task/text';
import { reading } from '../biology/test-helpers';

describe('both parents of one gene from their offspring counted', () => {
  it('tells 3:1 from 1:1 by χ², in English and French', () => {
    expect(reading('Round seeds are dominant to wrinkled seeds. A cross produced 301 round and 97 wrinkled seeds. What are the genotypes of the parents?')).toMatchObject({ v: 'Rr × Rr', ok: true, i: expect.stringContaining('R_ 301') });
    expect(reading('In mice, black is dominant over white. Two mice had 22 black and 19 white pups. What were the parents’ genotypes?')).toMatchObject({ v: 'Bb × bb', ok: true });
    expect(reading('Chez le pois, le caractère haut domine le caractère nain. Un croisement donne 412 plantes hautes et 139 plantes naines. Quels sont les génotypes des parents ?', 'fr')).toMatchObject({ v: 'Hh × Hh', ok: true });
  });
  it('takes the letter tied to the trait when the text gives one', () => {
    expect(reading('Purple (P) is dominant over white (p). A cross gives 60 purple and 55 white flowers. What are the genotypes of the parents?')).toMatchObject({ v: 'Pp × pp', ok: true });
  });
  it('answers nothing when the counts fit both ratios, when all offspring are dominant, or when the parents’ own phenotypes are given', () => {
    expect(reading('Tall is dominant to short. A cross gave 5 tall and 3 short plants. What are the genotypes of the parents?').v).toBeUndefined();
    expect(readParentsFromOffspring('Tall is dominant to short. A cross gave 40 tall plants. What are the genotypes of the parents?')).toBeNull();
    expect(readParentsFromOffspring('A tall plant crossed with a short plant gave 78 tall and 27 short. Tall is dominant. What are the genotypes of the parents?')).toBeNull();
  });
  it('reads nothing when which trait is dominant is not said', () => {
    expect(readParentsFromOffspring('A cross gave 78 tall and 27 short plants. What are the genotypes of the parents?')).toBeNull();
  });
  it('reads back its own canonical text', () => {
    const task = readParentsFromOffspring('Tall is dominant to short. A cross gave 78 tall and 27 short plants. What are the genotypes of the parents?');
    expect(task).toMatchObject({ want: 'parents', parents: ['tt'] });
    if (task === null) return;
    expect(readParentsFromOffspring(taskText(task))).toEqual(task);
  });
});
