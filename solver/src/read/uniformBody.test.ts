import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the moment of inertia of a uniform body of given mass', () => {
  it.each([
    ['Given a uniform bar of length b and mass M, find the moment of inertia about an axis through one of its ends perpendicular to the bar.', 'en', 'M*b^2/3'],
    ['What is the rotational inertia of a thin rod of mass m and length L about an axis through its center perpendicular to its length?', 'en', 'L^2*m/12'],
    ["Quel est le moment d'inertie d'une barre homogène de longueur L et de masse M autour d'un axe perpendiculaire passant par son extrémité ?", 'fr', 'M*L^2/3'],
    ['Moment of inertia of a thin bar, mass $m$, length $\\ell$, about its midpoint', 'en', 'l^2*m/12'],
    ['Find the moment of inertia of a uniform disc of mass M and radius R about its axis.', 'en', 'M*R^2/2'],
    ["Moment d'inertie d'un disque homogène de masse m et de rayon a par rapport à un diamètre", 'fr', 'a^2*m/4'],
    ['Find the moment of inertia about its axis of symmetry of a homogeneous right circular cone of height H, base radius a and mass m.', 'en', '3*a^2*m/10'],
    ['Soit une boule homogène de masse M et de rayon R. Calculer son moment d’inertie par rapport à un diamètre.', 'fr', '2*M*R^2/5'],
    ['Consider a solid cylinder of radius a, height h and mass M. Find its moment of inertia about its axis.', 'en', 'M*a^2/2'],
    ['Moment of inertia of a uniform cube of mass M and side a about an edge', 'en', '2*M*a^2/3'],
    ['Find the moment of inertia of a thin uniform ring of mass M and radius R about its axis.', 'en', 'M*R^2'],
    ["Moment d'inertie d'un cerceau de masse m et de rayon a par rapport à un diamètre.", 'fr', 'a^2*m/2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('states the body, its mass and the axis back', () => {
    const s = solve('Find the moment of inertia of a uniform disc of mass M and radius R about its axis.', { locale: 'en' });
    expect(s.interpretation?.text).toMatch(/uniform lamina .* of mass M, the squared distance to the axis being x² \+ y²/);
    const fr = solve("Quel est le moment d'inertie d'une barre homogène de longueur L et de masse M autour d'un axe perpendiculaire passant par son extrémité ?", { locale: 'fr' });
    expect(fr.interpretation?.text).toMatch(/moment d'inertie de la tige 0 ≤ x ≤ L/);
  });

  it('refuses an axis left unsaid or one the body does not have, in both languages', () => {
    expect(solve('Find the moment of inertia of a uniform rod of mass M and length L.', { locale: 'en' }).error?.message).toMatch(/through one end or through its centre/);
    expect(solve("Moment d'inertie d'un cône homogène de masse M, de rayon R et de hauteur h.", { locale: 'fr' }).error?.message).toMatch(/par rapport à quel axe/);
  });

  it('says a ring is a wire, and leaves a ring of two radii (an annulus) unread as one', () => {
    expect(solve('A hoop of mass $M$ and radius $r$: what is its moment of inertia about an axis through its centre perpendicular to its plane?', { locale: 'en' }).interpretation?.text).toMatch(/^Find the moment of inertia of the uniform wire along r\(t\) = \(r\*cos\(t\), r\*sin\(t\)\)/);
    expect(solve("Moment d'inertie d'un anneau homogène de masse M, de rayons intérieur a et extérieur b, par rapport à son axe.", { locale: 'fr' }).answer?.value).not.toBe('M*a^2');
  });

  it('leaves a hollow body and a body with a unit to other readers', () => {
    expect(solve('Find the moment of inertia of a hollow sphere of mass M and radius R about a diameter', { locale: 'en' }).answer?.value).not.toBe('2*M*R^2/5');
    // with its mass in kilograms, the physics reader gives it: I = ⅖MR²
    expect(solve('Find the moment of inertia of a solid sphere of mass 2 kg and radius 0.1 m', { locale: 'en' }).answer?.value).toBe('0.00800 kg·m^2');
  });
});
