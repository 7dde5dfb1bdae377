import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readFunctionValue } from './functionValue';

const read = (s: string) => readFunctionValue(normalize(s));

describe('readFunctionValue', () => {
  it('reads a value of a function defined first, in English and French', () => {
    expect(read('Given the function h(t) = t^2 - 4t, find h(5).')).toEqual({ kind: 'evaluate', expr: '5^2 - 4*5' });
    expect(read('if f(x) = 3x - x^2, find f(-2)')).toEqual({ kind: 'evaluate', expr: '3*(-2) - (-2)^2' });
    expect(read('Soit f la fonction définie sur R par f(x) = (x+1)/(x-2). Calculer f(4).')).toEqual({ kind: 'evaluate', expr: '(4 + 1)/(4 - 2)' });
  });
  it('reads a composition at a number or at the variable', () => {
    expect(read('f(x) = 2x + 1 and g(x) = x^2, find f(g(3))')).toEqual({ kind: 'evaluate', expr: '2*3^2 + 1' });
    expect(read('Given f(x) = x - 1 and g(x) = x^2 Find (f o g)(x)')).toEqual({ kind: 'transform', op: 'expand', expr: 'x^2 - 1' });
    expect(read('f(x) = x + 4, g(x) = 3x. Find (g∘f)(x).')).toEqual({ kind: 'transform', op: 'expand', expr: '3*(x + 4)' });
    expect(read('Let f(x)=2x+1 and g(x)=x^2-2. Then, find g o f(x)')).toEqual({ kind: 'transform', op: 'expand', expr: '(2*x + 1)^2 - 2' });
    expect(read("Soit f(x) = x² + 1 et g(x) = 3x − 2. Déterminer l'expression de f∘g(x).")).toEqual({ kind: 'transform', op: 'expand', expr: '(3*x - 2)^2 + 1' });
    expect(read('h(x) = x + 1 and k(x) = 2x; find the expression for (k o h)(x)')).toEqual({ kind: 'transform', op: 'expand', expr: '2*(x + 1)' });
    expect(read('f(x) = x^2 + 1, find f(a + 1)')).toEqual({ kind: 'transform', op: 'expand', expr: '(a + 1)^2 + 1' });
  });
  it('leaves other questions about the functions to the other readers', () => {
    expect(read("f(x) = x^2 + 1, find f'(2)")).toBeNull();
    expect(read('f(x) = x^2 + 1, solve f(x) = 5')).toBeNull();
    expect(read('f(x) = x^2 + 1, find g(2)')).toBeNull();
    expect(read('find f(2)')).toBeNull();
    expect(read('the derivative of f(x) = x^2, find f(2)')).toBeNull();
  });
  it('answers with the reading stated, verified', () => {
    const s = solve('f(x)=3x-2, g(x)=x^2+1 find f(g(2))');
    expect(s.finalAnswer).toBe('13');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toBe('Compute 3(2² + 1) − 2');
    expect(solve('Given f(x) = x^2 + 3 and g(x) = x - 2, find (f o g)(x)').finalAnswer).toBe('x² − 4x + 7');
  });
  it('reads the domain written with the definition, and asks for a value inside it', () => {
    expect(read('Let f(x) = 1.5x + 2 for x ≥ 0. Find f(4)')).toEqual({ kind: 'evaluate', expr: '(3/2)*4 + 2' });
    expect(read('f(x) = 3x^2 - 1, x ∈ [0, 5]. Compute f(2)')).toEqual({ kind: 'evaluate', expr: '3*2^2 - 1' });
    expect(read('f(x) = sqrt(x - 1) (x > 1), find f(5)')).toEqual({ kind: 'evaluate', expr: 'sqrt(5 - 1)' });
    const fr = solve('Soit f(x) = 1,5x + 2 avec x ≥ 0. Calculer f(4)', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('8');
    expect(fr.verified).toBe(true);
    expect(solve('Soit f(x) = 2x - 1 pour x appartenant à [0 ; 3]. Calculer f(1,5).', { locale: 'fr' }).finalAnswer).toBe('2');
  });
  it('refuses a value outside the domain given, by name', () => {
    expect(solve('Let f(x) = 1.5x + 2 for x ≥ 0. Find f(-4)').error?.message).toBe('f(-4) is not defined: -4 is not in the domain [0, +∞) given for f.');
    expect(solve('Soit f la fonction définie sur [0 ; 10] par f(x) = x² − 3x. Calculer f(12).', { locale: 'fr' }).error?.message).toBe(
      "f(12) n'est pas défini : 12 n'appartient pas à l'ensemble de définition [0 ; 10] donné pour f.",
    );
    // a condition that is no interval is not dropped: the value is not computed as if it were not there
    expect(read('f(x) = 1/(x - 1), x ≠ 1. Find f(3)')).toBeNull();
    expect(read('f(x) = 2x, x in C. Find f(i)')).toBeNull();
  });
});

describe('a value or a composition asked before the functions are given', () => {
  it.each([
    ['Find f(g(x)) if f(x) = 2x + 1 and g(x) = x^2 - 3', 'en', '2*x^2 - 5'],
    ['Find f(3) if f(x) = x^2 - 2x', 'en', '3'],
    ['Calculer g(f(2)) si f(x) = x + 1 et g(x) = x^2', 'fr', '9'],
    ['Evaluate h(-1) given h(t) = 3t^2 - t', 'en', '4'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
});
