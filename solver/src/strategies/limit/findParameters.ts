import type { Outcome, ProblemInput, SolveContext, Strategy, StepDraft } from '../../strategy';
import { casSolve } from '../../cas';
import { toAscii as casAscii } from '../../format/ascii';
import { parseNode } from '../../parse/math';
import type { TaskOf } from '../../task/task';
import { text } from '../../i18n';
import { verifyTask } from '../../verify/task';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, ZERO, ONE, dependsOn, div, mul, neg, num, sub, substitute } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { nthDerivative } from '../derivative/differentiate';
import { toAscii, toLatex } from '../derivative/print';
import type { LimitContext } from './extended';
import { LimitSolver, fraction, limLatex } from './methods';
import { withParameters } from './params';
import { limitStrategy } from './strategy';

/** Generic values of the parameters while the limit is worked out in terms of them. */
const WORK_VALUES = [1.7, 2.6, 3.3];
/** Highest order of the denominator's zero looked at. */
const MAX_ORDER = 6;

const value = (e: Ex): number | null => evaluateReal(toAscii(e));
const nearZero = (x: number): boolean => Math.abs(x) < 1e-10;
const factorial = (j: number): number => (j <= 1 ? 1 : j * factorial(j - 1));

/** An equation c₀ + Σ cᵢ·pᵢ = 0, affine in the parameters, with its written form. */
interface Affine { constant: Ex; coeffs: Ex[]; shown: Ex }

/**
 * e as c₀ + Σ cᵢ·pᵢ: the coefficients read off at pᵢ = 0 and 1, then the form checked at other
 * values (a parameter under a sine or squared is not affine: null).
 */
function affine(e: Ex, params: string[]): Affine | null {
  const at = (vals: Ex[]): Ex => simplify(params.reduce((acc, p, i) => substitute(acc, p, vals[i]), e));
  const zeros = params.map(() => ZERO);
  const constant = at(zeros);
  const coeffs = params.map((_, i) => simplify(sub(at(zeros.map((z, j) => (j === i ? ONE : z))), constant)));
  const probe = [1.3, -0.7, 2.9];
  const direct = evaluateReal(toAscii(e), Object.fromEntries(params.map((p, i) => [p, probe[i]])));
  const c0 = value(constant);
  const cs = coeffs.map(value);
  if (direct === null || c0 === null || cs.some((c) => c === null)) return null;
  const linear = c0 + cs.reduce<number>((s, c, i) => s + (c ?? 0) * probe[i], 0);
  return Math.abs(direct - linear) <= 1e-9 * Math.max(1, Math.abs(direct)) ? { constant, coeffs, shown: e } : null;
}

/** The unique solution of the affine equations (Gaussian elimination), or null when there is none or many. */
function solveAffine(eqs: Affine[], n: number): Ex[] | null {
  const rows = eqs.map((e) => [...e.coeffs, simplify(neg(e.constant))]);
  const solution: Ex[] = [];
  const pivots: number[] = [];
  let r = 0;
  for (let col = 0; col < n; col++) {
    const p = rows.findIndex((row, i) => i >= r && !nearZero(value(row[col]) ?? 0));
    if (p < 0) return null;
    [rows[r], rows[p]] = [rows[p], rows[r]];
    const pivot = rows[r][col];
    rows[r] = rows[r].map((x) => simplify(div(x, pivot)));
    for (let i = 0; i < rows.length; i++) {
      if (i === r) continue;
      const factor = rows[i][col];
      rows[i] = rows[i].map((x, j) => simplify(sub(x, mul(factor, rows[r][j]))));
    }
    pivots.push(r++);
  }
  // the equations left over must hold too
  if (rows.slice(r).some((row) => !nearZero(value(row[n]) ?? 1))) return null;
  for (let col = 0; col < n; col++) solution.push(rows[pivots[col]][n]);
  return solution;
}

/** The conditions as expressions that must vanish, with the steps that found them. */
interface Conditions { forms: Ex[]; steps: StepDraft[] }

/**
 * At a finite point where the denominator vanishes to order k: the numerator's Taylor coefficients
 * of order below k must vanish for a finite limit, and the limit is then the ratio of the
 * coefficients of order k.
 */
