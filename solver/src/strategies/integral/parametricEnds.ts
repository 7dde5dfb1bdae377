import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';
import { num } from '../derivative/expr';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';

/**
 * "For which α does ∫₀^∞ dx/(x^α(1 + x)) converge?", « pour quels α l'intégrale ∫₀¹ (1 − cos x)/x^α dx
 * converge-t-elle ? », "∫₁^∞ x^a e^(−x) dx": each improper end on its own, as a course does with
 * Riemann's criterion. Near an end the integrand keeps one sign and behaves like C·t^e·|ln t|^j, t the
 * distance to a finite end (or x itself at ∞), e = kα + m read numerically from the integrand for
 * three values of α (the third checks the line); or it falls faster than any power at ∞ (e^(−x)).
 * The integral converges at a finite end iff e > −1, at ∞ iff e < −1 (at e = −1, iff j < −1); the
 * answer is where every end converges. Integrands that change sign near an end, blow up inside the
 * interval or follow no such law are left unanswered. Checked by quadrature: windows of the integral
 * near each end shrink geometrically for a value inside the set and do not for one outside.
 */

/** The rational with a small denominator within tol of v (an exponent read from values near the end), or null. */
function nearRational(v: number, tol = 2e-3): [number, number] | null {
  for (const q of [1, 2, 3, 4, 5, 6, 8, 10, 12]) {
    const n = Math.round(v * q);
    if (Math.abs(n / q - v) < tol) return [n, q];
  }
  return null;
}

type Law = { kind: 'fast' } | { kind: 'power'; e: number; j: number };
type Sample = (t: number, p: number) => number | null;

interface End {
  /** t → ∞ (x → ±∞) or t → 0⁺ (x → a finite end). */
  atInfinity: boolean;
  label: string;
  /** The integrand as a function of t, the distance to the end (or |x| at an infinite end). */
  g: Sample;
}

const P_VALUES = [0.5, 1.7, -1.2];

/** The local exponent of g between two points, from three points that must agree. */
function localExponent(g: (t: number) => number | null, ts: number[]): number | null {
  const v = ts.map(g);
  if (v.some((y) => y === null || y === 0 || !Number.isFinite(y))) return null;
  const vs = v as number[];
  if (vs.some((y) => Math.sign(y) !== Math.sign(vs[0]))) return null;
  const e1 = Math.log(vs[1] / vs[0]) / Math.log(ts[1] / ts[0]);
  const e2 = Math.log(vs[2] / vs[1]) / Math.log(ts[2] / ts[1]);
  return Math.abs(e1 - e2) <= 2e-3 * Math.max(1, Math.abs(e2)) ? e2 : null;
}

/** How g behaves at its end for one value of α: faster than any power, or C·t^e·|ln t|^j. */
function lawAt(end: End, p: number): Law | null {
  const g = (t: number): number | null => end.g(t, p);
  if (end.atInfinity) {
    // local exponents that keep falling (or rising) by much more than any power: an exponential
    const slopes = [[20, 40], [40, 80]].map(([a, b]) => {
      const [ya, yb] = [g(a), g(b)];
      return ya && yb && Math.sign(ya) === Math.sign(yb) ? Math.log(yb / ya) / Math.log(b / a) : null;
    });
    if (slopes[0] !== null && slopes[1] !== null && slopes[1] < slopes[0] - 5 && slopes[1] < -10) return { kind: 'fast' };
  }
  const ts = end.atInfinity ? [1e4, 1e6, 1e8] : [1e-3, 1e-4, 1e-5];
  for (const j of [0, 1, -1, 2, -2]) {
    const e = localExponent((t) => {
      const v = g(t);
      return v === null ? null : v / Math.abs(Math.log(t)) ** j;
    }, ts);
    if (e === null) continue;
    const r = nearRational(e);
    if (r) return { kind: 'power', e: r[0] / r[1], j };
  }
  return null;
}

