import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answerOf = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value, verified: s.verified, interpretation: s.interpretation?.text, error: s.error?.message };
};

describe('systems whose equations run together', () => {
  it('cuts equations typed one after the other after each right-hand side', () => {
    const r = answerOf('solve x + 2y + z = 8 2x - y + z = 3 x + y - z = 0');
    expect(r.value).toBe('[{x: 1, y: 2, z: 3}]');
    expect(r.verified).toBe(true);
  });

  it('reads equations given one per line with no command word', () => {
    const r = answerOf('x - y + z = 2\n2x + y - z = 1\nx + 2y + z = 8');
    expect(r.value).toBe('[{x: 1, y: 2, z: 3}]');
    expect(r.verified).toBe(true);
  });

  it('drops the equations’ labels (1), (2) instead of multiplying by them', () => {
    const r = answerOf('Résoudre le système : x + y = 5 (1) x - y = 1 (2)', 'fr');
    expect(r.value).toBe('[{x: 3, y: 2}]');
    expect(r.interpretation).toContain('x + y = 5, x − y = 1');
  });

  it('reads a system pasted without its backslashes (beginarray … endarray), its number before it', () => {
    expect(answerOf('3 beginarrayl 2x+y=7 x-y=2endarray').value).toBe('[{x: 3, y: 1}]');
    expect(answerOf('beginarrayl x+y+z=3 x-z=0 y+z=2endarray.').value).toBe('[{x: 1, y: 1, z: 1}]');
  });

  it('reads the system after a question that ends with a question mark', () => {
    expect(answerOf('Comment résoudre ce système ? x + y = 4 ; 2x - y = 5', 'fr').value).toBe('[{x: 3, y: 1}]');
  });

  it('never reads equations run together as one chain solved for x', () => {
    const r = answerOf('x + y = 5 (1) x - y = 1 (2) x^2 + y = 3 (3)');
    expect(r.value).toBeUndefined();
  });
});
