import { verifyMatrixTask } from './matrixTask';
import { verifyVectorFunction } from './vectorFunction';
import { kinkPoints } from './kinks';
import { verifyComplexNumber } from './complexNumber';
import { splitTop } from '../parse/splitTop';
import { exactLogAscii, logDiverges } from '../strategies/limit/factorialLog';
import { box, toNode } from '../cas/engine';
import { verifyChemistry } from './chemistry';
import { verifyPhysics } from './physics';
import { verifyBiology } from './biology';
import { verifyLagrange } from './lagrange';
import { freeSymbols, type MathNode } from '../cas/node';
import { toRatFunc } from '../cas/poly';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import { D_NAMES, readOde } from '../strategies/ode/recognize';
import { toAscii as exAscii } from '../strategies/derivative/print';
import { isBiologyTask, isChemistryTask, isPhysicsTask, partialToken, type TaskOf, type Task, type Relation } from '../task/task';
import { odeText } from '../read/ode';
import { checkIntervals, type NumInterval } from './inequality';
import { numericDet, numericRank } from './linalg';
import { antiderivativeMatches, paramScope, quadrature } from './integral';
import { logScaleDiverges, logScaleLimit, logScaleSettles } from './logScale';
import { oscillatingSettles, oscillatoryIntegral } from './oscillatory';
import { approachesLimit, differentLimits, type Approach, type ClaimedLimit } from './limit';
import { close, equivalentAt, evaluateAscii, evaluateReal, realFunction, samplePoints, type NumValue, withValues } from './numeric';
import { constantFromResidual, meetsCondition, satisfiesOde } from './ode';
import { valuesMeeting } from './assumptions';
import { completeByScan, completeComplexByNewton, completeComplexPolySet, completePolySet, rootsSatisfy } from './roots';
import { scanRealRoots } from './scan';
import { definedForEveryReal } from './everywhere';
import { verifyArith, verifyBase, verifyBitwise, verifyBooleanMin, verifyTruthTable, verifyLogic, verifyTwos } from './cs';
import { verifyConvergence, verifyFiniteSum, verifyInfiniteSum, verifyPowerSeriesSum, verifyTaylor } from './series';
import { degreesAsRadians, typedDegrees } from '../parse/degrees';

/**
 * The one verifier: checks an answer against the task *as read*, never against a method's own
 * reading, with numeric tools that share no code with the methods (mathjs evaluation, the CAS's
 * own differentiation, quadrature, root scans). It uses the task's variable, order, point, bounds,
 * domain and conditions, so an answer to another question — the derivative in the wrong variable,
 * a Taylor polynomial of a lower order or about another point — does not pass.
 */
export interface AnswerToCheck {
  kind: string;
  value: string;
}

export function verifyTask(task: Task, answer: AnswerToCheck): boolean {
  if (!answerIsDefined(answer.value)) return false;
  try {
    if (isChemistryTask(task)) return verifyChemistry(task, answer);
    if (isPhysicsTask(task)) return verifyPhysics(task, answer);
    if (isBiologyTask(task)) return verifyBiology(task, answer);
    switch (task.kind) {
      case 'solve': return verifySolve(task, answer);
      case 'transform': return task.vertex ? verifyVertex(task.expr, task.vertex, answer) : task.range ? answer.kind === 'interval' && verifyRange(task.expr, answer.value) : answer.kind === 'expr' && verifyTransform(task, answer.value) && (!task.through || verifyLineThrough(task.through, answer.value));
      case 'evaluate': return answer.kind === 'expr' && sameValue(task.at ? withValues(task.expr, task.at.map(([v]) => v), task.at.map(([, x]) => evaluateReal(x) ?? NaN)) : task.expr, answer.value);
      case 'differentiate': return task.alsoVariable ? answer.kind === 'matrix' && verifyImplicitPair(task, task.alsoVariable, answer.value) : answer.kind === 'expr' && (task.line ? verifyLine(task, task.line, answer.value) : task.implicit ? verifyImplicit(task, answer.value) : verifyDerivative(task, answer.value));
      case 'integrate':
        if (task.asks === 'for_which') return answer.kind === 'interval' && verifyConvergenceSet(task, answer.value);
        if (task.rod?.asks === 'centre') return answer.kind === 'expr' && verifyRodCentre(task, answer.value);
        // a rod's moment of inertia about x = 0: the integral of x²λ along it
        if (task.rod?.asks === 'inertia') return answer.kind === 'expr' && verifyRodInertia(task, answer.value);
        return task.asks === 'converges' ? answer.kind === 'bool' && verifyIntegralConverges(task, answer.value) : verifyIntegral(task, answer);
      case 'limit':
        if (task.asks === 'converges') return answer.kind === 'bool' && verifyConverges(task, answer.value);
        if (task.asks === 'exists') return answer.kind === 'bool' && verifyExists(task, answer.value);
        if (task.asks === 'parameters') return verifyLimitParameters(task, answer);
        if (task.asks === 'equivalent') return answer.kind === 'expr' && verifyEquivalent(task, answer.value);
        return answer.kind === 'expr' && verifyLimit(task, answer.value);
      case 'series': return answer.kind === 'expr' && verifySeries(task, answer.value);
      case 'sum': return answer.kind === 'expr' && verifySum(task, answer.value);
      case 'recurrence': return answer.kind === 'expr' && verifyRecurrence(task, answer.value);
      case 'newton_cooling': return answer.kind === 'expr' && verifyCooling(task, answer.value);
      case 'complex_locus': return answer.kind === 'expr' && verifyComplexLocus(task, answer.value);
      case 'euler_method': return answer.kind === 'expr' && verifyEulerMethod(task, answer.value);
      case 'ode_system': return task.asked ? answer.kind === 'expr' && verifyOdeSystemComponent(task, task.asked, answer.value) : answer.kind === 'matrix' && verifyOdeSystem(task, answer.value);
      case 'tangent_plane': return task.normal ? answer.kind === 'matrix' && verifyNormal(task, task.normal, answer.value) : answer.kind === 'expr' && verifyTangentPlane(task, answer.value);
      case 'radius': return task.asks === 'interval' ? answer.kind === 'interval' && verifyConvergenceInterval(task, answer.value) : answer.kind === 'expr' && verifyRadius(task, answer.value);
      case 'least_squares': return answer.kind === 'expr' && verifyLeastSquares(task, answer.value);
      case 'complex_number': return verifyComplexNumber(task, answer);
      case 'matrix': return verifyMatrixTask(task, answer);
      case 'structured_det': return answer.kind === 'expr' && verifyStructuredDet(task, answer.value);
      case 'vector_algebra': return verifyVectorAlgebra(task, answer);
      case 'partial_combination': return verifyPartialCombination(task, answer);
      case 'ode': return task.constant !== undefined ? answer.kind === 'expr' && verifyOdeConstant(task, task.constant, answer.value) : task.at !== undefined ? answer.kind === 'expr' && verifyOdeValueAt(task, task.at, answer.value) : answer.kind === 'ode' && (verifyOdeCases(task, answer.value) ?? verifyOde(task, answer.value));
      case 'claim': return answer.kind === 'bool' && verifyClaim(task, answer.value);
      case 'vector': return verifyVector(task, answer);
      case 'vector_function': return verifyVectorFunction(task, answer);
      case 'multiple': return task.centreOfMass ? answer.kind === 'matrix' && verifyCentreOfMass(task, answer.value) : answer.kind === 'expr' && (task.totalMass || task.average ? verifyMomentOfInertia(task, task.totalMass ?? '1', answer.value) : verifyMultiple(task, answer.value));
      case 'base': return verifyBase(task, answer.value);
      case 'twos_complement': return verifyTwos(task, answer.kind, answer.value);
      case 'binary_arith': return verifyArith(task, answer.value);
      case 'bitwise': return verifyBitwise(task, answer.value);
      case 'boolean': return task.table ? answer.kind === 'text' && verifyTruthTable({ ...task, table: task.table }, answer.value) : answer.kind === 'boolean' && verifyBooleanMin(task, answer.value);
      case 'logic': return answer.kind === 'bool' && verifyLogic(task, answer.value);
    }
  } catch {
    return false;
  }
}