function taylorConditions(f: Ex, c: LimitContext, params: string[], target: Ex | null): Conditions | null {
  if (c.at.k !== 'fin') return null;
  const point = c.at.v;
  const { n, d } = fraction(f);
  if (params.some((p) => dependsOn(d, p))) return null;
  const coefficient = (e: Ex, j: number): Ex => simplify(div(substitute(nthDerivative(e, c.v, j), c.v, point), num(factorial(j))));
  let k = 0;
  let dk: Ex = ZERO;
  for (; k <= MAX_ORDER; k++) {
    dk = coefficient(d, k);
    const x = value(dk);
    if (x === null) return null;
    if (!nearZero(x)) break;
  }
  if (k > MAX_ORDER) return null;
  const forms: Ex[] = [];
  for (let j = 0; j < k; j++) forms.push(coefficient(n, j));
  if (target) forms.push(simplify(sub(coefficient(n, k), mul(target, dk))));
  const at = toLatex(point);
  const shown = forms.map((e) => `${toLatex(e)} = 0`).join(',\\quad ');
  const steps: StepDraft[] = [];
  if (k > 0) {
    steps.push({
      title: text('Denominator at the point', 'Dénominateur au point'),
      explanation: text(
        `The denominator ${toAscii(d)} vanishes at ${c.v} = ${toAscii(point)}${k > 1 ? ` to order ${k}` : ''}. For the limit to be finite, the numerator's Taylor coefficients at ${toAscii(point)} of order below ${k} must be 0.`,
        `Le dénominateur ${toAscii(d)} s'annule en ${c.v} = ${toAscii(point)}${k > 1 ? ` à l'ordre ${k}` : ''}. Pour que la limite soit finie, les coefficients de Taylor du numérateur en ${toAscii(point)} d'ordre inférieur à ${k} doivent être nuls.`,
      ),
      formula: `${c.v} = ${at}`,
    });
  }
  if (target) {
    steps.push({
      title: text('Value of the limit', 'Valeur de la limite'),
      explanation: text(
        `The limit is then the quotient of the coefficients of order ${k}: that of the numerator over ${toAscii(dk)}, which must equal ${toAscii(target)}.`,
        `La limite est alors le quotient des coefficients d'ordre ${k} : celui du numérateur sur ${toAscii(dk)}, qui doit valoir ${toAscii(target)}.`,
      ),
    });
  }
  steps.push({ title: text('Conditions', 'Conditions'), explanation: text('The conditions on the parameters:', 'Les conditions sur les paramètres :'), formula: shown });
  return { forms, steps };
}

/** Elsewhere (at ±∞): the limit worked out in terms of one parameter, then set equal to the value. */
function limitCondition(f: Ex, c: LimitContext, params: string[], target: Ex | null, checkTime: () => void): Conditions | null {
  if (!target || params.length !== 1) return null;
  const solver = new LimitSolver(checkTime);
  const r = withParameters({ [params[0]]: WORK_VALUES[0] }, () => solver.solve(f, c));
  if (r.k !== 'fin') return null;
  return {
    forms: [simplify(sub(r.v, target))],
    steps: [
      ...solver.steps,
      {
        title: text('Conditions', 'Conditions'),
        explanation: text(`The limit ${toAscii(r.v)} must equal ${toAscii(target)}.`, `La limite ${toAscii(r.v)} doit valoir ${toAscii(target)}.`),
        formula: `${toLatex(r.v)} = ${toLatex(target)}`,
      },
    ],
  };
}

/**
 * The values that make every form vanish: by elimination when the forms are affine in the
 * parameters, else, for one parameter, the roots of one form that the others share.
 */
function candidates(forms: Ex[], params: string[]): Ex[][] {
  const equations = forms.map((e) => affine(e, params));
  if (equations.every((e) => e !== null)) {
    const values = solveAffine(equations as Affine[], params.length);
    return values ? [values] : [];
  }
  if (params.length !== 1) return [];
  const [p] = params;
  const curved = forms[equations.findIndex((e) => e === null)];
  const roots = casSolve(['Equal', parseNode(toAscii(curved)), 0], p) ?? [];
  const all = (x: number): boolean => forms.every((e) => nearZero(evaluateReal(toAscii(e), { [p]: x }) ?? 1));
  return roots.flatMap((r) => {
    try {
      const v = simplify(fromMathJson(parseCalc(casAscii(r))));
      const x = value(v);
      return x !== null && all(x) ? [[v]] : [];
    } catch {
      return [];
    }
  });
}

/** The found values as the answer: one value alone, several as an assignment. */
function answerOf(params: string[], values: Ex[]): { kind: 'expr' | 'solutions'; value: string; latex: string } {
  if (params.length === 1) return { kind: 'expr', value: toAscii(values[0]), latex: toLatex(values[0]) };
  return {
    kind: 'solutions',
    value: `[{${params.map((p, i) => `${p}: ${toAscii(values[i])}`).join(', ')}}]`,
    latex: params.map((p, i) => `${p} = ${toLatex(values[i])}`).join(',\\ '),
  };
}

