import type { TaskOf } from '../task/task';
import { balance } from '../chemistry/balance';
import { parseSpecies, speciesText } from '../chemistry/formula';

/**
 * A redox equation "in acidic solution" (« en milieu acide ») is balanced with H⁺ and H₂O, one "in
 * basic solution" (« en milieu basique », alkaline) with OH⁻ and H₂O, when the student left them
 * out: each goes on the side where the balancing comes out unique and positive. When both sides
 * would do, or neither, the equation is left as written.
 */
const ACIDIC = /\bacid(?:ic|ified)?\s+(?:solution|medium|conditions?|environment)|\bin\s+acid(?:ic)?\b|\(\s*acid(?:ic)?\s*\)|milieu\s+acide|solution\s+acide|en\s+pr[ée]sence\s+d['’]acide|\bacidifi[ée]e?\b/i;
const BASIC = /\b(?:basic|alkaline)\s+(?:solution|medium|conditions?|environment)|\bin\s+(?:base|basic|alkaline)\b|\(\s*(?:basic|alkaline)\s*\)|milieu\s+(?:basique|alcalin)|solution\s+basique/i;

export function mediumOf(text: string): 'acidic' | 'basic' | null {
  const acidic = ACIDIC.test(text);
  const basic = BASIC.test(text);
  return acidic === basic ? null : acidic ? 'acidic' : 'basic';
}

const key = (s: string): string => speciesText(parseSpecies(s));

/** The equation with the medium's ions and water added where they are missing, or as it was. */
export function withMedium(eq: TaskOf<'balance'>, medium: 'acidic' | 'basic'): TaskOf<'balance'> {
  const ion = medium === 'acidic' ? 'H^+' : 'OH^-';
  const written = new Set([...eq.reactants, ...eq.products].map(key));
  const missing = [ion, 'H2O'].filter((s) => !written.has(key(s)));
  if (missing.length === 0) return { ...eq, medium };
  // every way of putting the missing species on one side or the other
  const placements: Array<{ reactants: string[]; products: string[] }> = [];
  for (let mask = 0; mask < 2 ** missing.length; mask++) {
    const left = missing.filter((_, k) => !(mask & (1 << k)));
    const right = missing.filter((_, k) => mask & (1 << k));
    placements.push({ reactants: [...eq.reactants, ...left], products: [...eq.products, ...right] });
  }
  const good = placements.filter((p) => {
    try {
      return balance(p.reactants.map(parseSpecies), p.products.map(parseSpecies)).result.kind === 'one';
    } catch {
      return false;
    }
  });
  return good.length === 1 ? { kind: 'balance', ...good[0], medium } : { ...eq, medium };
}