/** A series given by its general term, Sum(term, (n, lo, oo)), as the series methods write it. */
const GENERAL_TERM = /^Sum\((.+), \(([a-z]), (\d+), oo\)\)$/;
const UNEVALUATED = /\b(?:limit|Limit|lim|sum|Sum|integrate|Integral|Integrate|Derivative|diff|D|Subs|RootOf|error|Error|Undefined|NaN|nan|zoo|ComplexInfinity)\s*\(|\b(?:zoo|nan|NaN|Undefined|ComplexInfinity)\b/;

/**
 * An answer holding an unevaluated operator (`limit(…)`, `sum(…)`) or an undefined value
 * (tan(π/2), 1/0, ln 0) is no answer. Floating point gives tan(π/2) ≈ 1.6·10¹⁶, "finite": every
 * constant part of the answer is evaluated and a huge or undefined value rejects it.
 */
export function answerIsDefined(value: string): boolean {
  // the whole series asked ("Maclaurin series of e^x"): the Σ of its general term is the answer
  const series = GENERAL_TERM.exec(value.trim());
  if (series) return answerIsDefined(series[1]);
  // a limit's "complex infinity" (the sides tend to infinities of opposite signs) is an answer
  if (value.trim() === 'zoo') return true;
  if (UNEVALUATED.test(value)) return false;
  // a number written in E notation (3.000e18 Hz) is defined whatever its size: only its mantissa is looked at
  const written = value.replace(/(?<![\w.])(\d+(?:\.\d+)?)[eE][-+]?\d+(?![\w.])/g, '$1');
  return formulasOf(written.replace(/\s*\+\s*C\s*$/, '').replace(/^\s*[A-Za-z]\s*=\s*/, '')).every((body) => {
    if (/^(?:True|False|EmptySet|DNE|-?oo)$/.test(body)) return true;
    let node: MathNode;
    try {
      node = parseNode(body);
    } catch {
      return true;
    }
    return constantPartsDefined(node);
  });
}

/** The formulas inside an answer: roots of a list, ends of intervals, values of assignments. */
function formulasOf(value: string): string[] {
  const v = value.trim();
  if (/\s+U\s+/.test(v)) return v.split(/\s+U\s+/).flatMap(formulasOf);
  // the answers of several questions asked together, listed with "; "
  const answers = splitTop(v, ';');
  if (answers.length > 1) return answers.flatMap(formulasOf);
  const outer = /^([[({])(.*)([\])}])$/.exec(v);
  if (outer) {
    const inner = splitTop(outer[2]);
    // a bracketed formula ((x + 1)) is a formula; a bracketed list, interval or record is not
    if (inner.length > 1 || outer[1] !== '(' || outer[3] !== ')' || v.includes(':')) return inner.flatMap(formulasOf);
  }
  const kv = /^[A-Za-z]\w*\s*:\s*(.+)$/.exec(v);
  return kv ? formulasOf(kv[1]) : v ? [v] : [];
}

function constantPartsDefined(n: MathNode): boolean {
  if (!Array.isArray(n)) return true;
  if (freeSymbols(n).size === 0 || [...freeSymbols(n)].every((s) => s === 'i')) {
    const ascii = toAscii(n);
    if (/\boo\b/.test(ascii)) return true;
    const v = evaluateAscii(ascii);
    return v !== null && Number.isFinite(v.re) && Number.isFinite(v.im) && Math.abs(v.re) < 1e12 && Math.abs(v.im) < 1e12;
  }
  return (n.slice(1) as MathNode[]).every(constantPartsDefined);
}

/** The letters of ASCII formulas (C1 and C_2 are names; a name before "(" is a function). */
const letters = (...asciis: string[]): string[] => {
  const out = new Set<string>();
  for (const a of asciis) for (const m of a.matchAll(/(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z0-9_]*)(?![A-Za-z0-9_]|\s*\()/g)) out.add(m[1]);
  for (const c of ['e', 'i', 'pi', 'oo', 'zoo', 'E', 'I', 'True', 'False', 'EmptySet', 'DNE', 'U']) out.delete(c);
  return [...out].sort();
};

/** Two closed values (or expressions in the same letters) agree, complex values included. */
function sameValue(a0: string, b0: string): boolean {
  // mathjs names the binomial coefficient combinations(n, k)
  const a = a0.replace(/\bbinomial\(/g, 'combinations(');
  const b = b0.replace(/\bbinomial\(/g, 'combinations(');
  const vars = letters(a, b);
  if (vars.length > 0) return equivalentAt(a, b, vars);
  const x = evaluateAscii(a);
  const y = evaluateAscii(b);
  return x !== null && y !== null && close(x, y, 1e-9);
}

// ——— transform ———

function verifyTransform(t: TaskOf<'transform'>, value: string): boolean {
  if (!sameValue(t.expr, value)) return false;
  if (t.line && !lineAsked(t.line, value)) return false;
  // a(x − h)² + k: the variable written once, inside the square
  if (t.op === 'complete_square') return [...freeSymbols(parseNode(t.expr))].every((x) => (value.match(new RegExp(String.raw`(?<![A-Za-z])${x}(?![A-Za-z])`, 'g')) ?? []).length === 1) && /\^\s*2/.test(value);
  if (t.op === 'factor') {
    // A factored form is a product or a power; or the expression itself when nothing factors.
    const n = parseNode(value);
    const h = Array.isArray(n) ? n[0] : null;
    const same = value.replace(/\s/g, '') === t.expr.replace(/\s/g, '');
    return same || h === 'Multiply' || h === 'Power' || h === 'Negate' || h === 'Divide';
  }
  return true;
}

/**
 * The range of a function of one variable as an interval with one end infinite: the end is the
 * least (or greatest) value found on a fine grid, never passed, and the other side unbounded there.
 */
/** A parabola's vertex (h, k) or axis x = h: f(h) = k, and f(h − d) = f(h + d) at several distances d. */
function verifyVertex(expr: string, asked: 'point' | 'axis', answer: AnswerToCheck): boolean {
  const [x] = [...freeSymbols(parseNode(expr))];
  const numbers = answer.value.replace(/[[\]\s]/g, '').split(',').map((v) => evaluateReal(v));
  if (x === undefined || numbers.some((v) => v === null) || numbers.length !== (asked === 'point' ? 2 : 1) || answer.kind !== (asked === 'point' ? 'matrix' : 'expr')) return false;
  const [h, k] = numbers as number[];
  const f = (v: number): number | null => evaluateReal(expr, { [x]: v });
  const symmetric = [0.5, 1.3, 2.7].every((d) => {
    const [l, r] = [f(h - d), f(h + d)];
    return l !== null && r !== null && Math.abs(l - r) <= 1e-9 * Math.max(1, Math.abs(l));
  });
  const top = f(h);
  return symmetric && (asked === 'axis' || (top !== null && Math.abs(top - k) <= 1e-9 * Math.max(1, Math.abs(k))));
}

function verifyRange(expr: string, value: string): boolean {
  const ivs = parseIntervals(value);
  const [x] = [...freeSymbols(parseNode(expr))];
  if (!ivs || ivs.length !== 1 || x === undefined || (ivs[0].lo === null) === (ivs[0].hi === null)) return false;
  const values: number[] = [];
  for (let k = -40000; k <= 40000; k++) {
    const v = evaluateReal(expr, { [x]: k / 400 });
    if (v !== null) values.push(v);
  }
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-4 * Math.max(1, Math.abs(b));
  const iv = ivs[0];
  return iv.lo !== null ? iv.loClosed && near(iv.lo, lo) && hi > iv.lo + 1e3 : iv.hiClosed && iv.hi !== null && near(iv.hi, hi) && lo < iv.hi - 1e3;
}

/**
 * y = answer is the line asked: affine, through the point, its slope that of the given line
 * (F(x, y) = 0, its slope −F_x/F_y from differences of F) or −1 over it.
 */
function lineAsked(line: NonNullable<TaskOf<'transform'>['line']>, value: string): boolean {
  const [lhs, rhs] = line.to.split('=');
  const F = (x: number, y: number): number | null => {
    const l = evaluateReal(lhs, { x, y });
    const r = evaluateReal(rhs, { x, y });
    return l === null || r === null ? null : l - r;
  };
  const y = (x: number): number | null => evaluateReal(value, { x });
  const [x0, y0] = line.point.map((c) => evaluateReal(c));
  const [f00, fx, fy, y1, y2, y3, atPoint] = [F(0, 0), F(1, 0), F(0, 1), y(0), y(1), y(2), x0 === null ? null : y(x0)];
  if (x0 === null || y0 === null || f00 === null || fx === null || fy === null || y1 === null || y2 === null || y3 === null || atPoint === null) return false;
  const slope = y2 - y1;
  const given = -(fx - f00) / (fy - f00);
  const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const slopeOk = line.relation === 'parallel' ? close(slope, given) : close(slope * given, -1);
  return close(y3 - y2, slope) && close(atPoint, y0) && slopeOk;
}

// ——— derivatives ———

/** The derivative of order n by the CAS's own differentiation (not the method's rules). */
function casDerivative(expr: string, v: string, order: number): string | null {
  let n: MathNode = parseNode(expr);
  for (let k = 0; k < order; k++) n = toNode(box(['D', n, v]).evaluate());
  const s = toAscii(n);
  return /\bD\(|Derivative|Error|error/.test(s) ? null : s;
}

function casMixed(expr: string, vars: string[]): string | null {
  let n: MathNode = parseNode(expr);
  for (const v of vars) n = toNode(box(['D', n, v]).evaluate());
  const s = toAscii(n);
  return /\bD\(|Derivative|Error|error/.test(s) ? null : s;
}

/** Central differences (orders 1 and 2), when the CAS cannot differentiate (and for the check's evidence). */
export function numericDerivativeAt(f: string, v: string, order: number, scope: Record<string, number>): number | null {
  const at = (d: number): number | null => evaluateReal(f, { ...scope, [v]: scope[v] + d });
  if (order === 1) {
    const h = 1e-5 * Math.max(1, Math.abs(scope[v]));
    const a = at(h);
    const b = at(-h);
    return a === null || b === null ? null : (a - b) / (2 * h);
  }
  if (order === 2) {
    const h = 1e-3 * Math.max(1, Math.abs(scope[v]));
    const a = at(h);
    const m = at(0);
    const b = at(-h);
    return a === null || m === null || b === null ? null : (a - 2 * m + b) / (h * h);
  }
  return null;
}

function verifyDerivative(t: TaskOf<'differentiate'>, value: string): boolean {
  const vars = letters(t.expr, value).filter((s) => s !== t.variable);
  const reference = t.mixed ? casMixed(t.expr, t.mixed) : casDerivative(t.expr, t.variable, t.order);
  if (t.mixed && !reference) return false;
  if (t.values) return verifyPartialAt(t, t.values, reference, value);
  if (t.at !== undefined) {
    const at = evaluateReal(t.at);
    if (at === null) return false;
    if (reference) {
      const atRef = `(${reference})`.replace(new RegExp(`(?<![A-Za-z])${t.variable}(?![A-Za-z])`, 'g'), `(${t.at})`);
      return sameValue(atRef, value);
    }
    if (vars.length > 0) return false;
    const num = numericDerivativeAt(t.expr, t.variable, t.order, { [t.variable]: at });
    const claimed = evaluateReal(value);
    return num !== null && claimed !== null && Math.abs(num - claimed) <= 1e-4 * Math.max(1, Math.abs(num));
  }
  if (reference) return equivalentAt(reference, value, [t.variable, ...vars]);
  // no symbolic derivative: compare with central differences at sample points
  const pts = samplePoints(24, -2.7, 3.1, 5);
  let compared = 0;
  for (const p of pts) {
    const scope: Record<string, number> = { [t.variable]: p };
    vars.forEach((s, k) => (scope[s] = 0.7 + 0.37 * k));
    const num = numericDerivativeAt(t.expr, t.variable, t.order, scope);
    const claimed = evaluateReal(value, scope);
    if (num === null || claimed === null) continue;
    if (Math.abs(num - claimed) > 1e-4 * Math.max(1, Math.abs(num))) return false;
    compared++;
  }
  return compared >= 4;
}

/** A tangent (normal) line: a line in the variable through (a, f(a)) whose slope is f's central difference at a (its negative reciprocal). */
function verifyLine(t: TaskOf<'differentiate'>, line: 'tangent' | 'normal', value: string): boolean {
  const v = t.variable;
  const a = t.at === undefined ? null : evaluateReal(t.at);
  if (a === null || letters(value).some((s) => s !== v)) return false;
  const L = (x: number): number => evaluateReal(value, { [v]: x }) ?? NaN;
  const fa = evaluateReal(t.expr, { [v]: a });
  const derivative = numericDerivativeAt(t.expr, v, 1, { [v]: a });
  if (fa === null || derivative === null || (line === 'normal' && Math.abs(derivative) < 1e-6)) return false;
  const slope = line === 'normal' ? -1 / derivative : derivative;
  const close = (p: number, q: number): boolean => Math.abs(p - q) <= 1e-4 * Math.max(1, Math.abs(q));
  return close(L(a), fa) && close(L(a + 1) - L(a), slope) && close(L(a) - L(a - 1), slope);
}

/** A partial derivative at a point: a number, the CAS's derivative there (or central differences for a first or second order). */
function verifyPartialAt(t: TaskOf<'differentiate'>, values: Array<{ variable: string; value: string }>, reference: string | null, value: string): boolean {
  const scope: Record<string, number> = {};
  for (const p of values) {
    const x = evaluateReal(p.value);
    if (x === null) return false;
    scope[p.variable] = x;
  }
  const claimed = evaluateReal(value);
  if (claimed === null || letters(value).length > 0) return false;
  const expected = reference ? evaluateReal(reference, scope) : t.mixed ? null : numericDerivativeAt(t.expr, t.variable, t.order, scope);
  return expected !== null && Math.abs(expected - claimed) <= 1e-6 * Math.max(1, Math.abs(expected));
}

/**
 * y(x) defined by F(x, y) = 0: points of the curve are found numerically, y is followed near each
 * by Newton's method, and its derivatives by central differences, so the answer is checked on
 * the curve whatever form it takes there (y'' = −25/y³ on x² + y² = 25).
 */
function verifyImplicit(t: TaskOf<'differentiate'>, value: string): boolean {
  if (!t.partial) return verifyOnCurve(t.expr, value, t.order, t.point, 'x', 'y', {});
  // ∂z/∂x on F(x, y, z) = 0: with the other variables fixed, z is a function of x alone on a curve
  const dependent = t.name ?? 'z';
  const fixedNames = letters(t.expr).filter((v) => v !== t.variable && v !== dependent);
  if (t.values) {
    const scope = Object.fromEntries(t.values.map((p) => [p.variable, evaluateReal(p.value) ?? NaN]));
    const point = [t.variable, dependent].map((v) => t.values?.find((p) => p.variable === v)?.value ?? 'NaN');
    return verifyOnCurve(t.expr, value, t.order, point, t.variable, dependent, Object.fromEntries(fixedNames.map((v) => [v, scope[v] ?? NaN])));
  }
  return [0.43, -0.61].every((c, k) => verifyOnCurve(t.expr, value, t.order, undefined, t.variable, dependent, Object.fromEntries(fixedNames.map((v, j) => [v, c + 0.29 * j + 0.1 * k]))));
}

/** ∂z/∂x and ∂z/∂y asked together, answered as the column [[∂z/∂x], [∂z/∂y]]: each checked on its own. */
function verifyImplicitPair(t: TaskOf<'differentiate'>, second: string, value: string): boolean {
  const m = /^\s*\[\s*\[(.+)\]\s*,\s*\[(.+)\]\s*\]\s*$/.exec(value);
  return m !== null && verifyImplicit({ ...t, alsoVariable: undefined }, m[1]) && verifyImplicit({ ...t, variable: second, alsoVariable: undefined }, m[2]);
}

/** On the curve F = 0 in the plane (xName, yName), the other letters fixed: y(x) and its derivatives. */
function verifyOnCurve(expr: string, value: string, order: number, point: string[] | undefined, xName: string, yName: string, fixed: Scope): boolean {
  if (order > 3) return false;
  if (Object.values(fixed).some((v) => !Number.isFinite(v))) return false;
  const F = (x: number, y: number): number | null => evaluateReal(expr, { ...fixed, [xName]: x, [yName]: y });
  const yNear = (x: number, y0: number): number | null => {
    let y = y0;
    for (let k = 0; k < 60; k++) {
      const f = F(x, y);
      const h = 1e-7 * Math.max(1, Math.abs(y));
      const f1 = F(x, y + h);
      if (f === null || f1 === null) return null;
      const d = (f1 - f) / h;
      if (d === 0) return null;
      const step = f / d;
      y -= step;
      if (Math.abs(step) < 1e-14 * Math.max(1, Math.abs(y))) return y;
    }
    return null;
  };
  let compared = 0;
  const given = point?.map((c) => evaluateReal(c));
  if (given && given.some((c) => c === null)) return false;
  if (given) {
    // a value asked at a point is a number, not the general formula
    if (letters(value).length > 0) return false;
    // the point must lie on the curve
    const f0 = F(given[0] as number, given[1] as number);
    if (f0 === null || Math.abs(f0) > 1e-9) return false;
  }
  for (const x0 of given ? [given[0] as number] : [0.37, 0.81, -0.53, 1.27, -1.11, 0.13, 2.03, -1.71]) {
    // a point of the curve above x0: a sign change of F(x0, ·), refined by bisection
    let y0: number | null = given ? (given[1] as number) : null;
    let prev = F(x0, -9.7);
    for (let y = -9.6; y <= 10 && y0 === null && !given; y += 0.1) {
      const cur = F(x0, y);
      if (prev !== null && cur !== null && prev * cur < 0) {
        let lo = y - 0.1;
        let hi = y;
        for (let k = 0; k < 80; k++) {
          const mid = (lo + hi) / 2;
          const fm = F(x0, mid);
          const flo = F(x0, lo);
          if (fm === null || flo === null) break;
          if (flo * fm <= 0) hi = mid;
          else lo = mid;
        }
        y0 = (lo + hi) / 2;
      }
      prev = cur;
    }
    if (y0 === null) continue;
    // a third derivative needs a wider step (and a looser tolerance) to stay clear of rounding
    const h = order === 3 ? 1e-2 : 1e-3;
    const yp = yNear(x0 + h, y0);
    const ym = yNear(x0 - h, y0);
    const yc = yNear(x0, y0);
    const yp2 = order === 3 ? yNear(x0 + 2 * h, y0) : 0;
    const ym2 = order === 3 ? yNear(x0 - 2 * h, y0) : 0;
    if (yp === null || ym === null || yc === null || yp2 === null || ym2 === null) continue;
    const expected = order === 1 ? (yp - ym) / (2 * h) : order === 2 ? (yp - 2 * yc + ym) / (h * h) : (yp2 - 2 * yp + 2 * ym - ym2) / (2 * h * h * h);
    const claimed = evaluateReal(value, { ...fixed, [xName]: x0, [yName]: yc });
    if (claimed === null || !Number.isFinite(expected)) continue;
    if (Math.abs(expected - claimed) > (order === 3 ? 2e-3 : 1e-4) * Math.max(1, Math.abs(expected))) return false;
    compared++;
  }
  return compared >= (given ? 1 : 2);
}

// ——— integrals ———

function verifyIntegral(t: TaskOf<'integrate'>, answer: AnswerToCheck): boolean {
  const params = letters(t.integrand).filter((s) => s !== t.variable);
  if (!t.bounds) {
    if (answer.kind !== 'antiderivative') return false;
    const F = answer.value.replace(/\s*\+\s*C\s*$/, '');
    return antiderivativeMatches(F, t.integrand, t.variable, params);
  }
  if (answer.kind !== 'expr') return false;
  // a bound that is a letter (∫₀ᵃ x² dx, a side a of a region) is a parameter too, given its value with the integrand's
  const { lo, hi } = t.bounds;
  const boundLetters = [lo, hi].flatMap((bound) => (/^\s*[-+]?\s*oo\s*$/.test(bound) ? [] : letters(bound))).filter((l) => l !== t.variable && !params.includes(l));
  if (boundLetters.length > 0) params.push(...new Set(boundLetters));
  const scope = paramScope(params);
  // a bound whose letter is also the integrand's (∫_{−a}^{a} √(a² − x²) dx) takes the same value
  const lettered = (bound: string): boolean => letters(bound).some((l) => l !== t.variable);
  const a = boundValue(lo) ?? (lettered(lo) ? evaluateReal(lo, scope) : null);
  const b = boundValue(hi) ?? (lettered(hi) ? evaluateReal(hi, scope) : null);
  if (a === null || b === null) return false;
  // a divergent integral: the partial integrals towards the improper end keep growing
  if (/^\s*-?oo\s*$/.test(answer.value)) return params.length === 0 && diverges(t, /-/.test(answer.value) ? -1 : 1);
  if (t.natural) return boundLetters.length === 0 && naturalValuesAgree(t, answer.value, a, b);
  const claimed = evaluateReal(answer.value, scope);
  if (claimed === null) return false;
  const q = quadrature(t.integrand, t.variable, a, b, params);
  if (q === null) {
    // a tail that shrinks like a power of ln x (∫ dx/(x ln²x)) is integrated in t = ln x
    // an oscillating one (sin x/x) is added up period by period
    const slow = b === Infinity && params.length === 0 ? logScaleLimit(t.integrand, t.variable, a) ?? oscillatoryIntegral(t.integrand, t.variable, a) : null;
    if (slow === null) return kinkedIntegralAgrees(t, claimed, a, b, params);
    return Math.abs(slow - claimed) <= 1e-6 * Math.max(1, Math.abs(slow));
  }
  // a divergent integral's quadrature drifts as the grid refines: demand agreement with a coarser rule
  const half = quadratureHalves(t.integrand, t.variable, a, b, params);
  if ((half === null || Math.abs(half - q) <= 1e-6 * Math.max(1, Math.abs(q))) && Math.abs(q - claimed) <= 1e-7 * Math.max(1, Math.abs(q))) return true;
  return kinkedIntegralAgrees(t, claimed, a, b, params);
}

/** A rod's moment of inertia about x = 0: the claimed value against the quadrature of x²λ along the rod, its letters (the mass M, the length L) given values. */
function verifyRodInertia(t: TaskOf<'integrate'>, value: string): boolean {
  if (!t.bounds) return false;
  const params = [...new Set(letters([t.integrand, t.bounds.lo, t.bounds.hi].join(' + ')))].filter((s) => s !== t.variable);
  if (letters(value).some((l) => !params.includes(l))) return false;
  const scope = paramScope(params);
  const [a, b, claimed] = [t.bounds.lo, t.bounds.hi, value].map((e) => evaluateReal(e, scope));
  if (a === null || b === null || claimed === null) return false;
  const q = quadrature(`${t.variable}^2*(${t.integrand})`, t.variable, a, b, params);
  return q !== null && Math.abs(q - claimed) <= 1e-7 * Math.max(1, Math.abs(q));
}

/** A rod's centre of mass: the claimed x̄ against the quotient of the quadratures of x·λ and λ, the letters given values. */
function verifyRodCentre(t: TaskOf<'integrate'>, value: string): boolean {
  if (!t.bounds) return false;
  const params = letters(t.integrand).filter((s) => s !== t.variable);
  const a = boundValue(t.bounds.lo);
  const b = boundValue(t.bounds.hi);
  const claimed = evaluateReal(value, paramScope(params));
  if (a === null || b === null || claimed === null) return false;
  const mass = quadrature(t.integrand, t.variable, a, b, params);
  const moment = quadrature(`${t.variable}*(${t.integrand})`, t.variable, a, b, params);
  if (mass === null || moment === null || Math.abs(mass) < 1e-12) return false;
  return Math.abs(moment / mass - claimed) <= 1e-7 * Math.max(1, Math.abs(claimed));
}

/**
 * A kink inside (|x + 1|, √((x + 1)²)) slows one quadrature rule down below the agreement asked:
 * the pieces between the kinks, found from the integrand's own values, are integrated on their own.
 */
function kinkedIntegralAgrees(t: TaskOf<'integrate'>, claimed: number, a: number, b: number, params: string[]): boolean {
  const kinks = kinkPoints(t.integrand, t.variable, a, b, params);
  if (kinks.length === 0) return false;
  const cuts = [a, ...(a < b ? kinks : kinks.reverse()), b];
  const pieces = (rule: (lo: number, hi: number) => number | null): number | null =>
    cuts.slice(1).reduce<number | null>((sum, hi, k) => {
      const piece = sum === null ? null : rule(cuts[k], hi);
      return sum === null || piece === null ? null : sum + piece;
    }, 0);
  const q = pieces((lo, hi) => quadrature(t.integrand, t.variable, lo, hi, params));
  const half = pieces((lo, hi) => quadratureHalves(t.integrand, t.variable, lo, hi, params));
  if (q === null || half === null || Math.abs(half - q) > 1e-6 * Math.max(1, Math.abs(q))) return false;
  return Math.abs(q - claimed) <= 1e-7 * Math.max(1, Math.abs(q));
}

/** A parameter stated a natural number ("n ∈ ℕ"): the answer and the quadrature agree at n = 0, 1, …, 4 (no other parameter). */
function naturalValuesAgree(t: TaskOf<'integrate'>, value: string, a: number, b: number): boolean {
  const natural = t.natural ?? [];
  if (natural.length !== 1 || letters(t.integrand).some((s) => s !== t.variable && s !== natural[0])) return false;
  const at = (s: string, k: number): string => s.replace(new RegExp(`(?<![A-Za-z])${natural[0]}(?![A-Za-z])`, 'g'), `(${k})`);
  return [0, 1, 2, 3, 4].every((k) => {
    const claimed = evaluateReal(at(value, k));
    const q = quadrature(at(t.integrand, k), t.variable, a, b);
    return claimed !== null && q !== null && Math.abs(q - claimed) <= 1e-7 * Math.max(1, Math.abs(q));
  });
}

/**
 * The partial integrals up to 10, 100, …, 10⁵ (or from a + 10⁻¹, …, a + 10⁻⁶ at a singular end)
 * grow in the claimed sign by steps that do not shrink: the signature of a divergent integral
 * (a convergent one's steps shrink geometrically).
 */
function diverges(t: TaskOf<'integrate'>, sign: 1 | -1): boolean {
  const values = partialIntegrals(t);
  if (!values) return false;
  const steps = values.slice(1).map((v, k) => (v - values[k]) * sign);
  if (steps.every((d) => d > 0) && steps.every((d, k) => k === 0 || d >= 0.9 * steps[k - 1])) return true;
  // growth like ln ln x (∫ dx/(x ln x)) is too slow for decades of x: steps in t = ln x instead
  const a = boundValue(t.bounds?.lo ?? '');
  return t.bounds?.hi === 'oo' && a !== null && logScaleDiverges(t.integrand, t.variable, a, sign);
}

/** Yes: the partial integrals towards the improper end settle (their steps shrink fast); no: they keep growing. */
function verifyIntegralConverges(t: TaskOf<'integrate'>, value: string): boolean {
  const v = value.trim();
  if (t.bounds?.lo === '-oo' && t.bounds.hi === 'oo') {
    // over ℝ: converges when both halves do, diverges when either does
    const halves = [{ lo: '-oo', hi: '0' }, { lo: '0', hi: 'oo' }].map((bounds) => ({ ...t, bounds }));
    return v === 'True' ? halves.every((h) => verifyIntegralConverges(h, 'True')) : v === 'False' && halves.some((h) => verifyIntegralConverges(h, 'False'));
  }
  if (v === 'False') return diverges(t, 1) || diverges(t, -1) || oscillates(t);
  if (v !== 'True' || !t.bounds) return false;
  const q = quadrature(t.integrand, t.variable, boundValue(t.bounds.lo) ?? NaN, boundValue(t.bounds.hi) ?? NaN);
  // one rule over [a, ∞) loses an oscillating integrand ((2 + sin x)/x²): its partial integrals still settle
  if ((q === null || !Number.isFinite(q)) && t.bounds.hi !== 'oo') return false;
  const a = boundValue(t.bounds.lo);
  const settlesInLog = (): boolean => t.bounds?.hi === 'oo' && a !== null && logScaleSettles(t.integrand, t.variable, a);
  const settlesByPeriods = (): boolean => t.bounds?.hi === 'oo' && a !== null && oscillatingSettles(t.integrand, t.variable, a);
  return !diverges(t, 1) && !diverges(t, -1) && (settles(t) || settlesByPeriods() || settlesInLog());
}

/**
 * "For which p": at sample values of the parameter and at the claimed set's finite ends (the
 * p-test's boundary case), the integral settles inside the set and grows without bound outside it.
 */
function verifyConvergenceSet(t: TaskOf<'integrate'>, value: string): boolean {
  if (!t.parameter) return false;
  const set = value.trim() === 'EmptySet' ? null : /^([([])\s*(-?oo|-?[\d.]+(?:\/\d+)?)\s*,\s*(-?oo|-?[\d.]+(?:\/\d+)?)\s*([)\]])$/.exec(value.trim());
  if (value.trim() !== 'EmptySet' && !set) return false;
  const bound = (s: string): number => (s === 'oo' ? Infinity : s === '-oo' ? -Infinity : s.split('/').map(Number).reduce((a, b) => a / b));
  const [lo, hi] = set ? [bound(set[2]), bound(set[3])] : [NaN, NaN];
  const inside = (p: number): boolean => set !== null && (p > lo || (set[1] === '[' && p === lo)) && (p < hi || (set[4] === ']' && p === hi));
  const ends = [lo, hi].filter(Number.isFinite);
  // away from a claimed end the partial integrals settle or grow fast enough to tell apart
  const samples = ends.length ? ends.flatMap((e) => [e - 2, e - 1, e + 1, e + 2]) : [-2, -0.5, 0.3, 1.7, 2.5, 3];
  const verdict = (p: number, claim: 'True' | 'False'): boolean => {
    const integrand = withValues(t.integrand, [t.parameter ?? ''], [p]);
    const whole: TaskOf<'integrate'> = { ...t, integrand, asks: 'converges' };
    const a = boundValue(t.bounds?.lo ?? '');
    const singularStart = a !== null && Number.isFinite(a) && !Number.isFinite(evaluateReal(integrand, { [t.variable]: a }) ?? NaN);
    if (!(singularStart && t.bounds?.hi === 'oo' && a !== null)) return verifyIntegralConverges(whole, claim);
    // improper at both ends: converges when both halves do, diverges when either does
    const halves = [{ lo: String(a), hi: String(a + 1) }, { lo: String(a + 1), hi: 'oo' }].map((bounds) => ({ ...whole, bounds }));
    return claim === 'True' ? halves.every((h) => verifyIntegralConverges(h, 'True')) : halves.some((h) => verifyIntegralConverges(h, 'False'));
  };
  return [...samples, ...ends].every((p) => verdict(p, inside(p) ? 'True' : 'False'));
}

/** The partial integrals' steps over successive decades shrink at least by half each time. */
function settles(t: TaskOf<'integrate'>): boolean {
  const partial = partialIntegrals(t);
  if (!partial) return false;
  const steps = partial.slice(1).map((v, k) => Math.abs(v - partial[k]));
  return steps.slice(1).every((d, k) => d <= 0.5 * steps[k] + 1e-12);
}

/** ∫ up to 10, 100, …, 10⁶ at an infinite end, or from a + 10⁻¹(b − a), … at a singular finite end. */
function partialIntegrals(t: TaskOf<'integrate'>): number[] | null {
  if (!t.bounds) return null;
  // a verdict asks for the same partial integrals up to three times (diverges up, down, settles)
  const key = `${t.integrand}|${t.variable}|${t.bounds.lo}|${t.bounds.hi}`;
  if (lastPartials?.key !== key) lastPartials = { key, values: computePartials(t, t.bounds) };
  return lastPartials.values;
}

let lastPartials: { key: string; values: number[] | null } | null = null;

function computePartials(t: TaskOf<'integrate'>, bounds: { lo: string; hi: string }): number[] | null {
  const a = boundValue(bounds.lo);
  const b = boundValue(bounds.hi);
  if (a === null || b === null || !(a < b)) return null;
  const f = (x: number): number | null => evaluateReal(t.integrand, { [t.variable]: x });
  // the k-th cut of the interval towards its improper end; the pieces between cuts are added up, each
  // a well-conditioned quadrature (one rule over [1, 10⁶] loses a sharply decaying integrand)
  let cut: (k: number) => number;
  let fromStart: boolean;
  if (b === Infinity && Number.isFinite(a)) [cut, fromStart] = [(k) => Math.max(a + 1, 10 ** k), true];
  else if (a === -Infinity && Number.isFinite(b)) [cut, fromStart] = [(k) => Math.min(b - 1, -(10 ** k)), false];
  else if (Number.isFinite(a) && Number.isFinite(b)) {
    const near = (x: number): number => Math.abs(f(x) ?? Infinity);
    const atLo = near(a + 1e-9 * Math.max(1, Math.abs(a))) > near(b - 1e-9 * Math.max(1, Math.abs(b)));
    const w = b - a;
    [cut, fromStart] = atLo ? [(k) => a + w * 10 ** -k, false] : [(k) => b - w * 10 ** -k, true];
  } else return null;
  const piece = (p: number, q: number): number | null => (p === q ? 0 : fromStart ? quadrature(t.integrand, t.variable, p, q) : quadrature(t.integrand, t.variable, q, p));
  const first = fromStart ? quadrature(t.integrand, t.variable, a, cut(1)) : quadrature(t.integrand, t.variable, cut(1), b);
  const values = first === null || !Number.isFinite(first) ? null : [first];
  for (let k = 2; values && k <= 6; k++) {
    const d = piece(cut(k - 1), cut(k));
    if (d === null || !Number.isFinite(d)) {
      values.length = 0;
      break;
    }
    values.push(values[values.length - 1] + d);
  }
  if (values?.length) return values;
  // an oscillating integrand ((2 + sin x)/x) defeats the quadrature over whole decades: a fine Simpson rule up to 10⁴ instead
  return b === Infinity && Number.isFinite(a) ? simpsonScan(t, Math.max(a + 1, 10))?.ends ?? null : null;
}

/**
 * ∫ from `from` up to 10, 100, …, 10⁴ by Simpson's rule with a step of 0.1, well below a period of
 * sin x, and the spread of the running integral over each decade; null when the rule with twice the
 * step disagrees (an integrand that oscillates faster, sin x², is beyond it).
 */
function simpsonScan(t: TaskOf<'integrate'>, from: number): Scan | null {
  const key = `${t.integrand}|${t.variable}|${from}`;
  if (lastScan?.key !== key) lastScan = { key, scan: scanDecades((x) => evaluateReal(t.integrand, { [t.variable]: x }), from, 4) };
  return lastScan.scan;
}

type Scan = { ends: number[]; spans: number[] };
/** The last scan: a verdict asks for the same integrand's scan up to three times. */
let lastScan: { key: string; scan: Scan | null } | null = null;

function scanDecades(f: (x: number) => number | null, from: number, top: number): Scan | null {
  const ends: number[] = [];
  const spans: number[] = [];
  let total = 0;
  let start = from;
  for (let k = 1; k <= top; k++) {
    const end = Math.max(start, 10 ** k);
    const pairs = Math.ceil((end - start) / 0.2);
    const fine = simpson(f, start, end, pairs);
    const coarse = simpson(f, start, end, Math.ceil(pairs / 2));
    if (!fine || !coarse || Math.abs(fine.value - coarse.value) > 1e-3 * Math.max(1, Math.abs(fine.value))) return null;
    spans.push(Math.max(...fine.running) - Math.min(...fine.running));
    total += fine.value;
    ends.push(total);
    start = end;
  }
  return { ends, spans };
}

/** Simpson's rule on [a, b] with 2·pairs steps, and the running integral after each pair. */
function simpson(f: (x: number) => number | null, a: number, b: number, pairs: number): { value: number; running: number[] } | null {
  const running = [0];
  if (!pairs) return { value: 0, running };
  const h = (b - a) / (2 * pairs);
  let value = 0;
  let left = f(a);
  for (let i = 0; i < pairs; i++) {
    const mid = f(a + (2 * i + 1) * h);
    const right = f(a + (2 * i + 2) * h);
    if (left === null || mid === null || right === null || ![left, mid, right].every(Number.isFinite)) return null;
    value += (h / 3) * (left + 4 * mid + right);
    running.push(value);
    left = right;
  }
  return { value, running };
}

/**
 * The running integral keeps swinging by a spread that does not shrink from one decade to the next
 * (∫ cos x): no limit, the Cauchy criterion fails. A convergent one's spread shrinks with its tail.
 */
function oscillates(t: TaskOf<'integrate'>): boolean {
  const a = boundValue(t.bounds?.lo ?? '');
  if (t.bounds?.hi !== 'oo' || a === null || !Number.isFinite(a)) return false;
  const scan = simpsonScan(t, Math.max(a + 1, 10));
  if (!scan) return false;
  const spans = scan.spans.slice(1);
  return spans.every((d, k) => d > 1e-2 && (k === 0 || d >= 0.9 * spans[k - 1]));
}

/** The same integral as two halves: a singular point inside the interval shows up as disagreement. */
function quadratureHalves(f: string, x: string, a: number, b: number, params: string[]): number | null {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  const m = a + (b - a) * 0.4142135;
  const l = quadrature(f, x, a, m, params);
  const r = quadrature(f, x, m, b, params);
  return l === null || r === null ? null : l + r;
}

function boundValue(s: string): number | null {
  if (/^\s*oo\s*$/.test(s)) return Infinity;
  if (/^\s*-\s*oo\s*$/.test(s)) return -Infinity;
  return evaluateReal(s);
}

// ——— limits ———

function claimOf(value: string): ClaimedLimit | null {
  const v = value.trim();
  if (v === 'oo' || v === '+oo') return { k: 'inf', s: 1 };
  if (v === '-oo') return { k: 'inf', s: -1 };
  if (v === 'DNE' || v === 'zoo') return { k: 'osc' };
  const n = evaluateReal(v);
  return n === null ? null : { k: 'fin', value: n };
}

function verifyLimit(t: TaskOf<'limit'>, value: string): boolean {
  // the point may be a letter too (x → a)
  const finitePoint = t.point !== 'oo' && t.point !== '-oo';
  const params = letters(t.expr, value, finitePoint ? t.point : '0').filter((s) => s !== t.variable);
  if (params.length > 0) {
    // a limit with parameters: checked at several values of them
    if (params.length > 3) return false;
    return [[2.3, 1.7, 0.6], [0.7, 3.1, 1.4]].every((vals) => {
      const sub = (s: string): string => withValues(s, params, vals);
      return verifyLimit({ ...t, expr: sub(t.expr), point: finitePoint ? sub(t.point) : t.point }, sub(value));
    });
  }
  const claim = claimOf(value);
  if (!claim) return false;
  if (t.sequence) return verifySequenceLimit(t, claim);
  const approaches: Approach[] = [];
  if (t.point === 'oo') approaches.push({ k: 'inf', s: 1 });
  else if (t.point === '-oo') approaches.push({ k: 'inf', s: -1 });
  else {
    const a = evaluateReal(t.point);
    if (a === null) return false;
    if (t.side !== 'left') approaches.push({ k: 'fin', a, dir: 1 });
    if (t.side !== 'right') approaches.push({ k: 'fin', a, dir: -1 });
  }
  if (claim.k !== 'osc') return approaches.every((p) => approachesLimit(t.expr, t.variable, p, claim));
  // "does not exist": no side tends to an infinity of one sign, and the values oscillate or the
  // two sides settle apart
  const infinite = (p: Approach): boolean => approachesLimit(t.expr, t.variable, p, { k: 'inf', s: 1 }) || approachesLimit(t.expr, t.variable, p, { k: 'inf', s: -1 });
  if (approaches.length === 1 && infinite(approaches[0])) return false;
  if (approaches.length === 2 && infinite(approaches[0]) && infinite(approaches[1]) && value.trim() !== 'zoo') {
    const r = oneSided(t.expr, t.variable, approaches[0]);
    const l = oneSided(t.expr, t.variable, approaches[1]);
    if (!r || !l || !differentLimits(r, l)) return false;
  }
  if (approaches.every((p) => !infinite(p)) && approaches.some((p) => approachesLimit(t.expr, t.variable, p, claim))) return true;
  if (approaches.length !== 2 || approaches[0].k !== 'fin') return false;
  const sides = approaches.map((p) => oneSided(t.expr, t.variable, p));
  const [r, l] = sides;
  return r !== null && l !== null && approachesLimit(t.expr, t.variable, approaches[0], r) && approachesLimit(t.expr, t.variable, approaches[1], l) && differentLimits(r, l);
}

/** What one side seems to approach: a number, or an infinity, from the values nearest the point. */
function oneSided(expr: string, v: string, p: Approach): ClaimedLimit | null {
  if (p.k !== 'fin') return null;
  const near = evaluateReal(expr, { [v]: p.a + p.dir * 1e-9 * Math.max(1, Math.abs(p.a)) });
  if (near === null) return null;
  if (Math.abs(near) > 1e6) return { k: 'inf', s: near > 0 ? 1 : -1 };
  return { k: 'fin', value: near };
}

/**
 * A sequence's limit: the terms at n and n + 1 (both parities, for (−1)ⁿ) for n from 10 to 10⁶
 * must come within 10⁻⁵ of the value, closer than at the start; terms that overflow or lose all
 * their digits to cancellation are skipped, the best agreement counts. An infinite limit needs
 * terms of one sign growing past any bound.
 */
/**
 * "Does the limit exist?": yes when the values from each side settle on one finite value; no when
 * the two sides settle on different values or the values keep spreading.
 */
/** f ~ g at the point: the quotient f/g tends to 1 along the approach (from each side asked). */
function verifyEquivalent(t: TaskOf<'limit'>, g: string): boolean {
  return verifyLimit({ ...t, asks: undefined, expr: `(${t.expr})/(${g})` }, '1');
}

function verifyExists(t: TaskOf<'limit'>, value: string): boolean {
  // a sequence's limit exists when it converges: its terms are checked, not a real variable's values
  if (t.sequence) return verifyConverges(t, value);
  const a = t.point === 'oo' ? Infinity : t.point === '-oo' ? -Infinity : evaluateReal(t.point);
  if (a === null) return false;
  const at = (h: number, dir: 1 | -1): number | null =>
    evaluateReal(t.expr, { [t.variable]: Number.isFinite(a) ? a + dir * h : (a > 0 ? 1 : -1) / h });
  const hs = [1e-3, 1e-4, 1e-5, 1e-6, 1e-7];
  const sides = (t.side === 'both' && Number.isFinite(a) ? [1, -1] : t.side === 'left' ? [-1] : [1]) as Array<1 | -1>;
  const runs = sides.map((dir) => hs.map((h) => at(h, dir)));
  if (runs.some((r) => r.some((v) => v === null || !Number.isFinite(v)))) return false;
  const settled = (r: number[]): boolean => Math.abs(r[4] - r[3]) <= 1e-4 * Math.max(1, Math.abs(r[4]));
  const rs = runs as number[][];
  if (value.trim() === 'True') return rs.every(settled) && rs.every((r) => Math.abs(r[4] - rs[0][4]) <= 1e-4 * Math.max(1, Math.abs(r[4])));
  if (value.trim() !== 'False') return false;
  const split = rs.length === 2 && rs.every(settled) && Math.abs(rs[0][4] - rs[1][4]) > 1e-3 * Math.max(1, Math.abs(rs[0][4]));
  const spread = rs.some((r) => !settled(r) && Math.abs(r[4] - r[3]) > 1e-2 && Math.abs(r[3] - r[2]) > 1e-2);
  return split || spread;
}

/**
 * Parameters of a limit ("find a so that … = 1"): the values substituted, the limit must then be
 * the stated value, or finite.
 */
function verifyLimitParameters(t: TaskOf<'limit'>, answer: AnswerToCheck): boolean {
  const params = t.parameters ?? [];
  const values = parameterValues(params, answer);
  if (!values) return false;
  const limit: TaskOf<'limit'> = { ...t, asks: undefined, parameters: undefined, target: undefined, expr: withValues(t.expr, params, values) };
  return t.target === undefined ? settlesFinite(limit) : verifyLimit(limit, t.target);
}

/**
 * A finite limit, its value unknown: on each side the values at a ± 10⁻ᵏ (or ±10ᵏ), k = 2 … 5,
 * move by steps that shrink at least threefold each decade (a pole's grow, a logarithm's stay
 * the same), and the sides end close together. Later points are left out: rounding takes over
 * there (e^x − 1 − x over x² loses its digits near 0).
 */
function settlesFinite(t: TaskOf<'limit'>): boolean {
  const a = t.point === 'oo' ? Infinity : t.point === '-oo' ? -Infinity : evaluateReal(t.point);
  if (a === null) return false;
  const dirs = (t.side === 'both' && Number.isFinite(a) ? [1, -1] : t.side === 'left' ? [-1] : [1]);
  const runs = dirs.map((dir) => [2, 3, 4, 5].map((k) => evaluateReal(t.expr, { [t.variable]: Number.isFinite(a) ? a + dir * 10 ** -k * Math.max(1, Math.abs(a)) : Math.sign(a) * 10 ** k })));
  if (runs.some((ys) => ys.some((y) => y === null || !Number.isFinite(y)))) return false;
  const settled = (runs as number[][]).map((ys) => {
    const steps = ys.slice(1).map((y, i) => Math.abs(y - ys[i]));
    const shrinking = steps.slice(1).every((st, i) => st <= 0.35 * steps[i] || st <= 1e-12 * Math.max(1, Math.abs(ys[3])));
    return shrinking ? { y: ys[3], tol: 2 * steps[2] + 1e-9 * Math.max(1, Math.abs(ys[3])) } : null;
  });
  if (settled.some((e) => e === null)) return false;
  const ends = settled as { y: number; tol: number }[];
  return ends.every((e) => Math.abs(e.y - ends[0].y) <= e.tol + ends[0].tol);
}

/** One value ("3") for one parameter, or an assignment ("[{a: 2, b: -2}]"), as numbers in the parameters' order. */
function parameterValues(params: string[], answer: AnswerToCheck): number[] | null {
  if (params.length === 1 && answer.kind === 'expr') {
    const v = evaluateReal(answer.value);
    return v === null ? null : [v];
  }
  if (answer.kind !== 'solutions') return null;
  const pairs = new Map([...answer.value.matchAll(/([a-z])\s*:\s*([^,}]+)/g)].map((m) => [m[1], evaluateReal(m[2])]));
  const values = params.map((p) => pairs.get(p) ?? null);
  return values.every((v): v is number => v !== null) ? values as number[] : null;
}

/** "Does it converge?": yes when the far terms settle on a value, no when they stay apart or grow without bound. */
function verifyConverges(t: TaskOf<'limit'>, value: string): boolean {
  const yes = value.trim() === 'True';
  if (!yes && value.trim() !== 'False') return false;
  if (yes) {
    const far = evaluateReal(t.expr, { [t.variable]: 1e7 });
    return far !== null && Number.isFinite(far) && verifySequenceLimit(t, { k: 'fin', value: far });
  }
  return verifySequenceLimit(t, { k: 'osc' }) || verifySequenceLimit(t, { k: 'inf', s: 1 }) || verifySequenceLimit(t, { k: 'inf', s: -1 });
}

function verifySequenceLimit(t: TaskOf<'limit'>, claim: ClaimedLimit): boolean {
  // a positive product of factorials: ln aₙ with ln m! = ln Γ(m + 1) never overflows, and tends to ln of the limit
  const log = /factorial/.test(t.expr) ? exactLogAscii(t.expr, t.variable) : null;
  if (log && claim.k !== 'osc' && (claim.k === 'inf' || claim.value >= 0)) {
    if (claim.k === 'inf' || claim.value === 0) return logDiverges(log, t.variable, claim.k === 'inf' ? claim.s : -1);
    return verifySequenceLimit({ ...t, expr: log }, { k: 'fin', value: Math.log(claim.value) });
  }
  // factorials overflow a double past 170!: their sequences are sampled at smaller indices
  const ns = /factorial/.test(t.expr) ? [5, 10, 20, 40, 80, 150] : [10, 100, 1e3, 1e4, 1e5, 1e6];
  const pairs = ns.map((n) => [evaluateReal(t.expr, { [t.variable]: n }), evaluateReal(t.expr, { [t.variable]: n + 1 })]);
  const finite = (x: number | null): x is number => x !== null && Number.isFinite(x);
  if (claim.k === 'fin') {
    const scale = Math.max(1, Math.abs(claim.value));
    const errs = pairs.map(([a, b]) => (finite(a) && finite(b) ? Math.max(Math.abs(a - claim.value), Math.abs(b - claim.value)) : null));
    const known = errs.filter((e): e is number => e !== null);
    // at least one term from n = 100 on, compared with the first
    if (known.length < 2 || errs[0] === null || errs.slice(1).every((e) => e === null)) return false;
    const best = Math.min(...(errs.slice(1).filter((e): e is number => e !== null)));
    return best <= 1e-5 * scale && best <= known[0] + 1e-12;
  }
  if (claim.k === 'osc') {
    // no limit: consecutive terms stay apart (a convergent sequence has aₙ₊₁ − aₙ → 0)
    const gaps = pairs.slice(2).map(([a, b]) => (finite(a) && finite(b) ? Math.abs(b - a) : a !== null && b !== null && !Number.isNaN(a) && !Number.isNaN(b) ? Infinity : null));
    if (gaps.some((g) => g === null)) return false;
    const g = gaps as number[];
    return g[0] > 1e-3 && g.every((x) => x >= 0.5 * g[0]);
  }
  if (claim.k === 'inf') {
    // the terms from n = 10⁴ on grow past 10³ in the claimed sign, each beyond the one before
    // (an overflow to ±Infinity at the largest n is growth too)
    const far = pairs.slice(3).map(([a]) => a);
    if (far.some((x) => x === null || Number.isNaN(x))) return false;
    const signed = (far as number[]).map((x) => x * claim.s);
    return signed.every((x) => x > 1e3) && signed.every((x, k) => k === 0 || x > signed[k - 1] || x === Infinity);
  }
  return false;
}

// ——— radius and interval of convergence ———

/**
 * |Tₙ| at n = 40 and 80 (20 and 40 when those overflow), x at the centre plus an offset: shrinking
 * or growing. Inside the radius the terms shrink geometrically, outside they grow.
 */
function termsShrink(t: TaskOf<'radius'>, offset: number): boolean | null {
  const c = evaluateReal(t.center ?? '0') ?? NaN;
  for (const [n1, n2] of [[40, 80], [20, 40]]) {
    const [a, b] = [n1, n2].map((k) => evaluateReal(t.summand, { [t.index]: k, [t.variable]: c + offset }));
    if (a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b) || a === 0) continue;
    return Math.abs(b) < Math.abs(a);
  }
  return null;
}

/** |Tₙ₊₁/Tₙ| at the centre plus an offset, at n = 20, 40, 80. */
function termRatios(t: TaskOf<'radius'>, offset: number): number[] | null {
  const c = evaluateReal(t.center ?? '0') ?? NaN;
  const at = (k: number): number | null => evaluateReal(t.summand, { [t.index]: k, [t.variable]: c + offset });
  const out: number[] = [];
  for (const k of [20, 40, 80]) {
    const [a, b] = [at(k), at(k + 1)];
    if (a === null || b === null || a === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return null;
    out.push(Math.abs(b / a));
  }
  return out;
}

/**
 * The claimed radius: at distance R from the centre the ratio of consecutive terms heads for 1
 * (ratio test), the terms shrink at 0.8·R and grow at 1.25·R (both sides).
 */
function radiusHolds(t: TaskOf<'radius'>, R: number): boolean {
  if (R === Infinity) return [3, -3, 10, -10].every((d) => termsShrink(t, d) === true);
  if (R === 0) return [0.1, -0.1].every((d) => termsShrink(t, d) === false);
  if (!(R > 0) || !Number.isFinite(R)) return false;
  const r = termRatios(t, R);
  if (!r || Math.abs(r[2] - 1) > 0.05 || Math.abs(r[2] - 1) > Math.abs(r[0] - 1) + 1e-9) return false;
  return [0.8 * R, -0.8 * R].every((d) => termsShrink(t, d) === true) && [1.25 * R, -1.25 * R].every((d) => termsShrink(t, d) === false);
}

function verifyRadius(t: TaskOf<'radius'>, value: string): boolean {
  const v = value.trim();
  const R = v === 'oo' ? Infinity : evaluateReal(v);
  return R !== null && radiusHolds(t, R);
}

/**
 * An interval of convergence: centred on the task's centre, its half-width a radius that holds,
 * and each endpoint included exactly when the partial sums of the series there settle.
 */
function verifyConvergenceInterval(t: TaskOf<'radius'>, value: string): boolean {
  const v = value.replace(/\s+/g, '');
  const c = evaluateReal(t.center ?? '0');
  if (c === null) return false;
  if (v === '(-oo,oo)') return radiusHolds(t, Infinity);
  const point = /^\{(.+)\}$/.exec(v);
  if (point) return close2(evaluateReal(point[1]), c) && radiusHolds(t, 0);
  const m = /^([[(])([^,]+),([^,]+)([\])])$/.exec(v);
  if (!m) return false;
  const [lo, hi] = [evaluateReal(m[2]), evaluateReal(m[3])];
  if (lo === null || hi === null || !(hi > lo) || !close2((lo + hi) / 2, c) || !radiusHolds(t, (hi - lo) / 2)) return false;
  const start = t.lo ?? 0;
  const atEnd = (end: number, included: boolean): boolean => verifyConvergence(withValues(t.summand, [t.variable], [end]), t.index, start, included);
  return atEnd(lo, m[1] === '[') && atEnd(hi, m[4] === ']');
}

const close2 = (a: number | null, b: number): boolean => a !== null && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

// ——— least squares ———

/**
 * A line (its second differences vanish) whose residuals at the points sum to zero and are
 * orthogonal to the x values: the normal equations, which only the least-squares line satisfies
 * when the x values are not all equal.
 */
function verifyLeastSquares(t: TaskOf<'least_squares'>, value: string): boolean {
  const variable = t.model?.variable ?? 'x';
  if (letters(value).some((v) => v !== variable)) return false;
  const f = (x: number): number => evaluateReal(value, { [variable]: x }) ?? NaN;
  const [f0, f1, f2] = [f(0), f(1), f(2)];
  if (![f0, f1, f2].every(Number.isFinite) || Math.abs(f2 - 2 * f1 + f0) > 1e-9 * Math.max(1, Math.abs(f1))) return false;
  const pts = t.points.map(([x, y]) => [evaluateReal(x), evaluateReal(y)]);
  if (pts.some(([x, y]) => x === null || y === null)) return false;
  const residuals = (pts as number[][]).map(([x, y]) => [x, y - f(x)]);
  const scale = Math.max(1, ...(pts as number[][]).map(([x, y]) => Math.abs(x * y)));
  const sum = residuals.reduce((s, [, r]) => s + r, 0);
  const moment = residuals.reduce((s, [x, r]) => s + x * r, 0);
  return Math.abs(sum) <= 1e-9 * scale * pts.length && Math.abs(moment) <= 1e-9 * scale * pts.length;
}

// ——— determinants of patterned n×n matrices ———

/** The claimed formula against determinants computed directly (parameters at sample values) for n = 2…8. */
function verifyStructuredDet(t: TaskOf<'structured_det'>, value: string): boolean {
  const params = letters(t.diagonal, t.upper, t.lower);
  if (letters(value).some((v) => v !== t.size && !params.includes(v))) return false;
  const samples = [[1.7, -0.6, 0.9], [2.3, 1.1, -0.4]];
  return samples.every((sample) => {
    const scope = Object.fromEntries(params.map((v, i) => [v, sample[i % sample.length]]));
    const [d, u, l] = [t.diagonal, t.upper, t.lower].map((e) => evaluateReal(e, scope));
    if (d === null || u === null || l === null) return false;
    for (let n = 2; n <= 8; n++) {
      const m = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => {
        if (i === j) return d;
        if (t.structure === 'constant') return i < j ? u : l;
        return j === i + 1 ? u : j === i - 1 ? l : 0;
      }));
      const direct = numericDet(m);
      const claimed = evaluateReal(value, { ...scope, [t.size]: n });
      if (claimed === null || Math.abs(claimed - direct) > 1e-8 * Math.max(1, Math.abs(direct))) return false;
    }
    return true;
  });
}

// ——— vector algebra ———

/**
 * From the definitions, never the component formulas: u·v as a sum, ‖u‖² as u·u, the angle from
 * its cosine, and a cross product as the vector orthogonal to both whose length squared is
 * ‖u‖²‖v‖² − (u·v)² and which makes (u, v, w) direct.
 */
function verifyVectorAlgebra(t: TaskOf<'vector_algebra'>, answer: AnswerToCheck): boolean {
  if (t.op === 'plane_distance' || t.op === 'closest_point') return verifyPlaneDistance(t, answer);
  const vs = t.vectors.map((w) => w.map((x) => evaluateReal(x)));
  if (vs.some((w) => w.some((x) => x === null))) return false;
  const [u, v] = vs as number[][];
  const dot = (a: number[], b: number[]): number => a.reduce((s, x, i) => s + x * b[i], 0);
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  if (t.op === 'cross' || t.op === 'projection' || t.op === 'midpoint') {
    if (answer.kind !== 'matrix') return false;
    const w = answer.value.replace(/[[\]\s]/g, '').split(',').map((x) => evaluateReal(x));
    if (w.length !== u.length || w.some((x) => x === null)) return false;
    const c = w as number[];
    // a projection p: a multiple of v (p·p ‖v‖² = (p·v)²) with u − p orthogonal to v
    if (t.op === 'projection') return near(dot(c, c) * dot(v, v), dot(c, v) ** 2) && near(dot(u, v) - dot(c, v), 0);
    // a midpoint m: as far from each end, and on the segment (the two distances add up to its length)
    if (t.op === 'midpoint') {
      const dist = (a: number[], b: number[]): number => Math.sqrt(a.reduce((s, x, i) => s + (x - b[i]) ** 2, 0));
      return near(dist(u, c), dist(v, c)) && near(dist(u, c) + dist(c, v), dist(u, v));
    }
    const triple = c[0] * (u[1] * v[2] - u[2] * v[1]) - c[1] * (u[0] * v[2] - u[2] * v[0]) + c[2] * (u[0] * v[1] - u[1] * v[0]);
    return near(dot(c, u), 0) && near(dot(c, v), 0) && near(dot(c, c), dot(u, u) * dot(v, v) - dot(u, v) ** 2) && triple >= -1e-9;
  }
  // an angle asked in degrees ("63.43°", to two decimals): its cosine within the rounding
  const degrees = t.op === 'angle' && t.degrees ? /^\s*(\d+(?:\.\d+)?)\s*°\s*$/.exec(answer.value) : null;
  if (t.op === 'angle' && t.degrees) {
    const cos = dot(u, v) / Math.sqrt(dot(u, u) * dot(v, v));
    return answer.kind === 'quantity' && degrees !== null && Math.abs(Number(degrees[1]) - (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI) <= 0.0051;
  }
  if (answer.kind !== 'expr') return false;
  const value = evaluateReal(answer.value);
  if (value === null) return false;
  switch (t.op) {
    case 'dot': return near(value, dot(u, v));
    case 'norm': return value >= 0 && near(value * value, dot(u, u));
    case 'angle': return value >= 0 && value <= Math.PI + 1e-12 && near(Math.cos(value), dot(u, v) / Math.sqrt(dot(u, u) * dot(v, v)));
  }
}

/**
 * The nearest point of the plane n·x = d to P₀, found by descending along the plane from a point on
 * it (no formula of the method): the claimed distance must be its distance, the claimed point it.
 */
function verifyPlaneDistance(t: TaskOf<'vector_algebra'>, answer: AnswerToCheck): boolean {
  const [p0, n] = t.vectors.map((w) => w.map((x) => evaluateReal(x)));
  const d = evaluateReal(t.level ?? '');
  if (d === null || [...p0, ...n].some((x) => x === null)) return false;
  const p = p0 as number[];
  const normal = n as number[];
  const k = normal.findIndex((c) => Math.abs(c) > 1e-12);
  if (k < 0) return false;
  // coordinates on the plane: every free coordinate but the k-th, that one solved from the equation
  const onPlane = (free: number[]): number[] => {
    const x = [...free];
    x[k] = 0;
    x[k] = (d - normal.reduce((s, c, i) => s + c * x[i], 0)) / normal[k];
    return x;
  };
  const dist = (free: number[]): number => Math.hypot(...onPlane(free).map((x, i) => x - p[i]));
  let free = [...p];
  for (let step = 1; step > 1e-10; step /= 2) {
    for (let moved = true; moved;) {
      moved = false;
      for (let i = 0; i < free.length; i++) {
        if (i === k) continue;
        for (const s of [step, -step]) {
          const tried = free.map((x, j) => (j === i ? x + s : x));
          if (dist(tried) < dist(free) - 1e-15) {
            free = tried;
            moved = true;
          }
        }
      }
    }
  }
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
  if (t.op === 'plane_distance') {
    const value = answer.kind === 'expr' ? evaluateReal(answer.value) : null;
    return value !== null && near(value, dist(free));
  }
  if (answer.kind !== 'solutions') return false;
  const foot = onPlane(free);
  const claimed = [...answer.value.matchAll(/([xyz])\s*:\s*([^,}]+)/g)].map((m) => evaluateReal(m[2]));
  return claimed.length === foot.length && claimed.every((c, i) => c !== null && near(c, foot[i]));
}

// ——— expressions in partial derivatives ———

/**
 * Each partial derivative by central differences of the function itself (nested for higher
 * orders), put into the combination at sample points: the answer must take the same values, or a
 * claim must hold (or fail) at every point.
 */
function verifyPartialCombination(t: TaskOf<'partial_combination'>, answer: AnswerToCheck): boolean {
  const token = partialToken(t.name);
  const h = 1e-3;
  const at = (orders: string, point: Record<string, number>): number | null => {
    if (!orders) return evaluateReal(t.expr, point);
    const [v, rest] = [orders[orders.length - 1], orders.slice(0, -1)];
    const plus = at(rest, { ...point, [v]: point[v] + h });
    const minus = at(rest, { ...point, [v]: point[v] - h });
    return plus === null || minus === null ? null : (plus - minus) / (2 * h);
  };
  const sideAt = (side: string, point: Record<string, number>): number | null => {
    let failed = false;
    const filled = side.replace(token, (_m, orders: string) => {
      const v = at(orders, point);
      if (v === null) failed = true;
      return `(${v ?? 0})`;
    });
    return failed ? null : evaluateReal(filled.replace(/(\d|\))\s+\(/g, '$1*('), point);
  };
  const points = [[0.7, 0.4, 1.1], [1.3, -0.6, 0.5], [-0.8, 0.9, 1.7]].map((p) => Object.fromEntries(t.variables.map((v, i) => [v, p[i]])));
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-4 * Math.max(1, Math.abs(a), Math.abs(b));
  if (t.equals !== undefined) {
    if (answer.kind !== 'bool') return false;
    const holds = points.map((p) => {
      const [l, r] = [sideAt(t.combination, p), sideAt(t.equals ?? '', p)];
      return l === null || r === null ? null : near(l, r);
    });
    if (holds.some((x) => x === null)) return false;
    return answer.value === 'True' ? holds.every(Boolean) : answer.value === 'False' && holds.some((x) => !x);
  }
  if (answer.kind !== 'expr' || letters(answer.value).some((v) => !t.variables.includes(v))) return false;
  return points.every((p) => {
    const [expected, given] = [sideAt(t.combination, p), evaluateReal(answer.value, p)];
    return expected !== null && given !== null && near(expected, given);
  });
}

// ——— tangent planes ———

/** z = L(x, y) goes through the point, and its slopes are −G_x/G_z and −G_y/G_z there (central differences of G). */
function verifyTangentPlane(t: TaskOf<'tangent_plane'>, value: string): boolean {
  if (letters(value).some((v) => v !== 'x' && v !== 'y')) return false;
  const p = t.point.map((v) => evaluateReal(v));
  if (p.some((v) => v === null)) return false;
  const [x0, y0, z0] = p as number[];
  const G = (x: number, y: number, z: number): number => (evaluateReal(t.lhs, { x, y, z }) ?? NaN) - (evaluateReal(t.rhs, { x, y, z }) ?? NaN);
  const L = (x: number, y: number): number => evaluateReal(value, { x, y }) ?? NaN;
  const h = 1e-5;
  const d = (f: (s: number) => number): number => (f(h) - f(-h)) / (2 * h);
  const [gx, gy, gz] = [d((s) => G(x0 + s, y0, z0)), d((s) => G(x0, y0 + s, z0)), d((s) => G(x0, y0, z0 + s))];
  if (!(Math.abs(gz) > 1e-9)) return false;
  const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(b));
  return close(L(x0, y0), z0) && close(d((s) => L(x0 + s, y0)), -gx / gz) && close(d((s) => L(x0, y0 + s)), -gy / gz);
}

/**
 * The normal line passes through the point at t = 0 and moves along the numerical gradient of G
 * (its t-derivative parallel to it); the unit normal is that gradient divided by its length.
 */
function verifyNormal(t: TaskOf<'tangent_plane'>, kind: 'line' | 'unit', value: string): boolean {
  const rows = matrixRows(value);
  if (!rows || rows.length !== 3 || rows.some((r) => r.length !== 1)) return false;
  const comps = rows.map((r) => r[0]);
  if (letters(...comps).some((v) => v !== (kind === 'line' ? 't' : ''))) return false;
  const p = t.point.map((v) => evaluateReal(v));
  if (p.some((v) => v === null)) return false;
  const [x0, y0, z0] = p as number[];
  const G = (x: number, y: number, z: number): number => (evaluateReal(t.lhs, { x, y, z }) ?? NaN) - (evaluateReal(t.rhs, { x, y, z }) ?? NaN);
  const h = 1e-5;
  const g = [(G(x0 + h, y0, z0) - G(x0 - h, y0, z0)) / (2 * h), (G(x0, y0 + h, z0) - G(x0, y0 - h, z0)) / (2 * h), (G(x0, y0, z0 + h) - G(x0, y0, z0 - h)) / (2 * h)];
  const len = Math.hypot(...g);
  if (!(len > 1e-9)) return false;
  const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(b));
  const at = (s: number): number[] => comps.map((c) => evaluateReal(c, { t: s }) ?? NaN);
  if (kind === 'unit') return at(0).every((c, k) => close(c, g[k] / len));
  const [start, step] = [at(0), at(1)];
  const dir = step.map((c, k) => c - start[k]);
  const cross = [dir[1] * g[2] - dir[2] * g[1], dir[2] * g[0] - dir[0] * g[2], dir[0] * g[1] - dir[1] * g[0]];
  return start.every((c, k) => close(c, (p as number[])[k])) && Math.hypot(...dir) > 1e-9 && cross.every((c) => close(c, 0));
}

