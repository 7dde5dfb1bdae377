/**
 * Points inside (a, b) where a definite integral must be split: zeros of the denominator (the
 * integral is improper there) and zeros of the expression inside an absolute value (the sign of
 * |g| changes form there). Found numerically on a grid, refined by bisection, and accepted only
 * when recognised exactly (a rational number or a rational multiple of π) and confirmed by
 * substitution, so the split points are exact.
 */
import * as X from './sym/expr';
import type { Expr } from './sym/expr';
import { toAscii } from './sym/print';
import { evaluateReal } from '../../verify/numeric';

export interface Split {
  at: Expr;
  value: number;
  kind: 'pole' | 'abs';
}

function absArgs(e: Expr, x: Expr, out: Expr[] = []): Expr[] {
  if (e.k === 'fn') {
    if (e.name === 'abs' && !X.free(e.arg, x)) out.push(e.arg);
    absArgs(e.arg, x, out);
  } else if (e.k === 'add' || e.k === 'mul') e.args.forEach((a) => absArgs(a, x, out));
  else if (e.k === 'pow') {
    absArgs(e.base, x, out);
    absArgs(e.exp, x, out);
  }
  return out;
}

function fnArgs(e: Expr, x: Expr, name: string, out: Expr[] = []): Expr[] {
  if (e.k === 'fn') {
    if (e.name === name && !X.free(e.arg, x)) out.push(e.arg);
    fnArgs(e.arg, x, name, out);
  } else if (e.k === 'add' || e.k === 'mul') e.args.forEach((a) => fnArgs(a, x, name, out));
  else if (e.k === 'pow') {
    fnArgs(e.base, x, name, out);
    fnArgs(e.exp, x, name, out);
  }
  return out;
}

/** A nice exact number close to v: p/q or (p/q)·π with q ≤ 12. */
function recognise(v: number): Expr | null {
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(v * q);
    if (Math.abs(v - p / q) < 1e-9) return X.num(p, q);
  }
  for (let q = 1; q <= 12; q++) {
    const p = Math.round((v / Math.PI) * q);
    if (p !== 0 && Math.abs(v - (p / q) * Math.PI) < 1e-9) return X.mul(X.num(p, q), X.PI);
  }
  return null;
}

/** Zeros of g strictly inside (a, b), exact; null when one is found but not recognised. */
function zerosOf(g: Expr, x: Expr, a: number, b: number): { at: Expr; value: number }[] | null {
  const ascii = toAscii(g);
  const xs = x.k === 'sym' ? x.name : 'x';
  const at = (v: number): number | null => evaluateReal(ascii, { [xs]: v });
  const n = 600;
  const found: { at: Expr; value: number }[] = [];
  let prevV: number | null = null;
  let prevX = a;
  for (let i = 1; i < n; i++) {
    const xv = a + ((b - a) * i) / n;
    const v = at(xv);
    if (v === null || !Number.isFinite(v)) {
      prevV = null;
      continue;
    }
    let root: number | null = null;
    if (v === 0) root = xv;
    else if (prevV !== null && prevV !== 0 && Math.sign(v) !== Math.sign(prevV)) {
      let lo = prevX;
      let hi = xv;
      let flo = prevV;
      for (let k = 0; k < 80; k++) {
        const mid = (lo + hi) / 2;
        const fm = at(mid);
        if (fm === null) break;
        if (Math.sign(fm) === Math.sign(flo)) {
          lo = mid;
          flo = fm;
        } else hi = mid;
      }
      root = (lo + hi) / 2;
    }
    if (root !== null && root > a + 1e-12 && root < b - 1e-12 && !found.some((f) => Math.abs(f.value - root!) < 1e-7)) {
      const exact = recognise(root);
      if (!exact) return null;
      const check = X.approx(X.subs(g, x, exact));
      if (check === null || Math.abs(check) > 1e-9) return null;
      found.push({ at: exact, value: root });
    }
    prevV = v;
    prevX = xv;
  }
  return found;
}

