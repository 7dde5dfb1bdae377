import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readWorkTogether } from './workTogether';

const read = (s: string) => readWorkTogether(normalize(s));

describe('readWorkTogether', () => {
  it('adds the rates of two workers who each finish the job alone', () => {
    expect(read('Pipe A fills a tank in 6 hours and pipe B fills it in 3 hours. How long do both pipes together take?')?.relations).toEqual([{ lhs: '1/6 + 1/3', op: '=', rhs: '1/t' }]);
    expect(read('John can paint a house in 6 hours, Mary in 4 hours. How long will it take them working together?')?.relations[0].lhs).toBe('1/6 + 1/4');
  });
  it('steps aside when a worker works against the other, or the times are in different units', () => {
    expect(read('Pipe A fills a tank in 6 hours and pipe B empties it in 3 hours. How long do both pipes together take?')).toBeNull();
    expect(read('Tom can mow the lawn in 1 hour and Ann can mow it in 40 minutes. How long will it take them to mow the lawn together?')).toBeNull();
  });
  it('solves 1/a + 1/b = 1/t for t, checked by substitution', () => {
    const s = solve('Machine A can finish the job in 4 days. Machine B can finish it in 12 days. How many days will it take both machines working together?');
    expect(s.finalAnswer).toBe('t = 3 days');
    expect(s.verified).toBe(true);
  });
  it('gives the time in the unit of the statement, in English and French', () => {
    const en = solve('John can paint a room in 6 hours and Mary can paint it in 3 hours. How long will it take them working together?');
    expect(en.finalAnswer).toBe('t = 2 h');
    expect(en.interpretation?.text).toBe('Solve 1/6 + 1/3 = 1/t for t (t in h)');
    expect(en.answer?.value).toBe('[2]');
    const fr = solve('Machine A can finish the job in 4 days. Machine B can finish it in 12 days. How many days will it take both machines working together?', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('t = 3 jours');
  });
  it('reads the statement in French, a worker that empties left out', () => {
    expect(read('Un robinet remplit une baignoire en 12 minutes, un autre robinet la remplit en 6 minutes. En combien de temps la remplissent-ils ensemble ?')?.relations)
      .toEqual([{ lhs: '1/12 + 1/6', op: '=', rhs: '1/t' }]);
    expect(solve('Un peintre peint une salle en 6 heures et un second peintre la peint en 3 heures. Combien de temps leur faut-il ensemble ?', { locale: 'fr' }).finalAnswer).toBe('t = 2 h');
    expect(read('Un robinet remplit une cuve en 10 minutes, une pompe la vide en 15 minutes. En combien de temps la cuve est-elle remplie ensemble ?')).toBeNull();
  });
});
