import type { MathNode } from '../../cas';

/**
 * How fast the general term of a series shrinks, read numerically in log space so that huge
 * indices (n = 10^40) and terms like n!/n^n stay representable: a value is kept as sign·e^l.
 * The convergence tests use it to estimate the ratio a(n+1)/a(n) and the exponent p in
 * a(n) ≈ 1/n^p (and the power q of a logarithm when p = 1).
 */
export interface LogValue {
  s: -1 | 0 | 1;
  l: number;
}

const ZERO: LogValue = { s: 0, l: -Infinity };
const fromNumber = (v: number): LogValue | null => (!Number.isFinite(v) ? null : v === 0 ? ZERO : { s: v > 0 ? 1 : -1, l: Math.log(Math.abs(v)) });
const toNumber = (v: LogValue): number => (v.s === 0 ? 0 : v.s * Math.exp(v.l));

/** ln Γ(x + 1) = ln x! (Stirling beyond 20, exact below). */
function lnFactorial(x: number): number {
  if (x < 0) return NaN;
  if (x <= 20 && Number.isInteger(x)) {
    let p = 0;
    for (let j = 2; j <= x; j++) p += Math.log(j);
    return p;
  }
  return (x + 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3);
}

const REAL_FN: Record<string, (v: number) => number> = {
  Sin: Math.sin,
  Cos: Math.cos,
  Tan: Math.tan,
  Arctan: Math.atan,
  Arcsin: Math.asin,
  Arccos: Math.acos,
  Sinh: Math.sinh,
  Cosh: Math.cosh,
  Tanh: Math.tanh,
};

/** sign·e^l of the node at k = n, or null when it cannot be read (or cancels too much to trust). */
export function logValue(node: MathNode, k: string, n: number): LogValue | null {
  const rec = (m: MathNode): LogValue | null => logValue(m, k, n);
  if (typeof node === 'number') return fromNumber(node);
  if (typeof node === 'string') {
    if (node === k) return fromNumber(n);
    if (node === 'Pi') return fromNumber(Math.PI);
    if (node === 'ExponentialE') return fromNumber(Math.E);
    return null;
  }
  if (!Array.isArray(node)) return fromNumber(Number(node.num));
  const [h, ...a] = node;
  const args = (): LogValue[] | null => {
    const out: LogValue[] = [];
    for (const x of a) {
      const v = rec(x);
      if (!v) return null;
      out.push(v);
    }
    return out;
  };
  switch (h) {
    case 'Rational':
      return fromNumber(Number(a[0]) / Number(a[1]));
    case 'Negate': {
      const v = rec(a[0]);
      return v && { s: (-v.s || 0) as LogValue['s'], l: v.l };
    }
    case 'Add':
    case 'Subtract': {
      const vs = args();
      if (!vs) return null;
      if (h === 'Subtract') vs[1] = { s: (-vs[1].s || 0) as LogValue['s'], l: vs[1].l };
      const live = vs.filter((v) => v.s !== 0);
      if (!live.length) return ZERO;
      const M = Math.max(...live.map((v) => v.l));
      const sum = live.reduce((acc, v) => acc + v.s * Math.exp(v.l - M), 0);
      // Catastrophic cancellation (√(n+1) − √n at huge n): the digits left are noise.
      if (Math.abs(sum) < 1e-9) return null;
      return { s: sum > 0 ? 1 : -1, l: M + Math.log(Math.abs(sum)) };
    }
    case 'Multiply': {
      const vs = args();
      if (!vs) return null;
      if (vs.some((v) => v.s === 0)) return ZERO;
      return { s: vs.reduce<number>((acc, v) => acc * v.s, 1) as LogValue['s'], l: vs.reduce((acc, v) => acc + v.l, 0) };
    }
    case 'Divide': {
      const vs = args();
      if (!vs || vs[1].s === 0) return null;
      if (vs[0].s === 0) return ZERO;
      return { s: (vs[0].s * vs[1].s) as LogValue['s'], l: vs[0].l - vs[1].l };
    }
    case 'Power':
    case 'Root':
    case 'Sqrt':
    case 'Exp': {
      const base = h === 'Exp' ? fromNumber(Math.E) : rec(a[0]);
      const e = h === 'Sqrt' ? fromNumber(0.5) : h === 'Root' ? (() => { const r = rec(a[1]); return r && fromNumber(1 / toNumber(r)); })() : rec(h === 'Exp' ? a[0] : a[1]);
      if (!base || !e) return null;
      const ev = toNumber(e);
      if (!Number.isFinite(ev)) return null;
      if (base.s === 0) return ev > 0 ? ZERO : null;
      if (base.s < 0) {
        // Only whole powers of a negative base are real; the sign alternates with the parity.
        if (!Number.isInteger(ev)) return null;
        return { s: Math.abs(ev) % 2 === 1 ? -1 : 1, l: ev * base.l };
      }
      return { s: 1, l: ev * base.l };
    }
    case 'Ln':
    case 'Log': {
      // ln(1 + u) with u tiny (ln(1 + 1/n) at n = 10^20): 1 + u rounds to 1 and the logarithm to 0,
      // so it is read as log1p(u) from the other terms
      const near = nearOne(a[0], k, n);
      if (near !== null && a.length === 1 && h === 'Ln') return fromNumber(Math.log1p(near));
      const v = rec(a[0]);
      if (!v || v.s <= 0) return null;
      const base = a.length > 1 ? rec(a[1]) : h === 'Log' ? fromNumber(10) : null;
      const lnv = v.l;
      return fromNumber(base ? lnv / base.l : lnv);
    }
    case 'Factorial': {
      const v = rec(a[0]);
      if (!v || v.s < 0) return null;
      const x = toNumber(v);
      if (x < 0 || !Number.isFinite(x)) return null;
      return { s: 1, l: lnFactorial(Math.round(x) === x ? x : x) };
    }
    case 'Abs': {
      const v = rec(a[0]);
      return v && { s: v.s === 0 ? 0 : 1, l: v.l };
    }
    default: {
      const f = REAL_FN[h];
      if (!f || a.length !== 1) return null;
      const v = rec(a[0]);
      if (!v) return null;
      const x = toNumber(v);
      if (!Number.isFinite(x)) return null;
      return fromNumber(f(x));
    }
  }
}

