/**
 * Definite integrals: an antiderivative, then Newton–Leibniz F(b) − F(a) with the bounds shown;
 * odd integrands on a symmetric interval give 0 at once; infinite bounds and endpoints where
 * the antiderivative blows up are treated as limits (convergent or divergent). F is evaluated by
 * substitution only where it is defined; elsewhere, and on both sides of any point between the
 * bounds where it jumps (tan(x/2) at π), by one-sided limits. The exact value is checked against
 * tanh–sinh quadrature of the integrand with mathjs.
 */
import { termOutsideIntegral } from './termOutside';
import type { Outcome, ProblemInput, SolveContext, Strategy, StepDraft } from '../../strategy';
import { SolverError } from '../../errors';
import { normalize } from '../../parse/normalize';
import { taskText } from '../../task/text';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import { agreesForLetterValues, quadrature, valueOf } from '../../verify/integral';
import { logScaleDiverges, logScaleLimit } from '../../verify/logScale';
import { oscillatoryIntegral } from '../../verify/oscillatory';
import { dirichlet } from './dirichlet';
import { boseIntegral } from './boseIntegral';
import { inversionSymmetric } from './inversion';
import * as X from './sym/expr';
import * as R from './sym/rational';
import * as P from './sym/poly';
import type { Expr } from './sym/expr';
import { fromMathJson, type MathJson } from './sym/fromMathJson';
import { toAscii, toLatex } from './sym/print';
import { tidy } from './sym/tidy';
import { plain } from './sym/plain';
import { looksLikeIntegral, readIntegral } from './recognize';
import { findAntiderivative, newContext } from './antiderivative';
import { substitutionRule } from './rules/substitution';
import { antiderivativeBreaks, removeAbs, splitPoints, type Split } from './splitPoints';
import { rootsOfSquares } from './squareRoots';
import { step } from './rules/tex';
import { limitAt, limitAtInfinity, numeric, type Lim } from './limits';
import { noMethodOutcome, parameters, unreadableIntegral } from './indefinite';
import type { MathNode } from '../../cas/node';
import { parseNode } from '../../parse/math';
import { LimitSolver } from '../limit/methods';
import type { Point, Side } from '../limit/extended';
import { fromMathJson as readCalc } from '../derivative/mathjson';
import { simplify as simplifyCalc } from '../derivative/simplify';
import { toAscii as calcAscii } from '../derivative/print';

type Bound = { kind: 'finite'; v: Expr } | { kind: 'inf'; sign: 1 | -1 };

function readBound(n: MathNode): Bound | null {
  if (n === 'PositiveInfinity') return { kind: 'inf', sign: 1 };
  if (Array.isArray(n) && n[0] === 'Negate' && n[1] === 'PositiveInfinity') return { kind: 'inf', sign: -1 };
  if (n === 'NegativeInfinity') return { kind: 'inf', sign: -1 };
  const e = fromMathJson(n as MathJson);
  return e ? { kind: 'finite', v: e } : null;
}

const boundTex = (b: Bound): string => (b.kind === 'inf' ? (b.sign > 0 ? '+\\infty' : '-\\infty') : toLatex(b.v));
const boundNum = (b: Bound): number | null => (b.kind === 'inf' ? b.sign * Infinity : numeric(b.v));

/** Sums of rational multiples of logarithms of numbers as one logarithm: ln 3/2 − ln 4/2 + ln 2/2 = ln(3/2)/2. */
export function combineLogs(e: Expr): Expr {
  if (e.k !== 'add') return e;
  const logs: { c: R.Q; n: Expr }[] = [];
  const rest: Expr[] = [];
  for (const t of e.args) {
    const [c, v] = X.splitCoef(t);
    if (v.k === 'fn' && v.name === 'ln' && v.arg.k === 'num') logs.push({ c, n: v.arg });
    else rest.push(t);
  }
  if (logs.length < 2) return e;
  const den = logs.reduce((acc, l) => (acc * l.c.d) / R.gcd(acc, l.c.d), 1n);
  const inside = X.mul(...logs.map((l) => X.pow(l.n, X.num(l.c.n * (den / l.c.d)))));
  return X.add(...rest, X.div(X.fn('ln', inside), X.num(den)));
}

/** ln of a product of numbers and their powers as a sum of logs: ln(√2/2) = ½ ln 2 − ln 2. */
function expandNumericLogs(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(expandNumericLogs));
    case 'mul': return X.mul(...e.args.map(expandNumericLogs));
    case 'fn': {
      if (e.name !== 'ln') return e;
      const parts: Expr[] = [];
      for (const f of X.factors(e.arg)) {
        if (f.k === 'num' && f.v.n > 0n) {
          if (f.v.n !== 1n) parts.push(X.fn('ln', X.num(f.v.n)));
          if (f.v.d !== 1n) parts.push(X.neg(X.fn('ln', X.num(f.v.d))));
        } else if (f.k === 'pow' && f.base.k === 'num' && f.base.v.n > 0n && f.exp.k === 'num') {
          parts.push(X.mul(f.exp, X.fn('ln', f.base)));
        } else return e;
      }
      return X.add(...parts);
    }
    default: return e;
  }
}

const simplifyValue = (e: Expr): Expr => combineLogs(tidy(expandNumericLogs(tidy(e))));

