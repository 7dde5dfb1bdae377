import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readSumTask } from './sum';
import { readTask } from './index';

const read = (s: string): ReturnType<typeof readSumTask> => readSumTask(normalize(s));

describe('reading a sum', () => {
  it.each([
    ['find the sum of Σ_{n=0}^∞ (−1)^n/3^n', { summand: '(-1)^n/3^n', index: 'n', lo: '0', hi: 'oo' }],
    ['Find the sum: Σ_{n=1}^∞ 3/4^n', { summand: '3/4^n', lo: '1', hi: 'oo' }],
    ['calculer S_n = Σ_{k=0}^{n} (1/2)^k', { summand: '(1/2)^k', index: 'k', lo: '0', hi: 'n' }],
    ['sum of the series Σ_{n≥1} n x^n at x = 1/3', { summand: 'n*(1/3)^n', lo: '1', hi: 'oo' }],
    ['somme de la série Σ_{n≥0} x^n/n! pour x = 2', { summand: '2^n/factorial(n)', lo: '0' }],
    ['somme de la série de terme général 1/(n(n+1)) pour n ≥ 1', { summand: '1/(n*(n + 1))', index: 'n', lo: '1', hi: 'oo' }],
    ['calculer la somme de la série de terme général u_n = 1/2^n, n ≥ 0', { summand: '1/2^n', lo: '0', hi: 'oo' }],
    ['sum of the series with general term a_n = 1/(n(n+2)), n >= 1', { summand: '1/(n*(n + 2))', lo: '1' }],
    ['Find the sum of the series whose nth term is 3/(n(n+1)), starting at n=1', { summand: '3/(n*(n + 1))', lo: '1', hi: 'oo' }],
    ['sum of the series with nth term 1/2^n, n ≥ 0', { summand: '1/2^n', lo: '0' }],
    ['Calculer la somme de la série de terme général 1/3^n à partir de n = 1', { summand: '1/3^n', lo: '1' }],
    // no start said: the first index from which the named term is defined
    ['Calculer la somme de la série de terme général u_n = 1/(n^2 + n)', { summand: '1/(n^2 + n)', lo: '1' }],
    ['Calculer la somme de la série de terme général u_n = 1/(n^2 - 1)', { summand: '1/(n^2 - 1)', lo: '2' }],
    ['Calculer la somme de la série de terme général u_n = 2^{-n}', { lo: '0' }],
    // the series introduced, its sum asked in the next sentence
    ['Soit la série de terme général u_n = 1/(n^2 + n). Calculer sa somme.', { summand: '1/(n^2 + n)', lo: '1' }],
    ['On considère la série de terme général 1/(n(n+2)), n ≥ 1. Calculer sa somme.', { summand: '1/(n*(n + 2))', lo: '1' }],
    ['Consider the series \\sum_{n=1}^{\\infty} \\frac{1}{n(n+1)}. Find its sum.', { summand: '1/(n*(n + 1))', lo: '1' }],
  ])('%s', (input, task) => {
    expect(read(input)).toMatchObject({ kind: 'sum', ...task });
  });

  it.each([
    ['Let n ≥ 3. Evaluate Σ_{k=0}^n (−1)^k k² C(n, k)', 'n'],
    ['Soit n un entier naturel non nul. Calculer S = Σ_{p=0}^{n} (-1)^p C(n,p)', 'n'],
    ['Let m be a positive integer. Find sum_{k=0}^{m} binomial(m,k)', 'm'],
    ['Calculer $\\sum_{k=0}^{n} (-1)^k \\binom{n}{k}$ pour $n \\geq 1$.', 'n'],
    ['Find the sum ∑_{k=0}^{n} (−1)^k k·C(n,k) for n ≥ 2', 'n'],
    ['∑_{k=1}^{N} k 2^k, where N is a natural number', 'N'],
  ])('a condition on the bound\'s letter, before or after: %s', (input, letter) => {
    expect(read(input)).toMatchObject({ kind: 'sum', hi: letter });
  });

  it('a condition on another letter than the bound\'s is no sum condition', () => {
    expect(read('Let x ≥ 3. Evaluate Σ_{k=0}^n C(n, k)')).toBeNull();
  });

  it('a point that names the index is not read as a value of the variable', () => {
    expect(read('Σ_{n=1}^∞ x^n/n for n = 2')).toBeNull();
  });

  it('sums a power series at the point asked, with a check', () => {
    const s = solve('sum of the series Σ_{n≥1} n x^n at x = 1/3');
    expect(s.answer?.value).toBe('3/4');
    expect(s.verified).toBe(true);
  });
});

