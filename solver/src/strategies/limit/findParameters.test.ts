import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';

describe('parameters that make a limit finite or equal to a value', () => {
  it.each([
    ['Find a so that lim_{x→2} (x² − ax + 2)/(x − 2) exists', '3'],
    ['What value of a makes lim_{x→-1} (2x^2 + ax - 3)/(x + 1) finite?', '-1'],
    ['find a so that lim_{x→0} (e^x − 1 − a x)/x² is finite', '1'],
    ['Find a such that lim_{x→0} sin(ax)/x = 3', '3'],
    ['find a so that lim x→∞ (ax^2 + 3x)/(2x^2 − 1) = 5', '10'],
    ['Find a such that lim_{x→∞} (√(x² + ax) − x) = 2', '4'],
    ['find a so that lim_{x→1} (√(x + a) − 2)/(x − 1) is finite', '3'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'expr', value });
    expect(s.verified).toBe(true);
  });

  it('finds two parameters from the orders of the Taylor coefficients, in French', () => {
    const s = solve('Déterminer les réels a et b tels que lim_{x→0} (a + b cos x)/x² = 1', { locale: 'fr' });
    expect(s.answer).toMatchObject({ kind: 'solutions', value: '[{a: 2, b: -2}]' });
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toBe('Trouver a, b pour que la limite de (a + b·cos(x))/x² quand x → 0 vaille 1');
    expect(s.steps.map((x) => x.title)).toEqual(expect.arrayContaining(['Dénominateur au point', 'Conditions', 'Résoudre', 'Vérifier']));
    expect(s.steps.find((x) => x.title === 'Dénominateur au point')?.explanation).toContain("à l'ordre 2");
  });

  it('gives no answer when no value works', () => {
    expect(solve('find a so that lim_{x→0} (1 + a x)/x² is finite').answer).toBeNull();
  });

  it('the verifier substitutes the values and checks the limit', () => {
    const t = { kind: 'limit' as const, expr: '(exp(x) - 1 - a*x)/x^2', variable: 'x', point: '0', side: 'both' as const, sequence: false, asks: 'parameters' as const, parameters: ['a'] };
    expect(verifyTask(t, { kind: 'expr', value: '1' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '2' })).toBe(false);
    const two = { ...t, expr: '(a + b*cos(x))/x^2', parameters: ['a', 'b'], target: '1' };
    expect(verifyTask(two, { kind: 'solutions', value: '[{a: 2, b: -2}]' })).toBe(true);
    expect(verifyTask(two, { kind: 'solutions', value: '[{a: 1, b: -1}]' })).toBe(false);
  });
});