/** The condition on α at one end: always, never, or α on one side of a boundary (strictly, or with it). */
type Condition = { kind: 'all' } | { kind: 'none' } | { kind: 'side'; above: boolean; boundary: [number, number]; withBoundary: boolean; e: { k: [number, number]; m: [number, number] }; j: number };

function conditionAt(end: End): Condition | null {
  const laws = P_VALUES.map((p) => lawAt(end, p));
  if (laws.some((l) => l === null)) return null;
  const ls = laws as Law[];
  if (ls.every((l) => l.kind === 'fast')) return { kind: 'all' };
  if (ls.some((l) => l.kind === 'fast')) return null;
  const pw = ls as Array<Extract<Law, { kind: 'power' }>>;
  if (pw.some((l) => l.j !== pw[0].j)) return null;
  const slope = (pw[1].e - pw[0].e) / (P_VALUES[1] - P_VALUES[0]);
  const m = pw[0].e - slope * P_VALUES[0];
  if (Math.abs(m + slope * P_VALUES[2] - pw[2].e) > 1e-6) return null;
  const [k, mm] = [nearRational(slope, 1e-9), nearRational(m, 1e-9)];
  if (!k || !mm) return null;
  const j = pw[0].j;
  // converges at ∞ iff e < −1, at a finite end iff e > −1; at e = −1 iff j < −1
  const wantBelow = end.atInfinity;
  const kv = k[0] / k[1];
  const mv = mm[0] / mm[1];
  if (kv === 0) {
    const ok = wantBelow ? mv < -1 || (mv === -1 && j < -1) : mv > -1 || (mv === -1 && j < -1);
    return { kind: ok ? 'all' : 'none' };
  }
  // kα + m + 1 = 0 at α = −(m + 1)/k
  const boundary: [number, number] = [-(mm[0] + mm[1]) * k[1], mm[1] * k[0]];
  const above = wantBelow ? kv < 0 : kv > 0;
  return { kind: 'side', above, boundary, withBoundary: j < -1, e: { k, m: mm }, j };
}

/** ∫ over [a, b] (0 < a < b) of f, by Simpson's rule in u = ln x. */
function windowIntegral(f: (x: number) => number | null, a: number, b: number): number | null {
  const n = 200;
  const [ua, ub] = [Math.log(a), Math.log(b)];
  const h = (ub - ua) / n;
  let s = 0;
  for (let i = 0; i <= n; i++) {
    const x = Math.exp(ua + i * h);
    const v = f(x);
    if (v === null || !Number.isFinite(v)) return null;
    s += (i === 0 || i === n ? 1 : i % 2 ? 4 : 2) * v * x;
  }
  return (s * h) / 3;
}

/** Whether the windows [t, 10t] of the integral near the end shrink geometrically (they then sum to a finite tail). */
function tailShrinks(end: End, p: number): boolean | null {
  // not nearer a finite end than 10⁻⁴: 1 − cos t and the like lose their digits below that
  const ts = end.atInfinity ? [1e2, 1e4, 1e6] : [1e-2, 1e-3, 1e-4];
  const w = ts.map((t) => windowIntegral((s) => end.g(s, p), t, 10 * t));
  if (w.some((v) => v === null)) return null;
  const ws = (w as number[]).map(Math.abs);
  return ws[1] <= 0.5 * ws[0] && ws[2] <= 0.5 * ws[1];
}

const frac = ([a, b]: [number, number]): string => toAscii(simplify(num(a, b)));
const fracLatex = ([a, b]: [number, number]): string => toLatex(simplify(num(a, b)));

