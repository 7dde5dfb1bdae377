import { text, type Text } from '../../i18n';
import { SolverError } from '../../errors';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { taskText } from '../../task/text';
import { normalize } from '../../parse/normalize';
import { evaluateReal } from '../../verify/numeric';
import { verifyTask } from '../../verify/task';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, dependsOn, isNum, mul, num, numValue, pow, sub, substitute, sym } from '../derivative/expr';
import { fromMathJson as symFromMathJson, type MathJson } from './sym/fromMathJson';
import { sym as symVar } from './sym/expr';
import { toAscii as symAscii } from './sym/print';
import { findAntiderivative } from './antiderivative';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { LimitSolver } from '../limit/methods';
import { definiteIntegralStrategy } from './definite';
import { byCauchyCriterion, byDirichletTest } from './dirichletTest';

/**
 * "Does this improper integral converge?": by its value when an antiderivative gives one (finite:
 * yes; infinite: no); otherwise by comparison at the improper end, as taught: the integrand behaves
 * like C/xᵖ at ∞ (like C/(x − a)ᵖ at a finite end), found as the finite nonzero limit of f·xᵖ; a
 * bounded trigonometric factor (sin², cos) is first bounded by 1. The p-test then decides.
 */
type Verdict = { yes: boolean; steps: StepDraft[] };

const yesNo = (yes: boolean): Text => (yes ? text('yes', 'oui') : text('no', 'non'));

/** The integral by its antiderivative, when that method answers and its answer checks out. */
function byValue(t: TaskOf<'integrate'>, problemCtx: Parameters<Strategy['solve']>[1]): Verdict | null {
  const base = { ...t, asks: undefined };
  let o: Outcome | null = null;
  try {
    o = definiteIntegralStrategy.solve({ ...normalize(taskText(base)), task: base }, problemCtx);
  } catch {
    return null;
  }
  if (!o?.answer || !o.verified || !verifyTask(base, o.answer)) return null;
  const infinite = /^\s*-?oo\s*$/.test(o.answer.value);
  const step: StepDraft = {
    title: text('Conclude', 'Conclure'),
    explanation: infinite
      ? text('The integral is infinite: it diverges.', "L'intégrale est infinie : elle diverge.")
      : text(`The integral has the finite value ${o.answer.value}: it converges.`, `L'intégrale a la valeur finie ${o.answer.value} : elle converge.`),
  };
  return { yes: !infinite, steps: [...o.steps, step] };
}

/**
 * ∫ from a to +∞ whose antiderivative has no limit at +∞, not even an infinite one (sin x for cos x):
 * the partial integrals F(X) − F(a) swing for ever, so the integral diverges.
 */
function byOscillation(t: TaskOf<'integrate'>, ctx: Ctx): Verdict | null {
  if (t.bounds?.hi !== 'oo' || t.bounds.lo === '-oo') return null;
  const x = t.variable;
  const f = symFromMathJson(parseCalc(t.integrand) as MathJson);
  const found = f ? findAntiderivative(f, symVar(x), ctx) : null;
  if (!found) return null;
  const F = simplify(fromMathJson(parseCalc(symAscii(found.F))));
  ctx.checkTime();
  let r: ReturnType<LimitSolver['solve']>;
  try {
    r = new LimitSolver(() => ctx.checkTime()).solve(F, { v: x, at: { k: 'inf', s: 1 }, side: 'both' });
  } catch (e) {
    // a limit beyond the limit methods (x sin x) leaves the question unanswered here
    if (e instanceof SolverError) return null;
    throw e;
  }
  if (r.k !== 'dne' || r.why !== 'osc') return null;
  return {
    yes: false,
    steps: [
      ...found.steps,
      {
        title: text('Antiderivative', 'Primitive'),
        explanation: text('The integral up to X is F(X) − F(a), for an antiderivative F.', "L'intégrale jusqu'à X vaut F(X) − F(a), pour une primitive F."),
        formula: `F(${x}) = ${toLatex(F)}`,
      },
      {
        title: text('Limit at +∞', 'Limite en +∞'),
        explanation: text(
          `F(X) keeps oscillating as X → +∞ and has no limit, finite or infinite: the partial integrals have no limit, so the integral diverges.`,
          `F(X) oscille sans fin quand X → +∞ et n'a pas de limite, ni finie ni infinie : les intégrales partielles n'ont pas de limite, donc l'intégrale diverge.`,
        ),
        formula: `\\nexists \\lim_{X \\to +\\infty} ${toLatex(substitute(F, x, sym('X')))}`,
      },
    ],
  };
}