/** A value substitution left undefined: 0 to a negative power, tan(π/2), sec(π/2), cot 0, ln 0. */
function undefinedValue(e: Expr): boolean {
  const vanishes = (v: Expr): boolean => {
    const n = X.approx(v);
    return n !== null && Math.abs(n) < 1e-12;
  };
  switch (e.k) {
    case 'add':
    case 'mul':
      return e.args.some(undefinedValue);
    case 'pow':
      return undefinedValue(e.base) || undefinedValue(e.exp) || ((numeric(e.exp) ?? 0) < 0 && vanishes(e.base));
    case 'fn':
      if (undefinedValue(e.arg)) return true;
      if (e.name === 'ln') return vanishes(e.arg);
      if (e.name === 'tan' || e.name === 'sec') return vanishes(X.fn('cos', e.arg));
      if (e.name === 'cot' || e.name === 'csc') return vanishes(X.fn('sin', e.arg));
      return false;
    default:
      return false;
  }
}

/** e at x = p by substitution, simplified; null where e is undefined or unbounded there. */
function valueAtPoint(e: Expr, x: Expr, p: Expr, params: readonly string[]): Expr | null {
  try {
    const v = X.subs(e, x, p);
    if (undefinedValue(v)) return null;
    const s = simplifyValue(v);
    const n = valueOf(toAscii(s), params);
    // a pole the evaluator rounds to a huge float (tan(π/2) ≈ 1.6·10¹⁶) is not a value
    return n !== null && Number.isFinite(n) && Math.abs(n) < 1e12 ? s : null;
  } catch {
    // 0 to a negative power: undefined there
    return null;
  }
}

/**
 * lim F as x → p from one side: the growth comparisons first, then the limit engine (conjugates,
 * L'Hôpital) for forms they leave open, such as tan x − sec x → 0 as x → π/2⁻. Null when unknown.
 */
function oneSidedLimit(F: Expr, x: Expr, p: Expr, side: 1 | -1, checkTime: () => void): Lim | null {
  const l = limitAt(F, x, p, side);
  if (l) return l;
  return engineLimit(F, x, () => ({ k: 'fin', v: simplifyCalc(readCalc(parseNode(toAscii(p)))) }), side > 0 ? 'right' : 'left', checkTime);
}

/** lim F at +∞ or −∞: the growth comparisons, then the limit engine for a difference they leave open (ln(√(x² + 1) − 1) − ln(√(x² + 1) + 1) → 0). */
function limitAtEnd(F: Expr, x: Expr, sign: 1 | -1, checkTime: () => void): Lim | null {
  const l = sign > 0 ? limitAtInfinity(F, x) : limitAtInfinity(X.subs(F, x, X.neg(x)), x);
  if (l) return l;
  // |u| with u of one sign far out (the same at 10³ and 10⁶) is ±u there, which the engine reads
  const far = hasAbs(F) ? removeAbs(F, x, sign * 1e3) : F;
  if (hasAbs(F) && (hasAbs(far) || !X.same(far, removeAbs(F, x, sign * 1e6)))) return null;
  return engineLimit(far, x, () => ({ k: 'inf', s: sign }), 'both', checkTime);
}

/** The limit engine's answer for F at the point (read inside the guard: a point it cannot parse is no limit), as a Lim; null when it finds none. */
function engineLimit(F: Expr, x: Expr, point: () => Point, side: Side, checkTime: () => void): Lim | null {
  if (x.k !== 'sym') return null;
  try {
    const f = simplifyCalc(readCalc(parseNode(toAscii(F))));
    const r = new LimitSolver(checkTime).solve(f, { v: x.name, at: point(), side });
    if (r.k === 'inf') return { kind: 'inf', sign: r.s };
    if (r.k !== 'fin') return null;
    const v = fromMathJson(parseNode(calcAscii(r.v)) as MathJson);
    return v ? { kind: 'finite', v } : null;
  } catch (e) {
    // out of time: stop the whole solve; any other failure only means "no limit found"
    if (e instanceof SolverError && e.code === 'timeout') throw e;
    return null;
  }
}

/** How F is evaluated at a bound: `improper` when the integrand or the interval is unbounded there, `oneSided` when it is a limit. */
interface AtBound { lim: Lim; improper: boolean; oneSided: boolean }

/**
 * F at a bound, approached from inside the interval (side 1: from the right). Substitution only
 * where F is defined (an elementary F is continuous there, so that is its limit); elsewhere the
 * one-sided limit, never a value read off a pole.
 */
function atBound(F: Expr, f: Expr, x: Expr, b: Bound, side: 1 | -1, params: readonly string[], checkTime: () => void): AtBound | null {
  if (b.kind === 'inf') {
    const l = limitAtEnd(F, x, b.sign, checkTime);
    return l ? { lim: l.kind === 'finite' ? { kind: 'finite', v: simplifyValue(l.v) } : l, improper: true, oneSided: true } : null;
  }
  const improper = valueAtPoint(f, x, b.v, params) === null;
  const direct = valueAtPoint(F, x, b.v, params);
  if (direct) return { lim: { kind: 'finite', v: direct }, improper, oneSided: improper };
  const l = oneSidedLimit(F, x, b.v, side, checkTime);
  return l ? { lim: l.kind === 'finite' ? { kind: 'finite', v: simplifyValue(l.v) } : l, improper, oneSided: true } : null;
}

/** +1 when integrating towards larger x. */
function direction(from: Bound, to: Bound): 1 | -1 {
  const a = boundNum(from);
  const b = boundNum(to);
  return a !== null && b !== null && b < a ? -1 : 1;
}

/** The finite stretch of [from, to] searched for split points; an infinite side is searched 100 units out. Null for symbolic bounds. */
function searchWindow(from: Bound, to: Bound): [number, number] | null {
  const a = boundNum(from);
  const b = boundNum(to);
  if (a === null || b === null) return null;
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  if (Number.isFinite(lo) && Number.isFinite(hi)) return [lo, hi];
  if (Number.isFinite(lo)) return [lo, lo + 100];
  if (Number.isFinite(hi)) return [hi - 100, hi];
  return [-100, 100];
}

