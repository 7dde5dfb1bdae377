import { factorPoly } from './factor';
import type { MathNode } from './node';
import { Poly } from './poly';
import { gcd, nodeToQ, Q } from './rational';

/**
 * Polynomials in several letters with rational coefficients, expanded: a map from monomial
 * (exponents in the order of `vars`) to coefficient. Used to factor expressions like
 * x²y + xy² = xy(x + y) and a² − 2ab + b² = (a − b)², which the CAS leaves expanded.
 */
export interface MPoly {
  vars: string[];
  terms: Map<string, Q>;
}

const key = (e: number[]): string => e.join(',');
const unkey = (k: string): number[] => k.split(',').map(Number);

function mk(vars: string[], entries: Array<[number[], Q]>): MPoly {
  const terms = new Map<string, Q>();
  for (const [e, c] of entries) {
    const k = key(e);
    const v = (terms.get(k) ?? Q.ZERO).add(c);
    if (v.isZero()) terms.delete(k);
    else terms.set(k, v);
  }
  return { vars, terms };
}

const add = (a: MPoly, b: MPoly): MPoly => mk(a.vars, [...[...a.terms].map(([k, c]): [number[], Q] => [unkey(k), c]), ...[...b.terms].map(([k, c]): [number[], Q] => [unkey(k), c])]);
function mul(a: MPoly, b: MPoly): MPoly {
  const out: Array<[number[], Q]> = [];
  for (const [ka, ca] of a.terms) for (const [kb, cb] of b.terms) {
    const ea = unkey(ka);
    const eb = unkey(kb);
    out.push([ea.map((v, i) => v + eb[i]), ca.mul(cb)]);
  }
  return mk(a.vars, out);
}
const constant = (vars: string[], q: Q): MPoly => mk(vars, [[vars.map(() => 0), q]]);

/** The expression as an expanded polynomial in `vars`, or null when it is not one. */
export function toMPoly(n: MathNode, vars: string[]): MPoly | null {
  const q = nodeToQ(n);
  if (q) return constant(vars, q);
  if (typeof n === 'string') {
    const i = vars.indexOf(n);
    return i < 0 ? null : mk(vars, [[vars.map((_, j) => (j === i ? 1 : 0)), Q.ONE]]);
  }
  if (!Array.isArray(n)) return null;
  const [h, ...a] = n as [string, ...MathNode[]];
  const parts = a.map((t) => toMPoly(t, vars));
  if (parts.some((p) => p === null)) {
    if (h !== 'Power') return null;
  }
  const P = parts as MPoly[];
  switch (h) {
    case 'Add':
      return P.reduce(add);
    case 'Subtract':
      return add(P[0], mul(P[1], constant(vars, Q.of(-1))));
    case 'Negate':
      return mul(P[0], constant(vars, Q.of(-1)));
    case 'Multiply':
      return P.reduce(mul);
    case 'Divide':
    case 'Rational': {
      const d = nodeToQ(a[1]) ?? (P[1] && P[1].terms.size === 1 && P[1].terms.has(key(vars.map(() => 0))) ? P[1].terms.get(key(vars.map(() => 0)))! : null);
      if (!d || d.isZero() || !P[0]) return null;
      return mul(P[0], constant(vars, d.inv()));
    }
    case 'Power': {
      const e = nodeToQ(a[1]);
      const b = toMPoly(a[0], vars);
      if (!b || !e || !e.isInt() || e.n < 0n || e.n > 12n) return null;
      let r = constant(vars, Q.ONE);
      for (let k = 0n; k < e.n; k++) r = mul(r, b);
      return r;
    }
    default:
      return null;
  }
}

function monomialNode(vars: string[], e: number[]): MathNode[] {
  const out: MathNode[] = [];
  e.forEach((p, i) => {
    if (p === 1) out.push(vars[i]);
    else if (p > 1) out.push(['Power', vars[i], p]);
  });
  return out;
}

