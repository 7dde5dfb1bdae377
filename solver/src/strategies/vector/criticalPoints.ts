import { evaluateReal } from '../../verify/numeric';
import { solveSystem, type Point } from '../algebra/polynomialSystem';
import { type Ex, add, exp, key as exKey, mul, neg, num, substitute } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import { text, type Text } from '../../i18n';
import type { SolveContext, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import type { FieldResult } from './potential';

/**
 * Critical points of f(x, y) (or f(x, y, z)): ∇f = 0 solved exactly the way a course does it — a
 * factor set to zero (zero-product), an equation in one variable solved, an equation linear in a
 * variable solved for it and substituted — then each point classified by the second-derivative
 * test. Any step outside these (a system no substitution reduces) makes the method decline.
 */
const d = (e: Ex, v: string): Ex => simplify(derivative(e, v));

/** The powers e^u inside e, each exponent once. */
function exponentials(e: Ex, out = new Map<string, Ex>()): Map<string, Ex> {
  if (e.t === 'pow' && e.base.t === 'sym' && e.base.name === 'e') out.set(exKey(e.exp), e.exp);
  if (e.t === 'add' || e.t === 'mul' || e.t === 'fn') for (const a of e.args) exponentials(a, out);
  if (e.t === 'pow') {
    exponentials(e.base, out);
    exponentials(e.exp, out);
  }
  return out;
}

/** e with the factor e^u taken out of every term, its factored form kept; null when some term lacks it. */
function divideOut(e: Ex, u: Ex): Ex | null {
  const has = (x: Ex): boolean => exponentials(x).has(exKey(u));
  if (e.t === 'mul') {
    const k = e.args.findIndex(has);
    if (k < 0) return null;
    const inner = e.args[k].t === 'add' ? divideOut(e.args[k], u) : null;
    if (inner) return simplify(mul(...e.args.map((a, j) => (j === k ? inner : a))));
  }
  if (e.t === 'add') {
    const terms = e.args.map((a) => divideOut(a, u));
    return terms.every((a): a is Ex => a !== null) ? simplify(add(...terms)) : null;
  }
  const out = simplify(mul(e, exp(neg(u))));
  return has(out) ? null : out;
}

/**
 * A partial derivative with every term carrying e^u, as the product rule leaves it
 * (y·(e^(−x²−y²) − 2x²·e^(−x²−y²))): e^u never vanishes, so it is divided out and the equation
 * left is the polynomial one a course solves. The factors divided out are returned for the step.
 */
export function withoutExponentials(g: Ex): { eq: Ex; dropped: Ex[] } {
  let eq = g;
  const dropped: Ex[] = [];
  for (const u of exponentials(g).values()) {
    const reduced = divideOut(eq, u);
    if (reduced) {
      eq = reduced;
      dropped.push(exp(u));
    }
  }
  return { eq, dropped };
}

/** The solutions of a system each once, in increasing order of their coordinates. */
export function distinctPoints(points: Point[], vs: string[]): Point[] {
  const id = (p: Point): string => vs.map((v) => toAscii(p.get(v) ?? num(0))).join(',');
  const unique = [...new Map(points.map((p) => [id(p), p])).values()];
  const coords = (p: Point): number[] => vs.map((v) => evaluateReal(toAscii(p.get(v) ?? num(0))) ?? NaN);
  return unique.sort((a, b) => {
    const [ca, cb] = [coords(a), coords(b)];
    for (let k = 0; k < ca.length; k++) if (ca[k] !== cb[k]) return ca[k] - cb[k];
    return 0;
  });
}

type Kind = 'min' | 'max' | 'saddle' | 'unknown' | 'none';
const KIND_WORDS: Record<Kind, { en: string; fr: string }> = {
  none: { en: 'no extremum (f′ keeps its sign)', fr: 'pas d’extremum (f′ garde son signe)' },
  min: { en: 'local minimum', fr: 'minimum local' },
  max: { en: 'local maximum', fr: 'maximum local' },
  saddle: { en: 'saddle point', fr: 'point selle' },
  unknown: { en: 'the test is inconclusive', fr: 'le test ne conclut pas' },
};

/** Sylvester's criterion on the Hessian's leading minors (for two variables, D = f_xx f_yy − f_xy²). */
function classify(h: number[][]): Kind {
  const minor = (k: number): number => {
    const m = h.slice(0, k).map((r) => r.slice(0, k));
    if (k === 1) return m[0][0];
    if (k === 2) return m[0][0] * m[1][1] - m[0][1] * m[1][0];
    return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
  };
  const n = h.length;
  const minors = Array.from({ length: n }, (_, k) => minor(k + 1));
  const eps = 1e-12;
  if (minors.every((m) => m > eps)) return 'min';
  if (minors.every((m, k) => (k % 2 === 0 ? m < -eps : m > eps))) return 'max';
  if (Math.abs(minors[n - 1]) > eps) return 'saddle';
  return 'unknown';
}

export function criticalPoints(t: TaskOf<'vector'>, f: Ex, ctx: SolveContext): FieldResult | null {
  const vs = t.variables;
  if (vs.length === 1) return stationaryPoints(f, vs[0], ctx);
  if (vs.length < 2 || vs.length > 3) return null;
  const grad = vs.map((v) => d(f, v));
  const reduced = grad.map(withoutExponentials);
  const points = solveSystem(reduced.map((r) => r.eq), vs, ctx);
  if (!points) return null;
  const unique = distinctPoints(points, vs);
  const hess = vs.map((u) => vs.map((v) => d(d(f, u), v)));
  const steps: StepDraft[] = [{
    title: text('Set the gradient to zero', 'Annuler le gradient'),
    explanation: text('At a critical point every partial derivative is zero.', 'En un point critique, toutes les dérivées partielles sont nulles.'),
    formula: vs.map((v, k) => `\\frac{\\partial f}{\\partial ${v}} = ${toLatex(grad[k])} = 0`).join(',\\quad '),
  }];
  const dropped = [...new Map(reduced.flatMap((r) => r.dropped).map((e) => [exKey(e), e])).values()];
  if (dropped.length) {
    steps.push({
      title: text('Divide out the exponential', 'Simplifier par l’exponentielle'),
      explanation: text('An exponential is never zero, so each equation is divided by it.', 'Une exponentielle ne s’annule jamais : on divise chaque équation par elle.'),
      formula: `${dropped.map(toLatex).join(',\\ ')} \\neq 0:\\quad ${reduced.map((r) => `${toLatex(r.eq)} = 0`).join(',\\quad ')}`,
    });
  }
  steps.push({
    title: text('Solve the system', 'Résoudre le système'),
    explanation: text('Set each factor to zero, solve the equations in one variable, and substitute into the others.', 'On annule chaque facteur, on résout les équations à une inconnue et on reporte dans les autres.'),
    formula: unique.length ? unique.map((p) => `(${vs.map((v) => toLatex(p.get(v) ?? num(0))).join(', ')})`).join(',\\ ') : '\\varnothing',
  });
  const kinds: Kind[] = unique.map((p) => {
    const h = hess.map((r) => r.map((e) => evaluateReal(toAscii(simplify(vs.reduce((acc, v) => substitute(acc, v, p.get(v) ?? num(0)), e)))) ?? NaN));
    return h.flat().some((x) => !Number.isFinite(x)) ? 'unknown' : classify(h);
  });
  if (unique.length) {
    steps.push({
      title: text('Second-derivative test', 'Test des dérivées secondes'),
      explanation: text(vs.length === 2 ? 'D = f_xx·f_yy − f_xy²: D > 0 with f_xx > 0 is a minimum, with f_xx < 0 a maximum; D < 0 is a saddle point.' : 'The leading minors of the Hessian: all positive is a minimum, alternating from negative a maximum; otherwise, with a nonzero determinant, a saddle point.',
        vs.length === 2 ? 'D = f_xx·f_yy − f_xy² : D > 0 avec f_xx > 0 donne un minimum, avec f_xx < 0 un maximum ; D < 0 un point selle.' : 'Les mineurs principaux de la hessienne : tous positifs, un minimum ; alternés en commençant par un négatif, un maximum ; sinon, déterminant non nul, un point selle.'),
      formula: `H_f = \\begin{pmatrix}${hess.map((r) => r.map(toLatex).join(' & ')).join('\\\\')}\\end{pmatrix}`,
    });
  }
  const shown = unique.map((p) => `(${vs.map((v) => toAscii(p.get(v) ?? num(0))).join(', ')})`);
  const list = (lang: 'en' | 'fr'): string => shown.map((s, k) => `${s}: ${KIND_WORDS[kinds[k]][lang]}`).join('; ');
  const words = unique.length ? text(`Critical points: ${list('en')}.`, `Points critiques : ${list('fr')}.`) : text('There is no critical point.', 'Il n’y a pas de point critique.');
  // the extrema asked: a point the test leaves undecided could be one or not, so no answer is given
  if (t.extrema && kinds.some((k) => k === 'unknown')) return null;
  const kept = unique.map((p, k) => ({ p, k })).filter(({ k }) => !t.extrema || kinds[k] === 'min' || kinds[k] === 'max');
  const value = `[${kept.map(({ p }) => `{${vs.map((v) => `${v}: ${toAscii(p.get(v) ?? num(0))}`).join(', ')}}`).join(', ')}]`;
  return {
    steps,
    kind: 'solutions',
    value,
    latex: kept.map(({ k }) => shown[k]).join(',\\ ') || '\\varnothing',
    words: t.extrema ? extremaWords(words, kept.length === 0) : words,
  };
}

/** The critical points classified, then which of them are the extrema asked. */
function extremaWords(words: Text, none: boolean): Text {
  return none
    ? text(`${words.en} There is no local extremum.`, `${words.fr} Il n’y a pas d’extremum local.`)
    : text(`${words.en} The local extrema are the minima and maxima among them; a saddle point is none.`, `${words.fr} Les extremums locaux sont les minimums et maximums parmi eux ; un point selle n’en est pas un.`);
}

/**
 * The critical points of f(x): f′(x) = 0 solved exactly, each root classified by the sign of f″,
 * or, where f″ vanishes, by the signs of f′ on either side (x³ at 0 is no extremum).
 */
function stationaryPoints(f: Ex, x: string, ctx: SolveContext): FieldResult | null {
  const f1 = d(f, x);
  const reduced = withoutExponentials(f1);
  const points = solveSystem([reduced.eq], [x], ctx);
  if (!points) return null;
  const unique = distinctPoints(points, [x]);
  const f2 = d(f1, x);
  const at = (e: Ex, v: number): number | null => evaluateReal(toAscii(e), { [x]: v });
  const kinds: Kind[] = unique.map((p) => {
    const v = evaluateReal(toAscii(p.get(x) ?? num(0)));
    if (v === null) return 'unknown';
    const curvature = at(f2, v);
    if (curvature !== null && Math.abs(curvature) > 1e-9) return curvature > 0 ? 'min' : 'max';
    const h = 1e-3 * Math.max(1, Math.abs(v));
    const [left, right] = [at(f1, v - h), at(f1, v + h)];
    if (left === null || right === null) return 'unknown';
    return left < 0 && right > 0 ? 'min' : left > 0 && right < 0 ? 'max' : Math.sign(left) === Math.sign(right) ? 'none' : 'unknown';
  });
  const roots = unique.map((p) => p.get(x) ?? num(0));
  const steps: StepDraft[] = [{
    title: text('Set the derivative to zero', 'Annuler la dérivée'),
    explanation: text('At a critical point the derivative is zero.', 'En un point critique, la dérivée est nulle.'),
    formula: `f'(${x}) = ${toLatex(f1)} = 0`,
  }, {
    title: text('Solve the equation', 'Résoudre l’équation'),
    explanation: text('The roots of f′ are the critical points.', 'Les racines de f′ sont les points critiques.'),
    formula: roots.length ? roots.map((r) => `${x} = ${toLatex(r)}`).join(',\\ ') : '\\varnothing',
  }];
  if (roots.length) {
    steps.push({
      title: text('Second-derivative test', 'Test de la dérivée seconde'),
      explanation: text('f″ > 0 at the point is a local minimum, f″ < 0 a local maximum; where f″ = 0 the sign of f′ on either side decides.', 'f″ > 0 au point donne un minimum local, f″ < 0 un maximum local ; là où f″ = 0, le signe de f′ de part et d’autre décide.'),
      formula: `f''(${x}) = ${toLatex(f2)}`,
    });
  }
  const shown = roots.map(toAscii);
  // the value there too, so a stationary point is given whole, (x₀, f(x₀))
  const values = roots.map((r) => toAscii(simplify(substitute(f, x, r))));
  const list = (lang: 'en' | 'fr'): string => shown.map((r, k) => `${x} = ${r}, ${lang === 'fr' ? 'en' : 'at'} (${r}, ${values[k]})${lang === 'fr' ? ' :' : ':'} ${KIND_WORDS[kinds[k]][lang]}`).join('; ');
  return {
    steps,
    kind: 'solutions',
    value: `[${shown.join(', ')}]`,
    latex: roots.map((r) => `${x} = ${toLatex(r)}`).join(',\\ ') || '\\varnothing',
    words: roots.length ? text(`Critical points: ${list('en')}.`, `Points critiques : ${list('fr')}.`) : text('There is no critical point.', 'Il n’y a pas de point critique.'),
  };
}
