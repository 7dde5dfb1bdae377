import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readTask } from '.';
import { taskText } from '../task/text';
import { readTangentLine } from './tangentLine';

const read = (s: string) => readTangentLine(normalize(s));

describe('the equation of a tangent line', () => {
  it.each([
    ['equation of the tangent line to y = x^3 at x = 1', 'en', '3*x - 2'],
    ["Déterminer l'équation de la tangente à la courbe de f(x) = x² − 3x + 1 au point d'abscisse 2.", 'fr', 'x - 3'],
    ["Donner une équation de la tangente à C_f au point d'abscisse 0, où f(x) = e^x", 'fr', 'x + 1'],
    ['Find the equation of the tangent line to f(x) = x^2 + 1 at the point (1, 2)', 'en', '2*x'],
    ['f(x) = x^2. Find the tangent line at x = 3.', 'en', '6*x - 9'],
    ['Write the equation of the line tangent to the graph of f(x) = √x at x = 4', 'en', 'x/4 + 1'],
    ["Soit f(x) = x e^{-x}. Déterminer l'équation réduite de la tangente T à C_f en 1.", 'fr', 'exp(-1)'],
  ] as const)('%s', (input, locale, line) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(line);
    expect(s.finalAnswer).toMatch(/^y = /);
    expect(s.verified).toBe(true);
  });

  it('states the tangent line it answered, in both languages', () => {
    expect(solve('tangent line of y=ln x at x=1').interpretation?.text).toBe('Find the equation of the tangent line to the curve y = ln(x) at x = 1');
    expect(solve('tangente à y = ln x en x = 1', { locale: 'fr' }).interpretation?.text).toContain("Déterminer l'équation de la tangente à la courbe y = ln(x) au point d'abscisse x = 1");
  });

  it('refuses a point given off the curve', () => {
    const r = read('Find the equation of the tangent line to f(x) = x^2 + 1 at the point (1, 5)');
    expect(r).toBeInstanceOf(Error);
    expect(String((r as Error).message)).toContain('(1, 5)');
  });

  it('names the words it cannot account for instead of dropping them', () => {
    const s = solve('equation of the tangent line to y = sin x at x = pi, rounded to 3 decimals');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('rounded 3 decimals');
  });

  it('leaves the slope alone and reads back as the same task', () => {
    expect(read('slope of the tangent to y = x^2 at x = 1')).toBeNull();
    const task = readTask(normalize('equation of the tangent line to y = x^3 at x = 1')).task;
    expect(task).toMatchObject({ kind: 'differentiate', line: 'tangent', at: '1' });
    if (task) expect(readTask(normalize(taskText(task))).task).toEqual(task);
  });

  it('writes the normal line, perpendicular to the tangent, and refuses it where it is vertical', () => {
    const s = solve('Find the equation of the normal line to y = x^2 at x = 1');
    expect(s.answer?.value).toBe('3/2 - x/2');
    expect(s.verified).toBe(true);
    const fr = solve("Déterminer une équation de la normale à la courbe de f(x) = x^3 au point d'abscisse 1", { locale: 'fr' });
    expect(fr.answer?.value).toBe('4/3 - x/3');
    expect(fr.interpretation?.text).toContain('normale');
    expect(solve('normal line to y = x^2 at x = 0', { locale: 'fr' }).error?.message).toContain('droite verticale x = 0');
  });

  it('reads the linear approximation of a function of one letter as its tangent line', () => {
    expect(solve('linearization of f(x) = ln x at x = 1').answer?.value).toBe('x - 1');
    expect(solve('approximation affine de f(x) = √(1+x) en 0', { locale: 'fr' }).answer?.value).toBe('x/2 + 1');
    expect(solve('linearization of f(x,y) = x^2 y at (1, 2)').answer?.value).toBe('4*x + y - 4');
  });

  it('reads a function written alone after its preposition', () => {
    expect(solve('Find the linear approximation of sqrt(x) at x = 4').answer?.value).toBe('x/4 + 1');
    expect(solve('tangent line to x^3 at x = 2').answer?.value).toBe('12*x - 16');
  });
});


describe('the point named by a letter before its abscissa', () => {
  it('reads « au point A de la courbe d\'abscisse −2 », « au point B de C_f d\'abscisse 1 », "the point P of the curve with x-coordinate 1"', () => {
    const fr = solve("Calculer l'équation de la tangente à C au point A de la courbe d'abscisse −2, où f(x) = 4x² − 5x + 3", { locale: 'fr' });
    expect(fr.answer?.value).toBe('-21*x - 13');
    expect(fr.verified).toBe(true);
    expect(solve("Soit f(x) = x³ + 2x − 1. Déterminer l'équation de la tangente au point B de C_f d'abscisse 1.", { locale: 'fr' }).answer?.value).toBe('5*x - 3');
    expect(solve('Find the tangent line at the point P of the curve with x-coordinate 1, where f(x) = x^3 + 2x - 1', { locale: 'en' }).answer?.value).toBe('5*x - 3');
  });
});
