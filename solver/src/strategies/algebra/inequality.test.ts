import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';

describe('inequalities', () => {
  it('linear: reverses the sign when dividing by a negative and says so', () => {
    const { en, fr } = both('−x > 1');
    expect(en.answer?.value).toBe('(-oo, -1)');
    expect(titles(en)).toContain('Divide by −1 and reverse the sign');
    expect(titles(fr)).toContain('Diviser par −1 et changer le sens');
    expect(both('9.5x/6 + 5.5x ≥ 3(5x − 2)').en.answer?.value).toBe('(-oo, 72/95]');
  });
  it('a ≠ b, alone or with another inequality, leaves out exactly its roots', () => {
    const one = both('x^2 - 9 != 0');
    expect(one.en.answer?.value).toBe('(-oo, -3) U (-3, 3) U (3, oo)');
    expect(one.en.verified).toBe(true);
    const two = both('x + 3 >= 0 and x - 1 != 0');
    expect(two.fr.answer?.value).toBe('[-3, 1) U (1, oo)');
    expect(two.fr.verified).toBe(true);
  });
  it('polynomial and rational: sign chart', () => {
    const a = both('x^2 - x - 6 > 0');
    expect(a.en.answer?.value).toBe('(-oo, -2) U (3, oo)');
    expect(titles(a.en)).toContain('Table of signs');
    expect(titles(a.fr)).toContain('Tableau de signes');
    expect(a.en.verified).toBe(true);
    const b = both('(x-1)/(x+2) <= 0');
    expect(b.en.answer?.value).toBe('(-2, 1]');
    expect(both('x^2 + 1 < 0').en.answer?.value).toBe('EmptySet');
    expect(both('x^2 >= 0').en.answer?.value).toBe('(-oo, oo)');
  });
  it('absolute value', () => {
    expect(both('|x-1| < 3').en.answer?.value).toBe('(-2, 4)');
    const { en, fr } = both('|2x+1| >= 5');
    expect(en.answer?.value).toBe('(-oo, -3] U [2, oo)');
    expect(titles(fr)[0]).toBe('Distinguer des cas');
  });
});

describe('double inequalities', () => {
  it('splits, solves each part and intersects', () => {
    const { en, fr } = both('-3 <= 2x + 1 < 7');
    expect(en.answer?.value).toBe('[-2, 3)');
    expect(en.verified).toBe(true);
    expect(titles(en)[0]).toBe('Split into two inequalities');
    expect(titles(fr)).toContain('Garder les valeurs communes');
  });
  it('reads two inequalities joined by "and" as both holding, never as a chain', () => {
    const { en, fr } = both('x^2 - 4 ≥ 0 and x > 0');
    expect(en.answer?.value).toBe('[2, oo)');
    expect(en.verified).toBe(true);
    expect(titles(fr)[0]).toBe('Résoudre chaque condition');
    expect(both('x > 0 et x < 3').fr.answer?.value).toBe('(0, 3)');
  });
  it('shows the sets intersected, and checks an open end where a part is exactly zero', () => {
    const { en, fr } = both('solve 5m^2 - 24m + 28 > 0 and m - 1 != 0');
    expect(en.answer?.value).toBe('(-oo, 1) U (1, 2) U (14/5, oo)');
    expect(en.verified).toBe(true);
    expect(en.steps.find((s) => s.title === 'Keep the common values')?.formula).toContain('\\cap');
    expect(fr.steps.find((s) => s.title === 'Garder les valeurs communes')?.formula).toMatch(/= .*\\cup/);
  });
  it('charts a logarithm in another base', () => {
    const { en } = both('log_2(x) > 3');
    expect(en.answer?.value).toBe('(8, oo)');
    expect(en.verified).toBe(true);
  });
});

describe('inequalities with roots, exponentials and logarithms', () => {
  it('charts signs from the equation’s roots and the domain', () => {
    const a = both('sqrt(x) < 3');
    expect(a.en.answer?.value).toBe('[0, 9)');
    expect(a.en.verified).toBe(true);
    expect(titles(a.fr)[0]).toBe("Résoudre d'abord l'équation");
    expect(both('e^x > 2').en.answer?.value).toBe('(ln(2), oo)');
    expect(both('ln(x) < 1').en.answer?.value).toBe('(0, e)');
  });
});
