import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { freeSymbols, simplify, substitute, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { toRatFunc } from '../../cas/poly';
import { toLatex } from '../../format/latex';
import { rowReduce } from '../linalg/matrix';
import { lnAbs } from './growth';

/**
 * Σ t(k) for a term t with factorials or a rational function of k (k·k!, k/(k + 1)!,
 * (4k + 1)·k!/(2k + 1)!, 1/(k(k + 1)(k + 2))): an antidifference F(k) = q(k)·t(k)/P(k) — P the
 * polynomial factor of t, q a polynomial found by undetermined coefficients — with
 * F(k + 1) − F(k) = t(k), the form Gosper's algorithm finds for hypergeometric terms. The sum
 * then telescopes to F(N + 1) − F(lo), and an infinite sum to −F(lo) when F(N) → 0.
 */
const MAX_DEGREE = 5;

/** t = P(k)·rest: P the factors of the numerator that are polynomials in k (k, 4k + 1, k² + 1). */
function splitPolynomial(t: MathNode, k: string): { P: MathNode; rest: MathNode } {
  const divide = Array.isArray(t) && t[0] === 'Divide';
  const top = divide ? (t[1] as MathNode) : t;
  const factors = Array.isArray(top) && top[0] === 'Multiply' ? (top.slice(1) as MathNode[]) : [top];
  const isPoly = (f: MathNode): boolean => {
    const r = toRatFunc(f, k);
    return r !== null && r.den.deg === 0 && r.num.deg >= 1;
  };
  const product = (fs: MathNode[]): MathNode => (fs.length === 0 ? 1 : fs.length === 1 ? fs[0] : ['Multiply', ...fs]);
  const others = product(factors.filter((f) => !isPoly(f)));
  return { P: product(factors.filter(isPoly)), rest: divide ? ['Divide', others, t[2] as MathNode] : others };
}

/** The exact value at an integer: sums, products, quotients, whole powers and factorials. */
export function exact(n: MathNode, k: string, at: number): Q | null {
  if (n === k) return Q.of(at);
  const direct = nodeToQ(n);
  if (direct) return direct;
  if (!Array.isArray(n)) return null;
  const [h, ...a] = n as [string, ...MathNode[]];
  const vs = a.map((x) => exact(x, k, at));
  if (vs.some((v) => v === null)) return null;
  const v = vs as Q[];
  switch (h) {
    case 'Add':
      return v.reduce((x, y) => x.add(y));
    case 'Subtract':
      return v[0].sub(v[1]);
    case 'Negate':
      return v[0].neg();
    case 'Multiply':
      return v.reduce((x, y) => x.mul(y));
    case 'Divide':
    case 'Rational':
      return v[1].isZero() ? null : v[0].div(v[1]);
    case 'Power':
      return v[1].isInt() && v[1].abs().n <= 200n && !(v[0].isZero() && v[1].sign() < 0) ? v[0].pow(v[1].n) : null;
    case 'Factorial': {
      if (!v[0].isInt() || v[0].sign() < 0 || v[0].n > 300n) return null;
      let f = Q.ONE;
      for (let j = 2n; j <= v[0].n; j++) f = f.mul(Q.of(j));
      return f;
    }
    default:
      return null;
  }
}

const valueAt = (n: MathNode, k: string, at: number): Q | null => exact(n, k, at);

const polyNode = (c: Q[], x: MathNode): MathNode => ['Add', ...c.map((a, i): MathNode => (i === 0 ? a.toNode() : ['Multiply', a.toNode(), i === 1 ? x : ['Power', x, i]]))];

export interface RationalAntidifference {
  /** F(k) = q(k)·t(k)/P(k), evaluated at a point (a number or N + 1). */
  F: (at: MathNode) => MathNode;
  latex: string;
}

export function rationalAntidifference(t: MathNode, k: string, lo: number): RationalAntidifference | null {
  if ([...freeSymbols(t)].some((s) => s !== k)) return null;
  const { P, rest } = splitPolynomial(t, k);
  // sample points where t and P are defined and P is nonzero
  const pts: Array<{ t: Q; T: Q; T1: Q; k: number }> = [];
  for (let j = lo; pts.length < MAX_DEGREE + 8 && j < lo + 40; j++) {
    const [tj, pj, tj1, pj1] = [valueAt(t, k, j), valueAt(P, k, j), valueAt(t, k, j + 1), valueAt(P, k, j + 1)];
    if (!tj || !pj || !tj1 || !pj1 || pj.isZero() || pj1.isZero()) continue;
    pts.push({ t: tj, T: tj.div(pj), T1: tj1.div(pj1), k: j });
  }
  if (pts.length < MAX_DEGREE + 8) return null;
  for (let d = 0; d <= MAX_DEGREE; d++) {
    // Σ cᵢ [(j + 1)ⁱ T(j + 1) − jⁱ T(j)] = t(j) at every sample point
    const rows = pts.map((p) => [...Array.from({ length: d + 1 }, (_, i) => Q.of(p.k + 1).pow(i).mul(p.T1).sub(Q.of(p.k).pow(i).mul(p.T))), p.t]);
    const red = rowReduce(rows, { full: true, reduceCols: d + 1 });
    if (red.pivotColumns.length !== d + 1) continue;
    if (rows.slice(d + 1).some((_, i) => !red.result[d + 1 + i][d + 1].isZero())) continue;
    const q = red.result.slice(0, d + 1).map((row) => row[d + 1]);
    // F = q·t/P = q·rest, written without the factor that cancels
    const F = (at: MathNode): MathNode => simplify(['Multiply', simplify(polyNode(q, at)), substitute(rest, k, at)]);
    return { F, latex: toLatex(F(k)) };
  }
  return null;
}

/** F(N) → 0 as N → ∞: ln |F| read at N = 10³ and 10⁶ in log space (factorials stay representable). */
export function vanishesAtInfinity(a: RationalAntidifference, k: string): boolean {
  const F = simplify(a.F(k));
  const [l1, l2] = [lnAbs(F, k, 1e3), lnAbs(F, k, 1e6)];
  return l1 !== null && l2 !== null && l2 < l1 - 3 && l2 < -5;
}

export function rationalAntidifferenceSteps(summand: MathNode, k: string, a: RationalAntidifference, lo: Q, sigma: string, result: MathNode, infinite: boolean): StepDraft[] {
  return [
    {
      title: text('Look for an antidifference', 'Chercher une « primitive discrète »'),
      explanation: text(
        `Look for F(${k}) = R(${k})·t(${k}), R a rational function, with F(${k} + 1) − F(${k}) = t(${k}) (Gosper's method): identifying the coefficients gives`,
        `On cherche F(${k}) = R(${k})·t(${k}), R une fraction rationnelle, telle que F(${k} + 1) − F(${k}) = t(${k}) (méthode de Gosper) : l'identification des coefficients donne`,
      ),
      formula: `F(${k}) = ${a.latex},\\quad F(${k} + 1) - F(${k}) = ${toLatex(summand)}`,
    },
    {
      title: text('Telescope', 'Télescoper'),
      explanation: infinite
        ? text(
          `The partial sums telescope to F(N + 1) − F(${lo.toString()}), and F(N + 1) tends to 0.`,
          `Les sommes partielles se télescopent en F(N + 1) − F(${lo.toString()}), et F(N + 1) tend vers 0.`,
        )
        : text(
          `Adding F(${k} + 1) − F(${k}) from ${k} = ${lo.toString()} to the upper bound leaves F(upper bound + 1) − F(${lo.toString()}).`,
          `En additionnant F(${k} + 1) − F(${k}) de ${k} = ${lo.toString()} à la borne haute, il reste F(borne haute + 1) − F(${lo.toString()}).`,
        ),
      formula: `${sigma} = ${toLatex(result)}`,
    },
  ];
}
