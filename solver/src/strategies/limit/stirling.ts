import { text } from '../../i18n';
import { SolverError } from '../../errors';
import type { Outcome, Strategy } from '../../strategy';
import type { MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { evaluateReal } from '../../verify/numeric';
import { approachesLimit } from '../../verify/limit';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { expand, simplify as simplifyEx } from '../derivative/simplify';
import { type Ex, add, exp, fn, mul, num, pow } from '../derivative/expr';
import { exactLogAscii, logDiverges, logOf } from './factorialLog';
import { toAscii as exAscii, toLatex as exLatex } from '../derivative/print';
import { LimitSolver, resultLatex, type LimitResult } from './methods';

/**
 * Sequences made of factorials and binomial coefficients multiplied, divided and raised to powers
 * that do not grow ((n!)^{1/n}/n, C(2n, n)/4ⁿ, (2n)!/(n!)²): the terms are positive, so take
 * logarithms; ln m! = (m + ½) ln m − m + ½ ln 2π + O(1/m) (Stirling) turns ln aₙ into an
 * expression the usual methods take to its limit ℓ, and aₙ → e^ℓ. An exponent that grows would
 * multiply the O(1/m) error and is refused; so is a factorial inside a sum.
 */
export const stirlingLimitStrategy: Strategy = {
  name: 'limit.stirling',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'limit' || !t.sequence || t.point !== 'oo' || t.asks || !/factorial|binomial/.test(t.expr)) return null;
    const n = t.variable;
    let a: MathNode;
    try {
      a = parseNode(t.expr);
    } catch {
      return null;
    }
    // ln aₙ with ln m! = ln Γ(m + 1) exactly (null unless the terms are positive and of this shape)
    const exact = exactLogAscii(t.expr, n);
    const approx = logOf(a, n, stirling);
    if (!exact || !approx) return null;
    let raw: Ex;
    try {
      raw = simplifyEx(fromMathJson(parseCalc(toAscii(approx))));
    } catch {
      return null;
    }
    ctx.checkTime();
    // as it stands first; else with the logarithms expanded, so that the n ln n terms cancel
    const attempt = (L: Ex): { solver: LimitSolver; r: LimitResult } | null => {
      const solver = new LimitSolver(ctx.checkTime);
      try {
        return { solver, r: solver.solve(L, { v: n, at: { k: 'inf', s: 1 }, side: 'both' }) };
      } catch (e) {
        if (e instanceof SolverError) return null;
        throw e;
      }
    };
    const found = attempt(raw) ?? attempt(simplifyEx(expand(expandLogs(raw))));
    if (!found) return null;
    const { solver, r } = found;
    if (r.k === 'dne') return null;
    const value = r.k === 'inf' ? (r.s === 1 ? 'oo' : '0') : exAscii(simplifyEx(exp(r.v)));
    const valueLatex = r.k === 'inf' ? (r.s === 1 ? '+\\infty' : '0') : exLatex(simplifyEx(exp(r.v)));
    // ln aₙ itself, with ln m! = lgamma(m + 1) and no approximation, must approach ℓ
    const claim = r.k === 'inf' ? { k: 'inf' as const, s: r.s } : { k: 'fin' as const, value: evaluateReal(exAscii(r.v)) ?? NaN };
    const verified = claim.k === 'inf' ? logDiverges(exact, n, claim.s) : approachesLimit(exact, n, { k: 'inf', s: 1 }, claim);
    const conclusion = conclude(r, value);
    return {
      method: 'limit.stirling',
      category: 'limit',
      steps: [
        {
          title: text('Take logarithms', 'Passer au logarithme'),
          explanation: text('The terms are positive products of factorials and powers: their logarithm is a sum.',
            'Les termes sont des produits positifs de factorielles et de puissances : leur logarithme est une somme.'),
          formula: `\\ln a_{${n}} = ${toLatex(logOf(a, n, (m) => ['Ln', ['Factorial', m]]) ?? a)}`,
        },
        {
          title: text("Stirling's formula", 'Formule de Stirling'),
          explanation: text('ln m! = (m + ½) ln m − m + ½ ln(2π) + O(1/m); the exponents do not grow, so the errors tend to 0.',
            'ln m! = (m + ½) ln m − m + ½ ln(2π) + O(1/m) ; les exposants ne croissent pas, donc les erreurs tendent vers 0.'),
          formula: `\\ln a_{${n}} = ${toLatex(approx)} + o(1)`,
        },
        ...solver.steps,
        {
          title: text('Conclude', 'Conclure'),
          explanation: conclusion,
          formula: `\\lim_{${n}\\to\\infty} \\ln a_{${n}} = ${resultLatex(r)} \\Rightarrow \\lim_{${n}\\to\\infty} a_{${n}} = ${valueLatex}`,
        },
      ],
      answer: { kind: 'expr', value, latex: valueLatex, words: conclusion },
      finalAnswer: text(`lim = ${value}`, `lim = ${value}`),
      verified,
      verification: text('ln aₙ computed exactly (ln m! as ln Γ(m + 1)) on far terms approaches the same limit.',
        'ln uₙ calculé exactement (ln m! comme ln Γ(m + 1)) sur des termes lointains tend vers la même limite.'),
    };
  },
};

