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
