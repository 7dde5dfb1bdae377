import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

/** [input, answer value, method step titles in English, the same in French]. */
const CASES: Array<[string, string, string[], string[]]> = [
  ['lim x→2 x^2 + 1', '5', ['Direct substitution'], ['Substitution directe']],
  ['limit of (x^2-1)/(x-1) as x -> 1', '2', ['Factor and cancel', 'Direct substitution'], ['Factoriser et simplifier', 'Substitution directe']],
  ['lim x→0 (sqrt(x+4) - 2)/x', '1/4', ['Multiply by the conjugate', 'Simplify', 'Direct substitution'], ['Multiplier par la quantité conjuguée', 'Simplifier', 'Substitution directe']],
  ['lim x→0 sin(3x)/(3x)', '1', ['Standard limit'], ['Limite usuelle']],
  ['lim x→∞ (3x^2 + 1)/(2x^2 - 5)', '3/2', ['Divide by the highest power'], ['Diviser par la plus grande puissance']],
  ['lim x→∞ √(x²+x) − x', '1/2', ['Multiply by the conjugate', 'Keep the dominant terms'], ['Multiplier par la quantité conjuguée', 'Garder les termes dominants']],
  ['lim x→∞ (√(x²+1))/x', '1', ['Keep the dominant terms'], ['Garder les termes dominants']],
  ['lim x→∞ x(√(x²+1) − x)', '1/2', ['Multiply by the conjugate', 'Keep the dominant terms'], ['Multiplier par la quantité conjuguée', 'Garder les termes dominants']],
  ['lim x→-∞ sqrt(x^2+1)/x', '-1', ['Keep the dominant terms'], ['Garder les termes dominants']],
  ['lim x→0 (e^x - 1 - x)/x^2', '1/2', ["L'Hôpital's rule", 'Standard limit'], ["Règle de L'Hôpital", 'Limite usuelle']],
  ['lim x→∞ ln(x)/x', '0', ['Compared growth'], ['Croissances comparées']],
  ['lim x→0+ x ln(x)', '0', ['Compared growth'], ['Croissances comparées']],
  ['lim x→∞ (1 + 1/x)^x', 'e', ['Form 1^∞', 'Limit of each part', 'Back to the exponential'],
    ['Forme 1^∞', 'Limite de chaque partie', "Revenir à l'exponentielle"]],
  ['lim x→∞ (x/(x + 1))^x', 'exp(-1)', ['Form 1^∞', 'Divide by the highest power', 'Back to the exponential'],
    ['Forme 1^∞', 'Diviser par la plus grande puissance', "Revenir à l'exponentielle"]],
  ['lim x→∞ ((x + 2)/(x - 1))^(2x)', 'exp(6)', ['Form 1^∞', 'Divide by the highest power', 'Back to the exponential'],
    ['Forme 1^∞', 'Diviser par la plus grande puissance', "Revenir à l'exponentielle"]],
  ['lim x→0 (a^x - 1)/x', 'ln(a)', ["L'Hôpital's rule", 'Direct substitution'], ["Règle de L'Hôpital", 'Substitution directe']],
  ['lim x→1 (x^n - 1)/(x - 1)', 'n', ["L'Hôpital's rule", 'Direct substitution'], ["Règle de L'Hôpital", 'Substitution directe']],
  ['lim x→∞ (1 + a/x)^x', 'exp(a)', ['Form 1^∞', 'Limit of each part', 'Back to the exponential'],
    ['Forme 1^∞', 'Limite de chaque partie', "Revenir à l'exponentielle"]],
  ['lim x→∞ ((x^3 + 2x^2)^(1/3) − x)', '2/3', ['Multiply by the conjugate', 'Keep the dominant terms'], ['Multiplier par la quantité conjuguée', 'Garder les termes dominants']],
  ['lim x→∞ ln(2x + 1) − ln(x + 3)', 'ln(2)', ['Combine the logarithms', 'Limit of the argument', 'Divide by the highest power', 'Continuity'],
    ['Regrouper les logarithmes', "Limite de l'argument", 'Diviser par la plus grande puissance', 'Continuité']],
  ['lim x→0+ 1/x', 'oo', ['Infinite limit'], ['Limite infinie']],
  ['limit of 1/x^2 as x -> 0', 'oo', ['Infinite limit'], ['Limite infinie']],
  ['lim x→0 1/x', 'zoo', ['Infinite limit', 'Infinite limit', 'Compare the one-sided limits'], ['Limite infinie', 'Limite infinie', 'Comparer les limites à gauche et à droite']],
  ['lim x→0 |x|/x', 'DNE', ['Remove the absolute value', 'Direct substitution', 'Remove the absolute value', 'Direct substitution', 'Compare the one-sided limits'],
    ['Enlever la valeur absolue', 'Substitution directe', 'Enlever la valeur absolue', 'Substitution directe', 'Comparer les limites à gauche et à droite']],
  ['lim x→0 sin(1/x)', 'DNE', ['The limit does not exist'], ["La limite n'existe pas"]],
];

