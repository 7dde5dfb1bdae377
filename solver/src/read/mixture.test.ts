import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readMixture } from './mixture';

const read = (s: string) => readMixture(normalize(s));

describe('readMixture', () => {
  it('reads two solutions mixed into a given amount as a system in their amounts', () => {
    expect(read('How many gallons of a 10% solution must be mixed with a 30% solution to make 40 gallons of a 25% solution?')).toEqual({
      kind: 'solve',
      relations: [{ lhs: 'x + y', op: '=', rhs: '40' }, { lhs: '0.1*x + 0.3*y', op: '=', rhs: '0.25*40' }],
      unknowns: ['x', 'y'],
      domain: { kind: 'real' },
      asked: ['x'],
    });
  });
  it('reads an amount of pure substance or water added to a solution', () => {
    expect(read('How many liters of pure alcohol must be added to 12 liters of a 20% alcohol solution to obtain a 40% solution?')?.relations).toEqual([{ lhs: 'x + 0.2*12', op: '=', rhs: '0.4*(x + 12)' }]);
    expect(read('How much water should be added to 6 liters of a 50% solution to get a 30% solution?')?.relations).toEqual([{ lhs: '0.5*6', op: '=', rhs: '0.3*(x + 6)' }]);
  });
  it('steps aside for any other wording', () => {
    expect(read('How many liters of a 40% solution must be mixed with a 65% solution to obtain 20 liters of a 50% solution, and what does it cost?')).toBeNull();
    expect(read('A 40% solution is mixed with a 65% solution.')).toBeNull();
  });
  it('answers the amounts, verified', () => {
    const s = solve('How many liters each of a 20% acid solution and a 60% acid solution must be used to produce 10 liters of a 44% acid solution?');
    expect(s.answer?.value).toBe('[{x: 4, y: 6}]');
    expect(s.verified).toBe(true);
  });
  it('answers only the first amount when only it is asked', () => {
    const s = solve('How many liters of a 25% alcohol solution must be mixed with a 12% solution to get 13 liters of a 15% solution?');
    expect(s.answer?.value).toBe('3');
    expect(s.finalAnswer).toBe('x = 3');
  });
  it('reads the same questions in French', () => {
    expect(read("Combien de litres d'une solution à 25 % d'alcool faut-il mélanger avec une solution à 12,5 % pour obtenir 13 litres d'une solution à 15 % ?")?.relations).toEqual([
      { lhs: 'x + y', op: '=', rhs: '13' },
      { lhs: '0.25*x + 0.125*y', op: '=', rhs: '0.15*13' },
    ]);
    const s = solve("Combien de litres d'eau faut-il ajouter à 20 litres d'une solution à 15 % pour obtenir une solution à 10 % ?", { locale: 'fr' });
    expect(s.answer?.value).toBe('10');
    expect(s.verified).toBe(true);
  });
  it('reads pure water as no substance at all', () => {
    expect(solve('How many litres of pure water should be mixed with a 40% acid solution to obtain 10 litres of a 30% solution?').answer?.value).toBe('5/2');
  });
});