/** A point strictly between the bounds where F jumps, with its one-sided limits in the direction of integration. */
interface Jump { at: Expr; before: Expr; after: Expr }

/**
 * Where F is discontinuous strictly between the bounds although the integrand is not (tan(x/2)
 * at x = π in the Weierstrass substitution): F(b) − F(a) does not hold across such a point.
 * Null when such a point cannot be located exactly or F has no finite one-sided limits there.
 */
function jumpsBetween(F: Expr, x: Expr, from: Bound, to: Bound, checkTime: () => void): Jump[] | null {
  const w = searchWindow(from, to);
  if (!w) return [];
  const breaks = antiderivativeBreaks(F, x, w[0], w[1]);
  if (!breaks) return null;
  const dir = direction(from, to);
  const out: Jump[] = [];
  for (const p of dir > 0 ? breaks : [...breaks].reverse()) {
    const before = oneSidedLimit(F, x, p.at, (-dir) as 1 | -1, checkTime);
    const after = oneSidedLimit(F, x, p.at, dir, checkTime);
    if (!before || !after || before.kind !== 'finite' || after.kind !== 'finite') return null;
    const gap = X.approx(X.sub(after.v, before.v));
    if (gap === null) return null;
    if (Math.abs(gap) > 1e-9) out.push({ at: p.at, before: simplifyValue(before.v), after: simplifyValue(after.v) });
  }
  return out;
}

/** ∫ from → to of g with antiderivative F: one-sided limits at the bounds and at every jump of F in between. */
interface Piece { A: AtBound; B: AtBound; jumps: Jump[]; dir: 1 | -1; value: Lim | 'none' }

function evaluatePiece(F: Expr, g: Expr, x: Expr, from: Bound, to: Bound, params: readonly string[], checkTime: () => void): Piece | null {
  const dir = direction(from, to);
  const A = atBound(F, g, x, from, dir, params, checkTime);
  const B = atBound(F, g, x, to, (-dir) as 1 | -1, params, checkTime);
  if (!A || !B) return null;
  const jumps = jumpsBetween(F, x, from, to, checkTime);
  if (!jumps) return null;
  if (A.lim.kind === 'inf' || B.lim.kind === 'inf') {
    const sa = A.lim.kind === 'inf' ? -A.lim.sign : 0;
    const sb = B.lim.kind === 'inf' ? B.lim.sign : 0;
    return { A, B, jumps, dir, value: sa && sb && sa !== sb ? 'none' : { kind: 'inf', sign: (sb || sa) as 1 | -1 } };
  }
  // the sum over the sub-intervals between jumps: F(b) − F(a) minus each jump F(p⁺) − F(p⁻)
  let v = X.sub(B.lim.v, A.lim.v);
  for (const j of jumps) v = X.sub(v, X.sub(j.after, j.before));
  return { A, B, jumps, dir, value: { kind: 'finite', v: simplifyValue(v) } };
}

const showLim = (l: Lim): string => (l.kind === 'finite' ? toLatex(l.v) : l.sign > 0 ? '+\\infty' : '-\\infty');
const sideTex = (side: number): string => (side > 0 ? '^{+}' : '^{-}');

/** F(b) or lim_{x→b±} F(x), as written in the evaluation. */
function evalTex(b: Bound, at: AtBound, side: 1 | -1, xs: string): string {
  if (!at.oneSided) return `F\\left(${boundTex(b)}\\right)`;
  return `\\lim_{${xs} \\to ${boundTex(b)}${b.kind === 'finite' ? sideTex(side) : ''}} F(${xs})`;
}

/** The evaluation chain of a piece: F(b) − F(a) = …, or the sum over the sub-intervals between the jumps of F. */
function pieceChain(p: Piece, from: Bound, to: Bound, xs: string): string {
  const fa = evalTex(from, p.A, p.dir, xs);
  const fb = evalTex(to, p.B, (-p.dir) as 1 | -1, xs);
  const minusA = p.A.lim.kind === 'finite' ? minusTex(p.A.lim.v) : p.A.lim.sign < 0 ? `\\left(${showLim(p.A.lim)}\\right)` : showLim(p.A.lim);
  const result = p.value === 'none' ? '\\text{?}' : showLim(p.value);
  if (!p.jumps.length) return `${fb} - ${fa} = ${showLim(p.B.lim)} - ${minusA} = ${result}`;
  const lim = (j: Jump, side: number): string => `\\lim_{${xs} \\to ${toLatex(j.at)}${sideTex(side)}} F(${xs})`;
  const symbolic: string[] = [];
  const values: string[] = [];
  let start = fa;
  let startV = minusA;
  for (const j of p.jumps) {
    symbolic.push(`\\left(${lim(j, -p.dir)} - ${start}\\right)`);
    values.push(`\\left(${toLatex(j.before)} - ${startV}\\right)`);
    start = lim(j, p.dir);
    startV = minusTex(j.after);
  }
  symbolic.push(`\\left(${fb} - ${start}\\right)`);
  values.push(`\\left(${showLim(p.B.lim)} - ${startV}\\right)`);
  return `${symbolic.join(' + ')} = ${values.join(' + ')} = ${result}`;
}