/** An expanded polynomial as a node (terms by decreasing degree). */
export function mpolyNode(p: MPoly): MathNode {
  const entries = [...p.terms].map(([k, c]) => ({ e: unkey(k), c }));
  entries.sort((u, v) => v.e.reduce((s, x) => s + x, 0) - u.e.reduce((s, x) => s + x, 0) || v.e[0] - u.e[0]);
  const terms: MathNode[] = entries.map(({ e, c }) => {
    const m = monomialNode(p.vars, e);
    if (m.length === 0) return c.toNode();
    const body: MathNode = m.length === 1 ? m[0] : ['Multiply', ...m];
    if (c.isOne()) return body;
    if (c.eq(Q.of(-1))) return ['Negate', body];
    return ['Multiply', c.toNode(), ...m];
  });
  if (terms.length === 0) return 0;
  return terms.length === 1 ? terms[0] : ['Add', ...terms];
}

/**
 * Factors a polynomial in several letters: the common monomial and numeric factor, then — for a
 * homogeneous polynomial in two letters — the factors of its one-letter form, made homogeneous
 * again (a² − 2ab + b² ← t² − 2t + 1 with t = a/b). Returns null when nothing factors.
 */
export function factorMulti(p: MPoly): MathNode | null {
  if (p.terms.size === 0) return null;
  const entries = [...p.terms].map(([k, c]) => ({ e: unkey(k), c }));
  // Common monomial: lowest power of each letter; common number: the coefficients' content.
  const low = p.vars.map((_, i) => Math.min(...entries.map((t) => t.e[i])));
  let content = contentOf(entries.map((t) => t.c));
  const leading = entries.reduce((best, t) => (t.e[0] > best.e[0] ? t : best), entries[0]);
  if (leading.c.sign() < 0) content = content.neg();
  const rest: MPoly = mk(p.vars, entries.map((t) => [t.e.map((v, i) => v - low[i]), t.c.div(content)]));
  const factors: MathNode[] = [...monomialNode(p.vars, low)];
  let restFactors: MathNode[] = [mpolyNode(rest)];
  let split = false;
  // Homogeneous in two letters: factor through t = x/y.
  const restEntries = [...rest.terms].map(([k, c]) => ({ e: unkey(k), c }));
  const used = p.vars.map((_, i) => restEntries.some((t) => t.e[i] > 0));
  const two = used.filter(Boolean).length === 2 ? p.vars.map((v, i) => (used[i] ? i : -1)).filter((i) => i >= 0) : null;
  if (two && restEntries.every((t) => t.e.reduce((s, v) => s + v, 0) === restEntries[0].e.reduce((s, v) => s + v, 0))) {
    const [ix, iy] = two;
    const deg = restEntries[0].e.reduce((s, v) => s + v, 0);
    const coeffs = Array.from({ length: deg + 1 }, () => Q.ZERO);
    for (const t of restEntries) coeffs[t.e[ix]] = coeffs[t.e[ix]].add(t.c);
    const uni = new Poly(coeffs);
    const f = factorPoly(uni);
    if (f.factors.length > 1 || f.factors.some((u) => u.mult > 1) || uni.deg < deg) {
      const x = p.vars[ix];
      const y = p.vars[iy];
      const homog = (q: Poly, d: number): MathNode => {
        const terms: MathNode[] = [];
        for (let k = q.deg; k >= 0; k--) {
          const c = q.coef(k);
          if (c.isZero()) continue;
          const m: MathNode[] = [...(k === 0 ? [] : [k === 1 ? x : (['Power', x, k] as MathNode)]), ...(d - k === 0 ? [] : [d - k === 1 ? y : (['Power', y, d - k] as MathNode)])];
          const body: MathNode = m.length === 0 ? c.toNode() : m.length === 1 ? m[0] : ['Multiply', ...m];
          terms.push(c.isOne() || m.length === 0 ? body : c.eq(Q.of(-1)) ? ['Negate', body] : ['Multiply', c.toNode(), ...m]);
        }
        return terms.length === 1 ? terms[0] : ['Add', ...terms];
      };
      restFactors = [];
      split = true;
      content = content.mul(f.content);
      const missingY = deg - uni.deg;
      if (missingY > 0) factors.push(missingY === 1 ? y : ['Power', y, missingY]);
      const ordered = [...f.factors].sort((u, v) => u.p.deg - v.p.deg || u.p.coef(0).cmp(v.p.coef(0)));
      for (const { p: q, mult } of ordered) {
        const node = homog(q, q.deg);
        restFactors.push(mult === 1 ? node : ['Power', node, mult]);
      }
    }
  }
  if (!split) {
    const g = grouping(rest);
    if (g) {
      restFactors = g;
      split = true;
    }
  }
  const all = [...factors, ...restFactors];
  if (!split && all.length === 1 && content.isOne()) return null;
  const body: MathNode = all.length === 1 ? all[0] : ['Multiply', ...all];
  if (content.isOne()) return body;
  if (content.eq(Q.of(-1))) return ['Negate', body];
  return ['Multiply', content.toNode(), ...all];
}

