import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('double and triple integrals as iterated integrals', () => {
  it.each([
    ['compute ∫_0^1 ∫_1^2 y e^{xy} dx dy', 'exp(2)/2 + 1/2 - e'],
    ['calculer ∫_0^1 ∫_{x²}^{x} (x + y) dy dx', '3/20'],
    ['Double integral of sin(x) cos(y) over the rectangle 0 ≤ x ≤ π, 0 ≤ y ≤ π/2', '2'],
    ['calculer ∬ (x² + y²) dx dy sur le rectangle [−1, 1] × [0, 2]', '20/3'],
    ['∭_B xyz dV, B = [0,1] × [0,2] × [0,3]', '9/2'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Write it as iterated integrals');
  });

  it('states the region back, outer variable first, in French too', () => {
    const s = solve('calculer ∫_0^1 ∫_{x²}^{x} (x + y) dy dx', { locale: 'fr' });
    expect(s.interpretation?.text).toBe("Calculer l'intégrale double de x + y pour 0 ≤ x ≤ 1, x² ≤ y ≤ x");
    expect(s.steps.map((x) => x.title)).toContain('Intégrale intérieure en y');
  });

  it('refuses honestly when a layer has no elementary antiderivative and the region has no other description', () => {
    const s = solve('∫_0^1 ∫_0^1 e^{x²} dx dy');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('in x');
  });
});

describe('the same region described another way', () => {
  it.each([
    ['∫_0^1 ∫_y^1 e^{x²} dx dy', 'e/2 - 1/2', '\\int_{0}^{1} \\int_{0}^{x}'],
    ['∫_0^2 ∫_{y/2}^{1} cos(x²) dx dy (reverse the order of integration)', 'sin(1)', '\\int_{0}^{1} \\int_{0}^{2 x}'],
    ['∫_0^4 ∫_{√x}^{2} sin(y³) dy dx', '1/3 - cos(8)/3', '\\int_{0}^{2} \\int_{0}^{y^{2}}'],
    // the method asked after the integral, in words
    ['evaluate ∫_0^1 ∫_x^1 e^(y^2) dy dx by reversing the order of integration', 'e/2 - 1/2', '\\int_{0}^{1} \\int_{0}^{y}'],
    ['Calculer ∫_0^1 ∫_y^1 e^(x^2) dx dy en permutant l’ordre d’intégration', 'e/2 - 1/2', '\\int_{0}^{1} \\int_{0}^{x}'],
    ['evaluate ∫_0^1 ∫_{sqrt(y)}^1 sqrt(x^3+1) dx dy, switching the order', '4*sqrt(2)/9 - 2/9', '\\int_{0}^{1} \\int_{0}^{x^{2}}'],
  ])('reverses the order of %s when the inner integral has no elementary antiderivative', (input, value, reversed) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Reverse the order of integration');
    expect(s.steps[0].formula).toContain(reversed);
  });

  it('writes a quarter disk given by √(R² − x²) in polar coordinates, in French too', () => {
    const s = solve('∫_0^1 ∫_0^{√(1−x²)} (x² + y²)^{3/2} dy dx', { locale: 'fr' });
    expect(s.answer?.value).toBe('pi/10');
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Passer en coordonnées polaires');
    expect(s.steps[0].formula).toContain('\\int_{0}^{\\frac{\\pi}{2}} \\int_{0}^{1} r^{4}\\,dr\\,d\\theta');
  });
});

describe('the verifier integrates the region numerically', () => {
  const t: TaskOf<'multiple'> = { kind: 'multiple', integrand: 'x + y', bounds: [{ variable: 'y', lo: 'x^2', hi: 'x' }, { variable: 'x', lo: '0', hi: '1' }] };
  it('accepts the value and rejects a sign error, a wrong region or a letter left over', () => {
    expect(verifyTask(t, { kind: 'expr', value: '3/20' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '-3/20' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: '7/12' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: 'x/2' })).toBe(false);
  });
});

describe('a power of a power keeps its brackets', () => {
  it('integrates y²·√(xy) over a triangle and prints (x²)^(7/2) with its brackets on the way', () => {
    const s = solve('The lamina occupies the triangle with vertices (0,0), (2,0), (2,2) and has density sqrt(x*y). Find its polar moment of inertia I_0 about the origin.', { locale: 'en' });
    expect(s.answer?.value).toBe('128/21');
    expect(s.verified).toBe(true);
    expect(solve('integrate y^2*sqrt(x*y) dy from 0 to x', { locale: 'en' }).answer?.value).toBe('2*(x^2)^(7/2)/(7*x^3)');
  });
});
