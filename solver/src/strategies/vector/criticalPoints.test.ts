import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('critical points, solved exactly and classified', () => {
  it.each([
    ['Find the critical points of f(x,y) = x^2 + y^2 - 2x - 4y', 'en', '[{x: 1, y: 2}]'],
    ['déterminer les points critiques de f(x,y) = x³ − 3x + y²', 'fr', '[{x: -1, y: 0}, {x: 1, y: 0}]'],
    ['find and classify the critical points of f(x,y) = x^3 - 3xy + y^3', 'en', '[{x: 0, y: 0}, {x: 1, y: 1}]'],
    ['critical points of f(x,y) = x^2 y - 2xy + y^2', 'en', '[{x: 0, y: 0}, {x: 1, y: 1/2}, {x: 2, y: 0}]'],
    ['critical points of f(x,y,z) = x^2 + y^2 + z^2 - 2x + 4z', 'en', '[{x: 1, y: 0, z: -2}]'],
    // a gradient equation x·y = 2 solved for y with its coefficient x ≠ 0; the request's second verb after the formula
    ['Find the critical points of f(x, y) = x^3 + 3xy^2 - 15x - 12y and classify them.', 'en', '[{x: -2, y: -1}, {x: -1, y: -2}, {x: 1, y: 2}, {x: 2, y: 1}]'],
    ['f(x, y) = x^3 + y^2 - 3x : rechercher les points critiques et préciser leur nature.', 'fr', '[{x: -1, y: 0}, {x: 1, y: 0}]'],
    // the request after the formula with no punctuation between them
    ['f(x,y) = (2x - x^2)(8y - y^2) find and classify all critical points of the function', 'en', '[{x: 0, y: 0}, {x: 0, y: 8}, {x: 1, y: 4}, {x: 2, y: 0}, {x: 2, y: 8}]'],
    ['f(x,y) = x^2 + y^2 - 2x calculer les points critiques', 'fr', '[{x: 1, y: 0}]'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('classifies each point by the second-derivative test, in both languages', () => {
    expect(solve('local maxima, minima and saddle points of f(x,y) = x^4 + y^4 - 4xy + 1').finalAnswer).toBe('Critical points: (-1, -1): local minimum; (0, 0): saddle point; (1, 1): local minimum.');
    const fr = solve('points critiques de f(x,y) = x³ − 3x + y²', { locale: 'fr' });
    expect(fr.finalAnswer).toContain('point selle');
    expect(fr.steps.map((x) => x.title)).toContain('Test des dérivées secondes');
  });

  it('divides out an exponential factor, which never vanishes, before solving', () => {
    const s = solve('find the critical points of f(x,y) = x y e^(-x^2-y^2)');
    expect(s.answer?.value).toBe('[{x: -sqrt(2)/2, y: -sqrt(2)/2}, {x: -sqrt(2)/2, y: sqrt(2)/2}, {x: 0, y: 0}, {x: sqrt(2)/2, y: -sqrt(2)/2}, {x: sqrt(2)/2, y: sqrt(2)/2}]');
    expect(s.verified).toBe(true);
    expect(s.finalAnswer).toContain('(0, 0): saddle point');
    expect(s.finalAnswer).toContain('(√(2)/2, √(2)/2): local maximum');
    const fr = solve('points critiques de f(x,y) = (x^2 + y^2)e^(-x)', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('Points critiques : (0, 0): minimum local; (2, 0): point selle.');
    expect(fr.steps.map((x) => x.title)).toContain('Simplifier par l’exponentielle');
  });

  it('leaves extrema over a region, and functions of one variable, to other methods', () => {
    expect(solve('absolute extrema of f(x,y) = x^2 + y^2 on the closed disk x^2 + y^2 <= 1').answer?.kind).not.toBe('solutions');
  });

  it('the verifier rejects a missing critical point and a point that is not critical', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'critical_points', components: ['x^3 - 3*x + y^2'], variables: ['x', 'y'] };
    expect(verifyTask(t, { kind: 'solutions', value: '[{x: -1, y: 0}, {x: 1, y: 0}]' })).toBe(true);
    expect(verifyTask(t, { kind: 'solutions', value: '[{x: 1, y: 0}]' })).toBe(false);
    expect(verifyTask(t, { kind: 'solutions', value: '[{x: -1, y: 0}, {x: 1, y: 1}]' })).toBe(false);
    const one: TaskOf<'vector'> = { kind: 'vector', op: 'critical_points', components: ['x^3 - 3*x'], variables: ['x'] };
    expect(verifyTask(one, { kind: 'solutions', value: '[-1, 1]' })).toBe(true);
    expect(verifyTask(one, { kind: 'solutions', value: '[1]' })).toBe(false);
    expect(verifyTask(one, { kind: 'solutions', value: '[-1, 2]' })).toBe(false);
  });

  it('finds the critical points of a function of one variable and classifies them by f″, or by the sign of f′', () => {
    const cubic = solve('Find the critical points of f(x) = x^3 - 3x');
    expect([cubic.answer?.value, cubic.verified, cubic.finalAnswer]).toEqual(['[-1, 1]', true, 'Critical points: x = -1, at (-1, 2): local maximum; x = 1, at (1, -2): local minimum.']);
    expect(solve('Find the critical numbers of f(x) = x^4 - 4x^3').answer?.value).toBe('[0, 3]');
    expect(solve('Find the critical points of f(x) = x^3').finalAnswer).toBe('Critical points: x = 0, at (0, 0): no extremum (f′ keeps its sign).');
    expect(solve('Déterminer les points critiques de f(x) = x^4 - 2x^2', { locale: 'fr' }).finalAnswer).toBe('Points critiques : x = -1, en (-1, -1) : minimum local; x = 0, en (0, 0) : maximum local; x = 1, en (1, -1) : minimum local.');
  });
});

describe('the local extrema asked rather than the critical points', () => {
  it.each([
    ['Déterminer les extremums éventuels de f(x, y) = x² + 3y² − 2x − 10y + 2xy + 6.', 'fr', '[{x: -1, y: 2}]', /extremums locaux/],
    ['Find the extrema of f(x,y) = x^3 + y^3 - 3xy', 'en', '[{x: 1, y: 1}]', /saddle point is none/],
    ['Soit f(x,y) = x^4 + y^4 - 4xy. Étudier les extrema de f.', 'fr', '[{x: -1, y: -1}, {x: 1, y: 1}]', /point selle/],
    ['Find all local extrema of $f(x,y,z) = x^2 + y^2 + z^2 - 2x + 4z$', 'en', '[{x: 1, y: 0, z: -2}]', /local minimum/],
    ['Find the extrema of f(x,y) = x^2 - y^2', 'en', '[]', /no local extremum/],
  ] as const)('leaves the saddle points out: %s', (input, locale, value, words) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.finalAnswer).toMatch(words);
    expect(s.verified).toBe(true);
  });

  it('still lists a saddle point when the critical points are asked', () => {
    expect(solve('Find the critical points of f(x,y) = x^3 + y^3 - 3xy').answer?.value).toBe('[{x: 0, y: 0}, {x: 1, y: 1}]');
  });

  it('rejects an extremum list holding a saddle point or missing a minimum', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'critical_points', components: ['x^3 + y^3 - 3*x*y'], variables: ['x', 'y'], extrema: true };
    expect(verifyTask(t, { kind: 'solutions', value: '[{x: 1, y: 1}]' })).toBe(true);
    expect(verifyTask(t, { kind: 'solutions', value: '[{x: 0, y: 0}, {x: 1, y: 1}]' })).toBe(false);
    expect(verifyTask(t, { kind: 'solutions', value: '[]' })).toBe(false);
  });
});