/** The step that shows where F jumps and its one-sided limits there. */
function jumpStep(F: Expr, p: Piece, xs: string, v: string): StepDraft {
  const at = p.jumps.map((j) => plain(j.at)).join(', ');
  const limits = p.jumps.map((j) => `\\lim_{${xs} \\to ${toLatex(j.at)}${sideTex(-p.dir)}} F(${xs}) = ${toLatex(j.before)},\\quad \\lim_{${xs} \\to ${toLatex(j.at)}${sideTex(p.dir)}} F(${xs}) = ${toLatex(j.after)}`);
  return step('Split where the antiderivative jumps', 'Couper là où la primitive saute',
    `The antiderivative F(${v}) = ${plain(F)} is not continuous at ${v} = ${at} (it is undefined there and jumps), although the integrand is: F(b) − F(a) does not hold across such a point. Split the interval there and use the one-sided limits of F on each side.`,
    `La primitive F(${v}) = ${plain(F)} n'est pas continue en ${v} = ${at} (elle n'y est pas définie et saute), alors que l'intégrande l'est : F(b) − F(a) ne s'applique pas à travers ce point. On coupe l'intervalle en ce point et on prend les limites de F de chaque côté.`,
    limits.join(',\\qquad '));
}

function isOdd(f: Expr, x: Expr): boolean {
  return X.isZero(X.expand(X.add(X.subs(f, x, X.neg(x)), f)));
}

export const definiteIntegralStrategy: Strategy = {
  name: 'integral.definite',
  solve(problem, ctx): Outcome | null {
    // "does it converge?" is answered yes or no, by the convergence method; "if so, find its value" here
    const task = problem.task?.kind === 'integrate' ? problem.task : null;
    if (task?.asks && task.asks !== 'value') return null;
    try {
      // the integral read from its own words, the question kept in the task
      return solveDefinite(task?.asks ? { ...normalize(taskText({ ...task, asks: undefined })), task } : problem, ctx);
    } catch (e) {
      // a bug in a rule must not hand the integral to a strategy that would misread it
      if (e instanceof SolverError || !looksLikeIntegral(problem.text)) throw e;
      const x = X.sym('x');
      return noMethodOutcome(null, x, 'definite_integral');
    }
  },
};

