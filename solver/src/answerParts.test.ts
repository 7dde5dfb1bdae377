import { describe, expect, it } from 'vitest';
import { solve } from './solve';

const run = (input: string, locale: 'en' | 'fr' = 'en') => solve(input, { locale });

describe('questions that ask several things: each part answered on its own, one combined answer', () => {
  it.each([
    ["Find f'(x) and f''(x) if f(x) = x^3 - 3x", 'en', '[3*x^2 - 3, 6*x]'],
    ['Find the first and second derivatives of the function f(x) = 1/(3 - x)', 'en', '[1/(3 - x)^2, 2/(3 - x)^3]'],
    ["Let f(x) = x^3 - 4x. (a) Find f(2). (b) Find f'(2).", 'en', '[0, 8]'],
    ["Soit la fonction f définie sur R par f(x) = 3x³ + 2x² - 4x + 1. Calculer f'(x) et f''(x).", 'fr', '[9*x^2 + 4*x - 4, 18*x + 4]'],
    ['Déterminer la dérivée première et la dérivée seconde de h(x) = cos(3x)', 'fr', '[-3*sin(3*x), -9*cos(3*x)]'],
    ['Calculer \\lim_{x \\to 0} \\frac{\\sin 2x}{x} et \\lim_{x \\to +\\infty} \\frac{3x+1}{x}', 'fr', '[2, 3]'],
    ['Compute the integral of 1/x from 1 to e and the derivative of x ln x', 'en', '[1, ln(x) + 1]'],
    ['If y = x sin x, find dy/dx and d²y/dx²', 'en', '[x*cos(x) + sin(x), 2*cos(x) - x*sin(x)]'],
    ["Given f(x) = e^{2x}, find f'(0) and f''(0)", 'en', '[2, 4]'],
  ])('%s', (input, locale, value) => {
    const s = run(input, locale as 'en' | 'fr');
    expect(s.answer).toMatchObject({ kind: 'matrix', value });
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toMatch(locale === 'fr' ? /^Partie \(/ : /^Part \(/);
  });

  it('no longer answers only the first of two derivatives asked', () => {
    expect(run("Determine y' and y'' if y = \\sqrt{x}").answer?.value).toBe('[1/(2*sqrt(x)), -1/(4*x^(3/2))]');
  });

  it.each([
    ['Soit A = 3/4 − 5/6. Calculer A et donner le résultat sous forme irréductible.', '-1/12'],
    ['Calculer ∂z/∂x sachant que x^2+y^2+z^2=1 définit z comme fonction de x et y', '-x/z'],
  ])('does not cut an instruction or a pair of letters joined by « et »: %s', (input, value) => {
    expect(run(input, 'fr').answer?.value).toBe(value);
  });

  it('keeps a question answered as a whole (a system, eigenvalues with their eigenvectors)', () => {
    expect(run('Find x and y if x + y = 3 and x - y = 1').answer?.kind).toBe('solutions');
  });

  it('answers "… and verify" as the question, which is checked anyway', () => {
    const s = run('Solve x^2 - 5x + 6 = 0 and verify your answer.');
    expect(s.answer?.value).toBe('[2, 3]');
    expect(s.verified).toBe(true);
  });
});

describe('assumptions stated with the task', () => {
  it.each([
    ['Given that x > 0, solve x^2 = 9', 'en', '[3]', /assuming x > 0/],
    ['On suppose que x > 0. Résoudre x² - 3x - 4 = 0.', 'fr', '[4]', /en supposant x > 0/],
    ['Assume that t > 0. Solve t^2 - t - 2 = 0', 'en', '[2]', /assuming t > 0/],
    ['Let a > 0. Compute the limit as x -> oo of (a x^2 + 1)/(x^2 + 3)', 'en', 'a', /assuming a > 0/],
    ['Given that a > 0, compute ∫_0^∞ e^{-ax} dx', 'en', '1/a', /a > 0/],
    ['Soit a un réel strictement positif. Calculer ∫_0^a x dx', 'fr', 'a^2/2', /en supposant a > 0/],
    ['Let n be a positive integer. Find the sum 1 + 2 + ... + n', 'en', '(1/2)*n^2 + (1/2)*n', /assuming n > 0/],
    // after the task, on a parameter only
    ['Calculer lim_{n→+∞} n(a^{1/n} − 1), où a est un réel strictement positif', 'fr', 'ln(a)', /en supposant a > 0/],
    ['Find lim_{n→∞} n(a^{1/n} − 1), where a > 0', 'en', 'ln(a)', /assuming a > 0/],
  ])('reads the assumption into the task and says it: %s', (input, locale, value, said) => {
    const s = run(input, locale as 'en' | 'fr');
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(said);
  });

  it.each([
    ['Given that x > 1, simplify sqrt((x-1)^2)', 'en', /assumption x > 1/],
    ['Sachant que x > 1, simplifier sqrt((x-1)^2)', 'fr', /hypothèse x > 1/],
    ['Suppose b < 0. Solve x^2 = b^2 for x', 'en', /assumption b < 0/],
  ])('refuses, naming the assumption, when the method cannot use it: %s', (input, locale, message) => {
    const s = run(input, locale as 'en' | 'fr');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toMatch(message);
  });
});

describe('a value asked at several points: each point answered on its own', () => {
  it.each([
    ['Find the derivative of f(x) = 2x^3 at x = 1 and x = 2.', 'en', '[6, 24]'],
    ['Find the derivative of f(x) = x^2 + 2x at x = 1 and 2.', 'en', '[4, 6]'],
    ["Evaluate f'(x) at x = 1, 2 and 3 for f(x) = x^2.", 'en', '[2, 4, 6]'],
    ['Find the derivative of y = ln(x) at x = e and x = 1.', 'en', '[exp(-1), 1]'],
    ['Find the derivative of f(x) = x^3 − 2x at the points x = 0 and x = 3.', 'en', '[-2, 25]'],
    ['Let f(x,y) = x²y + y. Find the gradient of f at (1, 0) and at (0, 1).', 'en', '[[[0], [2]], [[0], [1]]]'],
    ['Find the tangent plane to z = x^2 + y^2 at (1, 2) and at (0, 1).', 'en', '[2*x + 4*y - 5, 2*y - 1]'],
    ['Calculer la dérivée de f(x) = x² + 3x en x = 4 puis en x = 5.', 'fr', '[11, 13]'],
    ['Calculer la dérivée seconde de f(x) = x⁴ en x = 1 et en x = 2.', 'fr', '[12, 48]'],
    ['Find dy/dx at x = 1 and x = 2 for y = x^3.', 'en', '[3, 12]'],
    ['Find the slope of the curve y = x^2 at the point (1, 1) and at the point (2, 4).', 'en', '[2, 4]'],
    ["Déterminer l'équation de la tangente à la courbe de f(x) = x² aux points d'abscisses 1 et 2.", 'fr', '[2*x - 1, 4*x - 4]'],
  ] as const)('%s', (input, locale, value) => {
    const s = run(input, locale);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('keeps one point of two coordinates, "at x = 1 and y = 2", one question', () => {
    expect(run('Find ∂f/∂x at x = 1 and y = 2 for f(x, y) = x^2 y').answer?.value).toBe('4');
  });
});