/**
 * Factoring by grouping: a polynomial of degree 1 in some letter v is v·A + B; when B is a
 * monomial m times A (xy + 2x + 3y + 6 = x(y + 2) + 3(y + 2), ax + ay + bx + by = x(a + b) +
 * y(a + b)), it is A·(v + m). Each factor is then factored again.
 */
function grouping(p: MPoly): MathNode[] | null {
  const entries = [...p.terms].map(([k, c]) => ({ e: unkey(k), c }));
  if (entries.length < 4) return null;
  for (let i = 0; i < p.vars.length; i++) {
    if (entries.some((t) => t.e[i] > 1) || !entries.some((t) => t.e[i] === 1) || !entries.some((t) => t.e[i] === 0)) continue;
    const A = mk(p.vars, entries.filter((t) => t.e[i] === 1).map((t): [number[], Q] => [t.e.map((v, j) => (j === i ? 0 : v)), t.c]));
    const B = mk(p.vars, entries.filter((t) => t.e[i] === 0).map((t): [number[], Q] => [t.e, t.c]));
    // m from the first terms, then B = m·A checked in full
    const [ka, ca] = [...A.terms][0];
    const [kb, cb] = [...B.terms][0];
    const ea = unkey(ka);
    const eb = unkey(kb);
    const em = eb.map((v, j) => v - ea[j]);
    if (em.some((v) => v < 0)) continue;
    const m = mk(p.vars, [[em, cb.div(ca)]]);
    const prod = mul(m, A);
    if (prod.terms.size !== B.terms.size || [...prod.terms].some(([k, c]) => !(B.terms.get(k)?.eq(c) ?? false))) continue;
    const v: MPoly = mk(p.vars, [[p.vars.map((_, j) => (j === i ? 1 : 0)), Q.ONE]]);
    const second = add(v, m);
    // each factor with integer coefficients without common divisor: (2x + 1)(y − 3), not 2(y − 3)·(x + 1/2)
    const [pa, ps] = [primitive(A), primitive(second)];
    const c = pa.c.mul(ps.c);
    const out = [pa.p, ps.p].map((f) => factorMulti(f) ?? mpolyNode(f));
    return c.isOne() ? out : [c.toNode(), ...out];
  }
  return null;
}

/** gcd of the numerators over lcm of the denominators: dividing by it leaves coprime integers. */
function contentOf(coefficients: readonly Q[]): Q {
  let g = 0n;
  let l = 1n;
  for (const c of coefficients) {
    g = gcd(g, c.n);
    l = (l / gcd(l, c.d)) * c.d;
  }
  return new Q(g, l);
}

/** c·p with p's coefficients coprime integers, the first term positive. */
function primitive(f: MPoly): { c: Q; p: MPoly } {
  const entries = [...f.terms].map(([k, c]) => ({ e: unkey(k), c }));
  let c = contentOf(entries.map((t) => t.c));
  if (entries[0] && entries[0].c.sign() < 0) c = c.neg();
  return { c, p: mk(f.vars, entries.map((t) => [t.e, t.c.div(c)])) };
}