function solveDefinite(problem: ProblemInput, ctx: SolveContext): Outcome | null {
  const ip = readIntegral(problem.text);
  if (ip === 'unreadable') throw unreadableIntegral();
  if (ip === 'term outside') throw termOutsideIntegral();
  if (!ip || !ip.bounds) return null;
  const given = fromMathJson(ip.integrand as MathJson);
  const lo = readBound(ip.bounds.lo);
  const hi = readBound(ip.bounds.hi);
  const x = X.sym(ip.variable);
  if (!given || !lo || !hi) return noMethodOutcome(given, x, 'definite_integral');
  let f = given;
  const xs = toLatex(x);
  const params = [...new Set([...parameters(f, ip.variable), ...(lo.kind === 'finite' ? parameters(lo.v, ip.variable) : []), ...(hi.kind === 'finite' ? parameters(hi.v, ip.variable) : [])])].sort();
  const a = boundNum(lo);
  const b = boundNum(hi);
  const defInt = `\\int_{${boundTex(lo)}}^{${boundTex(hi)}} ${f.k === 'add' ? `\\left(${toLatex(f)}\\right)` : toLatex(f)}\\,d${xs}`;
  const steps: StepDraft[] = [];
  const unrooted = rootsOfSquares(f, x);
  if (!X.same(unrooted, f)) {
    steps.push(step('A square under the root', 'Un carré sous la racine',
      'The expression under the square root is a perfect square, and √(R²) = |R|.',
      "L'expression sous la racine est un carré parfait, et √(R²) = |R|.",
      `${toLatex(f)} = ${toLatex(unrooted)}`));
    f = unrooted;
  }
  let value: Expr | null = null;
  let divergent: 1 | -1 | 0 = 0;
  let badEnds: [boolean, boolean] = [false, false];
  let pieceCheck: boolean | null = null;
  // poles and absolute-value kinks between the bounds (an infinite side is searched near its finite end);
  // a point that cannot be found exactly stops here
  const win = searchWindow(lo, hi);
  const splits: Split[] | null = win ? splitPoints(f, x, win[0], win[1]) : [];
  if (splits === null) return noMethodOutcome(f, x, 'definite_integral');
  // an absolute value whose inside keeps one sign on the whole interval is dropped with that sign
  if (splits.length === 0 && a !== null && b !== null && Number.isFinite(a) && Number.isFinite(b) && hasAbs(f)) {
    const signed = removeAbs(f, x, (a + b) / 2);
    steps.push(step('Drop the absolute value', 'Enlever la valeur absolue',
      `The expression inside the absolute value keeps one sign for ${ip.variable} between the bounds: write it without the bars, with that sign.`,
      `L'expression dans la valeur absolue garde un signe constant pour ${ip.variable} entre les bornes : on l'écrit sans les barres, avec ce signe.`,
      `${toLatex(f)} = ${toLatex(signed)}`));
    f = signed;
  }
  const diverges = (): Outcome => ({
    method: 'integral.definite', category: 'definite_integral', steps, answer: null, verified: false,
    finalAnswer: text('The integral diverges: it has no finite value.', "L'intégrale diverge : elle n'a pas de valeur finie."),
  });

  // An odd integrand cancels only when both halves converge: a pole inside or at the bounds makes them diverge.
  const hasPole = splits.some((s) => s.kind === 'pole');
  if (lo.kind === 'finite' && hi.kind === 'finite' && X.same(X.neg(lo.v), hi.v) && !X.isZero(hi.v) && !hasPole && isOdd(f, x)
    && valueAtPoint(f, x, lo.v, params) !== null && valueAtPoint(f, x, hi.v, params) !== null) {
    steps.push(step('Use symmetry', 'Utiliser la symétrie',
      `The integrand is odd (f(−${ip.variable}) = −f(${ip.variable})) and the interval is symmetric about 0, so the two halves cancel.`,
      `L'intégrande est impaire (f(−${ip.variable}) = −f(${ip.variable})) et l'intervalle est symétrique par rapport à 0 : les deux moitiés se compensent.`,
      `${defInt} = 0`));
    value = X.ZERO;
  } else if ((value = dirichlet(f, x, lo, hi, defInt, steps)) !== null) {
    // sin(ωx)/x and sin²(ωx)/x² have no elementary antiderivative either (and 0 is no pole of theirs)
  } else if ((value = boseIntegral(f, x, lo, hi, defInt, steps)) !== null) {
    // x^s/(e^x − 1) neither: its geometric series gives s!·ζ(s + 1)
  } else if ((value = inversionSymmetric(f, x, lo, hi, defInt, steps, () => ctx.checkTime())) !== null) {
    // ln x/(1 + x²): x = 1/t turns ∫_0^1 into −∫_1^∞
  } else if (splits.length > 0) {
    const pw = piecewise(f, x, lo, hi, splits, ip.variable, defInt, steps, ctx, params);
    if (!pw) return noMethodOutcome(f, x, 'definite_integral');
    if (!pw.value && !pw.divergent) return diverges();
    value = pw.value;
    divergent = pw.divergent;
    pieceCheck = pw.verified;
  } else if (lo.kind === 'finite' && hi.kind === 'finite' && (value = changedBounds(f, x, lo.v, hi.v, defInt, steps, ctx, params)) !== null) {
    // done by substitution with the bounds carried over to u
  } else if ((value = gaussian(f, x, lo, hi, defInt, steps)) !== null) {
    // e^(−a x²) has no elementary antiderivative, but its integral over a half-line or ℝ is known
  } else {
    const found = findAntiderivative(f, x, ctx);
    if (!found) return noMethodOutcome(f, x, 'definite_integral');
    const F = found.F;
    steps.push(...found.steps);
    steps.push(step('Antiderivative', 'Primitive',
      'Any antiderivative works for a definite integral (the constant cancels).',
      "N'importe quelle primitive convient pour une intégrale définie (la constante s'élimine).",
      `F(${xs}) = ${toLatex(F)}`));
    const piece = evaluatePiece(F, f, x, lo, hi, params, () => ctx.checkTime());
    if (!piece) return noMethodOutcome(f, x, 'definite_integral');
    const { A, B } = piece;
    if (piece.jumps.length) steps.push(jumpStep(F, piece, xs, ip.variable));
    if (piece.value === 'none') {
      steps.push(step('The integral diverges', "L'intégrale diverge",
        'The antiderivative has infinite limits at both bounds, so the improper integral has no value.',
        "La primitive a des limites infinies aux deux bornes : l'intégrale impropre n'a pas de valeur.",
        `${defInt}\\ \\text{diverges}`));
      return diverges();
    }
    if (piece.value.kind === 'inf') {
      divergent = piece.value.sign;
      badEnds = [A.lim.kind === 'inf', B.lim.kind === 'inf'];
      steps.push(step('The integral diverges', "L'intégrale diverge",
        'The antiderivative has an infinite limit at a bound, so the improper integral has no finite value.',
        "La primitive a une limite infinie en une borne : l'intégrale impropre n'a pas de valeur finie.",
        `\\lim F = ${showLim(A.lim.kind === 'inf' ? A.lim : B.lim)}\\quad\\Rightarrow\\quad ${defInt} = ${divergent > 0 ? '+\\infty' : '-\\infty'}`));
    } else {
      value = piece.value.v;
      const improper = A.improper || B.improper;
      const oneSided = A.oneSided || B.oneSided;
      const [titleEn, titleFr, explEn, explFr] = improper
        ? ['Take the limits at the bounds', 'Passer à la limite aux bornes',
          'The integral is improper: evaluate the antiderivative as a limit at the bound where the integrand or the interval is unbounded.',
          "L'intégrale est impropre : on évalue la primitive comme une limite à la borne où l'intégrande ou l'intervalle n'est pas borné."]
        : piece.jumps.length
          ? ['Apply the fundamental theorem on each piece', 'Appliquer le théorème fondamental sur chaque morceau',
            'On each piece F is continuous: evaluate it at the ends of the piece (one-sided limits at the jumps) and add the pieces.',
            'Sur chaque morceau F est continue : on l\'évalue aux extrémités du morceau (limites à gauche et à droite aux sauts) et on additionne les morceaux.']
          : oneSided
            ? ['Take one-sided limits of the antiderivative', 'Prendre les limites de la primitive',
              'The antiderivative is undefined at a bound although the integrand is continuous there: its value at that bound is its one-sided limit.',
              "La primitive n'est pas définie en une borne où l'intégrande est continue : sa valeur en cette borne est sa limite de ce côté."]
            : ['Apply the fundamental theorem of calculus', 'Appliquer le théorème fondamental',
              'Evaluate the antiderivative at the upper bound and subtract its value at the lower bound (Newton–Leibniz).',
              'On évalue la primitive en la borne supérieure et on retranche sa valeur en la borne inférieure (Newton–Leibniz).'];
      steps.push(step(titleEn, titleFr, explEn, explFr, `${defInt} = ${pieceChain(piece, lo, hi, xs)}`));
    }
  }

  // independent check: quadrature of the integrand
  let verified = false;
  if (pieceCheck !== null) verified = pieceCheck;
  else if (value && params.length > 0 && lo.kind === 'finite' && hi.kind === 'finite') {
    // parameters (∫_0^a x dx): check at values of them, bounds included
    verified = agreesForLetterValues(toAscii(f), ip.variable, toAscii(lo.v), toAscii(hi.v), toAscii(value), params);
  } else if (a !== null && b !== null) {
    if (value) {
      // parameters are checked at positive values only when the problem states them positive (a > 0)
      const stated = problem.task?.kind === 'integrate' ? problem.task.positive ?? [] : [];
      const checkable = params.every((p) => stated.includes(p));
      const exact = valueOf(toAscii(value), params);
      // a tail shrinking like a power of ln x defeats the quadrature in x: the integral in t = ln x instead
      // an oscillating one (sin x/x) is added up period by period
      const q = quadrature(toAscii(f), ip.variable, a, b, params)
        ?? (b === Infinity && params.length === 0 ? logScaleLimit(toAscii(f), ip.variable, a) ?? oscillatoryIntegral(toAscii(f), ip.variable, a) : null);
      verified = checkable && exact !== null && q !== null && Math.abs(q - exact) <= 1e-5 * Math.max(1, Math.abs(exact));
    } else if (divergent) {
      // partial integrals up to bounds closing in on the bad end must grow without limit
      verified = divergesNumerically(toAscii(f), ip.variable, a, b, divergent, badEnds)
        || (b === Infinity && !badEnds[0] && logScaleDiverges(toAscii(f), ip.variable, a, divergent));
    }
  }
  const answerAscii = value ? toAscii(value) : divergent > 0 ? 'oo' : '-oo';
  const answerLatex = value ? toLatex(value) : divergent > 0 ? '+\\infty' : '-\\infty';
  const approx = value ? valueOf(answerAscii) : null;
  // asked whether it converges before its value: the answer says so first
  const converges = value !== null && problem.task?.kind === 'integrate' && problem.task.asks === 'value';
  steps.push(step('Answer', 'Réponse',
    value
      ? `${converges ? 'The integral converges, and its value is' : 'The integral equals'} ${answerAscii}${approx !== null && !/^-?\d+$/.test(answerAscii) ? ` ≈ ${round(approx)}` : ''}.`
      : 'The integral diverges.',
    value
      ? `${converges ? "L'intégrale converge et vaut" : "L'intégrale vaut"} ${answerAscii}${approx !== null && !/^-?\d+$/.test(answerAscii) ? ` ≈ ${round(approx).replace('.', ',')}` : ''}.`
      : "L'intégrale diverge.",
    `${defInt} = ${answerLatex}`));
  return {
    method: 'integral.definite',
    category: 'definite_integral',
    steps,
    answer: { kind: 'expr', value: answerAscii, latex: answerLatex, words: asciiToWords(answerAscii) },
    finalAnswer: value
      ? converges
        ? text(`The integral converges: ∫ = ${answerAscii}`, `L'intégrale converge : ∫ = ${answerAscii}`)
        : text(`∫ = ${answerAscii}`, `∫ = ${answerAscii}`)
      : text(`The integral diverges (${answerAscii}).`, `L'intégrale diverge (${answerAscii}).`),
    verified,
    verification: !verified
      ? text('The numeric integration could not confirm this value.', "L'intégration numérique n'a pas pu confirmer cette valeur.")
      : value
        ? text('Numeric integration (tanh–sinh quadrature) of the integrand gives the same value.',
          "L'intégration numérique (quadrature tanh–sinh) de l'intégrande donne la même valeur.")
        : text('Numeric integration up to bounds closing in on the bad end gives values that grow without limit.',
          "L'intégration numérique jusqu'à des bornes de plus en plus proches de l'extrémité en cause donne des valeurs qui croissent sans limite."),
  };
}

