import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the quantity asked of a solution known by another', () => {
  it.each([
    // the value after "whose", « dont », « ayant » is the one known, not the one asked
    ['What is the pOH of a solution whose pH is 3.45?', 'en', '10.550', /pOH of a solution with pH = 3.45/],
    ['Find the pOH of a solution whose pH is 3.45.', 'en', '10.550', /pOH of a solution with pH = 3.45/],
    ['What is the pH of a solution whose pOH is 4.2?', 'en', '9.800', /pH of a solution with pOH = 4.2/],
    ['The pOH of a solution that has a pH of 2.5 is what?', 'en', '11.500', /pOH of a solution with pH = 2.5/],
    ["Quel est le pOH d'une solution dont le pH est 3,45 ?", 'fr', '10.550', /pOH d'une solution où pH = 3,45/],
    ["Calculer le pOH d'une solution ayant un pH de 9,2.", 'fr', '4.800', /pOH d'une solution où pH = 9,2/],
  ] as const)('%s', (input, locale, value, interpretation) => {
    const s = solve(input, { locale, subject: 'chemistry' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
    expect(s.interpretation?.text).toMatch(interpretation);
  });

  it('still reads the value given after "the pH of a solution is"', () => {
    const s = solve('The pH of a solution is 4.5. What is its pOH?', { locale: 'en', subject: 'chemistry' });
    expect([s.answer?.value, s.verified]).toEqual(['9.500', true]);
  });
});
