import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import type { MathNode } from '../../cas';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { asciiToWords } from '../../format/words';
import { evaluateAscii } from '../../verify/numeric';

/**
 * A sum of powers of a root of unity whose angle has no known cosine — "1 + ω + ω² + ω³ + ω⁴ with
 * ω = e^{2iπ/5}", "e^{2iπ/7} + e^{4iπ/7} + … + e^{12iπ/7}" — as a course computes it: every term is
 * a power of ζ = e^{2iπ/N}, and ζ is a root of the N-th cyclotomic polynomial Φ_N (for a primitive
 * N-th root, 1 + ζ + … + ζ^{N−1} = 0 is the case N prime). The remainder of the sum's polynomial in
 * ζ divided by Φ_N is its value; when that remainder is a rational number (or a + bi), it is the
 * answer, checked in floating point on the original expression. Other values are left to the
 * methods that know the angles.
 */

/** Angles whose cosine and sine the other methods write exactly: those are theirs. */
const KNOWN = new Set([1, 2, 3, 4, 6, 8, 12]);
const MAX_N = 60;

type Poly = Q[];

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** A rational number written as a node: 3, 3/2, −(1/2), Rational(1, 2). */
function rationalOf(n: MathNode): Q | null {
  if (typeof n === 'number') return Number.isInteger(n) ? Q.of(n) : null;
  if (!Array.isArray(n)) return null;
  const [h, ...a] = n;
  if (h === 'Rational' && a.length === 2 && typeof a[0] === 'number' && typeof a[1] === 'number') return Q.of(a[0], a[1]);
  if (h === 'Negate' && a.length === 1) return rationalOf(a[0])?.neg() ?? null;
  if (h === 'Divide' && a.length === 2) {
    const [p, q] = [rationalOf(a[0]), rationalOf(a[1])];
    return p && q && !q.isZero() ? p.div(q) : null;
  }
  if (h === 'Multiply') {
    let c = Q.of(1);
    for (const f of a) {
      const v = rationalOf(f);
      if (!v) return null;
      c = c.mul(v);
    }
    return c;
  }
  return null;
}

/** r with x = r·iπ (2iπ/5 → 2/5), when x is a product of i, π and rational numbers only. */
function iPiCoefficient(x: MathNode): Q | null {
  const count = { i: 0, pi: 0 };
  const walk = (n: MathNode): Q | null => {
    if (n === 'ImaginaryUnit') { count.i++; return Q.of(1); }
    if (n === 'Pi') { count.pi++; return Q.of(1); }
    const r = rationalOf(n);
    if (r) return r;
    if (!Array.isArray(n)) return null;
    const [h, ...a] = n;
    if (h === 'Negate' && a.length === 1) return walk(a[0])?.neg() ?? null;
    if (h === 'Multiply') {
      let c = Q.of(1);
      for (const f of a) {
        const v = walk(f);
        if (!v) return null;
        c = c.mul(v);
      }
      return c;
    }
    if (h === 'Divide' && a.length === 2) {
      const top = walk(a[0]);
      const bottom = rationalOf(a[1]);
      return top && bottom && !bottom.isZero() ? top.div(bottom) : null;
    }
    return null;
  };
  const c = walk(x);
  return c && count.i === 1 && count.pi === 1 ? c : null;
}

/** The exponent of e^{…}, for e^x and exp(x). */
function exponentOf(n: MathNode): MathNode | null {
  if (!Array.isArray(n)) return null;
  if (n[0] === 'Exp' && n.length === 2) return n[1];
  if (n[0] === 'Power' && n[1] === 'ExponentialE' && n.length === 3) return n[2];
  return null;
}

/** N: the least common order of the roots of unity written (e^{iπr} = ζ^{rN/2}), with i = ζ^{N/4} when i stands alone. */
function orderOf(n: MathNode): number | null {
  const e = exponentOf(n);
  if (e !== null) {
    const r = iPiCoefficient(e);
    return r ? Number(r.div(Q.of(2)).d) : null;
  }
  if (n === 'ImaginaryUnit') return 4;
  if (typeof n === 'number' || typeof n === 'string') return typeof n === 'number' ? 1 : null;
  if (!Array.isArray(n)) return null;
  if (n[0] === 'Power') {
    const k = rationalOf(n[2]);
    return k && k.isInteger() ? orderOf(n[1]) : null;
  }
  if (n[0] === 'Rational') return 1;
  let N = 1;
  for (const a of n.slice(1)) {
    const o = orderOf(a);
    if (o === null) return null;
    N = lcm(N, o);
  }
  return N;
}

