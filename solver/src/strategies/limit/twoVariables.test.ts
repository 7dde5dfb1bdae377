import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('limits of f(x, y) at a point', () => {
  it.each([
    ['lim_{(x,y)→(0,0)} x²y/(x² + y²)', '0'],
    ['lim_{(x,y)→(0,0)} (x^3 + y^3)/(x^2 + y^2)', '0'],
    ['lim_{(x,y)→(1,2)} (x + y)/(x - y)', '-3'],
    ['lim_{(x,y)→(0,0)} xy/(x² + y²)', 'DNE'],
    ['lim_{(x,y)→(0,0)} x²y/(x⁴ + y²)', 'DNE'],
    ['limite de x²y/(x² + y²) quand (x,y) tend vers (0,0)', '0'],
    // typed in LaTeX, inside a textbook's instruction, or with the function named
    ['\\lim_{(x,y) \\to (0,0)} \\frac{x^3 + y^3}{x^2 + y^2}', '0'],
    ['Evaluate \\lim_{(x,y)\\to(1,2)} (x^2 y + 3)', '5'],
    ['Find the limit, if it exists, or show that the limit does not exist: \\lim_{(x,y)\\to(0,0)} \\frac{xy}{\\sqrt{x^2+y^2}}', '0'],
    ['Find the limit, if it exists, or show that the limit does not exist. lim_{(x,y)→(0,0)} (x^2 y^2)/(x^4 + 3y^4)', 'DNE'],
    ["Étudier la limite en (0,0) de f(x,y) = \\frac{x^2 y}{x^2 + y^2}", '0'],
    ['Show that \\lim_{(x,y)\\to(0,0)} \\frac{x^2 - y^2}{x^2 + y^2} does not exist', 'DNE'],
  ])('%s = %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('answers whether the limit exists, by two paths or a polar bound, in both languages', () => {
    const no = solve('True or false: lim_{(x,y)→(0,0)} xy/(x² + y²) exists');
    expect(no.answer).toMatchObject({ kind: 'bool', value: 'False' });
    expect(no.steps.map((s) => s.title)).toContain('Compare two paths');
    const fr = solve('la limite lim_{(x,y)→(0,0)} xy/(x²+y²) existe-t-elle ? (oui/non)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('False');
    expect(fr.steps.map((s) => s.title)).toContain('Comparer deux chemins');
    const yes = solve('Does the limit of x y²/(x² + y²) as (x,y)→(0,0) exist?');
    expect(yes.answer?.value).toBe('True');
    expect(yes.steps.map((s) => s.title)).toContain('Bound in polar coordinates');
  });

  it('takes no path on which f is undefined as evidence (sin(xy)/(xy) on the axes)', () => {
    expect(solve('lim_{(x,y)→(0,0)} sin(x y)/(x y)').answer?.value).not.toBe('DNE');
  });
});

describe('the point of a two-variable limit written first, or with x and y implicit', () => {
  it.each([
    ['limite quand (x,y) tend vers (0,0) de (x²−y²)/(x²+y²)', 'DNE'],
    ['Déterminer la limite quand (x, y) tend vers (0, 0) de x y/(x² + y²)', 'DNE'],
    ['Find the limit of x^2 y^2/(x^2+y^2) at (0,0)', '0'],
  ])('%s = %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('leaves a pair of numbers after a one-variable function to other readers', () => {
    expect(solve('Find the limit of x^2 + 3 at (1,2)').answer).toBeNull();
  });
});

describe('more ways to ask a two-variable limit', () => {
  it.each([
    ['limite en (0,0) de xy/(x^2+y^2)', 'fr', 'DNE'],
    ['étudier la limite en (0,0) de (x^2 y)/(x^4 + y^2)', 'fr', 'DNE'],
    ['Show that the limit of xy^2/(x^2+y^4) as (x,y)->(0,0) does not exist', 'en', 'DNE'],
    ["Montrer que la limite de x^2/(x^2+y^2) quand (x,y) tend vers (0,0) n'existe pas", 'fr', 'DNE'],
    ['la fonction f(x,y) = x^2y^2/(x^2+y^2) admet-elle une limite en (0,0) ?', 'fr', 'True'],
    ['Does f(x,y) = x y/(x^2+y^2) have a limit at (0,0)?', 'en', 'False'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('two-variable limits by a radial variable or a root in the denominator', () => {
  it('sets u = x² + y² when the function depends on it alone, in both languages', () => {
    const en = solve('lim (x,y)→(0,0) sin(x^2+y^2)/(x^2+y^2)');
    expect(en.answer?.value).toBe('1');
    expect(en.verified).toBe(true);
    expect(en.steps.map((s) => s.title)).toContain('Set u = x² + y²');
    const fr = solve('limite de (x^2+y^2) ln(x^2+y^2) quand (x,y) tend vers (0,0)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('0');
    expect(fr.steps.map((s) => s.title)).toContain('Poser u = x² + y²');
  });

  it('bounds xy/√(x² + y²) in polar coordinates', () => {
    const s = solve('lim (x,y)->(0,0) xy/sqrt(x^2+y^2)');
    expect(s.answer?.value).toBe('0');
    expect(s.verified).toBe(true);
    expect(s.steps.map((st) => st.title)).toContain('Bound in polar coordinates');
  });

  it('reads no value off a division by zero at the point: e^(−1/(x² + y²))', () => {
    const s = solve('lim (x,y)->(0,0) e^(-1/(x^2+y^2))');
    expect(s.answer?.value).toBe('0');
    expect(s.steps.map((st) => st.title)).not.toContain('Substitute the point');
  });
});

describe('a limit stated to be shown, with its value or its non-existence', () => {
  it.each([
    ['Show that lim (x,y)->(0,0) x^2/(x^2+y^2) does not exist', 'en', 'DNE'],
    ['Montrer que la limite de (x²y)/(x²+y²) en (0,0) est 0', 'fr', '0'],
    ['Montrer que lim_{(x,y)→(0,0)} xy^2/(x^2+y^2) = 0', 'fr', '0'],
    ['Show that the limit of x^2 y/(x^2+y^2) as (x,y)→(0,0) is 0.', 'en', '0'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('answers the true limit when the value stated is wrong', () => {
    expect(solve('Show that the limit of xy/(x^2+y^2) as (x,y)->(0,0) is 0').answer?.value).toBe('DNE');
  });
});
