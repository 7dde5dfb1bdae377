import { describe, expect, it } from 'vitest';
import { wordTask, type WordTask } from '../task/word';
import { solveWordTask } from './solve';

const rectangle: WordTask = wordTask.parse({
  unknowns: [{ name: 'w', meaning: { en: 'the width of the rectangle', fr: 'la largeur du rectangle' }, unit: 'cm' }],
  task: { kind: 'solve', relations: [{ lhs: 'w*(w + 3)', op: '=', rhs: '40' }], unknowns: ['w'], domain: { kind: 'real' } },
  derived: [{ name: 'l', meaning: { en: 'the length', fr: 'la longueur' }, unit: 'cm', formula: 'w + 3' }],
  conditions: [{ variable: 'w', kind: 'positive' }],
  asked: { en: 'the dimensions of the rectangle', fr: 'les dimensions du rectangle', unit: 'cm' },
});

const train: WordTask = wordTask.parse({
  unknowns: [{ name: 'v', meaning: { en: 'the average speed of the train', fr: 'la vitesse moyenne du train' }, unit: 'km/h' }],
  task: { kind: 'solve', relations: [{ lhs: 'v*2.5', op: '=', rhs: '240' }], unknowns: ['v'], domain: { kind: 'real' } },
  derived: [],
  conditions: [{ variable: 'v', kind: 'positive' }],
  asked: { en: 'the average speed of the train', fr: 'la vitesse moyenne du train', unit: 'km/h' },
});

describe('solveWordTask', () => {
  it('translates first, rejects the root a width cannot be, answers in words with units, verified', () => {
    const s = solveWordTask(rectangle, { locale: 'en' });
    expect(s.error).toBeUndefined();
    expect(s.steps[0].title).toBe('Translate the words into mathematics');
    expect(s.steps[0].explanation).toContain('Let w be the width of the rectangle, in cm');
    expect(s.steps[0].formula).toMatch(/w.*40/);
    const check = s.steps.find((step) => step.title === 'Check the conditions');
    expect(check?.explanation).toContain('w = −8 is rejected: w is the width of the rectangle, so w > 0.');
    expect(s.steps.at(-1)?.explanation).toBe('The dimensions of the rectangle: w = 5 cm, l = 8 cm.');
    expect(s.answer?.value).toBe('[5]');
    expect(s.finalAnswer).toBe('w = 5 cm, l = 8 cm');
    expect(s.verified).toBe(true);
    expect(s.verification).toContain('language model');
    expect(s.plainText).toContain('check it');
  });

  it('writes the steps in French, with a decimal comma', () => {
    const s = solveWordTask(train, { locale: 'fr' });
    expect(s.steps[0].explanation).toContain('Soit v la vitesse moyenne du train, en km/h ; alors :');
    expect(s.steps.at(-1)?.explanation).toBe('La vitesse moyenne du train : v = 96 km/h.');
    expect(s.verified).toBe(true);
    expect(s.verification).toContain('modèle de langage');
  });

  it('has no solution when every root breaks a condition, and is not verified when a condition cannot be checked', () => {
    const none = solveWordTask({ ...rectangle, conditions: [{ variable: 'w', kind: 'range', lo: 6 }] }, { locale: 'en' });
    expect(none.answer?.value).toBe('[]');
    expect(none.steps.at(-1)?.explanation).toMatch(/no value meets the conditions/);
    const ineq = solveWordTask(
      { ...train, task: { kind: 'solve', relations: [{ lhs: 'v*2.5', op: '<=', rhs: '240' }], unknowns: ['v'], domain: { kind: 'real' } } },
      { locale: 'en' },
    );
    expect(ineq.verified).toBe(false);
  });

  it('refuses translations whose names disagree', () => {
    expect(wordTask.safeParse({ ...rectangle, conditions: [{ variable: 'z', kind: 'positive' }] }).success).toBe(false);
    expect(wordTask.safeParse({ ...rectangle, conditions: [{ variable: 'w', kind: 'range' }] }).success).toBe(false);
  });
});
