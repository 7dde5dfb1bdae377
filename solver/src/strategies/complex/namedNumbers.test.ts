import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { withNamedNumbers } from './namedNumbers';

describe('numbers named before the question', () => {
  it('puts each named number in place of its name, indices written z1, z_1 or z₁', () => {
    expect(withNamedNumbers('Let z1 = 1 + 2i and z2 = 4 - 2i. Find |z1 - z2|.')).toBe('Find |(1 + 2i) - (4 - 2i)|.');
    expect(withNamedNumbers('z_1 = 2 + i, z_2 = 1 - 3i; compute z_1 z_2')).toBe('compute (2 + i) (1 - 3i)');
    expect(withNamedNumbers('soit z = 1 - i ; calculer z^2')).toBe('calculer (1 - i)^2');
  });

  it('reads the distance AB between points given by their affixes as |z_B − z_A|', () => {
    expect(withNamedNumbers("Soit A d'affixe 1+i et B d'affixe 3-i. Calculer la distance AB.")).toBe('Calculer |(3-i) - (1+i)|.');
    expect(withNamedNumbers('the points A(1 + i) and B(4 + 5i); find AB')).toBe('find |(4 + 5i) - (1 + i)|');
  });

  it('leaves the text alone when a named number is not used by the question', () => {
    expect(withNamedNumbers('Let z1 = 1 + 2i and z2 = 4 - 2i. Find |z1|.')).toBeNull();
  });

  it.each([
    ['Let z1 = 1 + 2i and z2 = 4 - 2i. Find |z1 - z2|.', 'en', '5'],
    ["Soit A d'affixe 1+i et B d'affixe 3-i. Calculer la distance AB.", 'fr', '2*sqrt(2)'],
    ['Soient z1 = 1 + i et z2 = 1 - i. Calculer z1/z2 sous forme algébrique.', 'fr', 'i'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('modulus and argument asked with an indefinite article', () => {
  it('« le module et un argument »', () => {
    const s = solve('Calculer le module et un argument de z = (1+i)/(√3 - i)', { locale: 'fr' });
    expect(s.finalAnswer).toBe('|z| = √(2)/2 et arg z = 5π/12');
    expect(s.verified).toBe(true);
  });
});
