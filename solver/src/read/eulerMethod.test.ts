import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { taskText } from '../task/text';
import { readEulerMethod } from './eulerMethod';

const read = (s: string): ReturnType<typeof readEulerMethod> => readEulerMethod(normalize(s));

describe("Euler's method asked by name", () => {
  it.each([
    ["Use Euler's method with step size 0.1 to approximate y(1.2) given dy/dx = 1 + xy, y(1) = 0", '0.211'],
    ["use Euler's method with h = 0.2 to approximate y(1) if y' = x + y, y(0) = 2", '5.46496'],
    ["Using Euler's method, find the approximate value of y when x = 0.6 of dy/dx = 1 - 2xy, given that y = 0 when x = 0 (take h = 0.2)", '0.52256'],
    ["Euler's method: y' = t - y, y(0) = 1, step 0.5, estimate y(2)", '1.125'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.map((t) => t.title)).toEqual(["Euler's method", 'Number of steps', 'Steps', 'Approximation']);
  });

  it('reads a French statement with decimal commas', () => {
    const s = solve("Méthode d'Euler : avec un pas h = 0,1, donner une valeur approchée de y(0,3) où y' = y et y(0) = 1", { locale: 'fr' });
    expect(s.answer?.value).toBe('1.331');
    expect(s.interpretation?.text).toMatch(/méthode d'Euler de pas h = 0.1/);
    expect(s.steps[0].title).toBe("Méthode d'Euler");
  });

  it('reads the starting point apart from the point asked, in any letters', () => {
    expect(read('Use Euler\'s method with step size h = 2 to estimate T(10) if dT/dt = -0.1(T - 25), T(0) = 96')).toMatchObject({
      unknown: 'T', variable: 't', x0: '0', y0: '96', step: '2', target: '10',
    });
  });

  it('reads its canonical text back to the same task', () => {
    const t = read("Use Euler's method with step size 0.1 to approximate y(1.2) given dy/dx = 1 + xy, y(1) = 0");
    if (!t || t instanceof Error) throw new Error('not read');
    expect(read(taskText(t))).toEqual(t);
  });

  it('names what is missing, and leaves other schemes alone', () => {
    expect(solve("Euler's method y' = x + y, y(0) = 1, approximate y(1)").error?.message).toMatch(/needs the step h/);
    expect(solve("Méthode d'Euler y' = x + y, y(0) = 1, valeur approchée de y(1)", { locale: 'fr' }).error?.message).toMatch(/demande le pas h/);
    expect(read("backward Euler method y' = x + y, y(0) = 1, h = 0.1, y(0.2)")).toBeNull();
    expect(read("solve the Euler equation x^2 y'' + x y' - y = 0")).toBeNull();
  });

  it('refuses a step that does not reach the point asked', () => {
    expect(solve("Euler's method y' = x + y, y(0) = 1, h = 0.3, approximate y(1)").error?.message).toMatch(/whole number of steps/);
  });
});

describe("Euler's method with a number of steps instead of the step", () => {
  it.each([
    ["Use Euler's method with 4 steps to approximate y(1) where y' = x + y, y(0) = 1", '0.25', '2.8828125'],
    ["Euler's method, 3 steps, y' = y, y(0) = 1, approximate y(1)", '1/3', '2.37037037'],
  ])('%s', (input, step, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.interpretation?.text).toContain(`h = ${step}`);
    expect(s.verified).toBe(true);
  });

  it('reads « en 5 pas » and its canonical text back', () => {
    const t = read("Méthode d'Euler en 5 pas : y' = -2y, y(0) = 1, valeur approchée de y(1)");
    expect(t).toMatchObject({ step: '0.2', target: '1' });
    if (!t || t instanceof Error) throw new Error('not read');
    expect(read(taskText(t))).toEqual(t);
  });
});

describe('other explicit one-step schemes named', () => {
  it.each([
    ["Using the improved Euler method (Heun) with h = 0.1, estimate y(0.1) for y' = x + y, y(0) = 1", 'en', '1.11', 'Improved Euler (Heun) method'],
    ["Méthode d'Euler améliorée : y' = x y, y(0) = 1, pas h = 0,25, valeur approchée de y(0,5)", 'fr', '1.131958008', "Méthode d'Euler améliorée (Heun)"],
    ["Use Heun's method with 2 steps to approximate y(1) if y' = y - x, y(0) = 2", 'en', '4.640625', 'Improved Euler (Heun) method'],
    ["Use the midpoint method with h = 0.5 to approximate y(1) for y' = y, y(0) = 1", 'en', '2.640625', 'Midpoint method'],
    ["Apply one step of the fourth-order Runge-Kutta method with h = 0.1 to y' = y, y(0) = 1 to estimate y(0.1)", 'en', '1.105170833', 'Fourth-order Runge–Kutta method (RK4)'],
    ["Runge-Kutta d'ordre 4 : y' = -2y + t, y(0) = 1, h = 0,5, approcher y(1)", 'fr', '0.42578125', "Méthode de Runge-Kutta d'ordre 4 (RK4)"],
    ['Use the RK4 method with step size h = 0.2 to approximate y(0.4) where dy/dx = x^2 + y, y(0) = 1', 'en', '1.515468689', 'Fourth-order Runge–Kutta method (RK4)'],
  ] as const)('%s', (input, locale, value, title) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(title);
  });

  it('reads its canonical text back to the same task, scheme included', () => {
    for (const input of ["Heun's method, h = 0.1, y' = x + y, y(0) = 1, approximate y(0.3)", "midpoint method y' = y, y(0) = 1, h = 0.5, y(1)", "RK4: y' = y, y(0) = 1, h = 0.1, y(0.2)"]) {
      const t = read(input);
      if (!t || t instanceof Error) throw new Error('not read');
      expect(read(taskText(t))).toEqual(t);
    }
  });

  it('refuses a name that fits two schemes, and leaves the midpoint rule of integrals alone', () => {
    expect(solve("modified Euler method y' = x + y, y(0) = 1, h = 0.1, find y(0.2)").error?.message).toMatch(/each name two schemes/);
    expect(solve("Runge-Kutta d'ordre 2, y' = y, y(0) = 1, h = 0,1, y(0,2)", { locale: 'fr' }).error?.message).toMatch(/désignent chacune deux schémas/);
    expect(read('Use the midpoint rule with n = 4 to approximate the integral of x^2 from 0 to 2')).toBeNull();
  });
});