/**
 * ∫ c·e^(−a x²) over [0, +∞) or (−∞, +∞), a > 0: the Gaussian integral √(π/a) (half of it on a
 * half-line), from squaring the integral and switching to polar coordinates.
 */
function gaussian(f: Expr, x: Expr, lo: Bound, hi: Bound, defInt: string, steps: StepDraft[]): Expr | null {
  if (hi.kind !== 'inf' || hi.sign !== 1) return null;
  const half = lo.kind === 'finite' && X.isZero(lo.v);
  if (!half && !(lo.kind === 'inf' && lo.sign === -1)) return null;
  const parts = X.factors(f);
  const ex = parts.filter((p) => !X.free(p, x));
  if (ex.length !== 1 || ex[0].k !== 'fn' || ex[0].name !== 'exp') return null;
  const c = X.mul(...parts.filter((p) => X.free(p, x)));
  const q = P.coeffs(ex[0].arg, x);
  if (!q || q.length !== 3 || !X.isZero(q[0]) || !X.isZero(q[1])) return null;
  const av = numeric(q[2]);
  if (av === null || av >= 0) return null;
  const a = X.neg(q[2]);
  const full = X.mul(c, X.sqrt(X.div(X.PI, a)));
  const value = tidy(half ? X.div(full, X.num(2)) : full);
  steps.push(step('Use the Gaussian integral', "Utiliser l'intégrale de Gauss",
    `e^(−a${toAscii(x)}²) has no elementary antiderivative, but ∫ over ℝ of e^(−a${toAscii(x)}²) = √(π/a) (square the integral and switch to polar coordinates)${half ? '; the integrand is even, so the half-line gives half of it' : ''}.`,
    `e^(−a${toAscii(x)}²) n'a pas de primitive élémentaire, mais ∫ sur ℝ de e^(−a${toAscii(x)}²) = √(π/a) (on élève l'intégrale au carré et on passe en coordonnées polaires)${half ? " ; l'intégrande est paire, la demi-droite en donne la moitié" : ''}.`,
    `${defInt} = ${toLatex(value)}`));
  return value;
}

