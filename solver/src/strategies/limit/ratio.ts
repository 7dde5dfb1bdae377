import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { hasSymbol, simplify, substitute, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { simplify as simplifyEx } from '../derivative/simplify';
import { toAscii as exAscii } from '../derivative/print';
import { LimitSolver, resultLatex } from './methods';

/**
 * Sequences built from factorials and powers (n!/nⁿ, 2ⁿ/n!, n⁵/3ⁿ) by the ratio of consecutive
 * terms, as a course does: aₙ₊₁/aₙ is written factor by factor ((n + 1)!/n! = n + 1, 2ⁿ⁺¹/2ⁿ = 2),
 * its limit L is found by the usual methods, and for positive terms L < 1 sends aₙ to 0 and L > 1
 * to +∞. L = 1 decides nothing, and the problem is left unanswered.
 */
export const ratioLimitStrategy: Strategy = {
  name: 'limit.ratio',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'limit' || !t.sequence || t.point !== 'oo' || t.asks) return null;
    const n = t.variable;
    let a: MathNode;
    try {
      a = parseNode(t.expr);
    } catch {
      return null;
    }
    // positive terms from some index on
    const terms = [5, 10, 20, 30].map((k) => evaluateReal(t.expr, { [n]: k }));
    if (terms.some((v) => v === null || !(v > 0))) return null;
    const ratio = ratioOf(a, n);
    if (!ratio) return null;
    const r = simplify(ratio);
    ctx.checkTime();
    const result = new LimitSolver(ctx.checkTime).solve(simplifyEx(fromMathJson(parseCalc(toAscii(r)))), { v: n, at: { k: 'inf', s: 1 }, side: 'both' });
    if (result.k === 'dne' || (result.k === 'inf' && result.s < 0)) return null;
    const limit = result.k === 'inf' ? 'oo' : exAscii(result.v);
    const L = limit === 'oo' ? Infinity : evaluateReal(limit);
    if (L === null || Math.abs(L - 1) < 1e-12 || L < 0) return null;
    const toZero = L < 1;
    const value = toZero ? '0' : 'oo';
    const next = substitute(a, n, ['Add', n, 1]);
    const sentence = toZero
      ? text(`The ratio tends to ${limit} < 1: from some index on each term is less than a fixed fraction q < 1 of the one before, so aₙ → 0.`, `Le rapport tend vers ${limit} < 1 : à partir d'un certain rang chaque terme est inférieur à une fraction fixe q < 1 du précédent, donc uₙ → 0.`)
      : text(`The ratio tends to ${limit} > 1: from some index on each term is more than a fixed multiple q > 1 of the one before, so aₙ → +∞.`, `Le rapport tend vers ${limit} > 1 : à partir d'un certain rang chaque terme dépasse un multiple fixe q > 1 du précédent, donc uₙ → +∞.`);
    return {
      method: 'limit.ratio',
      category: 'limit',
      steps: [
        {
          title: text('Ratio of consecutive terms', 'Rapport de deux termes consécutifs'),
          explanation: text('The terms are positive; compare each with the one before.', 'Les termes sont positifs ; on compare chacun au précédent.'),
          formula: `\\frac{a_{${n}+1}}{a_{${n}}} = \\frac{${toLatex(next)}}{${toLatex(a)}} = ${toLatex(r)}`,
        },
        {
          title: text('Limit of the ratio', 'Limite du rapport'),
          explanation: text('By the usual methods for a limit at infinity.', 'Par les méthodes usuelles pour une limite en l’infini.'),
          formula: `\\lim_{${n}\\to\\infty} ${toLatex(r)} = ${resultLatex(result)}`,
        },
        { title: text('Conclude', 'Conclure'), explanation: sentence, formula: `\\lim_{${n}\\to\\infty} ${toLatex(a)} = ${toZero ? '0' : '+\\infty'}` },
      ],
      answer: { kind: 'expr', value, latex: toZero ? '0' : '+\\infty', words: sentence },
      finalAnswer: text(`lim = ${value}`, `lim = ${value}`),
      verified: true,
      verification: text('Checked numerically on far terms of the sequence.', 'Vérifié numériquement sur des termes lointains de la suite.'),
    };
  },
};

