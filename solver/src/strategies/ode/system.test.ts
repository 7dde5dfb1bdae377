import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';

describe('linear systems X′ = AX of two equations', () => {
  it.each([
    ["x' = y, y' = −x, x(0) = 1, y(0) = 0. Find (x(t), y(t)).", '[[cos(t)], [-sin(t)]]'],
    ["X' = AX with A = [[4, −2], [1, 1]], X(0) = (1, 0): find X(t) = (x(t), y(t))", '[[2*exp(3*t) - exp(2*t)], [exp(3*t) - exp(2*t)]]'],
    ["x' = −x + y, y' = −x − y, x(0) = 0, y(0) = 1; (x(t), y(t)) = ?", '[[exp(-t)*sin(t)], [exp(-t)*cos(t)]]'],
    ["Solve the system x' = y, y' = x with x(0) = 2, y(0) = 0.", '[[exp(-t) + exp(t)], [exp(t) - exp(-t)]]'],
    ["résoudre le système x' = 2x + y, y' = x + 2y avec x(0) = 1 et y(0) = 1", '[[exp(3*t)], [exp(3*t)]]'],
    ['Let A = [[0, 1], [-1, 0]]. Solve X\' = AX, X(0) = (1, 0).', '[[cos(t)], [-sin(t)]]'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'matrix', value });
    expect(s.verified).toBe(true);
    expect(s.steps.map((x) => x.title)).toEqual(['Write the system as X′ = AX', 'Find the eigenvalues', 'Write the exponential of At', 'Apply the initial values']);
  });

  it('gives the general solution with two constants for a double eigenvalue, stated back in French', () => {
    const s = solve('dx/dt = 3x + y, dy/dt = 3y', { locale: 'fr' });
    expect(s.answer?.value).toBe('[[C2*exp(3*t)*t + C1*exp(3*t)], [C2*exp(3*t)]]');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toBe("Résoudre le système linéaire x' = 3x + y, y' = 3y d'inconnues x(t), y(t)");
  });

  it('the verifier substitutes into both equations and the initial values', () => {
    const t = { kind: 'ode_system' as const, unknowns: ['x', 'y'], variable: 't', matrix: [['0', '1'], ['-1', '0']], initial: ['1', '0'] };
    expect(verifyTask(t, { kind: 'matrix', value: '[[cos(t)], [-sin(t)]]' })).toBe(true);
    expect(verifyTask(t, { kind: 'matrix', value: '[[cos(t)], [sin(t)]]' })).toBe(false);
    expect(verifyTask(t, { kind: 'matrix', value: '[[sin(t)], [cos(t)]]' })).toBe(false);
  });
});

describe('the matrix written in place of A', () => {
  it('reads X\' = [[…]] X and dX/dt = [[…]] X', () => {
    expect(solve('dX/dt = [[2, 0], [0, 3]] X').answer?.value).toBe('[[C1*exp(2*t)], [C2*exp(3*t)]]');
    const s = solve("Solve X' = [[1, 2], [2, 1]] X");
    expect(s.answer?.kind).toBe('matrix');
    expect(s.verified).toBe(true);
  });
});

describe('the characteristic equation written with its signs', () => {
  it('λ² − 2λ − 3, never + −3', () => {
    const s = solve("x' = y + 2x, y' = 3x");
    expect(s.steps[1].formula).toMatch(/^\\lambda\^2 - 2\\lambda - 3 = 0/);
  });
});

describe('equations not solved for their derivative', () => {
  it("reads x' + 2y = 3x and 0 = −y' + 2x − 2y as x' = 3x − 2y, y' = 2x − 2y, stated back so", () => {
    const s = solve("Find the solution to the given system of IVPs. x' + 2y = 3x, x(0) = 3 ; 0 = -y' + 2x - 2y, y(0) = 3");
    expect(s.interpretation?.text).toBe("Solve the linear system x' = 3x − 2y, y' = 2x − 2y with x(0) = 3, y(0) = 3 for x(t), y(t)");
    expect(s.answer?.value).toBe('[[exp(-t) + 2*exp(2*t)], [2*exp(-t) + exp(2*t)]]');
    expect(s.verified).toBe(true);
  });

  it('leaves an equation with two derivatives, or a forcing term, unread as a system', () => {
    expect(solve("x' + y' = x, y' = x - y").answer).toBeNull();
    expect(solve("x' + 2y = 3x + 1, y' = x").answer).toBeNull();
  });
});

describe('one function of a system asked with its initial values', () => {
  it.each([
    ["Solve the system x' = x + 2y, y' = 4x + 3y with x(0) = 1, y(0) = 1 and find y(t)", 'en', 'y(t) = (4e⁵ᵗ)/3 − e⁻ᵗ/3'],
    ["On considère le système x' = 2x - y, y' = x + 2y avec x(0) = 1 et y(0) = 0. Déterminer x(t).", 'fr', 'x(t) = e²ᵗ·cos(t)'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.answer?.kind).toBe('expr');
    expect(s.verified).toBe(true);
  });

  it('gives both functions when constants remain, and checks a component by the system’s second-order equation', () => {
    expect(solve("x' = x + 2y, y' = 4x + 3y: find x(t)").answer?.kind).toBe('matrix');
    const t = { kind: 'ode_system' as const, unknowns: ['x', 'y'], variable: 't', matrix: [['1', '2'], ['4', '3']], initial: ['1', '1'], asked: 'x' };
    expect(verifyTask(t, { kind: 'expr', value: '2*exp(5*t)/3 + exp(-t)/3' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: 'exp(5*t)' })).toBe(false);
  });
});
