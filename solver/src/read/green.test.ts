import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { SolverError } from '../errors';
import { readGreen } from './green';

describe("Green's theorem around the boundary of a plane region", () => {
  it('integrates ∂Q/∂x − ∂P/∂y over the region, negated for a clockwise boundary', () => {
    expect(readGreen(normalize("Use Green's theorem to evaluate ∮_C (x^2 y dx + x dy) where C is the boundary of the square [0,1]×[0,1] oriented counterclockwise"))).toMatchObject({ integrand: '1 - x^2', green: { p: 'x^2*y', q: 'x' } });
    expect(readGreen(normalize('∮_C xy dx + x^2 dy, C the boundary of the region bounded by y = x and y = x^2, clockwise'))).toMatchObject({ integrand: '-x', green: { clockwise: true } });
  });

  it('reads ∮C without its underscore, after a sentence naming the integral, and a rectangle by its vertices in any order', () => {
    const s = solve('Use Green\'s Theorem to evaluate the line integral. ∮C (x + 2y) dx − x^2 dy where C is the rectangle with vertices (0, 0), (2, 0), (0, 1), and (2, 1)');
    expect(s.finalAnswer).toBe('-8');
    expect(s.verified).toBe(true);
  });

  it('leaves a parametrised or circular curve to the line integral', () => {
    expect(readGreen(normalize('∮_C (-y dx + x dy) where C is the circle x^2 + y^2 = 4 counterclockwise'))).toBeNull();
    expect(readGreen(normalize('∮_C y dx where C: x = cos t, y = sin t, 0 ≤ t ≤ 2π'))).toBeNull();
  });

  it('names the region when it cannot read it', () => {
    const r = readGreen(normalize('evaluate ∮ (e^x + y^2) dx + (x^2 + 3y) dy around the closed curve'));
    expect(r).toBeInstanceOf(SolverError);
    expect((r as SolverError).text.fr).toMatch(/domaine dont la courbe fermée est le bord/);
  });

  it.each([
    ["Green's theorem: ∮ (y^2 dx + 3xy dy) over the boundary of the triangle with vertices (0,0), (1,0), (0,1), counterclockwise", '1/6', 'en', /by Green's theorem/],
    ['Calculer ∮_C (x + y) dx + (x - y) dy où C est le bord du rectangle [0,2]×[0,1] parcouru dans le sens direct', '0', 'fr', /formule de Green-Riemann/],
    ['∮_C xy dx + x^2 dy, C the boundary of the region bounded by y = x and y = x^2, clockwise', '-1/12', 'en', /clockwise/],
    // a circle is the line-integral reader's, unless Green's theorem is asked for
    ["Use Green's theorem to evaluate ∮_C (3y - e^(sin x)) dx + (7x + sqrt(y^4+1)) dy where C is the circle x^2 + y^2 = 9", '36π', 'en', /by Green's theorem/],
    ['Utiliser la formule de Green-Riemann pour calculer ∮_C (x - y) dx + (x + y) dy où C est le cercle x^2 + y^2 = 4 parcouru dans le sens direct', '8π', 'fr', /formule de Green-Riemann/],
  ])('%s', (input, answer, locale, reading) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });
});

describe('a field named F around a polygon given by its vertices', () => {
  it.each([
    ["Using Green's theorem, calculate the circulation of F = (2x^2 + 3y) i + (2x + 3y^2) j counterclockwise around the triangle with vertices (2,0), (0,3), (-2,0).", 'en', '-6'],
    ['Calculer la circulation du champ F = (x - y, x + y) le long du triangle de sommets (0,0), (1,0), (0,1) parcouru dans le sens direct', 'fr', '1'],
    ['\\oint_C (y^2\\,dx + 3xy\\,dy) where C is the boundary of the rectangle with vertices (0,0), (2,0), (2,1), (0,1)', 'en', '1'],
    ['Integral of xy dx + x^2 dy, C is counterclockwise around the rectangle with vertices (0, 0), (4, 0), (4, 1), (0, 1)', 'en', '8'],
    ['Calculate the line integral ∮_C x dx + dy where C is the triangle with vertices P0 = (0, 1), P1 = (2, 1), P2 = (3, 4) with counterclockwise rotation.', 'en', '0'],
    ['Evaluate the work integral where F(x,y) = ⟨−y, x⟩ over the triangle with vertices A(−2,−2), B(2,−2), C(0,1), traversed A → B → C → A.', 'en', '12'],
    ['Find the work done by F = ⟨-y, x⟩ around the triangle with vertices A(0,0), B(0,1), C(1,0), traversed A → B → C → A', 'en', '-1'],
    ['Evaluate the line integral of F = (y, 2x) around the square with vertices (0,0),(1,0),(1,1),(0,1) clockwise', 'en', '-1'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a number written before the integral sign multiplies it', () => {
  it.each([
    ['Evaluate 1/2 ∮_C −y dx + x dy directly as a line integral, where C is the ellipse x^2/4 + y^2/9 = 1 parametrized by x = 2cos(t), y = 3sin(t), 0 ≤ t ≤ 2π.', 'en', '6*pi'],
    ['Calculer 1/2 ∮_C x dy - y dx où C est le cercle x^2 + y^2 = 4 parcouru dans le sens direct', 'fr', '4*pi'],
    ['Calculer 1/2 ∮_C x dy - y dx le long du triangle de sommets (0,0), (1,0), (0,1) parcouru dans le sens direct', 'fr', '1/2'],
    ["Use Green's theorem to compute 2 ∮_C x dy around the boundary of the square [0,1]×[0,1]", 'en', '2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('the boundary of a region between two circles', () => {
  it.each([
    ['Calculer ∮_C y² dx + 3xy dy où C est la frontière du demi-anneau supérieur formé par les cercles x² + y² = 1 et x² + y² = 4, parcourue dans le sens direct.', 'fr', '14/3'],
    ['Evaluate ∫_C y^2 dx + 3xy dy, where C is the boundary of the region between the circles x^2 + y^2 = 1 and x^2 + y^2 = 4 in the upper half-plane, counterclockwise.', 'en', '14/3'],
    ['Evaluate the line integral \\oint_C x^2 y\\,dx - xy^2\\,dy where C is the positively oriented boundary of the annulus 1 <= x^2+y^2 <= 9.', 'en', '-40π'],
  ] as const)('runs round both circles, never one of them: %s', (input, locale, answer) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });

  it('reads a function applied without brackets before its differential: cos x dy is cos(x)·dy', () => {
    const s = solve('Evaluate \\oint_C (y - \\sin x)\\,dx + \\cos x\\,dy, where C is the boundary of the triangle with vertices (0,0), (1,0), and (1,2) oriented counter-clockwise.');
    expect(s.answer?.value).toBe('2*cos(1) - 2*sin(1) - 1');
    expect(s.verified).toBe(true);
  });
});

describe('a closed path of segments written end to end', () => {
  it.each([
    ["Use Green's Theorem to evaluate ∫_C x^4 dx + xy dy, where C is the triangular curve consisting of the line segments from (0, 0) to (1, 0), from (1, 0) to (0, 1), and from (0, 1) to (0, 0).", 'en', '1/6', /counterclockwise/],
    ['Calculer ∮_C y dx + x² dy où C est formé des segments de (0, 0) à (2, 0), de (2, 0) à (2, 1), de (2, 1) à (0, 1), puis de (0, 1) à (0, 0).', 'fr', '2', /sens direct/],
    ['Evaluate ∮_C x y dx where C consists of the segments from (0,0) to (0,1), from (0,1) to (1,0), and from (1,0) to (0,0).', 'en', '1/6', /clockwise/],
  ] as const)('is the boundary of the polygon, run in the order written: %s', (input, locale, answer, way) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(answer);
    expect(s.interpretation?.text).toMatch(way);
    expect(s.verified).toBe(true);
  });
});
