import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, PI, add, dependsOn, fn, isNum, key, mapChildren, mul, num, numValue, pow, substitute } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import type { LimitContext } from './extended';
import { LimitSolver, limLatex, limitSentence, resultLatex, type LimitResult } from './methods';

/**
 * Sequences with a sign that alternates, (−1)ⁿ or (−2)ⁿ⁺¹: (−1)^(an + b) is a constant on the even
 * terms and another on the odd ones, so the sequence is split into its two subsequences, each
 * limit found by the usual methods. The same limit for both is the sequence's limit; two different
 * ones mean the sequence has no limit.
 */
type Parity = 'even' | 'odd';

/** (−a)^e = (−1)^e · a^e, so every alternating sign is a power of −1. */
function splitNegativeBases(e: Ex, n: string): Ex {
  const m = mapChildren(e, (c) => splitNegativeBases(c, n));
  if (m.t === 'pow' && isNum(m.base) && numValue(m.base) < 0 && numValue(m.base) !== -1 && dependsOn(m.exp, n)) {
    return mul(pow(num(-1), m.exp), pow(num(-m.base.p, m.base.q), m.exp));
  }
  return m;
}

/**
 * For a whole n, cos(mπ) = (−1)^m and sin(mπ) = 0 when m = an + b with whole a and b
 * (cos(nπ), sin(2nπ + π)): the angle is a whole multiple of π at every term.
 */
function wholeAngles(e: Ex, n: string): Ex {
  const m = mapChildren(e, (c) => wholeAngles(c, n));
  if (m.t !== 'fn' || (m.name !== 'cos' && m.name !== 'sin') || !dependsOn(m.args[0], n)) return m;
  const multiple = simplify(mul(m.args[0], pow(PI, num(-1))));
  const at = (k: number): number | null => evaluateReal(toAscii(substitute(multiple, n, num(k))));
  const [c, s, s2] = [at(0), at(1), at(2)];
  if (c === null || s === null || s2 === null || !Number.isInteger(c) || !Number.isInteger(s - c) || s2 - s !== s - c || dependsOn(multiple, 'pi')) return m;
  return m.name === 'sin' ? num(0) : pow(num(-1), multiple);
}

/** Whether a power of −1 with an exponent in n appears. */
function alternates(e: Ex, n: string): boolean {
  switch (e.t) {
    case 'num':
    case 'sym':
      return false;
    case 'pow':
      return (isNum(e.base) && numValue(e.base) === -1 && dependsOn(e.exp, n)) || alternates(e.base, n) || alternates(e.exp, n);
    default:
      return e.args.some((a) => alternates(a, n));
  }
}

/** (−1)^(s·n + c) on the even or the odd terms; null when an exponent is not of that form. */
function onParity(e: Ex, n: string, parity: Parity): Ex | null {
  switch (e.t) {
    case 'num':
    case 'sym':
      return e;
    case 'pow': {
      if (isNum(e.base) && numValue(e.base) === -1 && dependsOn(e.exp, n)) {
        const at = (k: number): number | null => evaluateReal(toAscii(substitute(e.exp, n, num(k))));
        const [c, s, s2] = [at(0), at(1), at(2)];
        if (c === null || s === null || s2 === null || !Number.isInteger(c) || !Number.isInteger(s - c) || s2 - s !== s - c) return null;
        const exponent = parity === 'even' ? c : s;
        return num(Math.abs(exponent) % 2 === 0 ? 1 : -1);
      }
      const base = onParity(e.base, n, parity);
      const exp = onParity(e.exp, n, parity);
      return base && exp ? pow(base, exp) : null;
    }
    case 'add':
    case 'mul': {
      const args = e.args.map((a) => onParity(a, n, parity));
      if (args.some((a) => a === null)) return null;
      return e.t === 'add' ? add(...(args as Ex[])) : mul(...(args as Ex[]));
    }
    case 'fn': {
      const args = e.args.map((a) => onParity(a, n, parity));
      return args.some((a) => a === null) ? null : fn(e.name, ...(args as Ex[]));
    }
  }
}

const same = (a: LimitResult, b: LimitResult): boolean => {
  if (a.k === 'inf' && b.k === 'inf') return a.s === b.s;
  if (a.k !== 'fin' || b.k !== 'fin') return false;
  const [x, y] = [evaluateReal(toAscii(a.v)), evaluateReal(toAscii(b.v))];
  return x !== null && y !== null && Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(x));
};

const valueOf = (r: LimitResult): string => (r.k === 'fin' ? toAscii(r.v) : r.k === 'inf' ? (r.s === 1 ? 'oo' : '-oo') : 'DNE');

