/**
 * The significant figures an answer is stated to: those of the least precise datum, as textbooks
 * do, but never fewer than 3 (a rounder answer could fall outside a 1 % check) nor more than 4.
 * A number of teeth or a count counts as exact data only when it has 4 figures.
 */
export function dataDigits(data: readonly number[]): number {
  const figures = (x: number): number => {
    for (let d = 1; d <= 15; d++) if (Math.abs(Number(x.toPrecision(d)) - x) <= 1e-9 * Math.abs(x)) return d;
    return 15;
  };
  const known = data.filter((x) => x !== 0 && Number.isFinite(x));
  if (known.length === 0) return 4;
  return Math.max(3, Math.min(4, Math.min(...known.map(figures))));
}
