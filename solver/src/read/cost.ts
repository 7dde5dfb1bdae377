import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * The cost of running a device, in English and French: its power and time of use (or the energy
 * it takes) at a price per kilowatt-hour ('$0.15 per kWh', '12 cents per kWh', « 0,15 € le kWh »,
 * « le kWh coûte 0,18 € »). The cost is a bare number: the currency is the one the price is in.
 */
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const MAJOR = String.raw`(?:€|\$|£|EUR|euros?|dollars?)`;
const MINOR = String.raw`(?:cents?|centimes?|c|p|pence)`;
const PER = String.raw`\s*(?:\/|per|a|an|the|each|le|du|par|pour\s+un|pour\s+le)\s*`;
/** A price per kWh in one of the ways it is written: the number, its currency (a cent is a hundredth), per kWh. */
export const PRICE = new RegExp([
  String.raw`${MAJOR}\s*${NUM}${PER}kWh`,
  String.raw`${NUM}\s*(${MAJOR}|${MINOR})${PER}kWh`,
  String.raw`kWh\s*(?:costs?|is|co[uû]te|vaut|est\s+(?:factur[ée]|vendu)\s+(?:à\s+)?|est(?:\s+de)?|à|at|=|:)\s*${MAJOR}?\s*${NUM}\s*(${MAJOR}|${MINOR})?`,
  String.raw`(?:at|à|price|prix)\s+${NUM}${PER}kWh`,
].join('|'), 'iu');

const ASKED = /\bcost|co[uû]t|\bprice|\bprix|\bbill\b|facture|montant|d[ée]pense|how\s+much\s+(?:does|will|would|money)|combien\s+(?:co[uû]te|paie|paye|d[ée]pense)/i;

export function readRunningCost({ raw, rest, qs }: Situation): TaskOf<'circuits'> | null {
  const m = PRICE.exec(rest);
  if (!m || !ASKED.test(question(raw))) return null;
  const value = m[1] ?? m[2] ?? m[4] ?? m[6];
  const currency = m[3] ?? m[5] ?? '';
  const price = Number(value.replace(',', '.')) / (new RegExp(`^${MINOR}$`, 'i').test(currency) ? 100 : 1);
  const P = of(qs, DIMS.power);
  const T = of(qs, DIMS.T);
  const E = of(qs, DIMS.energy);
  const placed = (E.length === 1 && P.length + T.length === 0) || (P.length === 1 && T.length === 1 && E.length === 0);
  if (!placed || !exactly(qs, P, T, E) || !allPlaced(rest, qs, new RegExp(PRICE.source, 'giu'))) return null;
  const knowns: Record<string, number> = E.length ? { Eel: E[0].si, price } : { P: P[0].si, t: T[0].si, price };
  return { kind: 'circuits', knowns, want: 'cost', unit: '' };
}
