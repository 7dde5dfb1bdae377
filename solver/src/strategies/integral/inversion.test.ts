import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('∫_0^∞ f = 0 when x = 1/t turns f into its opposite', () => {
  it.each([
    ['∫_0^∞ ln(x)/(1 + x^2) dx'],
    ['∫_0^∞ ln(x)/(1 + x)^2 dx'],
    ['∫_0^∞ ln(x)/(x^2 + x + 1) dx'],
  ])('%s = 0, checked by quadrature', (input) => {
    const s = solve(input);
    expect(s.answer?.value).toBe('0');
    expect(s.verified).toBe(true);
  });

  it('shows the substitution and the convergence, in French too', () => {
    const s = solve('calculer ∫_0^{+∞} ln x/(1+x²) dx', { locale: 'fr' });
    expect(s.steps.map((st) => st.title)).toEqual(['Convergence en +∞', 'Poser x = 1/t sur ]0, 1]', 'Ajouter les deux moitiés', 'Réponse']);
  });

  it('never cancels two divergent halves', () => {
    expect(solve('∫_0^∞ ln(x)/x dx').answer?.value).not.toBe('0');
  });
});