/** Each sin(·)ⁿ or cos(·)ⁿ factor of a product, replaced by 1: |f| ≤ the rest when the rest is positive. */
function withoutBoundedFactors(e: Ex): { rest: Ex; bounded: boolean } {
  const trig = (a: Ex): boolean =>
    (a.t === 'fn' && (a.name === 'sin' || a.name === 'cos')) ||
    (a.t === 'pow' && a.base.t === 'fn' && (a.base.name === 'sin' || a.base.name === 'cos') && isNum(a.exp) && numValue(a.exp) > 0);
  if (e.t === 'mul' && e.args.some(trig)) {
    const rest = e.args.filter((a) => !trig(a));
    return { rest: rest.length ? mul(...rest) : num(1), bounded: true };
  }
  return { rest: e, bounded: false };
}

/**
 * A factor k + Σ cᵢ·Tᵢ with each Tᵢ a sine or cosine power (in [0, 1] for an even power, [−1, 1] otherwise):
 * m·rest ≤ f ≤ M·rest for rest > 0, so m > 0 compares f from below (2 + sin x)/x ≥ 1/x, and |f| ≤ max(|m|, |M|)·rest.
 */
function boundedSumFactor(e: Ex, x: string): { rest: Ex; sum: Ex; lower: number; upper: number } | null {
  const isTrig = (a: Ex): boolean => a.t === 'fn' && (a.name === 'sin' || a.name === 'cos');
  const range = (a: Ex): [number, number] | null => {
    if (isTrig(a)) return [-1, 1];
    if (a.t === 'pow' && isTrig(a.base) && isNum(a.exp) && a.exp.q === 1 && a.exp.p > 0) return a.exp.p % 2 === 0 ? [0, 1] : [-1, 1];
    return null;
  };
  const termBounds = (a: Ex): [number, number] | null => {
    if (!dependsOn(a, x)) {
      const c = evaluateReal(toAscii(a));
      return c === null ? null : [c, c];
    }
    const parts = a.t === 'mul' ? a.args : [a];
    const trig = parts.filter((q) => dependsOn(q, x));
    if (trig.length !== 1) return null;
    const r = range(trig[0]);
    const c = evaluateReal(toAscii(mul(num(1), ...parts.filter((q) => !dependsOn(q, x)))));
    if (!r || c === null) return null;
    return c >= 0 ? [c * r[0], c * r[1]] : [c * r[1], c * r[0]];
  };
  const factors = e.t === 'mul' ? e.args : [e];
  for (const sum of factors) {
    if (sum.t !== 'add') continue;
    const bounds = sum.args.map(termBounds);
    if (bounds.some((b) => b === null) || !sum.args.some((a) => dependsOn(a, x))) continue;
    const lower = bounds.reduce((s, b) => s + (b as [number, number])[0], 0);
    const upper = bounds.reduce((s, b) => s + (b as [number, number])[1], 0);
    const others = factors.filter((a) => a !== sum);
    if (others.some((a) => dependsOn(a, x) && a.t === 'add' && a.args.some((q) => range(q) !== null))) return null;
    return { rest: others.length ? mul(...others) : num(1), sum, lower, upper };
  }
  return null;
}

/** p with f ~ C/tᵖ, t the distance to the improper end (x at ∞, x − a at a): from f's values, then a small fraction. */
function exponent(f: (t: number) => number | null, toInfinity: boolean): number | null {
  const [t1, t2] = toInfinity ? [1e5, 1e6] : [1e-6, 1e-7];
  const [a, b] = [f(t1), f(t2)];
  if (a === null || b === null || a === 0 || b === 0 || Math.sign(a) !== Math.sign(b)) return null;
  const p = -Math.log(Math.abs(b / a)) / Math.log(t2 / t1);
  for (const q of [1, 2, 3, 4, 6]) {
    const r = Math.round(p * q) / q;
    if (Math.abs(r - p) < 1e-3) return r;
  }
  // a decimal exponent (x^1.01) is read exactly: only a pure power gives it to this precision
  for (const q of [10, 100]) {
    const r = Math.round(p * q) / q;
    if (Math.abs(r - p) < 1e-8) return r;
  }
  return null;
}

