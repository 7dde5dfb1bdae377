import { evaluateReal } from '../verify/numeric';

/** "clockwise", "oriented clockwise", « dans le sens horaire », « sens indirect »: the way round said, not "counterclockwise". */
export const CLOCKWISE = /(?<!counter[\s-]?|anti[\s-]?)\bclockwise\b|\bsens\s+(?:horaire|indirect|r[ée]trograde)\b/i;

const SAMPLES = 720;

/**
 * The signed area a plane closed curve (x(t), y(t)), lo ≤ t ≤ hi, sweeps (½∮ x dy − y dx by the
 * shoelace sum): positive when it runs counterclockwise. Null when it is not closed or not computed.
 */
export function sweptArea(curve: string[], parameter: string, lo: number, hi: number): number | null {
  if (curve.length !== 2 || !(hi > lo)) return null;
  const points: [number, number][] = [];
  for (let k = 0; k <= SAMPLES; k++) {
    const t = lo + ((hi - lo) * k) / SAMPLES;
    const [x, y] = curve.map((c) => evaluateReal(c, { [parameter]: t }));
    if (x === null || y === null || !Number.isFinite(x) || !Number.isFinite(y)) return null;
    points.push([x, y]);
  }
  const [first, last] = [points[0], points[SAMPLES]];
  if (Math.hypot(first[0] - last[0], first[1] - last[1]) > 1e-7 * Math.max(1, Math.hypot(...first))) return null;
  let twice = 0;
  for (let k = 0; k < SAMPLES; k++) twice += points[k][0] * points[k + 1][1] - points[k + 1][0] * points[k][1];
  return twice / 2;
}
