import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { expand, freeSymbols, simplify, substitute, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { toLatex } from '../../format/latex';
import { rowReduce } from '../linalg/matrix';

/**
 * Σ p(k)·rᵏ for a polynomial p and a rational r (r = 1 included: Faulhaber's sums of any degree):
 * an antidifference F(k) = q(k)·rᵏ with F(k + 1) − F(k) = p(k)·rᵏ, q a polynomial of the degree of
 * p (one more when r = 1) whose coefficients solve a linear system; the sum then telescopes to
 * F(N + 1) − F(lo). The discrete counterpart of integration by undetermined coefficients, and the
 * case of Gosper's algorithm that students meet.
 */
const MAX_DEGREE = 8;

function valueAt(n: MathNode, k: string, at: number): Q | null {
  return nodeToQ(simplify(substitute(n, k, at)));
}

/** The exponential part's ratio r: bᵃ for the one factor b^(a·k + c) of the summand, 1 when none. */
function ratioOf(n: MathNode, k: string): Q | null {
  let r: Q | null = Q.ONE;
  let found = 0;
  const walk = (m: MathNode): void => {
    if (!Array.isArray(m)) return;
    if (m[0] === 'Power' && freeSymbols(m[2] as MathNode).has(k)) {
      const base = nodeToQ(simplify(m[1] as MathNode));
      const e0 = valueAt(m[2] as MathNode, k, 0);
      const e1 = valueAt(m[2] as MathNode, k, 1);
      const e2 = valueAt(m[2] as MathNode, k, 2);
      if (!base || !e0 || !e1 || !e2 || base.isZero() || freeSymbols(m[1] as MathNode).size > 0) {
        r = null;
        return;
      }
      const slope = e1.sub(e0);
      if (!slope.isInt() || !e2.sub(e1).eq(slope) || Number(slope.n) < -4 || Number(slope.n) > 4) {
        r = null;
        return;
      }
      found++;
      let pw = Q.ONE;
      for (let j = 0; j < Math.abs(Number(slope.n)); j++) pw = pw.mul(base);
      r = slope.sign() < 0 ? Q.ONE.div(pw) : pw;
      return;
    }
    for (const a of m.slice(1)) walk(a as MathNode);
  };
  walk(n);
  return found <= 1 ? r : null;
}

/** Coefficients of the polynomial through (x₀ + j, yⱼ), lowest degree first, when its degree is at most d. */
export function interpolate(x0: number, ys: Q[], d: number): Q[] | null {
  // solve the Vandermonde system exactly; the extra points must agree
  const rows = ys.map((y, j) => [...Array.from({ length: d + 1 }, (_, i) => Q.of(x0 + j).pow(i)), y]);
  const red = rowReduce(rows, { full: true, reduceCols: d + 1 });
  if (red.pivotColumns.length !== d + 1) return null;
  for (let i = d + 1; i < rows.length; i++) if (!red.result[i][d + 1].isZero()) return null;
  return red.result.slice(0, d + 1).map((row) => row[d + 1]);
}

const polyNode = (c: Q[], x: MathNode): MathNode =>
  ['Add', ...c.map((a, i): MathNode => (i === 0 ? a.toNode() : ['Multiply', a.toNode(), i === 1 ? x : ['Power', x, i]]))];

const polyAt = (c: Q[], x: Q): Q => c.reduceRight((acc, a) => acc.mul(x).add(a), Q.ZERO);

export interface Antidifference {
  result: MathNode;
  steps: StepDraft[];
}

export function antidifferenceSum(summand: MathNode, k: string, lo: Q, N: MathNode, sigma: string): Antidifference | null {
  if ([...freeSymbols(summand)].some((s) => s !== k)) return null;
  const base = ratioOf(summand, k);
  if (!base || base.isZero()) return null;
  const start = Number(lo.n);
  const values: Q[] = [];
  for (let j = 0; j < MAX_DEGREE + 4; j++) {
    const v = valueAt(summand, k, start + j);
    if (!v) return null;
    values.push(v);
  }
  // the factor bᵏ may stand in a denominator (k/2ᵏ): r is b or 1/b, whichever leaves p(k) = summand/rᵏ a polynomial
  let p: Q[] | null = null;
  let r = base;
  for (const candidate of base.eq(Q.ONE) ? [base] : [base, Q.ONE.div(base)]) {
    const ps = values.map((v, j) => v.div(candidate.pow(start + j)));
    for (let d = 0; d <= MAX_DEGREE && !p; d++) p = interpolate(start, ps, d);
    if (p) {
      r = candidate;
      break;
    }
  }
  if (!p) return null;
  const d = p.length - 1;
  const one = r.eq(Q.ONE);
  // q of degree d (d + 1 when r = 1, with q(0) = 0): r·q(k + 1) − q(k) = p(k) at d + 2 points
  const dq = one ? d + 1 : d;
  const unknowns = one ? dq : dq + 1;
  const offset = one ? 1 : 0;
  const rowsQ = Array.from({ length: unknowns + 2 }, (_, j) => {
    const x = Q.of(j);
    const coeffs = Array.from({ length: unknowns }, (_, i) => r.mul(x.add(Q.ONE).pow(i + offset)).sub(x.pow(i + offset)));
    return [...coeffs, polyAt(p, x)];
  });
  const red = rowReduce(rowsQ, { full: true, reduceCols: unknowns });
  if (red.pivotColumns.length !== unknowns) return null;
  for (let i = unknowns; i < rowsQ.length; i++) if (!red.result[i][unknowns].isZero()) return null;
  const q = [...(one ? [Q.ZERO] : []), ...red.result.slice(0, unknowns).map((row) => row[unknowns])];
  const F = (x: MathNode): MathNode => (one ? polyNode(q, x) : ['Multiply', polyNode(q, x), ['Power', r.toNode(), x]]);
  const next: MathNode = ['Add', N, 1];
  const first = polyAt(q, lo).mul(one ? Q.ONE : r.pow(start));
  const result = simplify(expand(simplify(['Subtract', F(next), first.toNode()])));
  const qLatex = toLatex(simplify(polyNode(q, k)));
  const fLatex = one ? qLatex : `\\left(${qLatex}\\right) ${toLatex(r.toNode())}^{${k}}`;
  const steps: StepDraft[] = [
    {
      title: text('Look for an antidifference', 'Chercher une « primitive discrète »'),
      explanation: one
        ? text(
            `The summand is a polynomial of degree ${d} in ${k}: look for a polynomial F of degree ${d + 1} with F(${k} + 1) − F(${k}) equal to it; the sum then telescopes.`,
            `Le terme général est un polynôme de degré ${d} en ${k} : on cherche un polynôme F de degré ${d + 1} tel que F(${k} + 1) − F(${k}) lui soit égal ; la somme se télescope alors.`,
          )
        : text(
            `The summand is a polynomial of degree ${d} times ${r.toString()}^${k}: look for F(${k}) = q(${k})·${r.toString()}^${k}, q of degree ${d}, with F(${k} + 1) − F(${k}) equal to it.`,
            `Le terme général est un polynôme de degré ${d} fois ${r.toString()}^${k} : on cherche F(${k}) = q(${k})·${r.toString()}^${k}, q de degré ${d}, tel que F(${k} + 1) − F(${k}) lui soit égal.`,
          ),
      formula: `F(${k} + 1) - F(${k}) = ${toLatex(summand)}`,
    },
    {
      title: text('Identify the coefficients', 'Identifier les coefficients'),
      explanation: text(
        'Writing both sides as polynomials and comparing coefficients gives a linear system; its solution is',
        'En écrivant les deux membres comme des polynômes et en identifiant les coefficients, on obtient un système linéaire ; sa solution donne',
      ),
      formula: `F(${k}) = ${fLatex}`,
    },
    {
      title: text('Telescope', 'Télescoper'),
      explanation: text(
        `Adding F(${k} + 1) − F(${k}) from ${k} = ${lo.toString()} to N leaves F(N + 1) − F(${lo.toString()}).`,
        `En additionnant F(${k} + 1) − F(${k}) de ${k} = ${lo.toString()} à N, il reste F(N + 1) − F(${lo.toString()}).`,
      ),
      formula: `${sigma} = F(${toLatex(N)} + 1) - F(${lo.toLatex()}) = ${toLatex(result)}`,
    },
  ];
  return { result, steps };
}
