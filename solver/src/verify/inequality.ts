import { realFunction } from './numeric';

/** An interval answer as numbers, for checking (null ends are infinite). */
export interface NumInterval {
  lo: number | null;
  hi: number | null;
  loClosed: boolean;
  hiClosed: boolean;
}

const holds = (l: number, r: number, op: string): boolean => {
  const eps = 1e-9 * Math.max(1, Math.abs(l), Math.abs(r));
  switch (op) {
    case 'Less':
      return l < r - eps;
    case 'LessEqual':
      return l <= r + eps;
    case 'Greater':
      return l > r + eps;
    case 'GreaterEqual':
      return l >= r - eps;
    case 'NotEqual':
      return Math.abs(l - r) > eps;
    default:
      return false;
  }
};

const inside = (v: number, iv: NumInterval): boolean =>
  (iv.lo === null || v > iv.lo || (iv.loClosed && v === iv.lo)) && (iv.hi === null || v < iv.hi || (iv.hiClosed && v === iv.hi));

/**
 * Checks an inequality's solution set with mathjs on the original sides: at every endpoint (in or
 * out as the brackets say) and at sample points inside and between the intervals.
 */
export function checkIntervals(lhs: string, rhs: string, x: string, op: string, ivs: NumInterval[], extraPoints: number[] = []): boolean {
  const ends = ivs.flatMap((iv) => [iv.lo, iv.hi]).filter((v): v is number => v !== null);
  const marks = [...ends, ...extraPoints];
  const lo = Math.min(-10, ...marks.map((m) => m - 10));
  const hi = Math.max(10, ...marks.map((m) => m + 10));
  const L = realFunction(lhs, x);
  const R = realFunction(rhs, x);
  const test = (v: number): boolean | null => {
    const l = L(v);
    const r = R(v);
    if (l === null || r === null) return null;
    return holds(l, r, op);
  };
  // Endpoints exactly as the brackets claim.
  for (const iv of ivs) {
    for (const [end, closed] of [[iv.lo, iv.loClosed], [iv.hi, iv.hiClosed]] as const) {
      if (end === null) continue;
      const t = test(end);
      if (closed && t !== true) return false;
      if (!closed && t === true && !ivs.some((o) => o !== iv && inside(end, o))) return false;
    }
  }
  // Sample points everywhere, away from the critical points.
  const N = 400;
  for (let k = 0; k <= N; k++) {
    const v = lo + ((hi - lo) * (k + 0.37)) / N;
    if (marks.some((m) => Math.abs(m - v) < 1e-6)) continue;
    const t = test(v);
    if (t === null) {
      if (ivs.some((iv) => inside(v, iv))) return false;
      continue;
    }
    if (t !== ivs.some((iv) => inside(v, iv))) return false;
  }
  return true;
}