describe('limit methods, steps in both languages', () => {
  it.each(CASES)('%s', (input, value, en, fr) => {
    const a = solve(input);
    const b = solve(input, { locale: 'fr' });
    expect(a.answer?.value).toBe(value);
    // every answer, including "does not exist", is confirmed numerically
    expect(a.verified).toBe(true);
    expect(a.steps.slice(1, -1).map((s) => s.title)).toEqual(en);
    expect(b.steps.slice(1, -1).map((s) => s.title)).toEqual(fr);
  });

  it("states the indeterminate form before L'Hôpital's rule", () => {
    const step = solve('lim x→0 (e^x - 1 - x)/x^2').steps.find((s) => s.title === "L'Hôpital's rule");
    expect(step?.explanation).toContain('The form is 0/0');
    const fr = solve('lim x→0 (e^x - 1 - x)/x^2', { locale: 'fr' }).steps.find((s) => s.title === "Règle de L'Hôpital");
    expect(fr?.explanation).toContain('On a la forme indéterminée 0/0');
  });

  it('does not read "the quotient of the derivatives has no limit" as "no limit"', () => {
    const en = solve('lim x→∞ (x - sin x)/x');
    const fr = solve('lim x→∞ (x - sin x)/x', { locale: 'fr' });
    expect(en.answer?.value).toBe('1');
    expect(en.verified).toBe(true);
    expect(en.steps.map((s) => s.title)).toContain('Divide each term by the denominator');
    expect(fr.steps.map((s) => s.title)).toContain('Diviser chaque terme par le dénominateur');
  });

  it('sets t = 1/x at infinity when no method applies there directly', () => {
    const en = solve('lim x->infinity (x sin(1/x))^(x^2)');
    expect(en.answer?.value).toBe('exp(-1/6)');
    expect(en.verified).toBe(true);
    expect(en.steps.map((s) => s.title)).toContain('Change of variable');
    const fr = solve('limite quand x tend vers -∞ de x^2 (e^(1/x) - 1 - 1/x)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('1/2');
    expect(fr.steps.map((s) => s.title)).toContain('Changement de variable');
    expect(fr.steps.find((s) => s.title === 'Changement de variable')?.explanation).toContain('t → 0⁻');
  });

  it('replaces ln(b) by b − 1 when b → 1 in a quotient: ln(sin x/x)/x²', () => {
    const en = solve('lim x→0 ln(sin(2x)/(2x))/x^2');
    expect(en.answer?.value).toBe('-2/3');
    expect(en.steps[1].title).toBe('Use an equivalent');
    const fr = solve('limite quand x tend vers 0 de ln(tan(x)/x)/x^2', { locale: 'fr' });
    expect(fr.answer?.value).toBe('1/3');
    expect(fr.steps[1].title).toBe('Utiliser un équivalent');
  }, 15000);

  it('keeps a difference holding an exponential on top in 0·∞', () => {
    expect(solve('lim x→∞ x (e^(1/x) - 1)').answer?.value).toBe('1');
    expect(solve('lim x→∞ x^2 e^(-x)').answer?.value).toBe('0');
  });

  it('checks a limit with parameters at other values of the parameters', () => {
    // a^x grows or decays depending on a: no single answer holds for every a
    expect(solve('lim x→∞ a^x').verified).toBe(false);
    expect(solve('lim x→0 sin(a x)/sin(b x)').answer?.value).toBe('a/b');
  });

  it('says in words that a limit does not exist', () => {
    expect(solve('lim x→0 |x|/x').finalAnswer).toBe('The limit does not exist.');
    expect(solve('lim x→0 |x|/x', { locale: 'fr' }).finalAnswer).toBe("La limite n'existe pas.");
  });

  it('compares exponential and power growth', () => {
    const r = solve('lim x→∞ (2^x + x^5)/(3^x)');
    expect(r.answer?.value).toBe('0');
    expect(r.verified).toBe(true);
    expect(r.steps.map((s) => s.title)).toContain('Compare the growth');
    expect(solve('lim x→∞ (2^x + x^5)/(3^x)', { locale: 'fr' }).steps.map((s) => s.title)).toContain('Comparer les croissances');
  });

  it('takes the pole of tan from each side', () => {
    const r = solve('lim x→π/2 tan(x)');
    expect(r.answer?.value).toBe('zoo');
    expect(r.verified).toBe(true);
  });
});

describe('limit requests as students write them', () => {
  it.each([
    ['evaluate the limit lim_{x→0} sin(5x)/x', '5'],
    ['calculer la limite de (1 - cos x)/x^2 en 0', '1/2'],
    ['\\lim_{x \\to +\\infty} \\left(1 + \\frac{1}{x}\\right)^{x}', 'e'],
    ['find the limit as x approaches 2 of (x^2 - 4)/(x - 2)', '4'],
    ['What is the limit of (2x+3)/(5x-1) as x goes to infinity?', '2/5'],
    ['as n approaches infinity, find the limit of (2n+1)/(3n-4)', '2/3'],
    ['limite de (x^2 + x)/(x^2 - 1) quand x tend vers -1', '1/2'],
    ['déterminer la limite en +∞ de e^{-x} x^3', '0'],
    ['lim_{x→0} (tan x - x)/x^3', '1/3'],
    ['lim x→∞ (x^2 + 1)/(x + 1) - x', '-1'],
    ['lim x→∞ x sin(1/x)', '1'],
    ['lim x→∞ sqrt(x + 1) - sqrt(x)', '0'],
    ['lim x→0^- |x|/x', '-1'],
    ['lim x→2^+ 1/(x-2)', 'oo'],
    ['lim x→∞ (3^x + 2^x)^(1/x)', '3'],
    ['lim x→∞ (e^x + x)/(e^x - x^2)', '1'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });
});

describe('conjugates that would undo themselves', () => {
  it.each([
    ['lim x→0 (sqrt(1+x) - sqrt(1-x))/sin(x)', '1'],
    ['lim x→4 (sqrt(x) - 2)/(x - 4)', '1/4'],
    ['lim x→0 (sqrt(4+x) - 2)/sin(x)', '1/4'],
    ['lim x→0 sin(x)/(sqrt(x+1) - 1)', '2'],
    ['lim x→3 (sqrt(x+1) - 2)/(sqrt(x+6) - 3)', '3/2'],
    ['lim x→0 (sqrt(1+x) - sqrt(1-x))/(sqrt(1+2x) - sqrt(1-2x))', '1/2'],
    ['lim x→0 (sqrt(1+x) - 1)/(e^x - 1)', '1/2'],
    ['lim x→0 (1 - sqrt(cos(x)))/x^2', '1/4'],
    ['lim x→2 (sqrt(x+2) - 2)/(x^2 - 4)', '1/16'],
  ])('%s = %s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
    // a conjugate is never multiplied back in
    const conj = r.steps.filter((s) => s.title === 'Multiply by the conjugate');
    expect(new Set(conj.map((s) => s.formula)).size).toBe(conj.length);
    expect(conj.length).toBeLessThanOrEqual(2);
  });

  it('moves on to L\'Hôpital once the root is gone', () => {
    const r = solve('lim x→0 (sqrt(1+tan(x)) - sqrt(1+sin(x)))/x^3');
    expect(r.answer?.value).toBe('1/4');
    const titles = r.steps.map((s) => s.title);
    expect(titles.filter((t) => t === 'Multiply by the conjugate')).toHaveLength(1);
    expect(titles).toContain('Take out a factor with a nonzero limit');
    expect(titles).toContain("L'Hôpital's rule");
    const fr = solve('lim x→0 (sqrt(1+tan(x)) - sqrt(1+sin(x)))/x^3', { locale: 'fr' }).steps.map((s) => s.title);
    expect(fr).toContain('Sortir un facteur de limite non nulle');
    expect(fr).toContain("Règle de L'Hôpital");
  });

  it('takes the conjugate of a root against the rest of a longer sum', () => {
    const r = solve('lim x→0 (sqrt(1+x) - 1 - x/2)/x^2');
    expect(r.answer?.value).toBe('-1/8');
    expect(r.verified).toBe(true);
    expect(r.steps.find((s) => s.title === 'Multiply by the conjugate')?.explanation).toContain('x/2 + √(x + 1) + 1');
    const s = solve('lim x→∞ (sqrt(x^2+x) - x)/(sqrt(x^2+1) - x + 1)');
    expect(s.answer?.value).toBe('1/2');
    expect(s.verified).toBe(true);
  });

  it('leaves a sum whose limit is not 0 alone: multiplying by its conjugate removes no indeterminate form', () => {
    const r = solve('lim x→0 x/(sin(x) (sqrt(1+x) + sqrt(1-x)))');
    expect(r.answer?.value).toBe('1/2');
    expect(r.steps.map((s) => s.title)).not.toContain('Multiply by the conjugate');
  });
});

describe('∞ − ∞ between tan, cot, sec and csc', () => {
  it.each([
    ['lim x→π/2^- tan(x) - sec(x)', '0'],
    ['lim x→0 csc(x) - cot(x)', '0'],
    ['lim x→0^+ cot(x) - 1/x', '0'],
  ])('%s = %s, by sine and cosine over one denominator', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
    expect(r.steps.map((s) => s.title)).toContain('Write in terms of sine and cosine');
    expect(solve(input, { locale: 'fr' }).steps.map((s) => s.title)).toContain('Écrire avec sinus et cosinus');
  });
});