const zero = (N: number): Poly => Array.from({ length: N }, () => Q.of(0));
const monomial = (N: number, k: number, c: Q = Q.of(1)): Poly => {
  const p = zero(N);
  p[((k % N) + N) % N] = c;
  return p;
};
const addP = (a: Poly, b: Poly): Poly => a.map((c, k) => c.add(b[k]));
const scaleP = (a: Poly, s: Q): Poly => a.map((c) => c.mul(s));
/** The product modulo ζ^N − 1. */
function mulP(a: Poly, b: Poly): Poly {
  const N = a.length;
  const out = zero(N);
  a.forEach((x, i) => {
    if (x.isZero()) return;
    b.forEach((y, j) => {
      if (!y.isZero()) out[(i + j) % N] = out[(i + j) % N].add(x.mul(y));
    });
  });
  return out;
}

/** The expression as a polynomial in ζ = e^{2iπ/N}, modulo ζ^N = 1. */
function toPoly(n: MathNode, N: number): Poly | null {
  const r = rationalOf(n);
  if (r) return monomial(N, 0, r);
  if (n === 'ImaginaryUnit') return monomial(N, N / 4);
  const e = exponentOf(n);
  if (e !== null) {
    const c = iPiCoefficient(e);
    if (!c) return null;
    const k = c.mul(Q.of(N, 2));
    return k.isInteger() ? monomial(N, Number(k.toString())) : null;
  }
  if (!Array.isArray(n)) return null;
  const [h, ...a] = n;
  const parts = (): Poly[] | null => {
    const ps = a.map((x) => toPoly(x, N));
    return ps.every((p): p is Poly => p !== null) ? ps : null;
  };
  if (h === 'Add') return parts()?.reduce(addP) ?? null;
  if (h === 'Subtract' && a.length === 2) {
    const ps = parts();
    return ps ? addP(ps[0], scaleP(ps[1], Q.of(-1))) : null;
  }
  if (h === 'Negate' && a.length === 1) {
    const p = toPoly(a[0], N);
    return p && scaleP(p, Q.of(-1));
  }
  if (h === 'Multiply') return parts()?.reduce(mulP) ?? null;
  if (h === 'Divide' && a.length === 2) {
    const d = rationalOf(a[1]);
    const top = toPoly(a[0], N);
    return top && d && !d.isZero() ? scaleP(top, d.inv()) : null;
  }
  if (h === 'Power' && a.length === 2) {
    const k = rationalOf(a[1]);
    if (!k || !k.isInteger()) return null;
    const kk = Number(k.toString());
    if (Math.abs(kk) > 1000) return null;
    const base = toPoly(a[0], N);
    if (!base) return null;
    if (kk < 0) {
      // ζ^{−m} = ζ^{N−m}: only a single power of ζ is inverted this way
      const nonzero = base.flatMap((c, j) => (c.isZero() ? [] : [j]));
      if (nonzero.length !== 1) return null;
      const j = nonzero[0];
      return monomial(N, j * kk, base[j].pow(kk));
    }
    let out = monomial(N, 0);
    for (let t = 0; t < kk; t++) out = mulP(out, base);
    return out;
  }
  return null;
}

/** The integer coefficients of Φ_N, lowest degree first: (x^N − 1) divided by Φ_d for the divisors d < N. */
export function cyclotomicPolynomial(N: number): number[] {
  let p: number[] = [-1, ...Array.from({ length: N - 1 }, () => 0), 1];
  for (let d = 1; d < N; d++) if (N % d === 0) p = divideExact(p, cyclotomicPolynomial(d));
  return p;
}

/** p / m for a monic m dividing p exactly. */
function divideExact(p: number[], m: number[]): number[] {
  const r = [...p];
  const q = Array.from({ length: p.length - m.length + 1 }, () => 0);
  for (let k = q.length - 1; k >= 0; k--) {
    q[k] = r[k + m.length - 1];
    for (let j = 0; j < m.length; j++) r[k + j] -= q[k] * m[j];
  }
  return q;
}

/** The remainder of p divided by the monic integer polynomial m. */
function remainder(p: Poly, m: number[]): Poly {
  const r = [...p];
  const deg = m.length - 1;
  for (let k = r.length - 1; k >= deg; k--) {
    const c = r[k];
    if (c.isZero()) continue;
    for (let j = 0; j <= deg; j++) r[k - deg + j] = r[k - deg + j].sub(c.mul(Q.of(m[j])));
  }
  return r.slice(0, deg);
}