// ——— linear systems of ODEs ———

/**
 * X′ = AX: each component's numerical derivative (central differences) equals A·X at sample times,
 * for sample values of C₁, C₂ when no initial value was given (then the constants must reach every
 * X(0), or the answer is not the general solution); X(0) as given otherwise.
 */
/**
 * One function of X' = AX asked alone: each component satisfies f'' − tr(A) f' + det(A) f = 0
 * (Cayley–Hamilton), with f(0) its initial value and f'(0) its row of A applied to X(0).
 */
function verifyOdeSystemComponent(t: TaskOf<'ode_system'>, asked: string, value: string): boolean {
  const A = t.matrix.map((row) => row.map((c) => evaluateReal(c)));
  const X0 = (t.initial ?? []).map((v) => evaluateReal(v));
  const k = t.unknowns.indexOf(asked);
  if (k < 0 || X0.length !== 2 || A.some((row) => row.some((c) => c === null)) || X0.some((v) => v === null)) return false;
  const [[a, b], [c, d]] = A as number[][];
  const [x0, y0] = X0 as number[];
  const f = (s: number): number => evaluateReal(value, { [t.variable]: s }) ?? NaN;
  const h = 1e-4;
  const ok = [0.3, 0.8, 1.4].every((s) => {
    const [f0, f1, f2] = [f(s), (f(s + h) - f(s - h)) / (2 * h), (f(s + h) - 2 * f(s) + f(s - h)) / (h * h)];
    const residual = f2 - (a + d) * f1 + (a * d - b * c) * f0;
    return Math.abs(residual) <= 1e-4 * Math.max(1, Math.abs(f2), Math.abs(f1), Math.abs(f0));
  });
  const slope = (f(h) - f(-h)) / (2 * h);
  const [start, rate] = k === 0 ? [x0, a * x0 + b * y0] : [y0, c * x0 + d * y0];
  return ok && Math.abs(f(0) - start) < 1e-9 && Math.abs(slope - rate) <= 1e-6 * Math.max(1, Math.abs(rate));
}

