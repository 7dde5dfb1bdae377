import type { Task } from '../task/task';
import { parseSpecies } from '../chemistry/formula';

/**
 * Mass concentration ↔ molar concentration of a named solute: "Concentration massique 12 g/L de
 * NaOH : concentration molaire ?", "mass concentration of a 0.25 mol/L NaCl solution?". One value,
 * one formula, the other concentration asked.
 */
const GIVEN = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s*(g\s*[/·.]\s*L|g\s*·?\s*L\s*(?:\^\s*-1|⁻¹)|mol\s*[/·.]\s*L|mol\s*·?\s*L\s*(?:\^\s*-1|⁻¹)|M)(?![\p{L}])/gu;
const ASKS_MOLAR = /concentration\s+molaire|molar\s+concentration|molarit[yé]|concentration\s+en\s+quantit[ée]\s+de\s+mati[èe]re|in\s+mol\/L|en\s+mol\/L/i;
const ASKS_MASS = /concentration\s+massique|mass\s+concentration|in\s+g\/L|en\s+g\/L/i;

export function readMassConcentration(text: string): Task | null {
  if (!ASKS_MOLAR.test(text) && !ASKS_MASS.test(text)) return null;
  const given = [...text.matchAll(GIVEN)];
  if (given.length !== 1) return null;
  const unit = /^g/.test(given[0][2]) ? 'g/L' : 'mol/L';
  const value = Number(given[0][1].replace(',', '.'));
  // the question is the concentration not given; the words for the given one name it
  const question = text.split(/(?<=[.;:])\s+/).filter((s) => /\?|find|calcul|quel|what|d[ée]termin/i.test(s)).join(' ') || text;
  const want = unit === 'g/L' ? 'mol/L' : 'g/L';
  if (!(want === 'mol/L' ? ASKS_MOLAR : ASKS_MASS).test(question)) return null;
  const formulas = [...text.matchAll(/(?<![\p{L}\d])((?:[A-Z][a-z]?\d*|\([A-Za-z\d]+\)\d*)+)(?![\p{L}\d])/gu)].map((m) => m[1]).filter((f) => /[A-Z].*[A-Z]|\d/.test(f) && f !== 'L' && f !== 'M');
  const solutes = [...new Set(formulas)].filter((f) => {
    try {
      return parseSpecies(f).counts.size > 0;
    } catch {
      return false;
    }
  });
  if (solutes.length !== 1 || !(value > 0)) return null;
  return { kind: 'mass_concentration', solute: solutes[0], given: { unit, value }, want };
}
