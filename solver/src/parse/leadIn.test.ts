import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { conditionLast, dropRealDeclaration } from './leadIn';

describe('a letter declared real', () => {
  it.each([
    ['Soit a un réel. Déterminer la limite de la suite u_n = (1 + a/n)^n', 'Déterminer la limite de la suite u_n = (1 + a/n)^n'],
    ['Let a be a real number. Find the limit of (1 + a/n)^n as n → ∞', 'Find the limit of (1 + a/n)^n as n → ∞'],
    ['Find the limit of (1 + a/n)^n as n → ∞, where a is a real number', 'Find the limit of (1 + a/n)^n as n → ∞'],
    ['Soit a ∈ \\mathbb{R}. Calculer lim (1 + a/n)^n', 'Calculer lim (1 + a/n)^n'],
    ['Calculer la limite de (1 + a/n)^n quand n tend vers +∞ (a ∈ ℝ)', 'Calculer la limite de (1 + a/n)^n quand n tend vers +∞'],
  ])('%s', (input, kept) => {
    expect(dropRealDeclaration(input)).toBe(kept);
  });

  it('keeps a condition, and the set of a variable', () => {
    for (const s of ['Soit a un réel strictement positif. Calculer la limite de a^(1/n)', 'Soit x ∈ ℝ. Résoudre x^2 + 1 = 0', 'Soit n ∈ ℕ. Calculer 2^n']) {
      expect(dropRealDeclaration(s)).toBe(s);
    }
  });

  it('answers the limit with the parameter', () => {
    expect(solve('Soit a un réel. Déterminer la limite de la suite u_n = (1 + a/n)^n', { locale: 'fr' }).answer?.value).toBe('exp(a)');
    expect(solve('Let b ∈ ℝ. Find lim_{n→∞} (1 + b/n)^n', { locale: 'en' }).answer?.value).toBe('exp(b)');
  });
});

describe('a condition said before the order', () => {
  it.each([
    ['For |x| < 1, find the sum of the power series Σ_{n≥1} n xⁿ', 'find the sum of the power series Σ_{n≥1} n xⁿ for |x| < 1'],
    ['Pour |x| < 1, calculer la somme de la série Σ_{n≥1} n xⁿ', 'calculer la somme de la série Σ_{n≥1} n xⁿ pour |x| < 1'],
    ['For x ∈ ]-1, 1[, compute Σ x^n/n', 'compute Σ x^n/n for x ∈ ]-1, 1['],
  ])('%s', (input, moved) => {
    expect(conditionLast(input)).toBe(moved);
  });

  it('leaves a value given first, and what is no order', () => {
    for (const s of ['If x = 2, find y', 'For x > 0, show that ln x < x']) expect(conditionLast(s)).toBe(s);
  });

  it('answers the sum', () => {
    const en = solve('If |x| < 1, evaluate \\sum_{n=1}^{\\infty} n x^{n-1}', { locale: 'en' });
    expect(en.answer?.value).toBe('1/(1 - x)^2');
    expect(en.verified).toBe(true);
    const fr = solve('Pour -1 < x < 1, calculer la somme Σ_{n=0}^{+∞} x^{2n}', { locale: 'fr' });
    expect(fr.answer?.value).toBe('1/(-x^2 + 1)');
  });
});