describe('a sum indeterminate through its terms', () => {
  it.each([
    ['lim x→+∞ x e^{-x} + ln(x)/x', '0'],
    ['Calculer la limite en +∞ de ln(x)/x + x² e^{−x}', '0'],
    ['lim x→0 (sin(x)/x + x ln x)', '1'],
    ['lim_{t→∞} (t e^{−t} − arctan t)', '-pi/2'],
  ])('adds the limits of the terms: %s', (input, value) => {
    const en = solve(input, { locale: 'en' });
    expect(en.answer?.value).toBe(value);
    expect(en.verified).toBe(true);
    expect(en.steps.map((s) => s.title)).toContain('Limit of each term');
    expect(solve(input, { locale: 'fr' }).steps.map((s) => s.title)).toContain('Limite de chaque terme');
  });
});

describe('a side whose values overflow is still a side', () => {
  it.each([
    ['lim_{x→0} e^{1/x}', 'en', 'Domain'],
    ['Étudier lim_{x→0} 2^{1/x}', 'fr', 'Domaine de définition'],
  ] as const)('answers %s as a limit that does not exist, never as its left limit', (input, locale, domain) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe('DNE');
    expect(s.steps.map((x) => x.title)).not.toContain(domain);
  });

  it('keeps the left limit when it is asked', () => {
    expect(solve('Find lim_{x→0^-} e^{1/x}', { locale: 'en' }).answer?.value).toBe('0');
  });
});
