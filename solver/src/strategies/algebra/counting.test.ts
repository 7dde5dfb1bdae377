import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('counting in words', () => {
  it.each([
    ['How many ways can 5 people sit in a row?', 'en', '120'],
    ['In how many ways can 4 books be arranged on a shelf?', 'en', '24'],
    ['De combien de façons peut-on asseoir 4 personnes sur un banc ?', 'fr', '24'],
    ['How many ways can a committee of 3 be chosen from 10 people?', 'en', '120'],
    ['How many ways are there to choose 2 cards from 52?', 'en', '1326'],
    ['De combien de façons peut-on choisir 3 élèves parmi 25 ?', 'fr', '2300'],
    ['How many different arrangements of the letters of the word BANANA are there?', 'en', '60'],
    ['How many ways can you arrange the letters in MISSISSIPPI?', 'en', '34650'],
    ["Combien d'anagrammes du mot MATHS ?", 'fr', '120'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('leaves a round table or people kept together to a refusal rather than count a row', () => {
    expect(solve('How many ways can 6 people sit around a round table?', { locale: 'en' }).answer).toBeNull();
    expect(solve('How many ways can 5 people sit in a row if two of them must sit together?', { locale: 'en' }).answer).toBeNull();
  });
});
