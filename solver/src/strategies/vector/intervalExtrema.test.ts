import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import { readAbsoluteExtrema } from '../../read/absoluteExtrema';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('absolute extrema of f(x) on a closed interval', () => {
  it('reads the interval however it is written, and which extreme value is asked', () => {
    const read = (s: string) => readAbsoluteExtrema(normalize(s));
    expect(read('Find the absolute maximum and minimum values of f(x) = x^3 - 3x^2 + 1 on [-1/2, 4]')).toMatchObject({ variables: ['x'], interval: ['-1/2', '4'] });
    expect(read('What is the smallest value of f(x) = x + 4/x for 1 ≤ x ≤ 4?')).toMatchObject({ interval: ['1', '4'], extremum: 'min' });
    expect(read('Déterminer le maximum et le minimum de f(x) = x^2 - 4x sur [0 ; 5]')).toMatchObject({ interval: ['0', '5'] });
    expect(read('absolute extrema of f(x) = sin x + cos x on [0, π]')).toMatchObject({ interval: ['0', 'pi'] });
  });

  it('compares f at the critical points inside and at both ends', () => {
    const s = solve('Find the absolute maximum and minimum values of f(x) = x^3 - 3x^2 + 1 on [-1/2, 4]');
    expect([s.answer?.value, s.verified, s.finalAnswer]).toEqual(['[-3, 17]', true, 'Absolute maximum 17 at x = 4; absolute minimum -3 at x = 2.']);
    expect(solve('Find the absolute maximum of f(x) = x^3 - 3x on [0, 2]').finalAnswer).toBe('Absolute maximum 2 at x = 2.');
    expect(solve('What is the smallest value of f(x) = x + 4/x for 1 ≤ x ≤ 4?').answer?.value).toBe('4');
    expect(solve('Déterminer le maximum et le minimum de f(x) = x^2 - 4x sur [0 ; 5]', { locale: 'fr' }).finalAnswer).toBe('Maximum absolu 5 en x = 5 ; minimum absolu -4 en x = 2.');
  });

  it('declines across a pole, where f has no extreme value', () => {
    expect(solve('Find the absolute maximum and minimum of f(x) = 1/x on [-1, 1]').answer).toBeNull();
  });

  it('the verifier rejects a value that is not the extreme one', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'absolute_extrema', components: ['x^3 - 3*x^2 + 1'], variables: ['x'], interval: ['-1/2', '4'] };
    expect(verifyTask(t, { kind: 'solutions', value: '[-3, 17]' })).toBe(true);
    expect(verifyTask(t, { kind: 'solutions', value: '[1, 17]' })).toBe(false);
    expect(verifyTask({ ...t, extremum: 'max' }, { kind: 'expr', value: '1' })).toBe(false);
  });

  it('gives the greatest or least value of a polynomial over ℝ when it has one, and says why when it has none', () => {
    const s = solve('Find the maximum value of f(x) = -x^2 + 6x - 5');
    expect([s.answer?.value, s.verified, s.finalAnswer]).toEqual(['4', true, 'Maximum value 4 at x = 3.']);
    expect(solve('Quelle est la valeur minimale de f(x) = 2x^2 - 8x + 3 ?', { locale: 'fr' }).finalAnswer).toBe('Valeur minimale -5 en x = 2.');
    expect(solve('Find the maximum value of f(x) = x^2 + 1').error?.message).toBe('x² + 1 has no maximum value: it grows without bound as x moves away from 0.');
    expect(solve('Find the maximum value of f(x) = x^3 - 3x').error?.message).toBe('x³ − 3x is a polynomial of odd degree: it takes every real value, so it has no maximum value.');
  });
});