export const parametricEndsStrategy: Strategy = {
  name: 'integral.parametric_ends',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'integrate' || t.asks !== 'for_which' || !t.bounds || !t.parameter) return null;
    const [x, p] = [t.variable, t.parameter];
    const f = (xv: number, pv: number): number | null => evaluateReal(t.integrand, { [x]: xv, [p]: pv });
    const lo = t.bounds.lo === '-oo' ? -Infinity : t.bounds.lo === 'oo' ? Infinity : evaluateReal(t.bounds.lo);
    const hi = t.bounds.hi === 'oo' ? Infinity : t.bounds.hi === '-oo' ? -Infinity : evaluateReal(t.bounds.hi);
    if (lo === null || hi === null || !(lo < hi)) return null;
    // inside the interval the integrand must be finite: a singularity there is another end, not read here
    const inner = Number.isFinite(lo) && Number.isFinite(hi) ? [0.1, 0.3, 0.5, 0.7, 0.9].map((s) => lo + s * (hi - lo))
      : Number.isFinite(lo) ? [lo + 0.5, lo + 1, lo + 3, lo + 10] : Number.isFinite(hi) ? [hi - 0.5, hi - 1, hi - 3, hi - 10] : [-3, -1, 0.5, 2];
    for (const pv of P_VALUES) for (const xv of inner) {
      const v = f(xv, pv);
      if (v === null || !Number.isFinite(v)) return null;
    }
    const ends: End[] = [
      Number.isFinite(lo) ? { atInfinity: false, label: `${x} → ${toAscii(simplify(num(lo, 1)))}⁺`, g: (s, pv) => f(lo + s, pv) } : { atInfinity: true, label: `${x} → −∞`, g: (s, pv) => f(-s, pv) },
      Number.isFinite(hi) ? { atInfinity: false, label: `${x} → ${toAscii(simplify(num(hi, 1)))}⁻`, g: (s, pv) => f(hi - s, pv) } : { atInfinity: true, label: `${x} → +∞`, g: (s, pv) => f(s, pv) },
    ];
    if ([lo, hi].some((b) => Number.isFinite(b) && !Number.isInteger(b))) return null;
    const conditions = ends.map(conditionAt);
    if (conditions.some((c) => c === null)) return null;
    const cs = conditions as Condition[];
    // the set: an intersection of half-lines
    let low = -Infinity;
    let lowClosed = false;
    let high = Infinity;
    let highClosed = false;
    let empty = cs.some((c) => c.kind === 'none');
    for (const c of cs) {
      if (c.kind !== 'side') continue;
      const b = c.boundary[0] / c.boundary[1];
      if (c.above && (b > low || (b === low && !c.withBoundary))) [low, lowClosed] = [b, c.withBoundary];
      if (!c.above && (b < high || (b === high && !c.withBoundary))) [high, highClosed] = [b, c.withBoundary];
    }
    if (low > high || (low === high && !(lowClosed && highClosed))) empty = true;
    const bound = (v: number): [number, number] => cs.flatMap((c) => (c.kind === 'side' && c.boundary[0] / c.boundary[1] === v ? [c.boundary] : []))[0];
    const value = empty ? 'EmptySet'
      : `${lowClosed ? '[' : '('}${low === -Infinity ? '-oo' : frac(bound(low))}, ${high === Infinity ? 'oo' : frac(bound(high))}${highClosed ? ']' : ')'}`;
    const latex = empty ? '\\varnothing'
      : `${lowClosed ? '\\left[' : '\\left('}${low === -Infinity ? '-\\infty' : fracLatex(bound(low))}, ${high === Infinity ? '+\\infty' : fracLatex(bound(high))}${highClosed ? '\\right]' : '\\right)'}`;
    // checked by quadrature at one value inside the set and one outside, end by end
    const inside = empty ? null : low === -Infinity && high === Infinity ? 0 : low === -Infinity ? high - 1 : high === Infinity ? low + 1 : (low + high) / 2;
    let verified = true;
    for (const [i, end] of ends.entries()) {
      const c = cs[i];
      if (inside !== null && c.kind !== 'none') verified &&= tailShrinks(end, inside) === true;
      if (c.kind === 'none') verified &&= P_VALUES.every((pv) => tailShrinks(end, pv) === false);
      if (c.kind === 'side') {
        const b = c.boundary[0] / c.boundary[1];
        verified &&= tailShrinks(end, c.above ? b - 1 : b + 1) === false;
      }
    }
    const steps: StepDraft[] = ends.map((end, i) => {
      const c = cs[i];
      const rule = end.atInfinity
        ? text('at an infinite end, ∫ t^e converges iff e < −1', 'en une borne infinie, ∫ t^e converge si et seulement si e < −1')
        : text('at a finite end, ∫ t^e converges iff e > −1', 'en une borne finie, ∫ t^e converge si et seulement si e > −1');
      if (c.kind === 'side') {
        const k = frac(c.e.k);
        const eText = `${k === '1' ? '' : k === '-1' ? '-' : `${k}·`}${p}${c.e.m[0] === 0 ? '' : ` ${c.e.m[0] < 0 ? '−' : '+'} ${frac([Math.abs(c.e.m[0]), c.e.m[1]])}`}`;
        const log = c.j === 0 ? '' : `·|ln t|^${c.j}`;
        const rel = `${p} ${c.above ? '>' : '<'}${c.withBoundary ? '=' : ''} ${frac(c.boundary)}`;
        return {
          title: text(`As ${end.label}`, `Quand ${end.label}`),
          explanation: text(
            `The integrand keeps one sign and behaves like a constant times t^(${eText})${log}, t the distance to the end${end.atInfinity ? ' (t = |x|)' : ''}. By Riemann's criterion (${rule.en}) it converges there exactly when ${rel}.`,
            `L'intégrande garde un signe constant et se comporte comme une constante fois t^(${eText})${log}, t la distance à la borne${end.atInfinity ? ' (t = |x|)' : ''}. D'après le critère de Riemann (${rule.fr}), elle y converge si et seulement si ${rel}.`,
          ),
        };
      }
      if (c.kind === 'all' && end.atInfinity && lawAt(end, P_VALUES[0])?.kind === 'fast') {
        return {
          title: text(`As ${end.label}`, `Quand ${end.label}`),
          explanation: text('The integrand falls faster than any power of x (an exponential wins over powers): t²·f → 0, so it converges there for every value.',
            "L'intégrande décroît plus vite que toute puissance de x (l'exponentielle l'emporte sur les puissances) : t²·f → 0, donc elle y converge pour toute valeur."),
        };
      }
      return {
        title: text(`As ${end.label}`, `Quand ${end.label}`),
        explanation: c.kind === 'all'
          ? text(`The integrand's behaviour there does not depend on ${p}, and ${rule.en}: it converges there for every value.`, `Le comportement de l'intégrande n'y dépend pas de ${p}, et ${rule.fr} : elle y converge pour toute valeur.`)
          : text(`The integrand's behaviour there does not depend on ${p}, and ${rule.en}: it diverges there for every value.`, `Le comportement de l'intégrande n'y dépend pas de ${p}, et ${rule.fr} : elle y diverge pour toute valeur.`),
      };
    });
    const sentence = empty
      ? text(`It converges for no value of ${p}.`, `Elle ne converge pour aucune valeur de ${p}.`)
      : value === '(-oo, oo)' ? text(`It converges for every real value of ${p}.`, `Elle converge pour toute valeur réelle de ${p}.`)
      : text(`It converges exactly when ${p} ∈ ${value.replace(/oo/g, '∞')}.`, `Elle converge si et seulement si ${p} ∈ ${value.replace(/oo/g, '∞')}.`);
    return {
      method: 'integral.parametric_ends',
      category: 'improper_integral',
      steps: [...steps, { title: text('Conclusion', 'Conclusion'), explanation: text(`The integral converges when it converges at every end. ${sentence.en}`, `L'intégrale converge quand elle converge en chaque borne. ${sentence.fr}`) }],
      answer: { kind: 'interval', value, latex, words: sentence },
      finalAnswer: sentence,
      verified,
      verification: verified ? text('Checked by quadrature: near each end, windows of the integral shrink geometrically for a value inside the set and not for one outside.', "Vérifié par quadrature : près de chaque borne, les tranches de l'intégrale décroissent géométriquement pour une valeur dans l'ensemble et pas pour une valeur en dehors.") : undefined,
    };
  },
};