const fraction = (p: number): Ex => {
  for (const q of [1, 2, 3, 4, 6, 10, 100]) if (Math.abs(p * q - Math.round(p * q)) < 1e-9) return num(Math.round(p * q), q);
  return num(p);
};

function byComparison(t: TaskOf<'integrate'>, checkTime: () => void): Verdict | null {
  if (!t.bounds) return null;
  const f = simplify(fromMathJson(parseCalc(t.integrand)));
  const x = t.variable;
  const lo = t.bounds.lo;
  const hi = t.bounds.hi;
  const atInfinity = hi === 'oo';
  // the improper end: +∞, or the finite end where the integrand blows up
  const end = atInfinity ? null : evaluateReal(lo);
  if (!atInfinity && (end === null || lo === '-oo')) return null;
  if (!atInfinity && !singularAt(t.integrand, x, end as number)) return null;
  const start = evaluateReal(lo);
  if (start === null || !definedInside(t.integrand, x, start, atInfinity ? start + 100 : evaluateReal(hi) ?? NaN)) return null;
  if (atInfinity && singularAt(t.integrand, x, start)) {
    // improper at both ends (sin x/x² on (0, ∞)): it converges when both halves do, diverges when either does
    const middle = toAscii(simplify(fromMathJson(parseCalc(`${lo} + 1`))));
    const near = byComparison({ ...t, bounds: { lo, hi: middle } }, checkTime);
    if (near && !near.yes) return near;
    const far = byComparison({ ...t, bounds: { lo: middle, hi } }, checkTime);
    if (!near || !far) return far && !far.yes ? far : null;
    return { yes: true, steps: [...near.steps, ...far.steps] };
  }
  const value = (e: Ex) => (d: number): number | null => evaluateReal(toAscii(e), { [x]: atInfinity ? d : (end as number) + d });
  const distance = atInfinity ? sym(x) : sub(sym(x), fromMathJson(parseCalc(lo)));
  // f ~ C/tᵖ: p from f's values, then lim f·tᵖ = C, finite and positive
  const equivalent = (e: Ex): { p: number; limit: Ex } | null => {
    const p = exponent(value(e), atInfinity);
    if (p === null) return null;
    const scaled = simplify(mul(e, pow(distance, fraction(p))));
    checkTime();
    const solver = new LimitSolver(checkTime);
    const r = solver.solve(scaled, atInfinity ? { v: x, at: { k: 'inf', s: 1 }, side: 'both' } : { v: x, at: { k: 'fin', v: fromMathJson(parseCalc(lo)) }, side: 'right' });
    if (r.k !== 'fin') return null;
    const C = evaluateReal(toAscii(r.v));
    return C !== null && C > 0 ? { p, limit: r.v } : null;
  };
  // the integrand itself first (sin x/x² ~ 1/x at 0); else with its sine and cosine factors bounded by 1
  const direct = equivalent(f);
  const sumBound = direct ? null : boundedSumFactor(f, x);
  const { rest, bounded } = direct ? { rest: f, bounded: false } : sumBound ? { rest: sumBound.rest, bounded: true } : withoutBoundedFactors(f);
  const found = direct ?? (bounded ? equivalent(rest) : null);
  if (!found) return negligible(f, x, distance, atInfinity, lo, checkTime);
  const { p } = found;
  const r = { v: found.limit };
  const restAscii = toLatex(rest);
  const converges = atInfinity ? p > 1 : p < 1;
  // a bounded factor gives an upper bound, which proves convergence only; a bounded sum with a positive
  // minimum m also gives the lower bound m·rest, which proves divergence
  const fromBelow = !converges && sumBound !== null && sumBound.lower > 0;
  if (bounded && !converges && !fromBelow) return null;
  const tLatex = atInfinity ? x : `(${x} - ${toLatex(fromMathJson(parseCalc(lo)))})`;
  const pLatex = toLatex(fraction(p));
  const where = atInfinity ? text('at +∞', 'en +∞') : text(`at ${lo}`, `en ${lo}`);
  const steps: StepDraft[] = [];
  if (sumBound) {
    const m = fraction(fromBelow ? sumBound.lower : Math.max(Math.abs(sumBound.lower), Math.abs(sumBound.upper)));
    const sumTex = toLatex(sumBound.sum);
    steps.push(fromBelow
      ? {
        title: text('Bound the integrand from below', "Minorer l'intégrande"),
        explanation: text(`Each sine or cosine term lies between its extreme values, so ${toAscii(sumBound.sum)} ≥ ${toAscii(m)} > 0 and the integrand is at least ${toAscii(m)} times the rest, which is positive near the end.`, `Chaque terme en sinus ou cosinus est compris entre ses valeurs extrêmes : ${toAscii(sumBound.sum)} ≥ ${toAscii(m)} > 0, et l'intégrande est minorée par ${toAscii(m)} fois le reste, positif au voisinage de la borne.`),
        formula: `${toLatex(f)} \\ge ${isNum(m) && numValue(m) === 1 ? '' : `${toLatex(m)} \\cdot `}${restAscii}`,
      }
      : {
        title: text('Bound the trigonometric factor', 'Majorer le facteur trigonométrique'),
        explanation: text(`Each sine or cosine term lies between its extreme values, so |${toAscii(sumBound.sum)}| ≤ ${toAscii(m)} and the absolute value of the integrand is at most ${toAscii(m)} times the rest.`, `Chaque terme en sinus ou cosinus est compris entre ses valeurs extrêmes : |${toAscii(sumBound.sum)}| ≤ ${toAscii(m)}, et la valeur absolue de l'intégrande est majorée par ${toAscii(m)} fois le reste.`),
        formula: `\\left|${sumTex}\\right| \\le ${toLatex(m)}`,
      });
  } else if (bounded) {
    steps.push({
      title: text('Bound the trigonometric factor', 'Majorer le facteur trigonométrique'),
      explanation: text('The sine and cosine factors lie between −1 and 1, so the absolute value of the integrand is at most the rest.', "Les facteurs sinus et cosinus sont compris entre −1 et 1 : la valeur absolue de l'intégrande est majorée par le reste."),
      formula: `\\left|${toLatex(f)}\\right| \\le ${restAscii}`,
    });
  }
  steps.push({
    title: text(`Behaviour ${where.en}`, `Comportement ${where.fr}`),
    explanation: text(
      `${fromBelow ? 'This lower bound' : bounded ? 'This bound' : 'The integrand'} behaves like C/${atInfinity ? x : `(${x} − ${lo})`}^p: multiply by ${atInfinity ? x : `(${x} − ${lo})`}^${toLatexPlain(p)} and take the limit.`,
      `${fromBelow ? 'Ce minorant' : bounded ? 'Ce majorant' : "L'intégrande"} se comporte comme C/${atInfinity ? x : `(${x} − ${lo})`}^p : on multiplie par ${atInfinity ? x : `(${x} − ${lo})`}^${toLatexPlain(p)} et on passe à la limite.`,
    ),
    formula: `\\lim ${restAscii} \\cdot ${tLatex}^{${pLatex}} = ${toLatex(r.v)} \\in (0, +\\infty)`,
  });
  steps.push({
    title: text('Apply the p-test', 'Appliquer le critère de Riemann'),
    explanation: atInfinity
      ? text(`∫^∞ dx/x^p converges exactly when p > 1; here p = ${toLatexPlain(p)}, so the integral ${converges ? 'converges' : 'diverges'} (comparison of positive functions).`, `∫^{+∞} dx/x^p converge si et seulement si p > 1 ; ici p = ${toLatexPlain(p)}, donc l'intégrale ${converges ? 'converge' : 'diverge'} (comparaison de fonctions positives).`)
      : text(`∫ dx/(x − a)^p near a converges exactly when p < 1; here p = ${toLatexPlain(p)}, so the integral ${converges ? 'converges' : 'diverges'} (comparison of positive functions).`, `∫ dx/(x − a)^p au voisinage de a converge si et seulement si p < 1 ; ici p = ${toLatexPlain(p)}, donc l'intégrale ${converges ? 'converge' : 'diverge'} (comparaison de fonctions positives).`),
    formula: `p = ${pLatex}`,
  });
  return { yes: converges, steps };
}

