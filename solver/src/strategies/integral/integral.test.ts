import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('indefinite integrals, end to end', () => {
  it.each([
    ['∫√(2x+1) dx', '(2*x + 1)^(3/2)/3 + C'],
    ['integrate tan^2(x)', 'tan(x) - x + C'],
    ['intégrer x ln²x', 'x^2*ln(x)^2/2 - x^2*ln(x)/2 + x^2/4 + C'],
    ['∫ dx/(x ln x)', 'ln(abs(ln(x))) + C'],
    ['integrate x e^x', 'x*exp(x) - exp(x) + C'],
    ['∫ x tan²x dx', 'x*tan(x) - x^2/2 + ln(abs(cos(x))) + C'],
    ['primitive de cos(2t)', 'sin(2*t)/2 + C'],
    ['∫ e^x sin x dx', 'exp(x)*sin(x)/2 - exp(x)*cos(x)/2 + C'],
    ['∫ x/(x^2+1) dx', 'ln(x^2 + 1)/2 + C'],
  ])('%s = %s, verified', (input, value) => {
    const s = solve(input);
    expect(s.answer?.kind).toBe('antiderivative');
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.category).toBe('indefinite_integral');
  });

  it('writes the same steps in English and French', () => {
    const en = solve('integrate x^2 sin x', { locale: 'en' });
    const fr = solve('integrate x^2 sin x', { locale: 'fr' });
    expect(en.steps.map((s) => s.title)).toContain('Integrate by parts');
    expect(fr.steps.map((s) => s.title)).toContain('Intégrer par parties');
    expect(en.steps.length).toBe(fr.steps.length);
    expect(en.steps[en.steps.length - 1].title).toBe('Add the constant of integration');
    expect(fr.steps[fr.steps.length - 1].title).toBe("Ajouter la constante d'intégration");
    expect(fr.steps.map((s) => s.formula)).toEqual(en.steps.map((s) => s.formula));
  });

  it('answers honestly when there is no elementary antiderivative', () => {
    const s = solve('∫ e^(x^2) dx');
    expect(s.answer).toBeNull();
    expect(s.verified).toBe(false);
    expect(s.finalAnswer).toMatch(/No method found/);
  });

  it('checks parameters numerically too', () => {
    const s = solve('\\int \\frac{x^2}{(x^2+a^2)(x^2+b^2)}\\,dx');
    expect(s.verified).toBe(true);
    expect(s.answer?.value).toContain('atan(x/a)');
  });
});