/**
 * The limit with the values substituted, by the usual methods: its outcome and value when it is
 * checked, finite, and the stated value if there is one.
 */
function recomputed(t: TaskOf<'limit'>, params: string[], values: Ex[], target: Ex | null, problem: ProblemInput, ctx: SolveContext): { check: Outcome; found: string } | null {
  const limit: TaskOf<'limit'> = {
    kind: 'limit', variable: t.variable, point: t.point, side: t.side, sequence: t.sequence,
    expr: toAscii(simplify(params.reduce((acc, p, i) => substitute(acc, p, values[i]), fromMathJson(parseCalc(t.expr))))),
  };
  let check: Outcome | null;
  try {
    check = limitStrategy.solve({ ...problem, task: limit }, ctx);
  } catch {
    return null;
  }
  if (!check?.answer || check.answer.kind !== 'expr' || !check.verified || !verifyTask(limit, check.answer)) return null;
  const found = check.answer.value;
  if (found === 'oo' || found === '-oo' || found === 'zoo' || found === 'DNE') return null;
  if (target) {
    const [got, want] = [evaluateReal(found), value(target)];
    if (got === null || want === null || Math.abs(got - want) > 1e-9 * Math.max(1, Math.abs(want))) return null;
  }
  return { check, found };
}

/**
 * "Find a so that lim … exists / = L", « pour quelle valeur de a la limite … est-elle finie ? »:
 * conditions on the parameters, affine in them, solved; the limit is then computed again with the
 * values found, by the usual methods, as the check.
 */
export const limitParametersStrategy: Strategy = {
  name: 'limit.parameters',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'limit' || t.asks !== 'parameters' || !t.parameters) return null;
    const params = t.parameters;
    const f = simplify(fromMathJson(parseCalc(t.expr)));
    const target = t.target === undefined ? null : simplify(fromMathJson(parseCalc(t.target)));
    const at: LimitContext['at'] = t.point === 'oo' || t.point === '-oo'
      ? { k: 'inf', s: t.point === 'oo' ? 1 : -1 }
      : { k: 'fin', v: simplify(fromMathJson(parseCalc(t.point))) };
    const c: LimitContext = { v: t.variable, at, side: t.side };
    const conditions = taylorConditions(f, c, params, target) ?? limitCondition(f, c, params, target, ctx.checkTime);
    if (!conditions) return null;
    const checked = candidates(conditions.forms, params).flatMap((values) => {
      const found = recomputed(t, params, values, target, problem, ctx);
      return found ? [{ values, ...found }] : [];
    });
    if (checked.length !== 1) return null;
    const [{ values, check, found }] = checked;
    const answer = answerOf(params, values);
    const named = params.map((p, i) => `${p} = ${toAscii(values[i])}`).join(', ');
    const sentence = text(`${named}; the limit is then ${found}.`, `${named} ; la limite vaut alors ${found}.`);
    const steps: StepDraft[] = [
      {
        title: text('State the problem', 'Écrire le problème'),
        explanation: target
          ? text(`We look for ${params.join(' and ')} so that the limit equals ${toAscii(target)}.`, `On cherche ${params.join(' et ')} pour que la limite vaille ${toAscii(target)}.`)
          : text(`We look for ${params.join(' and ')} so that the limit is finite.`, `On cherche ${params.join(' et ')} pour que la limite soit finie.`),
        formula: limLatex(f, c),
      },
      ...conditions.steps,
      { title: text('Solve', 'Résoudre'), explanation: text('Solving the conditions gives:', 'La résolution des conditions donne :'), formula: answer.latex.includes('=') ? answer.latex : `${params[0]} = ${answer.latex}` },
      { title: text('Check', 'Vérifier'), explanation: text(`With ${named}, the limit is computed again:`, `Avec ${named}, on recalcule la limite :`) },
      ...check.steps.filter((s) => s.title.en !== 'Answer'),
      { title: text('Answer', 'Réponse'), explanation: sentence },
    ];
    return {
      method: 'limit.parameters',
      category: 'limit',
      steps,
      answer: { ...answer, words: sentence },
      finalAnswer: sentence,
      verified: true,
      verification: text(
        'The limit was computed again with the values found and checked numerically near the point.',
        'La limite a été recalculée avec les valeurs trouvées et vérifiée numériquement près du point.',
      ),
    };
  },
};
