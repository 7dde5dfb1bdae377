import { text, type Text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { freeSymbols, hasSymbol, simplify, substitute, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { toLatex } from '../../format/latex';
import { evaluateReal } from '../../verify/numeric';
import { toAscii } from '../../format/ascii';
import { powerForm } from './powerSeriesForm';

/**
 * Σ C·f(n)·u^(a·n + b) for the series of a standard function in u = λ·(αx + β)^m: cos, sin, cosh,
 * sinh, eᵘ, 1/(1 − u), arctan, ln(1 + u), −ln(1 − u). The summand is matched numerically: the
 * quotient of consecutive terms fixes λ, then the term over the reference term must be one
 * constant C at every index and at two values of x.
 */
export interface Reference {
  name: Text;
  /** The sign of the coefficient at n is (−1)^(n + signShift) when set, + otherwise. */
  signShift?: 0 | 1;
  /** The denominator of the coefficient at n, in the index letter given, when it is not 1. */
  denominator?: (n: string) => string;
  /** Whether the series converges for every u (a factorial below), or only for |u| < 1. */
  entire: boolean;
  /** The slope a of the exponent a·n + b of u, and b. */
  a: number;
  b: number;
  base: number;
  /** The coefficient of u^(a·n + b), exactly, at n. */
  coef: (n: number) => Q;
  value: (u: MathNode) => MathNode;
  latex: string;
}

const fact = (n: number): Q => {
  let f = Q.ONE;
  for (let j = 2; j <= n; j++) f = f.mul(Q.of(j));
  return f;
};
const sign = (n: number): Q => (n % 2 === 0 ? Q.ONE : Q.MINUS_ONE);

export const REFERENCES: Reference[] = [
  { name: text('the exponential series', 'la série exponentielle'), a: 1, b: 0, base: 0, coef: (n) => fact(n).inv(), denominator: (n) => `factorial(${n})`, entire: true, value: (u) => ['Exp', u], latex: 'e^{u} = \\sum_{n \\geq 0} \\frac{u^n}{n!}' },
  { name: text('the series of cos', 'la série de cos'), a: 2, b: 0, base: 0, coef: (n) => sign(n).div(fact(2 * n)), signShift: 0, denominator: (n) => `factorial(2*${n})`, entire: true, value: (u) => ['Cos', u], latex: '\\cos u = \\sum_{n \\geq 0} \\frac{(-1)^n u^{2n}}{(2n)!}' },
  { name: text('the series of sin', 'la série de sin'), a: 2, b: 1, base: 0, coef: (n) => sign(n).div(fact(2 * n + 1)), signShift: 0, denominator: (n) => `factorial(2*${n} + 1)`, entire: true, value: (u) => ['Sin', u], latex: '\\sin u = \\sum_{n \\geq 0} \\frac{(-1)^n u^{2n+1}}{(2n+1)!}' },
  { name: text('the series of cosh', 'la série de ch'), a: 2, b: 0, base: 0, coef: (n) => fact(2 * n).inv(), denominator: (n) => `factorial(2*${n})`, entire: true, value: (u) => ['Cosh', u], latex: '\\cosh u = \\sum_{n \\geq 0} \\frac{u^{2n}}{(2n)!}' },
  { name: text('the series of sinh', 'la série de sh'), a: 2, b: 1, base: 0, coef: (n) => fact(2 * n + 1).inv(), denominator: (n) => `factorial(2*${n} + 1)`, entire: true, value: (u) => ['Sinh', u], latex: '\\sinh u = \\sum_{n \\geq 0} \\frac{u^{2n+1}}{(2n+1)!}' },
  { name: text('the geometric series', 'la série géométrique'), a: 1, b: 0, base: 0, coef: () => Q.ONE, entire: false, value: (u) => ['Divide', 1, ['Subtract', 1, u]], latex: '\\frac{1}{1-u} = \\sum_{n \\geq 0} u^n \\quad (|u| < 1)' },
  { name: text('the series of arctan', 'la série de arctan'), a: 2, b: 1, base: 0, coef: (n) => sign(n).div(Q.of(2 * n + 1)), signShift: 0, denominator: (n) => `(2*${n} + 1)`, entire: false, value: (u) => ['Arctan', u], latex: '\\arctan u = \\sum_{n \\geq 0} \\frac{(-1)^n u^{2n+1}}{2n+1} \\quad (|u| \\leq 1)' },
  { name: text('the series of −ln(1 − u)', 'la série de −ln(1 − u)'), a: 1, b: 0, base: 1, coef: (n) => Q.of(1, n), denominator: (n) => n, entire: false, value: (u) => ['Negate', ['Ln', ['Subtract', 1, u]]], latex: '-\\ln(1-u) = \\sum_{n \\geq 1} \\frac{u^n}{n} \\quad (-1 \\leq u < 1)' },
  { name: text('the series of ln(1 + u)', 'la série de ln(1 + u)'), a: 1, b: 0, base: 1, coef: (n) => sign(n + 1).div(Q.of(n)), signShift: 1, denominator: (n) => n, entire: false, value: (u) => ['Ln', ['Add', 1, u]], latex: '\\ln(1+u) = \\sum_{n \\geq 1} \\frac{(-1)^{n+1} u^n}{n} \\quad (-1 < u \\leq 1)' },
];

export interface ReferenceSum {
  result: MathNode;
  steps: StepDraft[];
}

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * A numeric series whose powers have a constant base that is no fraction (π^(2n)/(2n)!): the
 * series of the same function at that number, read with the base as the variable.
 */
export function referenceNumericSum(summand: MathNode, k: string, lo: number, sigma: string): ReferenceSum | null {
  if ([...freeSymbols(summand)].some((s) => s !== k)) return null;
  const bases = new Set<string>();
  const walk = (m: MathNode): void => {
    if (!Array.isArray(m)) return;
    if (m[0] === 'Power' && hasSymbol(m[2] as MathNode, k) && !hasSymbol(m[1] as MathNode, k) && !nodeToQ(m[1] as MathNode)) bases.add(JSON.stringify(m[1]));
    m.slice(1).forEach((a) => walk(a as MathNode));
  };
  walk(summand);
  if (bases.size !== 1) return null;
  const base = JSON.parse([...bases][0]) as MathNode;
  const withX = replaceBase(summand, base, k);
  const r = referencePowerSum(withX, k, lo, sigma);
  return r && { steps: r.steps, result: simplify(substitute(r.result, 'x', base)) };
}

function replaceBase(m: MathNode, base: MathNode, k: string): MathNode {
  if (!Array.isArray(m)) return m;
  if (m[0] === 'Power' && hasSymbol(m[2] as MathNode, k) && JSON.stringify(m[1]) === JSON.stringify(base)) return ['Power', 'x', m[2] as MathNode];
  return [m[0], ...m.slice(1).map((a) => replaceBase(a as MathNode, base, k))] as MathNode;
}

export function referencePowerSum(summand: MathNode, k: string, lo: number, sigma: string): ReferenceSum | null {
  const letters = [...freeSymbols(summand)].filter((s) => s !== k);
  if (letters.length !== 1) return null;
  const x = letters[0];
  const form = powerForm(summand, k, x);
  if (!form) return null;
  const x0 = Q.ONE.sub(form.beta).div(form.alpha).toNumber();
  const term = (n: number, xv: number): number | null => evaluateReal(toAscii(summand), { [k]: n, [x]: xv });
  for (const ref of REFERENCES) {
    if (form.step % ref.a !== 0 || lo < ref.base) continue;
    const m = form.step / ref.a;
    // at L(x0) = 1 the term is C·coef(n)·λ^(a·n + b): consecutive quotients give λ^a
    const n0 = Math.max(lo, ref.base) + 1;
    const [t0, t1] = [term(n0, x0), term(n0 + 1, x0)];
    if (t0 === null || t1 === null || t0 === 0) continue;
    const la = (t1 / t0) / ref.coef(n0 + 1).div(ref.coef(n0)).toNumber();
    const lambda = rationalRoot(la, ref.a);
    if (lambda === null) continue;
    const L = (xv: number): number => form.alpha.toNumber() * xv + form.beta.toNumber();
    const refTerm = (n: number, xv: number): number => ref.coef(n).toNumber() * (lambda.toNumber() * L(xv) ** m) ** (ref.a * n + ref.b);
    const C = t0 / refTerm(n0, x0);
    const fits = [x0, x0 + 0.37 / form.alpha.toNumber()].every((xv) => [n0, n0 + 1, n0 + 2, n0 + 5].every((n) => {
      const t = term(n, xv);
      return t !== null && close(t, C * refTerm(n, xv));
    }));
    const Cq = rationalNear(C, 1000);
    if (!fits || !Cq) continue;
    const Lnode: MathNode = simplify(['Add', ['Multiply', form.alpha.toNode(), x], form.beta.toNode()]);
    const u = simplify(['Multiply', lambda.toNode(), m === 1 ? Lnode : ['Power', Lnode, m]]);
    const skipped: MathNode[] = [];
    for (let n = ref.base; n < lo; n++) skipped.push(simplify(substitute(summand, k, n)));
    const full = simplify(['Multiply', Cq.toNode(), ref.value(u)]);
    const result = skipped.length ? simplify(['Subtract', full, ['Add', ...skipped]]) : full;
    const steps: StepDraft[] = [
      {
        title: text('Recognise a standard series', 'Reconnaître une série usuelle'),
        explanation: text(
          `Up to the factor ${Cq.toString()}, this is ${ref.name.en} with u = ${toAscii(u)}${skipped.length ? `, without its terms before ${k} = ${lo}` : ''}.`,
          `Au facteur ${Cq.toString()} près, c'est ${ref.name.fr} avec u = ${toAscii(u)}${skipped.length ? `, sans ses termes avant ${k} = ${lo}` : ''}.`,
        ),
        formula: ref.latex,
      },
      {
        title: text('Substitute', 'Substituer'),
        explanation: text(`Replace u by ${toAscii(u)}.`, `On remplace u par ${toAscii(u)}.`),
        formula: `${sigma} = ${toLatex(result)}`,
      },
    ];
    return { result, steps };
  }
  return null;
}

/** The rational λ > 0 with λ^a = v (a = 1 or 2; λ may be negative when a = 1), or null. */
function rationalRoot(v: number, a: number): Q | null {
  if (!Number.isFinite(v) || v === 0 || (a === 2 && v < 0)) return null;
  return rationalNear(a === 1 ? v : Math.sqrt(v), 12);
}

/** The fraction n/d (d ≤ maxDen) equal to v up to rounding, or null. */
function rationalNear(v: number, maxDen: number): Q | null {
  if (!Number.isFinite(v) || v === 0) return null;
  for (let d = 1; d <= maxDen; d++) {
    const n = Math.round(v * d);
    if (n !== 0 && close(n / d, v)) return Q.of(n, d);
  }
  return null;
}
