import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('Ax = b with A and b given', () => {
  it('solves by reducing [A | b], with b written [3, 5], (3, 5) or as a column, in English and French', () => {
    const s = solve('solve Ax = b where A = [[2, 1], [1, 3]] and b = [3, 5]');
    expect(s.answer?.value).toBe('[[4/5], [7/5]]');
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Write the augmented matrix [A | b]');
    const fr = solve('résoudre AX = B avec A = [[1, 2], [3, 4]] et B = [[5], [6]]', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[-4], [9/2]]');
    expect(fr.verified).toBe(true);
  });

  it('the least-squares solution from the normal equations', () => {
    const s = solve('least squares solution of Ax = b with A = [[1, 0], [1, 1], [1, 2]] and b = [6, 0, 0]');
    expect(s.answer?.value).toBe('[[5], [-3]]');
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Write the normal equations');
  });

  it('refuses a singular A, and words it does not read', () => {
    expect(solve('solve Ax = b, A = [[1, 2], [2, 4]], b = (1, 2)').error?.message).toContain('A is not invertible');
    expect(solve('solve Ax = b where A = [[2, 1], [1, 3]] and b = [3, 5] with x positive').answer).toBeNull();
  });
});
