import type { CellDivisionTask, ChiSquareTask, EnergyTransferTask, MitoticIndexTask, SurfaceVolumeTask } from '../biology/task';
import { CRITICAL } from '../biology/chiSquare';

/**
 * Cell counts, chromosome numbers, a cube's surface-to-volume ratio and chi-square values checked
 * another way: halving back round by round, doubling back, the ratio times the side, and χ² as
 * Σ O²/E − N instead of Σ (O − E)²/E.
 */
export function verifyCellDivision(t: CellDivisionTask, a: { value: string }): boolean {
  const v = Number(a.value);
  if (!Number.isInteger(v) || v <= 0) return false;
  if (t.want === 'chromosomes') return t.diploid !== undefined && (t.division === 'mitosis' ? v === t.diploid : 2 * v === t.diploid);
  if (t.division === 'meiosis') return v / 4 === (t.cells ?? 1);
  let n = v;
  for (let k = 0; k < (t.rounds ?? 0); k++) n /= 2;
  return t.rounds !== undefined && n === (t.cells ?? 1);
}

export function verifySurfaceVolume(t: SurfaceVolumeTask, a: { value: string }): boolean {
  const m = /^(\S+)\s+(\w+)\^(-1|2|3)$/.exec(a.value.trim());
  if (!m || m[2] !== t.unit) return false;
  const v = Number(m[1]);
  const close = (x: number, y: number): boolean => Math.abs(x - y) <= 1e-6 * Math.abs(y);
  if (t.want === 'ratio') return m[3] === '-1' && close(v * t.side, 6);
  if (t.want === 'area') return m[3] === '2' && close(v / (t.side * t.side), 6);
  return m[3] === '3' && close(Math.cbrt(v), t.side);
}

export function verifyChiSquare(t: ChiSquareTask, a: { value: string }): boolean {
  const v = Number(a.value);
  if (!Number.isFinite(v)) return false;
  if (t.want === 'df') return v === t.ratio.length - 1;
  if (!t.observed || t.observed.length !== t.ratio.length || CRITICAL[t.alpha][t.ratio.length - 2] === undefined) return false;
  const n = t.observed.reduce((x, y) => x + y, 0);
  const parts = t.ratio.reduce((x, y) => x + y, 0);
  const chi = t.observed.reduce((s, o, i) => s + (o * o) / ((n * t.ratio[i]) / parts), 0) - n;
  return Math.abs(v - chi) <= 5e-4 * Math.max(1, Math.abs(chi));
}

/** Energy up a food chain checked by walking back down: divide by the share once for each level climbed. */
export function verifyEnergyTransfer(t: EnergyTransferTask, a: { value: string }): boolean {
  const m = /^(\S+)\s+(\S+)$/.exec(a.value.trim());
  if (!m || m[2] !== t.unit) return false;
  let back = Number(m[1]);
  for (let k = t.from; k < t.to; k++) back /= t.efficiency;
  for (let k = t.to; k < t.from; k++) back *= t.efficiency;
  return Number.isFinite(back) && Math.abs(back - t.energy) <= 1e-6 * t.energy;
}

const SECONDS: Record<string, number> = { s: 1, min: 60, h: 3600, day: 86400 };
/** A mitotic index or a stage's length put back: the answer times the cells counted (or over the cycle) gives the cells in the stage again. */
export function verifyMitoticIndex(t: MitoticIndexTask, a: { kind: string; value: string }): boolean {
  const m = /^(-?[\d.e+-]+)\s*(%|s|min|h|day)?$/.exec(a.value.trim());
  if (!m) return false;
  const v = Number(m[1]);
  const close = (x: number, y: number): boolean => Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(y));
  if (t.want === 'index') {
    const share = m[2] === '%' ? v / 100 : m[2] ? NaN : v;
    return a.kind === 'number' && t.dividing !== undefined && t.total !== undefined && close(share * t.total, t.dividing);
  }
  if (a.kind !== 'quantity' || !m[2] || m[2] === '%' || t.cycle === undefined || !t.timeUnit) return false;
  const fraction = (v * SECONDS[m[2]]) / (t.cycle * SECONDS[t.timeUnit]);
  return t.dividing !== undefined && t.total !== undefined ? close(fraction * t.total, t.dividing) : t.index !== undefined && close(fraction, t.index);
}
