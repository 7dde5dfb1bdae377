/**
 * ∫_a^∞ g(x)·sin(ωx + φ) dx (or cos) with g monotone for large x and g → 0 (sin x/x, cos 2x/√x):
 * the comparison with |g| fails when ∫ |g| diverges, but an integration by parts moves the derivative
 * onto g. The bracket −g·cos(ωx + φ)/ω has a limit since g → 0, and ∫ g'·cos converges absolutely
 * because ∫ |g'| = |g(X₀) − lim g| for a monotone g: the integral converges (Dirichlet's test).
 */
import { text } from '../../i18n';
import { SolverError } from '../../errors';
import type { StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, dependsOn, mul, num } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { LimitSolver } from '../limit/methods';

type Verdict = { yes: boolean; steps: StepDraft[] };

/** f = g·trig(ωx + φ) with one sine or cosine factor whose argument is linear in x: g, the factor and ω. */
function split(f: Ex, x: string): { g: Ex; trig: 'sin' | 'cos'; arg: Ex; omega: number } | null {
  const parts = f.t === 'mul' ? f.args : [f];
  const isTrig = (p: Ex): boolean => p.t === 'fn' && (p.name === 'sin' || p.name === 'cos') && dependsOn(p.args[0], x);
  const trigs = parts.filter(isTrig);
  if (trigs.length !== 1) return null;
  const t = trigs[0];
  if (t.t !== 'fn' || (t.name !== 'sin' && t.name !== 'cos')) return null;
  const rest = parts.filter((p) => p !== t);
  if (!rest.some((p) => dependsOn(p, x))) return null;
  const arg = t.args[0];
  const at = (v: number): number | null => evaluateReal(toAscii(arg), { [x]: v });
  const [u0, u1, u2] = [at(1), at(2), at(3)];
  if (u0 === null || u1 === null || u2 === null || Math.abs(u2 - 2 * u1 + u0) > 1e-9 * Math.max(1, Math.abs(u1)) || u1 === u0) return null;
  const g = rest.length === 1 ? rest[0] : mul(...rest);
  if (rest.some((p) => p.t === 'fn' && (p.name === 'sin' || p.name === 'cos'))) return null;
  return { g, trig: t.name, arg, omega: u1 - u0 };
}

/** g keeps one sign and |g| strictly decreases over x₀·1.5ᵏ: where monotone from, or null. */
function monotoneFrom(g: Ex, x: string, a: number): number | null {
  const x0 = Math.max(10, 10 * Math.abs(a));
  let previous = Infinity;
  let sign = 0;
  for (let k = 0, v = x0; k < 60; k++, v *= 1.5) {
    const y = evaluateReal(toAscii(g), { [x]: v });
    if (y === null || !Number.isFinite(y) || y === 0) return null;
    if (sign === 0) sign = Math.sign(y);
    if (Math.sign(y) !== sign || Math.abs(y) >= previous) return null;
    previous = Math.abs(y);
  }
  return x0;
}

export function byDirichletTest(t: TaskOf<'integrate'>, checkTime: () => void): Verdict | null {
  if (t.bounds?.hi !== 'oo' || t.bounds.lo === '-oo') return null;
  const a = evaluateReal(t.bounds.lo);
  const x = t.variable;
  if (a === null) return null;
  const f = simplify(fromMathJson(parseCalc(t.integrand)));
  const s = split(f, x);
  if (!s) return null;
  // [a, X₀] must be a proper integral: the integrand bounded there
  const x0 = monotoneFrom(s.g, x, a);
  if (x0 === null) return null;
  for (let k = 0; k <= 200; k++) {
    const v = evaluateReal(t.integrand, { [x]: a + ((x0 - a) * k) / 200 + (k === 0 ? 1e-9 : 0) });
    if (v === null || !Number.isFinite(v) || Math.abs(v) > 1e6) return null;
  }
  checkTime();
  const r = limitAtInfinity(s.g, x, checkTime);
  if (!r) return null;
  if (r.k !== 'fin' || evaluateReal(toAscii(r.v)) !== 0) return null;
  const gTex = toLatex(s.g);
  const w = toLatex(simplify(num(Math.round(s.omega * 1e6) / 1e6)));
  const argTex = toLatex(s.arg);
  const [other, sign] = s.trig === 'sin' ? ['\\cos', '-'] : ['\\sin', ''];
  const [back, backSign] = s.trig === 'sin' ? ['\\cos', '+'] : ['\\sin', '-'];
  const omegaIsOne = Math.abs(s.omega - 1) < 1e-12;
  const over = omegaIsOne ? '' : `\\frac{1}{${w}}`;
  const steps: StepDraft[] = [
    {
      title: text('Integrate by parts', 'Intégrer par parties'),
      explanation: text(
        `|${toAscii(s.g)}| is not integrable enough for a comparison to settle it, so move the derivative onto g(${x}) = ${toAscii(s.g)}: integrate ${s.trig}(${toAscii(s.arg)}) and differentiate g.`,
        `La comparaison avec |${toAscii(s.g)}| ne conclut pas : on fait passer la dérivée sur g(${x}) = ${toAscii(s.g)}, en intégrant ${s.trig}(${toAscii(s.arg)}) et en dérivant g.`,
      ),
      formula: `\\int_{X_0}^{X} g(${x})\\,\\${s.trig}(${argTex})\\,d${x} = \\left[${sign}${over}g(${x})\\,${other}(${argTex})\\right]_{X_0}^{X} ${backSign} ${over}\\int_{X_0}^{X} g'(${x})\\,${back}(${argTex})\\,d${x},\\quad g(${x}) = ${gTex}`,
    },
    {
      title: text('The bracket has a limit', 'Le crochet a une limite'),
      explanation: text(
        `g(${x}) → 0 as ${x} → +∞ and the sine and cosine stay between −1 and 1, so the bracket tends to its value at X₀.`,
        `g(${x}) → 0 quand ${x} → +∞ et le sinus et le cosinus restent entre −1 et 1 : le crochet tend vers sa valeur en X₀.`,
      ),
      formula: `\\lim_{${x} \\to +\\infty} ${gTex} = 0`,
    },
    {
      title: text('The remaining integral converges absolutely', "L'intégrale restante converge absolument"),
      explanation: text(
        `g is monotone for ${x} ≥ X₀ = ${x0}, so g' keeps one sign there and ∫ |g'| = |g(X₀) − lim g| = |g(X₀)| is finite; as |g'·cos| ≤ |g'|, the second integral converges absolutely.`,
        `g est monotone pour ${x} ≥ X₀ = ${x0} : g' y garde un signe constant et ∫ |g'| = |g(X₀) − lim g| = |g(X₀)| est finie ; comme |g'·cos| ≤ |g'|, la seconde intégrale converge absolument.`,
      ),
      formula: `\\int_{X_0}^{+\\infty} |g'(${x})|\\,d${x} = |g(X_0)| < +\\infty`,
    },
    {
      title: text('Conclude', 'Conclure'),
      explanation: text(
        `Both terms have a limit as X → +∞, and ∫ from ${t.bounds.lo} to X₀ is a proper integral: the integral converges (Dirichlet's test).`,
        `Les deux termes ont une limite quand X → +∞, et l'intégrale de ${t.bounds.lo} à X₀ est une intégrale ordinaire : l'intégrale converge (critère d'Abel–Dirichlet).`,
      ),
    },
  ];
  return { yes: true, steps };
}

