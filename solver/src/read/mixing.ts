import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';
import { WATER_C } from './heat';

/**
 * Two amounts of the same liquid mixed, each at its own temperature, in English and French: "200 g
 * of water at 80 °C is mixed with 300 g of water at 20 °C. Final temperature?", « on mélange 2 L
 * d'eau à 60 °C et 3 L d'eau à 10 °C : température d'équilibre ? ». No heat lost: the heat the hot
 * part gives is the heat the cold part takes, m₁(T₁ − T_f) = m₂(T_f − T₂). Each temperature is the
 * amount's told just before it. Two substances (a hot metal dropped into water) balance
 * m₁c₁(T₁ − T_f) = m₂c₂(T_f − T₂): each specific heat given in the order of the bodies, or one given
 * for the body that is not water, water's taken as 4186 J/(kg·K).
 */
const MIXED = /\bmix|m[ée]lang|pour(?:s|ed)?\s+into|added\s+to|\bajout|vers[ée]e?s?\s+dans|(?:placed|dropped|put|immersed|plunged)\s+in(?:to)?|plong[ée]e?s?\s+dans|introdui[ts]e?s?\s+dans|immerg[ée]e?s?\s+dans/i;

const ASKED = /final\s+temperature|equilibrium\s+temperature|temperature\s+of\s+the\s+mixture|common\s+temperature|temp[ée]rature\s+(?:finale|d['’][ée]quilibre|du\s+m[ée]lange)/i;
const WATER = /\bwater\b|\beau\b/i;

export function readMixing({ raw, rest, qs }: Situation): TaskOf<'energy'> | null {
  const M = of(qs, DIMS.M);
  const Vol = of(qs, DIMS.volume);
  const K = of(qs, DIMS.K);
  const C = of(qs, DIMS.specificHeat);
  if (!MIXED.test(raw) || !ASKED.test(question(raw)) || K.length !== 2 || M.length + Vol.length !== 2 || C.length > 2 || (Vol.length && (M.length || !WATER.test(raw))) || !exactly(qs, M, Vol, K, C) || !allPlaced(rest, qs)) return null;
  // each amount followed by its own temperature: amount, temperature, amount, temperature
  const amounts = [...M, ...Vol].sort((a, b) => a.at - b.at);
  const ordered = qs.filter((q) => !C.includes(q)).sort((a, b) => a.at - b.at);
  if (ordered[0] !== amounts[0] || ordered[1] !== K[0] || ordered[2] !== amounts[1] || ordered[3] !== K[1]) return null;
  // a litre of water weighs a kilogram
  const mass = (q: (typeof qs)[number]): number => (M.includes(q) ? q.si : q.si * 1000);
  const unit = K.some((q) => /C$/.test(q.unit)) ? '°C' : 'K';
  const knowns = { m1: mass(amounts[0]), Ta: K[0].si, m2: mass(amounts[1]), Tb: K[1].si };
  if (!C.length) return { kind: 'energy', knowns, want: 'Tfin', unit };
  // two substances: each body's specific heat, water's own when one is water and the other's is given
  const water = amounts.map((a) => WATER.test(rest.slice(a.end, a.end + 25).split(/[,;.]|\b(?:at|à)\b/)[0]) || /\b(?:water|eau)\b[^,;.\d]{0,15}$/i.test(rest.slice(Math.max(0, a.at - 25), a.at)));
  let c: number[] | null = null;
  if (C.length === 2) c = [C[0].si, C[1].si];
  else if (water[0] !== water[1]) c = water[0] ? [WATER_C, C[0].si] : [C[0].si, WATER_C];
  return c ? { kind: 'energy', knowns: { ...knowns, c1m: c[0], c2m: c[1] }, want: 'Tfin2', unit } : null;
}
