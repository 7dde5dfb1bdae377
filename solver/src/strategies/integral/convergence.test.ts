import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';

describe('"does this improper integral converge?"', () => {
  it.each([
    ['does ∫_1^∞ 1/x^2 dx converge?', 'True', 'Conclude'],
    ["l'intégrale ∫_1^{+∞} (1 + e^{−x})/x dx converge-t-elle ? (oui/non)", 'False', 'Apply the p-test'],
    ['True or false: ∫_0^1 e^x/x dx is convergent', 'False', 'Apply the p-test'],
    ['does ∫_1^∞ x/(x^3 + 1) dx converge?', 'True', 'Conclude'],
    ['Does ∫_2^∞ dx/(x (ln x)^2) converge?', 'True', 'Conclude'],
    ["l'intégrale ∫_3^{+∞} dx/(x ln x) converge-t-elle ?", 'False', 'Conclude'],
  ])('%s', (input, value, last) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'bool', value });
    expect(s.verified).toBe(true);
    expect(s.steps.at(-1)?.title).toBe(last);
  });

  it('answers by comparison when the CAS only has an approximate antiderivative: ∫ 1/(x⁵ + 1)', () => {
    const s = solve('Use the comparison test to determine if the integral from 1 to infinity of 1/(x^5+1) dx converges');
    expect(s.answer?.value).toBe('True');
    expect(s.verified).toBe(true);
    const f = solve("l'intégrale de 1 à +∞ de 1/(x^5+1) dx converge-t-elle ?", { locale: 'fr' });
    expect(f.answer?.value).toBe('True');
  }, 15000);

  it("integrates by parts when the comparison fails: ∫ sin x/x converges by Dirichlet's test", () => {
    const s = solve('Does ∫_1^∞ sin x / x dx converge?');
    expect(s.answer?.value).toBe('True');
    expect(s.verified).toBe(true);
    expect(s.steps.map((st) => st.title)).toEqual(['Integrate by parts', 'The bracket has a limit', 'The remaining integral converges absolutely', 'Conclude']);
  }, 15000);

  it('says so in French for a slowly shrinking factor', () => {
    const f = solve("l'intégrale ∫_2^{+∞} sin(3x)/ln(x) dx converge-t-elle ?", { locale: 'fr' });
    expect(f.answer?.value).toBe('True');
    expect(f.steps.at(-1)?.explanation).toContain("critère d'Abel–Dirichlet");
  }, 15000);

  it.each([
    ['Does ∫_1^∞ x sin x dx converge?', 'en', "Cauchy's criterion fails"],
    ["l'intégrale ∫_1^{+∞} (1 + 1/x) cos(2x) dx converge-t-elle ?", 'fr', 'Le critère de Cauchy est en défaut'],
  ] as const)('%s: a factor that does not tend to 0 makes it diverge', (input, locale, title) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe('False');
    expect(s.verified).toBe(true);
    expect(s.steps.at(-1)?.title).toBe(title);
  });

  it('bounds a trigonometric factor by 1 before comparing', () => {
    const s = solve('True or false: ∫_1^∞ sin²(x)/x² dx converges');
    expect(s.answer?.value).toBe('True');
    expect(s.steps[0].title).toBe('Bound the trigonometric factor');
  });

  it.each([
    ['Determine whether ∫_1^∞ 1/(x² + 1) dx converges or diverges', 'True'],
    ['Is ∫_2^∞ 1/√(x³ + 1) dx convergent?', 'True'],
    ["Étudier la nature de l'intégrale ∫_1^{+∞} sin(x)/x² dx", 'True'],
    ["L'intégrale ∫_0^{+∞} dx/(1 + x³) est-elle convergente ?", 'True'],
    ["Montrer que l'intégrale ∫_0^{+∞} dx/(1 + x³) converge", 'True'],
    ['Use the limit comparison test to decide whether ∫_1^∞ (x + 1)/(x² + 2) dx is convergent or divergent', 'False'],
  ])('reads the question "%s"', (input, value) => {
    expect(solve(input).answer).toMatchObject({ kind: 'bool', value });
  });

  it('reads a French verb that starts with an accented capital', () => {
    expect(solve("Évaluer l'intégrale impropre ∫_0^{+∞} e^{−3t} dt").answer?.value).toBe('1/3');
  });

  it('reads "or show that it diverges" as a request for the value', () => {
    expect(solve('Evaluate ∫_1^∞ 1/x^3 dx or show that it diverges').answer?.value).toBe('1/2');
  });

  it('compares the integrand itself before bounding its sine: sin x/x² behaves like 1/x at 0', () => {
    for (const [input, value] of [["la nature de l'intégrale ∫_0^1 sin(x)/x^2 dx", 'False'], ['does ∫_0^1 sin(x)/x^(3/2) dx converge?', 'True']]) {
      const s = solve(input);
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
      expect(s.steps[0].title, input).toBe('Behaviour at 0');
    }
  });

  it('compares with 1/x² an integrand negligible against it, and reads the integral in words inside the question', () => {
    const s = solve("l'intégrale de 1 à +∞ de e^{-x}/x dx est-elle convergente ?", { locale: 'fr' });
    expect(s.answer?.value).toBe('True');
    expect(s.steps.map((step) => step.title)).toEqual(['Comportement en +∞', 'Appliquer le critère de Riemann']);
    expect(solve('does ∫_0^1 ln(x)/√x dx converge?').answer?.value).toBe('True');
  });

  it('looks at both ends of (0, ∞), and leaves a pole inside the interval to other methods', () => {
    expect(solve('does ∫_0^∞ sin(x)/x² dx converge?').answer?.value).toBe('False');
    expect(solve('does ∫_0^∞ 1/(x-1)^2 dx converge?').answer?.value).not.toBe('True');
  });

  it('reads a decimal exponent exactly', () => {
    expect(solve('∫_1^{∞} dx/x^{1.01} converge ?').answer?.value).toBe('True');
    expect(solve('does ∫_1^{∞} dx/x^{0.99} converge?').answer?.value).toBe('False');
  });

  it('states the question back in French', () => {
    expect(solve('does ∫_1^∞ 1/x^2 dx converge?', { locale: 'fr' }).interpretation?.text).toBe("Dire si l'intégrale de 1 à ∞ de 1/x² dx converge");
  });
});

