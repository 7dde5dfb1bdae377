import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { both } from '../algebra/test-helpers';
import { gaussianPoly } from './polyEquation';

const titles = (s: { steps: Array<{ title: string }> }): string[] => s.steps.map((t) => t.title);

describe('polynomial equations in ℂ with complex coefficients', () => {
  it('takes the square roots of w in algebraic form for z² = w, in English and French', () => {
    const { en, fr } = both('solve z^2 = 3 + 4i');
    expect(en.answer?.value).toBe('[-2 - i, 2 + i]');
    expect(en.verified).toBe(true);
    expect(titles(en)).toContain('Look for the square roots of w as a + bi');
    expect(titles(fr)).toContain('Chercher les racines carrées de w sous la forme a + bi');
    expect(en.steps.find((s) => s.title === 'Look for the square roots of w as a + bi')?.formula).toBe('a^{2} - b^{2} = 3,\\quad 2ab = 4,\\quad a^{2} + b^{2} = \\sqrt{3^{2} + 4^{2}} = 5');
    const r = solve('résoudre dans C z^2 = -5 + 12i', { locale: 'fr' });
    expect(r.answer?.value).toBe('[-2 - 3*i, 2 + 3*i]');
    expect(r.verified).toBe(true);
    expect(r.finalAnswer).toBe('z = -2 − 3i ou z = 2 + 3i');
  });

  it('answers z² = i, z² = -9 and z² = 1 + i exactly, whatever the unknown is called', () => {
    expect(solve('z^2 = i in C').answer?.value).toBe('[(-sqrt(2) - sqrt(2)*i)/2, (sqrt(2) + sqrt(2)*i)/2]');
    expect(solve('z^2 = i in C').verified).toBe(true);
    expect(solve('solve z^2 = -9 in C').answer?.value).toBe('[-3*i, 3*i]');
    const w = solve('solve w^2 = 2i');
    expect(w.answer?.value).toBe('[-1 - i, 1 + i]');
    expect(w.verified).toBe(true);
    const x = solve('solve x^2 = 3+4i in C');
    expect(x.finalAnswer).toBe('x = -2 − i or x = 2 + i');
    // |w| = √2 is irrational: a and b are square roots of surds.
    const s = solve('solve z^2 = 1 + i in C');
    expect(s.answer?.value).toBe('[-sqrt((sqrt(2) + 1)/2) - sqrt((sqrt(2) - 1)/2)*i, sqrt((sqrt(2) + 1)/2) + sqrt((sqrt(2) - 1)/2)*i]');
    expect(s.verified).toBe(true);
  });

  it('solves a quadratic with complex coefficients by Δ and a square root δ of Δ', () => {
    const { en, fr } = both('solve z^2 - (1+i)z + i = 0 in C');
    expect(en.answer?.value).toBe('[i, 1]');
    expect(en.verified).toBe(true);
    expect(titles(en)).toEqual(['Compute the discriminant', 'Look for the square roots of Δ as α + βi', 'Solve for α² and β²', 'The two square roots of Δ', 'Apply the quadratic formula', 'Solution set']);
    expect(titles(fr)[4]).toBe('Appliquer la formule du second degré');
    const b = solve('solve z^2 + iz + 2 = 0');
    expect(b.answer?.value).toBe('[-2*i, i]');
    expect(b.verified).toBe(true);
    expect(solve('solve z^2 + 2iz - 1 = 0').answer?.value).toBe('[-i]');
  });

  it('solves linear, factorable and biquadratic equations, and x³ = w on the circle', () => {
    expect(solve('solve (1+i)x = 2').answer?.value).toBe('[1 - i]');
    const z = solve('solve z^3 + i z = 0');
    expect(z.answer?.value).toBe('[(-sqrt(2) + sqrt(2)*i)/2, 0, (sqrt(2) - sqrt(2)*i)/2]');
    expect(z.verified).toBe(true);
    const bq = solve('solve z^4 + 2i z^2 + 3 = 0');
    expect(bq.answer?.value).toBe('[(-sqrt(6) + sqrt(6)*i)/2, (-sqrt(2) - sqrt(2)*i)/2, (sqrt(2) + sqrt(2)*i)/2, (sqrt(6) - sqrt(6)*i)/2]');
    expect(bq.verified).toBe(true);
    const c = solve('résoudre x^3 = 8i', { locale: 'fr' });
    expect(c.answer?.value).toBe('[sqrt(3) + i, -sqrt(3) + i, -2*i]');
    expect(c.verified).toBe(true);
  });

  it('refuses in ℂ what it cannot solve, rather than giving real roots', () => {
    for (const [input, locale] of [['solve z^5 = 1 + 2i in C', 'en'], ['résoudre dans C : e^z = z + 2', 'fr']] as const) {
      const r = solve(input, { locale });
      expect(r.answer, input).toBeNull();
      expect(r.error?.message, input).toMatch(locale === 'fr' ? /dans ℂ/ : /in ℂ/);
    }
  });

  it('answers a relation between moduli with the curve of its solutions, never a list of roots', () => {
    expect(solve('solve |z| = 1 in C').answer?.value).toBe('x^2 + y^2 = 1');
  });

  it('reads a polynomial with Gaussian rational coefficients', () => {
    const p = gaussianPoly(['Add', ['Power', 'z', 2], ['Multiply', ['Add', 1, 'ImaginaryUnit'], 'z'], ['Divide', 'ImaginaryUnit', 2]], 'z');
    expect(p?.map((c) => c.toAscii())).toEqual(['i/2', '1 + i', '1']);
    expect(gaussianPoly(['Sqrt', 'z'], 'z')).toBeNull();
  });
});
