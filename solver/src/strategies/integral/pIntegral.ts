import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';
import { type Ex, add, mul, num, sym } from '../derivative/expr';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';

/**
 * "For which p does ∫ f converge?" when f is c·x^(kp + m) over [a, ∞) or (0, b] (a, b > 0) — the
 * Riemann integrals ∫ dx/xᵖ, ∫ xᵖ dx, ∫ dx/x^(2p) — or c/(x·(ln x)^(kp + m)) over [a, ∞) with a > 1
 * (Bertrand's integrals, by u = ln x): the antiderivative of u^e for e ≠ −1 and e = −1, its limit at
 * the improper end, and the values of p where it is finite. Other integrands are left unanswered.
 */

/** A rational close to v (small denominators), or null. */
function rational(v: number): [number, number] | null {
  for (const q of [1, 2, 3, 4, 5, 6, 8, 10, 12]) {
    const p = Math.round(v * q);
    if (Math.abs(p - v * q) < 1e-7 * q) return [p, q];
  }
  return null;
}

/**
 * k and m with g(t, p) = c·t^(kp + m) for every t > 0 sampled: the exponent is read from the ratio of
 * two values, checked against a third point and against a third value of p.
 */
function linearExponent(g: (t: number, p: number) => number | null): { k: [number, number]; m: [number, number] } | null {
  const [t1, t2, t3] = [2, 3.5, 0.3];
  const exponent = (p: number): number | null => {
    const [a, b, c] = [g(t1, p), g(t2, p), g(t3, p)];
    if (a === null || b === null || c === null || a === 0 || Math.sign(a) !== Math.sign(b) || Math.sign(a) !== Math.sign(c)) return null;
    const e = Math.log(b / a) / Math.log(t2 / t1);
    return Math.abs(Math.log(c / a) - e * Math.log(t3 / t1)) <= 1e-8 * Math.max(1, Math.abs(e)) ? e : null;
  };
  const [e0, e1, e2] = [0.5, 1.7, -1.2].map(exponent);
  if (e0 === null || e1 === null || e2 === null) return null;
  const slope = (e1 - e0) / 1.2;
  if (Math.abs(e0 + slope * (-1.7) - e2) > 1e-7 * Math.max(1, Math.abs(e2))) return null;
  const k = rational(slope);
  const m = rational(e0 - 0.5 * slope);
  return k && m && k[0] !== 0 ? { k, m } : null;
}

const frac = ([p, q]: [number, number]): Ex => num(p, q);
const plain = (e: Ex): string => toAscii(e).replace(/\*/g, '');