describe('divergent improper integrals', () => {
  it('reads "(answer ∞ if divergent)" and "généralisée" as words about the answer', () => {
    expect(solve('∫_0^1 1/x dx (answer ∞ if divergent)').answer?.value).toBe('oo');
    expect(solve("calculer l'intégrale généralisée ∫_0^{+∞} x³ e^{−x²} dx").answer?.value).toBe('1/2');
  });

  it('verifies a divergence by partial integrals that keep growing, and rejects one claimed for a convergent integral', () => {
    const t = (integrand: string, lo: string, hi: string) => ({ kind: 'integrate' as const, integrand, variable: 'x', bounds: { lo, hi } });
    expect(verifyTask(t('1/x', '1', 'oo'), { kind: 'expr', value: 'oo' })).toBe(true);
    expect(verifyTask(t('1/x', '0', '1'), { kind: 'expr', value: 'oo' })).toBe(true);
    expect(verifyTask(t('1/x^2', '1', 'oo'), { kind: 'expr', value: 'oo' })).toBe(false);
    expect(verifyTask(t('1/x^1.1', '1', 'oo'), { kind: 'expr', value: 'oo' })).toBe(false);
    expect(verifyTask(t('1/x', '1', 'oo'), { kind: 'expr', value: '-oo' })).toBe(false);
  });
});

describe('a bounded sine or cosine term in a sum', () => {
  it.each([
    ['Determine whether ∫_1^∞ (2 + sin x)/x dx converges or diverges', 'False', 'Bound the integrand from below'],
    ['Does ∫_1^∞ (1 + cos² x)/x dx converge?', 'False', 'Bound the integrand from below'],
    ['Does ∫_1^∞ (2 + sin x)/x² dx converge?', 'True', 'Bound the trigonometric factor'],
    ['Is ∫_1^∞ (sin x − 3)/x^3 dx convergent?', 'True', 'Bound the trigonometric factor'],
  ])('%s', (input, value, first) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'bool', value });
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(first);
  });

  it('compares from below in French', () => {
    const s = solve("La nature de l'intégrale ∫_1^{+∞} (3 − cos x)/√x dx", { locale: 'fr' });
    expect(s.answer?.value).toBe('False');
    expect(s.steps[0].title).toBe("Minorer l'intégrande");
    expect(s.steps[0].explanation).toContain('≥ 2 > 0');
  });

  it('proves nothing from a sum that can vanish', () => {
    expect(solve('Does ∫_1^∞ (1 + sin x)/x dx converge?').answer).toBeNull();
  });
});

describe('an antiderivative that oscillates at +∞', () => {
  it.each([
    ['Does ∫_0^∞ cos x dx converge?', 'Limit at +∞'],
    ['Determine whether ∫_1^∞ sin(2x) dx converges or diverges', 'Limit at +∞'],
    ["L'intégrale ∫_0^{+∞} sin(3x) dx converge-t-elle ?", 'Limit at +∞'],
  ])('%s diverges', (input, last) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'bool', value: 'False' });
    expect(s.verified).toBe(true);
    expect(s.steps.at(-1)?.title).toBe(last);
  });

  it('says so in French', () => {
    const s = solve("l'intégrale ∫_0^{+∞} cos x dx est-elle convergente ?", { locale: 'fr' });
    expect(s.finalAnswer).toBe("Non, l'intégrale diverge.");
    expect(s.steps.at(-1)?.explanation).toContain('oscille');
  });
});

describe('an integral over (−∞, +∞), split at 0', () => {
  it.each([
    ['Does ∫_{−∞}^{∞} x dx converge?', 'False'],
    ['Is ∫_{-∞}^{∞} 1/(1+x^4) dx convergent?', 'True'],
    ['Does ∫_{-∞}^{∞} cos x dx converge?', 'False'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'bool', value });
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Split at 0');
  });

  it('answers a bounded oscillation over ℝ in time, by comparison on each half', () => {
    const s = solve('Does ∫_{-∞}^{∞} sin x/(1+x²) dx converge?');
    expect(s.answer?.value).toBe('True');
    expect(s.steps.filter((st) => st.title === 'Bound the trigonometric factor')).toHaveLength(2);
  });

  it('never lets an odd integrand cancel, in French', () => {
    const s = solve("L'intégrale ∫_{-∞}^{+∞} x/(1+x²) dx converge-t-elle ?", { locale: 'fr' });
    expect(s.answer?.value).toBe('False');
    expect(s.steps.at(-1)?.explanation).toBe("Cette moitié diverge : l'intégrale sur ]−∞, +∞[ diverge.");
  });
});

describe('an integrand that underflows far out', () => {
  it.each(['Does ∫_1^∞ e^{-x^2} dx converge?', "Étudier la nature de ∫_1^{+∞} e^{-x²} dx"])('%s: compared with 1/x²', (input) => {
    const s = solve(input);
    expect(s.answer?.value).toBe('True');
    expect(s.verified).toBe(true);
    expect(s.steps[0].formula).toBe('\\lim e^{-x^{2}} \\cdot x^{2} = 0');
  });
});
