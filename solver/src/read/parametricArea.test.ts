import { describe, expect, it, vi } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readParametricArea } from './parametricArea';

// each case solves and verifies a multiple integral: slow on a loaded machine
vi.setConfig({ testTimeout: 30_000 });

describe('the area enclosed by a closed parametric curve, by Green’s theorem', () => {
  it.each([
    ['Find the area enclosed by the ellipse x = a cos(t), y = b sin(t) with 0 <= t <= 2 pi.', 'a*b*pi', 'en'],
    ['Find the area enclosed by the astroid x = cos^3 t, y = sin^3 t, 0 <= t <= 2pi', '3*pi/8', 'en'],
    ["Use Green's theorem to find the area of the region enclosed by the hypocycloid x = cos^3(t), y = sin^3(t)", '3*pi/8', 'en'],
    ["Trouver l'aire du domaine délimité par la courbe paramétrée x = 3 cos θ, y = 2 sin θ, θ ∈ [0, 2π].", '6*pi', 'fr'],
    ["Calculer, à l'aide de la formule de Green-Riemann, l'aire intérieure à l'astroïde x = a cos³(t), y = a sin³(t), t ∈ [0, 2π]", '3*a^2*pi/8', 'fr'],
  ])('%s → %s', (input, expected, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  });

  it('runs the curve anticlockwise whichever way it is given', () => {
    const clockwise = readParametricArea(normalize('Find the area enclosed by the curve x = sin t, y = cos t, 0 <= t <= 2pi'));
    const s = solve('Find the area enclosed by the curve x = sin t, y = cos t, 0 <= t <= 2pi');
    expect(clockwise?.bounds).toEqual({ lo: '0', hi: '2*pi' });
    expect(s.answer?.value).toBe('pi');
  });

  it.each([
    'Find the area enclosed by the curve x = sin t, y = sin 2t, 0 <= t <= 2pi',
    'Find the area enclosed by the curve x = cos t, y = sin t, 0 <= t <= pi',
    'Find the length of the curve x = cos t, y = sin t, 0 <= t <= 2pi',
  ])('leaves a curve that crosses itself or does not close up, or another measure, unread: %s', (input) => {
    expect(readParametricArea(normalize(input))).toBeNull();
  });
});

describe('the ellipse written in LaTeX or with its sizes said positive', () => {
  it.each([
    ["Use Green's Theorem to find the area of the region enclosed by the ellipse $\\dfrac{x^{2}}{a^{2}}+\\dfrac{y^{2}}{b^{2}}=1$, a > 0, b > 0", 'a*b*pi', 'en'],
    ["À l'aide de la formule de Green-Riemann, calculer l'aire de l'ellipse d'équation x²/a² + y²/b² = 1.", 'a*b*pi', 'fr'],
    ['Find the area of the ellipse \\frac{x^2}{9} + \\frac{y^2}{4} = 1', '6*pi', 'en'],
  ])('%s → %s', (input, expected, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  });
});
