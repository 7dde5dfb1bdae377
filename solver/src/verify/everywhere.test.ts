import { describe, expect, it } from 'vitest';
import { parseNode } from '../parse/math';
import { definedForEveryReal } from './everywhere';

const defined = (s: string): boolean => definedForEveryReal(parseNode(s), 'x');

describe('definedForEveryReal', () => {
  it('accepts sums, products, whole powers, sines and exponentials', () => {
    for (const s of ['(x + 1)^2 - 3x', 'sin(x)^2 + cos(x)^2', '2^x + e^(3x)', '|x - 1| / 4', 'y/(2 + 1)']) expect(defined(s), s).toBe(true);
  });
  it('rejects a division by x, a root, a logarithm, a negative or fractional power of x', () => {
    for (const s of ['(x^2 - 1)/(x - 1)', 'sqrt(x)^2', 'ln(x^2)', 'x^(-1)', 'x^(1/3)', 'tan(x)']) expect(defined(s), s).toBe(false);
  });
});
