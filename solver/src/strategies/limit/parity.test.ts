import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('sequences with an alternating sign, by their even and odd terms', () => {
  it.each([
    ['lim (2n + (−1)^n)/(n + 1) as n → ∞', '2'],
    ['limit of (−2)^(n+1)/(n + 3^n) when n → ∞', '0'],
    ['lim_{n→∞} (n² + (−1)^n n)/(2n² + 1)', '1/2'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Split into even and odd terms');
  });

  it('two different limits: the sequence has none, and the check sees the terms stay apart', () => {
    const s = solve('limite de (−1)^n n/(n+1) quand n tend vers +∞', { locale: 'fr' });
    expect(s.answer?.value).toBe('DNE');
    expect(s.verified).toBe(true);
    expect(s.steps.at(-1)?.explanation).toContain("la suite n'a pas de limite");
  });
});

describe('"does the sequence converge?", answered yes or no from its limit', () => {
  it.each([
    ['Does the sequence a_n = (−1)^n n/(n + 1) converge? (yes/no)', 'False'],
    ['la suite ((−1)^n + 1/n) est-elle convergente ? (oui/non)', 'False'],
    ['is the sequence n/(n+1) convergent?', 'True'],
    ['does the sequence a_n = n^2/(n+1) converge?', 'False'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'bool', value });
    expect(s.verified).toBe(true);
  });

  it('states the question back, in French too', () => {
    expect(solve('la suite (1 + 1/n)^n converge-t-elle ?', { locale: 'fr' }).interpretation?.text).toBe('Dire si la suite n ↦ (1 + 1/n)^n converge (une limite finie quand n → +∞)');
  });
});

describe('"does the limit exist?"', () => {
  it.each([
    ['Does lim_{x→0} |x|/x exist? (yes/no)', 'False'],
    ['does the limit of sin(x)/x as x -> 0 exist?', 'True'],
    ['la limite de sin(1/x) quand x tend vers 0 existe-t-elle ?', 'False'],
    ['Does lim_{n→∞} cos(nπ) exist? (yes/no)', 'False'],
    ["la limite de (−1)^n quand n tend vers l'infini existe-t-elle ? (oui/non)", 'False'],
    ['Does lim_{n→∞} (n+1)/(2n) exist?', 'True'],
    ['Does lim_{x→0} 1/x exist? (yes/no)', 'False'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'bool', value });
    expect(s.verified).toBe(true);
  });

  it('gives no answer for an infinite limit, which some courses say exists and others not', () => {
    expect(solve('does lim_{x→0} 1/x^2 exist?').answer).toBeNull();
  });
});

describe('angles that are whole multiples of π in a sequence', () => {
  it.each([
    ['lim_{n→∞} cos(nπ)', 'DNE'],
    ["limite de (n + cos(nπ))/(n+1) quand n tend vers l'infini", '1'],
    ['lim_{n→∞} n sin(nπ)', '0'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Angles that are whole multiples of π');
  });
});
