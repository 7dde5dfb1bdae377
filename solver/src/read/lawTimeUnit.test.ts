import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const read = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; why: string } => {
  const s = solve(input, { subject: 'biology', locale });
  return { v: s.answer?.value, ok: s.verified, why: s.error?.message ?? '' };
};

describe('a population law written with the unit of its t', () => {
  it('puts the time asked in the law’s unit', () => {
    expect(read('A population grows according to N(t) = 200·e^(0.1t), with t in days. Find N after 2 weeks.')).toMatchObject({ v: '811.04', ok: true });
    expect(read('A bacterial population follows N(t) = 500 e^(0.2t), t in hours. What is the population after 90 minutes?')).toMatchObject({ v: '674.929', ok: true });
    expect(read('Une population de bactéries suit N(t) = 1000 e^{0,2 t} (t en heures). Quelle est la population au bout de 2 jours ?', 'fr')).toMatchObject({ v: '1.47648e7', ok: true });
    expect(read('Une population de bactéries suit la loi $N(t) = 300 \\cdot e^{0.05t}$, où t est exprimé en jours. Quelle est la population au bout de 3 semaines ?', 'fr')).toMatchObject({ v: '857.295', ok: true });
    expect(read('The size of a yeast culture is given by N(t) = 2000·exp(0.3t) where t is measured in hours. Estimate the population after 1 day.')).toMatchObject({ v: '2.67886e6', ok: true });
    expect(read('A bacterial colony obeys N(t) = 50 e^(0.04t), t (min). How many bacteria are there after 2 h?')).toMatchObject({ v: '6075.52', ok: true });
  });
  it('keeps a time asked in the law’s own unit', () => {
    expect(read('A culture follows N(t) = 200·e^(0.1t) (t in min). How many bacteria after 30 min?')).toMatchObject({ v: '4017.11', ok: true });
  });
  it('does not answer a time in a unit when the law states none', () => {
    expect(read('A population grows according to N(t) = 200 e^(0.1t). Find N after 2 weeks.').v).toBeUndefined();
    expect(read('Une population de bactéries suit N(t) = 1000 e^{0,2 t}. Quelle est la population au bout de 2 jours ?', 'fr')).toMatchObject({ v: undefined, why: expect.stringMatching(/unité/) });
  });
});
