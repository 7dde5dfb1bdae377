import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('an exponent lost in copying', () => {
  it('names "z 2" instead of reading it as a product, in both languages', () => {
    const fr = solve('Résoudre dans ℂ : z 2 + 4z + 5 = 0', { locale: 'fr' });
    expect(fr.answer).toBeNull();
    expect(fr.error?.message).toContain('« z 2 »');
    const en = solve('solve x 2 - 3x + 2 = 0');
    expect(en.error?.message).toContain('"x 2"');
  });

  it('leaves products and powers written plainly alone', () => {
    expect(solve('y = 3 x + 2, solve for x').verified).toBe(true);
    expect(solve('x^2 - 3x + 2 = 0').answer?.value).toBe('[1, 2]');
  });
});

describe('a number raised to a glued product', () => {
  it('names the readings of 3^2x-1 instead of choosing one, in both languages', () => {
    const en = solve('3^2x-1=27');
    expect(en.answer).toBeNull();
    expect(en.error?.message).toContain('3^(2x - 1) or 3^(2x) - 1 or 3^2·x - 1');
    const fr = solve('résoudre 2^3x = 16', { locale: 'fr' });
    expect(fr.answer).toBeNull();
    expect(fr.error?.message).toContain('2^(3x) ou 2^3·x');
  });

  it('reads e^2x, bracketed exponents and letter bases as written', () => {
    expect(solve('3^(2x-1)=27').answer?.value).toBe('[2]');
    expect(solve('e^2x = 1').answer?.value).toBe('[0]');
    expect(solve('simplify x^2y + 2x^2y').answer).not.toBeNull();
  });
});
