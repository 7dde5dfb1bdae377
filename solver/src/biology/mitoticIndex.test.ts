import { describe, expect, it } from 'vitest';
import { reading, refusal, value } from './test-helpers';

describe('mitotic index', () => {
  it('divides the cells in mitosis by the cells counted, however the counts are worded', () => {
    expect(value('A student counted a total of 42 cells in their sample, 32 of which had visible chromosomes. Calculate the mitotic index.')).toEqual({ v: '0.761905', ok: true });
    expect(value('What is the mitotic index? 12 of 150 cells are dividing.')).toEqual({ v: '0.08', ok: true });
    expect(value('Mitotic index of a tissue with 60 mitotic cells and 540 non-dividing cells')).toEqual({ v: '0.1', ok: true });
    expect(value("Calculer l'indice mitotique d'un méristème où 18 cellules sur 240 observées sont en division.", 'fr')).toEqual({ v: '0.075', ok: true });
  });
  it('adds the stages of mitosis, and answers in per cent when asked', () => {
    expect(value('Garlic root tip: 36 cells in interphase, 14 in prophase, 5 in metaphase, 3 in anaphase and 6 in telophase. Calculate the mitotic index (give your answer to 2 decimal places).')).toEqual({ v: '0.4375', ok: true });
    expect(value("Soit un échantillon de 320 cellules, dont 48 sont en mitose. Quel est l'indice mitotique en pourcentage ?", 'fr')).toEqual({ v: '15 %', ok: true });
    expect(value('$\\text{MI} = ?$ if 25 cells are in mitosis and 175 cells are in interphase')).toEqual({ v: '0.125', ok: true });
  });
  it('gives a stage its share of the cell cycle', () => {
    expect(value('On compte 500 cellules dont 50 en mitose. Le cycle cellulaire dure 24 h. Calculer la durée de la mitose.', 'fr')).toEqual({ v: '2.4 h', ok: true });
    expect(value('The mitotic index is 15% and the total cell cycle is 16 hours. How long does mitosis take?')).toEqual({ v: '2.4 h', ok: true });
    expect(reading('In an onion root tip 200 cells were counted and 20 of them were in prophase. The cell cycle takes 24 hours. How long does prophase last in minutes?')).toMatchObject({ v: '144 min', ok: true });
    expect(value("Dans une racine d'ail on observe 400 cellules : 340 en interphase, 30 en prophase, 12 en métaphase, 8 en anaphase et 10 en télophase. Le cycle dure 18 h. Quelle est la durée de la prophase ?", 'fr')).toEqual({ v: '1.35 h', ok: true });
  });
  it('gives interphase the cells counted that are not in mitosis', () => {
    expect(value('A root tip has 300 cells; 30 are in mitosis. The cell cycle lasts 20 h. How long is interphase?')).toEqual({ v: '18 h', ok: true });
    expect(value('On observe 300 cellules dont 30 en mitose. Le cycle dure 20 h. Quelle est la durée de l’interphase ?', 'fr')).toEqual({ v: '18 h', ok: true });
  });
  it('refuses counts that do not add up, or a number it cannot place', () => {
    expect(refusal('400 cells were counted: 300 in interphase and 50 in prophase. Calculate the mitotic index.')).toContain('do not add up');
    expect(refusal('mitotic index: 20 cells of 100 cells in mitosis, cycle 10 h')).toContain('A time given');
    expect(refusal('Calculez l’indice mitotique : 30 cellules en mitose, 3 lames.', 'fr')).toContain('3');
  });
});
