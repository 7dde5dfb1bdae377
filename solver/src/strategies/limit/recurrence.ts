import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { MathNode } from '../../cas';
import { rationalRoots, toRatFunc, type Poly } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { evaluateReal } from '../../verify/numeric';
import { limitSentence } from './methods';
import { affineDivergence } from './affineRecurrence';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import type { TaskOf } from '../../task/task';

/**
 * The limit of u₍ₙ₊₁₎ = f(uₙ), as taught: the first terms; why the sequence converges (monotone and
 * bounded when f is increasing between u₀ and the fixed point, else a contraction there, |f′| < 1);
 * then the limit L, f being continuous, solves L = f(L), and of its solutions the bounds keep one.
 */
const unsupported = (): SolverError =>
  new SolverError('unsupported', text(
    'We could not prove that this sequence converges, so we give no limit.',
    "Nous n'avons pas pu démontrer que cette suite converge : nous ne donnons pas de limite.",
  ));

const fmt = (x: number): string => String(Number(x.toPrecision(6)));

/** The fixed points of f as exact ASCII expressions with their values: the rational roots and those of a remaining quadratic. */
function fixedPoints(map: string): Array<{ ascii: string; value: number }> {
  const f = parseNode(map);
  const sqrt = Array.isArray(f) && f[0] === 'Sqrt';
  // L = √g(L) ⟺ L² = g(L) with L ≥ 0; L = f(L) for a rational f
  const equation: MathNode = sqrt ? ['Subtract', f[1] as MathNode, ['Power', 'x', 2]] : ['Subtract', f, 'x'];
  const rf = toRatFunc(equation, 'x');
  if (!rf || rf.num.deg < 1) return [];
  const { roots, rest } = rationalRoots(rf.num);
  const out = roots.map(({ r }) => ({ ascii: r.toString(), value: r.toNumber() }));
  out.push(...quadraticRoots(rest));
  return out.filter((p) => !sqrt || p.value >= 0).filter((p) => {
    const fx = evaluateReal(map, { x: p.value });
    return fx !== null && Math.abs(fx - p.value) <= 1e-9 * Math.max(1, Math.abs(p.value));
  });
}

function quadraticRoots(p: Poly): Array<{ ascii: string; value: number }> {
  if (p.deg !== 2) return [];
  const [c, b, a] = [p.coef(0), p.coef(1), p.coef(2)];
  const disc = b.mul(b).sub(a.mul(c).mul(Q4));
  if (disc.sign() < 0) return [];
  return [-1, 1].map((s) => {
    const ascii = toAscii(simplify(fromMathJson(parseCalc(`(${b.neg().toString()} ${s < 0 ? '-' : '+'} sqrt(${disc.toString()}))/(${a.mul(Q2).toString()})`))));
    return { ascii, value: (-b.toNumber() + s * Math.sqrt(disc.toNumber())) / (2 * a.toNumber()) };
  });
}


const Q2 = Q.of(2);
const Q4 = Q.of(4);

function terms(t: TaskOf<'recurrence'>, count: number): number[] | null {
  let u = evaluateReal(t.first);
  if (u === null) return null;
  const out = [u];
  for (let k = 0; k < count; k++) {
    const next = evaluateReal(t.map, { x: u });
    if (next === null || !Number.isFinite(next)) return null;
    u = next;
    out.push(u);
  }
  return out;
}

/**
 * An interval I around L that the terms enter after a few steps, that f maps into itself and on
 * which |f′| < 1 (1 + 1/x from 1: the terms alternate around the golden ratio in [3/2, 2]).
 */
function stableInterval(u: number[], L: number, f: (x: number) => number): { from: number; lo: number; hi: number; slope: number } | null {
  for (let k = 1; k <= 5; k++) {
    const [lo, hi] = [Math.min(u[k], u[k + 1], L), Math.max(u[k], u[k + 1], L)];
    if (!(hi > lo)) continue;
    const xs = Array.from({ length: 81 }, (_, j) => lo + ((hi - lo) * j) / 80);
    const ys = xs.map(f);
    const tol = 1e-12 * Math.max(1, Math.abs(hi));
    if (ys.some((y) => !Number.isFinite(y) || y < lo - tol || y > hi + tol)) continue;
    const slope = Math.max(...xs.map((x) => Math.abs((f(x + 1e-6) - f(x - 1e-6)) / 2e-6)));
    if (slope < 0.95) return { from: k, lo, hi, slope };
  }
  return null;
}

