import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('the curvature of a curve', () => {
  it.each([
    ['What is the curvature of r(t) = t i + 1/2 t^2 j + 1/3 t^3 k at t = 1?', 'en', 'sqrt(6)/3^(3/2)'],
    ['Find the curvature of r(t) = <2 sin t, 5t, 2 cos t>', 'en', '2/29'],
    ['find the curvature of the curve x = t^2, y = t^3 at t = 1', 'en', '6/13^(3/2)'],
    ['Find the curvature of y = x^3 at x = 1', 'en', '6/10^(3/2)'],
    ['Calculer la courbure de la courbe r(t) = (cos t, sin t, t) en t = 0', 'fr', '1/2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.interpretation?.text).toMatch(/curvature|courbure/);
    expect(s.verified).toBe(true);
  });

  it('is a function of the parameter when no value is given', () => {
    const s = solve('r(t) = <1/t, 1, t>. Find the curvature.');
    expect(s.interpretation?.text).toBe('Find the curvature of the curve r(t) = (1/t, 1, t)');
    expect(s.verified).toBe(true);
  });

  it('refuses a tuple whose commas may be decimal commas, and a point the curve passes through twice, naming why', () => {
    expect(solve('r(t) = <t^-1,1,t> Use the formula for curvature to calculate K').error?.message).toContain('decimal numbers written with a comma');
    expect(solve('curvature of r(t) = (t^2, t^2, t^4) at the point (1, 1, 1)').error?.message).toContain('give the value of the parameter');
  });

  it('leaves a radius of curvature in optics alone', () => {
    expect(solve('A concave mirror has a radius of curvature of 20 cm. Find its focal length.').interpretation?.text ?? '').not.toMatch(/curvature of the curve/);
  });

  it('the verifier differentiates numerically and rejects a wrong curvature', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'curvature', components: ['cos(t)', 'sin(t)', 't'], variables: ['t'], at: ['0'] };
    expect(verifyTask(t, { kind: 'expr', value: '1/2' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '1' })).toBe(false);
    const general: TaskOf<'vector'> = { kind: 'vector', op: 'curvature', components: ['t', 't^2'], variables: ['t'] };
    expect(verifyTask(general, { kind: 'expr', value: '2/(1 + 4*t^2)^(3/2)' })).toBe(true);
    expect(verifyTask(general, { kind: 'expr', value: '2/(1 + 4*t^2)' })).toBe(false);
  });
});

describe('the torsion of a space curve', () => {
  it.each([
    ['Find the torsion of the curve r(t) = <cos t, sin t, t>.', 'en', '1/2', 'Torsion: 1/2'],
    ['Déterminer la torsion τ de la courbe x = t, y = t², z = t³ en t = 0.', 'fr', '3', 'Torsion : 3'],
    ['Compute the torsion of \\vec r(t) = \\langle e^t, e^{-t}, \\sqrt{2}\\, t \\rangle at t = 0', 'en', '-sqrt(2)/4', 'Torsion: -√(2)/4'],
    ['Calculer la torsion de la courbe paramétrée r(t) = (t, t²/2, t³/3) au point de paramètre t = 1.', 'fr', '1/3', 'Torsion : 1/3'],
  ] as const)('is (r′ × r″)·r‴ / |r′ × r″|²: %s', (input, locale, value, final) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('rejects a wrong torsion', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'curvature', components: ['cos(t)', 'sin(t)', 't'], variables: ['t'], torsion: true };
    expect(verifyTask(t, { kind: 'expr', value: '1/2' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '1' })).toBe(false);
  });
});
