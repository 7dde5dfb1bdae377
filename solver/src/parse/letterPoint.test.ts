import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { writeLetterPoint } from './letterPoint';

describe('a point named by a letter and valued apart', () => {
  it('writes the value in the bracket that names it and drops its definition', () => {
    expect(writeLetterPoint("g(x) = x^3 ; b = 2. Calculer g'(b)")).toBe("g(x) = x^3. Calculer g'(2)");
    expect(writeLetterPoint("f(t) = 1/t, find f '(a) for a = -1/2")).toBe("f(t) = 1/t, find f '(-1/2)");
    // a letter of the formula, not a point: left alone
    expect(writeLetterPoint("f(x) = x^2 + a, find f'(x)")).toBe("f(x) = x^2 + a, find f'(x)");
    expect(writeLetterPoint('f(x) = x + c, c = 2, find f(c)')).toBe('f(x) = x + c, c = 2, find f(c)');
  });
  it('answers the derivative at that number', () => {
    expect(solve("h(x) = x^2 - 4x ; a = 5. Calculer le nombre dérivé h'(a)", { locale: 'fr' }).answer?.value).toBe('6');
  });
});
