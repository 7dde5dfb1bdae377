import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { capacitanceUnit } from '../physics/capacitance';
import { CHARGE_ASKED, allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * Capacitors in series or in parallel, in English and French ("10 µF and 22 µF in series",
 * "trois condensateurs de 4,7 µF en parallèle"): the equivalent capacitance, and with the voltage
 * across the group its total charge or energy.
 */
const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, deux: 2, trois: 3, quatre: 4, cinq: 5 };

export function readCapacitorGroup({ raw, rest, qs }: Situation): TaskOf<'rc'> | null {
  const C = of(qs, DIMS.capacitance);
  const V = of(qs, DIMS.voltage);
  if (C.length === 0 || V.length > 1 || !exactly(qs, C, V) || !allPlaced(rest, qs) || !/capacit|condensateur/i.test(raw)) return null;
  const series = /\bseries\b|\bs[ée]rie\b/i.test(raw);
  const parallel = /parallel|parall[èe]le|d[ée]rivation|∥|\|\|/i.test(raw);
  if (series === parallel) return null;
  // "three 10 µF capacitors", "deux condensateurs de 4,7 µF": that many equal ones
  const counted = /\b(two|three|four|five|deux|trois|quatre|cinq)\s+(?:identical\s+|equal\s+)?(?:capacitors?|condensateurs?|\d)/i.exec(raw);
  const n = counted ? COUNT[counted[1].toLowerCase()] : 0;
  const capacitors = C.length === 1 && n >= 2 ? Array.from({ length: n }, () => C[0].si) : C.map((c) => c.si);
  if (capacitors.length < 2 || (counted && C.length > 1 && n !== C.length)) return null;
  const connection = series ? 'series' : 'parallel';
  const ceq = series ? 1 / capacitors.reduce((a, c) => a + 1 / c, 0) : capacitors.reduce((a, c) => a + c, 0);
  const q = question(raw);
  const knowns: Record<string, number> = V.length ? { V: V[0].si } : {};
  const task = (want: string, unit: string): TaskOf<'rc'> => ({ kind: 'rc', knowns, want, unit, capacitors, connection });
  if (V.length && /\benergy\b|[ée]nergie/i.test(q)) return task('Ecap', 'J');
  if (V.length && CHARGE_ASKED.test(q)) return task('Qc', ceq * V[0].si >= 1e-3 ? 'mC' : 'µC');
  return /capacit|C_?eq/i.test(q) ? task('Ceq', capacitanceUnit(ceq)) : null;
}
