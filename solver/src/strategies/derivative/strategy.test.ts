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

describe('partial derivatives at a point and the chain rule at a value', () => {
  it.each([
    ['f(x,y) = x^2 y + 3xy^3. Find f_x(1, 2)', 'en', '28'],
    ['Find f_y(2,1) for f(x,y) = ln(x^2 + y^2)', 'en', '2/5'],
    ['Soit f(x,y) = x² y + y³. Calculer ∂f/∂x (1, 2)', 'fr', '4'],
    ['Find ∂f/∂z at (1, 2, 3) for f(x,y,z) = xyz', 'en', '2'],
    ['f(x,y,z) = xyz + z^2 x. Find f_xz(1, 1, 1)', 'en', '3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('a point that does not fit the function’s variables is refused', () => {
    const s = solve('f(x,y) = x^2 y. Find f_x(1, 2, 3)');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('(1, 2, 3)');
  });

  it('dz/dt after the definitions of x(t), y(t) is evaluated at the t asked', () => {
    const s = solve('z = x^2 + y^2, x = t^2, y = 2t. Find dz/dt at t = 1');
    expect(s.answer?.value).toBe('12');
    expect(s.verified).toBe(true);
  });

  it('a definition not read is named, never held constant; "en t = 0" after them is the point', () => {
    const fr = solve('Calculer dz/dt pour z = x y avec x = cos(t) et y = sin(t) en t = 0', { locale: 'fr' });
    expect(fr.answer?.value).toBe('1');
    expect(fr.verified).toBe(true);
    const s = solve('z = x y with x = cos(t), y = blorp t. Find dz/dt');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('y = blorp t');
  });

  it('a mixed partial is named in plain text in the final answer (∂³f/∂y∂x²)', () => {
    expect(solve('compute f_xxy where f(x, y) = x^4 y^3 − x^2 y^5').finalAnswer).toBe('∂³f/∂y∂x² = 36x²·y² − 10y⁴');
  });

  it('∂z/∂θ is taken with respect to θ, never t, and named with the letter', () => {
    const s = solve('z = x y, x = r cos θ, y = r sin θ. Find ∂z/∂θ');
    expect(s.check?.task).toMatchObject({ variable: 'theta' });
    expect(s.finalAnswer).toMatch(/^∂z\/∂θ = /);
    expect(s.interpretation?.text).toContain('∂z/∂θ');
    expect(s.verified).toBe(true);
  });

  it('the chain rule through polar coordinates ends with cos² + sin² = 1, in both languages', () => {
    const s = solve('z = x² + y², x = r cos θ, y = r sin θ, find ∂z/∂r');
    expect(s.answer?.value).toBe('2*r');
    expect(s.verified).toBe(true);
    expect(s.steps.map((x) => x.title)).toContain('Use cos² + sin² = 1');
    const fr = solve('w = x² + y² + z², x = s t, y = s cos t, z = s sin t. Calculer ∂w/∂s', { locale: 'fr' });
    expect(fr.answer?.value).toBe('2*s*t^2 + 2*s');
    expect(fr.steps.map((x) => x.title)).toContain('Utiliser cos² + sin² = 1');
    expect(solve('u = x² − y², x = r cos θ, y = r sin θ, find ∂u/∂r').steps.map((x) => x.title)).not.toContain('Use cos² + sin² = 1');
  });
});
