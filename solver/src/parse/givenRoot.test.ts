import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readGivenRoot } from './givenRoot';

describe('the other roots of a polynomial, one root given', () => {
  it('reads the root and the equation, in English and French', () => {
    expect(readGivenRoot('Given that 1 + 2j is a root of 4z^3 − 11z^2 + 26z − 15 = 0, find the other roots')).toEqual({ question: 'solve 4z^3 − 11z^2 + 26z − 15 = 0 in ℂ', root: '1 + 2j' });
    expect(readGivenRoot('Sachant que 2 + i est racine de P(z) = z^3 - 3z^2 + z + 5, déterminer les autres racines')).toEqual({ question: 'solve z^3 - 3z^2 + z + 5 = 0 in ℂ', root: '2 + i' });
    expect(readGivenRoot('One root of the equation is 2 - i')).toBeNull();
  });

  it('answers the roots other than the one given, after finding it among them', () => {
    const s = solve('If -2 is a root of ((z^3) - (8(z^2)) + (9z) + 58 = 0, what are the other two roots?');
    expect(s.answer?.value).toBe('[5 - 2*i, 5 + 2*i]');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toContain('the other roots, given that -2 is one');
    const fr = solve('Sachant que 2 + i est racine de z^3 - 3z^2 + z + 5 = 0, déterminer les autres racines', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[-1, 2 - i]');
    expect(fr.interpretation?.text).toContain('les autres racines, sachant que 2 + i en est une');
    expect(solve('Given one root of the equation, find the others. a^3-3a^2+a+5=0. Given root: 2-i').answer?.value).toBe('[-1, 2 + i]');
  });

  it('refuses, naming the number, when the root given is not one', () => {
    const s = solve('Given that 3 is a root of z^3 - 8z^2 + 9z + 58 = 0, find the other roots');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('3 is not a root of this equation');
  });
});