describe('sums asked in words around the series', () => {
  it.each([
    ['Sum of the series n=1 to infinity (1/n^2)?', { summand: '1/n^2', index: 'n', lo: '1', hi: 'oo' }],
    ['Evaluate SUM(1/(n + n^2)) from n = 1 to infty', { summand: '1/(n + n^2)', lo: '1', hi: 'oo' }],
    ['Trouver la somme de la série ∑_{n=0}^{∞} (2^n + 3^n)/6^n', { summand: '(2^n + 3^n)/6^n', lo: '0', hi: 'oo' }],
    ['Calculer ∑_{n=1}^{∞} 1/(n(n+2)) (utiliser une décomposition en éléments simples).', { summand: '1/(n*(n + 2))', lo: '1' }],
    ['Find sum_{k=0}^{oo} 1/((k+1)(k+2)) (use partial fractions)', { summand: '1/((k + 1)*(k + 2))', lo: '0' }],
  ])('%s', (input, task) => {
    expect(readTask(normalize(input)).task).toMatchObject({ kind: 'sum', ...task });
  });

  it.each([
    ['Montrer que la série de terme général u_n = 4/((2n+1)(2n+3)) converge et calculer sa somme (n ∈ N).', { summand: '4/((2*n + 1)*(2*n + 3))', lo: '0' }],
    ['étudier la convergence et déterminer la somme éventuelle de la série de terme général 1/(n(n+1)), n ∈ N*', { summand: '1/(n*(n + 1))', lo: '1' }],
    ['Determine whether the series sum_{n=1}^{oo} 2(1/3)^(n-1) is convergent or divergent. If it is convergent, find its sum.', { lo: '1' }],
    ['Show that Σ 1/(n(n+1)) converges and find its sum', { summand: '1/(n*(n + 1))', lo: '1' }],
    // the sum asked before the series is written, or "if possible"
    ['Show that the following series is convergent. Find the sum. ∑_{n=1}^∞ 3/(n(n+3))', { summand: '3/(n*(n + 3))', lo: '1' }],
    ['Determine if the following series converges and if possible give its sum 3/4 + 3/16 + 3/64 + ...', {}],
    ['does sum n=1 to inf 1/(n^2+5n+6) converge? if so find its sum', { lo: '1' }],
  ])('the convergence and the sum asked together: %s', (input, task) => {
    expect(readTask(normalize(input)).task).toMatchObject({ kind: 'sum', hi: 'oo', ...task });
  });

  it('answers the sum, which says the series converges', () => {
    const s = solve('Montrer que la série de terme général 9/((3n+1)(3n+4)) converge et calculer sa somme (n ∈ N).', { locale: 'fr' });
    expect(s.answer?.value).toBe('3');
    expect(s.verified).toBe(true);
  });

  it('a convergence question without the sum stays a yes or no', () => {
    expect(readTask(normalize('Montrer que la série de terme général 1/n² converge')).task).toBeNull();
  });
});

describe('a series written out by its first terms', () => {
  it('sums it by the general term its terms fit', () => {
    const s = solve('sum of the series 1/(1*2) + 1/(2*3) + 1/(3*4) + 1/(4*5) + ...');
    expect(s.answer?.value).toBe('1');
    expect(s.verified).toBe(true);
  });
});

describe('the series named in a sentence of its own', () => {
  it('reads the term up to the end of its sentence', () => {
    const s = solve("Soit la série de terme général u_n = 1/(n^2+n). Montrer qu'elle converge et calculer sa somme.", { locale: 'fr' });
    expect(s.answer?.value).toBe('1');
    expect(s.verified).toBe(true);
  });
});

describe('a geometric series written out with its signs', () => {
  it('reads the terms after a minus as negative, after the sentence that asks', () => {
    const s = solve('Determine whether the geometric series is convergent or divergent. If it is convergent, find its sum. 10 - 2 + 0.4 - 0.08 + ...');
    expect(s.answer?.value).toBe('25/3');
    expect(s.verified).toBe(true);
    expect(solve('2 - 1 + 1/2 - 1/4 + ...').answer?.value).toBe('4/3');
  });
});

describe('a convergence question followed by another one', () => {
  it('answers the sum when it is asked after "if so", « si oui », as a question', () => {
    expect(solve('Does Σ 1/2^n converge? If so, what is its sum?').answer?.value).toBe('1');
    expect(solve('Is the series sum 1/3^n convergent? If yes, give its value.').answer?.value).toBe('1/2');
    expect(solve('La série ∑ 1/n² est-elle convergente ? Si oui quelle est sa somme ?', { locale: 'fr' }).verified).toBe(true);
  });

  it('never answers yes alone when the second question is not read', () => {
    const s = solve('Does Σ 1/n converge? If so, what is its limit as a decimal?');
    expect(s.answer).toBeNull();
    expect(solve('La série ∑ 1/n² est-elle convergente ? Si oui, donner un encadrement.', { locale: 'fr' }).answer).toBeNull();
  });

  it('reads "the sum of the series" followed by its term and then its bounds in words', () => {
    const s = solve('sum of the series 1/2^n from n=0 to infinity');
    expect(s.interpretation?.text).toBe('Compute the sum of 1/2^n for n from 0 to ∞');
    expect(s.answer?.value).toBe('2');
    expect(s.verified).toBe(true);
    expect(solve('find the sum of the infinite series 3/4^n, n from 1 to infinity').answer?.value).toBe('1');
    const fr = solve("calculer la somme de la série de terme général 1/3^n pour n allant de 0 à l'infini", { locale: 'fr' });
    expect(fr.interpretation?.text).toBe('Calculer la somme de 1/3^n pour n de 0 à ∞');
    expect(fr.answer?.value).toBe('3/2');
  });
});

