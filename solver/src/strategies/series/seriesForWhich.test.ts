import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import { readSeriesForWhich } from './seriesForWhich';

describe('for which p a series converges', () => {
  it.each([
    ['for which p does Σ 1/n^p converge?', 'en', '(1, oo)'],
    ['pour quelles valeurs de α la série Σ 1/n^α converge-t-elle ?', 'fr', '(1, oo)'],
    ['for which values of p does the series Σ_{n=2}^∞ 1/(n (ln n)^p) converge?', 'en', '(1, oo)'],
    ['For what values of p is the series ∑ 1/n^(2p) convergent?', 'en', '(1/2, oo)'],
    ['for which p does Σ n^p converge?', 'en', '(-oo, -1)'],
  ] as const)('%s → %s, checked on the series on both sides of the boundary', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer).toMatchObject({ kind: 'interval', value });
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? 'Comparaison série–intégrale' : 'Integral test');
  });

  it('starts a Bertrand series where its term is defined', () => {
    const s = solve('for which p does Σ 1/(n (ln n)^p) converge?');
    expect(s.answer?.value).toBe('(1, oo)');
    expect(s.steps[0].explanation).toContain('from n = 2 on');
  });

  it('reads only a series whose term holds the parameter', () => {
    expect(readSeriesForWhich(normalize('for which p does Σ 1/n^2 converge?').text)).toBeNull();
    expect(readSeriesForWhich(normalize('for which p does ∫_1^∞ dx/x^p converge?').text)).toBeNull();
  });
});
