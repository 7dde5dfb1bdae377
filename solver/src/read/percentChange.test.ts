import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readPercentChange } from './percentChange';

const read = (s: string) => readPercentChange(normalize(s));

describe('readPercentChange', () => {
  it('reads the percentage change from one value to another, in English and French', () => {
    expect(read('Find the percent of decrease from 80 to 60.')).toEqual({ kind: 'evaluate', expr: '(60 - 80)/80*100', quantity: 'percent_change' });
    expect(read("Le prix passe de 12,50 € à 15 €. Calculer le taux d'évolution.")).toMatchObject({ expr: '(15 - 12.5)/12.5*100' });
  });
  it('steps aside for other words or numbers', () => {
    expect(read('percent change from 50 to 40 then to 30')).toBeNull();
    expect(read('percent change of the population from 50 to 40')).toBeNull();
  });
  it('answers the change, verified', () => {
    const s = solve('what is the percentage increase from 25 to 30?');
    expect(s.finalAnswer).toBe('20');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(/^Compute the percentage change/);
  });
});