function conclude(r: LimitResult, value: string): ReturnType<typeof text> {
  if (r.k === 'inf') {
    return r.s === 1
      ? text('ln aₙ → +∞, so aₙ → +∞.', 'ln uₙ → +∞, donc uₙ → +∞.')
      : text('ln aₙ → −∞, so aₙ → 0.', 'ln uₙ → −∞, donc uₙ → 0.');
  }
  return text(`ln aₙ tends to a finite limit ℓ, so aₙ → e^ℓ = ${value}.`, `ln uₙ tend vers une limite finie ℓ, donc uₙ → e^ℓ = ${value}.`);
}

/** ln m! by Stirling's formula, without its O(1/m). */
function stirling(m: MathNode): MathNode {
  return ['Add', ['Multiply', ['Add', m, ['Rational', 1, 2]], ['Ln', m]], ['Negate', m], ['Multiply', ['Rational', 1, 2], ['Ln', ['Multiply', 2, 'Pi']]]];
}

/** ln(ab) = ln a + ln b and ln aᵏ = k ln a, so that the n ln n terms of Stirling's formulas cancel. */
function expandLogs(e: Ex): Ex {
  switch (e.t) {
    case 'fn': {
      const args = e.args.map(expandLogs);
      const u = args[0];
      if (e.name === 'ln' && u.t === 'mul') return add(...u.args.map((f) => expandLogs(fn('ln', f))));
      if (e.name === 'ln' && u.t === 'pow') return mul(u.exp, expandLogs(fn('ln', u.base)));
      if (e.name === 'ln' && u.t === 'num' && u.q === 1 && Number.isInteger(u.p) && u.p > 1) return primeLogs(u.p);
      return fn(e.name, ...args);
    }
    case 'add':
      return add(...e.args.map(expandLogs));
    case 'mul':
      return mul(...e.args.map(expandLogs));
    case 'pow':
      return pow(expandLogs(e.base), expandLogs(e.exp));
    default:
      return e;
  }
}

/** ln 12 = 2 ln 2 + ln 3: n ln 4 and 2n ln 2 are then seen to cancel. */
function primeLogs(k: number): Ex {
  const terms: Ex[] = [];
  let m = k;
  for (let p = 2; p * p <= m; p++) {
    let e = 0;
    while (m % p === 0) {
      m /= p;
      e++;
    }
    if (e) terms.push(mul(num(e), fn('ln', num(p))));
  }
  if (m > 1) terms.push(fn('ln', num(m)));
  return terms.length === 1 ? terms[0] : add(...terms);
}
