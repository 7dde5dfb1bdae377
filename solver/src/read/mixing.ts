import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * Two amounts of the same liquid mixed, each at its own temperature, in English and French: "200 g
 * of water at 80 °C is mixed with 300 g of water at 20 °C. Final temperature?", « on mélange 2 L
 * d'eau à 60 °C et 3 L d'eau à 10 °C : température d'équilibre ? ». No heat lost: the heat the hot
 * part gives is the heat the cold part takes, m₁(T₁ − T_f) = m₂(T_f − T₂). Each temperature is the
 * amount's told just before it; another substance (a specific heat given) is left unread.
 */
const MIXED = /\bmix|m[ée]lang|pour(?:s|ed)?\s+into|added\s+to|\bajout|vers[ée]e?s?\s+dans/i;
const ASKED = /final\s+temperature|equilibrium\s+temperature|temperature\s+of\s+the\s+mixture|common\s+temperature|temp[ée]rature\s+(?:finale|d['’][ée]quilibre|du\s+m[ée]lange)/i;
const WATER = /\bwater\b|\beau\b/i;

export function readMixing({ raw, rest, qs }: Situation): TaskOf<'energy'> | null {
  const M = of(qs, DIMS.M);
  const Vol = of(qs, DIMS.volume);
  const K = of(qs, DIMS.K);
  if (!MIXED.test(raw) || !ASKED.test(question(raw)) || K.length !== 2 || M.length + Vol.length !== 2 || (Vol.length && (M.length || !WATER.test(raw))) || !exactly(qs, M, Vol, K) || !allPlaced(rest, qs)) return null;
  // each amount followed by its own temperature: amount, temperature, amount, temperature
  const amounts = [...M, ...Vol].sort((a, b) => a.at - b.at);
  const ordered = [...qs].sort((a, b) => a.at - b.at);
  if (ordered[0] !== amounts[0] || ordered[1] !== K[0] || ordered[2] !== amounts[1] || ordered[3] !== K[1]) return null;
  // a litre of water weighs a kilogram
  const mass = (q: (typeof qs)[number]): number => (M.includes(q) ? q.si : q.si * 1000);
  return { kind: 'energy', knowns: { m1: mass(amounts[0]), Ta: K[0].si, m2: mass(amounts[1]), Tb: K[1].si }, want: 'Tfin', unit: K.some((q) => /C$/.test(q.unit)) ? '°C' : 'K' };
}
