import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the mass and the centre of mass of a rod with a linear density', () => {
  it.each([
    ['The linear density of a rod of length 4 m is given by ρ(x) = 9 + 2x measured in kilograms per meter, where x is measured in meters from one end of the rod. Find the total mass of the rod.', 'en', '52', 'M = 52 kg'],
    ['Une tige de longueur 2 m a une masse linéique λ(x) = 3 + x² (en kg/m). Calculer sa masse.', 'fr', '26/3', 'M = 26/3 kg'],
    ['On considère une barre de 50 cm de long, de masse linéique λ(x) = 2 + 0,1x g/cm. Quelle est sa masse ?', 'fr', '225', 'M = 225 g'],
    ['Find the center of mass of a 3 m long bar whose density is \\rho(x) = 1 + x^2 kg/m, x measured from one end.', 'en', '33/16', 'x̄ = 33/16'],
  ] as const)('%s', (input, locale, value, final) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('converts the length to the unit the density is per (a rod of 9 m, a density in g/cm)', () => {
    const s = solve('The linear density of a rod of length 9 m is given by ρ(x) = 1/√x, in grams per centimeter, where x is measured in centimeters from one end of the rod. Find the mass of the rod.');
    expect(s.answer?.value).toBe('60');
  });

  it('keeps the letters of a rod of length L', () => {
    expect(solve('A rod of length L is placed along the x-axis between x = 0 and x = L. Its linear density is ρ = a + bx. Find the mass of the rod.').answer?.value).toBe('L^2*b/2 + L*a');
    expect(solve("Soit une tige de longueur L de densité linéique λ(x) = k x pour 0 ≤ x ≤ L. Déterminer la position de son centre d'inertie.", { locale: 'fr' }).answer?.value).toBe('2*L/3');
    expect(solve('A thin rod of length L has linear mass density λ(x) = λ0 x / L, where x = 0 at the left end. Where is the center of mass of the rod?').answer?.value).toBe('2*L/3');
  });

  it('says what it computes, in either language', () => {
    expect(solve('Une tige de longueur 2 m a une masse linéique λ(x) = 3 + x² (en kg/m). Calculer sa masse.', { locale: 'fr' }).interpretation?.text).toMatch(/^Calculer la masse de la tige 0 ≤ x ≤ 2 de masse linéique λ = 3 \+ x²/);
  });

  it('refuses x measured from the middle rather than guess its bounds, and leaves a wire along a curve alone', () => {
    expect(solve('A rod of length 2 m has density ρ(x) = 1 + x^2 kg/m, where x is measured from the centre of the rod. Find its mass.').error?.message).toMatch(/from one end/);
    expect(solve('Find the mass of a thin wire in the shape of the helix r(t) = (cos t, sin t, t), 0 ≤ t ≤ 2π, if the density is ρ(x,y,z) = z').interpretation?.text ?? '').not.toMatch(/rod/);
  });
});

describe('the moment of inertia of a rod of given linear density', () => {
  it.each([
    ['A rod of length 2 lies along the x-axis from x = 0 to x = 2 and has linear density λ(x) = 1 + x. Find its moment of inertia about the origin.', 'en', '20/3'],
    ["Une tige de longueur L a pour masse linéique λ(x) = k x pour 0 ≤ x ≤ L. Calculer son moment d'inertie par rapport à l'axe perpendiculaire passant par x = 0.", 'fr', 'L^4*k/4'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('refuses an axis elsewhere than x = 0, in both languages', () => {
    expect(solve('A rod with density ρ(x) = 3 + x on [0, 4]. Find its moment of inertia about its midpoint.', { locale: 'en' }).error?.message).toMatch(/axis through x = 0/);
    expect(solve("Une tige de masse linéique λ(x) = 3 + x sur [0, 4]. Calculer son moment d'inertie par rapport à son milieu.", { locale: 'fr' }).error?.message).toMatch(/passant par x = 0/);
  });
});
