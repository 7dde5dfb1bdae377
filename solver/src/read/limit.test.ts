import { solve } from '../solve';
import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { readLimit } from './limit';

const read = (s: string) => readLimit(normalize(s));

describe('limits: where the point is written, or left implied', () => {
  it('reads the point after the expression ("…, x → π/2")', () => {
    expect(read('lim (pi/2 - x) tan x, x → π/2')).toMatchObject({ kind: 'limit', variable: 'x', point: 'pi/2', side: 'both' });
    expect(read('limite de sin(x)/x, x tend vers 0')).toMatchObject({ variable: 'x', point: '0' });
  });
  it('takes a limit in n with no point as n → ∞, a sequence', () => {
    expect(read('lim (2^n + 5^n)^(1/n)')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('limite de (4^n - 3^n)/(4^n + 3^n)')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('What is the limit of (1+1/n^2)^n?')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('Quelle est la limite de (1 + 2/n)^n ?')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('What is the limit of sin(x)/x?')).toBeNull();
  });
  it('leaves a limit in x with no point unread', () => {
    expect(read('limit of 1/x')).toBeNull();
  });
});

describe('limits whose point is written in words', () => {
  it("reads « l'infini », « moins l'infini », \"minus infinity\"", () => {
    for (const [input, value] of [
      ["limite quand n tend vers l'infini de (1 − 1/n²)^n", '1'],
      ["limite quand x tend vers moins l'infini de e^x", '0'],
      ['limit as x approaches minus infinity of e^x', '0'],
      ["limite quand n tend vers plus l'infini de 1/n", '0'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });
});

describe('limits with the theorem or rule to use named', () => {
  it.each([
    ['limite en 0 de x² sin(1/x) (théorème des gendarmes)', { variable: 'x', point: '0' }],
    ['use the squeeze theorem to find lim n→∞ cos(n)/n', { variable: 'n', point: 'oo' }],
    ['Using the squeeze theorem, find lim_{x→0} x^2 cos(1/x)', { variable: 'x', point: '0' }],
    ["lim_{x→0} sin(x)/x using L'Hôpital's rule", { variable: 'x', point: '0' }],
    ['en utilisant le théorème des gendarmes, calculer la limite de sin(n)/n', { variable: 'n', point: 'oo' }],
  ])('%s', (input, task) => {
    expect(read(input)).toMatchObject(task);
    const s = solve(input);
    expect(s.verified).toBe(true);
  });
});

describe('the side written as an inequality under the limit', () => {
  it('reads lim_{x→0, x>0} as from the right and x < a as from the left', () => {
    expect(read('lim_{x→0, x>0} x^x')).toMatchObject({ point: '0', side: 'right' });
    expect(read('lim_{x→1, x<1} 1/(x - 1)')).toMatchObject({ point: '1', side: 'left' });
  });
  it('leaves an inequality at another point unread', () => {
    expect(() => read('lim_{x→2, x>0} 1/x')).toThrow();
  });
});

describe('a sequence named by its term', () => {
  it('reads « limite de u_n = … » and "limit of a_n = …" as n → ∞', () => {
    expect(read('limite de u_n = (2^n + 3^n)^(1/n)')).toMatchObject({ expr: '(2^n + 3^n)^(1/n)', variable: 'n', point: 'oo', sequence: true });
    expect(read('limit of a_n = n/(n+1)')).toMatchObject({ expr: 'n/(n + 1)', sequence: true });
  });
  it('reads the term written right after "the sequence", « la suite », in n alone', () => {
    expect(read('Find the limit of the sequence (n+1)/(2n-1)')).toMatchObject({ expr: '(n + 1)/(2*n - 1)', variable: 'n', sequence: true });
    expect(read('limite de la suite (n² + 3)/(2n² + n)')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('limit of the sequence (u_n)')).toBeNull();
  });
  it('reads « de terme général », "with general term", "whose general term is" before the term, named or not', () => {
    expect(read('Calculer la limite de la suite de terme général u_n = \\frac{3^n - 2^n}{3^n + 2^n}')).toMatchObject({ expr: '(3^n - 2^n)/(3^n + 2^n)', point: 'oo', sequence: true });
    expect(read('Déterminer la limite de la suite de terme général (1 + 1/n)^{2n}')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('Find the limit of the sequence with general term a_n = (2n+1)/(3n-4)')).toMatchObject({ expr: '(2*n + 1)/(3*n - 4)', sequence: true });
    expect(solve('Find the limit of the sequence whose general term is n/(n+1)').answer?.value).toBe('1');
    expect(read('Étudier la limite de la suite u_n = (n + (-1)^n)/(n - (-1)^n)')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('Study the limit of the sequence a_n = n/(n+1)')).toMatchObject({ expr: 'n/(n + 1)', sequence: true });
  });
  it('reads « étudier la limite »', () => {
    expect(read('étudier la limite de n/(n+1) quand n tend vers +∞')).toMatchObject({ expr: 'n/(n + 1)', point: 'oo' });
  });
});

describe('a point named by a letter', () => {
  it('reads x → a, the answer in terms of a, checked at values of a', () => {
    expect(read('lim_{x→a} (x² − a²)/(x − a)')).toMatchObject({ variable: 'x', point: 'a' });
    const s = solve('limite en a de (x³ − a³)/(x − a)', { locale: 'fr' });
    expect(s.answer?.value).toBe('3*a^2');
    expect(s.verified).toBe(true);
  });
  it('leaves x → x unread', () => {
    expect(solve('lim_{x→x} x').answer).toBeNull();
  });
});

describe('whether a sequence converges, asked without a question mark', () => {
  it.each([
    ['Étudier la convergence de la suite u_n = sin(n)/n', 'sin(n)/n'],
    ['Étudier la nature de la suite de terme général u_n = n/2^n', 'n/2^n'],
    ['Determine whether the sequence a_n = (-1)^n converges or diverges.', '(-1)^n'],
    ['Déterminer si la suite u_n = (3n^2+1)/(n^2+5) converge', '(3*n^2 + 1)/(n^2 + 5)'],
    ['Dire si la suite v_n = n sin(1/n) est convergente ou divergente', 'n*sin(1/n)'],
  ])('%s', (input, expr) => {
    expect(read(input)).toMatchObject({ kind: 'limit', expr, point: 'oo', sequence: true, asks: 'converges' });
  });

  it('answers yes with the limit, in both languages', () => {
    expect(solve('Étudier la convergence de la suite u_n = (2n+1)/(n+3)', { locale: 'fr' }).finalAnswer).toBe('Oui : la suite converge, vers 2.');
    expect(solve('Determine whether the sequence a_n = sin(n)/n converges or diverges').answer?.value).toBe('True');
  });
});

describe('points in LaTeX, sides said before the word limit, the variable left unnamed', () => {
  it.each([
    ['\\lim_{x\\to\\pi/2}\\frac{\\sqrt{1+2\\cos x}-1}{x-\\pi/2}', { variable: 'x', point: 'pi/2', side: 'both' }],
    ['\\lim_{x\\to\\frac{\\pi}{2}} \\frac{\\cos x}{x-\\frac{\\pi}{2}}', { variable: 'x', point: 'pi/2' }],
    ['\\lim_{t \\to \\pi}\\frac{\\sin t}{t-\\pi}', { variable: 't', point: 'pi' }],
    ['Evaluate the left-hand limit of 1/(1+e^(1/x)) as x → 0', { point: '0', side: 'left' }],
    ['Find the left-hand limit of 1/(1+e^(1/x)) as x approaches 0', { point: '0', side: 'left' }],
    ['Determine the right sided limit of sqrt(x)*ln(x) as x tends to 0', { point: '0', side: 'right' }],
    ['Déterminer la limite en 0 de (e^y - 1)/y', { variable: 'y', point: '0' }],
  ])('%s', (input, task) => {
    expect(read(input)).toMatchObject({ kind: 'limit', ...task });
  });

  it('keeps x when the formula has other letters too', () => {
    expect(read('limite en 0 de sin(a x)/x')).toMatchObject({ variable: 'x' });
  });
});

describe('a sequence in n with a parameter, and a side said in words', () => {
  it('takes a term in n and a parameter as n → ∞, never a term in x', () => {
    expect(read('Calculer lim (1 + a/n)^n')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('Calculer la limite de (1 − λ/n)^(2n)')).toMatchObject({ variable: 'n', point: 'oo', sequence: true });
    expect(read('lim (1 + x/n)^n')).toBeNull();
  });

  it('reads "the one-sided limit" by the side written at the point, and refuses it with no side', () => {
    expect(read('Find the one-sided limit lim_{x→2^-} (x+1)/(x−2)')).toMatchObject({ point: '2', side: 'left' });
    expect(read('Evaluate the one-sided limit \\lim_{x \\to 3^{+}} \\frac{x}{x-3}')).toMatchObject({ point: '3', side: 'right' });
    expect(solve('Find the one-sided limit of (x+1)/(x-2) at 2', { locale: 'en' }).answer).toBeNull();
  });
});
