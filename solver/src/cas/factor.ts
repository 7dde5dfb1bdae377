import type { MathNode } from './node';
import { integerForm, Poly, rationalRoots } from './poly';
import { Q } from './rational';

/**
 * Factorisation over the rationals of a polynomial in one unknown: a constant, then primitive
 * integer factors with positive leading coefficients, each with its multiplicity. Linear factors
 * come from the rational-root test; a remainder with only even powers is factored in u = x²;
 * a remainder of degree 4 or more is searched for integer quadratic factors (x⁴ + 4 =
 * (x² − 2x + 2)(x² + 2x + 2)) so a "factored" answer is never left half done.
 */
export interface Factored {
  content: Q;
  factors: Array<{ p: Poly; mult: number }>;
}

export function factorPoly(p: Poly, check?: () => void): Factored {
  if (p.deg <= 0) return { content: p.coef(0), factors: [] };
  const { ints, factor } = integerForm(p);
  let content = factor;
  let prim = new Poly(ints.map((v) => new Q(v)));
  if (prim.lead().sign() < 0) {
    prim = prim.scale(Q.of(-1));
    content = content.neg();
  }
  const factors: Array<{ p: Poly; mult: number }> = [];
  const { roots, rest } = rationalRoots(prim, check);
  for (const { r, mult } of roots) factors.push({ p: new Poly([new Q(-r.n), new Q(r.d)]), mult });
  // What is left has no rational root; rescale it to integers (the linear factors took their share).
  if (rest.deg >= 1) {
    const ri = integerForm(rest);
    let rp = new Poly(ri.ints.map((v) => new Q(v)));
    if (rp.lead().sign() < 0) rp = rp.scale(Q.of(-1));
    for (const f of factorEven(rp, check)) for (const g of splitQuadratics(f.p, check)) factors.push({ p: g, mult: f.mult });
  }
  // The content makes the product equal to p exactly.
  const product = factors.reduce((acc, f) => acc.mul(f.p.pow(f.mult)), Poly.const(Q.ONE));
  content = p.lead().div(product.lead());
  return { content, factors };
}

/** x⁴ − 4 = (x² − 2)(x² + 2): a polynomial in x² factored through its rational roots in u. */
function factorEven(p: Poly, check?: () => void): Array<{ p: Poly; mult: number }> {
  const even = p.deg >= 4 && p.c.every((a, k) => k % 2 === 0 || a.isZero());
  if (!even) return [{ p, mult: 1 }];
  const u = new Poly(p.c.filter((_, k) => k % 2 === 0));
  const { roots, rest } = rationalRoots(integerPrimitive(u), check);
  if (roots.length === 0) return [{ p, mult: 1 }];
  const out: Array<{ p: Poly; mult: number }> = [];
  for (const { r, mult } of roots) out.push({ p: new Poly([new Q(-r.n), Q.ZERO, new Q(r.d)]), mult });
  if (rest.deg >= 1) {
    const back = new Poly(rest.c.flatMap((a, k) => (k === rest.deg ? [a] : [a, Q.ZERO])));
    out.push({ p: integerPrimitive(back), mult: 1 });
  }
  return out;
}

/** Splits off integer quadratic factors while the degree is at least 4 (Kronecker's method). */
function splitQuadratics(p: Poly, check?: () => void): Poly[] {
  const out: Poly[] = [];
  let rest = p;
  while (rest.deg >= 4) {
    const q = quadraticFactor(rest, check);
    if (!q) break;
    out.push(q);
    rest = integerPrimitive(rest.divmod(q).q);
  }
  out.push(rest);
  return out;
}

/**
 * A factor A x² + B x + C with integer coefficients of an integer polynomial without rational
 * roots, or null. Its values at 0, 1 and −1 divide p(0), p(1) and p(−1) (none is zero), so the
 * candidates are the interpolations of those divisors; the search is capped to stay fast.
 */
export function quadraticFactor(p: Poly, check?: () => void): Poly | null {
  const at = (v: number): bigint => {
    const q = p.eval(Q.of(v));
    return q.isInt() ? q.n : 0n;
  };
  const v0 = at(0);
  const v1 = at(1);
  const vm = at(-1);
  if (v0 === 0n || v1 === 0n || vm === 0n) return null;
  const signed = (n: bigint): bigint[] => smallDivisors(n < 0n ? -n : n).flatMap((d) => [d, -d]);
  const d0 = signed(v0);
  const d1 = signed(v1);
  const dm = signed(vm);
  if (d0.length * d1.length * dm.length > 200000) return null;
  const lead = p.lead();
  for (const c of d0) {
    check?.();
    for (const s1 of d1) {
      for (const sm of dm) {
        if ((s1 - sm) % 2n !== 0n) continue;
        const b = (s1 - sm) / 2n;
        const a = (s1 + sm) / 2n - c;
        if (a <= 0n || lead.n % a !== 0n) continue;
        const q = new Poly([new Q(c), new Q(b), new Q(a)]);
        if (p.divmod(q).r.isZero()) return q;
      }
    }
  }
  return null;
}

/** Positive divisors of a small integer (empty when it is too large to enumerate quickly). */
function smallDivisors(n: bigint): bigint[] {
  if (n > 10n ** 9n) return [];
  const out: bigint[] = [];
  for (let d = 1n; d * d <= n; d++) {
    if (n % d === 0n) {
      out.push(d);
      if (d * d !== n) out.push(n / d);
    }
  }
  return out;
}

function integerPrimitive(p: Poly): Poly {
  const r = new Poly(integerForm(p).ints.map((v) => new Q(v)));
  return r.lead().sign() < 0 ? r.scale(Q.of(-1)) : r;
}

/** A factor as a node: x, x - 3, 2x + 9, x^2 + 1 (highest power first). */
export function factorNode(p: Poly, x: string): MathNode {
  return p.toNode(x);
}

/** The factored form as a node: -(x + 1)(x + 2), 2x(x + 1), 5(x - 3)(x + 2), (x - 1)^2. */
export function factoredNode(f: Factored, x: string): MathNode {
  const parts: MathNode[] = [];
  // Monomial x first, then by degree and constant term, for a stable, readable order.
  const isX = (q: Poly): number => (q.deg === 1 && q.coef(0).isZero() ? 0 : 1);
  const sorted = [...f.factors].sort((a, b) => isX(a.p) - isX(b.p) || a.p.deg - b.p.deg || a.p.coef(0).cmp(b.p.coef(0)));
  for (const { p, mult } of sorted) {
    const n = factorNode(p, x);
    parts.push(mult === 1 ? n : ['Power', n, mult]);
  }
  const c = f.content;
  if (parts.length === 0) return c.toNode();
  const body: MathNode = parts.length === 1 ? parts[0] : ['Multiply', ...parts];
  if (c.isOne()) return body;
  if (c.eq(Q.of(-1))) return ['Negate', body];
  return ['Multiply', c.toNode(), ...(parts.length === 1 ? [parts[0]] : parts)];
}
