import { hasSymbol, simplify, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { toRatFunc } from '../../cas/poly';

/**
 * A power series term written Tₙ = aₙ·(αx + β)^(s·n + c): the one power of a linear expression in
 * x whose exponent grows with n. Its centre is −β/α, and with u = (αx + β)^s it is a series Σ aₙ uⁿ.
 */
export interface PowerForm {
  /** aₙ: the term with the power replaced by 1. */
  coefficient: MathNode;
  alpha: Q;
  beta: Q;
  /** The exponent s·n + c, and its step s (x^(2n): 2). */
  exponent: MathNode;
  step: number;
  center: Q;
}

function powersOf(node: MathNode, x: string, n: string, out: MathNode[]): void {
  if (!Array.isArray(node)) return;
  if (node[0] === 'Power' && hasSymbol(node[1] as MathNode, x) && hasSymbol(node[2] as MathNode, n)) {
    out.push(node);
    return;
  }
  for (const a of node.slice(1)) powersOf(a as MathNode, x, n, out);
}

function replaceNode(node: MathNode, target: MathNode, by: MathNode): MathNode {
  if (node === target) return by;
  if (!Array.isArray(node)) return node;
  return [node[0], ...node.slice(1).map((a) => replaceNode(a as MathNode, target, by))] as MathNode;
}

/** The slope of e in n when e = s·n + c with s a non-zero whole number, else null. */
export function integerSlope(e: MathNode, n: string): number | null {
  const r = toRatFunc(e, n);
  if (!r || r.den.deg !== 0 || r.num.deg !== 1) return null;
  const s = r.num.coef(1).div(r.den.coef(0));
  return s.isInt() && s.abs().n <= 20n ? Number(s.n) : null;
}

export function powerForm(term: MathNode, n: string, x: string): PowerForm | null {
  const found: MathNode[] = [];
  powersOf(term, x, n, found);
  if (found.length !== 1) return null;
  const power = found[0] as [string, MathNode, MathNode];
  if (hasSymbol(replaceNode(term, power, 1), x)) return null;
  const lin = toRatFunc(power[1], x);
  if (!lin || lin.den.deg !== 0 || lin.num.deg !== 1) return null;
  const alpha = lin.num.coef(1).div(lin.den.coef(0));
  const beta = lin.num.coef(0).div(lin.den.coef(0));
  const step = integerSlope(power[2], n);
  if (step === null || step < 0) return null;
  const coefficient = simplify(replaceNode(term, power, 1));
  return { coefficient, alpha, beta, exponent: power[2], step, center: beta.neg().div(alpha) };
}

/**
 * How |aₙ| grows, up to factors that do not change lim |aₙ/aₙ₊₁|: n^(P·n) · e^(E·n) · Bⁿ. By
 * Stirling, (k·n + c)! counts as n^(kn) e^(−kn) k^(kn); a rational function of n, a root or a
 * logarithm of one counts for nothing.
 */
export interface Growth {
  P: Q;
  E: Q;
  B: Q;
}

const NONE: Growth = { P: Q.ZERO, E: Q.ZERO, B: Q.ONE };
const times = (a: Growth, b: Growth, sign: 1 | -1): Growth => ({
  P: sign > 0 ? a.P.add(b.P) : a.P.sub(b.P),
  E: sign > 0 ? a.E.add(b.E) : a.E.sub(b.E),
  B: sign > 0 ? a.B.mul(b.B) : a.B.div(b.B),
});

/** A rational function of n with a positive value for large n: its degree and leading ratio. */
function rational(x: MathNode, n: string): { deg: number; lead: Q } | null {
  const r = toRatFunc(x, n);
  if (!r || r.num.isZero()) return null;
  return { deg: r.num.deg - r.den.deg, lead: r.num.lead().div(r.den.lead()) };
}

export function growthOf(a: MathNode, n: string): Growth | null {
  if (!hasSymbol(a, n)) return nodeToQ(simplify(a))?.isZero() ? null : NONE;
  if (rational(a, n)) return NONE;
  if (!Array.isArray(a)) return null;
  const [h, ...args] = a as [string, ...MathNode[]];
  switch (h) {
    case 'Multiply': {
      let g: Growth = NONE;
      for (const x of args) {
        const p = growthOf(x, n);
        if (!p) return null;
        g = times(g, p, 1);
      }
      return g;
    }
    case 'Divide': {
      const [p, q] = [growthOf(args[0], n), growthOf(args[1], n)];
      return p && q ? times(p, q, -1) : null;
    }
    case 'Negate':
      return growthOf(args[0], n);
    case 'Factorial': {
      const k = integerSlope(args[0], n);
      return k === null || k < 0 ? null : { P: Q.of(k), E: Q.of(-k), B: Q.of(k).pow(k) };
    }
    case 'Sqrt':
      return growthOf(['Power', args[0], ['Rational', 1, 2]], n);
    case 'Ln':
    case 'Log':
      return rational(args[0], n) ? NONE : null;
    case 'Exp': {
      const s = integerSlope(args[0], n);
      return s === null ? (hasSymbol(args[0], n) ? null : NONE) : { P: Q.ZERO, E: Q.of(s), B: Q.ONE };
    }
    case 'Power': {
      const [b, e] = args;
      if (!hasSymbol(e, n)) {
        // a fixed power of a factorial or of a root: (n!)², √(n!) …
        const q = nodeToQ(simplify(e));
        const inner = growthOf(b, n);
        if (!q || !inner || (!q.isInt() && !inner.B.isOne())) return null;
        return { P: inner.P.mul(q), E: inner.E.mul(q), B: q.isInt() ? inner.B.pow(Number(q.n)) : Q.ONE };
      }
      const s = integerSlope(e, n);
      if (s === null) return null;
      if (b === 'ExponentialE') return { P: Q.ZERO, E: Q.of(s), B: Q.ONE };
      const base = rational(b, n);
      if (!base) return null;
      // (αn + β)^(sn + c) ≈ const · (αn)^(sn): n^(deg·s·n), |lead|^(s·n)
      return { P: Q.of(base.deg * s), E: Q.ZERO, B: base.lead.abs().pow(s) };
    }
    default:
      return null;
  }
}

/**
 * lim |aₙ/aₙ₊₁| for aₙ ≈ n^(Pn) e^(En) Bⁿ: 0 when P > 0, ∞ when P < 0, else e^(−E)/B.
 */
export function ratioLimit(g: Growth): MathNode | 'oo' {
  if (g.P.sign() > 0) return 0;
  if (g.P.sign() < 0) return 'oo';
  const inv = g.B.inv();
  if (g.E.isZero()) return inv.toNode();
  return simplify(['Multiply', inv.toNode(), ['Power', 'ExponentialE', g.E.neg().toNode()]]);
}

/**
 * The term at x = c ± R, built as aₙ · (±1)^(sn + c) · (|α|R)^(sn + c) so that the geometric factors
 * cancel visibly ((−2)ⁿ/(n·2ⁿ) is written (−1)ⁿ/n) and an even step leaves no false alternation.
 */
export function termAtEndpoint(f: PowerForm, n: string, R: MathNode, side: 1 | -1): MathNode {
  const negative = side * f.alpha.sign() < 0;
  const c0 = simplify(['Subtract', f.exponent, ['Multiply', f.step, n]]);
  const sign: MathNode = !negative ? 1 : f.step % 2 === 0 ? ['Power', -1, c0] : ['Power', -1, f.exponent];
  return mergePowers(evenSigns(simplify(['Multiply', f.coefficient, sign, ['Power', simplify(['Multiply', f.alpha.abs().toNode(), R]), f.exponent]]), n), n);
}

/**
 * The numeric powers b^(s·n + c) of a product gathered into one (∏ bˢ)ⁿ times a constant:
 * 3ⁿ·(1/3)ⁿ/n is written 1/n, 2²ⁿ·4⁻ⁿ goes away, so the tests read the term as it is.
 */
function mergePowers(node: MathNode, n: string): MathNode {
  const top: MathNode[] = [];
  const bottom: MathNode[] = [];
  let base = Q.ONE;
  let constant = Q.ONE;
  const walk = (m: MathNode, up: boolean): boolean => {
    if (Array.isArray(m) && m[0] === 'Multiply') return m.slice(1).every((f) => walk(f as MathNode, up));
    if (Array.isArray(m) && m[0] === 'Divide') return walk(m[1] as MathNode, up) && walk(m[2] as MathNode, !up);
    if (Array.isArray(m) && m[0] === 'Power' && hasSymbol(m[2] as MathNode, n)) {
      const b = nodeToQ(simplify(m[1] as MathNode));
      const s = integerSlope(m[2] as MathNode, n);
      const c = s === null ? null : nodeToQ(simplify(['Subtract', m[2] as MathNode, ['Multiply', s, n]]));
      if (b && !b.isZero() && s !== null && c?.isInt() && c.abs().n <= 50n) {
        base = up ? base.mul(b.pow(s)) : base.div(b.pow(s));
        constant = up ? constant.mul(b.pow(c.n)) : constant.div(b.pow(c.n));
        return true;
      }
    }
    const q = nodeToQ(m);
    if (q && !q.isZero()) {
      constant = up ? constant.mul(q) : constant.div(q);
      return true;
    }
    (up ? top : bottom).push(m);
    return true;
  };
  walk(node, true);
  const factors: MathNode[] = [...(constant.isOne() ? [] : [constant.toNode()]), ...(base.isOne() ? [] : [['Power', base.toNode(), n] as MathNode]), ...top];
  const num: MathNode = factors.length === 0 ? 1 : factors.length === 1 ? factors[0] : ['Multiply', ...factors];
  return simplify(bottom.length === 0 ? num : ['Divide', num, bottom.length === 1 ? bottom[0] : ['Multiply', ...bottom]]);
}

/** (−1)^(2n + c) is the constant (−1)^c: (−1)ⁿ·(−1)ⁿ at an endpoint shows as 1. */
function evenSigns(node: MathNode, n: string): MathNode {
  if (!Array.isArray(node)) return node;
  if (node[0] === 'Power' && node[1] === -1) {
    const s = integerSlope(node[2] as MathNode, n);
    if (s !== null && s % 2 === 0) return simplify(['Power', -1, simplify(['Subtract', node[2] as MathNode, ['Multiply', s, n]])]);
  }
  const mapped = [node[0], ...node.slice(1).map((a) => evenSigns(a as MathNode, n))] as MathNode;
  return mapped === node ? node : simplify(mapped);
}
