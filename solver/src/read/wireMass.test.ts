import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the mass of a wire along a curve, the integral of its density with respect to arc length', () => {
  it.each([
    ['Find the mass of a thin wire in the shape of the helix r(t) = (cos t, sin t, t), 0 ≤ t ≤ 2π, if the density is ρ(x,y,z) = z', 'en', '2*pi^2*sqrt(2)'],
    ['Calculer la masse du fil x = cos t, y = sin t, 0 ≤ t ≤ π, de densité ρ(x,y) = y.', 'fr', '2'],
    ['A thin wire has the shape of the curve $\\vec r(t) = (t, t^2)$, $0 \\le t \\le 1$, and density $\\rho(x,y) = x$. Find its mass.', 'en', '5*sqrt(5)/12 - 1/12'],
    ['A wire lies along r(t) = <2cos t, 2sin t>, 0 ≤ t ≤ π/2, with density δ(x, y) = x y. What is the mass of the wire?', 'en', '4'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('says it is the mass of the wire, in either language', () => {
    expect(solve('Calculer la masse du fil x = cos t, y = sin t, 0 ≤ t ≤ π, de densité ρ(x,y) = y.', { locale: 'fr' }).interpretation?.text).toMatch(/^Calculer la masse du fil le long de r\(t\)/);
    expect(solve('A wire lies along r(t) = <2cos t, 2sin t>, 0 ≤ t ≤ π/2, with density δ(x, y) = x y. What is the mass of the wire?').interpretation?.text).toMatch(/^Find the mass of the wire along/);
  });
});

describe('the centre of mass of a wire', () => {
  it.each([
    ['A homogeneous wire has the shape of the lower half of the circle of radius a centred at the origin. Find its centre of mass.', 'en', '[[0], [-2*a/pi]]'],
    ['Find the mass and the centre of mass of a wire along the semicircle x^2 + y^2 = 9, y ≥ 0, if its density is the constant c.', 'en', '[[3*c*pi], [0], [6/pi]]'],
    ["Déterminer le centre de gravité d'un fil homogène en forme de quart de cercle de rayon a.", 'fr', '[[2*a/pi], [2*a/pi]]'],
    ['Find the centroid of a thin wire in the shape of an arc of a circle of radius $R$ and angle $\\alpha$.', 'en', '[[2*R*sin(alpha/2)/alpha], [0]]'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('takes the side of a semicircle given by an inequality at the end of the sentence', () => {
    const s = solve('Find the centre of mass of a thin uniform wire bent into the semicircle x^2 + y^2 = 16, x <= 0.', { locale: 'en' });
    expect(s.answer?.value).toBe('[[-8/pi], [0]]');
    expect(s.verified).toBe(true);
  });

  it('never reads a wire as the region inside its curve, and refuses a side it does not read, in both languages', () => {
    expect(solve('Find the centre of mass of a uniform wire along the semicircle x² + y² = 9, y ≥ x.', { locale: 'en' }).error?.message).toMatch(/this wire or this question was not read/);
    expect(solve("Centre de gravité d'un fil homogène le long du demi-cercle x² + y² = 9, y ≥ x.", { locale: 'fr' }).error?.message).toMatch(/ce fil ou cette question/);
  });

  it('says the wire and its placement back', () => {
    const s = solve("Déterminer le centre de gravité d'un fil homogène en forme de demi-cercle de rayon R.", { locale: 'fr' });
    expect(s.interpretation?.text).toMatch(/^Déterminer le centre de masse du fil le long de r\(t\) = \(R\*cos\(t\), R\*sin\(t\)\), 0 ≤ t ≤ pi/);
  });
});
