import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { recognizeDerivative } from './recognize';

/** Ways students ask for a derivative, in English and French, with the derivative expected. */
const PHRASINGS: Array<[string, string]> = [
  ['what is d/dx of 1/(1+x^2)?', '-2*x/(x^2 + 1)^2'],
  ["déterminer f'(x) pour f(x) = x e^{-x}", 'exp(-x) - exp(-x)*x'],
  ['what is the derivative of x^3?', '3*x^2'],
  ['Find the derivative: y = x^2 ln x', '2*x*ln(x) + x'],
  ['calculate dy/dx for y = e^{x^2}', '2*exp(x^2)*x'],
  ["Find f'(x) where f(x) = (x^2+1)/(x-3)", '(x^2 - 6*x - 1)/(x - 3)^2'],
  ['Differentiate with respect to x: tan(3x)', '3*sec(3*x)^2'],
  ['d/dt (t^2 e^t)', 'exp(t)*t^2 + 2*exp(t)*t'],
  ["calculer f'(x) sachant que f(x) = ln(x^2 + 1)", '2*x/(x^2 + 1)'],
  ['Quelle est la dérivée de x^2 + 3x ?', '2*x + 3'],
  ['donner la dérivée de la fonction f(x) = sqrt(x)', '1/(2*sqrt(x))'],
  ['dériver la fonction f définie par f(x) = x^3 - 5x', '3*x^2 - 5'],
  ['\\frac{d}{dx}\\left(\\frac{x^2}{x+1}\\right)', '(x^2 + 2*x)/(x + 1)^2'],
  ['\\frac{d^2}{dx^2} \\sin x', '-sin(x)'],
  ["f(x) = x^4 - 2x^2, find f''(x)", '12*x^2 - 4'],
  ["if f(x) = cos(3x), what is f'(x)?", '-3*sin(3*x)'],
  ['y = ln(cos x). Find dy/dx.', '-sin(x)/cos(x)'],
  ['find the second derivative of e^{2x}', '4*exp(2*x)'],
  ['d/dx [ln(ln x)]', '1/(x*ln(x))'],
  ['Find ∂f/∂y for f(x,y) = x^2 y^3', '3*x^2*y^2'],
  ['find the partial derivative of f(x, y) = x^2 + xy with respect to x', '2*x + y'],
  ['d/dx log2(x)', '1/(x*ln(2))'],
  ["f(x)=x^2·e^x ; calculer f'(x)", 'exp(x)*x^2 + 2*exp(x)*x'],
  ["(x^2 sin x)'", 'x^2*cos(x) + 2*x*sin(x)'],
  ['find the slope of the tangent line to y = x^2 at x = 3', '6'],
  ['derivative of f(x) = x^2 at the point x = 2', '4'],
  ['dérivée de x^3 au point x = 1', '3'],
  ['derivative of x^2 at 3', '6'],
  ['dérivée de sin(x) en pi', '-1'],
  ['pente de la tangente à la courbe de f(x) = x^2 + 1 en x = 1', '2'],
  ['nombre dérivé de f(x) = 1/x en x = 2', '-1/4'],
  ['d/dx tan^{-1}(x)', '1/(x^2 + 1)'],
  ['d/dx ln|x|', '1/x'],
  ['D(x^4)', '4*x^3'],
  ['D(sin x)', 'cos(x)'],
  ['D[x^3, x]', '3*x^2'],
  ['diff(t^2, t)', '2*t'],
  ['diff(x^3, x, 2)', '6*x'],
  ['d/dθ sin(2θ)', '2*cos(2*theta)'],
];

