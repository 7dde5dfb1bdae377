import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readChoices } from './choices';

describe('answer choices', () => {
  it('reads labelled choices at the end of a question', () => {
    expect(readChoices('solve 3x = 12 A) 2 B) 4 C) 6 D) 8')).toEqual({
      question: 'solve 3x = 12',
      choices: [{ label: 'A', text: '2' }, { label: 'B', text: '4' }, { label: 'C', text: '6' }, { label: 'D', text: '8' }],
    });
    expect(readChoices('expand (x+1)^2 (a) x^2 + 1 (b) x^2 + 2x + 1 (c) 2x + 1')?.choices.map((c) => c.text)).toEqual(['x^2 + 1', 'x^2 + 2x + 1', '2x + 1']);
    // two labels are no list of choices
    expect(readChoices('solve x + 1 = 2 A) 1 B) 2')).toBeNull();
  });
  it('says which choice the answer is', () => {
    const s = solve('If 4x - 3 = 9 - 2x, then x is A. 1 B. 2 C. 3 D. 4');
    expect(s.answer?.value).toBe('[2]');
    expect(s.finalAnswer).toMatch(/\(B\)$/);
    expect(s.steps.at(-1)?.explanation).toBe('The answer found is choice B (2).');
    expect(solve('développer (x - 2)(x + 5) A) x² + 3x - 10 B) x² - 3x - 10 C) x² + 7x - 10', { locale: 'fr' }).finalAnswer).toMatch(/\(A\)$/);
  });
  it('refuses a question none of whose choices is the answer, naming them', () => {
    const s = solve('solve 2x = 10 A) 2 B) 3 C) 4');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toBe('None of the choices A–C matches the answer we found ([5]): check the question and its choices.');
    expect(solve('résoudre 2x = 10 A) 2 B) 3 C) 4', { locale: 'fr' }).error?.message).toMatch(/^Aucun des choix A–C/);
  });
});