/**
 * ∫_a^∞ g(x)·sin(ωx + φ) dx with g keeping one sign and tending to a nonzero limit or to ±∞ (x sin x,
 * (1 + 1/x) cos x): over every stretch where the sine is at least 1/2 the integral is at least a fixed
 * amount, however far out, so the partial integrals fail Cauchy's criterion and the integral diverges.
 */
export function byCauchyCriterion(t: TaskOf<'integrate'>, checkTime: () => void): Verdict | null {
  if (t.bounds?.hi !== 'oo' || t.bounds.lo === '-oo') return null;
  const a = evaluateReal(t.bounds.lo);
  const x = t.variable;
  if (a === null) return null;
  const s = split(simplify(fromMathJson(parseCalc(t.integrand))), x);
  if (!s) return null;
  checkTime();
  const r = limitAtInfinity(s.g, x, checkTime);
  if (!r) return null;
  const finite = r.k === 'fin' ? r.v : null;
  // a nonzero finite limit, or an infinite one
  if (r.k !== 'inf' && (finite === null || !evaluateReal(toAscii(finite)))) return null;
  const limTex = finite ? toLatex(finite) : r.k === 'inf' && r.s < 0 ? '-\\infty' : '+\\infty';
  const m = finite ? `|${toAscii(finite)}|/2` : '1';
  const length = `2π/(3·${Math.abs(s.omega)})`.replace('·1)', ')');
  return {
    yes: false,
    steps: [
      {
        title: text('Limit of the factor', 'Limite du facteur'),
        explanation: text(
          `g(${x}) = ${toAscii(s.g)} tends to ${finite ? toAscii(finite) : '±∞'}, so beyond some X₀ it keeps one sign and |g(${x})| ≥ ${m}.`,
          `g(${x}) = ${toAscii(s.g)} tend vers ${finite ? toAscii(finite) : '±∞'} : au-delà d'un certain X₀, g garde un signe constant et |g(${x})| ≥ ${m}.`,
        ),
        formula: `\\lim_{${x} \\to +\\infty} ${s.g.t === 'add' ? `\\left(${toLatex(s.g)}\\right)` : toLatex(s.g)} = ${limTex}`,
      },
      {
        title: text("Cauchy's criterion fails", 'Le critère de Cauchy est en défaut'),
        explanation: text(
          `On each stretch of length ${length} where ${s.trig}(${toAscii(s.arg)}) ≥ 1/2, beyond X₀, the integral is at least ${m} · 1/2 · ${length} in absolute value. These stretches go to +∞ and the amount does not shrink, so the partial integrals have no limit: the integral diverges.`,
          `Sur chaque intervalle de longueur ${length} où ${s.trig}(${toAscii(s.arg)}) ≥ 1/2, au-delà de X₀, l'intégrale vaut au moins ${m} · 1/2 · ${length} en valeur absolue. Ces intervalles partent à +∞ et cette quantité ne diminue pas : les intégrales partielles n'ont pas de limite, l'intégrale diverge.`,
        ),
      },
    ],
  };
}

/** The limit of g as x → +∞ by the limit method, or null when it cannot tell. */
function limitAtInfinity(g: Parameters<LimitSolver['solve']>[0], x: string, checkTime: () => void): ReturnType<LimitSolver['solve']> | null {
  try {
    return new LimitSolver(checkTime).solve(g, { v: x, at: { k: 'inf', s: 1 }, side: 'both' });
  } catch (e) {
    if (e instanceof SolverError) return null;
    throw e;
  }
}
