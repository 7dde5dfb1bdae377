import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { verifyTask } from '../verify/task';
import { readVertexForm } from './vertexForm';

const read = (s: string) => readVertexForm(normalize(s));

describe('a quadratic in vertex form', () => {
  it('reads the request before or after the quadratic, in English and French', () => {
    expect(read('Write the equation in vertex form y=x^2+2x+5')).toEqual({ kind: 'transform', op: 'complete_square', expr: 'x^2 + 2*x + 5' });
    expect(read('express x^2 + 6x + 5 in the form (x + a)^2 + b')?.expr).toBe('x^2 + 6*x + 5');
    expect(read('Donner la forme canonique de f(x) = 2x^2 - 8x + 3')?.expr).toBe('2*x^2 - 8*x + 3');
    expect(read('Mettre x² - 5x + 1 sous forme canonique')?.expr).toBe('x^2 - 5*x + 1');
  });

  it('leaves equations, other degrees and other letters to the other readers', () => {
    expect(read('solve x^2+6x+5=0 by completing the square')).toBeNull();
    expect(read('write x^3 + x in vertex form')).toBeNull();
    expect(read('write a x^2 + x in vertex form')).toBeNull();
  });

  it('completes the square, a put in front, checked as a(x − h)² + k', () => {
    const en = solve('complete the square for 2x^2 - 8x + 3');
    expect(en.answer?.value).toBe('2*(x - 2)^2 - 5');
    expect(en.verified).toBe(true);
    const fr = solve('Mettre x² - 5x + 1 sous forme canonique', { locale: 'fr' });
    expect(fr.answer?.value).toBe('(x - 5/2)^2 - 21/4');
    expect(fr.steps.map((s) => s.title)).toContain('Compléter le carré');
    const task = read('write y = x^2 + 6x + 5 in vertex form');
    expect(task && verifyTask(task, { kind: 'expr', value: '(x + 3)^2 - 4' })).toBe(true);
    // the same quadratic left expanded is not its vertex form
    expect(task && verifyTask(task, { kind: 'expr', value: 'x^2 + 6*x + 5' })).toBe(false);
  });

  it('reads the range of a quadratic from its vertex form, checked on a grid of values', () => {
    const en = solve('find the range of f(x) = x^2 - 4x + 7');
    expect(en.answer?.value).toBe('[3, oo)');
    expect(en.verified).toBe(true);
    expect(solve('what is the range of y = -2x^2 + 4x + 1').answer?.value).toBe('(-oo, 3]');
    const fr = solve("Déterminer l'ensemble des valeurs prises par f(x) = x^2 - 6x + 10", { locale: 'fr' });
    expect(fr.answer?.value).toBe('[1, oo)');
    expect(fr.steps.map((s) => s.title)).toContain("Lire l'ensemble des valeurs");
    const task = read('find the range of f(x) = x^2 - 4x + 7');
    expect(task && verifyTask(task, { kind: 'interval', value: '[3, oo)' })).toBe(true);
    expect(task && verifyTask(task, { kind: 'interval', value: '[7, oo)' })).toBe(false);
    expect(task && verifyTask(task, { kind: 'interval', value: '(-oo, 3]' })).toBe(false);
  });
});

describe('the form named before the expression', () => {
  it.each([
    ['Mettre sous forme canonique 2x^2+4x-7', 'fr', '2(x + 1)² − 9'],
    ['Écrire sous forme canonique : f(x) = -x^2 + 4x + 1', 'fr', '-(x − 2)² + 5'],
    ['write in vertex form 2x^2+4x-7', 'en', '2(x + 1)² − 9'],
    ['put into vertex form: x^2 + 8x + 3', 'en', '(x + 4)² − 13'],
    ['complete the square x^2 - 6x + 1', 'en', '(x − 3)² − 8'],
    ['Mettre sous forme canonique \\frac{1}{2}x^2 - 3x + 5', 'fr', '(1/2)·(x − 3)² + 1/2'],
  ] as const)('%s', (input, locale, answer) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });

  it('reads the vertex or the axis of symmetry of a parabola, and answers them from the vertex form, checked on the parabola', () => {
    expect(solve('Find the vertex of y = x^2 - 4x + 1').finalAnswer).toBe('Vertex (2, -3)');
    const axis = solve('Find the axis of symmetry of y = 2x^2 + 8x - 3');
    expect([axis.finalAnswer, axis.verified]).toEqual(['x = -2', true]);
    expect(solve('Déterminer le sommet de la parabole y = x^2 - 6x + 8', { locale: 'fr' }).finalAnswer).toBe('Sommet (3 ; -1)');
    expect(solve('Find the vertex of y = x^3 - 4x').answer).toBeNull();
  });
});
