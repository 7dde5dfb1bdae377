import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { sumStrategy } from './sumStrategy';
import { productStrategy } from './productStrategy';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => sumStrategy.solve(normalize(s), ctx);

describe('series with a classical value', () => {
  it('recognises the exponential series, with steps in both languages', () => {
    const e = run('∑_{k=0}^∞ 2^k/k!');
    expect(e?.answer?.value).toBe('e^2');
    expect(e?.verified).toBe(true);
    expect(e?.steps[0].title).toEqual({ en: 'Recognise the exponential series', fr: 'Reconnaître la série exponentielle' });
    expect(run('∑_{k=0}^∞ x^k/k!')?.answer?.value).toBe('e^x');
    expect(run('∑_{k=2}^∞ 1/k!')?.verified).toBe(true);
  });

  it('matches reference series up to a factor and a shift', () => {
    const l = run('∑_{k=0}^∞ (-1)^k/(2k+1)');
    expect(l?.method).toBe('series.known');
    expect(l?.steps[0].title.fr).toBe('Reconnaître une série connue');
    expect(l?.verified).toBe(true);
    expect(run('∑_{n=1}^∞ (-1)^(n+1)/n')?.answer?.value).toBe('ln(2)');
    expect(run('∑_{n=1}^∞ (-1)^n/n')?.answer?.value).toBe('-ln(2)');
    expect(run('∑_{k=1}^∞ (-1)^(k+1)/(2k-1)')?.verified).toBe(true);
  });

  it('sums 1/(k² + 1) with π coth π, from either first index', () => {
    const o = run('∑_{k=1}^{∞} 1/(k^2+1)');
    expect(o?.answer?.value).toBe('-1/2 + (1/2)*pi*coth(pi)');
    expect(o?.verified).toBe(true);
    expect(o?.steps[0].explanation.fr).toContain('Mittag-Leffler');
    expect(run('∑_{k=0}^{∞} 1/(k^2+1)')?.answer?.value).toBe('1/2 + (1/2)*pi*coth(pi)');
  });

  it('sums a polynomial times a geometric factor', () => {
    const a = run('∑_{k=1}^∞ k/2^k');
    expect(a?.answer?.value).toBe('2');
    expect(a?.steps[1].title).toEqual({ en: 'Differentiate the geometric series', fr: 'Dériver la série géométrique' });
    expect(run('∑_{k=1}^∞ k^2/3^k')?.answer?.value).toBe('3/2');
    expect(run('calculer la somme ∑_{k=0}^{∞} (1/3)^k')?.answer?.value).toBe('3/2');
  });

  it('multiplies finite products out', () => {
    const p = productStrategy.solve(normalize('product of (1 + 1/k) for k from 1 to 9'), ctx);
    expect(p?.answer?.value).toBe('10');
    expect(p?.verified).toBe(true);
    expect(p?.steps[0].title.fr).toBe('Écrire les facteurs');
    expect(productStrategy.solve(normalize('∏_{k=1}^{5} k'), ctx)?.answer?.value).toBe('120');
    expect(productStrategy.solve(normalize('∑_{k=1}^{5} k'), ctx)).toBeNull();
  });

  it('gives an unchecked decimal when no closed form is known and the partial sums settle', () => {
    const z = run('∑_{k=1}^∞ 1/k^3');
    expect(z?.answer?.value).toBe('1.2020569');
    expect(z?.verified).toBe(false);
    expect(z?.steps[0].title).toEqual({ en: 'No closed form found', fr: 'Pas de forme close trouvée' });
  });
});
