import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value, verified: s.verified };
};

describe('the sum or the product of the n-th roots of a number', () => {
  it('answers the sum (0) and the product ((−1)ⁿ⁺¹·w), never the list of roots, in both languages', () => {
    expect(answer('Find the sum of the 7th roots of unity')).toEqual({ value: '0', verified: true });
    expect(answer("Calculer la somme des racines cinquièmes de l'unité", 'fr')).toEqual({ value: '0', verified: true });
    expect(answer('What is the product of the cube roots of 8i?')).toEqual({ value: '8*i', verified: true });
    expect(answer('Quel est le produit des racines quatrièmes de -16 ?', 'fr')).toEqual({ value: '16', verified: true });
    expect(answer('Compute the product of all the 6th roots of unity')).toEqual({ value: '-1', verified: true });
    expect(solve('Calculer la somme des racines cubiques de 8i', { locale: 'fr' }).finalAnswer).toBe('La somme des 3 racines vaut 0.');
  });

  it('still lists the roots when they are what is asked', () => {
    expect(solve('Find the cube roots of 8i').answer?.kind).toBe('solutions');
  });
});