function verifyOdeSystem(t: TaskOf<'ode_system'>, value: string): boolean {
  const m = /^\s*\[\s*\[(.+)\]\s*,\s*\[(.+)\]\s*\]\s*$/.exec(value);
  if (!m) return false;
  const [fx, fy] = [m[1], m[2]];
  const A = t.matrix.map((row) => row.map((c) => evaluateReal(c)));
  if (A.some((row) => row.some((c) => c === null))) return false;
  const [[a, b], [c, d]] = A as number[][];
  const x = t.variable;
  const consts = t.initial ? [{}] : [{ C1: 1.3, C2: -0.7 }, { C1: -0.4, C2: 2.1 }];
  for (const k of consts) {
    const at = (f: string, s: number): number | null => evaluateReal(f, { ...k, [x]: s });
    for (const s of [0.3, 0.8, 1.7]) {
      const h = 1e-5;
      const [u, v] = [at(fx, s), at(fy, s)];
      const du = ((at(fx, s + h) ?? NaN) - (at(fx, s - h) ?? NaN)) / (2 * h);
      const dv = ((at(fy, s + h) ?? NaN) - (at(fy, s - h) ?? NaN)) / (2 * h);
      if (u === null || v === null) return false;
      const tol = (z: number): number => 1e-5 * Math.max(1, Math.abs(z));
      if (!(Math.abs(du - (a * u + b * v)) <= tol(du)) || !(Math.abs(dv - (c * u + d * v)) <= tol(dv))) return false;
    }
  }
  if (t.initial) {
    const [x0, y0] = t.initial.map((v) => evaluateReal(v));
    const [u0, v0] = [evaluateReal(fx, { [x]: 0 }), evaluateReal(fy, { [x]: 0 })];
    return x0 !== null && y0 !== null && u0 !== null && v0 !== null && Math.abs(u0 - x0) < 1e-9 && Math.abs(v0 - y0) < 1e-9;
  }
  // X(0) as a function of (C1, C2) must be invertible
  const X0 = (c1: number, c2: number): number[] => [fx, fy].map((f) => evaluateReal(f, { C1: c1, C2: c2, [x]: 0 }) ?? NaN);
  const [p, r] = [X0(1, 0), X0(0, 1)];
  const z = X0(0, 0);
  const det = (p[0] - z[0]) * (r[1] - z[1]) - (p[1] - z[1]) * (r[0] - z[0]);
  return Number.isFinite(det) && Math.abs(det) > 1e-9;
}

// ——— Newton's law of cooling ———

/**
 * The law T′ = −k(T − Tₐ) integrated by Runge–Kutta steps, with k found by bisection so that the
 * reading holds, then followed to the time asked (or until the temperature asked is crossed).
 */
function verifyCooling(t: TaskOf<'newton_cooling'>, value: string): boolean {
  const [T0, Ta, t1, T1] = [t.initial, t.ambient, t.after, t.reading].map((v) => evaluateReal(v));
  const claimed = evaluateReal(value);
  if (T0 === null || Ta === null || t1 === null || T1 === null || claimed === null || t1 <= 0) return false;
  const run = (k: number, until: number): number => {
    const n = 2000;
    const h = until / n;
    const f = (T: number): number => -k * (T - Ta);
    let T = T0;
    for (let j = 0; j < n; j++) {
      const a = f(T), b = f(T + (h * a) / 2), c = f(T + (h * b) / 2), d = f(T + h * c);
      T += (h * (a + 2 * b + 2 * c + d)) / 6;
    }
    return T;
  };
  // T(t₁) moves monotonically from T₀ towards Tₐ as k grows
  let [lo, hi] = [0, 1];
  while (Math.abs(run(hi, t1) - Ta) > Math.abs(T1 - Ta) && hi < 1e6) hi *= 2;
  for (let j = 0; j < 80; j++) {
    const mid = (lo + hi) / 2;
    if (Math.abs(run(mid, t1) - Ta) > Math.abs(T1 - Ta)) lo = mid;
    else hi = mid;
  }
  const k = (lo + hi) / 2;
  const tol = (x: number): number => 1e-6 * Math.max(1, Math.abs(x));
  if (t.at !== undefined) {
    const t2 = evaluateReal(t.at);
    return t2 !== null && t2 > 0 && Math.abs(run(k, t2) - claimed) <= tol(claimed);
  }
  const T2 = t.reach !== undefined ? evaluateReal(t.reach) : null;
  return T2 !== null && claimed > 0 && Math.abs(run(k, claimed) - T2) <= tol(T2);
}

// ——— loci of complex numbers ———

/**
 * The curve claimed and the relation have the same points: along a few horizontal and vertical
 * lines, where the relation's two sides cross each point must be on the curve, and where the
 * curve's equation changes sign each point must satisfy the relation.
 */
/**
 * A half-line "y = x - 1, x > 1" (or "x = 0, y < -2") for arg(z − a) = θ: points of it satisfy the
 * relation (angles equal up to whole turns), points of the other half and points off the line do not.
 */
