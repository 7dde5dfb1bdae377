import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { readSeriesTask } from './series';
import { SolverError } from '../errors';
import { solve } from '../solve';

const read = (s: string): ReturnType<typeof readSeriesTask> => readSeriesTask(normalize(s));

describe('reading a Taylor expansion', () => {
  it.each([
    ['Taylor expansion up to degree three of sqrt(2+x) centered at a = 2', { expr: 'sqrt(2 + x)', point: '2', order: 3 }],
    ['Maclaurin polynomial of order two of cos x', { expr: 'cos(x)', point: '0', order: 2 }],
    ["développement limité à l'ordre trois de ln(1+x)", { expr: 'ln(1 + x)', order: 3 }],
  ])('an order written in words: %s', (input, task) => {
    expect(read(input)).toMatchObject({ kind: 'series', ...task });
  });

  it('reads the formula of a function introduced by its name', () => {
    expect(read("Déterminer le développement limité à l'origine à l'ordre 3 de la fonction f définie par f(x) = √(1+x)")).toMatchObject({ expr: 'sqrt(1 + x)', point: '0', order: 3 });
    expect(read('Taylor polynomial of order 2 at 0 of the function g defined by g(t) = e^(2t)')).toMatchObject({ expr: 'e^(2*t)', variable: 't', order: 2 });
  });

  it('reads the function after the verb, and "up to order n" at the end', () => {
    expect(read('expand sqrt(1+x) to order 3 at 0')).toMatchObject({ expr: 'sqrt(1 + x)', point: '0', order: 3 });
    expect(read("Développer cos(2t) à l'ordre 4 en 0")).toMatchObject({ expr: 'cos(2*t)', variable: 't', order: 4 });
    expect(read('Maclaurin polynomial of e^(3x) up to order 2')).toMatchObject({ expr: 'e^(3*x)', order: 2 });
  });

  it('reads +∞ as the point, in words or symbols, and refuses −∞', () => {
    expect(read("DL à l'ordre 2 en +∞ de sqrt(x^2+x+1) - x")).toMatchObject({ expr: 'sqrt(x^2 + x + 1) - x', point: 'oo', order: 2 });
    expect(read('asymptotic expansion of x ln(1 + 1/x) at infinity to order 3')).toMatchObject({ point: 'oo', order: 3 });
    expect(read('DL_2(+∞) de x^2 ln(1 + 1/x) - x')).toMatchObject({ point: 'oo', order: 2 });
    expect(read("DL à l'ordre 2 en -∞ de sqrt(x^2+1) + x")).toBeInstanceOf(SolverError);
  });

  it('reads « d.l. » and a point said before the function', () => {
    expect(read("Calculer le d.l. au voisinage de 0 de cos(x) ln(1 + x) à l'ordre 4")).toMatchObject({ expr: 'cos(x)*ln(1 + x)', point: '0', order: 4 });
    expect(read("développement limité au voisinage de 1 de ln(x) à l'ordre 2")).toMatchObject({ expr: 'ln(x)', point: '1', order: 2 });
  });

  it('ends the function at a point said after it, and at the stop that ends the sentence', () => {
    expect(read('Find the Taylor polynomial of degree 2 of cos x at π/3.')).toMatchObject({ expr: 'cos(x)', point: 'pi/3', order: 2 });
    expect(read('Find the Maclaurin polynomial of degree 3 for f(x) = x e^(-x).')).toMatchObject({ point: '0', order: 3 });
  });

  it('reads an ordinal before "Taylor polynomial" as its degree', () => {
    expect(read('Find the third Taylor polynomial for f(x) = sqrt(x+2) at x = 1')).toMatchObject({ expr: 'sqrt(x + 2)', point: '1', order: 3 });
    expect(read('the 2nd Maclaurin polynomial of e^x')).toMatchObject({ order: 2 });
  });

  it('takes the formula of a function named before it is defined, never the letter', () => {
    expect(read('Find the Taylor polynomial T3(x) for the function f centered at the number a. f(x) = arcsin(7x), a = 0')).toMatchObject({ expr: 'asin(7*x)', variable: 'x', point: '0', order: 3 });
    expect(read('Find the Taylor polynomial T2(x) for the function f centered at the number a.')).toBeNull();
    expect(read('find taylor series... g(x)=x^3+1, a=1')).toMatchObject({ expr: 'x^3 + 1', point: '1' });
  });
});

