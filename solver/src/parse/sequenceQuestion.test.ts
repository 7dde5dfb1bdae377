import { describe, expect, it } from 'vitest';
import { normalize } from './normalize';
import { rewriteSequenceQuestion } from './sequenceQuestion';
import { solve } from '../solve';

const rewrite = (s: string): string | null => rewriteSequenceQuestion(normalize(s).text);

describe('a sequence defined, then its limit asked', () => {
  it('reads the definition and the question as the limit they stand for', () => {
    expect(rewrite('Soit u_n = (n+1)/(2n+3). Déterminer la limite de (u_n).')).toBe('lim_{n->oo} (n+1)/(2n+3)');
    expect(rewrite('Let a_n = (1 + 1/n)^n. Find lim a_n.')).toBe('lim_{n->oo} (1 + 1/n)^n');
    expect(rewrite('On pose u_n = n sin(1/n), n ≥ 1. Calculer la limite de u_n quand n tend vers +∞.')).toBe('lim_{n->oo} n sin(1/n)');
    expect(rewrite('Let (x_n) = n/(n+1); find its limit')).toBe('lim_{n->oo} n/(n+1)');
    expect(rewrite('Soit u_n = (1 + 2/n)^n. Montrer que (u_n) converge et déterminer sa limite.')).toBe('lim_{n->oo} (1 + 2/n)^n');
  });

  it('leaves alone a question about another sequence, or another question', () => {
    expect(rewrite('Soit u_n = 1/n. Déterminer la limite de v_n.')).toBeNull();
    expect(rewrite('Soit u_n = 1/n. Montrer que (u_n) est décroissante.')).toBeNull();
    expect(rewrite('lim n→∞ 1/n')).toBeNull();
  });

  it('solves it, in both languages, with the limit checked', () => {
    const fr = solve('Soit u_n = (n+1)/(2n+3). Déterminer la limite de (u_n).', { locale: 'fr' });
    expect(fr.answer?.value).toBe('1/2');
    expect(fr.verified).toBe(true);
    const riemann = solve('Soit u_n = Σ_{k=1}^{n} n/(n²+k²). Déterminer la limite de (u_n).', { locale: 'fr' });
    expect(riemann.answer?.value).toBe('pi/4');
    expect(riemann.verified).toBe(true);
  });
});

describe('a term ending in sin, and the term given after other words', () => {
  it.each([
    ['Let a_n = n sin(1/n). Find the limit of a_n.', 'lim_{n->oo} n sin(1/n)'],
    ['Soit u_n = n^2 sin(1/n^2), n ∈ ℕ*. Déterminer la limite de (u_n).', 'lim_{n->oo} n^2 sin(1/n^2)'],
    ['Given that a_n = n sin(1/n), find the limit of a_n', 'lim_{n->oo} n sin(1/n)'],
    ['If a_n = (n+1)/(2n-3), what is lim a_n?', 'lim_{n->oo} (n+1)/(2n-3)'],
    ['Sachant que u_n = (2n+1)/(n+3), calculer la limite de u_n', 'lim_{n->oo} (2n+1)/(n+3)'],
  ])('%s', (input, limit) => {
    expect(rewrite(input)).toBe(limit);
  });

  it('answers the limit of n sin(1/n), not of n', () => {
    expect(solve('Let a_n = n sin(1/n). Find the limit of a_n.').answer?.value).toBe('1');
  });
});
