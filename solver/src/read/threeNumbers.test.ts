import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readThreeNumbers } from './threeNumbers';

const read = (s: string) => readThreeNumbers(normalize(s));

describe('three numbers in words', () => {
  it('reads facts about the first, second and third as a system in x, y, z, in English and French', () => {
    expect(read('The sum of three numbers is 19. The first number is twice the second, and the third is 3 more than the second. Find the three numbers.')?.relations).toEqual([
      { lhs: 'x + y + z', op: '=', rhs: '19' },
      { lhs: 'x', op: '=', rhs: '2*y' },
      { lhs: 'z', op: '=', rhs: 'y + 3' },
    ]);
    expect(read('La somme de trois nombres est 30. Le premier est le double du deuxième et le troisième vaut 2 de plus que le premier. Trouver ces nombres.')?.relations).toEqual([
      { lhs: 'x + y + z', op: '=', rhs: '30' },
      { lhs: 'x', op: '=', rhs: '2*y' },
      { lhs: 'z', op: '=', rhs: 'x + 2' },
    ]);
    expect(read('Three numbers add up to 45. The second is 5 more than the first. The third is twice the first. What are the numbers?')?.relations[0]).toEqual({ lhs: 'x + y + z', op: '=', rhs: '45' });
  });
  it('keeps "the first and second" of a sum together', () => {
    expect(read('The sum of three numbers is 20. The sum of the first and second is 12, and the third is 2 less than the first. Find the numbers.')?.relations[1]).toEqual({ lhs: 'x + y', op: '=', rhs: '12' });
  });
  it('leaves another question or a fact it cannot read to the other readers', () => {
    expect(read('The sum of three numbers is 19. The first number is twice the second. What is the product of the numbers?')).toBeNull();
    expect(read('The sum of three numbers is 19. The first is the square of the second, and the third is 3 more than the second. Find them.')).toBeNull();
  });
  it('answers the three numbers, verified', () => {
    const s = solve('Three numbers add up to 45. The second is 5 more than the first. The third is twice the first. What are the numbers?');
    expect(s.answer?.value).toBe('[{x: 10, y: 15, z: 20}]');
    expect(s.verified).toBe(true);
  });
  it('answers the sum or one number asked, and does not read a product or another question', () => {
    expect(read('The sum of three numbers is 19. The first number is twice the second, and the third is 3 more than the second. Find the product of the three numbers.')).toBeNull();
    expect(read('La somme de trois nombres est 19. Le premier est le double du deuxième et le troisième vaut 3 de plus que le deuxième. Calculer le produit de ces trois nombres.')).toBeNull();
    expect(read('The sum of three numbers is 19. The first number is twice the second, and the third is 3 more than the second. Find the largest of the three numbers.')).toBeNull();
    expect(read('The sum of three numbers is 19. The first number is twice the second, and the third is 3 more than the second. Find the mean of the numbers.')).toBeNull();
    const s = solve('The first number is twice the second, the third is 3 more than the second, and the second is 4 more than 0. Find the sum of the three numbers.');
    expect(s.answer?.value).toBe('19');
    expect(s.verified).toBe(true);
    expect(solve('Three numbers add up to 45. The second is 5 more than the first. The third is twice the first. What is the third number?').answer?.value).toBe('20');
  });
});
