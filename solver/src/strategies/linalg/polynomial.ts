import { Q, gcd, lcm } from '../../cas/rational';
import { identity, mul, add, scale, trace, type Mat } from './matrix';

/** A polynomial with rational coefficients, lowest degree first: [c₀, c₁, …, cₙ]. */
export type Poly = Q[];

export const degree = (p: Poly): number => {
  for (let k = p.length - 1; k >= 0; k--) if (!p[k].isZero()) return k;
  return -1;
};

export function evalPoly(p: Poly, x: Q): Q {
  let s = Q.ZERO;
  for (let k = p.length - 1; k >= 0; k--) s = s.mul(x).add(p[k]);
  return s;
}

/**
 * det(λI − A) by the Faddeev–LeVerrier recurrence (exact, no polynomial determinants):
 * M₁ = I, cₙ₋ₖ = −tr(A·Mₖ)/k, Mₖ₊₁ = A·Mₖ + cₙ₋ₖ·I.
 */
export function charPoly(a: Mat): Poly {
  const n = a.length;
  const c: Q[] = new Array(n + 1).fill(Q.ZERO);
  c[n] = Q.ONE;
  let m = identity(n);
  for (let k = 1; k <= n; k++) {
    const am = mul(a, m);
    c[n - k] = trace(am).neg().div(Q.of(k));
    m = add(am, scale(identity(n), c[n - k]));
  }
  return c;
}

/** Synthetic division by (x − r). */
export function deflate(p: Poly, r: Q): Poly {
  const n = degree(p);
  const out: Q[] = new Array(n).fill(Q.ZERO);
  let carry = Q.ZERO;
  for (let k = n; k >= 1; k--) {
    carry = carry.mul(r).add(p[k]);
    out[k - 1] = carry;
  }
  return out;
}

function divisors(n: bigint): bigint[] {
  const a = n < 0n ? -n : n;
  if (a === 0n) return [0n];
  if (a > 10n ** 12n) return [];
  const out: bigint[] = [];
  for (let d = 1n; d * d <= a; d++) {
    if (a % d === 0n) {
      out.push(d);
      if (d * d !== a) out.push(a / d);
    }
  }
  return out.sort((x, y) => (x < y ? -1 : 1));
}

/** Integer coefficients with the same roots (denominators cleared, common factor removed). */
export function integerCoefficients(p: Poly): bigint[] {
  const n = degree(p);
  let l = 1n;
  for (let k = 0; k <= n; k++) l = lcm(l, p[k].d);
  const ints = p.slice(0, n + 1).map((c) => (c.n * l) / c.d);
  let g = 0n;
  for (const v of ints) g = gcd(g, v);
  return ints.map((v) => v / g);
}

/** Rational roots by the rational-root test, with multiplicity, and the polynomial left over. */
export function rationalRoots(p: Poly, checkTime?: () => void): { roots: Q[]; rest: Poly } {
  let cur = p.slice(0, degree(p) + 1);
  const roots: Q[] = [];
  for (let guard = 0; guard < 64 && degree(cur) > 0; guard++) {
    checkTime?.();
    if (cur[0].isZero()) {
      roots.push(Q.ZERO);
      cur = cur.slice(1);
      continue;
    }
    const ints = integerCoefficients(cur);
    const ps = divisors(ints[0]);
    const qs = divisors(ints[ints.length - 1]);
    let found: Q | null = null;
    outer: for (const a of ps) {
      for (const b of qs) {
        for (const sgn of [1n, -1n]) {
          const r = Q.of(sgn * a, b);
          if (evalPoly(cur, r).isZero()) {
            found = r;
            break outer;
          }
        }
      }
    }
    if (!found) break;
    roots.push(found);
    cur = deflate(cur, found);
  }
  return { roots: roots.sort((x, y) => x.cmp(y)), rest: cur };
}

/** p + q·√r with r a squarefree integer ≠ 1 (r < 0: an imaginary part q·√|r|·i). */
export interface Surd {
  p: Q;
  q: Q;
  r: bigint;
}

/** √n = k·√m with m squarefree. */
export function splitSquare(n: bigint): { k: bigint; m: bigint } {
  const sign = n < 0n ? -1n : 1n;
  let m = n < 0n ? -n : n;
  let k = 1n;
  for (let f = 2n; f * f <= m && f < 100000n; f++) {
    while (m % (f * f) === 0n) {
      m /= f * f;
      k *= f;
    }
  }
  return { k, m: m * sign };
}

/** √(a/b) as q·√r: √(a/b) = √(a·b)/b. */
export function sqrtRational(x: Q): { q: Q; r: bigint } {
  if (x.isZero()) return { q: Q.ZERO, r: 1n };
  const { k, m } = splitSquare(x.n * x.d);
  return { q: Q.of(k, x.d), r: m };
}

/** Roots of a·x² + b·x + c (a ≠ 0) in surd form, the smaller real one first. */
export function quadraticRoots(a: Q, b: Q, c: Q): { disc: Q; roots: Surd[] } {
  const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c));
  const p = b.neg().div(a.mul(Q.of(2)));
  if (disc.isZero()) return { disc, roots: [{ p, q: Q.ZERO, r: 1n }, { p, q: Q.ZERO, r: 1n }] };
  const s = sqrtRational(disc);
  const q = s.q.div(a.mul(Q.of(2))).abs();
  if (s.r === 1n) return { disc, roots: [{ p: p.sub(q), q: Q.ZERO, r: 1n }, { p: p.add(q), q: Q.ZERO, r: 1n }] };
  return { disc, roots: [{ p, q: q.neg(), r: s.r }, { p, q, r: s.r }] };
}