describe('a finite sum written out with letters in its terms', () => {
  it.each([
    ['Evaluate the alternating sum C(m,0) - C(m,1) + C(m,2) - ... + (-1)^m C(m,m) for m >= 1', 'en', '0'],
    ['Calculer la somme alternée C(n,0) - C(n,1) + ... + (-1)^n C(n,n), n ≥ 1', 'fr', '0'],
    ['\\binom{n}{0} - \\binom{n}{1} + \\binom{n}{2} - \\cdots + (-1)^n \\binom{n}{n}', 'en', '0'],
    ['Calculer C(n,0) + 2C(n,1) + 4C(n,2) + ... + 2^n C(n,n)', 'fr', '3^n'],
    ['1 + x + x^2 + ... + x^n', 'en', '(-x^(n + 1) + 1)/(-x + 1)'],
  ] as const)('%s = %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads no general term the shown terms do not fit', () => {
    expect(read('C(n,0) + 3C(n,1) + 4C(n,2) + ... + 2^n C(n,n)')).toBeNull();
  });
});

describe('the sum asked around the series in other words', () => {
  it.each([
    ['Σ_{n=1}^∞ 1/(n(n+1)) — find its sum', { summand: '1/(n*(n + 1))', lo: '1', hi: 'oo' }],
    ['Quelle est la somme de la série Σ_{n≥0} 1/n! ?', { lo: '0', hi: 'oo' }],
    ['What is the sum of Σ_{n=0}^∞ 1/3^n?', { summand: '1/3^n', lo: '0' }],
    ['Σ_{n≥1} 1/n² : calculer sa somme.', { lo: '1', hi: 'oo' }],
    ['Que vaut la somme Σ_{k=1}^{n} k ?', { summand: 'k', hi: 'n' }],
  ])('%s', (input, task) => {
    expect(read(input)).toMatchObject({ kind: 'sum', ...task });
  });
});

describe('a sum asked by "= ?" or by the term named with its letter', () => {
  it.each([
    ['Σ_{n≥1} 1/(n(n+1)) = ?', 'en', '1'],
    ['\\sum_{n=1}^{\\infty} \\frac{1}{n(n+2)} = ?', 'fr', '3/4'],
    ['somme de la série un = 3^n/7^(n-2)', 'fr', '343/4'],
    ['find the sum of the series a_n = 3^n/7^(n-2)', 'en', '343/4'],
    ['somme de la série u_n = 2/3^n', 'fr', '3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('never starts at 0 a term undefined there: it starts where the term is defined, and says so', () => {
    const s = solve('somme de la série un = 1/n^2', { locale: 'fr' });
    expect(s.answer?.value).toBe('(1/6)*pi^2');
    expect(s.interpretation?.text).toContain('pour n de 1 à ∞');
  });
});

describe('the series named by its kind, or summed by the verb', () => {
  it.each([
    ['Calculer la somme de la série géométrique Σ_{n≥0} (2/3)^n', 'fr', '3'],
    ['Calculer la somme de la série télescopique Σ_{n≥1} (1/n − 1/(n+1))', 'fr', '1'],
    ['Find the sum of the geometric series \\sum_{k=1}^{\\infty} 5 (-1/4)^k', 'en', '-1'],
    ['Sum the infinite series Σ_{n=0}^∞ 3/2^n', 'en', '6'],
    ['Sum the series 1 + 1/3 + 1/9 + 1/27 + ...', 'en', '3/2'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a bound grouped by thousands in an English statement', () => {
  it.each([
    ['Find the sum of n from n = 1 to 1,000', 'en', '500500'],
    ['Compute the sum of k^2 for k = 1 to 1,000', 'en', '333833500'],
    ['Evaluate the integral of x from 0 to 1,000', 'en', '500000'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('the value asked after the convergence', () => {
  it.each([
    ['Determine if the following series converges or diverges. If it converges determine its value. Σ_{n=1}^∞ 1/(n^2 + 3n + 2)', 'en', '1/2'],
    ['Determine if the series Σ_{n=0}^∞ 3^{n+1}/5^n converges or diverges. If it converges give its value.', 'en', '15/2'],
    ['Montrer que la série Σ_{n≥1} 1/(n(n+2)) converge et déterminer sa valeur', 'fr', '3/4'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  }, 20_000);
});
