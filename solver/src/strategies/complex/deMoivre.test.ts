import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe("powers of complex numbers by de Moivre's formula", () => {
  it.each([
    ['((1 + i)/√2)^{2023}', 'sqrt(2)/2 - (sqrt(2)/2)*i'],
    ['(cos(π/12) + i sin(π/12))^6', 'i'],
    ["use de Moivre's theorem to compute (1/2 + i√3/2)^{100}", '-1/2 - (sqrt(3)/2)*i'],
    ['calculer (1 + i)^{8} avec la formule de Moivre', '16'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.map((x) => x.title)).toEqual(['Write the number in polar form', "Apply de Moivre's formula", 'Use the exact values']);
  });

  it('leaves small powers to the binomial expansion', () => {
    expect(solve('(1 + i)^2').method).toBe('complex.algebraic');
  });

  it('reads "principal argument"', () => {
    expect(solve('principal argument of (1 + i)^5').answer?.value).toBe('-3*pi/4');
  });
});
