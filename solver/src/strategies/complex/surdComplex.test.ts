import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { surdComplexStrategy } from './surdComplex';
import { solve } from '../../solve';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => surdComplexStrategy.solve(normalize(s), ctx);

describe('complex numbers with roots and exponential forms', () => {
  it("uses De Moivre for powers, with steps in both languages", () => {
    const p = run('(1 + i√3)^6');
    expect(p?.answer?.value).toBe('64');
    expect(p?.verified).toBe(true);
    expect(p?.steps[0].title).toEqual({ en: 'Write the base in polar form', fr: 'Écrire la base sous forme trigonométrique' });
    expect(p?.steps[1].title.fr).toBe('Appliquer la formule de Moivre');
    expect(run('(√3 + i)^6')?.answer?.value).toBe('-64');
  });

  it('keeps cos θ + i sin θ exact at the angles of the unit circle', () => {
    const p = run('(cos(π/3) + i sin(π/3))^6');
    expect(p?.answer?.value).toBe('1');
    expect(p?.verified).toBe(true);
    expect(p?.steps[0].title).toEqual({ en: 'Use the values of the unit circle', fr: 'Utiliser les valeurs du cercle trigonométrique' });
    expect(run('(2(cos(π/6) + i sin(π/6)))^3')?.answer?.value).toBe('8*i');
  });

  it("rewrites e^{iθ} with Euler's formula", () => {
    const e = run('2e^{iπ/3}');
    expect(e?.answer?.value).toBe('1 + sqrt(3)*i');
    expect(e?.steps[0].title.fr).toBe("Utiliser la formule d'Euler");
    expect(run('write 4e^(i pi/6) in algebraic form')?.answer?.value).toBe('2*sqrt(3) + 2*i');
  });

  it('reads modulus, argument, parts and conjugates', () => {
    expect(run('|1 + i√3|')?.answer?.value).toBe('2');
    expect(run('arg(1 + i√3)')?.answer?.value).toBe('pi/3');
    expect(run('argument de √3 − i')?.answer?.value).toBe('-pi/6');
    expect(run('partie imaginaire de (1+i√3)^2')?.answer?.value).toBe('2*sqrt(3)');
    expect(run('conjugate of 2 + i√2')?.answer?.value).toBe('2 - sqrt(2)*i');
    expect(run('x^2 + 1')).toBeNull();
  });
});

describe('polar and exponential forms with surds', () => {
  it('gives r·e^{iθ} from the modulus, cos θ and sin θ, in English and French', () => {
    for (const [input, value] of [
      ['exponential form of 1 + i√3', '2*exp(i*(pi/3))'],
      ['forme exponentielle de -√3 + i', '2*exp(i*(5*pi/6))'],
      // the trigonometric form asked by name is written r(cos θ + i sin θ)
      ['forme trigonométrique de √2 - i√2', '2*(cos(-pi/4) + i*sin(-pi/4))'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
      expect(s.steps.map((x) => x.title).slice(0, 2)).toEqual(['Calculer le module', 'Trouver θ avec cos θ et sin θ']);
    }
  });

  it('leaves an angle off the unit circle unanswered', () => {
    expect(run('exponential form of √3 + 2i')).toBeNull();
  });
});

describe('modulus written as a teacher writes it', () => {
  it('brackets only the squares that need them', () => {
    const s = solve('argument of 1 + i*sqrt(3)');
    expect(s.steps[0].formula).toBe('|z| = \\sqrt{1^2 + \\left(\\sqrt{3}\\right)^2} = 2');
  });
});

describe("Euler's formula only for the imaginary part of the exponent", () => {
  it('never reads e^{2 + 3i} as e^{5i}', () => {
    expect(solve('|e^{2+3i}|').answer?.value).not.toBe('1');
    expect(solve('e^{1 + iπ}').answer?.value ?? null).not.toBe('-cos(1) - i*sin(1)');
  });
});

describe('quotients with a root in the denominator', () => {
  it('multiplies by the conjugate, so the parts and the modulus are those of the number typed', () => {
    expect(solve('1/(1 - i√3)').answer?.value).toBe('1/4 + sqrt(3)/4*i');
    const polar = solve('write z = (1 + i)/(1 - i√3) in exponential form');
    expect(polar.answer?.value).toBe('(sqrt(2)/2)*exp(i*(7*pi/12))');
    expect(polar.verified).toBe(true);
    expect(solve('module de (1 + i)/(1 - i√3)', { locale: 'fr' }).answer?.value).toBe('sqrt(2)/2');
  });
});
