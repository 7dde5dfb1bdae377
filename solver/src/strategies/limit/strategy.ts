import { parseCalc } from '../derivative/latex';
import type { Outcome, Strategy, StepDraft } from '../../strategy';
import { readTask } from '../../read';
import { text } from '../../i18n';
import { evaluateReal } from '../../verify/numeric';
import { approachesLimit, differentLimits, type Approach, type ClaimedLimit } from '../../verify/limit';
import { fromMathJson } from '../derivative/mathjson';
import { freeVars, num, substitute, type Ex } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import type { LimitContext } from './extended';
import { LimitSolver, limLatex, limitSentence, resultLatex, type LimitResult } from './methods';
import { evalReal, withParameters } from './params';

/** Generic values for the parameters while working, and two other sets for the check. */
const WORK_VALUES = [num(17, 10), num(13, 5), num(33, 10)];
const CHECK_VALUES = [[num(23, 10), num(7, 5), num(29, 10)], [num(3, 5), num(37, 10), num(6, 5)]];

/** The limit's answer and context with the parameters replaced by numbers. */
function atValues(params: string[], values: Ex[], f: Ex, c: LimitContext, r: LimitResult): { f: Ex; c: LimitContext; r: LimitResult } | null {
  const sub = (e: Ex): Ex => params.reduce((acc, p, i) => substitute(acc, p, values[i]), e);
  if (r.k === 'dne') return null;
  return {
    f: sub(f),
    c: c.at.k === 'fin' ? { ...c, at: { k: 'fin', v: sub(c.at.v) } } : c,
    r: r.k === 'fin' ? { k: 'fin', v: sub(r.v) } : r,
  };
}

function approaches(c: LimitContext): Approach[] {
  if (c.at.k === 'inf') return [{ k: 'inf', s: c.at.s }];
  const a = evaluateReal(toAscii(c.at.v)) ?? NaN;
  if (c.side === 'right') return [{ k: 'fin', a, dir: 1 }];
  if (c.side === 'left') return [{ k: 'fin', a, dir: -1 }];
  return [{ k: 'fin', a, dir: 1 }, { k: 'fin', a, dir: -1 }];
}

function claimOf(r: LimitResult): ClaimedLimit | null {
  if (r.k === 'inf') return { k: 'inf', s: r.s };
  if (r.k === 'fin') {
    const v = evaluateReal(toAscii(r.v));
    return v === null ? null : { k: 'fin', value: v };
  }
  return r.why === 'osc' ? { k: 'osc' } : null;
}

/**
 * The numeric check of the answer: the values along sequences approaching the point. A limit that
 * does not exist because the sides differ is checked side by side (each side settles on its own,
 * different value); an oscillating one by the spread of its values near the point.
 */
function check(ascii: string, c: LimitContext, r: LimitResult): boolean {
  if (r.k === 'dne' && r.why === 'split') {
    if (!r.left || !r.right) return false;
    const [l, rt] = [claimOf(r.left), claimOf(r.right)];
    const [pl, pr] = approaches({ ...c, side: 'left' }).concat(approaches({ ...c, side: 'right' }));
    return l !== null && rt !== null && differentLimits(l, rt) && approachesLimit(ascii, c.v, pl, l) && approachesLimit(ascii, c.v, pr, rt);
  }
  const claim = claimOf(r);
  return claim !== null && approaches(c).every((p) => approachesLimit(ascii, c.v, p, claim));
}

/** The answer's value: a number, oo / -oo, zoo when the sides are infinite of opposite signs, else DNE. */
function valueOf(r: LimitResult): string {
  if (r.k === 'fin') return toAscii(r.v);
  if (r.k === 'inf') return r.s === 1 ? 'oo' : '-oo';
  return r.why === 'split' && r.left?.k === 'inf' && r.right?.k === 'inf' ? 'zoo' : 'DNE';
}

