import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { complexStrategy } from './complexStrategy';
import { solve } from '../../solve';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => complexStrategy.solve(normalize(s), ctx);
const value = (s: string): string | undefined => run(s)?.answer?.value;

describe('complex numbers', () => {
  it('reads a French command in the first person plural, « Calculons … »', () => {
    const s = solve("Calculons le module et l'argument de Z = (1 + i)^7", { locale: 'fr' });
    expect(s.interpretation?.text).toBe('Déterminer le module et un argument de (1 + i)⁷');
    expect(s.verified).toBe(true);
  });

  it('divides by multiplying by the conjugate, with steps in both languages', () => {
    const o = run('divide (2 + 3i) by (4 + 5i)');
    expect(o?.answer?.value).toBe('23/41 + 2/41*i');
    expect(o?.verified).toBe(true);
    expect(o?.steps[0].title).toEqual({
      en: 'Multiply by the conjugate of the denominator',
      fr: 'Multiplier par le conjugué du dénominateur',
    });
    expect(o?.steps[0].formula).toContain('\\left(4 - 5i\\right)');
    expect(value('(2 + 3i)/(4i)')).toBe('3/4 - i/2');
    expect(value('écrire 4/(1 + 2i) sous forme algébrique')).toBe('4/5 - 8/5*i');
    expect(value('Write (1+i)/(1-i) in the form a + bi')).toBe('i');
  });

  it('expands products and powers with i² = −1', () => {
    const o = run('(2+i)(3-i)');
    expect(o?.answer?.value).toBe('7 + i');
    expect(o?.steps[0].explanation).toEqual({ en: 'Distribute, then replace i² by −1.', fr: 'On distribue, puis on remplace i² par −1.' });
    expect(value('(1+i)^8')).toBe('16');
    expect(value('simplify i^2023')).toBe('-i');
    expect(value('Calculer (3 + 2i)(1 - i)')).toBe('5 - i');
    expect(value('3(2 - i) + i(4 + i)')).toBe('5 + i');
  });

  it('gives modulus, argument, conjugate and parts', () => {
    expect(value('|3+4i|')).toBe('5');
    expect(value('module de 3 - 4i')).toBe('5');
    expect(value('modulus of 2 + 2i')).toBe('2*sqrt(2)');
    expect(value('arg(−1 + i)')).toBe('3*pi/4');
    expect(value('what is the argument of -2 - 2i?')).toBe('-3*pi/4');
    expect(value('arg(1 + i√3)')).toBeUndefined();
    expect(value('arg(3 + 4i)')).toBe('atan(4/3)');
    expect(value('argument of -3 + 4i')).toBe('pi - atan(4/3)');
    expect(value('conjugate of 3 - 2i')).toBe('3 + 2*i');
    expect(value('partie imaginaire de (1+i)^3')).toBe('2');
    expect(value('Re((1+2i)/(3-i))')).toBe('1/10');
    const a = run('arg(-1 + i)');
    expect(a?.steps.map((s) => s.title.fr)).toEqual(['Calculer le module', 'Trouver θ avec cos θ et sin θ']);
    expect(a?.verified).toBe(true);
    expect(value('arg(-1)')).toBe('pi');
    expect(value('arg(2)')).toBe('0');
  });

  it('puts a named number into the question', () => {
    expect(value('z = 3 + 4i, find |z|')).toBe('5');
    expect(value('soit z = 1 - i ; calculer z^2')).toBe('-2*i');
  });

  it('writes exponential form and square roots', () => {
    const p = run('write 1 + i in exponential form');
    expect(p?.answer?.value).toBe('sqrt(2)*exp(i*(pi/4))');
    expect(p?.verified).toBe(true);
    expect(value('forme exponentielle de -2i')).toBe('2*exp(i*(-pi/2))');
    const r = run('racines carrées de -5 + 12i');
    expect(r?.answer).toMatchObject({ kind: 'solutions', value: '[2 + 3*i, -2 - 3*i]' });
    expect(r?.steps[0].title).toEqual({ en: 'Set (x + iy)² = z', fr: 'Poser (x + iy)² = z' });
    expect(value('square roots of -3')).toBe('[sqrt(3)*i, -sqrt(3)*i]');
  });

  it('leaves other problems alone', () => {
    expect(run('2 + 3')).toBeNull();
    expect(run('solve x^2 + 1 = 0')).toBeNull();
    expect(run('sin(x) + i')).toBeNull();
    expect(run('square roots of 5')).toBeNull();
  });

  it('writes a negative real number in exponential form', () => {
    const o = complexStrategy.solve(normalize('exponential form of -2'), { locale: 'en', checkTime: () => undefined });
    expect(o?.answer?.value).toBe('2*exp(i*(pi))');
    expect(o?.verified).toBe(true);
  });
});

describe('the principal logarithm Log z = ln|z| + i Arg z', () => {
  it.each([
    ['Log(1 + i)', 'ln(2)/2 + pi/4*i'],
    ['Log(−1 − i)', 'ln(2)/2 - 3*pi/4*i'],
    ['Log(-1)', 'pi*i'],
    ['Log(i)', 'pi/2*i'],
    ['Log(-3 + 4i)', 'ln(5) + (pi - atan(4/3))*i'],
    ['principal logarithm of −1 − i', 'ln(2)/2 - 3*pi/4*i'],
    ['logarithme principal de -2', 'ln(2) + pi*i'],
  ])('%s = %s', (input, v) => {
    const o = run(input);
    expect(o?.answer?.value).toBe(v);
    expect(o?.verified).toBe(true);
  });

  it('reads ln of a sum as a sum, and names the formula in both languages', () => {
    expect(run('ln(2) + 3i')?.method).not.toBe('complex.log');
    expect(run('Log(i)')?.steps.at(-1)?.title).toEqual({ en: 'Apply Log z = ln|z| + i Arg z', fr: 'Appliquer Log z = ln|z| + i Arg z' });
  });
});