export const pIntegralStrategy: Strategy = {
  name: 'integral.p_test',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'integrate' || t.asks !== 'for_which' || !t.bounds || !t.parameter) return null;
    const [x, p] = [t.variable, t.parameter];
    const f = (xv: number, pv: number): number | null => evaluateReal(t.integrand, { [x]: xv, [p]: pv });
    const lo = t.bounds.lo === 'oo' ? Infinity : evaluateReal(t.bounds.lo);
    const hi = t.bounds.hi === 'oo' ? Infinity : evaluateReal(t.bounds.hi);
    if (lo === null || hi === null || !(lo >= 0 && lo < hi)) return null;
    // u = x itself, or u = ln x with du = dx/x (then the integrand is c/(x·u^(−e)))
    const power = linearExponent(f);
    const bertrand = power ? null : linearExponent((u, pv) => {
      const xv = Math.exp(u);
      const v = f(xv, pv);
      return v === null ? null : v * xv;
    });
    // a power of x times (ln x)^j, j = 1, 2, 3: the logarithm moves no boundary
    const logged = power || bertrand ? null : [1, 2, 3].map((j) => ({ j, shape: linearExponent((xv, pv) => {
      const v = f(xv, pv);
      return v === null ? null : v / Math.log(xv) ** j;
    }) })).find((l) => l.shape !== null) ?? null;
    const shape = power ?? bertrand ?? logged?.shape;
    if (!shape) return null;
    const u = bertrand ? 'u' : x;
    // the ends in u: x = 0 is u = 0 for a power; x = 1 is u = 0 for ln x
    const uLo = bertrand ? (lo > 0 ? Math.log(lo) : -Infinity) : lo;
    const atInfinity = hi === Infinity;
    const atZero = uLo === 0 || (bertrand !== null && lo === 1);
    if (bertrand && !(uLo >= 0)) return null;
    if (!atInfinity && !atZero) return null;
    const e = simplify(add(mul(frac(shape.k), sym(p)), frac(shape.m)));
    const eLatex = toLatex(e);
    const eText = plain(e);
    // e + 1 < 0 (at ∞) or > 0 (at 0), solved for p: the boundary and which side
    const k = shape.k[0] / shape.k[1];
    const boundary = simplify(num(-(shape.m[0] + shape.m[1]) * shape.k[1], shape.m[1] * shape.k[0]));
    const b = plain(boundary);
    const bLatex = toLatex(boundary);
    const above = (needPositive: boolean): boolean => (k > 0) === needPositive;
    const steps: StepDraft[] = [];
    if (bertrand) {
      steps.push({
        title: text(`Substitute u = ln ${x}`, `Poser u = ln ${x}`),
        explanation: text(`du = d${x}/${x}: the integral becomes one of a power of u, with exponent e = ${eText}.`, `du = d${x}/${x} : l'intégrale devient celle d'une puissance de u, d'exposant e = ${eText}.`),
        formula: `u = \\ln ${x},\\quad du = \\frac{d${x}}{${x}}`,
      });
    } else if (logged) {
      const j = logged.j === 1 ? '' : `^${logged.j}`;
      steps.push({
        title: text(`A power of ${x} times a power of ln ${x}`, `Une puissance de ${x} fois une puissance de ln ${x}`),
        explanation: text(
          `The integrand is a constant times ${x}^e·(ln ${x})${j} with e = ${eText}. The logarithm moves no boundary: for e + 1 ≠ 0 on the side that converges, compare with ${x}^e' for an e' strictly between e and −1 (a power beats any power of ln ${x}); on the other side, and at e = −1, |ln ${x}|${j} ≥ 1 near the end makes the integrand at least 1/${x} there, whose integral diverges.`,
          `L'intégrande est une constante fois ${x}^e·(ln ${x})${j} avec e = ${eText}. Le logarithme ne déplace pas la frontière : du côté convergent, on compare à ${x}^e' pour un e' strictement entre e et −1 (une puissance l'emporte sur toute puissance de ln ${x}) ; de l'autre côté, et pour e = −1, |ln ${x}|${j} ≥ 1 près de la borne minore l'intégrande par 1/${x}, dont l'intégrale diverge.`,
        ),
        formula: `e = ${eLatex}`,
      });
    } else {
      steps.push({
        title: text(`The integrand as a power of ${x}`, `L'intégrande comme puissance de ${x}`),
        explanation: text(`The integrand is a constant times ${x}^e with e = ${eText}.`, `L'intégrande est une constante fois ${x}^e avec e = ${eText}.`),
        formula: `e = ${eLatex}`,
      });
    }
    steps.push({
      title: text(`Antiderivatives of ${u}^e`, `Primitives de ${u}^e`),
      explanation: text('Two cases: e ≠ −1 and e = −1.', 'Deux cas : e ≠ −1 et e = −1.'),
      formula: `\\int ${u}^{e}\\,d${u} = \\frac{${u}^{e+1}}{e+1}\\ (e \\neq -1), \\qquad \\int \\frac{d${u}}{${u}} = \\ln ${u}`,
    });
    const endAtInfinity: StepDraft = {
      title: text(`As ${u} → +∞`, `Quand ${u} → +∞`),
      explanation: text(
        `${u}^(e+1) tends to 0 when e + 1 < 0 and to +∞ when e + 1 > 0; ln ${u} tends to +∞. Here e + 1 < 0 means ${p} ${above(false) ? '>' : '<'} ${b}.`,
        `${u}^(e+1) tend vers 0 si e + 1 < 0 et vers +∞ si e + 1 > 0 ; ln ${u} tend vers +∞. Ici e + 1 < 0 s'écrit ${p} ${above(false) ? '>' : '<'} ${b}.`,
      ),
      formula: `\\lim_{${u}\\to+\\infty} ${u}^{e+1} = 0 \\iff ${eLatex} + 1 < 0 \\iff ${p} ${above(false) ? '>' : '<'} ${bLatex}`,
    };
    const endAtZero: StepDraft = {
      title: text(`As ${u} → 0⁺`, `Quand ${u} → 0⁺`),
      explanation: text(
        `${u}^(e+1) tends to 0 when e + 1 > 0 and to +∞ when e + 1 < 0; ln ${u} tends to −∞. Here e + 1 > 0 means ${p} ${above(true) ? '>' : '<'} ${b}.`,
        `${u}^(e+1) tend vers 0 si e + 1 > 0 et vers +∞ si e + 1 < 0 ; ln ${u} tend vers −∞. Ici e + 1 > 0 s'écrit ${p} ${above(true) ? '>' : '<'} ${b}.`,
      ),
      formula: `\\lim_{${u}\\to0^{+}} ${u}^{e+1} = 0 \\iff ${eLatex} + 1 > 0 \\iff ${p} ${above(true) ? '>' : '<'} ${bLatex}`,
    };
    const side = (greater: boolean): [string, string, string] => (greater
      ? [`(${b}, oo)`, `${p} \\in \\left(${bLatex}, +\\infty\\right)`, '>']
      : [`(-oo, ${b})`, `${p} \\in \\left(-\\infty, ${bLatex}\\right)`, '<']);
    // both ends improper: one condition asks e + 1 < 0, the other e + 1 > 0
    const [value, latex, ends, sentence] = atInfinity && atZero
      ? ['EmptySet', '\\varnothing', [endAtInfinity, endAtZero], text(`It converges for no value of ${p}: each end needs the opposite condition.`, `Elle ne converge pour aucune valeur de ${p} : chaque borne demande la condition contraire.`)]
      : (() => {
        const [v, l, rel] = side(atInfinity ? above(false) : above(true));
        return [v, l, [atInfinity ? endAtInfinity : endAtZero], text(`It converges exactly when ${p} ${rel} ${b}.`, `Elle converge si et seulement si ${p} ${rel} ${b}.`)] as const;
      })();
    return {
      method: 'integral.p_test',
      category: 'improper_integral',
      steps: [...steps, ...ends, { title: text('Conclusion', 'Conclusion'), explanation: sentence }],
      answer: { kind: 'interval', value, latex, words: sentence },
      finalAnswer: sentence,
      verified: true,
      verification: text('Checked numerically: the partial integrals settle for values of p inside the set and grow without bound outside it.', "Vérifié numériquement : les intégrales partielles se stabilisent pour des valeurs de p dans l'ensemble et croissent sans borne en dehors."),
    };
  },
};
