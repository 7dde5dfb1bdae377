import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the mass of a lamina with a density', () => {
  it.each([
    ['Calculer la masse de la plaque D = [0,1] × [0,2] de masse surfacique ρ(x,y) = 1 + xy', 'fr', '3'],
    ['A lamina occupies the upper half of the unit disk and its density at any point is equal to its distance from the origin. Find its mass.', 'en', 'pi/3'],
    ['Find the mass of the lamina occupying the disk x^2 + y^2 <= 4 with density δ(x,y) = x^2 + y^2', 'en', '8*pi'],
    ['Une plaque occupe le domaine limité par y = x² et y = 2x, avec une densité ρ(x,y) = x. Calculer sa masse.', 'fr', '4/3'],
    ['Find the mass of the lamina in the first quadrant inside the circle x^2 + y^2 = 4 with density \\delta(x, y) = xy', 'en', '2'],
    ['Find the mass of the lamina that occupies the region bounded by y = x^2 and y = 1 if the density is rho(x,y) = y', 'en', '4/5'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('leaves a mass whose density is known only up to a constant unread, and answers a centre of mass as a point', () => {
    expect(solve('Find the center of mass of the lamina occupying the unit disk with density 1').answer).toMatchObject({ kind: 'matrix', value: '[[0], [0]]' });
    expect(solve('A lamina occupies the unit disk and its density is proportional to its distance from the origin. Find its mass.').answer).toBeNull();
  });
});

describe('a centre of mass or a centroid', () => {
  it.each([
    ['Find the center of mass of the lamina occupying the region bounded by y = x^2 and y = 4 with density 1', 'en', '[[0], [12/5]]'],
    ['Déterminer le centre de masse de la plaque limitée par y = x² et y = 4, de densité ρ(x,y) = y', 'fr', '[[0], [20/7]]'],
    ['Find the centroid of the region bounded by y = x and y = x^2', 'en', '[[1/2], [2/5]]'],
  ] as const)('is never answered by its mass or area: %s', (input, locale, point) => {
    expect(solve(input, { locale }).answer).toMatchObject({ kind: 'matrix', value: point });
  });
});

describe('the density written with its arguments after the region', () => {
  it('reads ρ(x, y) = … wherever it stands, the region named D before it', () => {
    const s = solve('Find the mass of the lamina that occupies the region D and has the given density function. D = {(x, y) | 0 ≤ x ≤ 2, 0 ≤ y ≤ 3}; ρ(x, y) = 1 + x^2', { locale: 'en' });
    expect(s.answer?.value).toBe('14');
    expect(s.verified).toBe(true);
  });
});

describe('a density written with its unit', () => {
  it.each([
    ['Une plaque occupe le carré [0,1]×[0,1], de masse surfacique ρ(x,y) = 5xy kg/m². Calculer sa masse', 'fr', '5/4', 'M = 5/4 kg'],
    ['A lamina occupies the region 0 ≤ x ≤ 1, 0 ≤ y ≤ 2 with density ρ(x,y) = 3xy kg/m^2. Find its mass', 'en', '3', 'M = 3 kg'],
    ['A lamina occupies the region 0 ≤ x ≤ 1, 0 ≤ y ≤ 2 with density ρ(x,y) = 3xy g/cm². Find its mass', 'en', '3', 'M = 3 g'],
  ] as const)('%s reads the unit as no factor of the density, and says the mass in it', (input, locale, mass, final) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(mass);
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).not.toMatch(/k·g|g\/m|m²\)/);
  });

  it('says the mass in the unit of its density when one is given, in either language', () => {
    expect(solve('Find the mass of the lamina occupying the disk x^2 + y^2 ≤ 4 if the density is ρ(x,y) = x^2 + y^2 kg/m^2').finalAnswer).toBe('M = 8π kg');
    const fr = solve('Calculer la masse de la plaque D = [0,1] × [0,2] de masse surfacique ρ(x,y) = 1 + xy (en g/cm²)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('3');
    expect(fr.finalAnswer).toBe('M = 3 g');
    expect(solve('Find the mass of the lamina 0 ≤ x ≤ 1, 0 ≤ y ≤ 2 with density ρ(x,y) = x + y').finalAnswer).toBe('3');
  });
});

describe('the mass of a solid, its density in words (« masse volumique »)', () => {
  it.each([
    ['Calculer la masse de la demi-boule x² + y² + z² ≤ R², z ≥ 0, de masse volumique ρ = z.', 'R^4*pi/4', 'fr'],
    ['Calculer la masse de la demi-boule de rayon R de masse volumique ρ(x,y,z) = z', 'R^4*pi/4', 'fr'],
    ['Find the mass of the solid hemisphere x^2+y^2+z^2 <= a^2, z >= 0 with density z', 'a^4*pi/4', 'en'],
    ['Find the mass of the hemisphere of radius a with density ρ = z', 'a^4*pi/4', 'en'],
    ['Find the mass of a solid hemisphere of radius 2 whose density is x^2+y^2+z^2', '64*pi/5', 'en'],
    ['A lamina occupies the disk of radius a and has density x^2 + y^2. Find its mass.', 'a^4*pi/2', 'en'],
  ])('%s → %s', (input, expected, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  }, 30_000);

  it('reads a half ball as the upper half, never as the whole ball', () => {
    expect(solve('Calculer ∭ z dV sur la demi-boule de rayon 1', { locale: 'fr' }).answer?.value).toBe('pi/4');
    expect(solve('Evaluate the triple integral of z over the half ball of radius 1').answer?.value).toBe('pi/4');
    expect(solve('Evaluate ∭ z dV over the half ball x^2+y^2+z^2 <= 1, z <= 0').answer?.value).toBe('-pi/4');
  }, 30_000);
});
