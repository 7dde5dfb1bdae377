import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import type { Locale } from '../types';
import { lintSolution, type StepRule } from './step-lint';

/**
 * The steps of a spread of problems, in both languages, read the way a teacher reads them: every
 * formula renders, no formula carries a vacuous factor or a doubled sign, no explanation carries
 * program notation, and no step only repeats what it received.
 */
const PROBLEMS = [
  // algebra
  'x^2-5x+6=0', '2x^2+3x-2=0', 'x^2+x+1=0', 'factor x^2 - 5x + 6', '4/5 + 3/5', '6/3 + 1/2', '1/2 + 1/3',
  '1/(x-1) + 1/(x+1) = 1', 'sqrt(x+1) = x - 1', 'simplify (x^2-1)/(x-1)', '|2x - 1| = 3', 'x + 2 > 3',
  'x + y = 3 and 2x + 3y = 8', '(x - 1)(x - 5)(x + 5) = 0', '2^x = 8', 'ln(x) = 2',
  // derivatives
  'derivative of ln(x^3+x)', 'derivative of x^2 sin x', 'derivative of (x^2+1)^5', 'derivative of sin(3x)',
  'd/dx e^x/x', 'derivative of x√x', 'derivative of tanh(x)', 'derivative of cos(n x)', 'dy/dx if x^2 y + y^3 = 1',
  // integrals
  'integrate x*(sin x + cos x)', 'integrate x e^x', 'integrate x ln x', 'integrate 2x cos(x^2)', 'integrate 1/(x^2-1)',
  'integrate x e^(2x)', 'integrate x^2 e^x', 'integrate tan^2(x)', '∫√(2x+1) dx', 'integrate (5x+3)/(x^2+2x-3) dx',
  '∫₁² 2x e^(x²) dx', 'integrate 1/cosh(x)^2',
  // limits
  'limit (sqrt(x+1)-1)/x as x->0', 'limit (sin x)/x as x->0', 'limit (e^x-1-x)/x^2 as x->0',
  'limit (x^2+1)/(2x^2-3) as x->oo', 'limit of (x^2-1)/(x-1) as x -> 1', 'lim (1 + 1/x)^x as x→∞',
  'limit (sqrt(x^2+x)-x) as x->oo',
  // ODEs
  "y' + 2y = e^x", "y'' - 3y' + 2y = 0", "y' = x y", "x y' + y = 0", "y'' + 4y = 0", "y' + y = x",
  // complex
  '(1+2i)/(3-4i)', 'arg(-1 + sqrt(3) i)', 'arg(−1 + i)', 'z^4 = -1', 'z^3 = 8i', 'z^6 = -1', 'z^2 = i',
  '4/(1 + 2i)', '(2 + 3i)/(4i)',
  // trigonometry
  'sin x = 1/2', 'cos(2x) = sqrt(2)/2', 'tan x = 1', 'is sec²(x) − tan²(x) = 1 an identity?',
  // matrices, series
  'inverse of [[1,2],[3,4]]', 'det [[1,2,3],[4,5,6],[7,8,10]]', 'sum 1/2^n from n=0 to oo', 'taylor series of e^x at 0 order 4',
  'eigenvalues of [[2,1],[1,2]]', 'solve x + y + z = 6, 2x + y − z = 1, x − y + z = 2', 'sum k^2 for k from 1 to 10',
  // more of each kind
  "y' + y tan(x) = cos(x)", "x y' + y = x^2", "y' + y = y^2", 'integrate u e^u du', 'integrate e^x cos x', 'integrate x (e^x + e^(-x))',
  'solve (1+i)z = 3 - i', '(1 + sqrt(3) i)/(1 - i)', '1/i', 'z^5 = 1', '2z^3 + 16 = 0 in C', 'sin(2x) = 1/2', 'cos x = 0',
  'limit x/(sqrt(x+4)-2) as x->0', 'lim x→0 (1 - cos x)/x^2', 'derivative of 1/(x^2+1)', 'derivative of e^(2x) sin(3x)',
  'd/dx x^x', 'solve x^3 - 6x^2 + 11x - 6 = 0', '3/4 - 5/6', 'integrate x sin(x)', 'integrate from 0 to pi x*(sin x + cos x)',
  "y'' + 4y = 0", '|(2 + i)(3 − i)|', 'x^2 - 4 > 0', '(x-1)/(x+2) <= 0', '2^x = 8', 'det [[2-x, 1],[1, 2-x]]', '2x - y = 1 and x + 3y = 11',
];

const LOCALES: Locale[] = ['en', 'fr'];
const findings = PROBLEMS.flatMap((p) =>
  LOCALES.flatMap((locale) => lintSolution(p, solve(p, { locale }), locale).map((f) => ({ p, locale, ...f }))),
);

/** The findings of the given rules, one line each. */
function found(...rules: StepRule[]): string[] {
  return findings.filter((f) => rules.includes(f.rule)).map((f) => `[${f.locale}] ${f.p} (step ${f.step ?? '-'}): ${f.text}`);
}

describe('steps a teacher would sign', () => {
  it('renders every formula with KaTeX', () => {
    expect(found('katex')).toEqual([]);
  });

  it('writes no vacuous factor, doubled sign, glued macro or English word in a formula', () => {
    expect(found('formula')).toEqual([]);
  });

  it('writes explanations as prose, without program notation', () => {
    expect(found('prose')).toEqual([]);
  });

  it('emits no step that only repeats its formula or divides by 1', () => {
    expect(found('identity', 'trivial-factor')).toEqual([]);
  });

  it('speaks French mathematics in French', () => {
    expect(found('french')).toEqual([]);
  });

  it('answers an exact problem exactly', () => {
    expect(found('decimal-answer')).toEqual([]);
  });
});
