import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readFallingBody } from './fallingBody';

const read = (s: string): ReturnType<typeof readFallingBody> => readFallingBody(normalize(s));

describe('a body falling against a resistance proportional to its speed', () => {
  it.each([
    ['An object of mass 2 kg is dropped from rest and experiences air resistance 0.5v (N). Taking g = 9.8 m/s^2, find its velocity after 5 seconds.', 'en', 'v(5) = 196/5 − 196/(5e^(5/4)) ≈ 27.969'],
    ['Une bille de masse 0,1 kg est lâchée sans vitesse initiale ; elle subit une force de frottement 0,2 v. On prend g = 10 m/s². Quelle est sa vitesse au bout de 1 s ?', 'fr', 'v(1) = 5 − 5/e² ≈ 4.32332'],
    ['A 5 kg mass falls from rest with a drag force of 2v newtons. Find v(t).', 'en', 'v = 49/2 − 49e^(-2t/5)/2'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('states the model back: m v′ = m g − k v divided by the mass', () => {
    expect(read('A 5 kg mass falls from rest with a drag force of 2v newtons. Find v(t).')).toMatchObject({ equation: 'dv/dt + 2*v/5 = 49/5', conditions: [{ derivative: 0, at: '0', value: '0' }] });
  });

  it('leaves unread a resistance in v², or no mass', () => {
    expect(read('A skydiver of mass 80 kg falls with air resistance 0.3v^2. Find the velocity after 10 s.')).toBeNull();
    expect(read('An object is dropped from rest with air resistance 0.5v. Find its velocity after 5 s.')).toBeNull();
  });
  it.each([
    // thrown upward: up positive, gravity and drag both slow the rise
    ['A ball of mass 0.5 kg is thrown vertically upward with an initial velocity of 20 m/s and later falls back. Air resistance 0.1v. Velocity after 1 s?', 'en', 'v(1) = 69/e^(1/5) − 49 ≈ 7.49242'],
    ['Une balle de masse 0,5 kg est lancée verticalement vers le haut avec une vitesse initiale de 20 m/s puis retombe. Frottement 0,1 v. Vitesse au bout de 1 s ?', 'fr', 'v(1) = 69/e^(1/5) − 49 ≈ 7.49242'],
    // a distance asked is the distance, x″ = g − (k/m) x′
    ['An object of mass 2 kg is dropped from rest and experiences air resistance 0.5v, where v is its speed in m/s; how far has it fallen after 5 seconds?', 'en', 'x(5) = 784/(5e^(5/4)) + 196/5 ≈ 84.124'],
    ["Un objet de masse 2 kg est lâché sans vitesse initiale et subit une résistance de l'air 0,5 v, où v est sa vitesse en m/s. Quelle distance a-t-il parcourue au bout de 5 s ?", 'fr', 'x(5) = 784/(5e^(5/4)) + 196/5 ≈ 84.124'],
    ['A 5 kg mass is thrown downward with an initial velocity of 3 m/s and experiences a drag of 2v. Find its velocity after 2 s.', 'en', 'v(2) = 49/2 − 43/(2e^(4/5)) ≈ 14.8394'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('leaves unread a throw without its direction, a time past the top, or a distance and a speed asked together', () => {
    expect(read('A ball of mass 0.5 kg is thrown with an initial velocity of 20 m/s and falls. Air resistance 0.1v. Velocity after 1 s?')).toBeNull();
    expect(read('A ball of mass 0.5 kg is thrown vertically upward with an initial velocity of 20 m/s and later falls back. Air resistance 0.1v. Velocity after 3 s?')).toBeNull();
    expect(read('An object of mass 2 kg is dropped from rest and experiences air resistance 0.5v, where v is its speed in m/s, how far has it fallen after 5 seconds?')).toBeNull();
    expect(read('A ball of mass 0.5 kg is thrown vertically upward with an initial velocity of 20 m/s. Air resistance 0.1v. How high is it after 1 s?')).toBeNull();
  });
});