function verifyArgRay(t: TaskOf<'complex_locus'>, value: string): boolean {
  const m = /^\s*([xy])\s*=\s*([^,]+),\s*([xy])\s*([<>])\s*(.+)$/.exec(value);
  if (!m) return false;
  const [, lineVar, lineRhs, sideVar, op, boundText] = m;
  const bound = evaluateReal(boundText);
  if (bound === null || lineVar === sideVar) return false;
  // the point of the line whose free coordinate is s
  const point = (s: number): [number, number] | null => {
    const other = evaluateReal(lineRhs, { [sideVar]: s });
    if (other === null) return null;
    return lineVar === 'y' ? [s, other] : [other, s];
  };
  const holds = (x: number, y: number): boolean | null => {
    const l = evaluateAscii(t.lhs, { z: { re: x, im: y } });
    const r = evaluateAscii(t.rhs, { z: { re: x, im: y } });
    if (!l || !r) return null;
    const d = l.re - r.re;
    return Math.abs(d - 2 * Math.PI * Math.round(d / (2 * Math.PI))) < 1e-9;
  };
  const dir = op === '>' ? 1 : -1;
  return [0.37, 1.9, 7.3].every((d) => {
    const inside = point(bound + dir * d);
    const outside = point(bound - dir * d);
    if (!inside || !outside) return false;
    return holds(...inside) === true && holds(...outside) === false && holds(inside[0] + 0.29, inside[1] + 0.41) === false;
  });
}

function verifyComplexLocus(t: TaskOf<'complex_locus'>, value: string): boolean {
  if (/arg\(/.test(t.lhs + t.rhs)) return verifyArgRay(t, value);
  // "x^2 + y^2 = 1, z != -1": a point of the curve where the relation is not defined
  const [curveText, excluded] = value.split(/,\s*z\s*!=\s*/);
  const m = /^([^=]+)=([^=]+)$/.exec(curveText);
  if (!m) return false;
  const curve = (x: number, y: number): number | null => evaluateReal(`(${m[1]}) - (${m[2]})`, { x, y });
  const relation = (x: number, y: number): number | null => {
    const z = { re: x, im: y };
    const l = evaluateAscii(t.lhs, { z });
    const r = evaluateAscii(t.rhs, { z });
    if (!l || !r || Math.abs(l.im) > 1e-9 || Math.abs(r.im) > 1e-9) return null;
    return l.re - r.re;
  };
  if (excluded !== undefined) {
    const a = evaluateAscii(excluded);
    const on = a && curve(a.re, a.im);
    // not defined there: a side blows up next to it (at the point itself −2/0 may read as a finite part)
    const defined = a && [[1e-8, 0], [0, 1e-8], [1e-8, 1e-8]].every(([dx, dy]) => [t.lhs, t.rhs].every((side) => {
      const v = evaluateAscii(side, { z: { re: a.re + dx, im: a.im + dy } });
      return v !== null && Math.hypot(v.re, v.im) < 1e6;
    }));
    if (!a || on === null || on === undefined || Math.abs(on) > 1e-9 || defined) return false;
  }
  let found = 0;
  const lines = [-2.31, -0.73, 0.41, 2.93];
  for (const [f, g] of [[relation, curve], [curve, relation]]) {
    for (const c of lines) {
      for (const vertical of [true, false]) {
        const at = (s: number): [number, number] => (vertical ? [c, s] : [s, c]);
        // the grid's ends off round numbers, so a root at 0 or 3 falls inside a cell, not on its edge
        const roots = signChanges((s) => f(...at(s)), -40.0123, 39.9871, 400);
        for (const s of roots) {
          const v = g(...at(s));
          if (v === null || Math.abs(v) > 1e-6 * Math.max(1, Math.abs(s) ** 2)) return false;
          found++;
        }
      }
    }
  }
  return found >= 4;
}

/** Where a continuous f changes sign on [lo, hi], refined by bisection (a jump through ∞ is not a root). */
function signChanges(f: (s: number) => number | null, lo: number, hi: number, n: number): number[] {
  const out: number[] = [];
  let [a, fa] = [lo, f(lo)];
  for (let k = 1; k <= n; k++) {
    const b = lo + ((hi - lo) * k) / n;
    const fb = f(b);
    if (fa !== null && fb !== null && fa * fb < 0) {
      let [u, v, fu] = [a, b, fa];
      for (let j = 0; j < 60; j++) {
        const mid = (u + v) / 2;
        const fm = f(mid);
        if (fm === null) break;
        if (fm * fu <= 0) v = mid;
        else [u, fu] = [mid, fm];
      }
      const r = (u + v) / 2;
      const fr = f(r);
      if (fr !== null && Math.abs(fr) < 1e-6 * Math.max(1, Math.abs(fa), Math.abs(fb))) out.push(r);
    }
    [a, fa] = [b, fb];
  }
  return out;
}

// ——— Euler's method ———

/**
 * Each explicit scheme as its Butcher tableau (stage nodes c, stage weights a, final weights b):
 * the verifier runs the generic Runge–Kutta loop, not the method's own formulas.
 */
const TABLEAUX: Record<NonNullable<TaskOf<'euler_method'>['scheme']> | 'euler', { c: number[]; a: number[][]; b: number[] }> = {
  euler: { c: [0], a: [[]], b: [1] },
  heun: { c: [0, 1], a: [[], [1]], b: [1 / 2, 1 / 2] },
  midpoint: { c: [0, 1 / 2], a: [[], [1 / 2]], b: [0, 1] },
  rk4: { c: [0, 1 / 2, 1 / 2, 1], a: [[], [1 / 2], [0, 1 / 2], [0, 0, 1]], b: [1 / 6, 1 / 3, 1 / 3, 1 / 6] },
};

/** The scheme run again from the task alone: as many steps as the step fits between the start and the point asked. */
function verifyEulerMethod(t: TaskOf<'euler_method'>, value: string): boolean {
  const [x0, y0, h, target] = [t.x0, t.y0, t.step, t.target].map((v) => evaluateReal(v));
  const claimed = evaluateReal(value);
  if (x0 === null || y0 === null || h === null || target === null || claimed === null || h === 0) return false;
  const n = Math.round((target - x0) / h);
  if (n < 1 || Math.abs(n * h - (target - x0)) > 1e-9 * Math.max(1, Math.abs(target))) return false;
  const { c, a, b } = TABLEAUX[t.scheme ?? 'euler'];
  let y = y0;
  for (let k = 0; k < n; k++) {
    const ks: number[] = [];
    for (let i = 0; i < c.length; i++) {
      const yi = y + h * a[i].reduce((acc, aij, j) => acc + aij * ks[j], 0);
      const f = evaluateReal(t.slope, { [t.variable]: x0 + k * h + c[i] * h, [t.unknown]: yi });
      if (f === null) return false;
      ks.push(f);
    }
    y += h * b.reduce((acc, bi, i) => acc + bi * ks[i], 0);
  }
  return Math.abs(claimed - y) <= 1e-8 * Math.max(1, Math.abs(y));
}

// ——— sequences defined by a recurrence ———

/** The terms computed one after another from the first, far enough to settle (or to grow past any bound). */
function verifyRecurrence(t: TaskOf<'recurrence'>, value: string): boolean {
  let u = evaluateReal(t.first);
  if (u === null) return false;
  const terms: number[] = [u];
  for (let k = 0; k < 5000 && Math.abs(u) < 1e12; k++) {
    const next = evaluateReal(t.map, { x: u });
    if (next === null || Number.isNaN(next)) return false;
    u = next;
    terms.push(u);
  }
  const claim = claimOf(value);
  if (!claim) return false;
  if (claim.k === 'inf') {
    // steps that never shrink (u_{n+1} = u_n + 1/2) pass any bound, however slowly the terms grow
    const window = terms.slice(-1000);
    const steps = window.slice(1).map((x, k) => (x - window[k]) * claim.s);
    const neverShrink = steps.length > 100 && steps.every((d, k) => d > 0 && (k === 0 || d >= steps[k - 1] * (1 - 1e-9)));
    return neverShrink || (u * claim.s > 1e6 && terms.slice(-10).every((x, k, a) => k === 0 || (x - a[k - 1]) * claim.s > 0));
  }
  if (claim.k !== 'fin') return false;
  const last = terms.slice(-20);
  return last.every((x) => Math.abs(x - claim.value) <= 1e-9 * Math.max(1, Math.abs(claim.value)));
}

// ——— series and sums ———

function verifySeries(t: TaskOf<'series'>, value: string): boolean {
  if (t.point === 'oo') return verifyAtInfinity(t, value);
  const a = evaluateReal(t.point);
  if (a === null) return false;
  if (t.general) return verifyGeneralTerm(t, value, a);
  if (letters(value).some((s) => s !== t.variable)) return false;
  if (t.terms) return verifyFirstTerms(t, value, a);
  // a polynomial of degree at most the order
  const r = toRatFunc(parseNode(value), t.variable);
  if (r && (r.den.deg !== 0 || r.num.deg > t.order)) return false;
  return verifyTaylor(t.expr, value, t.variable, a, t.order);
}

/** An expansion at +∞ in powers of 1/x: with x = 1/s, f − P shrinks like sⁿ⁺¹ as s → 0⁺. */
function verifyAtInfinity(t: TaskOf<'series'>, value: string): boolean {
  const s = t.variable === 's' ? 'w' : 's';
  const word = new RegExp(String.raw`\b${t.variable}\b`, 'g');
  const inS = (e: string): string => e.replace(word, `(1/${s})`);
  return !t.general && !t.terms && !letters(value).some((v) => v !== t.variable) && verifyTaylor(inS(t.expr), inS(value), s, 0, t.order, [1]);
}

/** The whole series as Sum(term, (n, lo, oo)): its sums at points near the centre are the values of f there. */
function verifyGeneralTerm(t: TaskOf<'series'>, value: string, a: number): boolean {
  const m = GENERAL_TERM.exec(value);
  // a finite series, the polynomial itself: it must equal f everywhere, not only near a
  if (!m) return [0.3, -0.7, 1.9].every((h) => {
    const [f, p] = [evaluateReal(t.expr, { [t.variable]: a + h }), evaluateReal(value, { [t.variable]: a + h })];
    return f !== null && p !== null && close(f, p, 1e-9);
  });
  if (m[2] === t.variable) return false;
  const [, term, k, lo] = m;
  return [0.12, -0.17, 0.07].every((h) => verifyInfiniteSum(withValues(term, [t.variable], [a + h]), k, Number(lo), withValues(t.expr, [t.variable], [a + h])));
}

/**
 * "The first N nonzero terms": a polynomial in (x − a) with exactly N nonzero terms that agrees
 * with f to its own degree d holds every nonzero Taylor term up to d, so they are the first N.
 */
function verifyFirstTerms(t: TaskOf<'series'>, value: string, a: number): boolean {
  if (!Number.isInteger(a)) return false;
  // in powers of x − a: x replaced by x + a
  const moved = value.replace(new RegExp(`(?<![A-Za-z0-9_])${t.variable}(?![A-Za-z0-9_])`, 'g'), `(${t.variable} + (${a}))`);
  const shifted = toRatFunc(parseNode(moved), t.variable);
  if (!shifted || shifted.den.deg !== 0) return false;
  const nonzero = shifted.num.c.filter((c) => !c.isZero()).length;
  return nonzero === t.terms && verifyTaylor(t.expr, value, t.variable, a, shifted.num.deg);
}

function verifySum(t: TaskOf<'sum'>, value: string): boolean {
  const lo = evaluateReal(t.lo);
  if (lo === null || !Number.isInteger(lo)) return false;
  if (t.hi === 'oo') {
    const params = letters(t.summand).filter((v) => v !== t.index);
    if (params.length === 1) return verifyPowerSeriesSum(t.summand, t.index, lo, params[0], value);
    if (/^\s*-?oo\s*$/.test(value)) return verifyInfiniteSum(t.summand, t.index, lo, null);
    return verifyInfiniteSum(t.summand, t.index, lo, value);
  }
  // a letter for the bound is never a number (mathjs would read m as a metre)
  const hi = letters(t.hi).length > 0 ? null : evaluateReal(t.hi);
  if (hi !== null) return Number.isInteger(hi) && verifyFiniteSum(t.summand, t.index, lo, hi, null, value);
  const symbol = letters(t.hi);
  return symbol.length === 1 && verifyFiniteSum(t.summand, t.index, lo, null, symbol[0], value, t.hi.trim() === symbol[0] ? undefined : t.hi);
}

// ——— ODEs ———

/**
 * A value of the solution at a point, checked with no symbolic solution: the equation integrated
 * numerically (classical RK4 on y, y′, …, the highest derivative found from the equation by the
 * secant method at each stage) from the conditions' point to the point asked.
 */
/**
 * The equation's constant claimed: put into the equation, the solution from the first conditions,
 * integrated step by step (never the method's formula), reaches the last condition's value.
 */
function verifyOdeConstant(t: TaskOf<'ode'>, name: string, value: string): boolean {
  const last = t.conditions[t.conditions.length - 1];
  if (!last || last.derivative !== 0 || evaluateReal(value) === null) return false;
  const put = t.equation.replace(new RegExp(String.raw`(?<![A-Za-z_])${name}(?![A-Za-z_(])`, 'g'), `(${value})`);
  return verifyOdeValueAt({ ...t, equation: put, conditions: t.conditions.slice(0, -1), constant: undefined }, last.at, last.value);
}

function verifyOdeValueAt(t: TaskOf<'ode'>, at: string, value: string): boolean {
  const ode = readOde(odeText(t));
  const claimed = evaluateReal(value);
  const x1 = evaluateReal(at);
  if (!ode || claimed === null || x1 === null || ode.order > 3) return false;
  const eq = exAscii(ode.eq);
  if (letters(eq).some((s) => s !== t.variable && !D_NAMES.includes(s))) return false;
  const x0 = evaluateReal(t.conditions[0]?.at ?? 'NaN');
  const start: number[] = [];
  for (const c of t.conditions) {
    const v = evaluateReal(c.value);
    if (evaluateReal(c.at) !== x0 || v === null || start[c.derivative] !== undefined) return false;
    start[c.derivative] = v;
  }
  if (x0 === null || start.length !== ode.order || start.some((v) => v === undefined)) return false;
  const names = D_NAMES.slice(0, ode.order + 1);
  // the highest derivative where the equation vanishes, the lower ones given
  const top = (x: number, s: number[]): number | null => {
    const g = (d: number): number | null => evaluateReal(eq, { [t.variable]: x, ...Object.fromEntries(names.map((n, k) => [n, k < s.length ? s[k] : d])) });
    let [a, b] = [0, 1];
    let [ga, gb] = [g(a), g(b)];
    for (let k = 0; k < 30 && ga !== null && gb !== null; k++) {
      if (Math.abs(gb) < 1e-13 || gb === ga) return Math.abs(gb) < 1e-9 * Math.max(1, Math.abs(b)) ? b : null;
      [a, b, ga] = [b, b - (gb * (b - a)) / (gb - ga), gb];
      gb = g(b);
    }
    return null;
  };
  const deriv = (x: number, s: number[]): number[] | null => {
    const d = top(x, s);
    return d === null ? null : [...s.slice(1), d];
  };
  const steps = Math.min(20000, Math.max(400, Math.ceil(Math.abs(x1 - x0) * 40)));
  const h = (x1 - x0) / steps;
  let s = start;
  for (let k = 0; k < steps; k++) {
    const x = x0 + k * h;
    const k1 = deriv(x, s);
    const k2 = k1 && deriv(x + h / 2, s.map((v, i) => v + (h / 2) * k1[i]));
    const k3 = k2 && deriv(x + h / 2, s.map((v, i) => v + (h / 2) * k2[i]));
    const k4 = k3 && deriv(x + h, s.map((v, i) => v + h * k3[i]));
    if (!k1 || !k2 || !k3 || !k4) return false;
    s = s.map((v, i) => v + (h / 6) * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]));
  }
  return Math.abs(claimed - s[0]) <= 1e-6 * Math.max(1, Math.abs(s[0]));
}

function verifyOde(t: TaskOf<'ode'>, value: string): boolean {
  // one letter, or θ written theta (the pendulum's angle)
  const m = /^\s*([A-Za-z]|theta)\s*=\s*(.+)$/.exec(value);
  if (!m || m[1] !== t.unknown) return false;
  const y = m[2];
  const ode = readOde(odeText(t));
  if (!ode) return false;
  let eq = exAscii(ode.eq);
  let params = letters(eq).filter((s) => s !== t.variable && !D_NAMES.includes(s));
  // one condition more than the order fixes the equation's one constant: the answer must work for one value of it
  if (params.length === 1 && !letters(y).includes(params[0]) && t.conditions.length === ode.order + 1) {
    const k = constantFromResidual(eq, D_NAMES, ode.order, y, t.variable, params[0]);
    if (k === null) return false;
    eq = eq.replace(new RegExp(`(?<![A-Za-z_])${params[0]}(?![A-Za-z_0-9])`, 'g'), `(${k})`);
    params = [];
  }
  const constants = letters(y).filter((s) => s !== t.variable && !params.includes(s));
  // arbitrary constants are named C, C1, C_2, K…: any other letter is a stray variable
  if (constants.some((c) => !/^[CKAB](?:_?\d+)?$/.test(c))) return false;
  const consts = [...constants, ...params];
  // a solution that holds under assumptions on the letters ("c² < 4mk") is checked at values meeting them
  if (t.assumptions?.length) {
    const scopes = valuesMeeting(t.assumptions, params, 3);
    const put = (s: string, scope: Record<string, number>): string => Object.entries(scope).reduce((acc, [v, n]) => acc.replace(new RegExp(`(?<![A-Za-z_])${v}(?![A-Za-z_0-9])`, 'g'), `(${n})`), s);
    if (scopes.length < 2 || !scopes.every((scope) => satisfiesOde(put(eq, scope), D_NAMES, ode.order, put(y, scope), t.variable, constants))) return false;
  } else if (!satisfiesOde(eq, D_NAMES, ode.order, y, t.variable, consts)) return false;
  // a general solution keeps one constant per order; a particular one meets every condition
  if (t.conditions.length === 0) return constants.length >= ode.order;
  // letters of the equation and of the conditions (ω, x(0) = A) at positive values, as physical constants are;
  // a constant left free by the conditions (y = C2 sin x for y(0) = y(π) = 0) must meet them at any value
  const given = [...new Set([...params, ...constants, ...t.conditions.flatMap((c) => letters(c.at, c.value))])];
  return [[1.3719, 0.7643, 2.1387], [0.5927, 2.6619, 1.1213]].every((vals) => {
    const scope = Object.fromEntries(given.map((p, i) => [p, vals[i % vals.length]]));
    return t.conditions.every((c) => {
      const at = evaluateReal(c.at, scope);
      const v = evaluateReal(c.value, scope);
      return at !== null && v !== null && meetsCondition(y, t.variable, c.derivative, at, v, scope);
    });
  });
}

/**
 * Solutions stated case by case ("x = … if c^2 - 4*k*m > 0; x = … if … = 0; …", the regimes of a
 * damped oscillator): each checked at values of the letters meeting its own condition. Null when
 * the answer is not split into cases.
 */
function verifyOdeCases(t: TaskOf<'ode'>, value: string): boolean | null {
  const parts = value.split(/\s*;\s*/);
  if (parts.length < 2) return null;
  return parts.every((part) => {
    const m = /^(.+?)\s+if\s+(.+?)\s*(<=|>=|!=|<|>|=)\s*(.+)$/.exec(part);
    return !!m && verifyOde({ ...t, assumptions: [...(t.assumptions ?? []), { lhs: m[2], op: m[3] as Relation['op'], rhs: m[4] }] }, m[1]);
  });
}

// ——— claims ———

function verifyClaim(t: TaskOf<'claim'>, value: string): boolean {
  const { lhs, rhs } = t.relation;
  const vars = letters(lhs, rhs);
  const holds = vars.length === 0 ? sameValue(lhs, rhs) : equivalentAt(lhs, rhs, vars);
  if (value.trim() === 'True') return holds;
  if (value.trim() !== 'False' || holds) return false;
  // "false" needs a point where both sides are defined and differ clearly
  const pts = samplePoints(12, -2.7, 3.1, 23);
  return pts.some((p) => {
    const scope = Object.fromEntries(vars.map((v, k) => [v, p + 0.31 * k]));
    const l = evaluateAscii(lhs, scope);
    const r = evaluateAscii(rhs, scope);
    return l !== null && r !== null && !close(l, r, 1e-6);
  });
}

// ——— equations, inequalities, systems ———

// the readers of answers elsewhere split them the same way
export { splitTop };

