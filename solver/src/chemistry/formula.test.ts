import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { parseEquation, speciesText } from './formula';

describe('ionic equations with state labels after the charges', () => {
  it('keeps each ion whole when a state label follows its charge', () => {
    const { reactants, products } = parseEquation('Ag+(aq) + Cu(s) -> Ag(s) + Cu2+(aq)');
    expect([reactants.map((t) => speciesText(t.species)), products.map((t) => speciesText(t.species))]).toEqual([['Ag^+', 'Cu'], ['Ag', 'Cu^2+']]);
  });

  it('balances them in English, French and LaTeX', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['Balance the ionic equation Ag+(aq) + Cu(s) -> Ag(s) + Cu2+(aq)', 'en', '2Ag^+ + Cu → 2Ag + Cu^2+'],
      ['Balance: Fe^3+(aq) + OH^-(aq) -> Fe(OH)3(s)', 'en', 'Fe^3+ + 3OH^- → Fe(OH)3'],
      ['Equilibrer : MnO4-(aq) + H+(aq) + Fe2+(aq) -> Mn2+(aq) + Fe3+(aq) + H2O(l)', 'fr', 'MnO4^- + 8H^+ + 5Fe^2+ → Mn^2+ + 5Fe^3+ + 4H2O'],
      ['Consider the reaction Al(s) + Cu^{2+}(aq) → Al^{3+}(aq) + Cu(s). Balance it.', 'en', '2Al + 3Cu^2+ → 2Al^3+ + 3Cu'],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale, subject: 'chemistry' });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
  });
});
