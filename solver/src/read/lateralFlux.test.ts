import { describe, expect, it, vi } from 'vitest';
import { solve } from '../solve';
import { lateralCylinderFlux } from './lateralFlux';

// each case solves and verifies a multiple integral: slow on a loaded machine
vi.setConfig({ testTimeout: 30_000 });

describe('the flux through the side of a cylinder', () => {
  it.each([
    ['Find the flux of F = xi + yj + zk through the cylinder x^2 + y^2 = 1, 0 < z < b (outward normal, top and bottom not included).', '2*b*pi', 'en'],
    ['Compute the outward flux of F = (x, y, 0) through the curved surface of the cylinder x^2+y^2 = a^2, 0 <= z <= h', '2*a^2*h*pi', 'en'],
    ['Calculate the flux of F(x,y,z) = (4z - x, 3y + 3z, x + z) outward through the open cylinder x^2 + y^2 = 9, 0 <= z <= 2.', '36*pi', 'en'],
    ["Calculer le flux de F = (x, y, z) à travers la surface latérale du cylindre x² + y² = R², 0 ≤ z ≤ h, orientée vers l'extérieur", '2*R^2*h*pi', 'fr'],
    ['Find the flux of F = (x, y, z) inward through the cylinder x^2 + y^2 = 4, 0 <= z <= 1', '-8*pi', 'en'],
    ['Calculate the flux of F(x,y,z) = (4z - x, 3y + 3z, x + z) outward through the open cylinder about the z axis with radius 3 and 0 <= z <= 2.', '36*pi', 'en'],
    ["Calculer le flux de F = (x, y, z) sortant à travers la surface latérale du cylindre d'axe Oz, de rayon R, avec 0 ≤ z ≤ h", '2*R^2*h*pi', 'fr'],
  ])('%s → %s', (input, expected, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  });

  it('leaves a closed cylinder, or one bounded by planes, to the divergence theorem', () => {
    expect(lateralCylinderFlux('through the closed cylinder x^2 + y^2 = 4, 0 <= z <= 3', ['x', 'y', 'z'])).toBeNull();
    expect(lateralCylinderFlux('out of the solid bounded by x^2 + y^2 = 4 and the planes z = 0, z = 3', ['x', 'y', 'z'])).toBeNull();
    expect(solve('Find the flux of F = (x, y, z) out of the closed cylinder x^2+y^2 <= 4, 0 <= z <= 3').answer?.value).toBe('36*pi');
  });
});
