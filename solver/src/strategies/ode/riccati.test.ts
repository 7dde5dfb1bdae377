import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('Riccati equations with a solution given', () => {
  it('puts y = y₁ + 1/v and solves the linear equation in v, with steps in both languages', () => {
    const en = solve("solve the Riccati equation y' = y^2 - 2/x^2 given that y1 = 1/x is a solution");
    expect(en.answer?.value).toBe('y = 1/(C1/x^2 - x/3) + 1/x');
    expect(en.verified).toBe(true);
    expect(en.interpretation?.text).toContain('given the solution y₁ = 1/x');
    expect(en.steps.map((s) => s.title)).toContain('Riccati equation');
    const fr = solve("équation de Riccati y' = -y² + 2xy + 1 - x², une solution particulière est y₁ = x", { locale: 'fr' });
    expect(fr.answer?.value).toBe('y = x + 1/(C1 + x)');
    expect(fr.steps.map((s) => s.title)).toContain('Équation de Riccati');
    expect(solve("y' = 1 + x^2 - 2xy + y^2, given the particular solution y = x").answer?.value).toBe('y = x + 1/(C1 - x)');
  });

  it('refuses a given function that is no solution, naming it', () => {
    const s = solve("résoudre y' = y² - 1/x² sachant que y = 1/x est solution", { locale: 'fr' });
    expect(s.error?.message).toBe("La fonction donnée, y₁ = 1/x, ne vérifie pas l'équation : vérifiez l'équation ou la solution donnée.");
  });
});

describe('a solution named in a request to check it', () => {
  it('is no solution given to help', () => {
    expect(solve("y' = 2y. Show that y = e^(2x) is a solution").interpretation?.text ?? '').not.toContain('given the solution');
  });
});
