import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { solve } from '../../solve';
import type { Outcome } from '../../strategy';
import { multipleAngleStrategy } from './multipleAngle';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => multipleAngleStrategy.solve(normalize(s), ctx);

describe("cos nθ and sin nθ as polynomials, by De Moivre's formula", () => {
  it('expands (cos θ + i sin θ)ⁿ and keeps the real or imaginary part, in both languages', () => {
    const o = run('exprimer cos(3x) en fonction de cos(x)');
    expect(o?.answer?.value).toBe('4*cos(x)^3 - 3*cos(x)');
    expect(o?.verified).toBe(true);
    expect(o?.steps.map((s) => s.title)).toEqual([
      { en: "Apply De Moivre's formula", fr: 'Appliquer la formule de Moivre' },
      { en: 'Take the real part', fr: 'Prendre la partie réelle' },
      { en: 'Write sin² with cos', fr: 'Écrire sin² avec cos' },
    ]);
    expect(run('express sin 3x in terms of sin x')?.answer?.value).toBe('3*sin(x) - 4*sin(x)^3');
    expect(run('express sin(4x) in terms of cos(x)')?.answer?.value).toBe('sin(x)*(8*cos(x)^3 - 4*cos(x))');
    expect(solve("use De Moivre's theorem to express cos(3θ) in terms of cos θ").answer?.value).toBe('4*cos(theta)^3 - 3*cos(theta)');
    expect(solve("à l'aide de la formule de Moivre, exprimer cos(4x) en fonction de sin(x)").answer?.value).toBe('8*sin(x)^4 - 8*sin(x)^2 + 1');
  });

  it('refuses, saying why, a polynomial that does not exist', () => {
    expect(() => run('express cos(3x) in terms of sin x')).toThrow('cos(3x) is not a polynomial in sin(x) alone; ask for it in terms of cos(x).');
  });
});
