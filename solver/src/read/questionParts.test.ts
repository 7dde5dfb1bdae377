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

  it('is answered part by part when every part reads on its own, never for one part only', () => {
    const answer = (input: string, locale: 'en' | 'fr' = 'en'): string | undefined => solve(input, { locale }).finalAnswer;
    expect(answer('A ball is thrown vertically upward with a speed of +13.0 m/s. (a) How high does it rise? (b) How long does it take to reach its highest point?')).toMatch(/^\(a\) .*8\.61 m.* ; \(b\) .*1\.33 s/);
    expect(answer('Une balle est lancée verticalement vers le haut à 13,0 m/s. a) À quelle hauteur monte-t-elle ? b) Combien de temps met-elle pour atteindre le point le plus haut ?', 'fr')).toMatch(/^\(a\) .*8,61 m.* ; \(b\) .*1,33 s/);
    expect(answer('A ball is thrown straight up at 13 m/s. How high does it rise and how long does it take to reach the top?')).toMatch(/^\(1\) .*8\.61 m.* ; \(2\) .*1\.33 s/);
    expect(answer('A stone is dropped from rest and falls for 3.0 s. (i) How far does it fall? (ii) What is its speed when it lands?')).toMatch(/^\(i\) .*44\.1 m.* ; \(ii\) .*29\.4 m\/s/);
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