describe('the whole series asked, with no order', () => {
  it.each([
    ['find the Taylor series of e^(3x)', { expr: 'e^(3*x)', general: true }],
    ['power series representation of 1/(1+x)', { expr: '1/(1 + x)', general: true }],
    ['développement en série entière de ln(1 - x)', { expr: 'ln(1 - x)', general: true }],
    ['Find the Maclaurin series for f and its radius of convergence. f(x) = tan^-1(2x)', { expr: 'atan(2*x)', general: true, radius: true }],
    ['maclaurin series of f(x)=x^2 e^x and radius of convergence', { expr: 'x^2*e^x', general: true, radius: true }],
  ])('%s', (input, task) => {
    expect(read(input)).toMatchObject({ kind: 'series', point: '0', ...task });
  });

  it('refuses an interval of convergence asked beside the series, naming it', () => {
    const r = read('power series representation for f(x) = 1/(1-x^3), interval of convergence?');
    expect(r).toBeInstanceOf(SolverError);
    expect(r instanceof SolverError ? r.text.en : '').toContain('"interval of convergence"');
  });

  it('keeps a polynomial, a développement limité or an order cut where it is asked', () => {
    expect(read('Maclaurin polynomial of e^x')).not.toHaveProperty('general');
    expect(read('Taylor series of e^x to order 3')).not.toHaveProperty('general');
    expect(read('développement limité de sin x en 0')).not.toHaveProperty('general');
  });
});

describe('an expansion at +∞ said by its variable', () => {
  it.each([
    ['Expand (1+1/n)^n in powers of 1/n up to order 2', { expr: '(1 + 1/n)^n', point: 'oo', order: 2 }],
    ["Donner un développement de (1+1/n)^n en puissances de 1/n jusqu'à 1/n^2", { point: 'oo', order: 2 }],
    ["développement asymptotique de (1+1/x)^x à l'ordre 3", { point: 'oo', order: 3 }],
    ['Expand (1+2/x)^x at infinity up to 1/x^2', { point: 'oo', order: 2 }],
    ['Taylor polynomial of order 3 of sin(n)', { point: 'oo', order: 3 }],
  ])('%s', (input, task) => {
    expect(read(input)).toMatchObject({ kind: 'series', ...task });
  });

  it('keeps a point said for n', () => {
    expect(read('Taylor polynomial of sin(n) at 0 to order 3')).toMatchObject({ point: '0' });
  });
});

describe('the point and the order in words', () => {
  it.each([
    ['taylor polynomial of order three for ln x centered at one', { point: '1', order: 3 }],
    ['Taylor polynomial of degree three of ln(x) centred at x = one', { point: '1', order: 3 }],
    ['Find the Taylor polynomial of order four of e^x about two', { point: '2', order: 4 }],
    ["développement limité à l'ordre trois de ln x au voisinage de un", { point: '1', order: 3 }],
    ["DL de ln(x) à l'ordre trois en x = un", { point: '1', order: 3 }],
    ["développement limité de cos x à l'ordre quatre au voisinage de zéro", { point: '0', order: 4 }],
  ])('%s', (input, expected) => {
    expect(read(input)).toMatchObject({ kind: 'series', ...expected });
  });
});

describe('the function written as a map', () => {
  it.each([
    ["Donner le développement limité à l'ordre 3 au voisinage de 0 de f : x ↦ e^x/(1 − x)", 'fr', '(8/3)*x^3 + (5/2)*x^2 + 2*x + 1'],
    ['Find the Taylor polynomial of degree 3 at 0 of f: x ↦ e^x/(1 − x)', 'en', '(8/3)*x^3 + (5/2)*x^2 + 2*x + 1'],
    ["DL à l'ordre 2 en 0 de la fonction $t \\mapsto \\cos(2t)$", 'fr', '-2*t^2 + 1'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
