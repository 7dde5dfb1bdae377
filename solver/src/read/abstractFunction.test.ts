import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { SolverError } from '../errors';
import { readAbstractFunction } from './abstractFunction';
import { solve } from '../solve';

const refusal = (input: string): SolverError | null => readAbstractFunction(normalize(input));

describe('a function left without a formula', () => {
  it('refuses the chain rule with an unspecified function, naming it', () => {
    expect(refusal('If z = f(x, y) where x = r cos θ and y = r sin θ, find ∂z/∂r')?.text.en).toMatch(/The function f is not given by a formula/);
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

describe('a function given by its formula and named again as a surface', () => {
  it('"the surface z = f(x, y)" with f(x, y) = … given is f itself, not a function built on it', () => {
    const s = solve('Given f(x,y) = x^2 + y^2 - 2x. Find the points on the surface z = f(x, y) where local maxima, minima or saddles occur');
    expect(s.finalAnswer).toBe('Critical points: (1, 0): local minimum.');
    expect(s.verified).toBe(true);
  });
});
