import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import type { TaskOf } from '../../task/task';
import { limitSentence } from './methods';

/** A number as a course writes it: exact, in LaTeX. */
const tex = (q: Q): string => q.toLatex();
/** A factor in prose: a fraction or a negative number in brackets, (3/2)ⁿ and never 3/2ⁿ. */
const factor = (q: Q): string => (q.isInteger() && q.sign() >= 0 ? q.toString() : `(${q.toString()})`);
/** A term added in prose: + 3 or − 1, never + −1. */
const plus = (q: Q): string => (q.sign() < 0 ? `− ${q.neg().toString()}` : `+ ${q.toString()}`);

/** An exact rational number, or null (a root, π, a letter). */
function exact(ascii: string): Q | null {
  const r = toRatFunc(parseNode(ascii), 'x');
  return r && r.num.deg <= 0 && r.den.deg === 0 ? r.num.coef(0).div(r.den.coef(0)) : null;
}

/**
 * u₍ₙ₊₁₎ = a·uₙ + b that moves away from its fixed point, as a course shows it: for a > 1 the
 * sequence vₙ = uₙ − ℓ (ℓ = b/(1 − a)) is geometric of ratio a, so uₙ = ℓ + aⁿ(u₀ − ℓ) tends to
 * ±∞ with the sign of u₀ − ℓ; for a = 1 it is arithmetic of difference b. The terms overflow long
 * before they settle, so the general method could only refuse (1,5 uₙ − 1 from u₀ = 1 → −∞). With
 * a ≤ −1 the terms swing from side to side and there is no limit: said, never a number.
 */
export function affineDivergence(t: TaskOf<'recurrence'>): Outcome | null {
  const map = toRatFunc(parseNode(t.map), 'x');
  const u0 = exact(t.first);
  if (!map || !u0 || map.den.deg !== 0 || map.num.deg !== 1) return null;
  const a = map.num.coef(1).div(map.den.coef(0));
  const b = map.num.coef(0).div(map.den.coef(0));
  const { name, start } = t;
  const [un, first] = [`${name}_n`, `${name}_{${start}}`];
  // the number of steps from the first term: n, or n − 1 from u₁
  const [steps, stepsTex] = start === 0 ? ['n', 'n'] : [`(n − ${start})`, `n - ${start}`];
  if (a.eq(Q.ONE)) {
    if (b.isZero()) return null;
    const s = b.sign();
    return diverges(s, {
      title: text('An arithmetic sequence', 'Une suite arithmétique'),
      explanation: text(
        `${name}_(n+1) − ${un} = ${b.toString()} for every n: the sequence is arithmetic with common difference ${b.toString()}, so ${un} = ${name}_${start} + ${factor(b)}·${steps}, which tends to ${s > 0 ? '+∞' : '−∞'}.`,
        `${name}_(n+1) − ${un} = ${b.toString()} pour tout n : la suite est arithmétique de raison ${b.toString()}, donc ${un} = ${name}_${start} + ${factor(b)}·${steps}, qui tend vers ${s > 0 ? '+∞' : '−∞'}.`,
      ),
      formula: `${name}_n = ${tex(u0)} ${s > 0 ? '+' : '-'} ${tex(b.abs())}\\,${start === 0 ? 'n' : `(${stepsTex})`} \\to ${s > 0 ? '+' : '-'}\\infty`,
    });
  }
  const l = b.div(Q.ONE.sub(a));
  const d = u0.sub(l);
  if (d.isZero()) return null;
  if (a.cmp(Q.MINUS_ONE) <= 0) {
    throw new SolverError('unsupported', text(
      `${un} − ${l.toString()} is geometric with ratio ${a.toString()} ≤ −1: the terms fall on either side of ${l.toString()} in turn, never closer to it, so the sequence has no limit.`,
      `${un} − ${l.toString()} est géométrique de raison ${a.toString()} ≤ −1 : les termes tombent tour à tour de part et d'autre de ${l.toString()} sans s'en rapprocher, donc la suite n'a pas de limite.`,
    ));
  }
  if (a.cmp(Q.ONE) <= 0) return null;
  const s = d.sign();
  return diverges(s, {
    title: text('A geometric sequence around the fixed point', 'Une suite géométrique autour du point fixe'),
    explanation: text(
      `ℓ = ${l.toString()} solves ℓ = ${factor(a)}·ℓ ${plus(b)}. Then v_n = ${un} − ℓ satisfies v_(n+1) = ${factor(a)}·v_n: it is geometric with ratio ${a.toString()} > 1 and first term ${d.toString()}, so ${un} = ${l.toString()} ${plus(d)}·${factor(a)}^${steps}, and ${factor(a)}^n → +∞ gives ${un} → ${s > 0 ? '+∞' : '−∞'}.`,
      `ℓ = ${l.toString()} vérifie ℓ = ${factor(a)}·ℓ ${plus(b)}. Alors v_n = ${un} − ℓ vérifie v_(n+1) = ${factor(a)}·v_n : elle est géométrique de raison ${a.toString()} > 1 et de premier terme ${d.toString()}, donc ${un} = ${l.toString()} ${plus(d)}·${factor(a)}^${steps}, et ${factor(a)}^n → +∞ donne ${un} → ${s > 0 ? '+∞' : '−∞'}.`,
    ),
    formula: `${name}_n = ${tex(l)} + \\left(${tex(a)}\\right)^{${stepsTex}}\\left(${first} - ${tex(l)}\\right),\\quad ${first} - ${tex(l)} = ${tex(d)}`,
  });
}

function diverges(sign: number, step: StepDraft): Outcome {
  const value = sign > 0 ? 'oo' : '-oo';
  const shown = sign > 0 ? '+∞' : '−∞';
  return {
    method: 'limit.recurrence',
    category: 'limit',
    steps: [step],
    answer: { kind: 'expr', value, latex: sign > 0 ? '+\\infty' : '-\\infty', words: limitSentence(value) },
    finalAnswer: text(`lim = ${shown}`, `lim = ${shown}`),
    verified: true,
    verification: text('Checked by computing the terms one after another: they grow past any bound with that sign.', 'Vérifié en calculant les termes les uns après les autres : ils dépassent toute borne avec ce signe.'),
  };
}