export const limitStrategy: Strategy = {
  name: 'limit',
  solve(problem, ctx): Outcome | null {
    const req = problem.task ?? readTask(problem).task;
    if (req?.kind !== 'limit' || req.asks) return null;
    const f = fromMathJson(parseCalc(req.expr));
    const at: LimitContext['at'] = req.point === 'oo' || req.point === '-oo'
      ? { k: 'inf', s: req.point === 'oo' ? 1 : -1 }
      : { k: 'fin', v: simplify(fromMathJson(parseCalc(req.point))) };
    const c: LimitContext = { v: req.variable, at, side: req.side };
    const params = [...freeVars(f)].filter((p) => p !== c.v && p !== 'i').sort();
    if (params.length > WORK_VALUES.length) return null;
    const work = Object.fromEntries(params.map((p, i) => [p, evalReal(toAscii(WORK_VALUES[i])) ?? 1]));
    return withParameters(work, () => solveLimit(f, c, params, ctx.checkTime));
  },
};

function solveLimit(f: Ex, c: LimitContext, params: string[], checkTime: () => void): Outcome {
  {
    const domainNote = oneSidedDomain(f, c);
    const steps: StepDraft[] = [];
    const sideEn = c.side === 'right' ? ' from the right' : c.side === 'left' ? ' from the left' : '';
    const sideFr = c.side === 'right' ? ' à droite' : c.side === 'left' ? ' à gauche' : '';
    steps.push({
      title: text('State the limit', 'Écrire la limite'),
      explanation: text(`We look for the value that the expression approaches as ${c.v} tends to ${toAscii(c.at.k === 'fin' ? c.at.v : { t: 'sym', name: c.at.s === 1 ? '+oo' : '-oo' })}${sideEn}.`,
        `On cherche la valeur dont l'expression se rapproche quand ${c.v} tend vers ${toAscii(c.at.k === 'fin' ? c.at.v : { t: 'sym', name: c.at.s === 1 ? '+oo' : '-oo' })}${sideFr}.`),
      formula: limLatex(f, c),
    });
    if (domainNote) steps.push(domainNote);
    const solver = new LimitSolver(checkTime);
    const r = solver.solve(simplify(f), c);
    steps.push(...solver.steps);

    const verified = params.length === 0
      ? check(toAscii(f), c, r)
      : CHECK_VALUES.every((values) => {
        const at = atValues(params, values, f, c, r);
        return at !== null && withParameters({}, () => check(toAscii(at.f), at.c, at.r));
      });
    const value = valueOf(r);
    const sentence = r.k === 'dne'
      ? text('The limit does not exist.', "La limite n'existe pas.")
      : limitSentence(value);
    steps.push({
      title: text('Answer', 'Réponse'),
      explanation: sentence,
      formula: `${limLatex(f, c)} = ${resultLatex(r)}`,
    });
    return {
      method: 'limit',
      category: 'limit',
      steps,
      answer: { kind: 'expr', value, latex: r.k === 'fin' ? toLatex(r.v) : resultLatex(r), words: sentence },
      finalAnswer: r.k === 'dne' ? sentence : text(`lim = ${value}`, `lim = ${value}`),
      verified,
      verification: text(
        'Evaluated numerically along a sequence of points approaching the limit point.',
        "Évaluée numériquement le long d'une suite de points qui tend vers le point.",
      ),
    };
  }
}

/**
 * A two-sided limit of an expression defined on one side only (x ln x at 0) is the limit from
 * that side; switches the context and says so.
 */
function oneSidedDomain(f: Ex, c: LimitContext): StepDraft | null {
  if (c.side !== 'both' || c.at.k !== 'fin') return null;
  const a = evalReal(toAscii(c.at.v));
  if (a === null) return null;
  const ascii = toAscii(f);
  const defined = (x: number): boolean => evalReal(ascii, { [c.v]: x }) !== null;
  // a side is left out only when no point of it is defined: e^(1/x) overflows near 0⁺ in floating
  // point, which is no gap in its domain, so farther points count too
  const offsets = [1e-1, 1e-2, 1e-3, 1e-5, 1e-7];
  const right = offsets.some((h) => defined(a + h));
  const left = offsets.some((h) => defined(a - h));
  if (right === left) return null;
  c.side = right ? 'right' : 'left';
  return {
    title: text('Domain', 'Domaine de définition'),
    explanation: right
      ? text(`The expression is only defined to the right of ${toAscii(c.at.v)}, so the limit is taken from the right.`, `L'expression n'est définie qu'à droite de ${toAscii(c.at.v)} : on prend la limite à droite.`)
      : text(`The expression is only defined to the left of ${toAscii(c.at.v)}, so the limit is taken from the left.`, `L'expression n'est définie qu'à gauche de ${toAscii(c.at.v)} : on prend la limite à gauche.`),
  };
}
