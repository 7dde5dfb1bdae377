import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('two amounts of the same liquid mixed', () => {
  it('gives the final temperature from the masses or the volumes of water', () => {
    expect(answer('100 g of water at 90 °C is mixed with 400 g of water at 15 °C. What is the final temperature of the mixture?')).toEqual({ v: '30.0 °C', ok: true });
    expect(answer("On mélange 1 L d'eau à 70 °C avec 4 L d'eau à 20 °C. Quelle est la température d'équilibre ?", 'fr')).toEqual({ v: '30.0 °C', ok: true });
  });

  it('leaves another substance, or temperatures not told after their amounts, unanswered', () => {
    expect(answer('A 100 g iron block at 90 °C is dropped into 200 g of water at 20 °C; c = 450 J/(kg·K) for iron. Final temperature?').v).toBeUndefined();
    expect(answer('Water at 80 °C and water at 20 °C, 200 g and 300 g, are mixed. Final temperature?').v).toBeUndefined();
  });
});
