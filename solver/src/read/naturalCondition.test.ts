import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { naturalCondition } from './naturalCondition';

const read = (s: string) => naturalCondition(normalize(s).text);

describe('a letter stated a natural number at the end of a problem', () => {
  it.each([
    ['∫_0^∞ x^n e^{-x} dx for n a positive integer', 'n'],
    ['∫_0^∞ x^n e^{-x} dx pour n ∈ ℕ', 'n'],
    ['∫_0^∞ x^n e^{-x} dx (n ∈ ℕ*)', 'n'],
    ['∫_0^∞ x^n e^{-x} dx for every integer n ≥ 0', 'n'],
    ['∫_0^∞ x^n e^{-x} dx, where n is a non-negative integer', 'n'],
    ['∫_0^∞ x^n e^{-x} dx pour tout entier naturel n', 'n'],
    ['∫_0^∞ x^m e^{-x} dx, m ≥ 1 an integer', 'm'],
  ])('%s: %s', (input, letter) => {
    const c = read(input);
    expect(c?.letter).toBe(letter);
    expect(c?.rest.trim()).toMatch(/dx$/);
  });

  it('takes no inequality alone, and nothing when there is no condition', () => {
    expect(read('∫_0^∞ x^n e^{-x} dx, n ≥ 0')).toBeNull();
    expect(read('∫_0^1 x^2 dx')).toBeNull();
  });
});
