import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { taskText } from '../task/text';
import { readTask } from './index';

describe('integrals with parameters stated positive', () => {
  it.each([
    ['∫_0^∞ x^2 e^{-ax} dx, a > 0', ['a']],
    ['∫_0^∞ x^3 e^{-ax} dx (a > 0)', ['a']],
    ['calculer ∫_0^{+∞} e^{-λx} dx où λ > 0', ['lambda']],
  ])('%s keeps the condition in the task, and its text reads back', (input, positive) => {
    const t = readTask(normalize(input)).task;
    expect(t).toMatchObject({ kind: 'integrate', positive });
    if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
  });

  it('answers for the positive parameter, checked at positive values of it', () => {
    const s = solve('∫_0^∞ x^2 e^{-ax} dx, a > 0');
    expect(s.answer?.value).toBe('2/a^3');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toBe('Compute the integral from 0 to ∞ of x²·e^(-a·x) dx, with a > 0');
    // unstated, the value holds only for a > 0: not marked checked
    expect(solve('∫_0^∞ x^2 e^{-ax} dx').verified).toBe(false);
  });

  it('refuses a condition on the variable of integration, naming it', () => {
    const s = solve('∫_0^1 x^2 dx, x > 0', { locale: 'fr' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('« , x > 0 »');
  });
});