function verifySolve(t: TaskOf<'solve'>, answer: AnswerToCheck): boolean {
  const r = t.relations[0];
  // "True": the equation holds for every value (an identity asked to be solved)
  if (answer.kind === 'bool') return t.relations.length === 1 && r.op === '=' && answer.value.trim() === 'True' && verifyClaim({ kind: 'claim', relation: r }, 'True');
  if (t.unknowns.length === 1 && t.relations.length > 1 && t.relations.every((x) => x.op !== '=')) {
    return answer.kind === 'interval' && t.domain.kind === 'real' && verifyInequalities(t.relations, t.unknowns[0], answer.value);
  }
  if (t.relations.length > 1 || t.unknowns.length > 1) {
    // x and y in terms of z: z is a parameter, the system checked at several values of it
    const others = [...new Set(t.relations.flatMap((x) => letters(x.lhs, x.rhs)))].filter((s) => !t.unknowns.includes(s));
    if (others.length > 0) return withParameters(t, answer, others);
    return answer.kind === 'solutions' && verifySystem(t, answer.value);
  }
  const params = letters(r.lhs, r.rhs).filter((s) => s !== t.unknowns[0]);
  if (params.length > 0) return withParameters(t, answer, params);
  if (r.op !== '=') return answer.kind === 'interval' && verifyInequality(r, t.unknowns[0], answer.value, t);
  if (answer.kind === 'interval' && answer.value.trim() === '(-oo, oo)') return holdsOnEveryReal(r, t);
  if (answer.kind !== 'solutions') return false;
  const m = /^\s*\[(.*)\]\s*$/.exec(answer.value);
  if (!m) return false;
  // an interval in degrees ([0°, 360°], read in radians) is answered in degrees
  const degrees = t.domain.kind === 'interval' && typedDegrees(t.domain.lo) !== null && typedDegrees(t.domain.hi) !== null;
  const roots = splitTop(m[1]).map((root) => (degrees ? degreesAsRadians(`(${root})`) : root));
  return verifyRoots(r, t.unknowns[0], roots, t);
}

/** ℝ as the answer of an equation: both sides defined on all of ℝ and equal at sample points. */
function holdsOnEveryReal(r: Relation, t: TaskOf<'solve'>): boolean {
  if (r.op !== '=' || t.domain.kind !== 'real') return false;
  const x = t.unknowns[0];
  try {
    if (!definedForEveryReal(parseNode(r.lhs), x) || !definedForEveryReal(parseNode(r.rhs), x)) return false;
  } catch {
    return false;
  }
  return equivalentAt(r.lhs, r.rhs, [x]);
}

/**
 * A literal equation (a·x + b = c for x): checked at several values of its other letters, each
 * substituted into the equation and into the answer.
 */
function withParameters(t: TaskOf<'solve'>, answer: AnswerToCheck, params: string[]): boolean {
  if (params.length > 4) return false;
  const sets = [[1.7, 2.9, -1.3, 0.6], [-2.3, 0.8, 3.1, 1.9], [3.7, -1.6, 0.45, -2.2]];
  let checked = 0;
  const ok = sets.every((vals) => {
    const sub = (s: string): string => withValues(s, params, vals);
    // roots that are not real at these values (±√a at a = −2.3) belong to the case without real
    // solutions, which the answer discusses apart: these values check nothing, the others must
    if (answer.kind === 'solutions' && t.domain.kind === 'real' && !rootsRealAt(sub(answer.value))) return true;
    checked++;
    const t2: TaskOf<'solve'> = { ...t, relations: t.relations.map((r) => ({ lhs: sub(r.lhs), op: r.op, rhs: sub(r.rhs) })) };
    return verifySolve(t2, { kind: answer.kind, value: sub(answer.value) });
  });
  return ok && checked > 0;
}

/** Whether every root of a list "[r1, r2]" (numbers only) is a real number. */
function rootsRealAt(value: string): boolean {
  const m = /^\s*\[(.*)\]\s*$/.exec(value);
  if (!m) return true;
  return splitTop(m[1]).every((r) => {
    const v = evaluateAscii(r, {});
    return !v || Math.abs(v.im) <= 1e-9 * Math.max(1, Math.abs(v.re));
  });
}

/** Several inequalities in one unknown: the answer is where all of them hold. */
function verifyInequalities(rs: Relation[], x: string, value: string): boolean {
  if (rs.some((r) => letters(r.lhs, r.rhs).some((s) => s !== x))) return false;
  const ivs = parseIntervals(value);
  if (!ivs || !boundsReasonable(ivs)) return false;
  const holds = (v: number): boolean | null => {
    let all = true;
    for (const r of rs) {
      const l = evaluateReal(r.lhs, { [x]: v });
      const rr = evaluateReal(r.rhs, { [x]: v });
      if (l === null || rr === null) return null;
      const eps = 1e-9 * Math.max(1, Math.abs(l), Math.abs(rr));
      const ok = r.op === '<' ? l < rr - eps : r.op === '<=' ? l <= rr + eps : r.op === '>' ? l > rr + eps : r.op === '!=' ? Math.abs(l - rr) > eps : l >= rr - eps;
      all &&= ok;
    }
    return all;
  };
  const inside = (v: number): boolean => ivs.some((iv) => (iv.lo === null || v > iv.lo || (iv.loClosed && v === iv.lo)) && (iv.hi === null || v < iv.hi || (iv.hiClosed && v === iv.hi)));
  const ends = ivs.flatMap((iv) => [iv.lo, iv.hi]).filter((v): v is number => v !== null);
  const pts = [...samplePoints(200, -60, 60, 29), ...ends, ...ends.flatMap((e) => [e - 1e-6, e + 1e-6]), ...excludedPoints(rs, x, ivs)];
  let compared = 0;
  for (const v of pts) {
    const h = holds(v);
    if (h === null) {
      if (inside(v)) return false;
      continue;
    }
    if (h !== inside(v)) return false;
    compared++;
  }
  return compared >= 20;
}

/** Roots written with an integer parameter k (general solutions of trigonometric equations). */
function expandFamilies(roots: string[], x: string): string[] | null {
  const out: string[] = [];
  for (const r of roots) {
    const ls = letters(r).filter((s) => s !== x);
    if (ls.length === 0) {
      out.push(r);
      continue;
    }
    if (ls.length !== 1 || !/^[kn]$/.test(ls[0])) return null;
    for (let k = -12; k <= 12; k++) out.push(`(${r})`.replace(new RegExp(`(?<![A-Za-z])${ls[0]}(?![A-Za-z])`, 'g'), `(${k})`));
  }
  return out;
}

/** An end of an interval asked: a number, or ±∞ ("x > 0" reads as (0, oo)). */
function intervalEnd(e: string): number | null {
  const m = /^\s*([-+]?)\s*(?:oo|∞|inf(?:inity)?)\s*$/i.exec(e);
  return m ? (m[1] === '-' ? -Infinity : Infinity) : evaluateReal(e);
}

function inDomain(v: NumValue, t: TaskOf<'solve'>): boolean {
  if (t.domain.kind === 'complex') return true;
  if (Math.abs(v.im) > 1e-9) return false;
  if (t.domain.kind === 'real') return true;
  const lo = intervalEnd(t.domain.lo);
  const hi = intervalEnd(t.domain.hi);
  if (lo === null || hi === null) return false;
  const eps = 1e-9;
  return (t.domain.loClosed ? v.re >= lo - eps : v.re > lo + eps) && (t.domain.hiClosed ? v.re <= hi + eps : v.re < hi - eps);
}

function verifyRoots(r: Relation, x: string, written: string[], t: TaskOf<'solve'>): boolean {
  if (letters(r.lhs, r.rhs).some((s) => s !== x)) return false;
  const periodic = written.some((w) => letters(w).some((s) => s !== x));
  // a general solution (with k) does not answer an equation asked on an interval
  if (periodic && t.domain.kind === 'interval') return false;
  const roots = expandFamilies(written, x);
  if (!roots) return false;
  const values: NumValue[] = [];
  for (const root of roots) {
    const v = evaluateAscii(root);
    if (!v) return false;
    values.push(v);
  }
  // every root satisfies the equation and lies in the domain asked
  if (!rootsSatisfy(r.lhs, r.rhs, x, roots)) return false;
  if (!periodic && !values.every((v) => inDomain(v, t))) return false;
  // nothing missing: a polynomial's roots by degree, other equations by a scan of the real line
  const poly = polynomialCoefficients(`(${r.lhs}) - (${r.rhs})`, x);
  if (poly && t.domain.kind !== 'interval') return completePolySet(poly, roots, t.domain.kind === 'complex');
  // a transcendental equation in ℂ (e^z = −2): no root Newton's method finds is missing
  if (t.domain.kind === 'complex') return completeComplexPolySet(r.lhs, r.rhs, x, roots) ?? (periodic ? completeComplexByNewton(r.lhs, r.rhs, x, roots) : null) ?? false;
  const [lo, hi] = scanWindow(t);
  const found = scanRealRoots(r.lhs, r.rhs, x, lo, hi, 4000);
  // a root exactly at a closed end of the interval is easily missed by a scan: test the ends
  const ends = t.domain.kind === 'interval' ? [t.domain.lo, t.domain.hi].map((e) => evaluateReal(e)).filter((e): e is number => e !== null && isRootAt(r, x, e)) : [];
  const inside = [...found, ...ends].filter((f) => inDomain({ re: f, im: 0 }, t));
  if (!inside.every((f) => values.some((v) => Math.abs(v.re - f) < 1e-5 * Math.max(1, Math.abs(f))))) return false;
  return periodic || t.domain.kind === 'interval' ? true : completeByScan(r.lhs, r.rhs, x, roots);
}

function isRootAt(r: Relation, x: string, v: number): boolean {
  const l = evaluateAscii(r.lhs, { [x]: v });
  const rr = evaluateAscii(r.rhs, { [x]: v });
  return l !== null && rr !== null && close(l, rr, 1e-9);
}

function scanWindow(t: TaskOf<'solve'>): [number, number] {
  if (t.domain.kind !== 'interval') return [-20, 20];
  const lo = evaluateReal(t.domain.lo) ?? -20;
  const hi = evaluateReal(t.domain.hi) ?? 20;
  return [Math.max(lo, -1e3), Math.min(hi, 1e3)];
}

/** Coefficients (c[k] of x^k) when the expression is a polynomial in x with numeric coefficients. */
function polynomialCoefficients(ascii: string, x: string): number[] | null {
  try {
    const r = toRatFunc(parseNode(ascii), x);
    if (!r || r.den.deg !== 0 || r.num.deg < 1) return null;
    const d = r.den.c[0].toNumber();
    return r.num.c.map((q) => q.toNumber() / d);
  } catch {
    return null;
  }
}

function parseIntervals(value: string): NumInterval[] | null {
  const v = value.trim();
  if (v === 'EmptySet') return [];
  const out: NumInterval[] = [];
  for (const piece of v.split(/\s+U\s+/)) {
    const m = /^([[(])\s*(.+?)\s*,\s*(.+?)\s*([\])])$/.exec(piece.trim());
    if (m) {
      const lo = boundValue(m[2]);
      const hi = boundValue(m[3]);
      if (lo === null || hi === null) return null;
      out.push({ lo: Number.isFinite(lo) ? lo : null, hi: Number.isFinite(hi) ? hi : null, loClosed: m[1] === '[', hiClosed: m[4] === ']' });
      continue;
    }
    const point = /^\{\s*(.+?)\s*\}$/.exec(piece.trim());
    if (!point) return null;
    const p = evaluateReal(point[1]);
    if (p === null) return null;
    out.push({ lo: p, hi: p, loClosed: true, hiClosed: true });
  }
  return out;
}

/** An end beyond a million is no student's answer, and would stretch the sampling past every gap. */
const boundsReasonable = (ivs: NumInterval[]): boolean => ivs.every((iv) => [iv.lo, iv.hi].every((v) => v === null || Math.abs(v) < 1e6));

function verifyInequality(r: Relation, x: string, value: string, t: TaskOf<'solve'>): boolean {
  if (t.domain.kind !== 'real') return false;
  if (letters(r.lhs, r.rhs).some((s) => s !== x)) return false;
  const ivs = parseIntervals(value);
  if (!ivs || !boundsReasonable(ivs)) return false;
  const op = { '<': 'Less', '<=': 'LessEqual', '>': 'Greater', '>=': 'GreaterEqual', '!=': 'NotEqual' }[r.op as string];
  return op !== undefined && checkIntervals(r.lhs, r.rhs, x, op, ivs, excludedPoints([r], x, ivs));
}

/**
 * The values a relation a ≠ b excludes are single points no sampling meets: found by their own
 * scan, each snapped to an end of the answer it is within rounding of (the scan finds 1e-12 for 0).
 */
function excludedPoints(rs: Relation[], x: string, ivs: NumInterval[]): number[] {
  const ends = ivs.flatMap((iv) => [iv.lo, iv.hi]).filter((v): v is number => v !== null);
  return rs.filter((r) => r.op === '!=').flatMap((r) => scanRealRoots(r.lhs, r.rhs, x))
    .map((e) => ends.find((end) => Math.abs(end - e) < 1e-6 * Math.max(1, Math.abs(e))) ?? e);
}

function verifySystem(t: TaskOf<'solve'>, value: string): boolean {
  const m = /^\s*\[(.*)\]\s*$/.exec(value);
  if (!m) return false;
  const sols = splitTop(m[1]);
  if (sols.length === 0) return inconsistentLinear(t);
  const satisfied = (scope: Record<string, NumValue>): boolean =>
    t.relations.every((rel) => {
      const l = evaluateAscii(rel.lhs, scope);
      const rr = evaluateAscii(rel.rhs, scope);
      return l !== null && rr !== null && rel.op === '=' && close(l, rr, 1e-7);
    });
  const each = sols.every((s) => {
    const body = /^\{(.*)\}$/.exec(s.trim());
    if (!body) return false;
    const pairs: Array<[string, string]> = [];
    for (const pair of splitTop(body[1])) {
      const kv = /^([A-Za-z]\w*)\s*:\s*(.+)$/.exec(pair);
      if (!kv) return false;
      pairs.push([kv[1], kv[2]]);
    }
    // unknowns left out are free: the family is checked at sample values of them, and a linear
    // system must have exactly as many free unknowns as n − rank for the family to be all of it
    const free = t.unknowns.filter((u) => !pairs.some(([v]) => v === u));
    if (free.length > 0 && (sols.length !== 1 || freeUnknownsOfLinear(t) !== free.length)) return false;
    for (let k = 0; k < (free.length ? 3 : 1); k++) {
      const scope: Record<string, NumValue> = Object.fromEntries(free.map((u, j) => [u, { re: 0.61 + 1.37 * k - 0.83 * j, im: 0 }]));
      for (const [name, expr] of pairs) {
        const v = evaluateAscii(expr, scope);
        if (!v) return false;
        scope[name] = v;
      }
      if (!satisfied(scope)) return false;
    }
    return true;
  });
  // a nonlinear system can have solutions an answer leaves out
  return each && (augmentedRows(t) !== null || t.unknowns.length !== 2 || t.relations.length !== 2 || noSolutionLeftOut(t, sols));
}

/** Newton's method on the two residuals, started from a grid of points, finds no real solution that is not listed. */
function noSolutionLeftOut(t: TaskOf<'solve'>, sols: string[]): boolean {
  const vs = t.unknowns;
  const claimed: number[][] = [];
  for (const s of sols) {
    const pairs = new Map(splitTop(s.trim().slice(1, -1)).map((kv) => kv.split(':').map((x) => x.trim()) as [string, string]));
    const p = vs.map((v) => (pairs.has(v) ? evaluateReal(pairs.get(v) as string) : null));
    if (p.some((x) => x === null)) return false;
    claimed.push(p as number[]);
  }
  const residuals = t.relations.map((r) => `(${r.lhs}) - (${r.rhs})`);
  const scope = (p: number[]): Scope => Object.fromEntries(vs.map((v, k) => [v, p[k]]));
  const valueAt = (p: number[]): number[] | null => {
    const f = residuals.map((e) => evaluateReal(e, scope(p)));
    return f.some((x) => x === null) ? null : (f as number[]);
  };
  const grid = [-7.3, -3.1, -1.2, -0.3, 0.45, 1.6, 3.3, 6.9];
  for (const a of grid) {
    for (const b of grid) {
      const p = newtonRoot([a, b], valueAt, (q) => residuals.map((e) => vs.map((v) => partial1(e, v, scope(q)))), 1e3);
      const f = p ? valueAt(p) : null;
      if (!f || f.some((x) => Math.abs(x) > 1e-7)) continue;
      if (p && !claimed.some((c) => c.every((x, k) => Math.abs(x - p[k]) < 1e-4 * Math.max(1, Math.abs(x))))) return false;
    }
  }
  return true;
}

/**
 * "No solution" to a linear system: the coefficients are read numerically (the value at 0 and at
 * each unit vector, linearity checked at a random point) and the augmented matrix has the larger
 * rank.
 */
function inconsistentLinear(t: TaskOf<'solve'>): boolean {
  const rows = augmentedRows(t);
  return rows !== null && numericRank(rows.map((r) => r.slice(0, -1))) < numericRank(rows);
}

/** n − rank of a consistent linear system (null when it is not linear or not consistent). */
function freeUnknownsOfLinear(t: TaskOf<'solve'>): number | null {
  const rows = augmentedRows(t);
  if (!rows) return null;
  const rank = numericRank(rows.map((r) => r.slice(0, -1)));
  return rank === numericRank(rows) ? t.unknowns.length - rank : null;
}

/** The rows [coefficients | right-hand side] of a linear system, read numerically. */
function augmentedRows(t: TaskOf<'solve'>): number[][] | null {
  const rows: number[][] = [];
  for (const r of t.relations) {
    if (r.op !== '=') return null;
    const f = `(${r.lhs}) - (${r.rhs})`;
    const at = (point: number[]): number | null => evaluateReal(f, Object.fromEntries(t.unknowns.map((u, k) => [u, point[k]])));
    const zero = t.unknowns.map(() => 0);
    const c0 = at(zero);
    if (c0 === null) return null;
    const coeffs: number[] = [];
    for (let k = 0; k < t.unknowns.length; k++) {
      const v = at(zero.map((_, j) => (j === k ? 1 : 0)));
      if (v === null) return null;
      coeffs.push(v - c0);
    }
    const probe = t.unknowns.map((_, k) => 0.37 + 1.13 * k);
    const pv = at(probe);
    if (pv === null || Math.abs(pv - (c0 + coeffs.reduce((s, a, k) => s + a * probe[k], 0))) > 1e-9 * Math.max(1, Math.abs(pv))) return null;
    rows.push([...coeffs, -c0]);
  }
  return rows;
}

// ——— vector calculus ———

/** Rows of a matrix answer `[[a, b], [c, d]]`. */
export function matrixRows(value: string): string[][] | null {
  const m = /^\s*\[(.*)\]\s*$/.exec(value);
  if (!m) return null;
  const rows = splitTop(m[1]).map((r) => /^\[(.*)\]$/.exec(r.trim()));
  if (rows.some((r) => r === null)) return null;
  return rows.map((r) => splitTop((r as RegExpExecArray)[1]));
}

type Scope = Record<string, number>;

/** ∂f/∂v by central differences, and ∂²f/∂u∂v by the four-point rule. */
function partial1(f: string, v: string, at: Scope): number | null {
  const h = 1e-5 * Math.max(1, Math.abs(at[v]));
  const a = evaluateReal(f, { ...at, [v]: at[v] + h });
  const b = evaluateReal(f, { ...at, [v]: at[v] - h });
  return a === null || b === null ? null : (a - b) / (2 * h);
}

function partial2(f: string, u: string, v: string, at: Scope): number | null {
  const h = 1e-3;
  if (u === v) {
    const a = evaluateReal(f, { ...at, [v]: at[v] + h });
    const m = evaluateReal(f, at);
    const b = evaluateReal(f, { ...at, [v]: at[v] - h });
    return a === null || m === null || b === null ? null : (a - 2 * m + b) / (h * h);
  }
  const pp = evaluateReal(f, { ...at, [u]: at[u] + h, [v]: at[v] + h });
  const pm = evaluateReal(f, { ...at, [u]: at[u] + h, [v]: at[v] - h });
  const mp = evaluateReal(f, { ...at, [u]: at[u] - h, [v]: at[v] + h });
  const mm = evaluateReal(f, { ...at, [u]: at[u] - h, [v]: at[v] - h });
  return pp === null || pm === null || mp === null || mm === null ? null : (pp - pm - mp + mm) / (4 * h * h);
}

