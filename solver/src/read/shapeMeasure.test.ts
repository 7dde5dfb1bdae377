import { describe, expect, it, vi } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readShapeMeasure } from './shapeMeasure';

// each case solves and verifies a multiple integral: slow on a loaded machine
vi.setConfig({ testTimeout: 30_000 });

const run = (input: string, locale: 'en' | 'fr' = 'en') => solve(input, { locale });

describe('areas of curved surfaces and the torus named by their shape', () => {
  it.each([
    ['Find the area of a cap of height h of a sphere of radius R.', '2*R*h*pi', 'en'],
    ["Calculer l'aire d'une calotte sphérique de hauteur h sur une sphère de rayon R", '2*R*h*pi', 'fr'],
    ['Find the surface area of a sphere of radius a', '4*a^2*pi', 'en'],
    ['Find the lateral surface area of a right circular cone of radius r and height h using a surface integral.', 'pi*r*sqrt(h^2 + r^2)', 'en'],
    ['What is the curved surface area of a cone with base radius 3 and height 4?', '15*pi', 'en'],
    ["Calculer l'aire latérale d'un cylindre de rayon R et de hauteur h à l'aide d'une intégrale de surface.", '2*R*h*pi', 'fr'],
    ['Find the lateral surface area of a cylinder of radius 2 and height 5', '20*pi', 'en'],
    ['Find the surface area of the torus with radii R and r', '4*R*pi^2*r', 'en'],
    ['Calculer le volume du tore de grand rayon R et de petit rayon r (0 < r < R).', '2*R*pi^2*r^2', 'fr'],
    ['Find the volume of a torus with major radius $R$ and minor radius $a$', '2*R*a^2*pi^2', 'en'],
  ])('%s → %s', (input, expected, locale) => {
    const s = run(input, locale as 'en' | 'fr');
    expect(s.answer?.value).toBe(expected);
    expect(s.verified).toBe(true);
  });

  it.each([
    'Find the surface area of a cylinder of radius 2 and height 5',
    'Find the area of the part of the sphere x^2+y^2+z^2=4 above z=1',
    'Find the surface area of a hemisphere of radius a',
    'Find the area of a great circle of a sphere of radius a',
    'Find the surface area and the volume of a sphere of radius a',
  ])('leaves a total, a part or another measure unread: %s', (input) => {
    expect(readShapeMeasure(normalize(input))).toBeNull();
  });
});
