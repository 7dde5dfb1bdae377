import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the limit said in words', () => {
  it('writes an infinite limit as ∞, in English and French, never as the answer syntax oo', () => {
    expect(solve('lim_{x->0} 1/x^2', {}).answer?.words).toBe('The limit is +∞.');
    expect(solve('limite de -x^2 quand x tend vers +∞', { locale: 'fr' }).answer?.words).toBe('La limite vaut −∞.');
  });
});
