import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import { valueOf } from '../../verify/integral';
import { definiteIntegralStrategy } from './definite';

/** The definite-integral method's own outcome, with its own numeric check. */
const outcome = (input: string) => definiteIntegralStrategy.solve(normalize(input), { locale: 'en', checkTime: () => {} });

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
    expect(outcome('∫_1^oo 1/x dx')?.verified).toBe(true);
    expect(s.steps.map((st) => st.title)).toContain("L'intégrale diverge");
    expect(outcome('∫_0^1 1/x dx')?.verified).toBe(true);
  });

  it('splits at the zeros inside an absolute value', () => {
    const en = solve('∫_0^(2pi) |sin x| dx', { locale: 'en' });
    const fr = solve('∫_0^(2pi) |sin x| dx', { locale: 'fr' });
    expect(en.answer?.value).toBe('4');
    // each piece is checked on its own (a kink slows quadrature over the whole interval)
    expect(outcome('∫_0^(2pi) |sin x| dx')?.verified).toBe(true);
    expect(en.steps[0].title).toBe('Split the integral');
    expect(fr.steps[0].title).toBe("Couper l'intégrale");
    expect(solve('∫₀³ |x−2| dx').answer?.value).toBe('5/2');
  });

  it('finds a pole inside the interval instead of applying Newton–Leibniz blindly', () => {
    const s = solve('∫_-1^1 1/x^2 dx');
    expect(s.answer?.value).toBe('oo');
    expect(outcome('∫_-1^1 1/x^2 dx')?.verified).toBe(true);
    const t = solve('∫_0^2 1/(x-1) dx');
    expect(t.answer).toBeNull();
    expect(t.finalAnswer).toMatch(/diverges/);
    expect(solve('∫_0^pi tan x dx').answer).toBeNull();
  });

  it('checks integrals with parameters at fixed values of them', () => {
    const s = solve('∫_0^a x dx');
    expect(s.answer?.value).toBe('a^2/2');
    expect(outcome('∫_0^a x dx')?.verified).toBe(true);
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

describe('improper integrals of negative powers', () => {
  it.each([
    ['∫_0^1 1/x^2 dx', 'oo'],
    ['∫_0^1 x^(-3/2) dx', 'oo'],
    ['integrate 1/x^3 from 0 to 2', 'oo'],
    ['∫_{-1}^{1} 1/x^2 dx', 'oo'],
    ['∫_0^1 1/x dx', 'oo'],
    ['∫_{-1}^{0} 1/x^2 dx', 'oo'],
    ['∫_1^0 1/x^2 dx', '-oo'],
    ['∫_{1}^{-1} 1/x^2 dx', '-oo'],
    ['∫_{-1}^{oo} 1/x^2 dx', 'oo'],
    ['∫_0^oo 1/(x-1)^2 dx', 'oo'],
  ])('%s diverges to %s, never a finite value', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.answer?.kind).toBe('expr');
    expect(s.finalAnswer).toMatch(/diverges/);
    // the method's own check confirms the divergence numerically
    expect(outcome(input)?.verified).toBe(true);
  });

  it.each([
    ['∫_0^1 1/sqrt(x) dx', '2'],
    ['∫_0^1 x^(-1/3) dx', '3/2'],
    ['∫_1^0 1/sqrt(x) dx', '-2'],
    ['∫_1^oo 1/x^2 dx', '1'],
    ['∫_1^oo x^(-3/2) dx', '2'],
    ['∫_0^1 ln(x) dx', '-1'],
  ])('%s converges to %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(outcome(input)?.verified).toBe(true);
  });

  it('evaluates the antiderivative at the singular bound as a one-sided limit, in both languages', () => {
    const en = solve('∫_0^1 x^(-3/2) dx');
    const fr = solve('∫_0^1 x^(-3/2) dx', { locale: 'fr' });
    expect(en.steps.map((s) => s.title)).toContain('The integral diverges');
    expect(fr.steps.map((s) => s.title)).toContain("L'intégrale diverge");
    const conv = solve('∫_0^1 1/sqrt(x) dx');
    const limits = conv.steps.find((s) => s.title === 'Take the limits at the bounds');
    expect(limits?.formula).toContain('\\lim_{x \\to 0^{+}} F(x)');
  });

  it('does not cancel an odd integrand whose halves diverge at the bounds', () => {
    const s = solve('∫_{-pi/2}^{pi/2} tan x dx');
    expect(s.steps.map((st) => st.title)).not.toContain('Use symmetry');
    expect(s.answer).toBeNull();
    expect(s.finalAnswer).toMatch(/diverges/);
  });

  it('splits at a kink on an infinite interval', () => {
    const s = solve('∫_{-oo}^{oo} e^(-|x|) dx');
    expect(s.answer?.value).toBe('2');
    expect(outcome('∫_{-oo}^{oo} e^(-|x|) dx')?.verified).toBe(true);
  });
});

