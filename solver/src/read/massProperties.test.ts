import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('centre of mass, centroid and moments of inertia of a lamina or a solid', () => {
  it.each([
    ['Find the center of mass of the lamina bounded by the x-axis and the lines x = 1 and y = 2x in the first quadrant if the density at (x, y) is δ(x, y) = 6x + 6y + 6', 'en', '[[5/7], [11/14]]'],
    ['A rectangular lamina has vertices (0,0),(0,2),(3,0),(3,2) and density xy. Find the coordinates of its centre of mass.', 'en', '[[2], [4/3]]'],
    ['Trouver le centre de masse de la plaque D = {(x,y) : 0 ≤ x ≤ 1, 0 ≤ y ≤ x²} de densité ρ(x,y) = x.', 'fr', '[[4/5], [1/3]]'],
    ['Déterminer le centre de gravité de la plaque homogène limitée par la parabole y = x^2 et la droite y = 1', 'fr', '[[0], [3/5]]'],
    ['Find the centroid of the triangle with vertices (0,0), (4,0), (0,2)', 'en', '[[4/3], [2/3]]'],
    ['Find the center of mass of the quarter disk x^2 + y^2 <= 1, x >= 0, y >= 0 with density ρ = x^2 + y^2', 'en', '[[8/(5*pi)], [8/(5*pi)]]'],
    ['Déterminer le centre de gravité du demi-disque homogène x² + y² ≤ 9, y ≥ 0', 'fr', '[[0], [4/pi]]'],
    ['Find the centre of mass of the solid hemisphere x^2 + y^2 + z^2 ≤ 4, z ≥ 0, with constant density.', 'en', '[[0], [0], [3/4]]'],
    ['Find the moment of inertia about the x-axis of the lamina 0 <= x <= 2, 0 <= y <= 3 with density x + y', 'en', '117/2'],
    ['A lamina occupies the part of the disk x^2 + y^2 ≤ 1 in the first quadrant. Find its center of mass if the density at any point is proportional to its distance from the x-axis.', 'en', '[[3/8], [3*pi/16]]'],
    ['Calculer le barycentre de la plaque D = {(x,y) ∈ ℝ² : x ≥ 0, y ≥ 0, x + y ≤ 1} de densité ρ(x,y) = y', 'fr', '[[1/4], [1/2]]'],
    ['Déterminer le centre de gravité de la plaque homogène limitée par la cardioïde r = 1 - cos(θ).', 'fr', '[[-5/6], [0]]'],
    ['Find the center of mass of the plate enclosed by the curve r = 2 + \\cos(\\theta) with uniform density', 'en', '[[17/18], [0]]'],
    ['Déterminer le centre de masse de la plaque D de densité ρ. D est le triangle de sommets (0,0), (1,0), (0,1) et ρ(x,y) = x + 1', 'fr', '[[3/8], [5/16]]'],
    ["Calculer le moment d'inertie par rapport à l'axe (Oy) de la plaque D = {0 ≤ x ≤ 1, 0 ≤ y ≤ 1} de densité ρ(x,y) = 1 + x", 'fr', '7/12'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('states the centre of mass back, never the mass alone', () => {
    const s = solve('Trouver le centre de masse de la plaque D = {(x,y) : 0 ≤ x ≤ 1, 0 ≤ y ≤ x²} de densité ρ(x,y) = x.', { locale: 'fr' });
    expect(s.interpretation?.text).toMatch(/^Déterminer le centre de masse du domaine 0 ≤ x ≤ 1, 0 ≤ y ≤ x², de densité ρ = x/);
  });

  it('refuses a region it cannot read rather than answer another question, and leaves a body of physics alone', () => {
    expect(solve('Find the center of mass of the lamina bounded by the curve with a wiggle and density 2', { locale: 'en' }).error?.message).toMatch(/could not read the region or the density of this centre of mass/);
    expect(solve('Find the moments of inertia I_x and I_y of the lamina 0 <= x <= 1, 0 <= y <= 1 with density x', { locale: 'fr' }).error?.message).toMatch(/un seul à la fois/);
    // a body of physics, its mass in kilograms: the physics reader gives it (⅖MR²)
    expect(solve('Find the moment of inertia of a solid sphere of mass 2 kg and radius 0.1 m', { locale: 'en' }).answer?.value).toBe('0.00800 kg·m^2');
  });
});

describe('the mass asked with the centre of mass', () => {
  it.each([
    ['Find the mass and center of mass of the lamina occupying 0 ≤ x ≤ 1, 0 ≤ y ≤ 1 with density ρ(x,y) = x + y', 'en', '[[1], [7/12], [7/12]]'],
    ['Find the centroid and the mass of the lamina occupying 0 ≤ x ≤ 1, 0 ≤ y ≤ 1 with density ρ(x,y) = x + y', 'en', '[[1], [7/12], [7/12]]'],
    ['Déterminer la masse et le centre de gravité de la plaque 0 ≤ x ≤ 1, 0 ≤ y ≤ 1 de densité ρ(x,y) = x + y', 'fr', '[[1], [7/12], [7/12]]'],
    ['Soit la plaque $D=\\{(x,y) : 0\\le x\\le 2,\\ 0\\le y\\le 1\\}$ de densité $\\rho(x,y)=x$. Déterminer sa masse et son centre de gravité.', 'fr', '[[2], [4/3], [1/2]]'],
    ['Given the density δ(x,y) = y, find the centre of mass and the total mass of the lamina bounded by y = x^2 and y = 1', 'en', '[[4/5], [0], [5/7]]'],
    ['On considère la plaque triangulaire de sommets (0,0), (2,0), (0,2), de densité ρ(x,y) = 1 + x. Calculer la masse totale et le centre de masse.', 'fr', '[[10/3], [4/5], [3/5]]'],
  ] as const)('%s: the mass, then the centre', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('says both in words, in either language', () => {
    expect(solve('Find the mass and center of mass of the lamina occupying 0 ≤ x ≤ 1, 0 ≤ y ≤ 1 with density ρ(x,y) = x + y').finalAnswer).toBe('Mass: 1; centre of mass: (7/12, 7/12)');
    const fr = solve('Déterminer la masse et le centre de gravité de la plaque 0 ≤ x ≤ 1, 0 ≤ y ≤ 1 de densité ρ(x,y) = x + y', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('Masse : 1 ; centre de masse : (7/12, 7/12)');
    expect(fr.interpretation?.text).toMatch(/^Déterminer la masse et le centre de masse du domaine/);
  });

  it('reads the boundary named in other words: "with edges given by", « bordée par », "whose sides are"', () => {
    expect(solve('Find the center of mass of a lamina with edges given by the lines x = 0, y = x and y = 4 − x where the density is ρ(x, y) = 2x + 3y + 2.').answer?.value).toBe('[[5/7], [31/14]]');
    expect(solve('Déterminer le centre de masse de la plaque bordée par les droites x = 0, y = x et y = 4 − x, de densité ρ(x,y) = 2x + 3y + 2.', { locale: 'fr' }).answer?.value).toBe('[[5/7], [31/14]]');
    expect(solve('A lamina whose sides are the lines $y = 0$, $x = 2$ and $y = x$ has density $\\rho(x,y) = x y$. Find its mass.').answer?.value).toBe('2');
  });

  it('still answers the centre of mass asked alone', () => {
    expect(solve('Find the center of mass of the lamina occupying 0 ≤ x ≤ 1, 0 ≤ y ≤ 1 with density ρ(x,y) = x + y').finalAnswer).toBe('Centre of mass: (7/12, 7/12)');
  });
});
