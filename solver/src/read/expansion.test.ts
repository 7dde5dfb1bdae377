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

  it("reads the elongation asked as 'by how many millimetres does it get longer', 'by how much does it grow'", () => {
    expect(answer('Steel railroad rails are laid in sections 10 m long. The coefficient of thermal expansion is 12.0*10^-6 per °C. By how many millimetres does each section get longer when the temperature rises by 25 °C?')).toEqual({ v: '3.00 mm', ok: true });
    expect(answer('A 50 m copper pipe (α = 17×10⁻⁶ /°C) warms from 10 °C to 40 °C. By how much does it grow?')).toEqual({ v: '2.55 cm', ok: true });
  });
  it('leaves a new length asked unread (its figures would hide the change)', () => {
    expect(answer('A steel bridge 500 m long at 0 °C is heated to 40 °C. The coefficient of linear expansion of steel is 1.2 × 10^-5 /K. What is its new length?').v).toBeUndefined();
  });
  it('never answers an area or a volume asked with the elongation of one side', () => {
    const refused = (input: string, locale: 'en' | 'fr' = 'en'): boolean => (solve(input, { subject: 'engineering', locale }).answer ?? undefined) === undefined;
    expect(refused('A square steel plate of side 2 m is heated from 20 °C to 70 °C. α = 12×10⁻⁶ /°C. By how much does its area grow?')).toBe(true);
    expect(refused('Une plaque carrée en acier de côté 2 m est chauffée de 20 °C à 70 °C. α = 12×10⁻⁶ /°C. De combien augmente son aire ?', 'fr')).toBe(true);
    expect(refused('A copper sphere of radius 10 cm is heated by 100 °C. α = 17×10⁻⁶ /°C. By how much does its volume grow?')).toBe(true);
    expect(refused('Une sphère de cuivre de rayon 10 cm est chauffée de 100 °C. α = 17×10⁻⁶ /°C. De combien augmente son volume ?', 'fr')).toBe(true);
    // "how much does it grow" of a plate: not the side's elongation
    expect(refused('A square steel plate of side 2 m is heated from 20 °C to 70 °C. α = 12×10⁻⁶ /°C. By how much does it grow?')).toBe(true);
    // the very length given, asked: its elongation
    expect(answer('A square steel plate of side 2 m is heated from 20 °C to 70 °C. α = 12×10⁻⁶ /°C. By how much does its side grow?')).toEqual({ v: '1.20 mm', ok: true });
  });
  it('gives the stress E·α·ΔT in a bar whose expansion is prevented, its length playing no part', () => {
    expect(answer('A steel rail is fixed at both ends so it cannot expand. α = 12×10^-6 /°C and E = 200 GPa. What thermal stress develops for a temperature increase of 40 °C?')).toEqual({ v: '96.0 MPa', ok: true });
    expect(answer('A 10 m steel rod is clamped between two rigid walls at 20 °C and heated to 60 °C. α = 1.2e-5 per °C, E = 210 GPa. Find the stress in the rod.')).toEqual({ v: '101 MPa', ok: true });
    expect(answer("Une barre d'acier encastrée à ses deux extrémités est chauffée de 30 °C. α = 12×10⁻⁶ K⁻¹ et E = 200 GPa. Calculer la contrainte thermique.", 'fr')).toEqual({ v: '72.0 MPa', ok: true });
  });
  it('gives no stress to a bar held at one end only, free to expand from the other', () => {
    const error = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; message: string | undefined } => {
      const s = solve(input, { subject: 'engineering', locale });
      return { v: s.answer?.value, message: s.error?.message };
    };
    expect(error('A steel rod fixed at one end is heated from 20 °C to 70 °C. α = 12×10⁻⁶ /°C, E = 200 GPa. What is the thermal stress?')).toEqual({ v: undefined, message: expect.stringContaining('σ = 0') as unknown as string });
    expect(error('A steel rod is clamped at one end, the other end being free. It is heated by 50 °C. α = 12e-6 /°C, E = 200 GPa. Find the thermal stress.').message).toContain('σ = 0');
    expect(error("Une barre d'acier fixée à une extrémité est chauffée de 50 °C. α = 12×10⁻⁶ K⁻¹ et E = 200 GPa. Calculer la contrainte thermique.", 'fr').message).toContain('σ = 0');
    // "fixed" with no word of where: not read as held at both ends
    expect(error('A steel rod is fixed. It is heated by 50 °C. α = 12e-6 /°C, E = 200 GPa. Find the thermal stress.').v).toBeUndefined();
  });
  it('reads a force in decanewtons (daN) and a stress in daN/mm²', () => {
    expect(answer("Un câble en acier de diamètre 6 mm et de longueur 10 m est soumis à deux forces de 200 daN qui tendent à l'allonger. E = 200 000 N/mm². Quelle est la valeur de l'allongement ?", 'fr')).toEqual({ v: '3.54 mm', ok: true });
    expect(answer("Un fil d'acier de 2 mm de diamètre est soumis à une contrainte de 30 daN/mm². Quelle force supporte-t-il ?", 'fr')).toEqual({ v: '942 N', ok: true });
  });
});

