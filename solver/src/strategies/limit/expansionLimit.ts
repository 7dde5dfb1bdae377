import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { readTask } from '../../read';
import { verifyTask } from '../../verify/task';
import { Q } from '../../cas/rational';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, add, dependsOn, fn, mul, num, pow, substitute, sym } from '../derivative/expr';
import { expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { standardExpansion } from '../series/standardDl';
import { rootsFactored } from '../series/dlAtInfinity';
import { limitSentence } from './methods';
import { evalReal } from './params';

/**
 * ln f at growing x tends to c: f itself overflows there ((1 + 1/n)^(n²)), its logarithm does
 * not, and ln f = g is an identity for f > 0.
 */
function logTendsTo(g: Ex, x: string, c: number): boolean {
  const errs = [1e2, 1e3, 1e4].map((v) => evalReal(toAscii(g), { [x]: v })).map((v) => (v === null ? NaN : Math.abs(v - c)));
  return errs.every((e) => Number.isFinite(e)) && errs[2] < 1e-3 && errs[2] < errs[0];
}

/**
 * Limits at +∞ of a difference of infinite terms (n² ln(1 + 1/n) − n → −1/2) and of a power with
 * a variable exponent ((1 + 1/n)^(n²)·e^(−n) → e^(−1/2)), as a course does them with
 * développements limités: t = 1/x → 0⁺, the expansion of f(1/t) (of ln f for a power) at 0, whose
 * constant term is the limit. Tried after the other methods.
 */

/** ln f for a product of powers b^e and exponentials (b > 0), or null when f is not one. */
function logOf(e: Ex, x: string): Ex | null {
  if (e.t === 'num') return e.p > 0 ? fn('ln', e) : null;
  if (e.t === 'sym') return e.name === 'e' ? num(1) : fn('ln', e);
  if (e.t === 'pow') return e.base.t === 'sym' && e.base.name === 'e' ? e.exp : mul(e.exp, fn('ln', e.base));
  if (e.t === 'mul') {
    const parts = e.args.map((a) => logOf(a, x));
    return parts.every((p) => p !== null) ? add(...(parts as Ex[])) : null;
  }
  return dependsOn(e, x) ? fn('ln', e) : null;
}

/** A variable exponent somewhere at the top: the 1^∞ and ∞⁰ forms ask for the logarithm. */
const variableExponent = (e: Ex, x: string): boolean =>
  (e.t === 'pow' && dependsOn(e.exp, x)) || (e.t === 'mul' && e.args.some((a) => variableExponent(a, x)));

/** The constant term of the expansion of g(1/t) at 0, with the steps, or null. */
function constantTerm(g: Ex, x: string, t: string): { c: Q; inT: Ex; steps: StepDraft[] } | null {
  const inT = simplify(substitute(g, x, pow(sym(t), num(-1))));
  const factored = simplify(rootsFactored(inT, t));
  for (const h of [factored, simplify(expand(factored))]) {
    const found = standardExpansion(h, t, Q.ZERO, 2);
    if (found) return { c: found.coeffs[0], inT: h, steps: found.steps };
  }
  return null;
}

export const expansionLimitStrategy: Strategy = {
  name: 'limit.expansion',
  solve(problem, ctx): Outcome | null {
    const task = problem.task ?? readTask(problem).task;
    if (task?.kind !== 'limit' || task.asks || task.point !== 'oo') return null;
    ctx.checkTime();
    const x = task.variable;
    const t = x === 't' ? 'u' : 't';
    const f = simplify(fromMathJson(parseCalc(task.expr)));
    if (dependsOn(f, t)) return null;
    const logged = variableExponent(f, x) ? logOf(f, x) : null;
    const g = logged ? simplify(logged) : f;
    const found = constantTerm(g, x, t);
    if (!found) return null;
    const c = num(Number(found.c.n), Number(found.c.d));
    const value = simplify(logged ? pow(sym('e'), c) : c);
    const ascii = toAscii(value);
    const steps: StepDraft[] = [];
    if (logged) {
      steps.push({
        title: text('Take the logarithm', 'Passer au logarithme'),
        explanation: text(
          'A power with a variable exponent: its logarithm turns the exponent into a factor, and the limit of f is e to the limit of ln f.',
          "Une puissance à exposant variable : son logarithme fait de l'exposant un facteur, et la limite de f est e puissance la limite de ln f.",
        ),
        formula: `\\ln\\left(${toLatex(f)}\\right) = ${toLatex(g)}`,
      });
    }
    steps.push({
      title: text(`Set ${t} = 1/${x}`, `Poser ${t} = 1/${x}`),
      explanation: text(
        `As ${x} → +∞, ${t} = 1/${x} → 0⁺: the limit is the constant term of the expansion at 0 in powers of ${t}.`,
        `Quand ${x} → +∞, ${t} = 1/${x} → 0⁺ : la limite est le terme constant du développement limité en 0 en puissances de ${t}.`,
      ),
      formula: toLatex(found.inT),
    }, ...found.steps, {
      title: text('Conclude', 'Conclure'),
      explanation: logged
        ? text(`ln f tends to ${toAscii(c)}, so f tends to ${ascii}.`, `ln f tend vers ${toAscii(c)}, donc f tend vers ${ascii}.`)
        : text(`The constant term is ${ascii}: it is the limit.`, `Le terme constant vaut ${ascii} : c'est la limite.`),
      formula: `\\lim_{${x} \\to +\\infty} ${toLatex(f)} = ${toLatex(value)}`,
    });
    const answer = { kind: 'expr' as const, value: ascii, latex: toLatex(value), words: text(ascii, ascii) };
    return {
      method: 'limit.expansion',
      category: 'limit',
      steps,
      answer,
      finalAnswer: limitSentence(ascii),
      verified: logged ? logTendsTo(g, x, found.c.toNumber()) : verifyTask(task, answer),
      verification: text('Checked numerically: f approaches the value as the variable grows.', "Vérifié numériquement : f s'approche de la valeur quand la variable grandit."),
    };
  },
};
