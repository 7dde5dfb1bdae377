import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';
import { readTask } from '../../read';
import { normalize } from '../../parse/normalize';
import { taskText } from '../../task/text';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('least-squares line', () => {
  it('fits y = a + bx exactly, from the phrasings students use, in English and French', () => {
    for (const [input, value] of [
      ['least squares line through (0, 1), (1, 3), (2, 4)', '3/2*x + 7/6'],
      ['fit a line y = mx + b by least squares to the points (1,1), (2,2), (3,2)', '1/2*x + 2/3'],
      ['regression line for the points (1, 2), (2, 4), (3, 5), (4, 4)', '7/10*x + 2'],
      ['droite des moindres carrés y = a + bx pour les points (1, 2), (2, 3), (3, 5)', '3/2*x + 1/3'],
      ['droite de régression des points (0 ; 2), (1 ; 1,5), (2 ; 0,5)', '-3/4*x + 25/12'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
      expect(s.interpretation?.text).toMatch(/^Déterminer la droite des moindres carrés/);
      for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
    }
  });

  it('shows the sums as a table', () => {
    const s = solve('least squares line through (0, 1), (1, 3), (2, 4)', { locale: 'en' });
    expect(s.steps[0].table?.header).toEqual(['x', 'y', 'x^{2}', 'xy']);
    expect(s.steps[0].table?.rows).toHaveLength(4);
  });

  it('refuses what it cannot answer instead of guessing', () => {
    // one x value: every line through it fits; a parabola is another model
    expect(solve('least squares line through (1, 2), (1, 3)').answer).toBeNull();
    expect(solve('least squares parabola through (0,1), (1,3), (2,4)').answer).toBeNull();
  });

  it('reads its canonical text back into the same task', () => {
    const t = readTask(normalize('regression line for the points (1, 2), (2, 4), (3, 5), (4, 4)')).task;
    expect(t?.kind).toBe('least_squares');
    if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
  });

  it('verifies only the least-squares line', () => {
    const t: TaskOf<'least_squares'> = { kind: 'least_squares', points: [['0', '1'], ['1', '3'], ['2', '4']] };
    expect(verifyTask(t, { kind: 'expr', value: '3/2*x + 7/6' })).toBe(true);
    for (const wrong of ['3/2*x + 1', '7/6*x + 3/2', '3/2*x - 7/6', '2*x + 1', '3/2*x^2 + 7/6', '3/2*y + 7/6']) {
      expect(verifyTask(t, { kind: 'expr', value: wrong }), wrong).toBe(false);
    }
  });
});