describe('derivative requests as students write them', () => {
  it.each(PHRASINGS)('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });

  it('reads the order, the variable and the point', () => {
    expect(recognizeDerivative('d^2/dt^2 (t^3)', 'd^2/dt^2 (t^3)')).toMatchObject({ order: 2, variable: 't', expr: '(t^3)' });
    expect(recognizeDerivative("f(x) = x^2, f'(3) = ?", "f(x) = x^2, f'(3) = ?")).toMatchObject({ order: 1, at: '3', name: 'f' });
    expect(recognizeDerivative('dérivée seconde de x^5', 'dérivée seconde de x^5')).toMatchObject({ order: 2, expr: 'x^5' });
  });

  it('reads the call notation D(f), diff(f, x, n) as a whole input only', () => {
    expect(recognizeDerivative('diff(x^3, x, 2)', 'diff(x^3, x, 2)')).toMatchObject({ order: 2, variable: 'x', expr: 'x^3' });
    expect(recognizeDerivative('D(x) + D(y)', 'D(x) + D(y)')).toBeNull();
    const fr = solve('D(x^4)', { locale: 'fr' });
    expect(fr.steps.map((s) => s.title).join(' ')).toMatch(/puissance/i);
    expect(solve('D(x^4)').steps.map((s) => s.title).join(' ')).toMatch(/power/i);
  });

  it('leaves equations with y\' to the ODE strategy', () => {
    expect(recognizeDerivative("x y' + y = 0", "x y' + y = 0")).toBeNull();
  });

  it('reads d/dx written between math delimiters, with left/right sizing, or as d/(dx)', () => {
    for (const input of ['$\\frac{d}{dx}\\left(x^3\\sin x\\right)$', 'Find \\(\\frac{d}{dx}\\left(x^3\\sin x\\right)\\)', 'calculer $$\\frac{d}{dx}\\left(x^3\\sin x\\right)$$', 'd/(dx) (x^3 sin x)']) {
      const r = solve(input);
      expect(r.answer?.value, input).toBe('x^3*cos(x) + 3*x^2*sin(x)');
      expect(r.verified, input).toBe(true);
    }
    expect(solve('$\\frac{d}{dx}\\left(x^3\\sin x\\right)$', { locale: 'fr' }).answer?.value).toBe('x^3*cos(x) + 3*x^2*sin(x)');
  });

  it('never answers d/dx as a fraction of the letters d and x', () => {
    for (const input of ['simplify d/dx (x^3 sin x) + 1', 'simplifier \\frac{d}{dx}(x^3) + x']) {
      const r = solve(input);
      expect(r.verified, input).toBe(false);
      expect(r.answer, input).toBeNull();
    }
  });

  it('reads "gradient" as the slope only for a curve in one variable', () => {
    expect(solve('gradient of the curve y = x^2 at x = 2').answer?.value).toBe('4');
    expect(solve('find the gradient of the tangent to y = x^3 at x = 1').answer?.value).toBe('3');
    expect(recognizeDerivative('gradient of x*y*z', 'gradient of x*y*z')).toBeNull();
    expect(recognizeDerivative('find the gradient of f(x, y) = x^2 + y^2', 'find the gradient of f(x, y) = x^2 + y^2')).toBeNull();
    expect(recognizeDerivative('gradient de x^2', 'gradient de x^2')).toBeNull();
    // several variables: the gradient vector, by the vector-calculus method
    expect(solve('gradient of x*y*z').answer?.value).toBe('[[y*z], [x*z], [x*y]]');
    expect(solve('calculer le gradient de f(x,y) = x^2 y', { locale: 'fr' }).answer?.value).toBe('[[2*x*y], [x^2]]');
  });
});

describe('the chain rule with the inner functions given after the formula', () => {
  it.each([
    ['use the chain rule to find dz/dt for the function z = x^2 y where x = t and y = 3t', "z'(t) = 9t²"],
    ['z = x y + y^2, x = t^2, y = 2t how to find dz/dt?', "z'(t) = 6t² + 8t"],
    ['f(x) = x^3, find f\'(x) where x = 2', "f'(2) = 12"],
  ])('%s', (input, answer) => {
    const s = solve(input);
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });
});

describe('a derivative asked « au point x = a » after a definition', () => {
  it.each([
    ['Calculer la dérivée de f(x) = √x au point x = 0,25.', '1'],
    ['Calculer la dérivée de f(x) = x^3 au point x = 2.', '12'],
  ])('%s', (input, value) => {
    const s = solve(input, { locale: 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a point with a decimal comma before a full stop', () => {
  it.each([
    ["Calculer f'(x) en x = 2,5. f(x) = x² + 1", '5'],
    ['Calculer la dérivée en x = -1,5. f(x) = x³', '27/4'],
  ])('%s', (input, value) => {
    const s = solve(input, { locale: 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
