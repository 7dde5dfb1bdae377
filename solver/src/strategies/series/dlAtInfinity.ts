import { readTask } from '../../read';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, add, dependsOn, isNum, mul, num, pow, substitute, sym } from '../derivative/expr';
import { toAscii, toLatex } from '../derivative/print';
import { expand, simplify as simplifyEx } from '../derivative/simplify';
import { asciiToWords } from '../../format/words';
import { verifyTaylor } from '../../verify/series';
import { denominatorPower, scaledExpansion, timesPower } from './standardDl';

/**
 * Expansions at +∞ (« DL en +∞ de √(x² + x + 1) − x », "asymptotic expansion of x ln(1 + 1/x) at
 * infinity"), as a course does them: t = 1/x tends to 0⁺, the développement limité of f(1/t) at
 * 0 is built from the standard expansions, and tᵏ is written back as 1/xᵏ.
 */

/**
 * √(1/t² + 1/t + 1) = (1/t)·√(1 + t + t²) for t > 0, 1/(1/t − 1) = t/(1 − t): a power of t comes
 * out of a root or a denominator, which then tends to a nonzero constant and the standard
 * expansion (1 + u)^α applies.
 */
export function rootsFactored(e: Ex, t: string): Ex {
  switch (e.t) {
    case 'num':
    case 'sym':
      return e;
    case 'add':
      return add(...e.args.map((a) => rootsFactored(a, t)));
    case 'mul':
      return mul(...e.args.map((a) => rootsFactored(a, t)));
    case 'fn':
      return { ...e, args: e.args.map((a) => rootsFactored(a, t)) };
    case 'pow': {
      const base = simplifyEx(rootsFactored(e.base, t));
      const alpha = e.exp;
      if (!isNum(alpha) || !dependsOn(base, t)) return pow(base, alpha);
      const k = denominatorPower(base, t);
      const out = (k * alpha.p) / alpha.q;
      if (k === 0 || !Number.isInteger(out)) return pow(base, alpha);
      return mul(pow(sym(t), num(-out)), pow(timesPower(base, t, k), alpha));
    }
  }
}

export const dlAtInfinityStrategy: Strategy = {
  name: 'series.taylor.infinity',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const task = problem.task ?? readTask(problem).task;
    if (task?.kind !== 'series' || task.general || task.terms || task.point !== 'oo') return null;
    ctx.checkTime();
    const x = task.variable;
    const t = x === 't' ? 'u' : 't';
    const f = fromMathJson(parseCalc(task.expr));
    if (dependsOn(f, t)) return null;
    const inT = simplifyEx(substitute(f, x, pow(sym(t), num(-1))));
    const factored = simplifyEx(rootsFactored(inT, t));
    // (1/t + 1)·t/(1 − 2t): multiplied out, each term's power of t comes out on its own
    const expanded = simplifyEx(expand(factored));
    const tried = [factored, expanded].map((g) => ({ g, found: scaledExpansion(g, t, Q.ZERO, task.order) }));
    const { g, found } = tried.find((r) => r.found !== null) ?? tried[0];
    if (!found) return null;
    const n = found.coeffs.length - 1;
    // (1 + 1/n)^n = e·(1 − 1/(2n) + …): the factor e^c of a varying exponent multiplies every term
    const inPowers = (v: string, sign: number): Ex => simplifyEx(mul(found.factor, add(...found.coeffs.map((c, k) => mul(num(Number(c.n), Number(c.d)), pow(sym(v), num(sign * k)))))));
    const inX = inPowers(x, -1);
    const inTPoly = inPowers(t, 1);
    const value = toAscii(inX);
    // f(1/t) − P(t) must shrink like tⁿ⁺¹ as t → 0⁺, the side x → +∞ comes from
    const verified = verifyTaylor(toAscii(inT), toAscii(inTPoly), t, 0, n, [1]);
    const rest = `o\\left(\\frac{1}{${n === 1 ? x : `${x}^{${n}}`}}\\right)`;
    const steps: StepDraft[] = [{
      title: text(`Set ${t} = 1/${x}`, `Poser ${t} = 1/${x}`),
      explanation: text(
        `As ${x} → +∞, ${t} = 1/${x} → 0⁺: the expansion at +∞ in powers of 1/${x} is the expansion of f(1/${t}) at 0 in powers of ${t}.`,
        `Quand ${x} → +∞, ${t} = 1/${x} → 0⁺ : le développement en +∞ en puissances de 1/${x} est le DL en 0 de f(1/${t}) en puissances de ${t}.`,
      ),
      formula: `f\\left(\\frac{1}{${t}}\\right) = ${toLatex(inT)}${toAscii(g) === toAscii(inT) ? '' : ` = ${toLatex(g)}`}`,
    }, ...found.steps, {
      title: text(`Back to ${x}`, `Revenir à ${x}`),
      explanation: text(
        `Replace ${t} by 1/${x}: the remainder o(${t}^${n}) is o(1/${x}^${n}).`,
        `On remplace ${t} par 1/${x} : le reste o(${t}^${n}) est un o(1/${x}^${n}).`,
      ),
      formula: `${toLatex(f)} = ${toLatex(inX)} + ${rest}`,
    }];
    return {
      method: 'series.taylor.infinity',
      category: 'series',
      steps,
      answer: { kind: 'expr', value, latex: toLatex(inX), words: asciiToWords(value) },
      finalAnswer: text(value, value),
      verified,
      verification: verified
        ? text(`Checked numerically: f(1/${t}) − P shrinks like ${t}^${n + 1} as ${t} → 0⁺.`, `Vérifié numériquement : f(1/${t}) − P décroît comme ${t}^${n + 1} quand ${t} → 0⁺.`)
        : undefined,
    };
  },
};
