import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('linear thermal expansion', () => {
  it('gives the elongation α L₀ ΔT from two temperatures or a change, α per °C or per K', () => {
    expect(answer("Une poutre en acier mesure 10,00 m à 10 °C. Quel sera son allongement à 50 °C ? Coefficient de dilatation de l'acier 0,000012 /°C.", 'fr')).toEqual({ v: '4.80 mm', ok: true });
    expect(answer("Un rail d'acier de 65 m subit une variation de température de 68 °C. Le coefficient de dilatation linéaire de l'acier vaut 11×10⁻⁶ K⁻¹. Calculer l'allongement du rail.", 'fr')).toEqual({ v: '4.86 cm', ok: true });
    expect(answer('An aluminium rod is 2 m long at 20 °C. How much longer is it at 120 °C if alpha = 23e-6 per °C?')).toEqual({ v: '4.60 mm', ok: true });
  });

  it('leaves a new length asked unread (its figures would hide the change)', () => {
    expect(answer('A steel bridge 500 m long at 0 °C is heated to 40 °C. The coefficient of linear expansion of steel is 1.2 × 10^-5 /K. What is its new length?').v).toBeUndefined();
  });
});