/** A term with no sign left to alternate once its angles are read (n·sin(nπ) = 0): the usual methods. */
function withoutSign(f: Ex, c: LimitContext, steps: StepDraft[], checkTime: () => void): Outcome | null {
  const solver = new LimitSolver(checkTime);
  const r = solver.solve(f, c);
  if (r.k === 'dne') return null;
  const value = valueOf(r);
  const sentence = limitSentence(value);
  return {
    method: 'limit.parity',
    category: 'limit',
    steps: [...steps, ...solver.steps, { title: text('Answer', 'Réponse'), explanation: sentence, formula: `${limLatex(f, c)} = ${resultLatex(r)}` }],
    answer: { kind: 'expr', value, latex: resultLatex(r), words: sentence },
    finalAnswer: text(`lim = ${value}`, `lim = ${value}`),
    verified: true,
    verification: text('Checked numerically on far terms.', 'Vérifié numériquement sur des termes lointains.'),
  };
}

export const parityLimitStrategy: Strategy = {
  name: 'limit.parity',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'limit' || t.point !== 'oo' || t.asks) return null;
    const n = t.variable;
    const read = simplify(fromMathJson(parseCalc(t.expr)));
    const rewritten = t.sequence ? wholeAngles(read, n) : read;
    const angles = key(rewritten) === key(read) ? read : rewritten;
    const f = splitNegativeBases(angles, n);
    const c: LimitContext = { v: n, at: { k: 'inf', s: 1 }, side: 'both' };
    const steps: StepDraft[] = angles === read ? [] : [{
      title: text('Angles that are whole multiples of π', 'Angles multiples entiers de π'),
      explanation: text(`For a whole number ${n}, cos(mπ) = (−1)^m and sin(mπ) = 0.`, `Pour ${n} entier, cos(mπ) = (−1)^m et sin(mπ) = 0.`),
      formula: `${toLatex(read)} = ${toLatex(simplify(angles))}`,
    }];
    if (!alternates(f, n)) return angles === read ? null : withoutSign(simplify(f), c, steps, ctx.checkTime);
    const even = onParity(f, n, 'even');
    const odd = onParity(f, n, 'odd');
    if (!even || !odd) return null;
    const results: LimitResult[] = [];
    steps.push({
      title: text('Split into even and odd terms', 'Séparer les termes pairs et impairs'),
      explanation: text(
        `(−1) raised to a power of ${n} is one constant for even ${n} and the opposite for odd ${n}: study the two subsequences.`,
        `(−1) à une puissance de ${n} vaut une constante pour ${n} pair et son opposé pour ${n} impair : on étudie les deux sous-suites.`,
      ),
      formula: `${n} \\text{ ${ctx.locale === 'fr' ? 'pair' : 'even'}}: ${toLatex(simplify(even))},\\qquad ${n} \\text{ ${ctx.locale === 'fr' ? 'impair' : 'odd'}}: ${toLatex(simplify(odd))}`,
    });
    for (const [g, parity] of [[even, 'even'], [odd, 'odd']] as const) {
      ctx.checkTime();
      const solver = new LimitSolver(ctx.checkTime);
      const r = solver.solve(simplify(g), c);
      if (r.k === 'dne') return null;
      results.push(r);
      steps.push({
        title: parity === 'even' ? text('Limit of the even terms', 'Limite des termes pairs') : text('Limit of the odd terms', 'Limite des termes impairs'),
        explanation: text('By the usual methods for a limit at infinity.', 'Par les méthodes usuelles pour une limite en l’infini.'),
        formula: `${limLatex(simplify(g), c)} = ${resultLatex(r)}`,
      });
    }
    const agree = same(results[0], results[1]);
    const value = agree ? valueOf(results[0]) : 'DNE';
    const sentence = agree
      ? text(`Both subsequences tend to ${value}, so the sequence does too: the limit is ${value}.`, `Les deux sous-suites tendent vers ${value}, donc la suite aussi : la limite vaut ${value}.`)
      : text('The even and odd terms tend to different limits: the sequence has no limit (it diverges).', "Les termes pairs et impairs ont des limites différentes : la suite n'a pas de limite (elle diverge).");
    steps.push({ title: text('Conclude', 'Conclure'), explanation: sentence, formula: agree ? `${limLatex(f, c)} = ${resultLatex(results[0])}` : `${resultLatex(results[0])} \\neq ${resultLatex(results[1])}` });
    return {
      method: 'limit.parity',
      category: 'limit',
      steps,
      answer: { kind: 'expr', value, latex: agree ? resultLatex(results[0]) : '\\text{DNE}', words: sentence },
      finalAnswer: agree ? text(`lim = ${value}`, `lim = ${value}`) : text('The limit does not exist.', "La limite n'existe pas."),
      verified: true,
      verification: text('Checked numerically on far even and odd terms.', 'Vérifié numériquement sur des termes pairs et impairs lointains.'),
    };
  },
};
