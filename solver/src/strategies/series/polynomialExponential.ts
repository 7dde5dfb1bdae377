import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { freeSymbols, hasSymbol, simplify, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { toLatex } from '../../format/latex';
import { interpolate } from './antidifference';
import { exact } from './rationalAntidifference';
import { integerSlope } from './powerSeriesForm';

/**
 * Σ P(n)·uⁿ/n! for a polynomial P and a number u (Σ n²/n! = 2e, Σ (n + 1)/n! = 2e): P written
 * in falling factorials n(n − 1)…(n − j + 1), whose series are uʲ·eᵘ, so the sum is Q(u)·eᵘ with
 * Q(u) = Σ cⱼ uʲ (cⱼ = Δʲ P(0)/j!); terms before the first index are taken off.
 */
const MAX_DEGREE = 5;

/** u for the powers b^(s·n + c) of the summand (their product), 1 when there are none. */
function baseOf(t: MathNode, k: string): Q | null {
  let u: Q | null = Q.ONE;
  const walk = (m: MathNode, up: boolean): void => {
    if (!Array.isArray(m) || u === null) return;
    if (m[0] === 'Power' && hasSymbol(m[2] as MathNode, k)) {
      const b = nodeToQ(simplify(m[1] as MathNode));
      const s = integerSlope(m[2] as MathNode, k);
      if (!b || b.isZero() || s === null) {
        u = null;
        return;
      }
      u = up ? u.mul(b.pow(s)) : u.div(b.pow(s));
      return;
    }
    if (m[0] === 'Divide') {
      walk(m[1] as MathNode, up);
      walk(m[2] as MathNode, !up);
      return;
    }
    for (const a of m.slice(1)) walk(a as MathNode, up);
  };
  walk(t, true);
  return u;
}

export interface PolynomialExponentialSum {
  result: MathNode;
  steps: StepDraft[];
}

export function polynomialExponentialSum(t: MathNode, k: string, lo: number, sigma: string): PolynomialExponentialSum | null {
  if (freeSymbols(t).size !== 1 || lo < 0 || lo > 5) return null;
  const u = baseOf(t, k);
  if (!u) return null;
  // P(n) = t(n)·n!/uⁿ from the first index on: a polynomial of low degree, or no match
  const values: Q[] = [];
  let fact = Q.ONE;
  for (let n = 1; n <= lo; n++) fact = fact.mul(Q.of(n));
  for (let n = lo; n < lo + MAX_DEGREE + 4; n++) {
    if (n > lo) fact = fact.mul(Q.of(n));
    const v = exact(t, k, n);
    if (!v) return null;
    values.push(v.mul(fact).div(u.pow(n)));
  }
  let found: Q[] | null = null;
  for (let d = 0; d <= MAX_DEGREE && !found; d++) found = interpolate(lo, values, d);
  if (!found) return null;
  const P = found;
  const p = (n: number): Q => P.reduceRight((acc, c) => acc.mul(Q.of(n)).add(c), Q.ZERO);
  // cⱼ = Δʲ P(0)/j!
  const deg = P.length - 1;
  let row = Array.from({ length: deg + 1 }, (_, n) => p(n));
  const c: Q[] = [];
  let jf = Q.ONE;
  for (let j = 0; j <= deg; j++) {
    if (j > 0) jf = jf.mul(Q.of(j));
    c.push(row[0].div(jf));
    row = row.slice(1).map((v, i) => v.sub(row[i]));
  }
  const Qu = c.reduce((acc, cj, j) => acc.add(cj.mul(u.pow(j))), Q.ZERO);
  const ex: MathNode = u.isOne() ? 'ExponentialE' : ['Exp', u.toNode()];
  const head: MathNode[] = [];
  for (let n = 0; n < lo; n++) head.push(p(n).mul(u.pow(n)).div(Array.from({ length: n }, (_, i) => Q.of(i + 1)).reduce((a, b) => a.mul(b), Q.ONE)).toNode());
  const full: MathNode = ['Multiply', Qu.toNode(), ex];
  const result = simplify(head.length ? ['Subtract', full, ['Add', ...head]] : full);
  const falling = c.map((cj, j) => (cj.isZero() ? null : `${cj.toLatex()}\\,${j === 0 ? '1' : Array.from({ length: j }, (_, i) => (i === 0 ? k : `(${k} - ${i})`)).join('')}`)).filter((x): x is string => x !== null);
  const steps: StepDraft[] = [
    {
      title: text('Write the polynomial in falling factorials', 'Écrire le polynôme avec des factorielles descendantes'),
      explanation: text(
        `n(n − 1)…(n − j + 1)·uⁿ/n! = uʲ·u^(n−j)/(n − j)!, so each such term sums to uʲ·eᵘ (here u = ${u.toString()}).`,
        `n(n − 1)…(n − j + 1)·uⁿ/n! = uʲ·u^(n−j)/(n − j)!, donc chacun de ces termes a pour somme uʲ·eᵘ (ici u = ${u.toString()}).`,
      ),
      formula: `P(${k}) = ${falling.join(' + ')}`,
    },
    {
      title: text('Add the exponential series', 'Additionner les séries exponentielles'),
      explanation: head.length
        ? text(`Σ cⱼ uʲ eᵘ, without the terms before ${k} = ${lo}:`, `Σ cⱼ uʲ eᵘ, sans les termes avant ${k} = ${lo} :`)
        : text('Σ cⱼ uʲ eᵘ:', 'Σ cⱼ uʲ eᵘ :'),
      formula: `${sigma} = ${toLatex(result)}`,
    },
  ];
  return { result, steps };
}