/** The integrand grows without bound at a (1/√x grows slowly, so a growth between two scales counts too). */
function singularAt(integrand: string, x: string, a: number): boolean {
  const near = evaluateReal(integrand, { [x]: a + 1e-9 });
  const far = evaluateReal(integrand, { [x]: a + 1e-6 });
  return near === null || Math.abs(near) >= 1e6 || (far !== null && Math.abs(near) > 10 * Math.abs(far));
}

/** No pole strictly inside (a, b): the comparison at the ends says nothing about one (sampled finely). */
function definedInside(integrand: string, x: string, a: number, b: number): boolean {
  if (!Number.isFinite(b) || !(b > a)) return false;
  for (let k = 1; k < 1000; k++) {
    const v = evaluateReal(integrand, { [x]: a + ((b - a) * k) / 1000 });
    if (v === null || !Number.isFinite(v) || Math.abs(v) > 1e9) return false;
  }
  return true;
}

/**
 * An integrand of one sign negligible against 1/x² at +∞ (e^(−x)/x), or against 1/(x − a)^(3/4) at a
 * finite end (ln x/√x): lim tᵖ·f = 0 puts f below 1/tᵖ near the end, and the p-test gives convergence.
 */
function negligible(f: Ex, x: string, distance: Ex, atInfinity: boolean, lo: string, checkTime: () => void): Verdict | null {
  const p = atInfinity ? 2 : 3 / 4;
  const end = atInfinity ? null : evaluateReal(lo);
  const samples = atInfinity ? [3, 10, 30] : [1e-1, 1e-3, 1e-5].map((d) => (end as number) + d);
  // a negative integrand (ln x/√x near 0) is compared through −f
  // a value that underflows to 0 (e^(−x²) at 30) has no sign to tell
  const values = samples.map((v) => evaluateReal(toAscii(f), { [x]: v }) ?? NaN).filter((v) => v !== 0);
  const sign = !values.length ? 0 : values.every((v) => v > 0) ? 1 : values.every((v) => v < 0) ? -1 : 0;
  if (!sign) return null;
  checkTime();
  const scaled = simplify(mul(num(sign), f, pow(distance, fraction(p))));
  const r = new LimitSolver(checkTime).solve(scaled, atInfinity ? { v: x, at: { k: 'inf', s: 1 }, side: 'both' } : { v: x, at: { k: 'fin', v: fromMathJson(parseCalc(lo)) }, side: 'right' });
  if (r.k !== 'fin' || evaluateReal(toAscii(r.v)) !== 0) return null;
  const t = atInfinity ? x : `(${x} − ${lo})`;
  const pText = atInfinity ? '2' : '3/4';
  return {
    yes: true,
    steps: [
      {
        title: text(atInfinity ? 'Behaviour at +∞' : `Behaviour at ${lo}`, atInfinity ? 'Comportement en +∞' : `Comportement en ${lo}`),
        explanation: text(
          `The integrand keeps one sign and ${t}^${pText} times it tends to 0, so near the end its absolute value is below 1/${t}^${pText}.`,
          `L'intégrande garde un signe constant et ${t}^${pText} fois l'intégrande tend vers 0 : au voisinage de la borne, sa valeur absolue est majorée par 1/${t}^${pText}.`,
        ),
        formula: `\\lim ${toLatex(f)} \\cdot ${atInfinity ? x : `(${x} - ${toLatex(fromMathJson(parseCalc(lo)))})`}^{${toLatex(fraction(p))}} = 0`,
      },
      {
        title: text('Apply the p-test', 'Appliquer le critère de Riemann'),
        explanation: atInfinity
          ? text('∫^∞ dx/x² converges (p = 2 > 1), so the integral of the smaller absolute value converges too (comparison).', "∫^{+∞} dx/x² converge (p = 2 > 1) : l'intégrale de la valeur absolue, plus petite, converge aussi (comparaison).")
          : text('∫ dx/(x − a)^(3/4) near a converges (p = 3/4 < 1), so the integral of the smaller absolute value converges too (comparison).', "∫ dx/(x − a)^(3/4) au voisinage de a converge (p = 3/4 < 1) : l'intégrale de la valeur absolue, plus petite, converge aussi (comparaison)."),
        formula: `p = ${toLatex(fraction(p))}`,
      },
    ],
  };
}

