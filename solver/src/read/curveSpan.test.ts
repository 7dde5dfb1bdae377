import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { value?: string; verified: boolean; refusal?: string } => {
  const s = solve(input, { locale });
  return { value: s.answer?.value, verified: s.verified, refusal: s.error?.message };
};

describe('the area between curves cut to the interval said beside them', () => {
  it.each([
    ['Find the area of the region bounded by y = 4 - x^2 and the x-axis for 0 ≤ x ≤ 2.', 'en', '16/3'],
    ["Calculer l'aire du domaine limité par la courbe y = 4 − x² et l'axe des abscisses pour 0 ≤ x ≤ 1.", 'fr', '11/3'],
    ['Find the area of the region between y = 9 - x^2 and the x-axis with 0 ≤ x ≤ 3.', 'en', '18'],
    ['Find the area of the region bounded by y = cos x and the x-axis for 0 ≤ x ≤ π/2.', 'en', '1'],
    ['Find the area of the region bounded by y = sin x and the x-axis for π ≤ x ≤ 2π.', 'en', '2'],
    ['Find the area of the region bounded by y = x^2 and y = 4 for 0 ≤ x ≤ 1.', 'en', '11/3'],
    ["Calculer l'aire du domaine limité par la parabole y = 1 − x², l'axe des abscisses, pour x compris entre 0 et 1.", 'fr', '2/3'],
    ['Find the area of the region bounded by y = 4 - x^2 and the x-axis for x from 0 to 2.', 'en', '16/3'],
    ['Find the area of the region bounded by y = 1/x and the x-axis for 1 ≤ x ≤ e.', 'en', '1'],
    ["Calculer l'aire entre y = 0,5x^2 et y = 2 pour 0 ≤ x ≤ 1.", 'fr', '11/6'],
    ['Calculer l\'aire du domaine délimité par y = x² et y = 2x, pour x allant de 0 à 1.', 'fr', '2/3'],
  ] as const)('both ends said: %s', (input, locale, value) => {
    expect(answer(input, locale)).toMatchObject({ value, verified: true });
  });

  it.each([
    ['Find the area of the region bounded by y = x^2 - 4 and the x-axis for x ≥ 0.', 'en', '16/3'],
    ["Calculer l'aire du domaine compris entre y = 4 − x² et l'axe des abscisses, avec x ≥ 1.", 'fr', '5/3'],
    ['Find the area of the region bounded by y = 4 - x^2 and y = 0, x ≥ 0.', 'en', '16/3'],
    ['Find the area of the region bounded by y = x^2 and y = 2x for x ≤ 1.', 'en', '2/3'],
    ['Find the area between y = x^2 and y = x + 2 for x ≥ 0.', 'en', '10/3'],
    ['Find the area of the region in the first quadrant bounded by y = 4 - x^2 and the x-axis.', 'en', '16/3'],
    ['Find the area of the region in the second quadrant bounded by y = 4 - x^2 and the x-axis.', 'en', '16/3'],
    ['Find the area of the region bounded by y = 2 - x and the x-axis for x ≥ 0.', 'en', '2'],
    ['Find the area of the region bounded by x = y^2 and x = 4 for y ≥ 0.', 'en', '16/3'],
  ] as const)('one end said, the other where the curves cross: %s', (input, locale, value) => {
    expect(answer(input, locale)).toMatchObject({ value, verified: true });
  });

  it.each([
    ['Find the area of the region bounded by y = sin x and the x-axis for 0 ≤ x ≤ 2π.', 'en', '4'],
    ["Calculer l'aire comprise entre la courbe y = cos x et l'axe des abscisses pour 0 ≤ x ≤ 2π.", 'fr', '4'],
    ['Find the area of the region bounded by y = cos x and the x-axis for 0 ≤ x ≤ π.', 'en', '2'],
    ['Find the area between y = 1 - x^2 and the x-axis for 0 ≤ x ≤ 2.', 'en', '2'],
    ['Find the area of the region bounded by y = x^2 - 1 and the x-axis between x = 0 and x = 2.', 'en', '2'],
    ["Calculer l'aire du domaine délimité par y = x² − 2x et l'axe des abscisses pour x compris entre 0 et 3.", 'fr', '8/3'],
    ['Find the area of the region bounded by y = x^3 and the x-axis, x ∈ [-1, 2].', 'en', '17/4'],
    ['Find the area between y = sin x and y = cos x for 0 ≤ x ≤ π.', 'en', '2*sqrt(2)'],
    ['Find the area enclosed by y = x^2 and y = 2x on 0 ≤ x ≤ 3.', 'en', '8/3'],
    ['Find the area of the region between the x-axis and y = x^3 - x for -1 ≤ x ≤ 1.', 'en', '1/2'],
    ['Find the area of the region bounded by y = x^2 - 2x and y = 0 where 1 ≤ x ≤ 3.', 'en', '2'],
  ] as const)('curves crossing inside: the area of every piece, ∫|f − g|: %s', (input, locale, value) => {
    expect(answer(input, locale)).toMatchObject({ value, verified: true });
  });

  it.each([
    // nothing closes the region past the bound
    ['Find the area of the region bounded by y = 4 - x^2 and the x-axis for x ≥ 3.', 'en', /give both ends/],
    // a periodic curve crosses again and again
    ['Find the area of the region bounded by y = sin x and the x-axis for x ≥ 0.', 'en', /give both ends/],
    ["Calculer l'aire du domaine limité par y = sin x et l'axe des abscisses pour x ≥ 0.", 'fr', /donnez les deux bornes/],
    // a bound before every crossing: which piece is meant is not said
    ['Find the area of the region bounded by y = 4 - x^2 and the x-axis for x ≥ -3.', 'en', /give both ends/],
    // degrees, and a bound on the other variable, are not read
    ['Find the area of the region bounded by y = sin x and the x-axis for 0° ≤ x ≤ 360°.', 'en', /could not read the interval/],
    ['Find the area of the region bounded by y = x^2 and y = 2x for y ≥ 1.', 'en', /could not read the interval/],
  ] as const)('refuses a region it cannot close: %s', (input, locale, message) => {
    const read = answer(input, locale);
    expect(read.verified).toBe(false);
    expect(read.value).toBeUndefined();
    expect(read.refusal).toMatch(message);
  });
});

describe('two numbers after the curves', () => {
  it.each([
    ["Calculer l'aire comprise entre la courbe de f(x) = x^2 et l'axe des abscisses entre 0 et 2", 'fr', '8/3'],
    ['Find the area between the curve y = x^3 and the x-axis between 0 and 2', 'en', '4'],
  ] as const)('are the interval of the region: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
});
