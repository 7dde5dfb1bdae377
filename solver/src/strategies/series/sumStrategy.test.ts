import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { sumStrategy } from './sumStrategy';
import { solve } from '../../solve';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => sumStrategy.solve(normalize(s), ctx);

describe('sums and series', () => {
  it('adds a short finite sum term by term, with steps in both languages', () => {
    const o = run('sum (k^2 + k) for k from 0 to 10');
    expect(o?.answer?.value).toBe('440');
    expect(o?.verified).toBe(true);
    const t = run('∑_{k=0}^{3} (k + y)');
    expect(t?.answer?.value).toBe('4*y + 6');
    expect(t?.steps[0].title).toEqual({ en: 'Write out the terms', fr: 'Écrire les termes' });
    expect(t?.verified).toBe(true);
  });

  it('uses the standard formulas and geometric sums for a symbolic bound', () => {
    const o = run('\\sum_{k=1}^{n} k^2');
    expect(o?.method).toBe('sum.formulas');
    expect(o?.verified).toBe(true);
    expect(o?.steps[1].title.fr).toBe('Utiliser les sommes usuelles');
    const g = run('somme de 2^k pour k allant de 0 à n');
    expect(g?.method).toBe('sum.geometric');
    expect(g?.verified).toBe(true);
    expect(run('sum of k for k = 1 to 100')?.answer?.value).toBe('5050');
  });

  it('finds the ratio of a geometric series with shifted powers numerically, exactly', () => {
    const o = run('∑_{n=1}^{∞} 3^n/4^(n+1)');
    expect(o?.answer?.value).toBe('3/4');
    expect(o?.verified).toBe(true);
    expect(o?.steps[0].title.fr).toBe('Reconnaître une série géométrique');
  });

  it('telescopes a finite sum of 1/((k + a)(k + a + m)) up to n', () => {
    const o = run('∑_{k=1}^{n} 1/(k(k+1))');
    expect(o?.method).toBe('sum.telescoping');
    expect(o?.answer?.value).toBe('-1/(n + 1) + 1');
    expect(o?.verified).toBe(true);
    expect(o?.steps.map((s) => s.title.en)).toEqual(['Split into partial fractions', 'Telescope']);
    expect(o?.steps[1].explanation.fr).toContain('derniers termes négatifs');
    expect(run('somme de 1/(k(k+2)) pour k allant de 1 à n')?.verified).toBe(true);
  });

  it('sums infinite geometric, telescoping and p-series', () => {
    expect(run('\\sum_{n=0}^{\\infty} (1/2)^n')?.answer?.value).toBe('2');
    const tel = run('sum_{k=1}^{oo} 1/(k(k+1))');
    expect(tel?.answer?.value).toBe('1');
    expect(tel?.steps[1].title).toEqual({ en: 'Telescope', fr: 'Télescoper' });
    expect(tel?.verified).toBe(true);
    const p = run('sum_{n=1}^{oo} 1/n^2');
    expect(p?.method).toBe('series.p');
    expect(p?.verified).toBe(true);
    expect(run('sum_{k=1}^{oo} 1/k')?.answer?.value).toBe('oo');
  });

  it('reads the bounds written after "from" or before the summand, in both languages', () => {
    expect(run('sum of 3^k from k=0 to 5')?.answer?.value).toBe('364');
    expect(run('somme de k^2 de k = 1 à 4')?.answer?.value).toBe('30');
    expect(run('sum from k = 1 to 10 of k')?.answer?.value).toBe('55');
    expect(run('Σ_{k=1}^{∞} 1/(k(k+1))')?.answer?.value).toBe('1');
    expect(run('sum k=1..20 k^2')?.answer?.value).toBe('2870');
    expect(run('sum (k+1)*(k-1) for k from 1 to 3')?.answer?.value).toBe('11');
    expect(run('∑ k from 1 to 10')?.answer?.value).toBe('55');
    // A factorial at the end of the summand is not punctuation.
    expect(run('∑_{k=0}^{∞} 1/k!')?.answer?.value).toBe('e');
  });

  it('reads a sum written out with an ellipsis', () => {
    const a = run('1 + 2 + 3 + ... + 100');
    expect(a?.answer?.value).toBe('5050');
    expect(a?.verified).toBe(true);
    expect(a?.steps[0].title).toEqual({ en: 'Recognise the pattern', fr: 'Reconnaître la régularité' });
    expect(a?.steps[0].formula).toContain('\\sum_{k=0}^{99}');
    expect(run('2 + 4 + 6 + … + 20')?.answer?.value).toBe('110');
    expect(run('1 + 1/2 + 1/4 + 1/8 + ...')?.answer?.value).toBe('2');
    expect(run('3 + 6 + 12 + ... + 96')?.answer?.value).toBe('189');
    expect(run('1 + 2 + 4 + 7 + ...')).toBeNull();
  });

  it('splits a series whose summand is a sum of convergent series', () => {
    const s = run('Σ_{n=1}^∞ (2^n + 3^n)/6^n');
    expect(s?.answer?.value).toBe('3/2');
    expect(s?.verified).toBe(true);
    expect(s?.steps[0].title).toEqual({ en: 'Split by linearity', fr: 'Séparer par linéarité' });
    expect(run('Σ_{n=1}^∞ (1/(n(n+1)) - 1/2^n)')?.answer?.value).toBe('0');
  });

  it('leaves other inputs alone', () => {
    expect(run('x + y = 3')).toBeNull();
    expect(run('solve x^2 = 4')).toBeNull();
  });
});

describe('a geometric sum written out up to a last term that is a power', () => {
  it.each([
    ['find the sum 2 + 6 + 18 + ... + 2·3^9', '59048'],
    ['Calculer S = 1 + 3 + 9 + ... + 3^10', '88573'],
    ['Calculer la somme S = 5 + 10 + 20 + ... + 5*2^7', '1275'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a sum introduced by « simplifier » / "simplify"', () => {
  it.each([
    ['Simplify sum_{k=1}^{n} (2k - 1)^2', '(4/3)*n^3 + (-1/3)*n'],
    ['Simplifier la somme ∑_{k=1}^{n} k^3', '(1/4)*n^4 + (1/2)*n^3 + (1/4)*n^2'],
  ])('%s', (input, value) => {
    const o = run(input);
    expect(o?.answer?.value).toBe(value);
    expect(o?.verified).toBe(true);
  });
});