/** u when the node is 1 + u (a sum holding the number 1) with |u| < 1/2 at k = n, else null. */
function nearOne(node: MathNode, k: string, n: number): number | null {
  if (!Array.isArray(node) || node[0] !== 'Add') return null;
  const terms = node.slice(1) as MathNode[];
  const one = terms.findIndex((t) => t === 1);
  if (one < 0) return null;
  const rest = terms.filter((_, i) => i !== one);
  const v = logValue(rest.length === 1 ? rest[0] : ['Add', ...rest], k, n);
  if (!v) return null;
  const u = toNumber(v);
  return Math.abs(u) < 0.5 ? u : null;
}

/** ln |a(n)|, or null. */
export function lnAbs(node: MathNode, k: string, n: number): number | null {
  const v = logValue(node, k, n);
  return v && v.s !== 0 && Number.isFinite(v.l) ? v.l : null;
}

/** a(n+1)/a(n) in absolute value at index n. */
export function ratioAt(node: MathNode, k: string, n: number): number | null {
  const a = lnAbs(node, k, n);
  const b = lnAbs(node, k, n + 1);
  return a === null || b === null ? null : Math.exp(b - a);
}

/** The exponent p in |a(n)| ≈ C/n^p between two indices. */
export function powerSlope(node: MathNode, k: string, n1: number, n2: number): number | null {
  const a = lnAbs(node, k, n1);
  const b = lnAbs(node, k, n2);
  return a === null || b === null ? null : -(b - a) / (Math.log(n2) - Math.log(n1));
}

/** With p = 1: the power q in |a(n)| ≈ C/(n (ln n)^q) between two indices. */
export function logSlope(node: MathNode, k: string, n1: number, n2: number): number | null {
  const a = lnAbs(node, k, n1);
  const b = lnAbs(node, k, n2);
  if (a === null || b === null) return null;
  return -(b + Math.log(n2) - a - Math.log(n1)) / (Math.log(Math.log(n2)) - Math.log(Math.log(n1)));
}
