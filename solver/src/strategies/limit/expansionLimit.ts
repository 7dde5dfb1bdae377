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
 * g tends to c at +∞ (or at a, from both sides), checked at points closing in. Used on ln f when f
 * itself overflows ((1 + 1/n)^(n²)), and on f/e^c when f cancels e^c in floating point
 * ((1 + 1/n)^n − e); ln f = g and f = e^c·g are identities.
 */
function tendsTo(g: Ex, x: string, c: number, a: Q | null = null): boolean {
  const sides = a === null ? [[1e2, 1e3, 1e4]] : [1, -1].map((s) => [1e-2, 1e-3, 1e-4].map((h) => a.toNumber() + s * h));
  return sides.every((points) => {
    const errs = points.map((v) => evalReal(toAscii(g), { [x]: v })).map((v) => (v === null ? NaN : Math.abs(v - c)));
    return errs.every((e) => Number.isFinite(e)) && errs[2] < 1e-3 && errs[2] < errs[0];
  });
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

/** x written with t → 0: 1/t at +∞, a + t at a finite point. */
const near = (a: Q | null, t: string): Ex => (a === null ? pow(sym(t), num(-1)) : a.isZero() ? sym(t) : add(num(Number(a.n), Number(a.d)), sym(t)));

/** The constant term of the expansion of g (x = 1/t, or a + t) at t = 0, with the steps, or null. */
function constantTerm(g: Ex, x: string, t: string, a: Q | null = null): { c: Q; inT: Ex; steps: StepDraft[] } | null {
  const inT = simplify(substitute(g, x, near(a, t)));
  const factored = simplify(rootsFactored(inT, t));
  for (const h of [factored, simplify(expand(factored))]) {
    const found = standardExpansion(h, t, Q.ZERO, 2);
    if (found) return { c: found.coeffs[0], inT: h, steps: found.steps };
  }
  return null;
}

/** A rational limit point, or null. */
function pointQ(point: string): Q | null {
  const p = simplify(fromMathJson(parseCalc(point)));
  return p.t === 'num' && Number.isInteger(p.p) ? Q.of(p.p, p.q) : null;
}

/** e^c as the tree writes it: e for c = 1. */
const eTo = (c: Q): Ex => simplify(pow(sym('e'), num(Number(c.n), Number(c.d))));
const same = (a: Ex, b: Ex): boolean => toAscii(a) === toAscii(b);

/** Each node of e rebuilt by `f` from its rebuilt children. */
function rebuild(e: Ex, f: (e: Ex) => Ex): Ex {
  switch (e.t) {
    case 'add': return f(add(...e.args.map((a) => rebuild(a, f))));
    case 'mul': return f(mul(...e.args.map((a) => rebuild(a, f))));
    case 'pow': return f(pow(rebuild(e.base, f), rebuild(e.exp, f)));
    case 'fn': return f(fn(e.name, ...e.args.map((a) => rebuild(a, f))));
    default: return f(e);
  }
}

/** The power of the letter E in a product, or null when E sits deeper. */
function degreeIn(term: Ex, E: string): number | null {
  const factors = term.t === 'mul' ? term.args : [term];
  let k = 0;
  for (const f of factors) {
    if (f.t === 'sym' && f.name === E) k++;
    else if (f.t === 'pow' && f.base.t === 'sym' && f.base.name === E && f.exp.t === 'num' && f.exp.q === 1 && f.exp.p > 0) k += f.exp.p;
    else if (dependsOn(f, E)) return null;
  }
  return k;
}

/**
 * n((1 + 1/n)^n − e), ((1 + x)^(1/x) − e)/x: a power b^v with a varying exponent tends to e^c, and
 * the expression compares it with e^c. Writing b^v = e^c·e^(v ln b − c) and taking e^c out of
 * every term (each term must hold it the same number of times k) leaves an expression whose
 * expansion has rational coefficients; the limit is e^(kc) times its limit.
 */
function factorExponential(f: Ex, x: string, t: string, a: Q | null): { rest: Ex; factor: Ex; power: Ex; c: Q } | null {
  const powers: { power: Ex; g: Ex; c: Q }[] = [];
  rebuild(f, (e) => {
    if (e.t !== 'pow' || !dependsOn(e.exp, x) || (e.base.t === 'sym' && e.base.name === 'e')) return e;
    const g = simplify(mul(e.exp, fn('ln', e.base)));
    const k = constantTerm(g, x, t, a);
    if (k && !k.c.isZero()) powers.push({ power: e, g, c: k.c });
    return e;
  });
  // one limit e^c for all of them, else no common factor
  if (powers.length === 0 || powers.some((p) => !p.c.eq(powers[0].c))) return null;
  const { power, c } = powers[0];
  const E = 'E_';
  const ec = eTo(c);
  // the constants e^c first, then each power as E·e^(g − c): the e of e^(g − c) is no constant
  const withE = rebuild(rebuild(f, (e) => (same(e, ec) ? sym(E) : e)), (e) => {
    const p = powers.find((q) => same(q.power, e));
    return p ? mul(sym(E), pow(sym('e'), add(p.g, num(-Number(c.n), Number(c.d))))) : e;
  });
  const terms = simplify(expand(withE));
  const degrees = (terms.t === 'add' ? terms.args : [terms]).map((term) => degreeIn(term, E));
  const k = degrees[0];
  if (k === null || k === 0 || degrees.some((d) => d !== k)) return null;
  const rest = simplify(substitute(withE, E, num(1)));
  return { rest, factor: eTo(c.mul(Q.of(k))), power, c };
}

export const expansionLimitStrategy: Strategy = {
  name: 'limit.expansion',
  solve(problem, ctx): Outcome | null {
    const task = problem.task ?? readTask(problem).task;
    if (task?.kind !== 'limit' || task.asks) return null;
    // at +∞, or at a rational point from both sides through the power b^v = e^c·e^(…) only
    const at = task.point === 'oo' ? null : pointQ(task.point);
    if (task.point !== 'oo' && (at === null || task.side !== 'both')) return null;
    ctx.checkTime();
    const x = task.variable;
    const t = x === 't' ? 'u' : 't';
    const f = simplify(fromMathJson(parseCalc(task.expr)));
    if (dependsOn(f, t)) return null;
    const logged = variableExponent(f, x) ? logOf(f, x) : null;
    const factored = logged ? null : factorExponential(f, x, t, at);
    if (at !== null && !factored) return null;
    const g = logged ? simplify(logged) : factored ? factored.rest : f;
    const found = constantTerm(g, x, t, at);
    if (!found) return null;
    const c = num(Number(found.c.n), Number(found.c.d));
    const value = simplify(logged ? pow(sym('e'), c) : factored ? mul(factored.factor, c) : c);
    const ascii = toAscii(value);
    const steps: StepDraft[] = [];
    if (factored) {
      steps.push({
        title: text('Take e to a power out', 'Factoriser la puissance de e'),
        explanation: text(
          `${toAscii(factored.power)} tends to ${toAscii(eTo(factored.c))}: written ${toAscii(eTo(factored.c))}·e^u with u → 0, the factor ${toAscii(factored.factor)} comes out of every term.`,
          `${toAscii(factored.power)} tend vers ${toAscii(eTo(factored.c))} : écrit ${toAscii(eTo(factored.c))}·e^u avec u → 0, le facteur ${toAscii(factored.factor)} sort de chaque terme.`,
        ),
        formula: `${toLatex(f)} = ${toLatex(factored.factor)}\\cdot\\left(${toLatex(factored.rest)}\\right)`,
      });
    }
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
    const shift = at === null ? '' : toAscii(simplify(near(at, t)));
    steps.push({
      title: at === null ? text(`Set ${t} = 1/${x}`, `Poser ${t} = 1/${x}`) : text(`Set ${x} = ${shift}`, `Poser ${x} = ${shift}`),
      explanation: at === null ? text(
        `As ${x} → +∞, ${t} = 1/${x} → 0⁺: the limit is the constant term of the expansion at 0 in powers of ${t}.`,
        `Quand ${x} → +∞, ${t} = 1/${x} → 0⁺ : la limite est le terme constant du développement limité en 0 en puissances de ${t}.`,
      ) : text(
        `With ${t} → 0, the limit is the constant term of the expansion at 0 in powers of ${t}.`,
        `Avec ${t} → 0, la limite est le terme constant du développement limité en 0 en puissances de ${t}.`,
      ),
      formula: toLatex(found.inT),
    }, ...found.steps, {
      title: text('Conclude', 'Conclure'),
      explanation: logged
        ? text(`ln f tends to ${toAscii(c)}, so f tends to ${ascii}.`, `ln f tend vers ${toAscii(c)}, donc f tend vers ${ascii}.`)
        : text(`The constant term is ${ascii}: it is the limit.`, `Le terme constant vaut ${ascii} : c'est la limite.`),
      formula: `\\lim_{${x} \\to ${at === null ? '+\\infty' : toLatex(num(Number(at.n), Number(at.d)))}} ${toLatex(f)} = ${toLatex(value)}`,
    });
    const answer = { kind: 'expr' as const, value: ascii, latex: toLatex(value), words: text(ascii, ascii) };
    return {
      method: 'limit.expansion',
      category: 'limit',
      steps,
      answer,
      finalAnswer: limitSentence(ascii),
      verified: logged || factored ? tendsTo(g, x, found.c.toNumber(), at) : verifyTask(task, answer),
      verification: text('Checked numerically: f approaches the value as the variable grows.', "Vérifié numériquement : f s'approche de la valeur quand la variable grandit."),
    };
  },
};
