import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { joinedQuestions, questionParts } from './questionParts';

const refusal = (input: string, locale?: 'fr'): string | undefined => {
  const s = solve(input, locale ? { locale } : {});
  expect(s.answer).toBeFalsy();
  return s.error?.message;
};

describe('a question in several parts', () => {
  it('splits (a)/(b), a) b), (i)/(ii) and two questions joined by "and"', () => {
    expect(questionParts('A ball. (a) How high? (b) How long?')?.parts.map((p) => p.text)).toEqual(['How high?', 'How long?']);
    expect(questionParts('f(a) = 2 and g(b) = 3. Find a.')).toBeNull();
    expect(joinedQuestions('A ball is thrown up at 13 m/s. How high does it rise and how long does it take?')?.parts.length).toBe(2);
    expect(joinedQuestions('Find the current in the 4 Ω resistor and the 6 Ω resistor.')).toBeNull();
  });

  it('is refused by naming its parts, never answered for one part only', () => {
    expect(refusal('A ball is thrown vertically upward with a speed of +13.0 m/s. (a) How high does it rise? (b) How long does it take to reach its highest point?')).toMatch(/2 parts: \(a\) "How high does it rise\?"; \(b\)/);
    expect(refusal('Une balle est lancée verticalement vers le haut à 13,0 m/s. a) À quelle hauteur monte-t-elle ? b) Combien de temps met-elle pour atteindre le point le plus haut ?', 'fr')).toMatch(/2 parties : \(a\) « À quelle hauteur/);
    expect(refusal('A ball is thrown straight up at 13 m/s. How high does it rise and how long does it take to reach the top?')).toMatch(/2 parts/);
    expect(refusal('A stone is dropped from rest and falls for 3.0 s. (i) How far does it fall? (ii) What is its speed when it lands?')).toMatch(/\(ii\) "What is its speed/);
  });

  it('names the part it cannot read', () => {
    expect(refusal('A ball is thrown vertically upward with a speed of 13.0 m/s. (a) How long does it take to reach its highest point? (b) What colour is the ball?')).toMatch(/could not read part \(b\)/);
  });

  it('still answers each part asked on its own', () => {
    const s = solve('A ball is thrown vertically upward with a speed of 13.0 m/s. How high does it rise?');
    expect(s.answer?.value).toBe('8.61 m');
    expect(solve('A ball is thrown vertically upward with a speed of 13.0 m/s. How long does it take to reach its highest point?').answer?.value).toBe('1.33 s');
  });
});
