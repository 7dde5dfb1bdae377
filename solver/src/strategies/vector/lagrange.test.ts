import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('extrema under a constraint, by Lagrange multipliers', () => {
  it.each([
    ['maximize f(x,y) = xy subject to x + y = 10', 'en', 'expr', '25'],
    ['find the minimum of x^2 + y^2 subject to x + 2y = 5', 'en', 'expr', '5'],
    ['Use Lagrange multipliers to find the maximum and minimum of f(x,y) = x + y subject to x^2 + y^2 = 2', 'en', 'solutions', '[-2, 2]'],
    ['multiplicateurs de Lagrange : extremums de f(x,y) = xy sur le cercle x² + y² = 8', 'fr', 'solutions', '[-4, 4]'],
    ['maximize f(x,y,z) = x + 2y + 2z subject to x^2 + y^2 + z^2 = 9', 'en', 'expr', '9'],
    ['find the maximum value of f(x,y) = x^2 y subject to x^2 + y^2 = 3', 'en', 'expr', '2'],
    ['trouver le minimum de f(x,y,z) = x² + y² + z² sous la contrainte x + y + z = 3', 'fr', 'expr', '3'],
    ['Find the extreme values of f(x, y) = 2xy subject to the constraint x^2 + y^2 = 2.', 'en', 'solutions', '[-2, 2]'],
    // the method named in brackets after the constraint
    ['Maximiser f(x,y) = xy sous la contrainte x + y = 10 (multiplicateurs de Lagrange)', 'fr', 'expr', '25'],
    ['minimize f(x,y,z) = x^2+y^2+z^2 subject to x + y + z = 3 (use Lagrange multipliers)', 'en', 'expr', '3'],
  ] as const)('%s', (input, locale, kind, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.kind).toBe(kind);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('states where each extremum is reached and the steps, in both languages', () => {
    const en = solve('Find the extreme values of f(x,y) = x^2 + 2y^2 on the circle x^2 + y^2 = 1');
    expect(en.finalAnswer).toBe('Maximum 2 at (0, -1), (0, 1); minimum 1 at (-1, 0), (1, 0).');
    expect(en.steps.map((x) => x.title)).toEqual(['Lagrange conditions', 'Eliminate λ', 'Solve the system', 'Compare the values of f']);
    const fr = solve('maximiser f(x,y) = xy sous la contrainte x + y = 10', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('Le maximum vaut 25, atteint en (5, 5).');
    expect(fr.interpretation?.text).toBe('Calculer le maximum de f(x, y) = x·y sous la contrainte x + y = 10');
  });

  it('says an extremum does not exist when the constraint takes f beyond every candidate', () => {
    const s = solve('maximize f(x,y) = x^2 + y^2 subject to x + y = 4');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('no maximum');
  });

  it('names a condition it cannot read instead of dropping it', () => {
    const s = solve('maximize f(x,y) = xy subject to x + y = 10 where x > 2');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('x + y = 10 where x > 2');
    const fr = solve('maximiser f(x,y) = xy sous la contrainte x + y = 10 avec x > 2', { locale: 'fr' });
    expect(fr.error?.message).toContain('Nous n\'avons pas pu lire');
  });

  it('the verifier rejects a value not reached on the constraint and one exceeded there', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'lagrange', components: ['x*y'], variables: ['x', 'y'], constraint: ['x^2 + y^2', '8'] };
    expect(verifyTask(t, { kind: 'solutions', value: '[-4, 4]' })).toBe(true);
    expect(verifyTask(t, { kind: 'solutions', value: '[-4, 5]' })).toBe(false);
    expect(verifyTask(t, { kind: 'solutions', value: '[-4, 3]' })).toBe(false);
    expect(verifyTask({ ...t, extremum: 'max' }, { kind: 'expr', value: '4' })).toBe(true);
    expect(verifyTask({ ...t, components: ['x^2 + y^2'], constraint: ['x + y', '4'], extremum: 'max' }, { kind: 'expr', value: '8' })).toBe(false);
  });
});

describe('the function and the constraint after the request', () => {
  it('reads "subject to the given constraint. f(x, y) = …; g(x, y) = c" as exercise lists write it', () => {
    const s = solve('Use Lagrange multipliers to find the maximum and minimum values of the function subject to the given constraint. f(x, y) = x y; x^2 + y^2 = 8');
    expect(s.interpretation?.text).toBe('Find the maximum and the minimum of f(x, y) = x·y subject to x² + y² = 8');
    expect(s.verified).toBe(true);
  });
});

describe('extrema under two constraints', () => {
  it.each([
    ['Find the maximum and minimum values of f(x,y,z) = x + 2y subject to the constraints x + y + z = 1 and y^2 + z^2 = 4', 'en', 'solutions', '[1 - 2*sqrt(2), 2*sqrt(2) + 1]'],
    ['Trouver le maximum de f(x,y,z) = x + y + z sous les contraintes x^2 + y^2 = 2 et x + z = 1', 'fr', 'expr', 'sqrt(2) + 1'],
  ] as const)('makes ∇f, ∇g, ∇h dependent: %s', (input, locale, kind, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.kind).toBe(kind);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[1].title).toBe(locale === 'fr' ? 'Éliminer λ et μ' : 'Eliminate λ and μ');
  });

  it('says the maximum does not exist when the curve of the two constraints is unbounded', () => {
    expect(solve('maximize f(x,y,z) = xyz subject to x + y + z = 3 and x - y = 0').error?.message).toMatch(/f has no maximum on x \+ y \+ z = 3, x - y = 0/);
  });

  it('the verifier rejects values not reached on both constraints', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'lagrange', components: ['x + 2*y'], variables: ['x', 'y', 'z'], constraint: ['x + y + z', '1'], constraint2: ['y^2 + z^2', '4'] };
    expect(verifyTask(t, { kind: 'solutions', value: '[1 - 2*sqrt(2), 1 + 2*sqrt(2)]' })).toBe(true);
    expect(verifyTask(t, { kind: 'solutions', value: '[-3, 5]' })).toBe(false);
  });
});

describe('Lagrange multipliers on the part of the constraint where the variables are positive', () => {
  it.each([
    ['Find the maximum value of f(x,y,z) = xyz subject to x + y + z = 3, x, y, z > 0', 'en', '1', /with x, y, z > 0/],
    ['Trouver le maximum de f(x,y,z) = xyz sous la contrainte x + 2y + 2z = 6, avec x > 0, y > 0, z > 0', 'fr', '2', /avec x, y, z > 0/],
    ['Find the minimum of x + y subject to xy = 4 where x and y are positive', 'en', '4', /with x, y > 0/],
  ] as const)('%s', (input, locale, value, reading) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it('refuses a sign condition on a letter the problem does not have', () => {
    expect(solve('Find the maximum of f(x,y) = xy subject to x + y = 10, x, w > 0').answer).toBeNull();
  });
});