describe('definite integrals, end to end', () => {
  it.each([
    ['∫₀² (3x² + 2x − 1) dx', '10'],
    ['integrate sin x from 0 to pi', '2'],
    ['∫₁² 2x e^(x²) dx', 'exp(4) - e'],
    ["calculer l'intégrale de 2 à 5 de 1/x dx", 'ln(5/2)'],
    ['\\int_0^1 x\\sqrt{1-x^2}\\,dx', '1/3'],
    ['∫_0^(pi/2) sin^2 x dx', 'pi/4'],
    ['∫_2^3 1/(x^2-1) dx', 'ln(3/2)/2'],
    ['∫_0^1 arctan x dx', 'pi/4 - ln(2)/2'],
  ])('%s = %s, checked by quadrature', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.category).toBe('definite_integral');
  });

  it('treats infinite bounds and endpoint singularities as limits', () => {
    const a = solve('∫_1^∞ 1/x² dx');
    expect(a.answer?.value).toBe('1');
    expect(a.verified).toBe(true);
    expect(a.steps.map((s) => s.title)).toContain('Take the limits at the bounds');
    expect(solve('∫_0^1 1/sqrt(x) dx').answer?.value).toBe('2');
    expect(solve('∫_-oo^oo 1/(1+x^2) dx').answer?.value).toBe('pi');
  });

  it('uses the Gaussian integral for e^(−a x²) over a half-line or the whole line', () => {
    const en = solve('\\int_0^{\\infty} e^{-x^2} dx');
    const fr = solve('∫_{-∞}^{∞} e^(-x^2) dx', { locale: 'fr' });
    expect(en.answer?.value).toBe('sqrt(pi)/2');
    expect(en.verified).toBe(true);
    expect(en.steps.map((s) => s.title)).toContain('Use the Gaussian integral');
    expect(fr.answer?.value).toBe('sqrt(pi)');
    expect(fr.steps.map((s) => s.title)).toContain("Utiliser l'intégrale de Gauss");
  });

  it('knows that a power of x beats a logarithm at infinity', () => {
    const en = solve('∫_1^∞ ln(x)/x^2 dx');
    const fr = solve('∫_1^∞ ln(x)/x^2 dx', { locale: 'fr' });
    expect(en.answer?.value).toBe('1');
    expect(en.verified).toBe(true);
    expect(fr.steps.map((s) => s.title)).toContain('Passer à la limite aux bornes');
    expect(solve('∫_1^∞ ln(x)^2/x^2 dx').answer?.value).toBe('2');
  });

  it('says when an improper integral diverges', () => {
    const s = solve('∫_1^oo 1/x dx', { locale: 'fr' });
    expect(s.answer?.value).toBe('oo');
    expect(s.verified).toBe(true);
    expect(s.steps.map((st) => st.title)).toContain("L'intégrale diverge");
    expect(solve('∫_0^1 1/x dx').verified).toBe(true);
  });

  it('splits at the zeros inside an absolute value', () => {
    const en = solve('∫_0^(2pi) |sin x| dx', { locale: 'en' });
    const fr = solve('∫_0^(2pi) |sin x| dx', { locale: 'fr' });
    expect(en.answer?.value).toBe('4');
    expect(en.verified).toBe(true);
    expect(en.steps[0].title).toBe('Split the integral');
    expect(fr.steps[0].title).toBe("Couper l'intégrale");
    expect(solve('∫₀³ |x−2| dx').answer?.value).toBe('5/2');
  });

  it('finds a pole inside the interval instead of applying Newton–Leibniz blindly', () => {
    const s = solve('∫_-1^1 1/x^2 dx');
    expect(s.answer?.value).toBe('oo');
    expect(s.verified).toBe(true);
    const t = solve('∫_0^2 1/(x-1) dx');
    expect(t.answer).toBeNull();
    expect(t.finalAnswer).toMatch(/diverges/);
    expect(solve('∫_0^pi tan x dx').answer).toBeNull();
  });

  it('checks integrals with parameters at fixed values of them', () => {
    const s = solve('∫_0^a x dx');
    expect(s.answer?.value).toBe('a^2/2');
    expect(s.verified).toBe(true);
  });

  it('combines logarithms of numbers in exact values', () => {
    expect(solve('∫_0^(pi/4) tan x dx').answer?.value).toBe('ln(2)/2');
    expect(solve('∫_2^oo 1/(x^2-1) dx').answer?.value).toBe('ln(3)/2');
    expect(solve('∫_0^oo e^(-x) sin x dx').answer?.value).toBe('1/2');
  });

  it('uses symmetry for an odd integrand on [−a, a]', () => {
    const s = solve('\\int_{-2}^{2} x \\sin(x^2)\\,dx');
    expect(s.answer?.value).toBe('0');
    expect(s.steps[0].title).toBe('Use symmetry');
    expect(solve('\\int_{-2}^{2} x \\sin(x^2)\\,dx', { locale: 'fr' }).steps[0].title).toBe('Utiliser la symétrie');
  });

  it('does not cancel the halves of an odd integrand across a pole: the integral diverges', () => {
    for (const input of ['∫_{-1}^{1} 1/x dx', 'integrate 1/x^3 from -2 to 2']) {
      const s = solve(input);
      expect(s.steps.map((st) => st.title)).not.toContain('Use symmetry');
      expect(s.answer).toBeNull();
      expect(s.finalAnswer).toMatch(/diverges/);
      expect(s.verified).toBe(false);
    }
  });

  it('changes the bounds with the substitution instead of coming back to x', () => {
    const en = solve('∫₁² 2x e^(x²) dx', { locale: 'en' });
    const fr = solve('∫₁² 2x e^(x²) dx', { locale: 'fr' });
    expect(en.steps.map((s) => s.title)).toEqual(expect.arrayContaining(['Substitute u = x²', 'Change the bounds']));
    expect(fr.steps.map((s) => s.title)).toEqual(expect.arrayContaining(['Poser u = x²', 'Changer les bornes']));
    expect(en.steps.find((s) => s.title === 'Change the bounds')?.formula).toContain('\\int_{1}^{4} e^{u}');
  });

  it('shows Newton–Leibniz with the bounds in both languages', () => {
    const en = solve('∫_0^1 x e^x dx', { locale: 'en' });
    const fr = solve('∫_0^1 x e^x dx', { locale: 'fr' });
    expect(en.steps.map((s) => s.title)).toContain('Apply the fundamental theorem of calculus');
    expect(fr.steps.map((s) => s.title)).toContain('Appliquer le théorème fondamental');
    expect(en.steps.find((s) => s.title === 'Apply the fundamental theorem of calculus')?.formula).toContain('F\\left(1\\right) - F\\left(0\\right)');
  });
});
