import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { convergenceStrategy } from './convergence';
import { solve } from '../../solve';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => convergenceStrategy.solve(normalize(s), ctx);

describe('convergence of series', () => {
  it('answers yes/no with the test a teacher would use, in both languages', () => {
    const p = run('Does Σ 1/n^2 converge?');
    expect(p?.answer).toMatchObject({ kind: 'bool', value: 'True' });
    expect(p?.method).toBe('series.convergence.p-series');
    expect(p?.steps[1].title).toEqual({ en: 'Compare with a p-series', fr: 'Comparer à une série de Riemann' });
    expect(p?.verified).toBe(true);
    const h = run('la série de terme général 1/n converge-t-elle ?');
    expect(h?.answer?.value).toBe('False');
    expect(h?.finalAnswer.fr).toBe('Non : la série diverge.');
  });

  it('reads a named test or "classify" with no word of convergence as the convergence question, in both languages', () => {
    const answer = (input: string, locale: 'en' | 'fr' = 'en') => {
      const s = solve(input, { locale });
      return { value: s.answer?.value, verified: s.verified };
    };
    expect(answer('Use the integral test to classify Σ_{n≥2} 1/(n ln n)')).toEqual({ value: 'False', verified: true });
    expect(answer('Classify the series sum from n=1 to infinity of 1/n^2')).toEqual({ value: 'True', verified: true });
    expect(answer('Use the limit comparison test with 1/n^2 for \\sum_{n=1}^{\\infty}\\frac{3n+1}{n^3+2}')).toEqual({ value: 'True', verified: true });
    expect(answer('Apply the root test on \\sum_{k=1}^\\infty \\left(\\frac{2k}{k+1}\\right)^k')).toEqual({ value: 'False', verified: true });
    expect(answer("Appliquer le critère de d'Alembert à la série \\sum_{n\\geq 1} \\frac{n^2}{3^n}", 'fr')).toEqual({ value: 'True', verified: true });
    // a test asked for something else than convergence is no yes or no
    expect(run('Use the integral test to estimate the sum of Σ 1/n^3 to within 0.01')).toBeNull();
  });

  it('uses the geometric test, the ratio test and the divergence test', () => {
    expect(run('Does ∑ (2/3)^n converge?')?.method).toBe('series.convergence.geometric');
    expect(run('Does ∑ 3^n/2^n converge?')?.answer?.value).toBe('False');
    const r = run('does sum n!/n^n converge');
    expect(r?.method).toBe('series.convergence.ratio');
    expect(r?.answer?.value).toBe('True');
    expect(r?.steps[1].title.fr).toBe("Règle de d'Alembert");
    const d = run('Does ∑_{n=1}^∞ n/(n+1) converge?');
    expect(d?.method).toBe('series.convergence.divergence-test');
    expect(d?.answer?.value).toBe('False');
    expect(d?.verified).toBe(true);
  });

  it('handles alternating signs, roots and logarithms', () => {
    const a = run('étudier la convergence de la série de terme général (-1)^n/sqrt(n)');
    expect(a?.method).toBe('series.convergence.alternating');
    expect(a?.answer?.value).toBe('True');
    expect(a?.steps[1].title.fr).toBe('Critère des séries alternées');
    expect(run('does sum 1/sqrt(n) converge')?.answer?.value).toBe('False');
    const l = run('Does ∑ 1/(n ln n) converge? n from 2');
    expect(l?.method).toBe('series.convergence.integral');
    expect(l?.answer?.value).toBe('False');
    expect(run('Does ∑ 1/(n (ln n)^2) converge?')?.answer?.value).toBe('True');
    expect(run('Does ∑ sin(n)/n^2 converge?')?.answer?.value).toBe('True');
    expect(run('Does \\sum_{n=1}^{\\infty} \\frac{1}{n^2 + n} converge?')?.answer?.value).toBe('True');
  });

  it('reads ln(1 + u) with u tiny at a large index exactly, not as ln 1 = 0: 1/n − ln(1 + 1/n) converges', () => {
    const fr = run('Étudier la nature de la série de terme général u_n = 1/n - ln(1+1/n)');
    expect(fr?.answer?.value).toBe('True');
    // t = 1/n: t − ln(1 + t) = t²/2 + o(t²), so the term is equivalent to 1/(2n²)
    expect(fr?.steps[1].title.fr).toBe('Équivalent par un développement limité');
    expect(fr?.steps[1].explanation.fr).toContain('aₙ ~ 1/(2');
    expect(run('Does sum n ln(1+1/n^3) converge?')?.answer?.value).toBe('True');
    expect(run('Does sum ln(1+1/n) converge?')?.answer?.value).toBe('False');
  });

  it('reads « étudier la série de terme général … » as asking its nature', () => {
    expect(run('étudier la série de terme général (2^n + 3^n)/5^n')?.answer?.value).toBe('True');
    expect(run('Étudier la série Σ 1/sqrt(n)')?.finalAnswer.fr).toBe('Non : la série diverge.');
  });

  it('leaves sums without a convergence question to the other strategies', () => {
    expect(run('∑_{k=1}^∞ 1/2^k')).toBeNull();
  });

  it('answers "absolutely, conditionally or diverges" with one of the three, never a yes or no', () => {
    const c = run('determine whether Σ (-1)^n/n converges absolutely, conditionally or diverges');
    expect(c?.answer).toMatchObject({ kind: 'text', value: 'converges conditionally' });
    expect(c?.verified).toBe(true);
    expect(run('la série Σ (-1)^n/√n est-elle absolument convergente, semi-convergente ou divergente ?')?.answer?.value).toBe('converges conditionally');
    expect(run('does Σ (-1)^n/n^2 converge absolutely, conditionally, or diverge?')?.answer?.value).toBe('converges absolutely');
  });

  it('marks the choice of three as checked when the question starts "Is …", in both languages', () => {
    for (const [input, value] of [
      ['Is the series Σ (−1)^n/√n absolutely convergent, conditionally convergent, or divergent?', 'converges conditionally'],
      ['Is Σ (-1)^n/n^2 absolutely convergent, conditionally convergent or divergent?', 'converges absolutely'],
      ['la série Σ (−1)^n/n est-elle absolument convergente, semi-convergente ou divergente ?', 'converges conditionally'],
      ['Σ (-1)^n (n+1)/n — absolutely convergent, conditionally convergent, or divergent?', 'diverges'],
    ]) {
      const s = solve(input);
      expect(s.answer, input).toMatchObject({ kind: 'text', value, latex: `\\text{${value}}` });
      expect(s.verified, input).toBe(true);
    }
  });

  it('reads the general term before a colon: "Σ 1/n²: converge or diverge?"', () => {
    expect(run('Σ_{n=1}^∞ 1/n^2 : converges or diverges?')?.answer?.value).toBe('True');
    expect(run('Σ_{n=2}^∞ 1/(n ln n): converge or diverge?')?.answer?.value).toBe('False');
  });

  it('tells absolute from conditional convergence, and reads "nature de la série"', () => {
    const a = run('Does ∑ (-1)^n/n converge absolutely?');
    expect(a?.answer?.value).toBe('False');
    expect(a?.steps.at(-1)?.title).toEqual({ en: 'Series of absolute values', fr: 'Série des valeurs absolues' });
    // "no" to "absolutely?" is no claim that the series diverges
    expect(a?.finalAnswer).toEqual({ en: 'No: the series is not absolutely convergent.', fr: "Non : la série n'est pas absolument convergente." });
    expect(run('Étudier la convergence absolue de la série Σ (-1)^n/n²')?.finalAnswer.fr).toBe('Oui : la série est absolument convergente.');
    expect(run('Is ∑ (-1)^n/n^2 conditionally convergent?')?.finalAnswer.en).toBe('No: the series does not converge conditionally.');
    expect(run('Is ∑ (-1)^n/n conditionally convergent?')?.answer?.value).toBe('True');
    expect(run('Is ∑ (-1)^n/n^2 conditionally convergent?')?.answer?.value).toBe('False');
    expect(run('la série ∑ (-1)^n/n² est-elle absolument convergente ?')?.answer?.value).toBe('True');
    const n = run('Déterminer la nature de la série de terme général u_n = 1/n²');
    expect(n?.answer?.value).toBe('True');
    expect(n?.finalAnswer.fr).toBe('Oui : la série converge.');
  });

  it.each([
    ['Nature de la série Σ ln(1 + 1/n)', 'False'],
    ['Does Σ (1 - cos(1/n)) converge?', 'True'],
    ['Does Σ_{n=1}^∞ (e^{1/n} - 1) converge?', 'False'],
    ['Does Σ n sin(1/n^3) converge?', 'True'],
    ['Does Σ ln(1+1/n^2) converge?', 'True'],
  ])('%s: decided on the usual equivalent at 0, checked numerically', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[1].title).toBe('Use an equivalent');
  });

  it('keeps the alternating series test for alternating terms', () => {
    expect(run('Does Σ (-1)^n sin(1/n) converge?')?.method).toBe('series.convergence.alternating');
  });

  it('checks Bertrand series by the integral test read in t = ln n', () => {
    const d = run('la série Σ 1/(n ln n) converge-t-elle ?');
    expect(d?.method).toBe('series.convergence.integral');
    expect(d?.answer?.value).toBe('False');
    expect(d?.verified).toBe(true);
    const c = run('Does Σ_{n≥2} 1/(n (ln n)^2) converge?');
    expect(c?.answer?.value).toBe('True');
    expect(c?.verified).toBe(true);
  });

  it('reads a test named with the word series as no series: the alternating series test, the p-series test', () => {
    const a = run('By the alternating series test, does Σ (-1)^(n+1)/√n converge?');
    expect(a?.method).toBe('series.convergence.alternating');
    expect(a?.answer?.value).toBe('True');
    expect(run('Use the p-series test to decide whether Σ 1/n^1.5 converges')?.answer?.value).toBe('True');
  });
  it('finds the series after words that name it first, in every notation', () => {
    for (const q of [
      'Determine whether the series converges or diverges: \\sum_{n=1}^{\\infty} \\frac{1}{n^2}',
      'Test the series for convergence: sum 1/n^2',
      '\\sum\\limits_{n=1}^{\\infty} \\frac{(-1)^{n+1}}{n} converge?',
      'Use the Ratio Test to determine the convergence or divergence of the series sum n^4/7^n',
      "Utilisez n'importe quelle méthode pour déterminer si la série ∑_{n=1}^{+∞} (−3)^n/(n^3 4^n) converge ou diverge.",
    ]) {
      const s = solve(q);
      expect(s.answer?.value, q).toBe('True');
      expect(s.verified, q).toBe(true);
    }
    expect(solve('Determine whether the series converges or diverges: sum_{n=1}^infinity (1 + 1/n)^n').answer?.value).toBe('False');
  });
  it('reads a series written out by its first terms, and says how', () => {
    const s = solve('the series 1 + 1/4 + 1/9 + 1/16 + ... converge or diverge?');
    expect(s.answer?.value).toBe('True');
    expect(s.steps[0].title).toBe('Recognise the general term');
    expect(s.verified).toBe(true);
    expect(solve('Determine whether the series 1/3 + 1/5 + 1/7 + 1/9 + ... converges or diverges').answer?.value).toBe('False');
    const fr = solve('la série 1/2 + 2/4 + 3/8 + 4/16 + … converge-t-elle ?', { locale: 'fr' });
    expect(fr.answer?.value).toBe('True');
    expect(fr.steps[0].title).toBe('Reconnaître le terme général');
  });
  it('reads the bounds in words before the term, and a term that ends its sentence', () => {
    expect(solve('test for convergence: sum from n=1 to infinity of (-1)^n / sqrt(n)').answer?.value).toBe('True');
    expect(solve('does sum n=1 to inf 1/n^3 converge?').answer?.value).toBe('True');
    expect(solve('Etudier la nature de la série numérique de terme général v_n = 1/n^2', { locale: 'fr' }).answer?.value).toBe('True');
    expect(solve('Soit la série de terme général u_n = 1/n. Est-elle convergente ?', { locale: 'fr' }).answer?.value).toBe('False');
  });
});

describe('the series to classify named before "as absolutely convergent, …"', () => {
  it.each([
    ['Classify the series sum (-1)^n n/(n^2+1) as absolutely convergent, conditionally convergent, or divergent', 'en', 'The series converges conditionally.'],
    ['Classify Σ (-1)^n/n^2 as absolutely convergent, conditionally convergent or divergent.', 'en', 'The series converges absolutely.'],
    ['Classer la série ∑ (-1)^n/√n comme absolument convergente, semi-convergente ou divergente', 'fr', 'La série converge (semi-convergente).'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });
});
