import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the slope or the y-intercept of a line given by its equation', () => {
  it('reads −a/b or −c/b of a·x + b·y + c = 0, in English and French', () => {
    const s = solve('What is the slope of the line 3x + 4y = 12?');
    expect([s.finalAnswer, s.verified, s.interpretation?.text]).toEqual(['-3/4', true, 'Compute the slope of 3x + 4y = 12: -3/4']);
    expect(solve('Find the gradient of y = 2x - 5').finalAnswer).toBe('2');
    expect(solve('Find the y-intercept of 2x - 3y = 6').finalAnswer).toBe('-2');
    expect(solve("Quelle est l'ordonnée à l'origine de la droite d : y = 3x - 4 ?", { locale: 'fr' }).finalAnswer).toBe('-4');
  });
  it('says that a vertical line has no slope', () => {
    expect(solve('What is the slope of the line x = 3?').error?.message).toBe('x = 3 is a vertical line: it has no slope.');
  });
});

describe('the y-intercept of a curve that is no line', () => {
  it.each([
    ['Find the y-intercept of y = 3x^2 - 2x + 5', 'en', '5'],
    ['What is the y-intercept of f(x) = (x - 2)(x + 3)?', 'en', '-6'],
    ['Donner l ordonnée à l origine de y = e^x + 2', 'fr', '3'],
    ['Quelle est l ordonnée à l origine de la droite d : y = 3x - 4 ?', 'fr', '-4'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
});