function det(m: number[][]): number {
  if (m.length === 1) return m[0][0];
  if (m.length === 2) return m[0][0] * m[1][1] - m[0][1] * m[1][0];
  return m[0].reduce((s, a, j) => s + (j % 2 === 0 ? 1 : -1) * a * det(m.slice(1).map((r) => r.filter((_, k) => k !== j))), 0);
}

/** The expected result at one point, as a matrix of numbers (a scalar is 1×1, a vector a column). */
function expectedVector(t: TaskOf<'vector'>, at: Scope): number[][] | null {
  const vs = t.variables;
  const [f] = t.components;
  const col = (xs: (number | null)[]): number[][] | null => (xs.some((x) => x === null) ? null : (xs as number[]).map((x) => [x]));
  switch (t.op) {
    case 'gradient': return col((t.partials ?? vs).map((v) => partial1(f, v, at)));
    case 'laplacian': {
      const parts = vs.map((v) => partial2(f, v, v, at));
      return parts.some((p) => p === null) ? null : [[(parts as number[]).reduce((a, b) => a + b, 0)]];
    }
    case 'hessian': {
      if (t.entries) return col(t.entries.map(([u, v]) => partial2(f, u, v, at)));
      const rows = vs.map((u) => vs.map((v) => partial2(f, u, v, at)));
      return rows.some((r) => r.some((x) => x === null)) ? null : (rows as number[][]);
    }
    case 'divergence': {
      if (t.components.length !== vs.length) return null;
      const parts = t.components.map((c, k) => partial1(c, vs[k], at));
      return parts.some((p) => p === null) ? null : [[(parts as number[]).reduce((a, b) => a + b, 0)]];
    }
    case 'curl': {
      if (t.components.length !== 3 || vs.length !== 3) return null;
      const [P, Q, R] = t.components;
      const [x, y, z] = vs;
      return col([
        sub2(partial1(R, y, at), partial1(Q, z, at)),
        sub2(partial1(P, z, at), partial1(R, x, at)),
        sub2(partial1(Q, x, at), partial1(P, y, at)),
      ]);
    }
    case 'jacobian': {
      const rows = t.components.map((c) => vs.map((v) => partial1(c, v, at)));
      if (rows.some((r) => r.some((x) => x === null))) return null;
      const m = rows as number[][];
      if (t.matrix) return m;
      return m.length === m[0].length ? [[det(m)]] : null;
    }
    case 'directional': {
      if (!t.direction || t.direction.length !== vs.length) return null;
      const d = t.direction.map((c) => evaluateReal(c));
      if (d.some((x) => x === null)) return null;
      const norm = Math.hypot(...(d as number[]));
      if (norm === 0) return null;
      const g = vs.map((v) => partial1(f, v, at));
      if (g.some((x) => x === null)) return null;
      return [[(g as number[]).reduce((s, gi, k) => s + gi * (d[k] as number) / norm, 0)]];
    }
    case 'max_rate': {
      const g = vs.map((v) => partial1(f, v, at));
      return g.some((x) => x === null) ? null : [[Math.hypot(...(g as number[]))]];
    }
    case 'steepest': {
      const g = vs.map((v) => partial1(f, v, at));
      if (g.some((x) => x === null)) return null;
      const norm = Math.hypot(...(g as number[]));
      return norm === 0 ? null : col((g as number[]).map((x) => ((t.descent ? -1 : 1) * x) / norm));
    }
    // checked as an affine function by verifyLinearization, and against the field by verifyField
    case 'linearization':
    case 'potential':
    case 'conservative':
    case 'critical_points':
    case 'line_integral':
    case 'lagrange':
    case 'absolute_extrema':
    case 'curvature':
    case 'chain_rule':
      return null;
  }
}

const sub2 = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a - b);

/**
 * L = f(a) + ∇f(a)·(x − a): the claimed L takes f's value at a, changes by f's numerical partial
 * derivatives along each axis and bends along none (affine); an estimate is L's value there.
 */
function verifyLinearization(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  if (answer.kind !== 'expr' || !t.at || t.components.length !== 1) return false;
  const [f] = t.components;
  const vs = t.variables;
  const a = t.at.map((c) => evaluateReal(c));
  if (a.some((x) => x === null)) return false;
  const base: Scope = Object.fromEntries(vs.map((v, k) => [v, a[k] as number]));
  const fa = evaluateReal(f, base);
  const grad = vs.map((v) => partial1(f, v, base));
  if (fa === null || grad.some((g) => g === null)) return false;
  const linear = (p: Scope): number => (fa as number) + vs.reduce((s, v, k) => s + (grad[k] as number) * (p[v] - base[v]), 0);
  const close = (x: number | null, y: number): boolean => x !== null && Math.abs(x - y) <= 1e-5 * Math.max(1, Math.abs(y));
  if (t.estimate) {
    const e = t.estimate.map((c) => evaluateReal(c));
    if (e.some((x) => x === null) || letters(answer.value).length > 0) return false;
    return close(evaluateReal(answer.value), linear(Object.fromEntries(vs.map((v, k) => [v, e[k] as number]))));
  }
  if (letters(answer.value).some((s) => !vs.includes(s))) return false;
  const shifts = [[0, 0, 0, 0], [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [2, -1, 3, 0], [-1.5, 2.5, -0.5, 1]];
  return shifts.every((d) => {
    const p: Scope = Object.fromEntries(vs.map((v, k) => [v, base[v] + d[k]]));
    return close(evaluateReal(answer.value, p), linear(p));
  });
}

const SAMPLE_POINTS = [[0.37, 0.81, -0.53, 1.27], [1.13, -0.61, 0.77, 0.29], [-0.93, 1.41, 0.58, -1.07], [0.66, 0.44, 1.73, 0.91]];

/**
 * A potential f: its numerical gradient is the field at sample points. "Conservative?": the cross
 * partial derivatives, numerically, agree at sample points or not; a field with a denominator is
 * not judged (curl 0 around a hole, −y/(x² + y²), is no potential on the whole plane).
 */
function verifyField(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  const vs = t.variables;
  if (t.components.length !== vs.length) return false;
  const scopes: Scope[] = SAMPLE_POINTS.map((p) => Object.fromEntries(vs.map((v, k) => [v, p[k]])));
  const close = (a: number | null, b: number | null): boolean => a !== null && b !== null && Math.abs(a - b) <= 1e-4 * Math.max(1, Math.abs(b));
  const closed = (): boolean | null => {
    if (t.components.some((c) => /\/\s*[(a-z]|\^\s*\(?\s*-/.test(c))) return null;
    return scopes.every((at) => vs.every((u, i) => vs.every((v, j) => j <= i || close(partial1(t.components[i], v, at), partial1(t.components[j], u, at)))));
  };
  if (answer.kind === 'bool') {
    const c = closed();
    return c !== null && (answer.value === 'True') === c && (c || t.op === 'conservative' || t.op === 'potential');
  }
  if (t.op !== 'potential' || answer.kind !== 'expr') return false;
  if (letters(answer.value).some((s) => !vs.includes(s))) return false;
  return scopes.every((at) => vs.every((v, k) => close(partial1(answer.value, v, at), evaluateReal(t.components[k], at))));
}

/** Solves the n × n system m·x = b (n ≤ 3) by Gaussian elimination; null when singular. */
function solveSmall(m: number[][], b: number[]): number[] | null {
  const n = b.length;
  const a = m.map((r, i) => [...r, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[piv][c])) piv = r;
    if (Math.abs(a[piv][c]) < 1e-14) return null;
    [a[c], a[piv]] = [a[piv], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const k = a[r][c] / a[c][c];
      for (let j = c; j <= n; j++) a[r][j] -= k * a[c][j];
    }
  }
  return a.map((r, i) => r[n] / r[i]);
}

/** Newton's method for F(p) = 0 from a start: the point it converges to, or null (singular, diverging past `bound`, or 60 steps). */
function newtonRoot(start: number[], F: (p: number[]) => number[] | null, J: (p: number[]) => Array<Array<number | null>>, bound: number): number[] | null {
  let p = start;
  for (let it = 0; it < 60; it++) {
    const f = F(p);
    const jac = J(p);
    if (!f || jac.some((r) => r.some((x) => x === null))) return null;
    const step = solveSmall(jac as number[][], f.map((x) => -x));
    if (!step) return null;
    p = p.map((x, k) => x + step[k]);
    if (p.some((x) => !Number.isFinite(x) || Math.abs(x) > bound)) return null;
    if (Math.hypot(...step) < 1e-10 * Math.max(1, Math.hypot(...p))) return p;
  }
  return null;
}

/**
 * Critical points: the gradient, computed numerically, vanishes at each claimed point; and Newton's
 * method on ∇f = 0 started from a grid of points finds no critical point that is not claimed.
 */
function verifyCriticalPoints(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  if (answer.kind !== 'solutions') return false;
  const [f] = t.components;
  const vs = t.variables;
  const claimed: number[][] = [];
  // one variable: the roots of f′ listed as a solve lists them, [−1, 1]
  if (vs.length === 1 && !answer.value.includes('{')) {
    const listed = splitTop(answer.value.trim().replace(/^\[|\]$/g, '')).filter((x) => x.trim() !== '').map((x) => evaluateReal(x));
    if (listed.some((x) => x === null)) return false;
    claimed.push(...(listed as number[]).map((x) => [x]));
  }
  for (const m of answer.value.matchAll(/\{([^{}]*)\}/g)) {
    const pairs = new Map(m[1].split(',').map((kv) => kv.split(':').map((x) => x.trim()) as [string, string]));
    const p = vs.map((v) => (pairs.has(v) ? evaluateReal(pairs.get(v) as string) : null));
    if (p.some((x) => x === null) || pairs.size !== vs.length) return false;
    claimed.push(p as number[]);
  }
  if (!/^\s*\[\s*\]\s*$/.test(answer.value) && claimed.length === 0) return false;
  const scope = (p: number[]): Scope => Object.fromEntries(vs.map((v, k) => [v, p[k]]));
  const gradAt = (p: number[]): number[] | null => {
    const g = vs.map((v) => partial1(f, v, scope(p)));
    return g.some((x) => x === null) ? null : (g as number[]);
  };
  for (const p of claimed) {
    const g = gradAt(p);
    if (!g || g.some((x) => Math.abs(x) > 1e-5)) return false;
  }
  const hessianAt = (p: number[]): Array<Array<number | null>> => vs.map((u) => vs.map((v) => partial2(f, u, v, scope(p))));
  // the extrema alone asked: each point listed is one (a definite Hessian), each left out a saddle (an indefinite one)
  const nature = (p: number[]): 'extremum' | 'saddle' | null => {
    const h = hessianAt(p);
    if (vs.length < 2 || h.flat().some((x) => x === null)) return null;
    const m = h as number[][];
    const minors = vs.length === 2
      ? [m[0][0], m[0][0] * m[1][1] - m[0][1] * m[1][0]]
      : [m[0][0], m[0][0] * m[1][1] - m[0][1] * m[1][0], m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])];
    // a singular Hessian decides nothing; a nonsingular one that is not definite is indefinite, a saddle
    if (Math.abs(minors[minors.length - 1]) < 1e-6) return null;
    const positive = minors.every((x) => x > 0);
    const negative = minors.every((x, k) => (k % 2 === 0 ? x < 0 : x > 0));
    return positive || negative ? 'extremum' : 'saddle';
  };
  if (t.extrema && claimed.some((p) => nature(p) !== 'extremum')) return false;
  const grid = vs.length === 1 ? Array.from({ length: 60 }, (_, k) => -9.87 + k / 3) : vs.length === 2 ? [-2.7, -1.3, -0.4, 0.6, 1.7, 2.9] : [-2.3, -0.7, 0.8, 2.1];
  const starts: number[][] = vs.length === 1 ? grid.map((a) => [a]) : vs.length === 2 ? grid.flatMap((a) => grid.map((b) => [a, b])) : grid.flatMap((a) => grid.flatMap((b) => grid.map((c) => [a, b, c])));
  for (const start of starts) {
    const p = newtonRoot(start, gradAt, hessianAt, 50);
    if (!p) continue;
    const g = gradAt(p);
    if (!g || g.some((x) => Math.abs(x) > 1e-6)) continue;
    if (!claimed.some((c) => c.every((x, k) => Math.abs(x - p[k]) < 1e-3 * Math.max(1, Math.abs(x)))) && !(t.extrema && nature(p) === 'saddle')) return false;
  }
  return true;
}

/** ∫ F(r(t))·r′(t) dt by Gauss–Legendre quadrature, r′ by central differences, against the claimed value. */
function verifyLineIntegral(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  if (answer.kind !== 'expr' || !t.curve || !t.parameter || !t.bounds) return false;
  // the task's own letters (a circle's radius a) are given sample values; any other letter is a fault
  const p = t.parameter;
  const params = [...new Set(letters([...t.curve, ...t.bounds, ...t.components].join(' + ')))].filter((l) => l !== p && !t.variables.includes(l));
  if (letters(answer.value).some((l) => !params.includes(l))) return false;
  const scope = paramScope(params);
  const [a, b] = t.bounds.map((x) => evaluateReal(x, scope));
  const claimed = evaluateReal(answer.value, scope);
  if (a === null || b === null || claimed === null) return false;
  const curve = t.curve;
  const point = (s: number): Scope | null => {
    const xs = curve.map((c) => evaluateReal(c, { ...scope, [p]: s }));
    return xs.some((x) => x === null) ? null : { ...scope, ...Object.fromEntries(t.variables.map((v, k) => [v, xs[k] as number])) };
  };
  let sum = 0;
  for (const [node, weight] of gaussLegendre(40)) {
    const s = (a + b) / 2 + ((b - a) / 2) * node;
    const at = point(s);
    if (!at) return false;
    // F·r′ for a field, f |r′| for a function integrated with respect to arc length
    const speed = curve.map((c) => partial1(c, p, { ...scope, [p]: s }));
    const values = t.components.map((c) => evaluateReal(c, at));
    if (speed.some((v) => v === null) || values.some((v) => v === null)) return false;
    const r1 = speed as number[];
    const f = values as number[];
    const dot = f.length === 1 ? f[0] * Math.hypot(...r1) : f.reduce((acc, fk, k) => acc + fk * r1[k], 0);
    sum += weight * dot * ((b - a) / 2);
  }
  return Math.abs(sum - claimed) <= 1e-6 * Math.max(1, Math.abs(sum));
}

/**
 * The points of a curve at the Gauss–Legendre nodes of [a, b], each with its arc element
 * weight·|r′|·(b − a)/2, for the quadratures along a wire; null where the curve or its speed has no
 * value.
 */
function arcNodes(curve: string[], p: string, axes: string[], scope: Scope, a: number, b: number): Array<{ point: Scope; ds: number }> | null {
  const nodes: Array<{ point: Scope; ds: number }> = [];
  for (const [node, weight] of gaussLegendre(40)) {
    const at: Scope = { ...scope, [p]: (a + b) / 2 + ((b - a) / 2) * node };
    const xs = curve.map((c) => evaluateReal(c, at));
    const speed = curve.map((c) => partial1(c, p, at));
    if (xs.some((x) => x === null) || speed.some((v) => v === null)) return null;
    nodes.push({ point: { ...scope, ...Object.fromEntries(axes.map((v, k) => [v, xs[k] as number])) }, ds: weight * Math.hypot(...(speed as number[])) * ((b - a) / 2) });
  }
  return nodes;
}

/** A uniform wire's moment of inertia: its mass times the quotient of the quadratures of d²|r′| and |r′| along the curve, its letters given values. */
function verifyWireInertia(t: TaskOf<'vector'>, mass: string, answer: AnswerToCheck): boolean {
  if (answer.kind !== 'expr' || !t.curve || !t.parameter || !t.bounds || t.components.length !== 1) return false;
  const p = t.parameter;
  const curve = t.curve;
  const axes = t.variables.slice(0, curve.length);
  const params = [...new Set(letters([...curve, ...t.bounds, t.components[0], mass].join(' + ')))].filter((l) => l !== p && !axes.includes(l));
  if (letters(answer.value).some((l) => !params.includes(l))) return false;
  const scope = paramScope(params);
  const [a, b, m, claimed] = [...t.bounds, mass, answer.value].map((x) => evaluateReal(x, scope));
  if (a === null || b === null || m === null || claimed === null) return false;
  const nodes = arcNodes(curve, p, axes, scope, a, b);
  if (!nodes) return false;
  let [length, second] = [0, 0];
  for (const { point, ds } of nodes) {
    const d2 = evaluateReal(t.components[0], point);
    if (d2 === null) return false;
    length += ds;
    second += d2 * ds;
  }
  if (Math.abs(length) < 1e-12) return false;
  const q = (m * second) / length;
  return Math.abs(q - claimed) <= 1e-6 * Math.max(1, Math.abs(q));
}

/**
 * A wire's centre of mass [[x̄], [ȳ]] (after the mass when asked too): each coordinate against the
 * quotient of Gauss–Legendre quadratures of xρ|r′| and ρ|r′| along the curve, its letters (a radius
 * a, an angle α) given sample values.
 */
function verifyWireCentre(t: TaskOf<'vector'>, asked: NonNullable<TaskOf<'vector'>['wireCentre']>, answer: AnswerToCheck): boolean {
  if (answer.kind !== 'matrix' || !t.curve || !t.parameter || !t.bounds || t.components.length !== 1) return false;
  const p = t.parameter;
  const curve = t.curve;
  const axes = t.variables.slice(0, curve.length);
  const params = [...new Set(letters([...curve, ...t.bounds, t.components[0]].join(' + ')))].filter((l) => l !== p && !axes.includes(l));
  const entries = /^\s*\[(.*)\]\s*$/.exec(answer.value)?.[1].split(/\]\s*,\s*\[/).map((e) => e.replace(/[[\]]/g, '').trim()) ?? [];
  if (entries.length !== axes.length + (asked.withMass ? 1 : 0) || entries.some((e) => letters(e).some((l) => !params.includes(l)))) return false;
  const scope = paramScope(params);
  const claimed = entries.map((e) => evaluateReal(e, scope));
  const [a, b] = t.bounds.map((x) => evaluateReal(x, scope));
  if (a === null || b === null || claimed.some((c) => c === null)) return false;
  // ∫ w·ρ |r′| dp for the weights 1, x, y (z)
  const nodes = arcNodes(curve, p, axes, scope, a, b);
  if (!nodes) return false;
  const sums = [1, ...axes].map(() => 0);
  for (const { point, ds } of nodes) {
    const rho = evaluateReal(t.components[0], point);
    if (rho === null) return false;
    const dm = rho * ds;
    sums[0] += dm;
    for (let k = 0; k < axes.length; k++) sums[k + 1] += dm * point[axes[k]];
  }
  if (Math.abs(sums[0]) < 1e-12) return false;
  const expected = [...(asked.withMass ? [sums[0]] : []), ...axes.map((_, k) => sums[k + 1] / sums[0])];
  return expected.every((e, k) => Math.abs(e - (claimed[k] as number)) <= 1e-6 * Math.max(1, Math.abs(e)));
}

/**
 * ∂z/∂w = Σ f_v ∂v/∂w: at sample points, with f's partial derivatives given sample values, each
 * claimed expression against the inner functions' derivatives taken numerically.
 */
function verifyChainRule(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  const { outer, wrt } = t;
  if (answer.kind !== 'expr' || !outer || !wrt) return false;
  const claims = splitTop(answer.value, ';');
  if (claims.length !== wrt.length) return false;
  const names = outer.variables.map((v) => `${outer.name}_${v}`);
  if (letters(...claims).some((s) => !t.variables.includes(s) && !names.includes(s))) return false;
  return SAMPLE_POINTS.every((p, i) => {
    const at: Scope = Object.fromEntries(t.variables.map((v, k) => [v, p[k]]));
    const fs = names.map((_, k) => 0.7 + 0.45 * k - 0.3 * i);
    return wrt.every((w, j) => {
      const inner = outer.variables.map((_, k) => partial1(t.components[k], w, at));
      const claimed = evaluateReal(claims[j], { ...at, ...Object.fromEntries(names.map((n, k) => [n, fs[k]])) });
      if (claimed === null || inner.some((x) => x === null)) return false;
      const expected = (inner as number[]).reduce((s, d, k) => s + d * fs[k], 0);
      return Math.abs(claimed - expected) <= 1e-5 * Math.max(1, Math.abs(expected));
    });
  });
}

/**
 * κ = |r′ × r″| / |r′|³ with both derivatives taken numerically (central differences), at the
 * parameter's value or at sample values when the curvature is asked as a function.
 */