const round = (v: number): string => (Math.abs(v) >= 1e-4 ? v.toPrecision(6).replace(/\.?0+$/, '') : v.toExponential(3));

/** Partial integrals with the bad ends cut closer and closer: they must grow steadily and exceed any finite value. */
function divergesNumerically(f: string, x: string, a: number, b: number, sign: 1 | -1, bad: [boolean, boolean]): boolean {
  const vals: number[] = [];
  for (const k of [1, 2, 3, 4]) {
    // a finite bad end moves in by a shrinking fraction of the interval, an infinite one moves out
    const cut = (end: number, other: number): number => {
      if (!Number.isFinite(end)) return (Number.isFinite(other) ? other : 0) + Math.sign(end) * 10 ** (k + 1);
      return end + (Number.isFinite(other) ? other - end : Math.sign(other)) * 10 ** -(k + 2);
    };
    const q = quadrature(f, x, bad[0] ? cut(a, b) : a, bad[1] ? cut(b, a) : b);
    if (q === null) return false;
    vals.push(q * sign);
  }
  return vals.every((v, i) => i === 0 || v > vals[i - 1] + 0.1) && vals[3] > 3;
}

/**
 * ∫_a^b f(g(x)) g'(x) dx = ∫_{g(a)}^{g(b)} f(u) du: the substitution with its bounds changed, so
 * there is no need to go back to x. Null (and no steps added) when no substitution applies or the
 * new integral is improper.
 */
function changedBounds(f: Expr, x: Expr, a: Expr, b: Expr, defInt: string, steps: StepDraft[], ctx: SolveContext, params: readonly string[]): Expr | null {
  // an improper integral is evaluated with limits, on the antiderivative in x
  if (valueAtPoint(f, x, a, params) === null || valueAtPoint(f, x, b, params) === null) return null;
  let r;
  try {
    r = substitutionRule(f, x, newContext(() => ctx.checkTime()));
  } catch {
    return null;
  }
  if (!r?.sub) return null;
  const { u0, u, h, inner } = r.sub;
  let ua: Expr;
  let ub: Expr;
  let H: Expr;
  try {
    ua = tidy(X.subs(u0, x, a));
    ub = tidy(X.subs(u0, x, b));
    H = tidy(inner.F);
  } catch {
    return null;
  }
  // H(u_b) − H(u_a) needs H continuous between the new bounds: no pole of h and no jump of H there
  const na = numeric(ua);
  const nb = numeric(ub);
  if (na === null || nb === null) return null;
  const [lo, hi] = [Math.min(na, nb), Math.max(na, nb)];
  const poles = splitPoints(h, u, lo, hi);
  const breaks = antiderivativeBreaks(H, u, lo, hi);
  if (!poles || poles.some((p) => p.kind === 'pole') || !breaks || breaks.length) return null;
  const Fa = valueAtPoint(H, u, ua, []);
  const Fb = valueAtPoint(H, u, ub, []);
  if (!Fa || !Fb) return null;
  const value = simplifyValue(X.sub(Fb, Fa));
  const us = toLatex(u);
  const newInt = `\\int_{${toLatex(ua)}}^{${toLatex(ub)}} ${h.k === 'add' ? `\\left(${toLatex(h)}\\right)` : toLatex(h)}\\,d${us}`;
  steps.push(r.steps[0]);
  steps.push(step('Change the bounds', 'Changer les bornes',
    `With ${plain(u)} = ${plain(u0)}, the bounds become ${plain(u)} = ${plain(ua)} and ${plain(u)} = ${plain(ub)}: no need to come back to ${plain(x)}.`,
    `Avec ${plain(u)} = ${plain(u0)}, les bornes deviennent ${plain(u)} = ${plain(ua)} et ${plain(u)} = ${plain(ub)} : inutile de revenir à ${plain(x)}.`,
    `${defInt} = ${newInt}`));
  steps.push(...inner.steps);
  steps.push(step('Apply the fundamental theorem of calculus', 'Appliquer le théorème fondamental',
    'Evaluate the antiderivative at the new upper bound and subtract its value at the new lower bound.',
    'On évalue la primitive en la nouvelle borne supérieure et on retranche sa valeur en la nouvelle borne inférieure.',
    `${newInt} = \\left[${toLatex(tidy(inner.F))}\\right]_{${toLatex(ua)}}^{${toLatex(ub)}} = ${toLatex(Fb)} - ${minusTex(Fa)} = ${toLatex(value)}`));
  return value;
}

/** A subtracted value, bracketed only when it is a sum or negative. */
function minusTex(e: Expr): string {
  return e.k === 'add' || X.isNegative(e) ? `\\left(${toLatex(e)}\\right)` : toLatex(e);
}

/**
 * ∫_a^b split at the poles and at the sign changes inside absolute values: each piece gets its
 * own antiderivative (|g| written ±g) and limits at the poles. The check integrates each piece
 * numerically.
 */
