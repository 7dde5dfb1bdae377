import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readIsRoot } from './isRoot';

describe('whether a value is a solution or a root', () => {
  it('reads the equation at that value, the value named or not, in English and French', () => {
    expect(readIsRoot(normalize('Is x = 2 a solution of x^2 - 5x + 6 = 0?'))).toEqual({ kind: 'claim', relation: { lhs: '2^2 - 5*2 + 6', op: '=', rhs: '0' } });
    expect(readIsRoot(normalize('Is 3 a root of x^3 - 27?'))?.relation).toEqual({ lhs: '3^3 - 27', op: '=', rhs: '0' });
    expect(readIsRoot(normalize('-1 est-il racine de x^2 + 3x + 2 ?'))?.relation.lhs).toBe('(-1)^2 + 3*(-1) + 2');
    expect(readIsRoot(normalize('Is 3 a root of x^2 + ky?'))).toBeNull();
  });
  it('computes both sides and says whether they are equal', () => {
    const yes = solve('Is x = 2 a solution of x^2 - 5x + 6 = 0?');
    expect([yes.answer?.value, yes.verified, yes.finalAnswer]).toEqual(['True', true, 'True: both sides equal 0.']);
    expect(solve('Is x = 4 a solution to 2x + 1 = 10?').finalAnswer).toBe('False: the left side is 9, the right side 10.');
    expect(solve('-1 est-il racine de x^2 + 3x + 2 ?', { locale: 'fr' }).finalAnswer).toBe('Vrai : les deux membres valent 0.');
  });
});
