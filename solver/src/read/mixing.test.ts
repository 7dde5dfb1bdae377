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

  it('balances two substances, water taken at 4186 J/(kg·K) when its own is not given', () => {
    expect(answer('A 100 g iron block at 90 °C is dropped into 200 g of water at 20 °C; c = 450 J/(kg·K) for iron. Final temperature?')).toEqual({ v: '23.6 °C', ok: true });
    expect(answer("Un bloc de cuivre de 200 g à 90 °C est plongé dans 500 g d'eau à 18 °C. On donne c(cuivre) = 385 J/(kg·K). Calculer la température d'équilibre.", 'fr')).toEqual({ v: '20.6 °C', ok: true });
    expect(answer('0.3 kg of water at 80 °C is mixed with 0.5 kg of oil at 20 °C. c_water = 4200 J/(kg·K), c_oil = 2000 J/(kg·K). Find the final temperature.')).toEqual({ v: '53.5 °C', ok: true });
    // one specific heat and neither body water: whose it is cannot be told
    expect(answer('A 100 g iron block at 90 °C is dropped into 200 g of oil at 20 °C; c = 450 J/(kg·K). Final temperature?').v).toBeUndefined();
  });

  it('leaves temperatures not told after their amounts unanswered', () => {
    expect(answer('Water at 80 °C and water at 20 °C, 200 g and 300 g, are mixed. Final temperature?').v).toBeUndefined();
  });
});