/** Where to split ∫_a^b f, sorted; null when a split point exists but cannot be found exactly. */
export function splitPoints(f: Expr, x: Expr, a: number, b: number): Split[] | null {
  const out: Split[] = [];
  const [, den] = X.numDen(f);
  for (const d of X.factors(den)) {
    if (X.free(d, x)) continue;
    const z = zerosOf(d.k === 'pow' ? d.base : d, x, a, b);
    if (!z) return null;
    for (const p of z) out.push({ ...p, kind: 'pole' });
  }
  // tan and sec blow up where cos vanishes, cot and csc where sin does
  for (const [name, zeroOf] of [['tan', 'cos'], ['sec', 'cos'], ['cot', 'sin'], ['csc', 'sin']] as const) {
    for (const arg of fnArgs(f, x, name)) {
      const z = zerosOf(X.fn(zeroOf, arg), x, a, b);
      if (!z) return null;
      for (const p of z) if (!out.some((o) => Math.abs(o.value - p.value) < 1e-9)) out.push({ ...p, kind: 'pole' });
    }
  }
  for (const g of absArgs(f, x)) {
    const z = zerosOf(g, x, a, b);
    if (!z) return null;
    for (const p of z) if (!out.some((o) => Math.abs(o.value - p.value) < 1e-9)) out.push({ ...p, kind: 'abs' });
  }
  return out.sort((p, q) => p.value - q.value);
}

/**
 * Points inside (a, b) where an antiderivative may fail to be continuous although the integrand
 * is fine there: zeros of the base of a negative power, of the argument of a logarithm, and the
 * poles of tan, sec, cot and csc anywhere in the expression (tan(x/2) at x = π in the Weierstrass
 * substitution). Sorted; null when such a point exists but cannot be found exactly.
 */
export function antiderivativeBreaks(F: Expr, x: Expr, a: number, b: number): { at: Expr; value: number }[] | null {
  const zerosNeeded: Expr[] = [];
  const walk = (e: Expr): void => {
    if (X.free(e, x)) return;
    switch (e.k) {
      case 'pow':
        if (X.isNegative(e.exp)) zerosNeeded.push(e.base);
        walk(e.base);
        walk(e.exp);
        return;
      case 'fn':
        if (e.name === 'ln') zerosNeeded.push(e.arg);
        else if (e.name === 'tan' || e.name === 'sec') zerosNeeded.push(X.fn('cos', e.arg));
        else if (e.name === 'cot' || e.name === 'csc') zerosNeeded.push(X.fn('sin', e.arg));
        walk(e.arg);
        return;
      case 'add':
      case 'mul':
        e.args.forEach(walk);
        return;
      default:
        return;
    }
  };
  walk(F);
  const out: { at: Expr; value: number }[] = [];
  for (const g of zerosNeeded) {
    const z = zerosOf(g.k === 'fn' && g.name === 'abs' ? g.arg : g, x, a, b);
    if (!z) return null;
    for (const p of z) if (!out.some((o) => Math.abs(o.value - p.value) < 1e-9)) out.push(p);
  }
  return out.sort((p, q) => p.value - q.value);
}

/** |g| replaced by ±g according to the sign of g at a point of the piece. */
export function removeAbs(f: Expr, x: Expr, at: number): Expr {
  const walk = (e: Expr): Expr => {
    switch (e.k) {
      case 'fn': {
        const arg = walk(e.arg);
        if (e.name === 'abs' && !X.free(arg, x)) {
          const v = X.approx(X.subs(arg, x, X.num(Math.round(at * 1e6), 1000000)));
          return v !== null && v < 0 ? X.neg(arg) : arg;
        }
        return X.fn(e.name, arg);
      }
      case 'add': return X.add(...e.args.map(walk));
      case 'mul': return X.mul(...e.args.map(walk));
      case 'pow': return X.pow(walk(e.base), walk(e.exp));
      default: return e;
    }
  };
  return walk(f);
}
