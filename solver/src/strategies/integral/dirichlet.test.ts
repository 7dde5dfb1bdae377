import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe("Dirichlet's integrals", () => {
  it.each([
    ['∫_0^∞ sin x / x dx', 'pi/2'],
    ['∫_0^∞ sin²x/x² dx', 'pi/2'],
    ['∫_0^∞ sin^2(3x)/x^2 dx', '3*pi/2'],
    ['∫_0^∞ 4 sin(x)/x dx', '2*pi'],
    ['∫_{-∞}^{∞} sin(x)/x dx', 'pi'],
  ])('%s = %s, checked period by period', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.some((st) => st.title === "Use Dirichlet's integral")).toBe(true);
  });

  it('integrates sin²x/x² by parts first, in French too', () => {
    const s = solve('calculer ∫_0^{+∞} sin²(x)/x² dx', { locale: 'fr' });
    expect(s.steps[0].title).toBe('Intégrer par parties');
    expect(s.answer?.value).toBe('pi/2');
  });
});
