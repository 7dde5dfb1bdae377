import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import type { TaskOf } from '../../task/task';
import { verifyTask } from '../../verify/task';

describe('the calculus of a vector-valued function', () => {
  it.each([
    ["r(t) = <t^2, sin t, e^t>, find r'(t)", 'en', '[[2*t], [cos(t)], [exp(t)]]'],
    ["r(t) = <e^(2t), t^3, 1/t>. Find r''(t).", 'en', '[[4*exp(2*t)], [6*t], [2/t^3]]'],
    ['Find the velocity, acceleration and speed of r(t) = t^2 i + sin(t) j + e^t k at t = 0', 'en', '[[0], [1], [1]]; [[2], [0], [1]]; sqrt(2)'],
    ['The position of a particle is r(t) = <t^2, 2t, ln t>. Find its velocity, speed and acceleration at t = 1.', 'en', '[[2], [2], [1]]; 3; [[2], [0], [-1]]'],
    ['r(t) = (cos t, sin t, t); find the speed', 'en', 'sqrt(2)'],
    ['Evaluate ∫_0^1 (t, t^2, 2) dt', 'en', '[[1/2], [1/3], [2]]'],
    ['integrate r(t) = (2t, 3t^2, 1) dt', 'en', '[[t^2], [t^3], [t]]'],
    ["r'(t) = <2t, cos t, 1>, r(0) = <1, 0, 0>, find r(t)", 'en', '[[t^2 + 1], [sin(t)], [t]]'],
    ['Soit r(t) = (cos t, sin t, t). Déterminer le vecteur vitesse et le vecteur accélération.', 'fr', '[[-sin(t)], [cos(t)], [1]]; [[-cos(t)], [-sin(t)], [0]]'],
    ["Une particule a pour position r(t) = (2cos t, 2sin t, 3t). Déterminer le vecteur vitesse et la norme du vecteur vitesse à l'instant t = π/2.", 'fr', '[[-2], [0], [3]]; sqrt(13)'],
    ['Calculer ∫_0^1 (t, t^2, e^t) dt', 'fr', '[[1/2], [1/3], [e - 1]]'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('states the question back, with the value of the parameter and every quantity asked', () => {
    expect(solve('Find the velocity, acceleration and speed of r(t) = t^2 i + sin(t) j + e^t k at t = 0').interpretation?.text)
      .toBe('Find the velocity, the acceleration and the speed of r(t) = (t², sin(t), eᵗ) at t = 0');
    expect(solve("r'(t) = <2t, cos t, 1>, r(0) = <1, 0, 0>, find r(t)", { locale: 'fr' }).interpretation?.text)
      .toBe("Déterminer r(t) sachant que r'(t) = (2t, cos(t), 1) et r(0) = (1, 0, 0)");
  });

  it('gives the unit tangent as r′/|r′|', () => {
    const s = solve('find the unit tangent vector T(t) for r(t) = <t, t², t³>');
    expect(s.answer?.value).toBe('[[1/sqrt(9*t^4 + 4*t^2 + 1)], [2*t/sqrt(9*t^4 + 4*t^2 + 1)], [3*t^2/sqrt(9*t^4 + 4*t^2 + 1)]]');
    expect(s.steps.map((step) => step.title)).toEqual(['Differentiate each component', 'Length of the velocity', 'Divide by the speed']);
    expect(s.verified).toBe(true);
  });

  it('refuses entries a decimal comma may have merged, and leaves the curve’s own questions to their methods', () => {
    expect(solve("r(t) = <t^-1,1,t>, find r'(t)").error?.message).toContain('decimal numbers written with a comma');
    expect(solve('find the curvature of r(t) = <t, 1, t^2> at t = 1').interpretation?.text).toContain('curvature');
    expect(solve('Find the tangent line to r(t) = <t, t^2, t^3> at t = 1').answer?.value ?? '').not.toMatch(/^\[\[/);
    // an integral of a field along the curve is a line integral, not the integral of r(t)
    for (const input of ['∫_C x dx + y dy + z² dz where r(t) = (t, t^2, t^3), 0 <= t <= 1', '∫_C (y) dx + (x+1) dy, C: r(t) = (t, t^2), 0 <= t <= 1']) {
      expect(solve(input).interpretation?.text).toContain('line integral');
    }
  });

  it('verifies against the components differentiated numerically, and rejects a wrong component or a missing value', () => {
    const task: TaskOf<'vector_function'> = { kind: 'vector_function', name: 'r', parameter: 't', components: ['t^2', 'sin(t)', 'exp(t)'], asks: ['velocity', 'speed'], at: '0' };
    expect(verifyTask(task, { kind: 'matrix', value: '[[0], [1], [1]]; sqrt(2)' })).toBe(true);
    expect(verifyTask(task, { kind: 'matrix', value: '[[0], [1], [0]]; sqrt(2)' })).toBe(false);
    expect(verifyTask(task, { kind: 'matrix', value: '[[0], [1], [1]]' })).toBe(false);
    const integral: TaskOf<'vector_function'> = { kind: 'vector_function', name: 'r', parameter: 't', components: ['2*t', 'cos(t)', '1'], asks: ['integral'], initial: { at: '0', value: ['1', '0', '0'] } };
    expect(verifyTask(integral, { kind: 'matrix', value: '[[t^2 + 1], [sin(t)], [t]]' })).toBe(true);
    expect(verifyTask(integral, { kind: 'matrix', value: '[[t^2], [sin(t)], [t]]' })).toBe(false);
  });
});
