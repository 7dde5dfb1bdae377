import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readRectangleMeasure } from './rectangleMeasure';

const read = (s: string) => readRectangleMeasure(normalize(s));

describe('the area or perimeter of a rectangle from its sides', () => {
  it('reads the length and width with their unit, in English and French', () => {
    expect(read('A rectangle has a length of 12 cm and a width of 5 cm. What is its area?')?.relations).toEqual([{ lhs: 'A', op: '=', rhs: '12*5' }]);
    expect(read('a rectangular garden is 8 m long and 3 m wide. find its perimeter')?.units).toEqual({ P: 'm' });
    expect(read('Un rectangle a une longueur de 7,5 cm et une largeur de 4 cm. Quelle est son aire ?')?.relations[0].rhs).toBe('7.5*4');
  });

  it('leaves sides in two units, both measures asked or other words to the other readers', () => {
    expect(read('A rectangle has a length of 12 cm and a width of 5 m. What is its area?')).toBeNull();
    expect(read('A rectangle has a length of 12 cm and a width of 5 cm. Find its area and its perimeter.')).toBeNull();
    expect(read('A rectangle has a length of 12 cm and a width of 5 cm. What is its diagonal?')).toBeNull();
  });

  it('answers with the unit, the area in square units', () => {
    const en = solve('A rectangle has a length of 12 cm and a width of 5 cm. What is its area?');
    expect(en.finalAnswer).toBe('A = 60 cm²');
    expect(en.verified).toBe(true);
    expect(solve('Un rectangle a pour longueur 8 m et pour largeur 3 m. Calculer son périmètre.', { locale: 'fr' }).finalAnswer).toBe('P = 22 m');
  });
});
