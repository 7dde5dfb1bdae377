import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('vector-calculus questions that ask for more than one answer, and estimates by differentials', () => {
  it.each([
    ['f(x,y)=x^2 e^{3y}, find f_yy and f_xy', 'en', 'f_yy = 9e³ʸ·x², f_xy = 6e³ʸ·x'],
    ['soit f(x,y)=x y^2, calculer f_xx, f_yy et f_xy', 'fr', 'f_xx = 0, f_yy = 2x, f_xy = 2y'],
    ['f(x,y) = x^2 + x^2y^3 - 2y^4. Find both f_xx(x,y) and f_xy(x,y)', 'en', 'f_xx = 2y³ + 2, f_xy = 6x·y²'],
  ])('answers each second partial derivative listed, none dropped: %s', (input, locale, answer) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['f(x,y) = x^2 y, find f_x and f_xy', 'en', /several partial derivatives \(f_x, f_xy\)/],
    ['Find the tangent plane and normal line to the surface x y z^2 = 6 at (3, 2, 1)', 'en', /two questions, the tangent plane and the normal line/],
    ['Déterminer le plan tangent et la droite normale à la surface xyz = 6 au point (1, 2, 3)', 'fr', /deux questions, le plan tangent et la droite normale/],
  ])('refuses by name: %s', (input, locale, message) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toMatch(message);
  });

  it.each([
    ['estimate f(1.02, 1.97) for f(x,y) = x^3 + y^2 using the differential at (1,2)', 'Linearization: 247/50'],
    ['use differentials to estimate f(1.02, 1.97) where f(x,y) = x^3 + y^2', 'Linearization: 247/50'],
  ])('estimates with the linearization at the whole point nearby: %s', (input, answer) => {
    const s = solve(input);
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(/at \(1, 2\), used to approximate f\(51\/50, 197\/100\)/);
  });
});
