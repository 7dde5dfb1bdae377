import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readAges } from './ages';

const read = (s: string) => readAges(normalize(s));

describe('readAges', () => {
  it('reads the facts about two ages as a system, each person by a letter', () => {
    expect(read('A mother is four times as old as her daughter. In 20 years she will be twice as old as her daughter. Find their present ages.')).toEqual({
      kind: 'solve',
      relations: [{ lhs: 'm', op: '=', rhs: '4*d' }, { lhs: 'm + 20', op: '=', rhs: '2*(d + 20)' }],
      unknowns: ['m', 'd'],
      domain: { kind: 'real' },
    });
    expect(read('Lena is 6 years younger than Omar. The sum of their ages is 40. How old is Lena?')?.relations).toEqual([{ lhs: 'l', op: '=', rhs: 'o - 6' }, { lhs: 'l + o', op: '=', rhs: '40' }]);
    expect(read('Four years ago, the age of a man was five times the age of his son. The sum of their present ages is 44 years. Find the present age of the son.')?.relations).toEqual([{ lhs: 'm - 4', op: '=', rhs: '5*(s - 4)' }, { lhs: 'm + s', op: '=', rhs: '44' }]);
  });
  it('steps aside for a sentence it cannot read, or a third person', () => {
    expect(read('Sam is 4 years older than Tom. The sum of their ages is 30. Find the square of his age.')).toBeNull();
    expect(read('Ann is twice as old as Bob. Bob is 3 years older than Cid. How old is Ann?')).toBeNull();
    expect(read('The ages of two trees are 30 and 40.')).toBeNull();
  });
  it('answers the ages, verified', () => {
    const s = solve('A father is three times as old as his son. In 15 years, he will be twice as old as his son. How old are they now?');
    expect(s.answer?.value).toBe('[{f: 45, s: 15}]');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toBe('Solve the system f = 3s, f + 15 = 2(s + 15) for the unknowns f, s');
  });
  it('reads the same facts written in French, each person by the letter of the French word', () => {
    expect(read("Un père a 4 fois l'âge de son fils. Dans 20 ans, il aura le double de l'âge de son fils. Quel âge a le fils ?")).toMatchObject({
      relations: [{ lhs: 'p', op: '=', rhs: '4*f' }, { lhs: 'p + 20', op: '=', rhs: '2*(f + 20)' }],
      asked: ['f'],
    });
    expect(read('Paul a 4 ans de plus que Marie. La somme de leurs âges est 30. Quel âge a Marie ?')?.relations).toEqual([{ lhs: 'p', op: '=', rhs: 'm + 4' }, { lhs: 'p + m', op: '=', rhs: '30' }]);
    const s = solve("Une mère a trois fois l'âge de sa fille. Il y a cinq ans, elle avait quatre fois l'âge de sa fille. Quels sont leurs âges ?", { locale: 'fr' });
    // the unknowns' order in the answer is the solver's; the ages are what is read
    expect(s.answer?.value).toMatch(/^\[\{(?:m: 45, f: 15|f: 15, m: 45)\}\]$/);
    expect(s.verified).toBe(true);
  });
  it('answers only the age asked when the question names one person, in either language of the steps', () => {
    expect(read('Sam is 4 years older than Tom. The sum of their ages is 30. How old is Tom?')?.asked).toEqual(['t']);
    expect(read('Sam is 4 years older than Tom. The sum of their ages is 30. Find their ages.')?.asked).toBeUndefined();
    const s = solve('A father is 4 times as old as his son. In 20 years he will be twice as old as his son. How old is the son now?');
    expect(s.answer?.value).toBe('10');
    expect(s.finalAnswer).toBe('s = 10');
    expect(s.verified).toBe(true);
    const fr = solve('A mother is three times as old as her daughter. Five years ago she was four times as old as her daughter. What is the age of the mother?', { locale: 'fr' });
    expect(fr.answer?.value).toBe('45');
    expect(fr.steps.at(-1)?.explanation).toBe('La question porte sur m : m = 45.');
  });
});
