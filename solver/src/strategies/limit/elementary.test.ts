import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { unequalSides } from '../../format/chain-check';

/** Lycée limits, in French: [input, value, the step that decides, the indeterminate form it names]. */
const LYCEE: Array<[string, string, string, string]> = [
  ['calculer la limite de (x^2-1)/(x-1) quand x tend vers 1', '2', 'Factoriser et simplifier', 'forme indéterminée 0/0'],
  ['limite de (sqrt(x+4)-2)/x quand x tend vers 0', '1/4', 'Multiplier par la quantité conjuguée', 'forme indéterminée 0/0'],
  ['limite de sin(2x)/x quand x tend vers 0', '2', 'Limite usuelle', 'forme indéterminée 0/0'],
  ['limite de (e^(3x)-1)/x quand x tend vers 0', '3', 'Limite usuelle', 'forme indéterminée 0/0'],
  ['limite de ln(1+2x)/x quand x tend vers 0', '2', 'Limite usuelle', 'forme indéterminée 0/0'],
  ['limite de ln(x)/x quand x tend vers +oo', '0', 'Croissances comparées', 'forme indéterminée ∞/∞'],
  ['limite de x*ln(x) quand x tend vers 0', '0', 'Croissances comparées', 'forme indéterminée 0 · ∞'],
  ['limite de x^2*e^(-x) quand x tend vers +oo', '0', 'Comparer les croissances', 'forme indéterminée'],
  ['limite de (2x^2+1)/(x^2-3) quand x tend vers +oo', '2', 'Diviser par la plus grande puissance', 'forme indéterminée ∞/∞'],
  ['limite de x^2 - 3x + 1 quand x tend vers +oo', 'oo', 'Factoriser le terme dominant', 'forme indéterminée ∞ − ∞'],
  ['limite de x - ln(x) quand x tend vers +oo', 'oo', 'Factoriser le terme dominant', 'forme indéterminée ∞ − ∞'],
];

describe('French lycée limits without L’Hôpital', () => {
  it.each(LYCEE)('%s', (input, value, title, form) => {
    const s = solve(input, { locale: 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(JSON.stringify(s.steps)).not.toContain('Hôpital');
    const step = s.steps.find((t) => t.title === title);
    expect(step?.explanation).toContain(form);
  });

  it('writes a standard limit reached by a constant factor', () => {
    const s = solve('limit sin(2x)/x as x->0');
    expect(s.steps[1].formula).toBe('\\lim_{u \\to 0} \\frac{\\sin u}{u} = 1 \\Rightarrow \\lim_{x \\to 0} \\frac{\\sin\\left(2 x\\right)}{x} = \\lim_{x \\to 0} 2 \\cdot \\frac{\\sin\\left(2 x\\right)}{2 x} = 2');
  });

  it('factors out the dominant term of ∞ − ∞, the bracket written from 1', () => {
    const s = solve('limite de x^2 - 3x + 1 quand x tend vers +oo', { locale: 'fr' });
    expect(s.steps[1].formula).toBe('\\lim_{x \\to +\\infty} \\left(x^{2} - 3 x + 1\\right) = \\lim_{x \\to +\\infty} x^{2} \\left(1 - \\frac{3}{x} + \\frac{1}{x^{2}}\\right) = +\\infty');
  });

  it('prints the factored quotient with its brackets, equal to the quotient as written', () => {
    const f = solve('calculer la limite de (x^2-1)/(x-1) quand x tend vers 1', { locale: 'fr' }).steps[1].formula ?? '';
    expect(f).toBe('\\frac{x^{2} - 1}{x - 1} = \\frac{\\left(x - 1\\right) \\left(x + 1\\right)}{x - 1} = x + 1');
    expect(unequalSides(f, true)).toBeNull();
    const g = solve('limit (x^2-4)/(2-x) as x->2').steps[1].formula ?? '';
    expect(unequalSides(g, true)).toBeNull();
  });
});
