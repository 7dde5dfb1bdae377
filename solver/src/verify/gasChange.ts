import type { TaskOf } from '../task/task';
import { toSI, unitOf } from '../physics/units';
import { halfUnit } from './mechanics';

/** A gas change checked cross-multiplied, P₁V₁T₂ = P₂V₂T₁ (constant quantities as 1), within the answer's rounding. */
export function verifyGasChange(t: TaskOf<'gas_change'>, answer: { kind: string; value: string }): boolean {
  const m = /^\s*(\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(.+?)\s*$/.exec(answer.value);
  const u = m ? unitOf(m[2]) : null;
  if (!m || !u || m[2] !== t.unit || answer.kind !== 'quantity') return false;
  const residual = (x: number): number => {
    const k = { ...t, [t.want]: x };
    return (k.p1 ?? 1) * (k.v1 ?? 1) * (k.t2 ?? 1) - (k.p2 ?? 1) * (k.v2 ?? 1) * (k.t1 ?? 1);
  };
  const x = toSI(Number(m[1]), u);
  const h = halfUnit(m[1]) * u.factor;
  // the exact value lies within the rounding of the answer: the residual changes sign across it
  return x > 0 && residual(x - h) * residual(x + h) <= 0;
}