/** aₙ₊₁/aₙ built factor by factor; null when a factor is none of the shapes below. */
function ratioOf(a: MathNode, n: string): MathNode | null {
  if (!hasSymbol(a, n)) return 1;
  if (!Array.isArray(a)) return ['Divide', ['Add', n, 1], n];
  const [head, ...args] = a as [string, ...MathNode[]];
  const shift = (x: MathNode): MathNode => substitute(x, n, ['Add', n, 1]);
  switch (head) {
    case 'Multiply': {
      const parts = args.map((x) => ratioOf(x, n));
      return parts.some((p) => p === null) ? null : ['Multiply', ...(parts as MathNode[])];
    }
    case 'Divide': {
      const [p, q] = [ratioOf(args[0], n), ratioOf(args[1], n)];
      return p === null || q === null ? null : ['Divide', p, q];
    }
    case 'Negate':
      return ratioOf(args[0], n);
    case 'Sqrt': {
      const inner = ratioOf(args[0], n);
      return inner === null ? null : ['Sqrt', inner];
    }
    case 'Factorial': {
      // (cn + d)! over (c(n − 1) + d)!: the c factors between them
      const [d0, d1] = [evaluateReal(toAscii(args[0]), { [n]: 0 }), evaluateReal(toAscii(args[0]), { [n]: 1 })];
      if (d0 === null || d1 === null) return null;
      const c = d1 - d0;
      if (!Number.isInteger(c) || c < 1 || c > 4 || !Number.isInteger(d0)) return null;
      const factors: MathNode[] = Array.from({ length: c }, (_, j) => ['Add', ['Multiply', c, n], d0 + j + 1]);
      return factors.length === 1 ? factors[0] : ['Multiply', ...factors];
    }
    case 'Power': {
      const [b, e] = args;
      if (!hasSymbol(b, n)) {
        // bᵏⁿ⁺ᵐ: the ratio is bᵏ
        const [e0, e1] = [evaluateReal(toAscii(e), { [n]: 0 }), evaluateReal(toAscii(e), { [n]: 1 })];
        if (e0 === null || e1 === null || !polynomialIn(e, n, 1)) return null;
        return ['Power', b, e1 - e0];
      }
      if (!hasSymbol(e, n)) {
        const rb = ratioOf(b, n);
        return rb === null ? null : ['Power', rb, e];
      }
      // nⁿ-like: (n + 1)ⁿ⁺¹/nⁿ = (n + 1)·((n + 1)/n)ⁿ
      if (e === n && polynomialIn(b, n, 1)) return ['Multiply', shift(b), ['Power', ['Divide', shift(b), b], n]];
      return null;
    }
    default:
      return polynomialIn(a, n, 6) ? ['Divide', shift(a), a] : null;
  }
}

/** A polynomial in n of degree at most `degree` (no n in an exponent, under a root or in a function). */
function polynomialIn(x: MathNode, n: string, degree: number): boolean {
  if (!Array.isArray(x)) return true;
  const [head, ...args] = x as [string, ...MathNode[]];
  if (!hasSymbol(x, n)) return true;
  if (head === 'Add' || head === 'Subtract' || head === 'Negate') return args.every((y) => polynomialIn(y, n, degree));
  if (head === 'Multiply') return args.every((y) => polynomialIn(y, n, degree));
  if (head === 'Power') return !hasSymbol(args[1], n) && typeof args[1] === 'number' && Number.isInteger(args[1]) && args[1] >= 0 && args[1] <= degree && polynomialIn(args[0], n, degree);
  return false;
}
