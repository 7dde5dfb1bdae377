import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';
import { readTask } from '../../read';
import { normalize } from '../../parse/normalize';
import { taskText } from '../../task/text';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('expressions in the partial derivatives of a given function', () => {
  it('computes a combination and decides a claimed equation, verified, in English and French', () => {
    for (const [input, value] of [
      ['u(x,t) = e^{-t} sin(3x): compute u_t − u_xx', '8*exp(-t)*sin(3*x)'],
      ['f(x,y) = x^2 - y^2 : calculer f_xx + f_yy', '0'],
      ['soit f(x,y) = x^3 y ; calculer f_{xy}', '3*x^2'],
      ['True or false: u(x, t) = sin(x − 2t) satisfies the wave equation u_tt = 4 u_xx', 'True'],
      ['show that u(x,y) = e^x sin y satisfies u_xx + u_yy = 0', 'True'],
      ['true or false: u(x,t) = sin(x - 3t) satisfies u_tt = 4 u_xx', 'False'],
    ]) {
      for (const locale of ['en', 'fr'] as const) {
        const s = solve(input, { locale });
        expect(s.answer?.value, input).toBe(value);
        expect(s.verified, input).toBe(true);
        for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
      }
    }
  });

  it('reads its canonical text back into the same task', () => {
    for (const input of ['u(x,t) = e^{-t} sin(3x): compute u_t − u_xx', 'True or false: u(x, t) = sin(x − 2t) satisfies the wave equation u_tt = 4 u_xx']) {
      const t = readTask(normalize(input)).task;
      expect(t?.kind).toBe('partial_combination');
      if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
    }
  });

  it('rejects a wrong value and a wrong verdict', () => {
    const t: TaskOf<'partial_combination'> = { kind: 'partial_combination', name: 'u', variables: ['x', 't'], expr: 'exp(-t)*sin(3*x)', combination: 'u_t - u_xx' };
    expect(verifyTask(t, { kind: 'expr', value: '8*exp(-t)*sin(3*x)' })).toBe(true);
    for (const wrong of ['10*exp(-t)*sin(3*x)', '-10*exp(-t)*sin(3*x)', '8*exp(-t)*cos(3*x)']) expect(verifyTask(t, { kind: 'expr', value: wrong }), wrong).toBe(false);
    const wave: TaskOf<'partial_combination'> = { ...t, expr: 'sin(x - 3*t)', combination: 'u_tt', equals: '4 u_xx' };
    expect(verifyTask(wave, { kind: 'bool', value: 'False' })).toBe(true);
    expect(verifyTask(wave, { kind: 'bool', value: 'True' })).toBe(false);
  });
});

describe('a combination after a definition without its variables, or after a full stop', () => {
  it.each([
    ['f(x,y) = ln(x^2 + y^2). Compute f_xx + f_yy', '0'],
    ['u = x^2 - y^2. Compute u_xx + u_yy', '0'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
  it('leaves f_x(1, 2) to the partial derivative at a point', () => {
    expect(solve('f(x,y) = x^2 y. Find f_x(1, 2)').answer?.value).toBe('4');
  });
});

describe('Laplace’s equation named in words', () => {
  it.each([
    ['Show that u = e^x sin y is harmonic', 'en', 'True'],
    ['Show that f(x,y) = e^x sin y satisfies Laplace\'s equation', 'en', 'True'],
    ['Vérifier que f(x,y) = ln(x² + y²) vérifie l\'équation de Laplace', 'fr', 'True'],
    ['Show that u(x,y) = x^2 + y^2 satisfies Laplace\'s equation', 'en', 'False'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads it as the sum of the pure second derivatives, and never answers "false" from a difference it could not simplify', () => {
    expect(solve('Show that u = e^x sin y is harmonic').interpretation?.text).toContain('u_xx + u_yy = 0');
    expect(solve('show that u(x,y,z) = 1/sqrt(x^2+y^2+z^2) satisfies Laplace\'s equation').answer).toBeNull();
  });
});

describe('the function after the request, or asked about', () => {
  it.each([
    ['Is u = x^2 - y^2 harmonic?', 'Decide whether u(x, y) = x² − y² satisfies u_xx + u_yy = 0', 'True'],
    ['Is u = x^3 + y^2 harmonic?', 'Decide whether u(x, y) = x³ + y² satisfies u_xx + u_yy = 0', 'False'],
    ['u = ln(x^2+y^2), verify that u_xx + u_yy = 0', 'Decide whether u(x, y) = ln(x² + y²) satisfies u_xx + u_yy = 0', 'True'],
    ['show that u_xx + u_yy = 0 for u = ln(x^2+y^2)', 'Decide whether u(x, y) = ln(x² + y²) satisfies u_xx + u_yy = 0', 'True'],
    ['f_xx + f_yy for f = e^x cos y', 'Compute f_xx + f_yy for f(x, y) = eˣ·cos(y)', '0'],
  ])('%s', (input, reading, value) => {
    const s = solve(input);
    expect(s.interpretation?.text).toBe(reading);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
