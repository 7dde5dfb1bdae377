/**
 * Trigonometry: identities (True/False with a proof or a counterexample), simplification with
 * named identities, equations (general solution or on an interval, radians or degrees), and
 * exact values at special angles.
 */
import type { Outcome, Strategy } from '../../strategy';
import type { Task } from '../../task/task';
import { landmarkDegrees, typedDegrees } from '../../parse/degrees';
import { readCommand } from '../../parse/command';
import { parseNode } from '../../parse/math';
import type { MathNode } from '../../cas/node';
import * as X from '../integral/sym/expr';
import { degreesToRadians, hasTrig, parseSides, stripWords, taskOf, toExpr, variables } from './read';
import { identityOutcome } from './identity';
import { simplifyOutcome } from './simplify';
import { valueOutcome } from './values';
import { solveTrigEquation, type Interval } from './equation';
import { agreeEverywhere } from './numeric';
import { toAscii } from '../integral/sym/print';

/** Problems of other kinds that merely contain a trigonometric function. */
const OTHER_KIND = /\b(lim|limit|limite|sum|series|série|serie|taylor|maclaurin|deriv\w*|dériv\w*|differentiate|integr\w*|intégr\w*|primitive|antiderivative|matrix|matrice|determinant|déterminant)\b|d\/d|y''?\s*[=+-]|\bdy\b|∑|\bint\b/i;

/** "<", "<=" as typed or in LaTeX (\le, \leq, \leqslant, \lt). */
const LESS = String.raw`(<=|<|\\le(?:q(?:slant)?)?(?![a-zA-Z])|\\lt(?![a-zA-Z]))`;
/** The variable between the bounds: a letter or a Greek name (θ arrives spelled "theta"), LaTeX or not. */
const BOUNDED = String.raw`\\?([a-z]|theta|alpha|beta|phi|omega)(?![a-zA-Z])`;
const BOUND = String.raw`([-+]?[\w.*/()\\]+)`;
const INEQUALITY_INTERVAL = new RegExp(
  String.raw`(?:,|\bfor\b|\bpour\b|\bwith\b|\bavec\b|\bwhere\b|\boù\b)?\s*${BOUND}\s*${LESS}\s*${BOUNDED}\s*${LESS}\s*${BOUND}\s*[.?!]?\s*$`,
  'i',
);

/** "for 0 <= x < 2pi", "pour 0 ≤ x < 2π", "0 <= x <= pi", "0 \leq \theta < 2\pi" as an interval. */
function readInequalityInterval(s: string): { rest: string; interval?: Interval } {
  const m = INEQUALITY_INTERVAL.exec(s);
  if (!m) return { rest: s };
  const closed = (rel: string) => rel !== '<' && !/^\\lt/.test(rel);
  try {
    const lo = toExpr(parseNode(m[1]));
    const hi = toExpr(parseNode(m[5]));
    if (!lo || !hi) return { rest: s };
    return { rest: s.slice(0, m.index), interval: { lo, hi, loClosed: closed(m[2]), hiClosed: closed(m[4]) } };
  } catch {
    return { rest: s };
  }
}

/** The interval the reader found for a single equation (« x ∈ [0° ; 360°] », "x in [0, 2π]"); whether it is in degrees. */
function taskInterval(task: Task | undefined): { interval: Interval; degrees: boolean } | null {
  if (task?.kind !== 'solve' || task.domain.kind !== 'interval' || task.relations.length !== 1) return null;
  try {
    const lo = toExpr(parseNode(task.domain.lo));
    const hi = toExpr(parseNode(task.domain.hi));
    if (!lo || !hi) return null;
    const degrees = typedDegrees(task.domain.lo) !== null && typedDegrees(task.domain.hi) !== null;
    return { interval: { lo, hi, loClosed: task.domain.loClosed, hiClosed: task.domain.hiClosed }, degrees };
  } catch {
    return null;
  }
}

/** The equation as the reader read it, when the words around it hide it from this method's own reading. */
function taskSides(task: Task | undefined): ReturnType<typeof parseSides> {
  return task?.kind === 'solve' && task.relations.length === 1 && task.relations[0].op === '=' ? parseSides(`${task.relations[0].lhs} = ${task.relations[0].rhs}`) : null;
}

export const trigStrategy: Strategy = {
  name: 'trig',
  solve(problem): Outcome | null {
    if (!hasTrig(problem.text) || OTHER_KIND.test(problem.text)) return null;
    const { text: t, degrees: said } = degreesToRadians(problem.text);
    let degrees = said;
    const task = taskOf(t);
    if (task === 'solve' || (task === 'unknown' && /=/.test(t))) {
      const ineq = readInequalityInterval(t);
      const cmd = readCommand(ineq.rest);
      let interval: Interval | null = ineq.interval ?? null;
      if (!interval && cmd.domain?.kind === 'interval') {
        const lo = toExpr(cmd.domain.lo as MathNode);
        const hi = toExpr(cmd.domain.hi as MathNode);
        if (lo && hi) interval = { lo, hi, loClosed: cmd.domain.loClosed, hiClosed: cmd.domain.hiClosed };
      }
      if (interval && landmarkDegrees(toAscii(interval.lo), toAscii(interval.hi))) degrees = true;
      const read = interval ? null : taskInterval(problem.task);
      if (read) {
        interval = read.interval;
        degrees ||= read.degrees;
      }
      // "for 0 <= x < 360 degrees": with degrees said, bounds written without π are degrees too
      if (interval && degrees && ![interval.lo, interval.hi].some((b) => /pi/.test(toAscii(b)))) {
        const toRadians = (b: X.Expr) => X.mul(b, X.div(X.sym('pi'), X.num(180)));
        interval = { ...interval, lo: toRadians(interval.lo), hi: toRadians(interval.hi) };
      }
      const sides = parseSides(stripWords(cmd.math)) ?? taskSides(problem.task);
      if (!sides || !('lhs' in sides)) return null;
      const vars = variables(X.sub(sides.lhs, sides.rhs));
      if (task === 'unknown' && !interval) {
        // an equation that holds everywhere is an identity, not something to solve
        const same = agreeEverywhere(toAscii(sides.lhs), toAscii(sides.rhs), vars.length ? vars : ['x']);
        if (same.ok) return identityOutcome(sides.lhs, sides.rhs);
      }
      if (vars.length !== 1) return vars.length > 1 ? identityOutcome(sides.lhs, sides.rhs) : null;
      return solveTrigEquation(sides.lhs, sides.rhs, X.sym(cmd.variable ?? vars[0]), interval, degrees);
    }
    const formula = stripWords(t);
    const sides = parseSides(formula);
    if (!sides) return null;
    if ('lhs' in sides) return identityOutcome(sides.lhs, sides.rhs);
    const e = sides.expr;
    if (variables(e).length === 0) return valueOutcome(e, degrees, parseNode(formula));
    return simplifyOutcome(e);
  },
};
