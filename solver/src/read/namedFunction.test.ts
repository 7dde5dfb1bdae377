import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { namedFunction } from './namedFunction';
import { readLimit } from './limit';
import { SolverError } from '../errors';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';

const question = (s: string) => namedFunction(normalize(s).text)?.question ?? null;

describe('a function defined apart from the question', () => {
  it('puts the formula where the question names the function', () => {
    expect(question('Soit f(x) = (x^2 - 1)/(x - 1). Calculer la limite de f en 1.')).toBe('Calculer la limite de ((x^2 - 1)/(x - 1)) en 1.');
    expect(question('Find the limit of f(x) as x → 0, where f(x) = sin(2x)/x')).toBe('Find the limit of (sin(2x)/x) as x -> 0');
    expect(namedFunction(normalize('Soit f la fonction définie sur ]0;+∞[ par f(x) = ln(x)/x. Déterminer la limite de f en +∞.').text)).toMatchObject({ name: 'f', variable: 'x', domain: ']0;+oo[' });
  });

  it('leaves alone a question that uses the function otherwise', () => {
    expect(question('Soit f(x) = x^2 + 1. Calculer f(2).')).toBeNull();
    expect(question("f(x) = x^3, find f'(x)")).toBeNull();
    expect(question('f(x) = x^3. Solve x^2 = 4.')).toBeNull();
  });

  it.each([
    ['Soit f(x) = (x^2 - 1)/(x - 1). Calculer la limite de f en 1.', 'fr', '2'],
    ['f(x) = (3x - 1)/(x + 2). Find lim_{x→∞} f(x).', 'en', '3'],
    ['g(t) = (1 - cos t)/t^2, find the limit of g(t) as t approaches 0', 'en', '1/2'],
    ['Déterminer la limite en +∞ de f(x) = (2x+1)/(x-5)', 'fr', '2'],
    ['Soit f(x) = 3x^2 + 2x. Calculer ∫_0^1 f(x) dx.', 'fr', '2'],
    ['Evaluate the integral of g(t) from 0 to 2, where g(t) = t^2 - t', 'en', '2/3'],
    ['Soit f la fonction définie sur ℝ par f(x) = 2x + 1. Déterminer une primitive de f.', 'fr', 'x^2 + x + C'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('takes the limit at an open end of the domain from inside it', () => {
    expect(readLimit(normalize('Soit f la fonction définie sur ]0;+∞[ par f(x) = ln(x). Déterminer la limite de f en 0.'))).toMatchObject({ point: '0', side: 'right' });
    expect(readLimit(normalize('Soit f la fonction définie sur ]-∞ ; 2[ par f(x) = 1/(x - 2). Déterminer la limite de f en 2.'))).toMatchObject({ point: '2', side: 'left' });
  });

  it('names an equation left inside a formula in the language asked', () => {
    try {
      fromMathJson(parseCalc('y = x + 1'));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SolverError);
      expect((e as SolverError).text.fr).toBe("Cette méthode d'analyse ne traite pas encore une équation ou une inégalité à l'intérieur de l'expression.");
    }
  });
});
