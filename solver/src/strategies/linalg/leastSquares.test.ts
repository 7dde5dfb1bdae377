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

  it("answers in the student's letters: y = C + Dt, y = mx + c, y = α + βt, with the coefficients named", () => {
    const strang = solve('Find the best line y = C + Dt through the points (t, y) = (0, 6), (1, 0), (2, 0)');
    expect(strang).toMatchObject({ answer: { value: '-3*t + 5' }, verified: true, finalAnswer: 'y = -3t + 5 (C = 5, D = -3)' });
    expect(solve('find the least squares straight line y = mx + b to fit the data points: (1, 9),(2, 7),(3, 3),(4, 2)').answer?.value).toBe('-5/2*x + 23/2');
    const fr = solve('Trouver la droite $y = \\alpha + \\beta t$ qui approche au mieux au sens des moindres carrés les points (0 ; 1), (1 ; 3), (2 ; 4), (3 ; 4)', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: 't + 3/2' }, verified: true, finalAnswer: 'y = t + 3/2 (α = 3/2, β = 1)' });
    expect(solve('By using the method of least squares, find the best line through the points (-1, 0), (0, 1), (1, 3), (2, 4)').answer?.value).toBe('7/5*x + 13/10');
    expect(solve('line y = b + mx of best fit through the data {(.1, .2), (.2, .3), (.3, .7)}, least squares criterion').verified).toBe(true);
  });

  it('refuses a model whose letters clash or whose data are named otherwise', () => {
    expect(solve('least squares line y = a + ax through (0, 1), (1, 3), (2, 4)').answer).toBeNull();
    expect(solve('best line y = C + Dt through the points (x, y) = (0, 6), (1, 0), (2, 0)').answer).toBeNull();
  });

  it('reads the canonical text of a model in other letters back into the same task', () => {
    const t = readTask(normalize('Find the best line y = C + Dt through the points (0, 6), (1, 0), (2, 0)')).task;
    expect(t).toMatchObject({ kind: 'least_squares', model: { response: 'y', variable: 't', intercept: 'C', slope: 'D' } });
    if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
  });

  it('reads the request said twice and the words of other sheets: "the least squares regression line", « ajuster une droite … par les moindres carrés »', () => {
    expect(solve('Find the equation y = mx + b of the least squares regression line through (1, 1), (2, 3), (3, 4).')).toMatchObject({ answer: { value: '3/2*x - 1/3' }, verified: true });
    expect(solve('Use the method of least squares to find the line that best fits the points (0, 1), (1, 3), (2, 4), (3, 4).').answer?.value).toBe('x + 3/2');
    expect(solve('Trouver la droite de régression y = ax + b des points (1, 1), (2, 3), (3, 4) par la méthode des moindres carrés', { locale: 'fr' }).answer?.value).toBe('3/2*x - 1/3');
    expect(solve('Ajuster une droite aux points (1,1), (2,3), (3,4) par les moindres carrés', { locale: 'fr' }).answer?.value).toBe('3/2*x - 1/3');
    expect(solve("Déterminer l'équation de la droite des moindres carrés pour les points (1,1), (2,3), (3,4)", { locale: 'fr' }).answer?.value).toBe('3/2*x - 1/3');
  });
});