function piecewise(f: Expr, x: Expr, lo: Bound, hi: Bound, splits: Split[], v: string, defInt: string, steps: StepDraft[], ctx: SolveContext, params: readonly string[]):
  { value: Expr | null; divergent: 1 | -1 | 0; verified: boolean } | null {
  const a = boundNum(lo)!;
  const b = boundNum(hi)!;
  // the split points in the order the integral runs through them
  const inner = b < a ? [...splits].reverse() : splits;
  const pts: { e: Bound; n: number }[] = [{ e: lo, n: a }, ...inner.map((s) => ({ e: { kind: 'finite', v: s.at } as Bound, n: s.value })), { e: hi, n: b }];
  const poles = splits.filter((s) => s.kind === 'pole').map((s) => toAscii(s.at));
  const kinks = splits.filter((s) => s.kind === 'abs').map((s) => toAscii(s.at));
  const why: [string, string][] = [];
  if (poles.length) why.push([`The integrand is undefined at ${v} = ${poles.join(', ')} inside the interval: the integral is improper there, so split it and take limits.`,
    `L'intégrande n'est pas définie en ${v} = ${poles.join(', ')} dans l'intervalle : l'intégrale y est impropre, on la coupe et on passe à la limite.`]);
  if (kinks.length) why.push([`The expression inside the absolute value changes sign at ${v} = ${kinks.join(', ')}: split there and drop the absolute value with the right sign on each piece.`,
    `L'expression dans la valeur absolue change de signe en ${v} = ${kinks.join(', ')} : on coupe en ces points et on enlève la valeur absolue avec le bon signe sur chaque morceau.`]);
  const pieceTex = (p: { e: Bound }, q: { e: Bound }, g: Expr): string => `\\int_{${boundTex(p.e)}}^{${boundTex(q.e)}} ${g.k === 'add' ? `\\left(${toLatex(g)}\\right)` : toLatex(g)}\\,d${toLatex(x)}`;
  // a point of the piece where the sign inside each absolute value is read
  const inside = (p: number, q: number): number => (Number.isFinite(p) && Number.isFinite(q) ? (p + q) / 2 : Number.isFinite(p) ? p + Math.sign(q) : Number.isFinite(q) ? q + Math.sign(p) : 0);
  const pieces: { g: Expr; from: (typeof pts)[number]; to: (typeof pts)[number] }[] = [];
  for (let i = 0; i + 1 < pts.length; i++) pieces.push({ g: removeAbs(f, x, inside(pts[i].n, pts[i + 1].n)), from: pts[i], to: pts[i + 1] });
  steps.push(step('Split the integral', "Couper l'intégrale", why.map((w) => w[0]).join(' '), why.map((w) => w[1]).join(' '),
    `${defInt} = ${pieces.map((p) => pieceTex(p.from, p.to, p.g)).join(' + ')}`));
  let total: Expr = X.ZERO;
  const infSigns: number[] = [];
  let verified = true;
  const xs = toLatex(x);
  for (const p of pieces) {
    const found = findAntiderivative(p.g, x, ctx);
    if (!found) return null;
    const F = found.F;
    const piece = evaluatePiece(F, p.g, x, p.from.e, p.to.e, params, () => ctx.checkTime());
    if (!piece) return null;
    const { A, B } = piece;
    if (piece.value === 'none') {
      // infinite limits of opposite signs: no value, not even ±∞
      infSigns.push(1, -1);
      verified = false;
    } else if (piece.value.kind === 'inf') {
      const s = piece.value.sign;
      infSigns.push(s);
      verified &&= divergesNumerically(toAscii(p.g), v, p.from.n, p.to.n, s, [A.lim.kind === 'inf', B.lim.kind === 'inf']);
    } else {
      const val = piece.value.v;
      total = X.add(total, val);
      const q = quadrature(toAscii(p.g), v, p.from.n, p.to.n, params);
      const exact = valueOf(toAscii(val), params);
      verified &&= q !== null && exact !== null && Math.abs(q - exact) <= 1e-5 * Math.max(1, Math.abs(exact));
    }
    steps.push(...found.steps);
    if (piece.jumps.length) steps.push(jumpStep(F, piece, xs, v));
    const limits = A.oneSided || B.oneSided || piece.jumps.length > 0;
    steps.push(step('Evaluate the piece', 'Évaluer le morceau',
      limits ? 'The antiderivative is evaluated as a one-sided limit where it or the integrand is undefined.' : 'Newton–Leibniz on this piece.',
      limits ? "La primitive est évaluée comme une limite d'un côté là où elle ou l'intégrande n'est pas définie." : 'Newton–Leibniz sur ce morceau.',
      `${pieceTex(p.from, p.to, p.g)} = \\left[${toLatex(F)}\\right]_{${boundTex(p.from.e)}}^{${boundTex(p.to.e)}} = ${pieceChain(piece, p.from.e, p.to.e, xs)}`));
  }
  if (infSigns.length) {
    const same = infSigns.every((s) => s === infSigns[0]);
    if (!same) {
      steps.push(step('The integral diverges', "L'intégrale diverge",
        'At least one piece has no finite value, so the improper integral diverges (the pieces cannot be added).',
        "Au moins un morceau n'a pas de valeur finie : l'intégrale impropre diverge (on ne peut pas additionner les morceaux).",
        `${defInt}\\ \\text{diverges}`));
      return { value: null, divergent: 0, verified: false };
    }
    steps.push(step('The integral diverges', "L'intégrale diverge",
      'A piece has an infinite value, so the improper integral diverges.',
      "Un morceau a une valeur infinie : l'intégrale impropre diverge.",
      `${defInt} = ${infSigns[0] > 0 ? '+\\infty' : '-\\infty'}`));
    return { value: null, divergent: infSigns[0] as 1 | -1, verified };
  }
  const value = simplifyValue(total);
  steps.push(step('Add the pieces', 'Additionner les morceaux', 'The integral is the sum of the pieces.', "L'intégrale est la somme des morceaux.", `${defInt} = ${toLatex(value)}`));
  return { value, divergent: 0, verified };
}

function hasAbs(e: Expr): boolean {
  switch (e.k) {
    case 'fn': return e.name === 'abs' || hasAbs(e.arg);
    case 'add': case 'mul': return e.args.some(hasAbs);
    case 'pow': return hasAbs(e.base) || hasAbs(e.exp);
    default: return false;
  }
}