/**
 * The fixed point terms that move steadily one way approach: the first one ahead of u₀, with no
 * term past it. Whether they reach it is for the monotone argument to show.
 */
function approached(u: number[], fixed: Array<{ ascii: string; value: number }>): { ascii: string; value: number } | undefined {
  const dir = Math.sign(u[1] - u[0]);
  if (dir === 0 || u.slice(1).some((x, k) => Math.sign(x - u[k]) !== dir)) return undefined;
  const ahead = fixed.filter((p) => (p.value - u[0]) * dir > 0).sort((a, b) => (a.value - b.value) * dir);
  const L = ahead[0];
  return L && u.every((x) => (L.value - x) * dir >= 0) ? L : undefined;
}

export const recurrenceLimitStrategy: Strategy = {
  name: 'limit.recurrence',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'recurrence') return null;
    const away = affineDivergence(t);
    if (away) return away;
    const u = terms(t, 3000);
    if (!u) throw unsupported();
    const limitNum = u[u.length - 1];
    const settled = Math.abs(limitNum - u[u.length - 2]) <= 1e-12 * Math.max(1, Math.abs(limitNum));
    ctx.checkTime();
    const fixed = fixedPoints(t.map);
    // a slow approach (uₙ − uₙ² from 1/2 tends to 0 like 1/n) is left to the monotone argument below
    const L = settled ? fixed.find((p) => Math.abs(p.value - limitNum) <= 1e-7 * Math.max(1, Math.abs(limitNum))) : approached(u, fixed);
    if (!L) throw unsupported();
    const f = (x: number): number => evaluateReal(t.map, { x }) ?? NaN;
    const [lo, hi] = [Math.min(u[0], L.value), Math.max(u[0], L.value)];
    const samples = Array.from({ length: 41 }, (_, k) => lo + ((hi - lo) * k) / 40);
    const increasing = samples.every((x, k) => k === 0 || f(x) >= f(samples[k - 1]) - 1e-12);
    const slope = Math.max(...samples.map((x) => Math.abs((f(x + 1e-6) - f(x - 1e-6)) / 2e-6)));
    const name = t.name;
    const un = `${name}_n`;
    const fLatex = toLatex(simplify(fromMathJson(parseCalc(t.map))));
    const inLatex = (v: string): string => fLatex.replace(/(?<![\\A-Za-z])x(?![A-Za-z])/g, v);
    const next = inLatex(`${name}_{n}`);
    const steps: StepDraft[] = [{
      title: text('Compute the first terms', 'Calculer les premiers termes'),
      explanation: text(`From ${name}_${t.start} = ${t.first}, apply ${name}_(n+1) = f(${un}) with f(x) = ${t.map}.`, `À partir de ${name}_${t.start} = ${t.first}, on applique ${name}_(n+1) = f(${un}) avec f(x) = ${t.map}.`),
      formula: `${name}_{n+1} = ${next}:\\quad ${u.slice(0, 5).map((v, k) => `${name}_{${t.start + k}} \\approx ${fmt(v)}`).join(',\\ ')}`,
    }];
    const up = u[1] >= u[0];
    if (increasing && (up ? u[0] <= L.value : u[0] >= L.value)) {
      steps.push({
        title: text('Show that it converges', 'Montrer qu’elle converge'),
        explanation: up
          ? text(
              `f is increasing on [${fmt(lo)}, ${L.ascii}] and f(${L.ascii}) = ${L.ascii}. Since ${name}_${t.start} ≤ ${name}_${t.start + 1} ≤ ${L.ascii}, by induction ${un} ≤ ${name}_(n+1) ≤ ${L.ascii} for every n: the sequence is increasing and bounded above, so it converges (monotone convergence theorem).`,
              `f est croissante sur [${fmt(lo)}, ${L.ascii}] et f(${L.ascii}) = ${L.ascii}. Comme ${name}_${t.start} ≤ ${name}_${t.start + 1} ≤ ${L.ascii}, par récurrence ${un} ≤ ${name}_(n+1) ≤ ${L.ascii} pour tout n : la suite est croissante et majorée, donc elle converge (théorème de la limite monotone).`,
            )
          : text(
              `f is increasing on [${L.ascii}, ${fmt(hi)}] and f(${L.ascii}) = ${L.ascii}. Since ${L.ascii} ≤ ${name}_${t.start + 1} ≤ ${name}_${t.start}, by induction ${L.ascii} ≤ ${name}_(n+1) ≤ ${un} for every n: the sequence is decreasing and bounded below, so it converges (monotone convergence theorem).`,
              `f est croissante sur [${L.ascii}, ${fmt(hi)}] et f(${L.ascii}) = ${L.ascii}. Comme ${L.ascii} ≤ ${name}_${t.start + 1} ≤ ${name}_${t.start}, par récurrence ${L.ascii} ≤ ${name}_(n+1) ≤ ${un} pour tout n : la suite est décroissante et minorée, donc elle converge (théorème de la limite monotone).`,
            ),
        formula: `f(x) = ${fLatex}`,
      });
    } else if (slope < 0.95) {
      steps.push({
        title: text('Show that it converges', 'Montrer qu’elle converge'),
        explanation: text(
          `|f′(x)| ≤ ${fmt(slope)} < 1 between ${name}_${t.start} and ${L.ascii}, and f(${L.ascii}) = ${L.ascii}: by the mean value theorem |${name}_(n+1) − ${L.ascii}| ≤ ${fmt(slope)}·|${un} − ${L.ascii}|, so the distance to ${L.ascii} shrinks geometrically.`,
          `|f′(x)| ≤ ${fmt(slope)} < 1 entre ${name}_${t.start} et ${L.ascii}, et f(${L.ascii}) = ${L.ascii} : par l'inégalité des accroissements finis |${name}_(n+1) − ${L.ascii}| ≤ ${fmt(slope)}·|${un} − ${L.ascii}|, donc la distance à ${L.ascii} décroît géométriquement.`,
        ),
        formula: `f(x) = ${fLatex}`,
      });
    } else {
      const stable = stableInterval(u, L.value, f);
      if (!stable) throw unsupported();
      const [a, b, s, k] = [fmt(stable.lo), fmt(stable.hi), fmt(stable.slope), t.start + stable.from];
      steps.push({
        title: text('Show that it converges', 'Montrer qu’elle converge'),
        explanation: text(
          `From ${name}_${k} on, the terms stay in I = [${a}, ${b}], which holds ${L.ascii}: f maps I into itself and |f′(x)| ≤ ${s} < 1 on I, with f(${L.ascii}) = ${L.ascii}. By the mean value theorem |${name}_(n+1) − ${L.ascii}| ≤ ${s}·|${un} − ${L.ascii}|, so the distance to ${L.ascii} shrinks geometrically.`,
          `À partir de ${name}_${k}, les termes restent dans I = [${a}, ${b}], qui contient ${L.ascii} : f envoie I dans I et |f′(x)| ≤ ${s} < 1 sur I, avec f(${L.ascii}) = ${L.ascii}. Par l'inégalité des accroissements finis |${name}_(n+1) − ${L.ascii}| ≤ ${s}·|${un} − ${L.ascii}|, donc la distance à ${L.ascii} décroît géométriquement.`,
        ),
        formula: `f(x) = ${fLatex},\\quad f(I) \\subset I = [${a}, ${b}]`,
      });
    }
    const others = fixed.filter((p) => p !== L).map((p) => p.ascii);
    steps.push({
      title: text('Pass to the limit', 'Passer à la limite'),
      explanation: others.length
        ? text(
            `f is continuous, so the limit L satisfies L = f(L). Its solutions are ${[L.ascii, ...others].join(', ')}; the bounds above keep L = ${L.ascii}.`,
            `f est continue, donc la limite L vérifie L = f(L). Ses solutions sont ${[L.ascii, ...others].join(', ')} ; les encadrements ci-dessus donnent L = ${L.ascii}.`,
          )
        : text(`f is continuous, so the limit L satisfies L = f(L), whose solution is ${L.ascii}.`, `f est continue, donc la limite L vérifie L = f(L), dont la solution est ${L.ascii}.`),
      formula: `L = ${inLatex('L')} \\;\\Rightarrow\\; L = ${toLatex(simplify(fromMathJson(parseCalc(L.ascii))))}`,
    });
    return {
      method: 'limit.recurrence',
      category: 'limit',
      steps,
      answer: { kind: 'expr', value: L.ascii, latex: toLatex(simplify(fromMathJson(parseCalc(L.ascii)))), words: limitSentence(L.ascii) },
      finalAnswer: text(`lim = ${L.ascii}`, `lim = ${L.ascii}`),
      verified: true,
      verification: text('Checked by computing the terms one after another until they settle.', 'Vérifié en calculant les termes les uns après les autres jusqu’à stabilisation.'),
    };
  },
};