const toLatexPlain = (p: number): string => {
  const e = fraction(p);
  return e.t === 'num' && e.q !== 1 ? `${e.p}/${e.q}` : String(p);
};

type Ctx = Parameters<Strategy['solve']>[1];

const decide = (t: TaskOf<'integrate'>, ctx: Ctx): Verdict | null =>
  byValue(t, ctx) ?? byComparison(t, () => ctx.checkTime()) ?? byOscillation(t, ctx) ?? byDirichletTest(t, () => ctx.checkTime())
  ?? byCauchyCriterion(t, () => ctx.checkTime());

/**
 * ∫ over (−∞, +∞) converges when both halves do, each on its own (never by cancelling: ∫ x dx diverges);
 * the half over (−∞, 0] becomes ∫_0^∞ f(−x) dx. A divergent half settles it.
 */
function byHalves(t: TaskOf<'integrate'>, ctx: Ctx): Verdict | null {
  const x = t.variable;
  const mirrored = toAscii(simplify(substitute(fromMathJson(parseCalc(t.integrand)), x, mul(num(-1), sym(x)))));
  const halves = [
    { half: { ...t, bounds: { lo: '0', hi: 'oo' } }, en: 'over [0, +∞)', fr: 'sur [0, +∞[' },
    { half: { ...t, integrand: mirrored, bounds: { lo: '0', hi: 'oo' } }, en: `over (−∞, 0], that is ∫_0^∞ f(−${x}) d${x}`, fr: `sur ]−∞, 0], soit ∫_0^{+∞} f(−${x}) d${x}` },
  ];
  const split: StepDraft = {
    title: text('Split at 0', 'Couper en 0'),
    explanation: text(
      `An integral over (−∞, +∞) converges only when the integrals over (−∞, 0] and [0, +∞) both converge, each on its own: the two halves are never allowed to cancel.`,
      `Une intégrale sur ]−∞, +∞[ converge seulement si les intégrales sur ]−∞, 0] et [0, +∞[ convergent toutes les deux, chacune de son côté : on ne compense jamais une moitié par l'autre.`,
    ),
    formula: `\\int_{-\\infty}^{+\\infty} = \\int_{-\\infty}^{0} + \\int_{0}^{+\\infty}`,
  };
  const steps: StepDraft[] = [split];
  for (const { half, en, fr } of halves) {
    // the comparison first: it is quick, and a second search for an antiderivative may not fit in the time
    const v = byComparison(half, () => ctx.checkTime()) ?? decide(half, ctx);
    if (!v) return null;
    steps.push({ title: text(`The half ${en}`, `La moitié ${fr}`), explanation: text(`The integral of ${half.integrand} from 0 to +∞:`, `L'intégrale de ${half.integrand} de 0 à +∞ :`) }, ...v.steps);
    if (!v.yes) return { yes: false, steps: [...steps, { title: text('Conclude', 'Conclure'), explanation: text('This half diverges, so the integral over (−∞, +∞) diverges.', "Cette moitié diverge : l'intégrale sur ]−∞, +∞[ diverge.") }] };
  }
  return { yes: true, steps: [...steps, { title: text('Conclude', 'Conclure'), explanation: text('Both halves converge, so the integral over (−∞, +∞) converges.', "Les deux moitiés convergent : l'intégrale sur ]−∞, +∞[ converge.") }] };
}

export const integralConvergenceStrategy: Strategy = {
  name: 'integral.convergence',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'integrate' || t.asks !== 'converges' || !t.bounds) return null;
    const v = t.bounds.lo === '-oo' && t.bounds.hi === 'oo' ? byHalves(t, ctx) : decide(t, ctx);
    if (!v) return null;
    const sentence = v.yes ? text('Yes, the integral converges.', "Oui, l'intégrale converge.") : text('No, the integral diverges.', "Non, l'intégrale diverge.");
    return {
      method: 'integral.convergence',
      category: 'improper_integral',
      steps: v.steps,
      answer: { kind: 'bool', value: v.yes ? 'True' : 'False', latex: v.yes ? '\\text{True}' : '\\text{False}', words: yesNo(v.yes) },
      finalAnswer: sentence,
      verified: true,
      verification: text('Checked numerically: the partial integrals towards the improper end settle (converges) or keep growing (diverges).', "Vérifié numériquement : les intégrales partielles vers la borne impropre se stabilisent (convergence) ou croissent sans fin (divergence)."),
    };
  },
};