export function surdToNumber(s: Surd): { re: number; im: number } {
  if (s.q.isZero()) return { re: s.p.toNumber(), im: 0 };
  const root = Math.sqrt(Math.abs(Number(s.r)));
  return s.r < 0n
    ? { re: s.p.toNumber(), im: s.q.toNumber() * root }
    : { re: s.p.toNumber() + s.q.toNumber() * root, im: 0 };
}

export function surdToAscii(s: Surd): string {
  if (s.q.isZero() || s.r === 1n) return s.p.add(s.r === 1n ? s.q : Q.ZERO).toString();
  const abs = s.r < 0n ? -s.r : s.r;
  const unit = s.r < 0n ? (abs === 1n ? 'i' : `sqrt(${abs})*i`) : `sqrt(${abs})`;
  const qa = s.q.abs();
  const body = qa.isOne() ? unit : qa.isInteger() ? `${qa.toString()}*${unit}` : qa.n === 1n ? `${unit}/${qa.d}` : `${qa.n}*${unit}/${qa.d}`;
  if (s.p.isZero()) return s.q.isNegative() ? `-${body}` : body;
  return `${s.p.toString()} ${s.q.isNegative() ? '-' : '+'} ${body}`;
}

export function surdToLatex(s: Surd): string {
  if (s.q.isZero() || s.r === 1n) return s.p.add(s.r === 1n ? s.q : Q.ZERO).toLatex();
  const abs = s.r < 0n ? -s.r : s.r;
  const unit = s.r < 0n ? (abs === 1n ? 'i' : `\\sqrt{${abs}}\\,i`) : `\\sqrt{${abs}}`;
  const qa = s.q.abs();
  const body = qa.isOne() ? unit : qa.isInteger() ? `${qa.toLatex()}${unit}` : `\\frac{${qa.n === 1n ? '' : qa.n}${unit}}{${qa.d}}`;
  if (s.p.isZero()) return s.q.isNegative() ? `-${body}` : body;
  return `${s.p.toLatex()} ${s.q.isNegative() ? '-' : '+'} ${body}`;
}

/** All complex roots numerically (Durand–Kerner), for what the exact methods leave. */
export function numericRoots(p: Poly): { re: number; im: number }[] {
  const n = degree(p);
  if (n < 1) return [];
  const lead = p[n].toNumber();
  const c = p.slice(0, n + 1).map((x) => x.toNumber() / lead);
  let z = Array.from({ length: n }, (_, k) => ({ re: Math.cos(0.4 + (2 * Math.PI * k) / n) * 1.1, im: Math.sin(0.4 + (2 * Math.PI * k) / n) * 1.1 }));
  const mulC = (a: { re: number; im: number }, b: { re: number; im: number }) => ({ re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re });
  const divC = (a: { re: number; im: number }, b: { re: number; im: number }) => {
    const d = b.re * b.re + b.im * b.im;
    return { re: (a.re * b.re + a.im * b.im) / d, im: (a.im * b.re - a.re * b.im) / d };
  };
  for (let it = 0; it < 500; it++) {
    let moved = 0;
    z = z.map((zi, i) => {
      // Horner on the monic polynomial
      let v = { re: 1, im: 0 };
      for (let k = n - 1; k >= 0; k--) {
        const t = mulC(v, zi);
        v = { re: t.re + c[k], im: t.im };
      }
      let den = { re: 1, im: 0 };
      z.forEach((zj, j) => {
        if (j !== i) den = mulC(den, { re: zi.re - zj.re, im: zi.im - zj.im });
      });
      const step = divC(v, den);
      moved = Math.max(moved, Math.hypot(step.re, step.im));
      return { re: zi.re - step.re, im: zi.im - step.im };
    });
    if (moved < 1e-15) break;
  }
  return z.sort((a, b) => a.re - b.re || a.im - b.im);
}

/** `λ^3 - 6λ^2 + 11λ - 6` in the given variable. */
export function polyToAscii(p: Poly, x: string): string {
  const parts: string[] = [];
  for (let k = degree(p); k >= 0; k--) {
    const c = p[k];
    if (c.isZero()) continue;
    const a = c.abs();
    const pow = k === 0 ? '' : k === 1 ? x : `${x}^${k}`;
    const body = k === 0 ? a.toString() : a.isOne() ? pow : `${a.toString()}*${pow}`;
    parts.push(parts.length === 0 ? (c.isNegative() ? `-${body}` : body) : `${c.isNegative() ? ' - ' : ' + '}${body}`);
  }
  return parts.length ? parts.join('') : '0';
}

export function polyToLatex(p: Poly, x: string): string {
  const parts: string[] = [];
  for (let k = degree(p); k >= 0; k--) {
    const c = p[k];
    if (c.isZero()) continue;
    const a = c.abs();
    const pow = k === 0 ? '' : k === 1 ? x : `${x}^{${k}}`;
    const body = k === 0 ? a.toLatex() : a.isOne() ? pow : `${a.toLatex()}${pow}`;
    parts.push(parts.length === 0 ? (c.isNegative() ? `-${body}` : body) : `${c.isNegative() ? ' - ' : ' + '}${body}`);
  }
  return parts.length ? parts.join('') : '0';
}

/** p(A) in LaTeX, highest power first: `A^{2} - 5A + 6I` (the constant term a multiple of I). */
export function matrixPolyLatex(p: Poly, letter = 'A'): string {
  return polyToLatex(p, letter).replace(/(^|[+-] )(\d+(?:\/\d+)?|\\frac\{\d+\}\{\d+\})$/, (_m, sign: string, c: string) => `${sign}${c === '1' ? '' : c}I`);
}

/** The power k written as a superscript, for plain text (A³). */
export function superscriptPower(k: number): string {
  return String(k).replace(/\d/g, (c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)]);
}
