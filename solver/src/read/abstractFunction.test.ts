import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { SolverError } from '../errors';
import { readAbstractFunction } from './abstractFunction';
import { solve } from '../solve';
import { verifyTask } from '../verify/task';
import type { TaskOf } from '../task/task';

const refusal = (input: string): SolverError | null => {
  const read = readAbstractFunction(normalize(input));
  return read instanceof SolverError ? read : null;
};

describe('a function left without a formula', () => {
  it('refuses the chain rule with an unspecified function whose variables are not each given, naming it', () => {
    expect(refusal('If z = f(x, y) where x = r cos θ, find ∂z/∂r')?.text.en).toMatch(/The function f is not given by a formula/);
    expect(refusal('Soit g(x,y) = f(x^2 - y^2, 2xy). Exprimer ∂g/∂x')?.text.fr).toMatch(/La fonction f n'est pas donnée par une formule/);
    expect(refusal("h(x) = f(g(x)), find h'(x)")).toBeInstanceOf(SolverError);
  });

  it('refuses a function built on another one instead of reading a product', () => {
    expect(refusal("f(x) = x^2, g(x) = f(2x+1), find g'(x)")?.text.en).toMatch(/f\(2x\+1\) is used inside another function's formula/);
  });

  it('leaves functions given by formulas and products of a letter alone', () => {
    expect(refusal('f(x,y) = e^(x^2 y). Find f_xy')).toBeNull();
    expect(refusal('y = a(x - 1)^2 + 3, find the vertex')).toBeNull();
    expect(refusal('z = x² y with x = cos t, y = sin t. Find dz/dt')).toBeNull();
  });
});

describe('the chain rule with an unspecified function', () => {
  it.each([
    ['If z = f(x, y) where x = r cos θ and y = r sin θ, find ∂z/∂r', 'en', 'cos(theta)*f_x + sin(theta)*f_y'],
    ['Let z = f(x, y) with x = r cos θ, y = r sin θ. Express ∂z/∂r and ∂z/∂θ in terms of f_x and f_y.', 'en', 'cos(theta)*f_x + sin(theta)*f_y; -r*sin(theta)*f_x + r*cos(theta)*f_y'],
    ['z = f(x,y), x = t^2, y = t^3, find dz/dt', 'en', '2*t*f_x + 3*t^2*f_y'],
    ['Soit z = f(x, y) avec x = u v et y = u + v. Exprimer ∂z/∂u et ∂z/∂v en fonction des dérivées partielles de f.', 'fr', 'v*f_x + f_y; u*f_x + f_y'],
  ] as const)('writes the derivatives with f’s partial derivatives: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.interpretation?.text).toMatch(/partial derivatives of f|dérivées partielles de f/);
    expect(s.verified).toBe(true);
  });

  it('the verifier rejects a derivative of the inner functions left out or wrong', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'chain_rule', components: ['r*cos(theta)', 'r*sin(theta)'], variables: ['r', 'theta'], outer: { result: 'z', name: 'f', variables: ['x', 'y'] }, wrt: ['r'] };
    expect(verifyTask(t, { kind: 'expr', value: 'cos(theta)*f_x + sin(theta)*f_y' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: 'f_x + f_y' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: '-r*sin(theta)*f_x + r*cos(theta)*f_y' })).toBe(false);
  });
});

describe('a function given by its formula and named again as a surface', () => {
  it('"the surface z = f(x, y)" with f(x, y) = … given is f itself, not a function built on it', () => {
    const s = solve('Given f(x,y) = x^2 + y^2 - 2x. Find the points on the surface z = f(x, y) where local maxima, minima or saddles occur');
    expect(s.finalAnswer).toBe('Critical points: (1, 0): local minimum.');
    expect(s.verified).toBe(true);
  });
});
