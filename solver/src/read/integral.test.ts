import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { taskText } from '../task/text';
import { readTask } from './index';

describe('integrals with parameters stated positive', () => {
  it.each([
    ['∫_0^∞ x^2 e^{-ax} dx, a > 0', ['a']],
    ['∫_0^∞ x^3 e^{-ax} dx (a > 0)', ['a']],
    ['calculer ∫_0^{+∞} e^{-λx} dx où λ > 0', ['lambda']],
  ])('%s keeps the condition in the task, and its text reads back', (input, positive) => {
    const t = readTask(normalize(input)).task;
    expect(t).toMatchObject({ kind: 'integrate', positive });
    if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
  });

  it('answers for the positive parameter, checked at positive values of it', () => {
    const s = solve('∫_0^∞ x^2 e^{-ax} dx, a > 0');
    expect(s.answer?.value).toBe('2/a^3');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toBe('Compute the integral from 0 to ∞ of x²·e^(-a·x) dx, with a > 0');
    // unstated, the value holds only for a > 0: not marked checked
    expect(solve('∫_0^∞ x^2 e^{-ax} dx').verified).toBe(false);
  });

  it('refuses a condition on the variable of integration, naming it', () => {
    const s = solve('∫_0^1 x^2 dx, x > 0', { locale: 'fr' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('« , x > 0 »');
  });
});

describe('whether an integral converges and, if so, its value', () => {
  it.each([
    ['Does ∫_1^∞ 1/x² dx converge? If so, find its value', 'en', '1'],
    ['Determine whether the integral converges or diverges and evaluate it if it converges: ∫_0^1 1/√x dx', 'en', '2'],
    ['Is ∫_1^∞ 1/x dx convergent? If so, evaluate it.', 'en', 'oo'],
    ['Determine whether ∫_0^∞ e^{-2x} dx converges or diverges. If it converges, find its value.', 'en', '1/2'],
    ['Determine whether the integral is convergent or divergent. Evaluate those that are convergent. ∫_1^∞ 1/x^3 dx', 'en', '1/2'],
    ['Determine whether the integral is convergent or divergent, and evaluate it if it is convergent. ∫_2^∞ 1/x^3 dx', 'en', '1/8'],
    ['Étudier la convergence de ∫_1^{+∞} e^{-x} dx et calculer sa valeur', 'fr', 'exp(-1)'],
    ["L'intégrale ∫_0^1 ln(x) dx converge-t-elle ? Si oui, calculer sa valeur.", 'fr', '-1'],
    ["Étudier la nature de l'intégrale ∫_1^{+∞} 1/x dx et la calculer le cas échéant", 'fr', 'oo'],
    ["Étudier la convergence de l'intégrale suivante et la calculer le cas échéant : ∫_0^{+∞} x e^{-x} dx", 'fr', '1'],
    // the integral named (A = ∫…), the convergence asked as « justifier », the answer's format prescribed
    ["Justifier la convergence de l'intégrale A = ∫_0^{+∞} t² e^{−t} dt et la calculer.", 'fr', '2'],
    ["Montrer l'existence de l'intégrale J = ∫_1^{+∞} 1/t² dt et donner sa valeur", 'fr', '1'],
    ['Determine whether the improper integral ∫ from 1 to ∞ of 5/x^3 dx converges or diverges. If it converges, find its value. If it diverges, enter DNE.', 'en', '5/2'],
    ['Evaluate the integral ∫_0^∞ x e^{-2x} dx. If the integral diverges, answer undefined.', 'en', '1/4'],
  ] as const)('%s is answered by the value, checked', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads the question back from its own text', () => {
    const t = readTask(normalize('Does ∫_1^∞ 1/x² dx converge? If so, find its value')).task;
    expect(t).toMatchObject({ kind: 'integrate', asks: 'value', bounds: { lo: '1', hi: 'oo' } });
    if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
  });

  it('states convergence before the value, in both languages', () => {
    const en = solve('Does ∫_1^∞ 1/x² dx converge? If so, find its value');
    expect(en.finalAnswer).toBe('The integral converges: ∫ = 1');
    expect(en.steps.at(-1)?.explanation).toBe('The integral converges, and its value is 1.');
    expect(en.interpretation?.text).toBe('Decide whether the integral from 1 to ∞ of 1/x² dx converges and, if so, compute it');
    const fr = solve('Étudier la convergence de ∫_1^{+∞} 1/x² dx et calculer sa valeur', { locale: 'fr' });
    expect(fr.finalAnswer).toBe("L'intégrale converge : ∫ = 1");
    expect(fr.steps.at(-1)?.explanation).toBe("L'intégrale converge et vaut 1.");
  });

  it('says a divergent integral diverges', () => {
    const s = solve('Does ∫_0^1 1/x^2 dx converge? If so, find its value');
    expect(s.finalAnswer).toBe('The integral diverges (∞).');
  });

  it('asks for the bounds of an integral without them', () => {
    const s = solve('Does ∫ 1/x² dx converge? If so, find its value', { locale: 'fr' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toBe('Seule une intégrale avec des bornes converge ou diverge : écrivez ses bornes, par exemple ∫_1^{+∞} f(x) dx.');
  });

  it.each([
    'Does ∫_1^∞ 1/x² dx converge? If so, find its value and sketch the region',
    'Determine whether the integral converges or diverges and draw it: ∫_0^1 1/√x dx',
  ])('refuses "%s", with the words it could not read', (input) => {
    const s = solve(input);
    expect(s.answer).toBeNull();
    expect(s.error?.code).toBe('parse');
  });
});

describe('the value asked in a sentence before the integral', () => {
  it.each([
    ['Either evaluate the given improper integral or show that it diverges. ∫_1^∞ 1/x^3 dx', '1/2'],
    ['Evaluate each improper integral or show that it diverges. \\int_0^{\\infty} \\frac{dx}{(x+1)^2}', '1'],
    ['Evaluate the following integrals or state that they diverge: ∫_0^1 1/sqrt(x) dx', '2'],
    ['Determine whether the improper integral diverges or converges. Evaluate the integral if it converges. $$ \\int_{0}^{\\infty} e^{-2x} dx $$', '1/2'],
    ["Justifier l'existence de l'intégrale ∫_0^{+∞} e^{-t} dt et la calculer.", '1'],
    ['Existence et valeur de ∫_1^{+∞} 1/t^2 dt.', '1'],
    ["Étudier la nature de l'intégrale ∫_0^1 dx/√(1−x²) puis la calculer.", 'pi/2'],
    ["Prouver la convergence et calculer la valeur de l'intégrale J = ∫_0^{+∞} t^2 e^{-t} dt", '2'],
    ["Justifier l'existence de l'intégrale suivante, puis donner sa valeur : K2 = ∫_1^{+∞} dx/x^3", '1/2'],
    ['Convergence et calcul : ∫_0^{+∞} e^{-3x} dx', '1/3'],
    ['Prove that the following integral converges and find its value: ∫_0^∞ 1/(1+x)^3 dx', '1/2'],
  ])('%s', (input, value) => {
    expect(readTask(normalize(input)).task).toMatchObject({ kind: 'integrate', asks: 'value' });
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('a divergent integral is answered as such', () => {
    const s = solve('Evaluate each improper integral or show that it diverges. \\int_1^{10} \\frac{dx}{x \\ln x}');
    expect(s.finalAnswer).toMatch(/diverges/);
  });
});

describe('whether it converges asked in a sentence before the integral', () => {
  it.each([
    ['Les intégrales suivantes sont-elles convergentes ou divergentes ? I2 = ∫_1^{+∞} dt/√t', 'fr', "Non, l'intégrale diverge."],
    ['Determine whether the following integral converges or diverges: ∫_1^∞ 1/x^4 dx', 'en', 'Yes, the integral converges.'],
  ] as const)('%s', (input, locale, answer) => {
    expect(readTask(normalize(input)).task).toMatchObject({ kind: 'integrate', asks: 'converges' });
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });
});

describe('whether it converges, the integrand named before its bounds', () => {
  it.each([
    ['Does the integral of e^(-x^2) from 1 to infinity converge?', 'en', 'Yes, the integral converges.'],
    ['Is the integral of 1/(x ln x) from 2 to infinity convergent?', 'en', 'No, the integral diverges.'],
  ] as const)('%s', (input, locale, answer) => {
    expect(readTask(normalize(input)).task).toMatchObject({ kind: 'integrate', asks: 'converges', bounds: { hi: 'oo' } });
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });
});

describe('an integral named after someone', () => {
  it.each([
    ["Calculer l'intégrale de Wallis W_6 = ∫_0^{π/2} sin^6(x) dx", 'fr', '∫ = 5π/32'],
    ["Calculer l'intégrale de Wallis $W_5=\\int_0^{\\pi/2}\\sin^5 x\\,dx$", 'fr', '∫ = 8/15'],
    ['Evaluate the Wallis integral ∫_0^{π/2} cos^4 t dt', 'en', '∫ = 3π/16'],
  ] as const)('%s: the name is no part of it', (input, locale, answer) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });
});

describe('bounds written as decimals', () => {
  it.each([
    ['evaluate the integral of sin(x) from 0 to 0.5', 'en', '1 - cos(1/2)'],
    ["calculer l'intégrale de sin(x) de 0 à 0,5", 'fr', '1 - cos(1/2)'],
    ['integral from 0 to 1.5 of x^2 dx', 'en', '9/8'],
    ['integrate x^2 from x = 0.5 to x = 1.5', 'en', '13/12'],
    ['find the integral of 2x between 0.5 and 1.', 'en', '3/4'],
  ])('reads the whole number, never a bound cut at its decimal point: %s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
