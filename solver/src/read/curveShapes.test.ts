import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { namedCurve } from './curveShapes';

describe('curves named by their shape', () => {
  it('parametrises a segment, a graph between two of its points and a circle', () => {
    expect(namedCurve('the line segment from (0,0) to (3,4)')).toEqual({ curve: ['3*t', '4*t'], parameter: 't', lo: '0', hi: '1' });
    expect(namedCurve('C is the parabola y = x^2 from (0,0) to (1,1)')).toEqual({ curve: ['t', 't^2'], parameter: 't', lo: '0', hi: '1' });
    expect(namedCurve('the circle x^2 + y^2 = 4 counterclockwise')).toMatchObject({ curve: ['2*cos(t)', '2*sin(t)'], lo: '0', hi: '2*pi' });
    expect(namedCurve('the unit circle oriented clockwise')).toMatchObject({ curve: ['cos(t)', '-sin(t)'] });
  });

  it('reads a segment named by its ends given elsewhere, « le segment [AB] avec A(0,0) et B(1,2) », and never takes an end for the field', () => {
    expect(namedCurve('le long du segment [AB] avec A(0,0) et B(1,2)')).toEqual({ curve: ['t', '2*t'], parameter: 't', lo: '0', hi: '1' });
    const s = solve('the segment AB where A = (1, 0) and B = (0, 1): line integral of F = (y, x^2) along it');
    expect(s.interpretation?.text).toMatch(/F\(x, y\) = \(y, x²\)/);
    expect(s.answer?.value).toBe('-1/6');
    expect(s.verified).toBe(true);
  });

  it('reads a circle by its centre then its radius, « cercle de centre O et de rayon 2 », "circle centered at the origin with radius 3"', () => {
    expect(namedCurve('le long du cercle de centre O et de rayon 2')).toMatchObject({ curve: ['2*cos(t)', '2*sin(t)'], lo: '0', hi: '2*pi' });
    expect(namedCurve('around the circle centered at the origin with radius 3')).toMatchObject({ curve: ['3*cos(t)', '3*sin(t)'] });
  });

  it('leaves a path whose ends are not on the curve unread', () => {
    expect(namedCurve('y = x^2 from (0,0) to (1,2)')).toBeNull();
  });

  it.each([
    ['Evaluate ∫_C (x + y) ds where C is the line segment from (0,0) to (3,4)', 'Line integral: 35/2', 'en', /with respect to arc length/],
    ['line integral of f(x,y,z)=x+y+z along r(t) = (t, 2t, 3t), 0<=t<=1, with respect to arc length', 'Line integral: 3√(14)', 'en', /f\(x, y, z\) = x \+ y \+ z/],
    ['Evaluate ∫_C y dx + x^2 dy where C is the parabola y = x^2 from (0,0) to (1,1)', 'Line integral: 5/6', 'en', /\(y, x²\)/],
    ['Calculer le travail du champ F(x,y) = (x^2, xy) le long du segment allant de (0,0) à (1,2)', 'Intégrale curviligne : 5/3', 'fr', /r\(t\) = \(t, 2\*t\)/],
    ['∮_C (-y dx + x dy) where C is the circle x^2 + y^2 = 4 counterclockwise', 'Line integral: 8π', 'en', /2\*cos/],
    ['work done by F = (y, x) along y = x^3 from x = 0 to x = 2', 'Line integral: 16', 'en', /0 ≤ t ≤ 2/],
  ])('%s', (input, answer, locale, reading) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it('reads the values of x of a graph with or without "x =", between and for', () => {
    expect(namedCurve('arc length of y = x^(3/2) from 0 to 4')).toMatchObject({ curve: ['t', 't^(3/2)'], lo: '0', hi: '4' });
    expect(namedCurve('length of y = x^2/2 for 0 <= x <= 1')).toMatchObject({ curve: ['t', 't^2/2'], lo: '0', hi: '1' });
    expect(namedCurve("longueur de l'arc de y = x^2 entre x = 0 et x = 2")).toMatchObject({ curve: ['t', 't^2'], lo: '0', hi: '2' });
  });
});

describe('a part of a circle', () => {
  it.each([
    ['Find the work done by the force field F = <y, -x> along the upper half of the unit circle from (1,0) to (-1,0)', 'en', '-pi'],
    ['Calculer ∫_C (x²+1)dx + (y²−1)dy où C est le demi-cercle inférieur de centre O et de rayon 4 allant de A(−4;0) à B(4;0)', 'fr', '152/3'],
    ['Compute ∫_C y dx - x dy along the upper semicircle x^2+y^2=4 from (-2,0) to (2,0)', 'en', '4*pi'],
    ['Calculer ∫_C x dy le long du quart de cercle de centre O et de rayon 2 situé dans le premier quadrant', 'fr', 'pi'],
    ['\\int_C x\\,dy where C is the unit circle from (1,0) to (0,1) clockwise', 'en', '-3*pi/4'],
    ['Compute ∫_C x^2 ds where C is the right half of the circle x^2+y^2=4', 'en', '4*pi'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('never runs the whole circle when only a part is named, and leaves an arc with no way round unread', () => {
    expect(namedCurve('the upper half of the unit circle')).toMatchObject({ lo: '0', hi: 'pi' });
    expect(namedCurve('the arc of the unit circle from (1,0) to (0,1)')).toBeNull();
    expect(namedCurve('the quarter of the unit circle')).toBeNull();
    expect(namedCurve('the upper half of the unit circle from (1,0) to (0,1)')).toBeNull();
  });
});

describe('arcs of an ellipse, and the way round of an arc', () => {
  it.each([
    ['Evaluate ∫_C F · dr where F(x,y) = (x + y) i + (1 − x) j and C is the portion of x^2/4 + y^2/9 = 1 that is in the 4th quadrant with the counter clockwise rotation.', 'en', '5 - 3*pi'],
    ['Evaluate ∫_C xy ds where C is the arc of the ellipse x^2/9 + y^2/4 = 1 in the first quadrant.', 'en', '38/5'],
    ["Calculer ∫_C x dy - y dx où C est l'ellipse 4x^2 + 9y^2 = 36 parcourue dans le sens direct", 'fr', '12*pi'],
    ['Evaluate ∫_C y dx along the upper half of the ellipse x^2/4 + y^2 = 1 from (2, 0) to (-2, 0)', 'en', '-pi'],
    ['Evaluate ∫_C y dx - x dy along the upper half of the unit circle clockwise', 'en', 'pi'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('runs an arc named without its direction counterclockwise, and never takes a bracket for a scalar', () => {
    expect(solve('Evaluate \\int_C y\\,dx along the upper half of the ellipse x^2/4 + y^2 = 1', { locale: 'en' }).answer?.value).toBe('-pi');
    expect(solve('Evaluate ∫_C F · dr where F(x,y) = (x + y) and C is the unit circle', { locale: 'fr' }).error?.message).toMatch(/lire le champ/);
  });
});

describe('a graph between named points', () => {
  it.each([
    ["Calculer l'intégrale curviligne ∫_C 2xy dx + (x² + y²) dy où C est l'arc de parabole y = x² allant de O(0,0) à A(1,1).", 'fr', '4/3'],
    ['Evaluate ∫_C x dy - y dx along the parabola y = 2x^2 from A = (0, 0) to B = (1, 2)', 'en', '2/3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a closed parametrised curve with no range written', () => {
  it.each([
    ['Use the formula A = 1/2 ∮ x dy − y dx to find the area enclosed by x = 3cos t, y = 2sin t', 'en', '6*pi'],
    ["Calculer l'aire de l'ellipse x = 2cos t, y = sin t avec la formule A = 1/2 ∮ x dy - y dx", 'fr', '2*pi'],
    ['Evaluate ∮ y dx where C is the circle x = cos t, y = sin t', 'en', '-pi'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('still asks for the range of a curve that does not close after 2π', () => {
    expect(solve('Evaluate ∮_C x^2 dy along the closed curve x = t, y = t^2', { locale: 'en' }).answer).toBeNull();
  });
});
