import { describe, expect, it } from 'vitest';
import { writeMarkedLetters } from './marks';

describe('letters with a mark above', () => {
  it('writes a barred z or w as its conjugate, typed or in LaTeX', () => {
    expect(writeMarkedLetters('z + 2z\u0304 = 3 − i')).toBe('z + 2conj(z) = 3 − i');
    expect(writeMarkedLetters('w\u0305 = 1')).toBe('conj(w) = 1');
    expect(writeMarkedLetters('z + \\bar{z} = 4')).toBe('z + conj(z) = 4');
    expect(writeMarkedLetters('iz + 3\\overline z = 2')).toBe('iz + 3conj(z) = 2');
  });

  it('writes a starred z as its conjugate, after its coefficient i, and drops the sentence saying so', () => {
    expect(writeMarkedLetters('z + 2iz* = 8 + 7i')).toBe('z + 2i*conj(z) = 8 + 7i');
    expect(writeMarkedLetters('2z - z^{*} = 1')).toBe('2z - conj(z) = 1');
    expect(writeMarkedLetters('3iz̄ = 1')).toBe('3i*conj(z) = 1');
    expect(writeMarkedLetters('z* = 2 - i (z* means z conjugate)')).toBe('conj(z) = 2 - i');
    expect(writeMarkedLetters('2z + z̄ = 3, où z̄ désigne le conjugué de z')).toBe('2z + conj(z) = 3');
    // a star between two factors is a product
    expect(writeMarkedLetters('z*(2 - i) = 3 + i')).toBe('z*(2 - i) = 3 + i');
    expect(writeMarkedLetters('2*z*w = 1')).toBe('2*z*w = 1');
  });

  it('leaves a bar on another letter (a mean x̄) as it is', () => {
    expect(writeMarkedLetters('\\bar{x} = 5')).toBe('\\bar{x} = 5');
  });

  it("writes Newton's dots as derivatives in time, and as primes in a condition", () => {
    expect(writeMarkedLetters('ẏ = -2y, y(0) = 3')).toBe('dy/dt = -2y, y(0) = 3');
    expect(writeMarkedLetters('y\u0307 = y')).toBe('dy/dt = y');
    expect(writeMarkedLetters('ẍ + 9x = 0, ẋ(0) = 1')).toBe("d^2x/dt^2 + 9x = 0, x'(0) = 1");
    expect(writeMarkedLetters('\\ddot{y} + \\dot y = 0')).toBe('d^2y/dt^2 + dy/dt = 0');
  });

  it('keeps a dotted letter inside a word', () => {
    expect(writeMarkedLetters("L'Haÿ-les-Roses")).toBe("L'Haÿ-les-Roses");
  });
});