describe('the algebraic form named by its pattern alone', () => {
  it.each([
    ['write (1+i)/(1-i) as a + bi', 'i'],
    ['express (2 + i)^2 as x + iy', '3 + 4*i'],
  ])('%s', (input, v) => {
    expect(value(input)).toBe(v);
  });
});

describe('modulus and argument asked together', () => {
  it('answers r·e^{iθ} and states both numbers, in either order and language', () => {
    const o = run('find the modulus and argument of -1 - i');
    expect(o?.answer?.value).toBe('sqrt(2)*exp(i*(-3*pi/4))');
    expect(o?.finalAnswer).toEqual({ en: '|z| = sqrt(2) and arg z = -3*pi/4', fr: '|z| = sqrt(2) et arg z = -3*pi/4' });
    expect(o?.verified).toBe(true);
    expect(run('argument et module de z = -2i')?.finalAnswer).toEqual({ en: '|z| = 2 and arg z = -pi/2', fr: '|z| = 2 et arg z = -pi/2' });
  });

  it('does so for numbers with square roots', () => {
    const s = solve('module et argument de 1 + i√3', { locale: 'fr' });
    expect(s.answer?.value).toBe('2*exp(i*(pi/3))');
    expect(s.finalAnswer).toBe('|z| = 2 et arg z = π/3');
    expect(s.verified).toBe(true);
  });
});

describe('the trigonometric form asked by name', () => {
  it('is written r(cos θ + i sin θ), the exponential form r·e^{iθ}', () => {
    const t = solve('Forme trigonométrique de -2 + 2i', { locale: 'fr' });
    expect(t.answer?.value).toBe('2*sqrt(2)*(cos(3*pi/4) + i*sin(3*pi/4))');
    expect(t.verified).toBe(true);
    expect(t.steps.at(-1)?.title).toBe('Écrire r(cos θ + i sin θ)');
    expect(solve('polar form of -1 - i').answer?.value).toBe('sqrt(2)*(cos(-3*pi/4) + i*sin(-3*pi/4))');
    expect(solve('exponential form of -1 - i').answer?.value).toBe('sqrt(2)*exp(i*(-3*pi/4))');
  });
});

describe('complex numbers asked as students and sheets word them', () => {
  it('reads the question around the number: how do you, the following, a+bi form, de Moivre', () => {
    expect(value('How do you simplify (2 + i)(4 − 3i) and write in a+bi form?')).toBe('11 - 2*i');
    expect(value('Write in the form z = a + bi: (1 + 2i)/(2 - i)')).toBe('i');
    expect(value("Use de Moivre's theorem to find the following. Write your answer in standard form. (1 - i)^4")).toBe('-4');
    expect(value('express in the form a+bi: 2 divided by 1 - i')).toBe('1 + i');
  });

  it('never reads the letters of "a + bi" as numbers of the problem', () => {
    const s = solve('write 2(cos 60° + i sin 60°) in a+bi form');
    expect(s.answer?.value).not.toMatch(/[ab]/);
    expect(s.answer?.value).toBe('1 + sqrt(3)*i');
  });

  it('reads cos θ + i sin θ written without brackets as the same angle in both', () => {
    expect(solve('cos 3pi/2 + i sin 3pi/2 in the form a + bi').answer?.value).toBe('-i');
  });

  it('computes a conjugate written in the formula', () => {
    expect(value('conj(1 + 2i)(3 - i)')).toBe('1 - 7*i');
    expect(value('\\overline{2 - i} + 3i')).toBe('2 + 4*i');
  });

  it('answers every question asked of one number, labelled, in both languages', () => {
    const parts = run('Find Re and Im of (1 + 2i)^2');
    expect(parts?.answer?.value).toBe('Re(z) = -3, Im(z) = 4');
    const several = solve('Soit z = (3 + i)/(1 - i). Calculer z̄ et |z|.', { locale: 'fr' });
    expect(several.answer?.value).toBe('conj(z) = 1 - 2*i, |z| = sqrt(5)');
    expect(several.verified).toBe(true);
    const written = solve('Écrire sous forme algébrique z = (2 - i)/(1 + i) puis donner sa partie réelle et sa partie imaginaire.', { locale: 'fr' });
    expect(written.answer?.value).toBe('z = 1/2 - 3/2*i, Re(z) = 1/2, Im(z) = -3/2');
    // the number's computation is shown once
    expect(written.steps.filter((st) => st.title === 'Multiplier par le conjugué du dénominateur')).toHaveLength(1);
  });

  it('ends a named number at the full stop, and names each value by its formula', () => {
    const s = solve('Soit z = 1 + 2i. Calculer z², |z| et z̄.', { locale: 'fr' });
    expect(s.answer?.value).toBe('(1 + 2*i)^2 = -3 + 4*i, |z| = sqrt(5), conj(z) = 1 - 2*i');
    expect(s.verified).toBe(true);
    // a decimal point is no full stop
    expect(solve('z = 1.5 + 2i, find |z|').answer?.value).toBe('5/2');
  });
});

describe('one quantity asked of two numbers, "and of" the second', () => {
  it.each([
    ['Find the modulus of z1 = 1 + i and of z2 = 3 − 4i.', 'en'],
    ['Calculer le module de 1 + i et de 3 − 4i.', 'fr'],
  ] as const)('asks it of both, never the form a + bi of the second: %s', (input, locale) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe('|z| = sqrt(2), |z| = 5');
    expect(s.verified).toBe(true);
  });
});