describe('antiderivatives that jump inside the interval', () => {
  const close = (ascii: string | undefined, v: number): void => {
    expect(ascii).toBeDefined();
    expect(valueOf(ascii!)).toBeCloseTo(v, 10);
  };

  it.each([
    ['∫_0^(2pi) 1/(2+cos x) dx', (2 * Math.PI) / Math.sqrt(3)],
    ['∫_0^(2pi) 1/(5 - 3 sin x) dx', Math.PI / 2],
    ['∫_0^(4pi) 1/(2+cos x) dx', (4 * Math.PI) / Math.sqrt(3)],
    ['∫_(2pi)^0 1/(2+cos x) dx', (-2 * Math.PI) / Math.sqrt(3)],
  ])('%s: splits at each jump of tan(x/2) and takes one-sided limits', (input, value) => {
    const s = solve(input);
    close(s.answer?.value, value);
    expect(s.steps.map((st) => st.title)).toContain('Split where the antiderivative jumps');
    expect(outcome(input)?.verified).toBe(true);
  });

  it('shows the jump and its one-sided limits in both languages', () => {
    const en = solve('∫_0^(2pi) 1/(2+cos x) dx');
    const fr = solve('∫_0^(2pi) 1/(2+cos x) dx', { locale: 'fr' });
    const jump = en.steps.find((st) => st.title === 'Split where the antiderivative jumps');
    expect(jump?.formula).toContain('\\lim_{x \\to \\pi^{-}} F(x)');
    expect(jump?.formula).toContain('\\lim_{x \\to \\pi^{+}} F(x)');
    expect(fr.steps.map((st) => st.title)).toContain('Couper là où la primitive saute');
    expect(fr.steps.map((st) => st.title)).toContain('Appliquer le théorème fondamental sur chaque morceau');
    expect(fr.steps.length).toBe(en.steps.length);
  });

  it('never answers with a value read off a pole such as tan(π/2)', () => {
    const s = solve('∫_0^pi 1/(2+cos x) dx');
    close(s.answer?.value, Math.PI / Math.sqrt(3));
    expect(s.answer?.value).not.toMatch(/tan/);
    expect(s.steps.map((st) => st.formula ?? '').join(' ')).not.toMatch(/\\tan\\left\(\\frac\{\\pi\}\{2\}\\right\)/);
    expect(s.steps.map((st) => st.title)).toContain('Take one-sided limits of the antiderivative');
  });

  it('applies Newton–Leibniz directly where the antiderivative is continuous', () => {
    const s = solve('∫_0^(pi/2) 1/(2+cos x) dx');
    close(s.answer?.value, Math.PI / (3 * Math.sqrt(3)));
    expect(s.steps.map((st) => st.title)).not.toContain('Split where the antiderivative jumps');
    expect(s.steps.map((st) => st.title)).toContain('Apply the fundamental theorem of calculus');
  });
});

describe('antiderivatives undefined at a bound where the integrand is continuous', () => {
  it.each([
    ['∫_0^(pi/2) 1/(1+sin x) dx', '1'],
    ['∫_0^pi 1/(1+sin x) dx', '2'],
    ['∫_0^(pi/4) 1/(1-sin x) dx', 'sqrt(2)'],
  ])('%s = %s: tan x − sec x is taken as a one-sided limit', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(outcome(input)?.verified).toBe(true);
  });

  it('still finds that a double pole inside the interval makes the integral diverge', () => {
    expect(solve('∫_0^(2pi) 1/(1+sin x) dx').answer?.value).toBe('oo');
    expect(solve('∫_0^pi 1/(1+cos x) dx').answer?.value).toBe('oo');
  });
});

describe('partial fractions of a denominator typed as a product', () => {
  it('does not factor it again and decomposes the fraction as it was written', () => {
    const s = solve('déterminer une primitive de 1/(x(x+1))', { locale: 'fr' });
    expect(s.steps[0].title).toBe('Décomposer en éléments simples');
    expect(s.steps[0].formula).toBe('\\frac{1}{x \\left(x + 1\\right)} = -\\frac{1}{x + 1} + \\frac{1}{x}');
    expect(s.verified).toBe(true);
    expect(solve('integrate 1/(x^2-1) dx').steps[0].title).toBe('Factor the denominator');
  });
});

describe('odd roots of negative numbers', () => {
  it('takes the real cube root at a bound where the base is negative', () => {
    expect(solve('∫_0^3 dx/(x−1)^{2/3}').answer?.value).toBe('3 + 3*2^(1/3)');
  });
});
