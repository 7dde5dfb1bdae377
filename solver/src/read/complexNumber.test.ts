import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readComplexNumber, readRootsOf } from './complexNumber';
import { verifyComplexNumber } from '../verify/complexNumber';

describe('quantities of complex numbers read as a task', () => {
  it('states each quantity asked of its number, and the reading names them in both languages', () => {
    expect(readComplexNumber(normalize('modulus of (2 - i)(4 + 3i)'))).toEqual({ kind: 'complex_number', asks: [{ quantity: 'modulus', number: '(2 - i)*(4 + 3*i)' }], degrees: false, trigonometric: false });
    const s = solve('Soit w = 3 + i. Calculer w², |w| et w̄', { locale: 'fr' });
    expect(s.interpretation?.text).toBe('Déterminer la forme algébrique de (3 + i)², le module et le conjugué de 3 + i');
    expect(s.answer?.value).toBe('(3 + i)^2 = 8 + 6*i, |z| = sqrt(10), conj(z) = 3 - i');
    expect(s.verified).toBe(true);
    expect(solve('conjugate of (1 + 2i)^2').interpretation?.text).toBe('Find the conjugate of (1 + 2i)²');
  });

  it('leaves an equation whose unknown is bound into a product to the equation solvers', () => {
    for (const input of ['(1+i)z = 3 - i', 'z(2-i) = 4+i', '2iz = 4']) expect(readComplexNumber(normalize(input))).toBeNull();
    expect(solve('(1+i)z = 3 - i').answer?.value).toBe('[1 - 2*i]');
    // a number named by its letter is still read
    expect(readComplexNumber(normalize('Find |z| if z = 3 - 4i'))?.asks).toEqual([{ quantity: 'modulus', number: '3 - 4*i' }]);
  });

  it('reads the numbers named after the question, never Re as a product R·e', () => {
    const s = solve('Im(u/v) where u = 2 + i and v = 1 - i');
    expect(s.answer?.value).toBe('3/2');
    expect(s.verified).toBe(true);
    expect(solve('find Arg(w) for w = -3 + 3i').answer?.value).toBe('3*pi/4');
    // conjugate(w) inside the formula is part of the number asked, not the question
    expect(solve('For w = 3i, find w·conjugate(w).').answer?.value).toBe('9');
  });

  it('reads the modulus and an argument asked one after the other, with a surd in the number', () => {
    const s = solve('w = 1 - i√3 : calculer le module de w et un argument de w', { locale: 'fr' });
    expect(s.finalAnswer).toBe('|z| = 2 et arg z = -π/3');
    expect(s.interpretation?.text).toBe('Déterminer le module et un argument de 1 − i·√(3)');
    expect(solve('arg(√3 + i) en degrés', { locale: 'fr' }).answer?.value).toBe('30°');
  });

  it('reads a root of a number before i or a power of e as that root times it', () => {
    expect(solve('module et argument de z = 2 - √3i', { locale: 'fr' }).interpretation?.text).toBe('Déterminer le module et un argument de 2 − √(3)·i');
    expect(solve('On considère le nombre complexe w = √2 e^{-iπ/4}. Écrire w sous forme algébrique.', { locale: 'fr' }).answer?.value).toBe('1 - i');
  });

  it('sets aside what i is, said after the question', () => {
    expect(solve("Simplify (2 + i)/(1 + i), where 'i' is the imaginary unit (i² = -1)").answer?.value).toBe('3/2 - i/2');
    expect(solve("Calculer (2 + i)/(1 + i) où i est l'unité imaginaire.", { locale: 'fr' }).verified).toBe(true);
  });

  it('reads the form named by its pattern, and a number given after a colon', () => {
    expect(solve('Write 1 + i in the form r(cos θ + i sin θ)').answer?.value).toBe('sqrt(2)*(cos(pi/4) + i*sin(pi/4))');
    expect(solve('mettre sous forme exponentielle ce nombre complexe : z = 2 - 2i', { locale: 'fr' }).answer?.value).toBe('2*sqrt(2)*exp(i*(-pi/4))');
  });

  it('checks each value against the number stated, an argument up to whole turns', () => {
    const t = { kind: 'complex_number' as const, asks: [{ quantity: 'modulus_argument' as const, number: '1 + i' }, { quantity: 'conjugate' as const, number: '2*i' }], degrees: false, trigonometric: false };
    expect(verifyComplexNumber(t, { kind: 'expr', value: '|z| = sqrt(2), arg(z) = 9*pi/4, conj(z) = -2*i' })).toBe(true);
    expect(verifyComplexNumber(t, { kind: 'expr', value: '|z| = sqrt(2), arg(z) = -pi/4, conj(z) = -2*i' })).toBe(false);
    expect(verifyComplexNumber(t, { kind: 'expr', value: '|z| = sqrt(2), arg(z) = pi/4' })).toBe(false);
  });
});

