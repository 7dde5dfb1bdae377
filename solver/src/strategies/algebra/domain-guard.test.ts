import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('an equation asked on an interval', () => {
  it('is refused, naming the interval, by a method that does not keep only the roots inside it', () => {
    for (const input of ['solve e^x = 1/2 for x > 0', 'solve 1/x = x for x < 0', 'solve x^2 + y = 4 on [0, 5]']) {
      const en = solve(input, { locale: 'en' });
      expect(en.answer, input).toBeNull();
      expect(en.error?.message, input).toMatch(/We cannot yet keep only the solutions in [([]/);
      expect(solve(input, { locale: 'fr' }).error?.message, input).toContain('Nous ne savons pas encore garder');
    }
  });
  it('is answered by a method whose roots all lie inside it', () => {
    expect(solve('solve 2^x = 8 on [0, 10]', { locale: 'en' }).answer?.value).toBe('[3]');
    expect(solve('solve 2x + 4 = 0 (x > 0)', { locale: 'en' }).answer?.value).toBe('[]');
  });
});
