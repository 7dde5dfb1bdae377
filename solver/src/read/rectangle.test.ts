import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readRectangle } from './rectangle';

const read = (s: string) => readRectangle(normalize(s));

describe('readRectangle', () => {
  it('reads the relation between the sides and the perimeter as a system in L and W, units left out', () => {
    expect(read('The length of a rectangle is 3 cm more than its width. Its perimeter is 42 cm. Find the length and width.')?.relations).toEqual([
      { lhs: 'L', op: '=', rhs: 'W + 3' },
      { lhs: '2*L + 2*W', op: '=', rhs: '42' },
    ]);
    expect(read('A rectangle has a perimeter of 30 cm and its length exceeds its width by 3 cm. Find its length and width.')?.relations).toContainEqual({ lhs: 'L', op: '=', rhs: 'W + 3' });
    expect(read("La longueur d'un rectangle est le triple de sa largeur. Son périmètre est de 48 cm. Calculer ses dimensions.")?.relations[0]).toEqual({ lhs: 'L', op: '=', rhs: '3*W' });
  });
  it('steps aside when something else is asked, or a fact is missing, so the words are named', () => {
    expect(read('The length of a rectangle is 3 cm more than its width. Its perimeter is 42 cm. Find its area.')).toBeNull();
    expect(read('The length of a rectangle is 3 cm more than its width. Find the length and width.')).toBeNull();
    expect(read('The length of a rectangle is 3 cm more than its length. Its perimeter is 42 cm. Find the dimensions.')).toBeNull();
  });
  it('solves it, checked by substitution', () => {
    const s = solve('The length of a rectangle is 3 more than twice its width. The perimeter is 36 m. Find the dimensions.');
    expect(s.finalAnswer).toBe('L = 13 m, W = 5 m');
    expect(s.verified).toBe(true);
  });
  it('gives the sides in the unit of the statement, none when it names none or several', () => {
    const fr = solve("La longueur d'un rectangle est le triple de sa largeur. Son périmètre est de 48 cm. Calculer ses dimensions.", { locale: 'fr' });
    expect(fr.finalAnswer).toBe('L = 18 cm, W = 6 cm');
    expect(fr.interpretation?.text).toContain("d'inconnues L, W (L, W en cm)");
    expect(solve('The length of a rectangle is 3 more than twice its width. The perimeter is 36. Find the dimensions.').finalAnswer).toBe('L = 13, W = 5');
  });
});