describe('n-th roots asked by name', () => {
  it('are the solutions of zⁿ = w in ℂ', () => {
    expect(readRootsOf(normalize('the sixth roots of unity'))).toMatchObject({ kind: 'solve', relations: [{ lhs: 'z^6', op: '=', rhs: '1' }], domain: { kind: 'complex' } });
    const s = solve("Donner les racines troisièmes de l'unité", { locale: 'fr' });
    expect(s.interpretation?.text).toBe("Résoudre z³ = 1 dans ℂ d'inconnue z");
    expect(s.verified).toBe(true);
    const all = solve('find all the values of (1+sqrt3i)^(1/3)');
    expect(all.interpretation?.text).toBe('Solve z³ = 1 + √(3)·i in ℂ for z');
    expect(all.verified).toBe(true);
  });

  it('answers whether a number is real or purely imaginary, asked in words, in French, or after naming it', () => {
    const cases = [
      ['Is (1+i)/(1-i) real?', 'en', 'False', 'Decide whether (1 + i)/(1 − i) is real'],
      ['is (1+2i)(3-6i) a real number?', 'en', 'True', 'Decide whether (1 + 2i)·(3 − 6i) is real'],
      ['Le nombre (2+i)(2-i) est-il réel ?', 'fr', 'True', 'Dire si (2 + i)·(2 − i) est réel'],
      ['Déterminer si \\frac{3+i}{1-3i} est un imaginaire pur.', 'fr', 'True', 'Dire si (3 + i)/(1 − 3i) est imaginaire pur'],
      ['Let z = (2+i)/(1-2i). Is z purely imaginary?', 'en', 'True', 'Decide whether (2 + i)/(1 − 2i) is purely imaginary'],
      ['Vérifier si z = (1 - i)/(1 + i) est imaginaire pur.', 'fr', 'True', 'Dire si (1 − i)/(1 + i) est imaginaire pur'],
      ['determine whether (3 + 4i)² is real', 'en', 'False', 'Decide whether (3 + 4i)² is real'],
      ['(√3 + i)⁶ est-il un réel ?', 'fr', 'True', 'Dire si (√(3) + i)⁶ est réel'],
      ['is 2e^{iπ/3} real?', 'en', 'False', 'Decide whether 2e^(iπ/3) is real'],
    ] as const;
    for (const [input, locale, value, reading] of cases) {
      const s = solve(input, { locale });
      expect(s.answer?.kind).toBe('bool');
      expect(s.answer?.value).toBe(value);
      expect(s.interpretation?.text).toBe(reading);
      expect(s.verified).toBe(true);
    }
    expect(solve('Is (1+i)^3 purely imaginary?').finalAnswer).toBe('No, it is not purely imaginary.');
    expect(solve('Soit z = (1+i)^4. z est-il réel ?', { locale: 'fr' }).finalAnswer).toBe('Oui, il est réel.');
  });

  it('refuses "imaginary" alone in English, which may mean "not real" as well as "purely imaginary"', () => {
    const s = solve('is (2+i)/(1-2i) an imaginary number?');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toMatch(/"Imaginary" may mean/);
  });

  it('checks a yes-or-no answer against the part of the number that decides it', () => {
    const t = { kind: 'complex_number' as const, asks: [{ quantity: 'is_real' as const, number: '(1 + 2*i)*(3 - 6*i)' }], degrees: false, trigonometric: false };
    expect(verifyComplexNumber(t, { kind: 'bool', value: 'True' })).toBe(true);
    expect(verifyComplexNumber(t, { kind: 'bool', value: 'False' })).toBe(false);
    const u = { ...t, asks: [{ quantity: 'is_imaginary' as const, number: '(1 + i)/(1 - i)' }] };
    expect(verifyComplexNumber(u, { kind: 'bool', value: 'True' })).toBe(true);
    expect(verifyComplexNumber(u, { kind: 'bool', value: 'False' })).toBe(false);
  });
});
