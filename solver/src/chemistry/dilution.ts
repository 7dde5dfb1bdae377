import { text } from '../i18n';
import type { StepDraft } from '../strategy';
import { sig, sigLatex } from './quantity';

/**
 * A solution diluted before the quantity asked of it: the volume taken V₀ made up to V, or V₀ with
 * a volume of water added (V = V₀ + water), or a dilution factor F = V / V₀ (all volumes in litres).
 */
export interface Dilution {
  v1?: number;
  v2?: number;
  water?: number;
  factor?: number;
}

/** The final volume over the volume taken, or the factor as told. */
export const dilutionFactor = (d: Dilution): number =>
  d.factor ?? ((d.v2 ?? (d.v1 ?? NaN) + (d.water ?? NaN)) / (d.v1 ?? NaN));

const mL = (litres: number): string => `${sig(litres * 1000)} mL`;
/** A factor as told: 100, 2.5 — never 100.0. */
const times = (f: number): string => String(Number(f.toPrecision(4)));

/** The dilution said back in words: "10 mL diluted to 1000 mL", « diluée 100 fois ». */
export function dilutionWords(d: Dilution): { en: string; fr: string } {
  if (d.v1 !== undefined && d.v2 !== undefined) return { en: `, ${mL(d.v1)} diluted to ${mL(d.v2)}`, fr: `, ${mL(d.v1)} dilués à ${mL(d.v2)}`.replace(/\./g, ',') };
  if (d.v1 !== undefined && d.water !== undefined) return { en: `, ${mL(d.v1)} with ${mL(d.water)} of water added`, fr: `, ${mL(d.v1)} additionnés de ${mL(d.water)} d'eau`.replace(/\./g, ',') };
  return { en: `, diluted ${times(dilutionFactor(d))} times`, fr: `, diluée ${times(dilutionFactor(d))} fois`.replace(/\./g, ',') };
}

/** The dilution as the text the reader reads back. */
export function dilutionText(d: Dilution): string {
  if (d.v1 !== undefined && d.v2 !== undefined) return ` ${d.v1 * 1000} mL of it is diluted to ${d.v2 * 1000} mL.`;
  if (d.v1 !== undefined && d.water !== undefined) return ` ${d.water * 1000} mL of water is added to ${d.v1 * 1000} mL of it.`;
  return ` It is diluted ${dilutionFactor(d)} times.`;
}

/** The concentration after the dilution, as a step: the amount of solute is kept, c = c₀·V₀/V. */
export function dilutionStep(c0: number, d: Dilution, unit = 'mol/L'): { c: number; step: StepDraft } {
  const f = dilutionFactor(d);
  const c = c0 / f;
  if (d.v1 !== undefined) {
    const v = d.v2 ?? d.v1 + (d.water ?? NaN);
    const sum = d.water !== undefined ? text(` The final volume is V = V₀ + V(water) = ${mL(d.v1)} + ${mL(d.water)} = ${mL(v)}.`, ` Le volume final est V = V₀ + V(eau) = ${mL(d.v1)} + ${mL(d.water)} = ${mL(v)}.`) : text('', '');
    return {
      c,
      step: {
        title: text('Concentration after dilution', 'Concentration après dilution'),
        explanation: text(`Diluting keeps the amount of solute: c₀·V₀ = c·V, so c = c₀·V₀ / V.${sum.en}`, `La dilution conserve la quantité de soluté : c₀·V₀ = c·V, donc c = c₀·V₀ / V.${sum.fr}`),
        formula: `c = \\frac{${sigLatex(c0)} \\times ${sigLatex(d.v1 * 1000)}}{${sigLatex(v * 1000)}} = ${sigLatex(c)}\\ \\mathrm{${unit}}`,
      },
    };
  }
  return {
    c,
    step: {
      title: text('Concentration after dilution', 'Concentration après dilution'),
      explanation: text(`Diluted ${times(f)} times, the solution is ${times(f)} times less concentrated: c = c₀ / F.`, `Diluée ${times(f)} fois, la solution est ${times(f)} fois moins concentrée : c = c₀ / F.`),
      formula: `c = \\frac{${sigLatex(c0)}}{${sigLatex(f)}} = ${sigLatex(c)}\\ \\mathrm{${unit}}`,
    },
  };
}
