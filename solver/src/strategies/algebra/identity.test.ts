import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';

describe('algebraic identities', () => {
  it('answers True for an identity, with steps in both languages', () => {
    const { en, fr } = both('show that (x + 1)^2 - (x - 1)^2 = 4x');
    expect(en.answer).toMatchObject({ kind: 'bool', value: 'True' });
    expect(en.verified).toBe(true);
    expect(titles(en)[0]).toBe('Expand both sides');
    expect(titles(fr)[0]).toBe('Développer les deux membres');
    expect(both('prove that (a+b)^2 = a^2 + 2ab + b^2').en.answer?.value).toBe('True');
  });

  it('answers False with a counterexample, never the solutions of the equation', () => {
    const { en, fr } = both('vrai ou faux : (x+2)^2 = x^2 + 4');
    expect(en.answer?.value).toBe('False');
    expect(en.verified).toBe(true);
    expect(titles(fr)).toContain('Chercher un contre-exemple');
  });

  it('leaves equations to solve alone', () => {
    expect(both('solve x^2 = 4').en.answer?.value).toBe('[-2, 2]');
  });
});
