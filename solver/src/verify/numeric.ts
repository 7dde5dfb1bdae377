import { create, all, type MathJsStatic, type Complex, type EvalFunction } from 'mathjs';

/**
 * Independent numeric checks with mathjs — a separate code base from the Compute Engine that
 * produced the answers, so a bug in one is unlikely to be confirmed by the other.
 * Everything takes the ASCII of format/ascii.ts (what `answer.value` holds). Infinite and NaN
 * results count as "undefined here" (null): a check never compares infinities.
 */

const math = create(all, { number: 'number' }) as MathJsStatic;
// n!! (SymPy's factorial2), which mathjs lacks: the product n(n − 2)(n − 4)… written out here
function factorial2(n: number): number {
  if (!Number.isInteger(n) || n < 0) return NaN;
  let r = 1;
  for (let k = n; k >= 2; k -= 2) r *= k;
  return r;
}
math.import({ factorial2 }, { override: false });

/** A complex number as mathjs gives it, or a plain real. */
export type NumValue = { re: number; im: number };

const compiled = new Map<string, EvalFunction>();

/** mathjs spells a few functions differently from our ASCII. */
export function toMathjs(ascii: string): string {
  return ascii
    .replace(/\bln\(/g, 'log(')
    .replace(/\bAbs\(/g, 'abs(')
    .replace(/\bceiling\(/g, 'ceil(')
    .replace(/\boo\b/g, 'Infinity');
}

function compile(ascii: string): EvalFunction {
  let c = compiled.get(ascii);
  if (!c) {
    c = math.compile(toMathjs(ascii));
    if (compiled.size > 2000) compiled.clear();
    compiled.set(ascii, c);
  }
  return c;
}

/**
 * The value of an ASCII expression with the variables of `scope` (complex-aware), or null when it
 * is undefined there (division by zero, log of 0, a domain error) or cannot be read.
 */
export function evaluateAscii(ascii: string, scope: Record<string, number | NumValue> = {}): NumValue | null {
  try {
    const s: Record<string, unknown> = {};
    // A real value stays a real number: functions like cbrt answer differently for complex input.
    for (const [k, v] of Object.entries(scope)) s[k] = typeof v === 'number' ? v : v.im === 0 ? v.re : math.complex(v.re, v.im);
    const r: unknown = compile(ascii).evaluate(s);
    return toNum(r);
  } catch {
    return null;
  }
}

function toNum(r: unknown): NumValue | null {
  if (typeof r === 'number') return Number.isFinite(r) ? { re: r, im: 0 } : null;
  if (typeof r === 'boolean') return { re: r ? 1 : 0, im: 0 };
  if (r && typeof r === 'object' && 're' in r && 'im' in r) {
    const c = r as Complex;
    if (!Number.isFinite(c.re) || !Number.isFinite(c.im)) return null;
    return { re: c.re, im: c.im };
  }
  if (r && typeof r === 'object' && 'toNumber' in r) {
    const v = (r as { toNumber(): number }).toNumber();
    return Number.isFinite(v) ? { re: v, im: 0 } : null;
  }
  return null;
}

/** A real value, or null when undefined or (beyond rounding) complex. */
export function evaluateReal(ascii: string, scope: Record<string, number | NumValue> = {}): number | null {
  const v = evaluateAscii(ascii, scope);
  if (!v) return null;
  if (Math.abs(v.im) > 1e-9 * Math.max(1, Math.abs(v.re))) return null;
  return v.re;
}

/** Whether two numbers agree to a relative tolerance (absolute near zero). */
export function close(a: NumValue | number, b: NumValue | number, tol = 1e-7): boolean {
  const x = typeof a === 'number' ? { re: a, im: 0 } : a;
  const y = typeof b === 'number' ? { re: b, im: 0 } : b;
  if (!Number.isFinite(x.re) || !Number.isFinite(y.re)) return x.re === y.re && Math.abs(x.im - y.im) <= tol;
  const scale = Math.max(1, Math.hypot(x.re, x.im), Math.hypot(y.re, y.im));
  return Math.hypot(x.re - y.re, x.im - y.im) <= tol * scale;
}

/** Deterministic sample points (no Math.random: the same input gives the same verdict). */
export function samplePoints(count: number, lo = -3, hi = 3, seed = 7): number[] {
  const out: number[] = [];
  let s = seed;
  for (let k = 0; k < count; k++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out.push(lo + ((hi - lo) * s) / 2147483648);
  }
  return out;
}

/**
 * Whether two expressions agree at sample points of their variables. Points where either side is
 * undefined are skipped; at least `min` points must be compared.
 */
export function equivalentAt(asciiA: string, asciiB: string, vars: string[], samples = 8, min = 4): boolean {
  const pts = vars.map((_, k) => samplePoints(samples * 3, -2.7, 3.1, 11 + k * 17));
  let compared = 0;
  for (let j = 0; j < samples * 3 && compared < samples; j++) {
    const scope: Record<string, number> = {};
    vars.forEach((v, k) => (scope[v] = pts[k][j]));
    const a = evaluateAscii(asciiA, scope);
    const b = evaluateAscii(asciiB, scope);
    if (!a || !b) continue;
    if (!close(a, b, 1e-7)) return false;
    compared++;
  }
  return compared >= min;
}

/** |f(x)| small compared with the size of its terms: a root substituted back. */
export function isRootOf(lhsAscii: string, rhsAscii: string, x: string, at: NumValue | number): boolean {
  const scope = { [x]: at };
  const l = evaluateAscii(lhsAscii, scope);
  const r = evaluateAscii(rhsAscii, scope);
  if (!l || !r) return false;
  return close(l, r, 1e-7);
}

/**
 * A fast real function of one variable from an ASCII expression (for scans with thousands of
 * points): null where undefined or not real.
 */
export function realFunction(ascii: string, x: string): (v: number) => number | null {
  let c: EvalFunction;
  try {
    c = compile(ascii);
  } catch {
    return () => null;
  }
  const scope: Record<string, number> = {};
  return (v: number) => {
    scope[x] = v;
    try {
      const r = toNum(c.evaluate(scope));
      if (!r || Math.abs(r.im) > 1e-9 * Math.max(1, Math.abs(r.re))) return null;
      return r.re;
    } catch {
      return null;
    }
  };
}

/** ASCII with each named letter replaced by a number in brackets: a formula with parameters checked at sample values. */
export function withValues(ascii: string, names: readonly string[], values: readonly number[]): string {
  return names.reduce((acc, p, k) => acc.replace(new RegExp(`(?<![A-Za-z0-9_])${p}(?![A-Za-z0-9_])`, 'g'), `(${values[k]})`), ascii);
}