function verifyCurvature(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  const [p] = t.variables;
  if (answer.kind !== 'expr' || t.variables.length !== 1 || letters(answer.value).some((s) => s !== p)) return false;
  const at = t.at ? [evaluateReal(t.at[0])] : [0.37, 0.81, 1.13, 1.41];
  return at.every((s) => {
    if (s === null) return false;
    const h = 1e-3 * Math.max(1, Math.abs(s));
    const xs = [s - h, s, s + h].map((u) => t.components.map((c) => evaluateReal(c, { [p]: u })));
    if (xs.some((row) => row.some((x) => x === null))) return false;
    const [a, m, b] = xs as number[][];
    const d1 = m.map((_, k) => (b[k] - a[k]) / (2 * h));
    const d2 = m.map((_, k) => (b[k] - 2 * m[k] + a[k]) / (h * h));
    const [u, v] = d1.length === 2 ? [[...d1, 0], [...d2, 0]] : [d1, d2];
    const cross = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    const speed = Math.hypot(...u);
    const claimed = evaluateReal(answer.value, { [p]: s });
    if (speed === 0 || claimed === null) return false;
    if (t.torsion) {
      // r‴ by the five-point difference, from two more points either side
      const far = [s - 2 * h, s + 2 * h].map((w) => t.components.map((c) => evaluateReal(c, { [p]: w })));
      if (far.some((row) => row.some((x) => x === null))) return false;
      const [aa, bb] = far as number[][];
      const d3 = m.map((_, k) => (bb[k] - 2 * b[k] + 2 * a[k] - aa[k]) / (2 * h ** 3));
      const norm2 = cross.reduce((acc, c) => acc + c * c, 0);
      if (norm2 === 0) return false;
      const tau = cross.reduce((acc, c, k) => acc + c * d3[k], 0) / norm2;
      return Math.abs(claimed - tau) <= 1e-3 * Math.max(1, Math.abs(tau));
    }
    const kappa = Math.hypot(...cross) / speed ** 3;
    return Math.abs(claimed - kappa) <= 1e-4 * Math.max(1, kappa);
  });
}

/**
 * Absolute extrema on a closed polygon or disk: f sampled on a fine grid of the region (its edge
 * included) never goes above the claimed maximum or below the claimed minimum, and comes within a
 * grid step's reach of both.
 */
function verifyAbsoluteExtrema(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  if (t.interval) return verifyIntervalExtrema(t, t.interval, answer);
  if (answer.kind !== 'solutions') return false;
  const claimed = answer.value.replace(/^\[|\]$/g, '').split(/,(?![^(]*\))/).map((x) => evaluateReal(x.trim()));
  if (claimed.length !== 2 || claimed.some((x) => x === null)) return false;
  const [lo, hi] = claimed as number[];
  const r2 = t.radius2 ? evaluateReal(t.radius2) : null;
  const vs = (t.vertices ?? []).map((v) => v.map((c) => evaluateReal(c) ?? NaN));
  const xs = r2 !== null ? [-Math.sqrt(r2), Math.sqrt(r2)] : [Math.min(...vs.map((v) => v[0])), Math.max(...vs.map((v) => v[0]))];
  const ys = r2 !== null ? xs : [Math.min(...vs.map((v) => v[1])), Math.max(...vs.map((v) => v[1]))];
  if (![...xs, ...ys].every(Number.isFinite)) return false;
  const inRegion = (x: number, y: number): boolean => {
    if (r2 !== null) return x * x + y * y <= r2 + 1e-12;
    const sides = vs.map((a, k) => {
      const b = vs[(k + 1) % vs.length];
      return (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
    });
    return sides.every((s) => s >= -1e-12) || sides.every((s) => s <= 1e-12);
  };
  const n = 120;
  let [seenLo, seenHi] = [Infinity, -Infinity];
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= n; j++) {
      const x = xs[0] + ((xs[1] - xs[0]) * i) / n;
      const y = ys[0] + ((ys[1] - ys[0]) * j) / n;
      if (!inRegion(x, y)) continue;
      const v = evaluateReal(t.components[0], { x, y });
      if (v === null) return false;
      seenLo = Math.min(seenLo, v);
      seenHi = Math.max(seenHi, v);
    }
  }
  // the edge itself, finely: extrema often lie on it
  const edge: Array<[number, number]> = r2 !== null
    ? Array.from({ length: 1440 }, (_, k) => [Math.sqrt(r2) * Math.cos((2 * Math.PI * k) / 1440), Math.sqrt(r2) * Math.sin((2 * Math.PI * k) / 1440)])
    : vs.flatMap((a, k) => {
      const b = vs[(k + 1) % vs.length];
      return Array.from({ length: 400 }, (_, i): [number, number] => [a[0] + ((b[0] - a[0]) * i) / 400, a[1] + ((b[1] - a[1]) * i) / 400]);
    });
  for (const [x, y] of edge) {
    const v = evaluateReal(t.components[0], { x, y });
    if (v === null) return false;
    seenLo = Math.min(seenLo, v);
    seenHi = Math.max(seenHi, v);
  }
  const scale = Math.max(1, Math.abs(seenHi), Math.abs(seenLo));
  const slack = 1e-3 * Math.max(1, seenHi - seenLo);
  return hi >= seenHi - 1e-9 * scale && lo <= seenLo + 1e-9 * scale && hi - seenHi <= slack && seenLo - lo <= slack;
}

/** The extreme values of f(x) on [a, b] against f sampled finely over the interval, both ends included. */
function verifyIntervalExtrema(t: TaskOf<'vector'>, [a, b]: [string, string], answer: AnswerToCheck): boolean {
  // over ℝ: sampled on a wide interval, and the tails checked beyond it to stay on the far side of the value
  const overR = a === '-oo' && b === 'oo';
  const [lo, hi] = overR ? [-1000, 1000] : [evaluateReal(a), evaluateReal(b)];
  if (lo === null || hi === null || !(lo < hi)) return false;
  const f = realFunction(t.components[0], 'x');
  if (overR) {
    const claim = answer.kind === 'expr' ? evaluateReal(answer.value) : null;
    const tails = [-1e4, -3e3, 3e3, 1e4].map(f);
    if (!t.extremum || claim === null || tails.some((v) => v === null || (t.extremum === 'max' ? v > claim : v < claim))) return false;
  }
  const n = 20000;
  let [seenLo, seenHi] = [Infinity, -Infinity];
  for (let i = 0; i <= n; i++) {
    const v = f(lo + ((hi - lo) * i) / n);
    if (v === null || !Number.isFinite(v)) return false;
    seenLo = Math.min(seenLo, v);
    seenHi = Math.max(seenHi, v);
  }
  const scale = Math.max(1, Math.abs(seenHi), Math.abs(seenLo));
  const slack = 1e-6 * Math.max(1, seenHi - seenLo);
  const isMax = (v: number): boolean => v >= seenHi - 1e-9 * scale && v - seenHi <= slack;
  const isMin = (v: number): boolean => v <= seenLo + 1e-9 * scale && seenLo - v <= slack;
  if (t.extremum) {
    const v = answer.kind === 'expr' ? evaluateReal(answer.value) : null;
    return v !== null && (t.extremum === 'max' ? isMax(v) : isMin(v));
  }
  if (answer.kind !== 'solutions') return false;
  const claimed = splitTop(answer.value.trim().replace(/^\[|\]$/g, '')).map((x) => evaluateReal(x.trim()));
  if (claimed.length !== 2 || claimed.some((x) => x === null)) return false;
  return isMin(claimed[0] as number) && isMax(claimed[1] as number);
}

/** A line y = f(x) through the points given (and of the slope given): f affine, each point on it. */
function verifyLineThrough(through: NonNullable<TaskOf<'transform'>['through']>, value: string): boolean {
  if (letters(value).some((l) => l !== 'x')) return false;
  const f = (x: number): number | null => evaluateReal(value, { x });
  const [f0, f1, f2] = [f(0), f(1), f(2)];
  if (f0 === null || f1 === null || f2 === null || Math.abs(f2 - 2 * f1 + f0) > 1e-9 * Math.max(1, Math.abs(f0), Math.abs(f2))) return false;
  const onLine = through.points.every(([a, b]) => {
    const [x, y, fx] = [evaluateReal(a), evaluateReal(b), evaluateReal(a) === null ? null : f(evaluateReal(a) as number)];
    return x !== null && y !== null && fx !== null && Math.abs(fx - y) <= 1e-9 * Math.max(1, Math.abs(y));
  });
  const slope = through.slope === undefined ? null : evaluateReal(through.slope);
  return onLine && (through.slope === undefined || (slope !== null && Math.abs(f1 - f0 - slope) <= 1e-9 * Math.max(1, Math.abs(slope))));
}

/** The operations a scalar answers (a number or an expression); the others answer a vector or a matrix. */
const SCALAR_OPS = ['divergence', 'laplacian', 'directional', 'max_rate'];

/** Several operations asked together: the answer lists theirs, separated by "; ", each checked on its own. */
function verifyTogether(t: TaskOf<'vector'>, also: NonNullable<TaskOf<'vector'>['also']>, answer: AnswerToCheck): boolean {
  const ops = [t.op, ...also];
  const values = splitTop(answer.value, ';');
  if (values.length !== ops.length) return false;
  return ops.every((op, k) => verifyVector({ ...t, op, also: undefined, ...(k > 0 ? { partials: undefined } : {}) }, { ...answer, kind: SCALAR_OPS.includes(op) ? 'expr' : 'matrix', value: values[k] }));
}

function verifyVector(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  if (t.also) return verifyTogether(t, t.also, answer);
  if (t.op === 'absolute_extrema') return verifyAbsoluteExtrema(t, answer);
  if (t.op === 'line_integral') return t.wireCentre ? verifyWireCentre(t, t.wireCentre, answer) : t.wireInertia ? verifyWireInertia(t, t.wireInertia.mass, answer) : verifyLineIntegral(t, answer);
  if (t.op === 'curvature') return verifyCurvature(t, answer);
  if (t.op === 'chain_rule') return verifyChainRule(t, answer);
  if (t.op === 'linearization') return verifyLinearization(t, answer);
  if (t.op === 'critical_points') return verifyCriticalPoints(t, answer);
  if (t.op === 'lagrange') return verifyLagrange(t, answer);
  if (t.op === 'potential' || t.op === 'conservative') return verifyField(t, answer);
  const scalar = SCALAR_OPS.includes(t.op) || (t.op === 'jacobian' && !t.matrix);
  const rows = scalar ? (answer.kind === 'expr' ? [[answer.value]] : null) : answer.kind === 'matrix' ? matrixRows(answer.value) : null;
  if (!rows) return false;
  const others = letters(...t.components, ...rows.flat()).filter((s) => !t.variables.includes(s));
  // the constants of a Jacobian (x = a·r cos θ, y = b·r sin θ) given values: the determinant is checked for them, at no point
  const constants = t.op === 'jacobian' && !t.at && others.every((s) => letters(...t.components).includes(s)) ? paramScope(others) : null;
  if (others.length > 0 && !constants) return false;
  const points: Scope[] = t.at
    ? [Object.fromEntries(t.variables.map((v, k) => [v, evaluateReal(t.at?.[k] ?? 'NaN') ?? NaN]))]
    : [[0.37, 0.81, -0.53, 1.27], [1.13, -0.61, 0.77, 0.29], [-0.93, 1.41, 0.58, -1.07], [0.66, 0.44, 1.73, 0.91]].map((p) => ({ ...constants, ...Object.fromEntries(t.variables.map((v, k) => [v, p[k]])) }));
  let compared = 0;
  for (const at of points) {
    if (Object.values(at).some((x) => !Number.isFinite(x))) return false;
    const want = expectedVector(t, at);
    if (!want) continue;
    if (want.length !== rows.length || want.some((r, i) => r.length !== rows[i].length)) return false;
    for (let i = 0; i < want.length; i++) {
      for (let j = 0; j < want[i].length; j++) {
        const got = evaluateReal(rows[i][j], at);
        if (got === null) return false;
        if (Math.abs(got - want[i][j]) > 1e-4 * Math.max(1, Math.abs(want[i][j]))) return false;
      }
    }
    compared++;
  }
  return compared >= (t.at ? 1 : 3);
}

// ——— multiple integrals ———

/** Gauss–Legendre nodes and weights on [−1, 1] (Newton's method on Pₙ), computed once. */
function gaussLegendre(n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 1; i <= n; i++) {
    let x = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let dp = 0;
    for (let it = 0; it < 100; it++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) [p0, p1] = [p1, ((2 * k - 1) * x * p1 - (k - 1) * p0) / k];
      dp = (n * (x * p1 - p0)) / (x * x - 1);
      const dx = p1 / dp;
      x -= dx;
      if (Math.abs(dx) < 1e-15) break;
    }
    out.push([x, 2 / ((1 - x * x) * dp * dp)]);
  }
  return out;
}
const GL = gaussLegendre(24);

/**
 * The iterated integral by nested Gauss–Legendre rules (two panels per level), outermost first,
 * in polar, cylindrical or spherical coordinates with the Jacobian when the task says so,
 * each level's bounds evaluated at the outer variables: a tool that shares nothing with the
 * antiderivatives the method found.
 */
/** x, y, z and the Jacobian at a point given in polar, cylindrical or spherical coordinates. */
function cartesianAt(system: NonNullable<TaskOf<'multiple'>['coordinates']>, at: Record<string, number>): { x: number; y: number; z: number; jacobian: number } {
  const t = at.theta;
  if (system === 'spherical') {
    const [p, f] = [at.rho, at.phi];
    return { x: p * Math.sin(f) * Math.cos(t), y: p * Math.sin(f) * Math.sin(t), z: p * Math.cos(f), jacobian: p * p * Math.sin(f) };
  }
  return { x: at.r * Math.cos(t), y: at.r * Math.sin(t), z: at.z ?? 0, jacobian: at.r };
}

/** The point measured from the task's centre, for polar coordinates about another point than the origin. */
function aboutCentre(p: { x: number; y: number; z: number; jacobian: number }, centre: TaskOf<'multiple'>['centre']): { x: number; y: number; z: number; jacobian: number } {
  if (!centre) return p;
  const [a, b] = centre.map((c) => evaluateReal(c) ?? NaN);
  return { ...p, x: p.x + a, y: p.y + b };
}

function nestedIntegral(t: TaskOf<'multiple'>, level: number, scope: Record<string, number>, graded = false): number | null {
  const integrandAt = (at: Record<string, number>): number | null => {
    if (!t.coordinates) return evaluateReal(t.integrand, at);
    const { x, y, z, jacobian } = aboutCentre(cartesianAt(t.coordinates, at), t.centre);
    const v = evaluateReal(t.integrand, { ...at, x, y, z });
    return v === null ? null : v * jacobian;
  };
  const b = t.bounds[level];
  const lo = evaluateReal(b.lo, scope);
  const hi = /^\+?oo$/.test(b.hi.trim()) ? Infinity : evaluateReal(b.hi, scope);
  if (lo === null || hi === null || !Number.isFinite(lo) || Number.isNaN(hi) || hi === -Infinity) return null;
  // an improper upper bound: s ∈ [0, 1) ↦ lo + s/(1 − s), on more panels, the last ones crowding towards s = 1
  if (hi === Infinity) {
    let sum = 0;
    const cuts = [0, 0.25, 0.5, 0.7, 0.85, 0.93, 0.97, 0.99, 0.997, 0.9995, 0.99995, 0.999995, 0.9999995];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const [a, c] = [cuts[k], cuts[k + 1]];
      for (const [x, wgt] of GL) {
        const s = (c + a) / 2 + ((c - a) / 2) * x;
        const inner = { ...scope, [b.variable]: lo + s / (1 - s) };
        const v = level === 0 ? integrandAt(inner) : nestedIntegral(t, level - 1, inner, graded);
        if (v === null) return null;
        sum += (wgt * (c - a)) / 2 / ((1 - s) * (1 - s)) * v;
      }
    }
    return sum;
  }
  let sum = 0;
  for (const [a, c] of [[0, 0.5], [0.5, 1]]) {
    const half = (c - a) / 2;
    const mid = (c + a) / 2;
    for (const [x, wgt] of GL) {
      const s = mid + half * x;
      // graded: s ↦ 3s² − 2s³ crowds the nodes at both ends, for a √-type endpoint behaviour
      const [u, du] = graded ? [3 * s * s - 2 * s * s * s, 6 * s * (1 - s)] : [s, 1];
      const inner = { ...scope, [b.variable]: lo + (hi - lo) * u };
      const v = level === 0 ? integrandAt(inner) : nestedIntegral(t, level - 1, inner, graded);
      if (v === null) return null;
      sum += wgt * half * (hi - lo) * du * v;
    }
  }
  return sum;
}

/**
 * A centre of mass [[x̄], [ȳ]] (or with z̄): each coordinate against the quotient of the quadratures
 * of x·ρ and ρ over the task's region, on plain or graded nodes.
 */
function verifyCentreOfMass(t: TaskOf<'multiple'>, value: string): boolean {
  const entries = /^\s*\[(.*)\]\s*$/.exec(value)?.[1].split(/\]\s*,\s*\[/).map((e) => e.replace(/[[\]]/g, '').trim()) ?? [];
  const axes = t.bounds.length === 3 ? ['x', 'y', 'z'] : ['x', 'y'];
  const params = constantsOf(t);
  if (entries.length !== axes.length + (t.withMass ? 1 : 0) || entries.some((e) => letters(e).some((l) => !params.includes(l)))) return false;
  const scope = paramScope(params);
  const all = entries.map((e) => evaluateReal(e, scope));
  // with the mass asked too, it comes first and is checked against the same quadrature
  const claimedMass = t.withMass ? all[0] : null;
  const claimed = t.withMass ? all.slice(1) : all;
  const top = t.bounds.length - 1;
  return [false, true].some((graded) => {
    const mass = nestedIntegral({ ...t, centreOfMass: undefined, withMass: undefined }, top, scope, graded);
    if (mass === null || Math.abs(mass) < 1e-12) return false;
    if (t.withMass && (claimedMass === null || Math.abs(mass - claimedMass) > 1e-6 * Math.max(1, Math.abs(mass)))) return false;
    return axes.every((v, k) => {
      const moment = nestedIntegral({ ...t, centreOfMass: undefined, integrand: `${v}*(${t.integrand})` }, top, scope, graded);
      const c = claimed[k];
      return moment !== null && c !== null && Math.abs(moment / mass - c) <= 1e-6 * Math.max(1, Math.abs(c));
    });
  });
}

/**
 * A uniform body's moment of inertia: the claimed value against its mass times the quotient of the
 * quadratures of the squared distance and of 1 over the task's region, on plain or graded nodes.
 */
function verifyMomentOfInertia(t: TaskOf<'multiple'>, mass: string, value: string): boolean {
  const params = constantsOf(t);
  if (letters(value).some((l) => !params.includes(l))) return false;
  const scope = paramScope(params);
  const [claimed, m] = [evaluateReal(value, scope), evaluateReal(mass, scope)];
  if (claimed === null || m === null) return false;
  const top = t.bounds.length - 1;
  return [false, true].some((graded) => {
    const measure = nestedIntegral({ ...t, totalMass: undefined, integrand: '1' }, top, scope, graded);
    const second = nestedIntegral({ ...t, totalMass: undefined }, top, scope, graded);
    if (measure === null || second === null || Math.abs(measure) < 1e-12) return false;
    const q = (m * second) / measure;
    return Math.abs(q - claimed) <= 1e-6 * Math.max(1, Math.abs(q));
  });
}

/**
 * The constants of a multiple integral (a radius a, a density k, a body's mass M): letters of its
 * integrand, bounds and mass that are no variable of integration, given values when it is checked.
 */
function constantsOf(t: TaskOf<'multiple'>): string[] {
  const integrated = new Set(['x', 'y', 'z', ...t.bounds.map((b) => b.variable)]);
  return [...new Set(letters([t.integrand, ...t.bounds.flatMap((b) => [b.lo, b.hi]), ...(t.totalMass ? [t.totalMass] : [])].join(' + ')))].filter((l) => !integrated.has(l));
}

function verifyMultiple(t: TaskOf<'multiple'>, value: string): boolean {
  const params = constantsOf(t);
  if (letters(value).some((l) => !params.includes(l))) return false;
  const scope = paramScope(params);
  const claimed = evaluateReal(value, scope);
  if (claimed === null) return false;
  const agrees = (q: number | null): boolean => q !== null && Math.abs(q - claimed) <= 1e-6 * Math.max(1, Math.abs(q));
  return agrees(nestedIntegral(t, t.bounds.length - 1, scope)) || agrees(nestedIntegral(t, t.bounds.length - 1, scope, true));
}
