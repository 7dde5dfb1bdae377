import { realFunction } from './numeric';

/**
 * Real roots of f(x) = lhs − rhs found by scanning an interval (sign changes refined by
 * bisection, and touching roots where |f| has a tiny local minimum). Used to check that a solution
 * set misses nothing in the range students work in; it cannot see roots outside the range.
 */
export function scanRealRoots(lhs: string, rhs: string, x: string, lo = -60, hi = 60, n = 2400): number[] {
  const L = realFunction(lhs, x);
  const R = realFunction(rhs, x);
  return scanFunction((v) => {
    const a = L(v);
    const b = R(v);
    return a === null || b === null ? null : a - b;
  }, lo, hi, n);
}

/** The same scan on a fast function (NaN or null where undefined); see fast-eval.ts. */
export function scanFunction(g: (v: number) => number | null, lo = -60, hi = 60, n = 2400): number[] {
  const f = (v: number): number | null => {
    const r = g(v);
    return r === null || !Number.isFinite(r) ? null : r;
  };
  const roots: number[] = [];
  const add = (r: number): void => {
    if (!roots.some((q) => Math.abs(q - r) < 1e-6 * Math.max(1, Math.abs(r)))) roots.push(r);
  };
  const h = (hi - lo) / n;
  let prevX = lo + 0.0123 * h;
  let prev = f(prevX);
  let prevAbs = prev === null ? null : Math.abs(prev);
  let prevPrevAbs: number | null = null;
  for (let k = 1; k <= n; k++) {
    const xv = lo + (k + 0.0123) * h;
    const cur = f(xv);
    // A root where the function stops being defined (√(x − 1) at 1) has no sign change to see
    if ((cur === null) !== (prev === null)) {
      const r = edgeRoot(f, prevX, xv);
      if (r !== null) add(r);
    }
    if (cur !== null && prev !== null) {
      if (cur === 0) add(xv);
      else if (Math.sign(cur) !== Math.sign(prev)) {
        const r = bisect(f, prevX, xv);
        // A sign change across a pole is not a root: |f| must become small.
        if (r !== null) add(r);
      }
    }
    const curAbs = cur === null ? null : Math.abs(cur);
    // Touching root: a local minimum of |f| close to zero.
    if (prevAbs !== null && prevPrevAbs !== null && curAbs !== null && prevAbs < prevPrevAbs && prevAbs < curAbs && prevAbs < 1e-2) {
      const r = goldenMin(f, prevX - h, xv);
      if (r !== null) add(r);
    }
    prevPrevAbs = prevAbs;
    prevAbs = curAbs;
    prev = cur;
    prevX = xv;
  }
  return roots.sort((a, b) => a - b);
}

/** The point between a and b where f becomes defined (or undefined), when f is 0 there. */
function edgeRoot(f: (v: number) => number | null, a: number, b: number): number | null {
  let [inside, outside] = f(a) === null ? [b, a] : [a, b];
  for (let k = 0; k < 80; k++) {
    const m = (inside + outside) / 2;
    if (f(m) === null) outside = m;
    else inside = m;
  }
  const v = f(inside);
  return v !== null && Math.abs(v) < 1e-6 ? inside : null;
}

function bisect(f: (v: number) => number | null, a: number, b: number): number | null {
  let fa = f(a);
  if (fa === null) return null;
  for (let k = 0; k < 100; k++) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (fm === null) return null;
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else b = m;
  }
  const r = (a + b) / 2;
  const fr = f(r);
  return fr !== null && Math.abs(fr) < 1e-6 ? r : null;
}

function goldenMin(f: (v: number) => number | null, a: number, b: number): number | null {
  const g = (Math.sqrt(5) - 1) / 2;
  const F = (v: number): number => Math.abs(f(v) ?? Infinity);
  let c = b - g * (b - a);
  let d = a + g * (b - a);
  for (let k = 0; k < 80; k++) {
    if (F(c) < F(d)) b = d;
    else a = c;
    c = b - g * (b - a);
    d = a + g * (b - a);
  }
  const r = (a + b) / 2;
  return F(r) < 1e-7 ? r : null;
}
