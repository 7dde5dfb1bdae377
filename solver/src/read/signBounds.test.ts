import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { underscoreBounds } from './signBounds';

describe('bounds typed after the sign without an underscore', () => {
  it.each([
    ['int 0^pi int 0^1 r^2 dr dtheta', 'int_0^pi int_0^1 r^2 dr dtheta'],
    ['∫0^1∫0^(1-x) dy dx', '∫_0^1∫_0^(1-x) dy dx'],
    ['\\int{-1}^2 x dx', '\\int_{-1}^2 x dx'],
  ])('%s is written with sub- and superscripts', (input, written) => {
    expect(underscoreBounds(input)).toBe(written);
  });

  it('leaves an integrand with a power alone', () => {
    expect(underscoreBounds('int x^2 dx')).toBe('int x^2 dx');
  });

  it.each([
    ['evaluate ∫0^π∫0^1 r^2 sin θ dr dθ', 'en', '2/3'],
    ['∫0^π∫0^1 r^2 dr dθ', 'en', 'pi/3'],
    ['∫0^π ∫0^1 r^2 sin(θ) dr dθ', 'en', '2/3'],
    ['∫0^2∫0^1 xy dx dy', 'en', '1'],
    ['∫0^1∫0^(1-x) dy dx', 'en', '1/2'],
    ['calculer ∫0^1∫0^2 x y dy dx', 'fr', '1'],
    ['∫0^1∫0^1∫0^1 xyz dx dy dz', 'en', '1/8'],
  ] as const)('%s is the iterated integral', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['∫0^1 x^2 dt dx', 'en', 'We could not read this iterated integral'],
    ['\\int0^\\pi \\int0^1 r^2 \\sin\\theta \\, dr \\, d\\theta', 'fr', "Nous n'avons pas pu lire cette intégrale itérée"],
  ] as const)('%s is refused rather than read with a differential in a product', (input, locale, message) => {
    const s = solve(input, { locale });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(message);
  });

  it('keeps a single integral', () => {
    expect(solve('∫0^1 x^2 dx').answer?.value).toBe('1/3');
  });
});
