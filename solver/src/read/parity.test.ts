import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readParity } from './parity';

const read = (s: string) => readParity(normalize(s));

describe('whether a function is even or odd', () => {
  it('reads the identity f(−x) = ±f(x), in English and French', () => {
    expect(read('Is f(x) = x^4 - 2x^2 + 1 even?')).toEqual({ kind: 'claim', relation: { lhs: '(-x)^4 - 2*(-x)^2 + 1', op: '=', rhs: 'x^4 - 2*x^2 + 1' }, parity: { name: 'f', kind: 'even' } });
    expect(read('La fonction f(x) = x³ − 3x est-elle impaire ?')?.parity).toEqual({ name: 'f', kind: 'odd' });
    expect(read('Show that g(t) = t/(t^2+1) is odd')?.relation.rhs).toBe('-(t/(t^2 + 1))');
  });
  it('leaves both asked at once, or another request, to the other readers', () => {
    expect(read('Is f(x) = x^4 - 2x^2 + 1 even, odd, or neither?')).toBeNull();
    expect(read('La fonction f(x) = x³ est-elle paire ou impaire ?')).toBeNull();
    expect(read('Is f(x) = x^2 even on [0, 1]?')).toBeNull();
  });
  it('answers true or false, verified', () => {
    const s = solve('La fonction f(x) = x³ − 3x est-elle impaire ?', { locale: 'fr' });
    expect(s.answer?.value).toBe('True');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(/^Dire si f est impaire/);
    expect(solve('f(x) = x^2 + x. Montrer que f est paire.', { locale: 'fr' }).answer?.value).toBe('False');
  });
});
