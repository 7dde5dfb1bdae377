import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('computer-science words', () => {
  it('reads "bit à bit" as one word, never its first "bit" as a width', () => {
    const s = solve('13 ET 11 bit à bit, résultat en décimal', { locale: 'fr' });
    expect([s.answer?.value, s.verified]).toEqual(['9', true]);
    expect(solve('13 AND 11 bit-à-bit', {}).answer?.value).toBe('9');
    expect(solve('NON bit à bit de 00001111 sur 8 bits', {}).answer?.value).toBe('11110000');
  });
});
