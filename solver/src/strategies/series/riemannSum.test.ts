import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import { readRiemannSum, riemannIntegrand } from './riemannSum';

describe('limits of Riemann sums', () => {
  it.each([
    ['lim_{n→∞} (1/n) Σ_{k=1}^n (k/n)^2', '1/3'],
    ['lim_{n \\to \\infty} \\sum_{k=1}^{n} \\frac{n}{n^2+k^2}', 'pi/4'],
    ['find lim as n→∞ of Σ_{k=1}^{n} 1/(n+k)', 'ln(2)'],
    ['lim n→+∞ 1/n ∑_{k=0}^{n-1} e^{k/n}', 'e - 1'],
    ['lim_{n→∞} (1/n) Σ_{k=1}^{2n} k/n', '2'],
    // after a verb in LaTeX, and with no point said (the sum's upper index n tends to ∞)
    ['Calculer \\lim_{n \\to +\\infty} \\sum_{k=1}^{n} \\frac{1}{n+k}', 'ln(2)'],
    ['Calculer la limite de \\sum_{k=1}^{n} \\frac{1}{n+k}', 'ln(2)'],
    ['Find the limit of \\sum_{k=1}^{n} \\frac{n}{n^2+k^2}', 'pi/4'],
  ])('%s = %s, checked against the sum itself', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Recognise a Riemann sum');
  });

  it('reads French phrasings of the limit', () => {
    const s = solve('limite quand n tend vers +∞ de Σ_{k=1}^{n} k/n²', { locale: 'fr' });
    expect(s.answer?.value).toBe('1/2');
    expect(s.steps[0].title).toBe('Reconnaître une somme de Riemann');
    expect(solve('limite de (1/n) Σ_{k=1}^{n} 1/(1 + k/n) quand n tend vers +∞', { locale: 'fr' }).answer?.value).toBe('ln(2)');
  });

  it.each([
    ['find lim n→∞ (1/n^2)(1 + 2 + ... + n)', '1/2'],
    ['limit as n goes to infinity of (1 + 2 + ... + n)/n^2', '1/2'],
    ['lim n→∞ (1^2 + 2^2 + ... + n^2)/n^3', '1/3'],
    ['lim n→∞ (1/n^2)(Σ_{k=1}^{n} k)', '1/2'],
    ['Riemann sum Σ_{k=1}^{n} (1/n) sin(kπ/n) as n → ∞', '2/pi'],
    ['Déterminer la limite de la somme de Riemann S_n = (1/n) Σ_{k=1}^{n} (k/n)^2', '1/3'],
    ['limit of the sequence u_n = (1/n) Σ_{k=1}^{n} e^{k/n}', 'e - 1'],
  ])('%s: a sum written out, between brackets, or announced by its name', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.finalAnswer.startsWith('lim =')).toBe(true);
  });

  it('refuses a sum that is not one Riemann sum times a factor', () => {
    expect(riemannIntegrand(normalize('lim n→∞ (Σ_{k=1}^{n} k)^2/n^4').text)).toBeNull();
    expect(riemannIntegrand(normalize('lim n→∞ (Σ_{k=1}^{n} k + n^2)/n^2').text)).toBeNull();
    expect(solve('lim n→∞ (Σ_{k=1}^{n} k)^2/n^4').verified).toBe(false);
  });

  it('takes only sums whose term times n depends on k/n alone, with F bounded', () => {
    const read = (s: string) => readRiemannSum(normalize(s).text);
    expect(read('lim_{n→∞} (1/n) Σ_{k=1}^n (k/n)^2')).toMatchObject({ k: 'k', n: 'n', lo: 1, hi: 'n' });
    expect(riemannIntegrand(normalize('lim_{n→∞} Σ_{k=1}^n 1/k').text)).toBeNull();
    expect(riemannIntegrand(normalize('lim_{n→∞} Σ_{k=1}^n 1/k^2').text)).toBeNull();
    expect(read('Σ_{k=1}^n (k/n)^2')).toBeNull();
  });
});