/** a + bi from the remainder, when it is a rational number plus a rational multiple of i's remainder. */
function asAlgebraic(rem: Poly, iRem: Poly | null): { a: Q; b: Q } | null {
  const rest = rem.slice(1);
  if (rest.every((c) => c.isZero())) return { a: rem[0], b: Q.of(0) };
  if (!iRem) return null;
  const at = iRem.findIndex((c, k) => k > 0 && !c.isZero());
  if (at < 0) return null;
  const b = rem[at].div(iRem[at]);
  const diff = rem.map((c, k) => c.sub(b.mul(iRem[k])));
  return diff.slice(1).every((c) => c.isZero()) ? { a: diff[0], b } : null;
}

function algebraicAscii(a: Q, b: Q): string {
  if (b.isZero()) return a.toString();
  const bi = b.isOne() ? 'i' : b.eq(Q.of(-1)) ? '-i' : `${b.toString()}*i`;
  if (a.isZero()) return bi;
  return b.isNegative() ? `${a.toString()} - ${bi.replace(/^-/, '')}` : `${a.toString()} + ${bi}`;
}

export function cyclotomicValue(ascii: string): { N: number; phi: number[]; value: string } | null {
  let node: MathNode;
  try {
    node = parseNode(ascii);
  } catch {
    return null;
  }
  const N = orderOf(node);
  if (N === null || KNOWN.has(N) || N > MAX_N) return null;
  const poly = toPoly(node, N);
  if (!poly) return null;
  const phi = cyclotomicPolynomial(N);
  const rem = remainder(poly, phi);
  const iRem = N % 4 === 0 ? remainder(monomial(N, N / 4), phi) : null;
  const ab = asAlgebraic(rem, iRem);
  return ab ? { N, phi, value: algebraicAscii(ab.a, ab.b) } : null;
}

const phiLatex = (phi: number[]): string => phi.map((c, k) => ({ c, k })).reverse().filter(({ c }) => c !== 0)
  .map(({ c, k }, j) => `${c < 0 ? '-' : j === 0 ? '' : '+'}${Math.abs(c) === 1 && k > 0 ? '' : Math.abs(c)}${k === 0 ? '' : k === 1 ? '\\zeta' : `\\zeta^{${k}}`}`).join(' ');

export const cyclotomicStrategy: Strategy = {
  name: 'complex-cyclotomic',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'complex_number' || t.asks.length !== 1 || t.asks[0].quantity !== 'algebraic') return null;
    const found = cyclotomicValue(t.asks[0].number);
    if (!found) return null;
    const { N, phi, value } = found;
    const original = evaluateAscii(t.asks[0].number);
    const result = evaluateAscii(value);
    const verified = !!original && !!result && Math.hypot(original.re - result.re, original.im - result.im) < 1e-9;
    const steps = [
      {
        title: text('Powers of one root of unity', "Puissances d'une même racine de l'unité"),
        explanation: text(`Write ζ = e^(2iπ/${N}): each term is a power of ζ, and ζ^${N} = 1 lowers every exponent below ${N}.`,
          `On pose ζ = e^(2iπ/${N}) : chaque terme est une puissance de ζ, et ζ^${N} = 1 ramène chaque exposant sous ${N}.`),
        formula: `\\zeta = e^{2i\\pi/${N}},\\quad \\zeta^{${N}} = 1`,
      },
      {
        title: text('Divide by the cyclotomic polynomial', 'Diviser par le polynôme cyclotomique'),
        explanation: text(`ζ is a primitive ${N}-th root of unity, a root of Φ_${N}: the expression equals the remainder of its division by Φ_${N}, here a number.`,
          `ζ est une racine primitive ${N}-ième de l'unité, racine de Φ_${N} : l'expression vaut le reste de sa division par Φ_${N}, ici un nombre.`),
        formula: `\\Phi_{${N}}(\\zeta) = ${phiLatex(phi)} = 0`,
      },
    ];
    return {
      method: 'complex.cyclotomic',
      category: 'complex',
      steps,
      answer: { kind: 'expr', value, latex: value.replace(/\*/g, ''), words: asciiToWords(value) },
      finalAnswer: text(value, value),
      verified,
      verification: verified ? text('Checked by evaluating the expression in floating point.', "Vérifié en évaluant l'expression en virgule flottante.") : undefined,
    };
  },
};
