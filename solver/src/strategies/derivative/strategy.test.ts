import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('calculus strategies', () => {
  it('differentiates a quotient with the quotient rule, steps in both languages', () => {
    const en = solve('derivative of (x+1)/(x-1)');
    const fr = solve('dérivée de (x+1)/(x-1)', { locale: 'fr' });
    expect(en.answer?.value).toBe('-2/(x - 1)^2');
    expect(en.verified).toBe(true);
    expect(en.steps.map((s) => s.title)).toContain('Quotient rule');
    expect(fr.steps.map((s) => s.title)).toContain("Dérivée d'un quotient");
  });
  it("writes u'v − uv' without a factor 1 and with brackets only around sums", () => {
    const q = solve('d/dx x^2/(x+1)').steps.find((s) => s.title === 'Quotient rule');
    expect(q?.formula).toBe('\\frac{d}{dx}\\left[\\frac{x^{2}}{x + 1}\\right] = \\frac{2 x \\left(x + 1\\right) - x^{2}}{\\left(x + 1\\right)^2} = \\frac{x^{2} + 2 x}{\\left(x + 1\\right)^{2}}');
    const s = solve('d/dx sin(x)/x').steps.find((st) => st.title === 'Quotient rule');
    expect(s?.formula).toContain('\\frac{\\cos x \\cdot x - \\sin x}{x^2}');
  });
  it('reads the answer aloud in words, not program notation', () => {
    expect(solve('differentiate sin(x^2)').answer?.words).toBe('The derivative is 2 times x times cos(x squared).');
    expect(solve('find dy/dx if x^2 + y^2 = 25', { locale: 'fr' }).answer?.words).toBe('d y sur d x égale moins x sur y.');
    expect(solve("résoudre y' + y = e^x", { locale: 'fr' }).answer?.words).not.toMatch(/[*^]/);
  });
  it('uses the chain rule and logarithmic differentiation', () => {
    expect(solve('d/dx sin(x^2)').steps.map((s) => s.title)).toContain('Chain rule');
    expect(solve('derivative of x^x', { locale: 'fr' }).steps.map((s) => s.title)).toContain('Dérivation logarithmique');
  });
  it('computes limits by factoring and L\'Hôpital', () => {
    const r = solve('limit of (x^2-1)/(x-1) as x -> 1');
    expect(r.answer?.value).toBe('2');
    expect(r.steps.map((s) => s.title)).toContain('Factor and cancel');
    const fr = solve('limite quand x tend vers 0 de (e^x - 1 - x)/x^2', { locale: 'fr' });
    expect(fr.answer?.value).toBe('1/2');
    expect(fr.steps.map((s) => s.title)).toContain("Règle de L'Hôpital");
  });
  it('solves constant-coefficient ODEs', () => {
    const r = solve("y'' - 4y = 0");
    expect(r.answer?.value).toBe('y = C1*exp(-2*x) + C2*exp(2*x)');
    expect(r.verified).toBe(true);
    expect(solve("y'' + 4y' + 4y = 0", { locale: 'fr' }).steps.map((s) => s.title)).toContain('Équation caractéristique');
  });
});
